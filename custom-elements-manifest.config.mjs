// Custom Elements Manifest (`npm run analyze` writes ./custom-elements.json; `npm run check:cem` checks it).
// The engine and the computer players hold no element: skip them.
export default {
  globs: ['src/**/*.ts'],
  exclude: ['src/engine/**', 'src/ai/**', 'src/**/*.test.ts'],
  outdir: '.',
  litelement: true,
  // package.json's "customElements" is written by hand: left on, the analyzer points it at wherever it last
  // wrote, and `check:cem`, which writes to a cache folder, once got that path committed.
  packagejson: false,
  plugins: [
    {
      // The analyzer lists modules in the order its file walk finishes them, which varies between runs:
      // sorted by path, `npm run analyze` and `npm run check:cem` always write the same file.
      name: 'sort-modules',
      packageLinkPhase({ customElementsManifest }) {
        customElementsManifest.modules.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      },
    },
  ],
};
