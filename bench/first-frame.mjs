#!/usr/bin/env node
// Time to first frame of a default English table (`npm run bench:first-frame`), this tree against another
// commit, in one run.
//
// Both trees are built with the project's own rollup config (the shipped `dist/`, chunks included): this
// tree into `dist/`, the other commit in a temporary git worktree. Each is served on 127.0.0.1 to headless
// Chromium with the CPU slowed ×4 (CDP `Emulation.setCPUThrottlingRate`) and the cache off. A page holds
// one `<domino-table variant="maltese-cross" seed=…>` and the module script. The figure is the time from
// the script's request (Resource Timing `startTime`) to the first frame after the table's first render is
// committed (the `requestAnimationFrame` after `updateComplete`, then a task, so the frame has been
// produced). Two openings: a hand holds the 6-6 (seed `ff-0`), and nobody does, so the Maltese search for
// it runs before the first frame (seed `ff-2`). Runs alternate between the two trees; the median of N
// (default 7) is printed per tree and opening.
//
// A bench, not a test: it prints figures and asserts nothing.
//
//   node bench/first-frame.mjs                  this tree against HEAD~1 (use after committing)
//   node bench/first-frame.mjs --base HEAD      this tree (uncommitted changes) against HEAD
//   node bench/first-frame.mjs --runs 11 --cpu 4
//   node bench/first-frame.mjs --no-build       use dist/ as it is for this tree

import puppeteer from 'puppeteer-core';
import { execFileSync, execSync } from 'node:child_process';
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROME_ARGS, findChrome, INSTRUCTION } from '../scripts/find-chrome.mjs';
import { machineLine } from './lib/machine.mjs';

/* global window */ // the page probe is text; waitForFunction/evaluate run in Chromium

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'HEAD~1' },
    runs: { type: 'string', default: '7' },
    cpu: { type: 'string', default: '4' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const cpu = Number(values.cpu);

/** The two openings of the issue: the 6-6 in a hand, and the Maltese search for it. */
const OPENINGS = [
  { name: 'a hand holds the 6-6', seed: 'ff-0', search: false },
  { name: 'the search for the 6-6', seed: 'ff-2', search: true },
];

const MIME = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.json': 'application/json' };

/** The page: one table and the module script, nothing else; the probe reports the first frame. */
const page = (seed) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>first frame</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>
<domino-table variant="maltese-cross" seed="${seed}"></domino-table>
<script type="module" src="/domino-table.js"></script>
<script type="module">
  await customElements.whenDefined('domino-table');
  const table = document.querySelector('domino-table');
  await table.updateComplete;
  await new Promise((r) => requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = r; c.port2.postMessage(0); }));
  const end = performance.now();
  const script = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/domino-table.js'));
  window.firstFrame = { ms: end - script.startTime, boneyard: table.state.boneyard };
</script></body></html>`;

/** Serves one built dist/ folder (and the bench page) on a free port. */
function serve(dist) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': MIME['.html'], 'cache-control': 'no-store' });
      res.end(page(url.searchParams.get('seed') ?? ''));
      return;
    }
    const file = normalize(join(dist, url.pathname));
    if (!file.startsWith(dist) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': MIME[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Builds the shipped bundles of `dir` with its own rollup config. */
function build(dir) {
  execSync('npx rollup -c --silent', { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** A worktree of `rev` with this checkout's node_modules, built; removed by the returned function. */
function buildBase(rev) {
  const dir = mkdtempSync(join(tmpdir(), 'domino-ff-'));
  rmSync(dir, { recursive: true, force: true });
  execFileSync('git', ['worktree', 'add', '--detach', dir, rev], { cwd: root, stdio: 'ignore' });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  build(dir);
  return {
    dist: join(dir, 'dist'),
    dispose: () => execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' }),
  };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

async function measure(browser, port, seed) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  await tab.setViewport({ width: 375, height: 740, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await tab.goto(`http://127.0.0.1:${port}/?seed=${encodeURIComponent(seed)}`);
  await tab.waitForFunction(() => window.firstFrame, { timeout: 60_000 });
  const result = await tab.evaluate(() => window.firstFrame);
  await context.close();
  return result;
}

console.log(machineLine());
const baseRev = execFileSync('git', ['rev-parse', '--short', values.base], { cwd: root, encoding: 'utf8' }).trim();
console.log(`first frame, CPU ×${cpu}, 375×740, median of ${runs}: this tree against ${values.base} (${baseRev})`);
if (!values['no-build']) build(root);
const base = buildBase(values.base);
const executablePath = findChrome();
if (!executablePath) {
  console.error(INSTRUCTION);
  process.exit(1);
}
const servers = { tree: await serve(join(root, 'dist')), base: await serve(base.dist) };
const browser = await puppeteer.launch({ executablePath, args: CHROME_ARGS, headless: true });
try {
  for (const opening of OPENINGS) {
    const times = { tree: [], base: [] };
    // one warm-up of each, not counted (Chromium's own first start)
    for (const which of ['tree', 'base']) await measure(browser, servers[which].address().port, opening.seed);
    for (let i = 0; i < runs; i++) {
      for (const which of i % 2 ? ['base', 'tree'] : ['tree', 'base']) {
        const { ms, boneyard } = await measure(browser, servers[which].address().port, opening.seed);
        // the search draws from the boneyard (8 tiles after a four-hand deal of five)
        if (boneyard < 8 !== opening.search) {
          throw new Error(`seed ${opening.seed} no longer gives the opening "${opening.name}"`);
        }
        times[which].push(ms);
      }
    }
    const t = median(times.tree);
    const b = median(times.base);
    console.log(
      `${opening.name.padEnd(24)} this tree ${t.toFixed(0).padStart(4)} ms   ${baseRev} ${b.toFixed(0).padStart(4)} ms   ` +
        `(${t - b >= 0 ? '+' : ''}${(t - b).toFixed(0)} ms; runs ${times.tree.map((x) => x.toFixed(0)).join(' ')} | ${times.base.map((x) => x.toFixed(0)).join(' ')})`,
    );
  }
} finally {
  await browser.close();
  for (const s of Object.values(servers)) s.close();
  base.dispose();
}
