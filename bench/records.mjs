#!/usr/bin/env node
// Big records in Chromium (`npm run bench:records`, after `npm run build`): how long a record at API.md §8's limits
// (10 000 steps; with comments, just under 256 KB) takes to build (parse, replay and first render) and to step
// (forward, back, and jumps to far steps), and how many nodes the table draws. Issue 22 item 8 targets: build
// ≤ 1 s, each step ≤ 50 ms.
//
// The built dist/ (dist/domino-table.js and its chunks, as a page loads them) is served on 127.0.0.1 to headless
// Chromium (puppeteer-core). The replay chunk is loaded first with a small record, so the figures are the record's
// own. Build: from setting `record` on a new table in the page to its first update done and laid out. Step: from
// setting `step` (or pressing the step bar's forward/back) to the update done and laid out. Each figure is given as
// wall time and as the page's main thread's CPU time over the action (CDP ThreadTime), which a busy machine
// disturbs less. A bench, not a test: it prints figures and asserts nothing.
//
// Issue 37 added the hostile shapes (test/record/hostile-records.ts): comments of `[%` that never close (32 KB,
// 64 KB, to 256 KB) and a step with 12 000 copies of one arrow or 5 000 marks of the same tiles, each read and
// replayed in Node and shown in the page (time, nodes, marks drawn, characters in the live note), and `restore()`
// of a 50 MB string and of 1 MB of nesting. Budget (DESIGN.md): ≤ 300 ms of main-thread time per step shown.
//
//   npm run bench:records                 both records, 5 runs each
//   npm run bench:records -- --runs 10

import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch } from './lib/browser.mjs';
import { machineLine } from './lib/machine.mjs';
import { quantile } from './lib/stats.mjs';
import { bundle, importBundle } from './lib/bundle.mjs';

/* global document, window, requestAnimationFrame */ // the evaluated functions run in Chromium

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
if (!existsSync(join(dist, 'chunks/replay.js'))) {
  console.error('bench:records measures the built files: run `npm run build` first.');
  process.exit(1);
}

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>records bench</title>
<script type="module">import '/domino-table.js'; window.benchReady = true;</script></head><body></body></html>`;
const TYPES = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8' };
const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (path === '/') {
    res.writeHead(200, { 'content-type': TYPES['.html'] }).end(PAGE);
    return;
  }
  const file = normalize(join(dist, path));
  if (!file.startsWith(dist) || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'text/plain' }).end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();

// The generators are TypeScript (shared with the tests): bundled for Node, as the other benches do.
const { bigRecord, hostileRecords, readRecord } = await importBundle(
  await bundle(
    {
      source: `export { bigRecord } from './test/record/big-record.ts';
        export { hostileRecords } from './test/record/hostile-records.ts';
        export { readRecord } from './src/record/replay.ts';`,
    },
    { platform: 'node' },
  ),
);
const hostile = hostileRecords();
const records = [
  { name: '10 000 steps', ...bigRecord() },
  { name: '10 000 steps + comments', ...bigRecord(undefined, true) },
];

console.log(machineLine());
// The reader alone, in Node: parse and replay of each hostile record (issue 37: a 254 KB comment of `[%` took 12 s).
for (const record of hostile) {
  const times = [];
  for (let run = 0; run < runs; run++) {
    const t0 = performance.now();
    const read = readRecord(record.text);
    times.push(performance.now() - t0);
    if (!read.ok) throw new Error(`${record.name}: ${read.error.message}`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `Node, read and replay ${record.name} (${(Buffer.byteLength(record.text) / 1024).toFixed(0)} KB): ` +
      `p50 ${quantile(times, 0.5).toFixed(1)} ms, max ${quantile(times, 1).toFixed(1)} ms`,
  );
}
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1024, height: 768 });
  await page.goto(`http://127.0.0.1:${address.port}/`);
  await page.waitForFunction(() => window.benchReady === true);
  // The chunk first, with a record of two moves: what follows measures the big record alone.
  await page.evaluate(async () => {
    const el = document.createElement('domino-table');
    el.setAttribute('record', '[variant doubles]\n[seed s]\ndraw');
    document.body.append(el);
    for (let i = 0; i < 200 && !el.shadowRoot?.querySelector('.replay'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    el.remove();
  });

  const cdp = await page.createCDPSession();
  await cdp.send('Performance.enable');
  /** The renderer main thread's CPU time so far (CDP ThreadTime), in ms: what an action costs whatever the load. */
  const busy = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime').value * 1000;
  /** Runs `act` (evaluated in the page with `arg`) and returns its wall time (in the page) and main-thread time. */
  const measure = async (act, arg) => {
    const before = await busy();
    const wall = await page.evaluate(act, arg);
    return { wall, cpu: (await busy()) - before };
  };
  // Done after each action, in the page: the update finished, then style and layout as the frame would pay them.
  await page.evaluate(() => {
    window.settle = async (el) => {
      while (!(await el.updateComplete));
      void el.getBoundingClientRect().height;
    };
  });

  // The hostile records in the page: from setting `record` (at the hostile step) to the table laid out; the nodes
  // the table draws, the marks drawn on the board and the characters the live note holds.
  for (const record of hostile) {
    const series = [];
    let drawn = { nodes: 0, marks: 0, said: 0 };
    for (let run = 0; run < runs; run++) {
      series.push(
        await measure(
          async ({ text, step }) => {
            const el = document.createElement('domino-table');
            const t0 = performance.now();
            el.setAttribute('step', String(step));
            el.setAttribute('record', text);
            document.body.append(el);
            await window.settle(el);
            window.big = el;
            return performance.now() - t0;
          },
          { text: record.text, step: record.step },
        ),
      );
      drawn = await page.evaluate(async () => {
        const root = window.big.shadowRoot;
        const counted = {
          nodes: root.querySelectorAll('*').length,
          marks: root.querySelectorAll('.marks > *, .replay__arrows > *').length,
          said: root.querySelector('.replay__note')?.textContent.length ?? 0,
        };
        window.big.remove();
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return counted;
      });
    }
    const at = (key, p) =>
      quantile(
        series.map((x) => x[key]).sort((a, b) => a - b),
        p,
      ).toFixed(0);
    console.log(
      `${record.name}: show step ${record.step} p50 ${at('wall', 0.5)} ms (main-thread CPU ${at('cpu', 0.5)} ms), ` +
        `max ${at('wall', 1)} ms (${at('cpu', 1)} ms); nodes ${drawn.nodes}, marks drawn ${drawn.marks}, ` +
        `live note ${drawn.said} characters`,
    );
  }

  // restore() of what no save is: 50 MB of text, and 1 MB of nesting (API.md §4: refused at once).
  for (const [name, make] of [
    ['restore() of a 50 MB string', '"x".repeat(50 * 1024 * 1024)'],
    ['restore() of 1 MB of nesting', '"[".repeat(500000) + "]".repeat(500000)'],
  ]) {
    const series = [];
    for (let run = 0; run < runs; run++) {
      series.push(
        await measure(async (code) => {
          const el = document.createElement('domino-table');
          document.body.append(el);
          await window.settle(el);
          const json = (0, eval)(code);
          el.addEventListener('domino-error', (e) => e.stopPropagation());
          const t0 = performance.now();
          const result = el.restore(json);
          const wall = performance.now() - t0;
          el.remove();
          if (result.ok) throw new Error('restored');
          return wall;
        }, make),
      );
    }
    const at = (p) =>
      quantile(
        series.map((x) => x.wall).sort((a, b) => a - b),
        p,
      ).toFixed(1);
    console.log(`${name}: refused in p50 ${at(0.5)} ms, max ${at(1)} ms (the call alone, wall time)`);
  }

  for (const record of records) {
    const bytes = Buffer.byteLength(record.text);
    const series = { build: [], forward: [], back: [], far: [] };
    let nodes = { table: 0, list: 0 };
    for (let run = 0; run < runs; run++) {
      series.build.push(
        await measure(async (text) => {
          const el = document.createElement('domino-table');
          const t0 = performance.now();
          el.setAttribute('record', text);
          document.body.append(el);
          await window.settle(el);
          window.big = el;
          return performance.now() - t0;
        }, record.text),
      );
      const step = async (how) => {
        const el = window.big;
        const t0 = performance.now();
        if (typeof how === 'number') el.step = how;
        else el.shadowRoot.querySelector(`.replay__bar [data-action="${how}"]`).click();
        await window.settle(el);
        return performance.now() - t0;
      };
      const total = record.total;
      for (const n of [total, 0, total - 1, 1, Math.floor(total / 2)]) series.far.push(await measure(step, n));
      for (let i = 0; i < 10; i++) series.forward.push(await measure(step, 'forward'));
      for (let i = 0; i < 10; i++) series.back.push(await measure(step, 'back'));
      nodes = await page.evaluate(async () => {
        const root = window.big.shadowRoot;
        const counted = {
          table: root.querySelectorAll('*').length,
          list: root.querySelector('.replay__moves')?.querySelectorAll('*').length ?? 0,
        };
        window.big.remove();
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return counted;
      });
    }
    const figure = (name) => {
      const at = (key, p) =>
        quantile(
          series[name].map((x) => x[key]).sort((a, b) => a - b),
          p,
        ).toFixed(0);
      return `${name} p50 ${at('wall', 0.5)} ms (main-thread CPU ${at('cpu', 0.5)} ms), max ${at('wall', 1)} ms (${at('cpu', 1)} ms)`;
    };
    console.log(
      `${record.name} (${(bytes / 1024).toFixed(0)} KB): ${['build', 'forward', 'back', 'far'].map(figure).join('; ')}; ` +
        `nodes: table ${nodes.table}, move list ${nodes.list}`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
