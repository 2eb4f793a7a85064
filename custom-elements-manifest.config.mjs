import { readFileSync } from 'node:fs';
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
      // The attributes are made from the element's one table (src/element/attribute-table.ts), not written as a
      // `static properties` literal the analyzer could read: each attribute of the table is listed from its field.
      name: 'attribute-table',
      packageLinkPhase({ customElementsManifest }) {
        const source = readFileSync(new URL('./src/element/attribute-table.ts', import.meta.url), 'utf8');
        const rows = [...source.matchAll(/^ {2}(\w+): \['(\w+)', '\w+'\],$/gm)].filter(([, , kind]) => kind !== 'own');
        for (const module of customElementsManifest.modules)
          for (const declaration of module.declarations ?? []) {
            if (declaration.name !== 'DominoTable') continue;
            for (const [, field, kind] of rows) {
              const member = declaration.members?.find((m) => m.name === field);
              if (!member) throw new Error(`attribute-table: no field ${field} on DominoTable`);
              const name = field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
              member.privacy ??= 'public';
              member.attribute = name;
              if (kind === 'step') member.reflects = true; // the reader's step is written back to the attribute
              declaration.attributes = (declaration.attributes ?? []).filter((a) => a.name !== name);
              const { type, description, default: value } = member;
              declaration.attributes.push({ name, type, description, default: value, fieldName: field });
            }
          }
      },
    },
    {
      // A page can reach neither `#private` nor `private` members: listed, they are noise for editors and docs
      // tools, and every internal field added to the element made the committed file stale (CI's check:cem). Nor
      // `protected` ones: Lit's lifecycle overrides (`getUpdateComplete`), the element's own business.
      name: 'public-members-only',
      packageLinkPhase({ customElementsManifest }) {
        for (const module of customElementsManifest.modules)
          for (const declaration of module.declarations ?? [])
            if (declaration.members)
              declaration.members = declaration.members.filter(
                (member) =>
                  member.privacy !== 'private' && member.privacy !== 'protected' && !member.name.startsWith('#'),
              );
      },
    },
    {
      // `record` is an attribute and a member: set to a string (React 19, Vue 3) it is the attribute, read it is the
      // method `record()` (API.md §2). The analyzer sees a getter and an `@attr` with no field: the member is listed
      // as the method it reads as, and the attribute names it as its field, so the framework types
      // (scripts/jsx-types.mjs) let a framework set it.
      name: 'record-property',
      packageLinkPhase({ customElementsManifest }) {
        for (const module of customElementsManifest.modules)
          for (const declaration of module.declarations ?? []) {
            for (const attribute of declaration.attributes ?? [])
              if (attribute.name === 'record') attribute.fieldName = 'record';
            for (const member of declaration.members ?? [])
              if (member.name === 'record' && member.kind === 'field') {
                member.kind = 'method';
                member.return = { type: { text: 'string' } };
                delete member.type;
              }
          }
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
