#!/usr/bin/env node
// Prints the minified and min+gzip size of the CDN bundle and fails above the budget (DESIGN.md:
// 30 KB min+gzip for Lit + XState + the element). Usage: node scripts/size.mjs [--json]
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync, constants } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET = 30 * 1024;
const file = fileURLToPath(new URL('../dist/domino-table.js', import.meta.url));

if (!existsSync(file)) {
  console.error('size: dist/domino-table.js not found: run `npm run build` first.');
  process.exit(1);
}
const code = readFileSync(file);
const min = code.length;
const gzip = gzipSync(code, { level: constants.Z_BEST_COMPRESSION }).length;
const ok = gzip <= BUDGET;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ file: 'dist/domino-table.js', min, gzip, budget: BUDGET, ok }));
} else {
  console.log(
    `dist/domino-table.js  min ${min} B (${kb(min)})  min+gzip ${gzip} B (${kb(gzip)})  budget ${kb(BUDGET)}`,
  );
}
if (!ok) {
  console.error(`size: over budget by ${gzip - BUDGET} B min+gzip.`);
  process.exit(1);
}
