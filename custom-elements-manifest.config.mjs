// Custom Elements Manifest (`npm run analyze` writes ./custom-elements.json; `npm run check:cem` checks it).
// The manifest describes the element a page uses: its class (attributes, properties, methods, events, parts,
// custom properties), the modules that define and export it, and the types of its events and state. The
// internals behind it (engine, players, statechart, geometry, views, records, texts) are not listed.
export default {
  globs: [
    'src/index.ts',
    'src/define.ts',
    'src/bundle.ts',
    'src/element/domino-table.ts',
    'src/element/events.ts',
    'src/element/table-state.ts',
  ],
  outdir: '.',
  litelement: true,
  // package.json's "customElements" is written by hand: left on, the analyzer points it at wherever it last
  // wrote, and `check:cem`, which writes to a cache folder, once got that path committed.
  packagejson: false,
  plugins: [
    {
      // A page can reach neither `#private` nor `private` members: listed, they are noise for editors and docs
      // tools, and every internal field added to the element made the committed file stale (CI's check:cem).
      name: 'public-members-only',
      packageLinkPhase({ customElementsManifest }) {
        for (const module of customElementsManifest.modules)
          for (const declaration of module.declarations ?? [])
            if (declaration.members)
              declaration.members = declaration.members.filter(
                (member) => member.privacy !== 'private' && !member.name.startsWith('#'),
              );
      },
    },
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
