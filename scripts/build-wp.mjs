#!/usr/bin/env node
// `npm run build:wp` (after `npm run build`): dist/domino-table-wordpress.zip, the WordPress plugin (issue 34) as a
// site installs it (Plugins → Add New → Upload): integrations/wordpress/domino-table/ with, in assets/, the CDN file
// and its chunks as built (a site needs no CDN), the studio beside them, and editor-check.js, the record reader for
// the block editor. The element's own files are copied, never rebuilt: the plugin adds nothing to them.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { zip } from './zip.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const plugin = join(root, 'integrations/wordpress/domino-table');
const out = join(dist, 'domino-table-wordpress.zip');

if (!existsSync(join(dist, 'domino-table.js'))) {
  console.error('build:wp: dist/domino-table.js is missing: run `npm run build` first.');
  process.exit(1);
}

/** Every file below `dir`, as paths relative to it (sorted: the zip's bytes depend only on the files). */
const walk = (dir) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((p) => statSync(join(dir, p)).isFile())
    .sort();

const files = walk(plugin).map((p) => ({ name: `domino-table/${p}`, data: readFileSync(join(plugin, p)) }));

const element = ['domino-table.js', ...walk(join(dist, 'chunks')).map((p) => `chunks/${p}`)];
const studio = ['studio.html', 'studio.css', 'studio.js', 'studio.svg'].filter((f) => existsSync(join(dist, f)));
for (const p of [...element, ...studio])
  files.push({ name: `domino-table/assets/${p}`, data: readFileSync(join(dist, p)) });

const checker = await build({
  entryPoints: [join(root, 'integrations/wordpress/editor-check.ts')],
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  write: false,
  legalComments: 'none',
});
files.push({ name: 'domino-table/assets/editor-check.js', data: Buffer.from(checker.outputFiles[0].contents) });

const archive = zip(files);
writeFileSync(out, archive);
console.log(
  `build:wp: ${relative(root, out)}, ${files.length} files, ${(archive.length / 1024).toFixed(0)} KB ` +
    `(${element.length} of the element's files, copied as built)`,
);
