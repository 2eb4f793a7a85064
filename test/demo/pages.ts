// The demo pages, for the test that loads them from source (pages.test.ts) and the check of the built
// bundle (check-built-demo.ts).
export const PAGES = [
  'index.html',
  'maltese-cross.html',
  'doubles.html',
  'doubles-classic.html',
  'doubles-in-the-boneyard.html',
  'playground.html',
  'cms.html',
] as const;
