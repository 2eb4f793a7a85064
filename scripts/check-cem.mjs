#!/usr/bin/env node
// Fails when the committed custom-elements.json is not what the analyzer makes from the source now.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = 'node_modules/.cache/cem-check'; // the analyzer wants a path relative to the cwd
rmSync(join(root, outdir), { recursive: true, force: true });

const cem = spawnSync(
  process.execPath,
  ['node_modules/@custom-elements-manifest/analyzer/cem.js', 'analyze', '--outdir', outdir],
  {
    cwd: root,
    encoding: 'utf8',
  },
);
if (cem.status !== 0) {
  process.stderr.write(cem.stdout + cem.stderr);
  console.error('check:cem: the analyzer failed.');
  process.exit(1);
}

const committed = join(root, 'custom-elements.json');
const fresh = readFileSync(join(root, outdir, 'custom-elements.json'), 'utf8');
if (!existsSync(committed)) {
  console.error('check:cem: custom-elements.json is missing: run `npm run analyze` and commit it.');
  process.exit(1);
}
if (readFileSync(committed, 'utf8') !== fresh) {
  console.error('check:cem: custom-elements.json is out of date: run `npm run analyze` and commit it.');
  process.exit(1);
}
console.log('check:cem: custom-elements.json is up to date.');
