#!/usr/bin/env node
// What each part of the CDN bundle costs: builds src/bundle.ts as rollup.config.mjs does (same plugins,
// same terser settings), but with one chunk per part, and prints each part's minified and min+gzip size.
// Standalone sizes add up to more than the bundle (one gzip stream compresses across parts); they show
// where the bytes are. Usage: node scripts/size-parts.mjs [--modules] (--modules: one row per source file).
import { rollup } from 'rollup';
import terser from '@rollup/plugin-terser';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import config, { TERSER } from '../rollup.config.mjs';

const perModule = process.argv.includes('--modules');
const bundle = config[0];
const minify = bundle.plugins.find((plugin) => plugin.name === 'terser');
// Collapsing template line breaks is only safe after minifying: it goes with terser, at the end.
const collapse = bundle.plugins.find((plugin) => plugin.name === 'collapse-templates');

/** The part a module belongs to: XState, Lit, the CSS (src/**\/*.styles.ts), or its src/ folder. */
function part(id) {
  if (id.includes('/node_modules/xstate/')) return 'xstate';
  if (/\/node_modules\/(lit|lit-html|lit-element|@lit)\//.test(id)) return 'lit';
  const path = id.match(/\/src\/(.*)\.ts$/)?.[1];
  if (!path) return 'other';
  if (perModule) return path.replaceAll('/', '_');
  if (path.endsWith('.styles')) return 'css';
  const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '(src)';
  return `src/${folder}`.replaceAll('/', '_');
}

const build = await rollup({
  input: bundle.input,
  plugins: bundle.plugins.filter((plugin) => plugin !== minify && plugin !== collapse),
  onwarn: () => {},
});
const { output } = await build.generate({
  format: 'es',
  manualChunks: part,
  plugins: [terser(TERSER), collapse],
});
const rows = output
  .filter((file) => file.type === 'chunk')
  .map((chunk) => ({
    part: chunk.name,
    min: chunk.code.length,
    gzip: gzipSync(chunk.code, { level: constants.Z_BEST_COMPRESSION }).length,
    brotli: brotliCompressSync(chunk.code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }))
  .sort((a, b) => b.gzip - a.gzip);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
for (const row of rows)
  console.log(
    `${row.part.replaceAll('_', '/').padEnd(34)} min ${kb(row.min)}  min+gzip ${kb(row.gzip)}  min+brotli ${kb(row.brotli)}`,
  );
console.log(
  '(each part compressed on its own: the parts add up to more than the entry, one stream compresses across them)',
);
