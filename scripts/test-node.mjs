#!/usr/bin/env node
// Runs the Node-side tests with `node --import tsx --test`: every *.test.ts under test/ except the
// browser folders (test/element, test/demo: web-test-runner's). So test/engine, test/ai, test/machine
// and any new Node test folder (test/storage…) are never skipped silently. Node 20's --test does not
// expand globs, so we find the files here. Extra arguments go to node, e.g.
// `npm run test:node -- --test-name-pattern=R-MC`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const testRoot = join(root, 'test');
const browserFolders = new Set(['element', 'demo']);
const expectedFolders = ['test/engine', 'test/ai', 'test/machine'];

function findTests(dir, top = false) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(top && browserFolders.has(entry.name))) found.push(...findTests(path));
    } else if (entry.isFile() && entry.name.endsWith('.test.ts')) {
      found.push(path);
    }
  }
  return found;
}

const files = existsSync(testRoot) ? findTests(testRoot, true).map((f) => relative(root, f)) : [];
files.sort();

if (files.length === 0) {
  const present = expectedFolders.filter((folder) => existsSync(join(root, folder)));
  if (present.length === 0) {
    console.log(`test:node: no Node tests yet (none of ${expectedFolders.join(', ')} exists); nothing to run.`);
    process.exit(0);
  }
  console.error(`test:node: ${present.join(', ')} exist(s) but no *.test.ts was found: refusing to pass.`);
  process.exit(1);
}

console.log(`test:node: ${files.length} file(s): ${files.join(' ')}`);
const child = spawn(process.execPath, ['--import', 'tsx', '--test', ...process.argv.slice(2), ...files], {
  cwd: root,
  stdio: 'inherit',
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
