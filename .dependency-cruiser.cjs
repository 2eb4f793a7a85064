// `npm run lint:cycles` (part of `npm test`): no import circle anywhere in src/, type-only imports and dynamic
// `import()` included. A circle means two modules each need the other: the piece they share belongs in a module of
// its own (docs/architecture.md, "Which layer imports which"). The layer rules themselves are ESLint's
// (`no-restricted-imports` in eslint.config.js), where they sit beside the purity rules.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: move what both sides share into a module of its own.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // Read the TypeScript before it is compiled, so `import type` counts as much as a value import.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
  },
};
