// Custom Elements Manifest (`npm run analyze` writes ./custom-elements.json; `npm run check:cem` checks it).
// The engine and the computer players hold no element: skip them.
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/engine/**', 'src/ai/**', 'src/**/*.test.ts'],
  outdir: '.',
  litelement: true,
};
