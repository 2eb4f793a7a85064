// ESLint flat config. ESLint 10 + typescript-eslint 8 + eslint-plugin-lit 2 + eslint-plugin-lit-a11y 5
// (both lit plugins declare `eslint >= 8` / `>= 5` and use `context.sourceCode`, so they run on 10).
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';
import globals from 'globals';

// docs/architecture.md: engine purity is enforced. The rules engine, the computer players and the board geometry
// are pure functions over plain data: no Lit, no XState, no DOM, no timers, no unseeded randomness.
const pureGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'customElements',
  'HTMLElement',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
].map((name) => ({
  name,
  message: 'engine/, ai/ and geometry/ are pure: no DOM globals or timers (docs/architecture.md).',
}));

const pureImports = (layersAbove) => ({
  paths: [
    { name: 'lit', message: 'engine/ and ai/ must not depend on Lit (docs/architecture.md).' },
    { name: 'xstate', message: 'engine/ and ai/ must not depend on XState (docs/architecture.md).' },
  ],
  patterns: [
    {
      group: ['lit/*', 'lit-html', 'lit-html/*', 'lit-element', 'lit-element/*', '@lit/*', '@lit-labs/*'],
      message: 'engine/ and ai/ must not depend on Lit (docs/architecture.md).',
    },
    { group: ['xstate/*', '@xstate/*'], message: 'engine/ and ai/ must not depend on XState (docs/architecture.md).' },
    { group: ['node:*'], message: 'engine/ and ai/ run in browsers and workers too: no Node built-ins.' },
    { group: layersAbove, message: 'Data flows one way (docs/architecture.md): no imports from the layers above.' },
  ],
});

const LIT = ['lit', 'lit/*', 'lit-html', 'lit-html/*', 'lit-element', 'lit-element/*', '@lit/*', '@lit-labs/*'];
const XSTATE = ['xstate', 'xstate/*', '@xstate/*'];
/** Import patterns for folders of src/ (`../element/…`, `../../element/…`). */
const folders = (...names) => names.map((name) => `**/${name}/**`);
/** A layer's `no-restricted-imports`: the groups of modules it may not import, each refused with the layer's reason. */
const layerImports = (why, ...groups) => ({
  patterns: groups.map((g) => ({
    ...(Array.isArray(g) ? { group: g } : g),
    message: `${why} (docs/architecture.md).`,
  })),
});

const pureProperties = [
  { object: 'Math', property: 'random', message: 'Use the seeded PRNG (engine/rng.ts): same input, same output.' },
  { object: 'Date', property: 'now', message: 'engine/ and ai/ are deterministic: no clock.' },
  { object: 'globalThis', property: 'window', message: 'No DOM in engine/ and ai/.' },
  { object: 'globalThis', property: 'document', message: 'No DOM in engine/ and ai/.' },
  { object: 'globalThis', property: 'localStorage', message: 'No DOM in engine/ and ai/.' },
  { object: 'globalThis', property: 'setTimeout', message: 'No timers in engine/ and ai/.' },
  { object: 'globalThis', property: 'setInterval', message: 'No timers in engine/ and ai/.' },
  { object: 'globalThis', property: 'requestAnimationFrame', message: 'No timers in engine/ and ai/.' },
];

export default defineConfig(
  { ignores: ['dist/', 'coverage/', 'node_modules/', 'custom-elements.json'] },

  js.configs.recommended,

  // TypeScript everywhere (syntax-level rules: fast, no type information needed).
  {
    files: ['**/*.ts'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },

  // Type-aware rules on the source (issue 16): a cast that changes nothing, a switch over a union that misses a
  // case, a private field never reassigned that is not readonly.
  {
    files: ['src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/prefer-readonly': 'error',
    },
  },

  // Browser code: the element, its views, the statechart, and browser tests.
  {
    files: ['src/**/*.ts', 'test/element/**/*.ts', 'test/demo/**/*.ts'],
    ignores: ['src/engine/**', 'src/ai/**', 'src/coach/**', 'src/geometry/**', 'src/headless.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.ts', 'test/element/**/*.ts', 'test/demo/**/*.ts'],
    ...lit.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts', 'test/element/**/*.ts', 'test/demo/**/*.ts'],
    ...litA11y.configs.recommended,
  },
  { files: ['test/element/**/*.ts', 'test/demo/**/*.ts'], languageOptions: { globals: { ...globals.mocha } } },
  { files: ['demo/**/*.js'], languageOptions: { globals: { ...globals.browser } } }, // the demo pages' scripts
  // The WordPress plugin's editor script: plain JavaScript on the editor's globals (`wp` is read from `window`).
  { files: ['integrations/wordpress/domino-table/**/*.js'], languageOptions: { globals: { ...globals.browser } } },

  // Node-side code: node tests, benchmarks, scripts and config files.
  {
    files: ['test/**', 'bench/**', 'scripts/**', 'integrations/wordpress/test/**', '*.config.*js', '*.js'],
    ignores: ['test/element/**', 'test/demo/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  // The WordPress check: Node, and the functions it hands the browser (page.evaluate).
  { files: ['integrations/wordpress/test/**'], languageOptions: { globals: { ...globals.browser } } },

  // Which layer may import which (docs/architecture.md, "The layers"): data flows one way, so nothing below asks
  // anything above it. engine/, ai/ and coach/ are held further down with the purity rules.
  {
    files: ['src/i18n/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        layerImports(
          'i18n/ formats the engine’s facts: it imports the engine (and ../chunk.ts) only',
          LIT,
          XSTATE,
          folders('ai', 'coach', 'machine', 'record', 'rules-text', 'replay', 'sound', 'element'),
        ),
      ],
    },
  },
  {
    files: ['src/rules-text/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        layerImports(
          'rules-text/ is each variant’s rules in words (and the panel’s template, Lit handed in): it imports the engine’s types only',
          { group: LIT, allowTypeImports: true },
          XSTATE,
          folders('ai', 'coach', 'i18n', 'machine', 'record', 'replay', 'sound', 'element'),
        ),
      ],
    },
  },
  {
    files: ['src/record/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        layerImports(
          'record/ reads, writes and replays game records over the engine, in its own catalogs',
          LIT,
          XSTATE,
          folders('ai', 'coach', 'i18n', 'machine', 'rules-text', 'replay', 'sound', 'element'),
        ),
      ],
    },
  },
  {
    files: ['src/machine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        layerImports(
          'machine/ is the statechart over the engine and the players: no DOM, no words',
          LIT,
          folders('coach', 'i18n', 'record', 'rules-text', 'replay', 'sound', 'element'),
        ),
      ],
    },
  },
  // The replay chunk borrows Lit, the views, the engine, i18n and the viewer policy from the bundle
  // (src/replay/kit.ts): a value import of any of them would put a second copy into dist/chunks/replay.js. Types are
  // free. It reads records (src/record) itself.
  {
    files: ['src/replay/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        layerImports(
          'The replay chunk takes this from the bundle: import it from ./kit.js (see kit.ts); it reads records itself',
          {
            group: [...LIT, ...XSTATE, ...folders('engine', 'i18n', 'element', 'ai', 'machine')],
            allowTypeImports: true,
          },
          folders('coach', 'rules-text', 'sound'),
        ),
      ],
    },
  },

  // Engine purity (last, so nothing above loosens it).
  {
    files: [
      'src/engine/**/*.ts',
      'src/games/**/*.ts',
      'src/ai/**/*.ts',
      'src/coach/**/*.ts',
      'src/geometry/**/*.ts',
      'src/headless.ts',
    ],
    rules: {
      'no-restricted-globals': ['error', ...pureGlobals],
      'no-restricted-properties': ['error', ...pureProperties],
    },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', pureImports(['**/ai/**', '**/machine/**', '**/element/**', '**/i18n/**'])],
    },
  },
  {
    // A game is data over the engine's mechanisms (and its rules sections over rules-text's phrases, by type): the
    // engine reads the registry, so nothing here may reach above it.
    files: ['src/games/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        pureImports(['**/ai/**', '**/machine/**', '**/element/**', '**/i18n/**', '**/record/**', '**/replay/**']),
      ],
    },
  },
  {
    // The players sit on the engine, the coach on both; src/headless.ts (`domino-table/engine`) puts the players
    // and the engine together.
    files: ['src/ai/**/*.ts', 'src/coach/**/*.ts', 'src/headless.ts'],
    rules: { 'no-restricted-imports': ['error', pureImports(['**/machine/**', '**/element/**', '**/i18n/**'])] },
  },
  {
    // The board geometry (layout graph → positions on the felt) reads the engine's layout and nothing else: the
    // element draws what it returns, and Node tests and benches run it without a browser.
    files: ['src/geometry/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        pureImports(['**/ai/**', '**/machine/**', '**/element/**', '**/i18n/**', '**/replay/**', '**/record/**']),
      ],
    },
  },
);
