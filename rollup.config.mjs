// `npm run build` (then tsc writes the .d.ts):
//  (a) dist/domino-table.js: the CDN file, one minified ES module with Lit and XState inside, and
//      dist/chunks/*.js, the parts a table loads only when first used: the hard computer player, the coach,
//      each language but English, the Rules panel's text in each language (rules-<lang>.js), sounds, saving
//      (persist.js), the replay view (replay.js, for a table with `record`), hot seat's and watch mode's code
//      (modes.js) and the UI a round played by taps never runs (rare.js: New match's question, the panels, the keys);
//      the replay's words in each language but English (replay-<lang>.js, fetched by replay.js);
//      dist/embed.html and dist/embed.js: one table in a page of its own, for hosts that allow only iframes;
//      dist/studio.html, studio.css and studio.js: the studio, where authors write records (demo/studio/);
//  (b) dist/**: the npm package, one ES module per source file, dependencies left external.
// rollup is pinned to exactly 4.67.4: newer releases lack platform packages in our registry mirror,
// so `npm install` quietly skips them and `npm ci` then rejects the lock file (docs/architecture.md, Toolchain pins).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import esbuild from 'rollup-plugin-esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { xstateAsUsed } from './scripts/xstate-as-used.mjs';
import { litAsUsed } from './scripts/lit-as-used.mjs';
import { minifyStyles } from './scripts/minify-styles.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const deps = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
const isDependency = (id) => id.startsWith('node:') || deps.some((dep) => id === dep || id.startsWith(`${dep}/`));

// esbuild only strips types and lowers to ES2022; tsconfig.json gives it useDefineForClassFields.
const typescript = () => esbuild({ target: 'es2022', tsconfig: 'tsconfig.json', sourceMap: false });

/**
 * Lit's templates as written keep their line breaks and indentation (terser leaves template literals alone). After
 * minifying, a raw line break can only be inside a template literal, and in HTML and SVG a run of white space
 * that holds one reads as one space: each such run becomes a single space (about 0.3 KB min+gzip).
 */
const collapseTemplates = () => ({
  name: 'collapse-templates',
  renderChunk: (code) => ({ code: code.replace(/\n\s*/g, ' '), map: null }),
});

/**
 * The parts a table loads on first use, each built on its own below into dist/chunks/: the CDN file's
 * dynamic import of the source (key: importer and specifier) loads the chunk beside it instead. A chunk holds
 * all it needs and imports nothing: a chunk that imported shared code back from `../domino-table.js` would
 * load the whole bundle a second time on a page that loads it with a query string
 * (`domino-table.js?ver=6.4`, as WordPress does) or through a redirect. Each chunk's CSS is minified as the entry's is
 * (a chunk with its own `plugins` lists `minifyStyles()` itself).
 */
const CHUNKS = [
  { importer: '/src/ai/lazy.ts', specifier: './hard.js', input: 'src/ai/hard.ts', file: 'chunks/hard.js' },
  // The board's code (geometry, hit areas, a laid tile's travel), fetched after a table's first frame (which has no
  // tile on the board), in idle time.
  {
    importer: '/src/element/loaders/board-loader.ts',
    specifier: './board-chunk.js',
    input: 'src/element/loaders/board-chunk.ts',
    file: 'chunks/board.js',
  },
  // Sounds, for tables with `sound` on.
  {
    importer: '/src/element/loaders/sound-loader.ts',
    specifier: '../../sound/index.js',
    input: 'src/sound/index.ts',
    file: 'chunks/sound.js',
  },
  // The coach, reviewing a round after it ends (the element's review()), and the panel that shows its review.
  {
    importer: '/src/element/loaders/coach-loader.ts',
    specifier: './coach-chunk.js',
    input: 'src/element/loaders/coach-chunk.ts',
    file: 'chunks/coach.js',
  },
  // Panning and zooming a board too large for its felt, loaded the first time a board needs it.
  {
    importer: '/src/element/input/zoom.ts',
    specifier: './zoom-input.js',
    input: 'src/element/input/zoom-input.ts',
    file: 'chunks/zoom.js',
  },
  // The hot-seat hand-over's input guard and Ready, watch mode's pace and Pause, Step, Speed: for tables with other
  // than one person, fetched before their first frame.
  {
    importer: '/src/element/loaders/modes-loader.ts',
    specifier: './modes-chunk.js',
    input: 'src/element/loaders/modes-chunk.ts',
    file: 'chunks/modes.js',
  },
  // The UI a round played by taps never runs (New match's question, the rules and review panels opening), fetched
  // when it grows likely: the menu opens, keyboard focus comes into the table, a panel's button is pressed.
  {
    importer: '/src/element/loaders/rare-loader.ts',
    specifier: './rare-chunk.js',
    input: 'src/element/loaders/rare-chunk.ts',
    file: 'chunks/rare.js',
  },
  // What only the games that score during play need (their mechanisms, the count's badge, their English words) and the
  // other games' English words but the Maltese Cross's, for a table playing one or showing a record, fetched before its
  // first frame.
  {
    importer: '/src/element/loaders/scoring-loader.ts',
    specifier: './scoring-chunk.js',
    input: 'src/element/loaders/scoring-chunk.ts',
    file: 'chunks/scoring.js',
  },
  // Saving to localStorage, for tables with a `persist` key.
  {
    importer: '/src/element/saving/persist-loader.ts',
    specifier: './persistence.js',
    input: 'src/element/saving/persistence.ts',
    file: 'chunks/persist.js',
  },
  ...['de', 'es', 'pt', 'fr'].map((lang) => ({
    importer: '/src/i18n/catalogs.ts',
    specifier: `./${lang}.js`,
    input: `src/i18n/${lang}.ts`,
    file: `chunks/${lang}.js`,
  })),
  // The replay and lesson view, loaded when a table has `record`. It borrows Lit, the views, the engine and
  // i18n from the entry (src/replay/kit.ts): `borrow` points src/record's engine imports at the borrowed one.
  {
    importer: '/src/element/loaders/replay-loader.ts',
    specifier: '../../replay/index.js',
    input: 'src/replay/index.ts',
    file: 'chunks/replay.js',
    plugins: () => [borrow(), onDemand('chunks/replay.js'), minifyStyles()],
  },
  // The replay's words (its view's and the record errors') in each language but English, fetched by the replay chunk
  // the first time a replay speaks it (src/replay/words/).
  ...['de', 'es', 'pt', 'fr'].map((lang) => ({
    importer: '/src/replay/words/index.ts',
    specifier: `./${lang}.js`,
    input: `src/replay/words/${lang}.ts`,
    file: `chunks/replay-${lang}.js`,
  })),
  // The sentence standing in a table's place where the page forbids Lit's Trusted Types policy.
  { importer: '/src/trusted-types.ts', specifier: './blocked.js', input: 'src/blocked.ts', file: 'chunks/blocked.js' },
  // The rules panel's text and template, one chunk per language, loaded when the panel is first opened.
  ...['en', 'de', 'es', 'pt', 'fr'].map((lang) => ({
    importer: '/src/element/loaders/rules-loader.ts',
    specifier: `../../rules-text/${lang}.js`,
    input: `src/rules-text/${lang}.ts`,
    file: `chunks/rules-${lang}.js`,
  })),
];
/**
 * For the replay chunk: src/record imports the engine, which the chunk takes from the entry instead
 * (src/replay/engine.ts re-exports the kit's). Anything else of the entry's that slips in (Lit, the engine,
 * i18n, the element, XState) fails the build rather than ship a second copy.
 */
const borrow = () => ({
  name: 'borrow-from-entry',
  resolveId(source, importer) {
    if ((source === '../engine/index.js' || source === '../engine/core.js') && importer?.includes('/src/record/'))
      return fileURLToPath(new URL('./src/replay/engine.ts', import.meta.url));
    // The record errors' catalogs: English in the chunk, the other languages its chunks of words (src/replay/words/).
    if (source === './messages/index.js' && importer?.endsWith('/src/record/errors.ts'))
      return fileURLToPath(new URL('./src/replay/words/index.ts', import.meta.url));
    return null;
  },
  load(id) {
    if (/\/src\/(engine|ai|i18n|element|machine)\/|\/node_modules\/(lit|lit-html|lit-element|@lit|xstate)\//.test(id))
      this.error(`the replay chunk must borrow ${id} from the entry (src/replay/kit.ts), not bundle it`);
    return null;
  },
});
/**
 * The build id (DESIGN.md "Chunks are checked, not trusted"): a hash of everything the CDN files are built from (the
 * sources, the lock file, this file and the build's scripts), so it differs whenever a built file may. The entry holds
 * it (src/build-id.ts) and imports `chunks/<name>.js?b=<id>`, so no cache serves it a chunk of another build; each chunk
 * exports it as `build`, and the entry uses a chunk only if the ids match (src/chunk.ts). Hashing what is built from,
 * not what is built, keeps the id out of the circle (the id is in the output).
 */
export const BUILD_ID = (() => {
  const hash = createHash('sha256');
  const files = ['package-lock.json', 'rollup.config.mjs', 'tsconfig.json'];
  for (const dir of ['src', 'scripts']) {
    for (const name of readdirSync(dir, { recursive: true })) files.push(`${dir}/${name}`);
  }
  for (const file of files.sort()) if (statSync(file).isFile()) hash.update(`${file}\0`).update(readFileSync(file));
  return hash.digest('base64url').slice(0, 12);
})();

/** The id in src/build-id.ts, for the entry and each chunk (each exports it as `build`). */
const stampBuild = () => ({
  name: 'stamp-build',
  load: (id) => (id.endsWith('/src/build-id.ts') ? `export const BUILD = ${JSON.stringify(BUILD_ID)};` : null),
});

/** A dynamic import of a chunk, written as the address of its file relative to the file built (`from`, in dist/). */
const onDemand = (from = 'domino-table.js') => ({
  name: 'on-demand-chunks',
  resolveDynamicImport(specifier, importer) {
    const chunk = CHUNKS.find((c) => c.specifier === specifier && importer?.endsWith(c.importer));
    return chunk
      ? { id: `./${posix.relative(posix.dirname(from), chunk.file)}?b=${BUILD_ID}`, external: 'absolute' }
      : null;
  },
});

/**
 * The iframe embed (API.md §1): dist/embed.html and dist/embed.js, a small module that imports the CDN file
 * beside it (`./domino-table.js`, left as written) and copies the page.
 */
const embedPage = () => ({
  name: 'embed-page',
  resolveId(source) {
    return source === './domino-table.js' ? { id: source, external: 'absolute' } : null;
  },
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'embed.html', source: readFileSync('demo/embed/embed.html', 'utf8') });
  },
});

/**
 * The studio (README "Studio"): dist/studio.html, dist/studio.css, dist/studio.svg (its icon) and dist/studio.js, a page of its own that plays on
 * the CDN file beside it (`./domino-table.js`, left as written, so the entry gains nothing) and bundles the record
 * reader and the engine it needs to write and check records.
 */
const studioPage = () => ({
  name: 'studio-page',
  resolveId(source) {
    return source === './domino-table.js' ? { id: source, external: 'absolute' } : null;
  },
  generateBundle() {
    for (const name of ['studio.html', 'studio.css', 'studio.svg'])
      this.emitFile({ type: 'asset', fileName: name, source: readFileSync(`demo/studio/${name}`, 'utf8') });
  },
});

/**
 * terser's settings, each kept because it pays (measured on the entry, docs/performance.md "What the CDN file leaves out of XState"):
 * - `pure_getters`: reading a property has no side effect (nothing here reads one for its effect): -92 B gzip;
 * - properties named `_` and a lower-case letter are internal and renamed: XState's own (`_snapshot`, `_parent`,
 *   `_processingStatus`, …) and any of ours that follow the convention. Public API, DOM, Lit (`_$…`) and event
 *   names never start so; nothing outside one built file reads them: -187 B gzip.
 * - `inline: 1` (only functions without arguments are inlined into their callers) and `sequences: false` (statements
 *   stay statements, not joined by commas): terser's full inlining and comma sequences cost more in gzip and brotli
 *   than they save in bytes: -123 B gzip, -51 B brotli together (alone: -60/-60 and -77/-33; measured with the
 *   XState cuts of 32142f1, builds differ by a few bytes in brotli).
 * Tried and left out: `passes: 3` (+78 B gzip), `unsafe` (-61 B gzip more, but it turns `String(x)` into `x + ""`,
 * which throws on a Symbol, where a page may set any value), `unsafe_methods`, `unsafe_comps`, `unsafe_arrows` (up to
 * -21 B gzip, some cost brotli, and unsafe), `keep_fargs: false` (-8 B, and functions' `length` changes).
 */
export const TERSER = {
  ecma: 2022,
  module: true,
  compress: { passes: 2, pure_getters: true, inline: 1, sequences: false },
  mangle: { properties: { regex: /^_[a-z]/ } },
  format: { comments: false },
};

/**
 * V8's explicit compile hint (issue 23): the CDN file's first line, `//# allFunctionsCalledOnLoad`, has Chromium compile
 * every function of it while the file streams in, off the main thread, instead of each on its first call, on the main
 * thread, in the middle of the first frame. Most of the file runs before or soon after that frame (the rest is the
 * moves' code). Measured with bench/first-frame.mjs (README); browsers without the hint read a comment.
 */
const compileHint = () => ({
  name: 'compile-hint',
  // After minifying (which drops comments), so the line stays first. The CDN file ships no source map; the map that
  // `rollup.generate()` hands the bench tools in memory (bench/coverage.mjs) moves down a line with the code. A map
  // written to disk would not: rollup writes it before this hook.
  generateBundle(_, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
      chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    }
  },
});

/** The CDN file's plugins after its own (exported for test/bundle, which builds the statechart with them). */
export const production = () => [
  typescript(),
  // Production builds of the dependencies: Lit's default export condition is already its production
  // build (no dev-mode warning); 'production' is listed so no package picks a development one.
  nodeResolve({ exportConditions: ['production'], browser: true }),
  // Leaves out the XState no table reaches (inspection, devtools, …), checked by the code's shape.
  xstateAsUsed(),
  // Leaves out the Lit no template reaches (property and boolean bindings, error texts), checked the same way.
  litAsUsed(),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  terser(TERSER),
  collapseTemplates(),
];

export default [
  {
    input: 'src/bundle.ts',
    output: { file: 'dist/domino-table.js', format: 'es' },
    plugins: [stampBuild(), onDemand(), minifyStyles(), ...production(), compileHint()],
  },
  {
    input: 'demo/embed/embed.ts',
    output: { file: 'dist/embed.js', format: 'es' },
    plugins: [embedPage(), ...production()],
  },
  {
    input: 'demo/studio/studio.ts',
    output: { file: 'dist/studio.js', format: 'es' },
    plugins: [studioPage(), ...production()],
  },
  ...CHUNKS.map(({ input, file, plugins = () => [minifyStyles()] }) => ({
    input,
    output: { file: `dist/${file}`, format: 'es' },
    plugins: [stampBuild(), ...plugins(), ...production()],
  })),
  {
    // `domino-table` and `domino-table/engine` (package.json exports): the element, and the engine with its players.
    input: { index: 'src/index.ts', headless: 'src/headless.ts' },
    output: {
      dir: 'dist',
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: 'src',
      entryFileNames: '[name].js',
    },
    external: isDependency,
    plugins: [typescript()],
  },
];
