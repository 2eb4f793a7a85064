#!/usr/bin/env node
// "Never lose a game" soak (`npm run bench:soak`): many watch-mode rounds at full speed in headless
// Chromium, then the verdict: JS heap growth after GC under 5 MB, no console error, no detached-node leak.
//
// The CDN bundle (src/bundle.ts, esbuild, minified, production) is served on 127.0.0.1. One
// `<domino-table humans="0" ai-delay="0" ai="easy" seed="…">` per variant, one after another (the rounds
// split evenly), each with its variant's own target score: when a match ends the page calls `newMatch()`,
// so new matches are soaked too. The table is held in its round-over pause (`aiDelay` set very high) to
// measure, then let go again (`aiDelay` 0).
//
// Heap: JSHeapUsedSize (CDP Performance.getMetrics) after HeapProfiler.collectGarbage (twice), at the
// start (first table, after its first round) and at the end (last table, after its last round), and per
// table (after its first round, after its last). DOM: Memory.getDOMCounters (nodes, listeners) and
// DOM.getDetachedDomNodes at the same points, and on the empty page before the first table and after the
// last is removed.
//
// A bench, not a test: it prints figures and exits 1 when the verdict fails (heap growth ≥ 5 MB, a
// console error or page error, or detached nodes that grow with the rounds).
//
//   node bench/soak.mjs                    1 000 rounds (at most ~8 minutes: the rest is skipped, and said)
//   node bench/soak.mjs --rounds 200       fewer rounds
//   node bench/soak.mjs --minutes 20       a longer time cap
//   node bench/soak.mjs --head             soak the committed HEAD, not the working tree

/* global window, document */ // page functions run in Chromium (page.evaluate)

import { parseArgs } from 'node:util';
import { launch, openTable, serve } from './lib/browser.mjs';
import { bundleElement } from './lib/element.mjs';
import { load, machineLine, sources } from './lib/machine.mjs';
import { report } from './lib/report.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '1000' },
    minutes: { type: 'string', default: '8' },
    'heap-limit-mb': { type: 'string', default: '5' },
    'node-limit': { type: 'string', default: '1000' },
    head: { type: 'boolean', default: false },
  },
});
const ROUNDS = Number(values.rounds);
const CAP_MS = Number(values.minutes) * 60_000;
const LIMIT = Number(values['heap-limit-mb']) * 1024 * 1024;
const NODE_LIMIT = Number(values['node-limit']);
const CHUNK = 25;

const TABLES = [
  { variant: 'maltese-cross' },
  { variant: 'doubles' },
  { variant: 'doubles-classic' },
  { variant: 'doubles-in-the-boneyard' },
];

/** Page side: a watch-mode table that goes on with new matches; `window.soak.wait` resolves when held. */
function startTable(attrs, first) {
  const el = document.createElement('domino-table');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  const s = (window.soak ??= { errors: [], matches: 0 });
  s.rounds = 0;
  s.until = first;
  let resolve;
  s.wait = new Promise((r) => (resolve = r));
  const hold = () => {
    el.aiDelay = 1e8; // the round-over pause (3 × aiDelay) then lasts days: measure in peace
    resolve(s.rounds);
  };
  el.addEventListener('domino-round-end', () => {
    s.rounds++;
    if (s.rounds === s.until) hold();
  });
  el.addEventListener('domino-match-end', () => {
    s.matches++;
    // A match is over: watch mode stops there, so start the next one (as a page's button would).
    setTimeout(() => el.newMatch(), 0);
  });
  el.addEventListener('domino-error', (e) => s.errors.push(`${e.detail.code}: ${e.detail.message}`));
  s.goOn = (more) => {
    s.until = s.rounds + more;
    s.wait = new Promise((r) => (resolve = r));
    el.aiDelay = 0;
  };
  s.remove = () => {
    el.remove();
    // The bench's own closures must not keep the removed table alive.
    s.goOn = s.remove = s.wait = null;
  };
  document.body.append(el);
}

async function measure(page, cdp) {
  // Let the held table render, then collect twice (weak maps and finalizers free more on the second).
  await page.evaluate(() => new Promise((r) => window.requestAnimationFrame(() => setTimeout(r, 0))));
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((m) => m.name === 'JSHeapUsedSize').value;
  const dom = await cdp.send('Memory.getDOMCounters');
  // Detached trees still referenced from JS. Lit keeps one <template> per template literal it has used
  // (a bounded cache): counted apart; any other detached node is a leak candidate.
  let detached = NaN;
  let templates = NaN;
  try {
    const { detachedNodes } = await cdp.send('DOM.getDetachedDomNodes');
    const lit = detachedNodes.filter((d) => d.treeNode.nodeName === 'TEMPLATE');
    templates = lit.length;
    detached = detachedNodes
      .filter((d) => d.treeNode.nodeName !== 'TEMPLATE')
      .reduce((sum, d) => sum + Math.max(1, d.retainedNodeIds?.length ?? 0), 0);
  } catch {
    // an older Chromium without DOM.getDetachedDomNodes: the node counter still shows a leak
  }
  return { heap, nodes: dom.nodes, listeners: dom.jsEventListeners, documents: dom.documents, detached, templates };
}

const mb = (bytes) => bytes / 1024 / 1024;

console.log(machineLine(values.head));
const started = performance.now();
const src = sources(values.head);
const code = await bundleElement({ from: src.dir });
src.dispose();
const server = await serve(code);
const browser = await launch();
const consoleErrors = [];
let warnings = 0;
const rows = [];
let roundsDone = 0;
let capped = false;
let start;
let end;
let empty0;
let empty1;
let pageErrors;
const nodeGrowth = [];
try {
  console.log(
    `browser: ${await browser.version()}; ${ROUNDS} rounds over ${TABLES.length} tables, cap ${values.minutes} min`,
  );
  const { page, cdp } = await openTable(browser, server.url);
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
    if (m.type() === 'warn') warnings++;
  });
  page.on('pageerror', (e) => consoleErrors.push(`page error: ${e.message}`));
  empty0 = await measure(page, cdp);
  const soakStart = performance.now();
  for (const [i, table] of TABLES.entries()) {
    const target = Math.floor(ROUNDS / TABLES.length) + (i < ROUNDS % TABLES.length ? 1 : 0);
    if (target === 0) continue;
    const attrs = { humans: '0', 'ai-delay': '0', ai: 'easy', seed: `soak-${table.variant}`, ...table };
    const t0 = performance.now();
    await page.evaluate(startTable, attrs, 1);
    await page.evaluate(() => window.soak.wait);
    const first = await measure(page, cdp);
    start ??= first;
    let done = 1;
    while (done < target) {
      if (performance.now() - soakStart > CAP_MS) {
        capped = true;
        break;
      }
      const more = Math.min(CHUNK, target - done);
      await page.evaluate((n) => window.soak.goOn(n), more);
      done = await page.evaluate(() => window.soak.wait);
    }
    const last = await measure(page, cdp);
    end = last;
    nodeGrowth.push({ table: table.variant, grew: last.nodes - first.nodes });
    const ms = performance.now() - t0;
    roundsDone += done;
    rows.push({
      table: table.variant,
      rounds: done,
      'rounds/s': (done * 1000) / ms,
      'heap after round 1 (MB)': mb(first.heap),
      'heap at end (MB)': mb(last.heap),
      'growth (MB)': mb(last.heap - first.heap),
      'nodes 1st → end': `${first.nodes} → ${last.nodes}`,
      'nodes/round': (last.nodes - first.nodes) / Math.max(1, done - 1),
      'listeners 1st → end': `${first.listeners} → ${last.listeners}`,
      'detached 1st → end': `${first.detached} → ${last.detached}`,
      'Lit templates': `${first.templates} → ${last.templates}`,
    });
    console.log(`  ${table.variant}: ${done} rounds in ${(ms / 1000).toFixed(1)} s, load average ${load()}`);
    await page.evaluate(() => window.soak.remove());
    if (capped) break;
  }
  empty1 = await measure(page, cdp);
  const s = await page.evaluate(() => ({ errors: window.soak.errors, matches: window.soak.matches }));
  pageErrors = s.errors;
  rows.push({ table: `(matches ended and restarted: ${s.matches})` });
} finally {
  await browser.close();
  await server.close();
}

const minutes = (performance.now() - started) / 60_000;
report('soak: watch-mode tables one after another (ai="easy", ai-delay="0"), after GC', rows);
const growth = end.heap - start.heap;
const detachedGrowth = end.detached - start.detached;
console.log(
  `\nheap (JSHeapUsedSize after GC): ${mb(start.heap).toFixed(2)} MB after the first round → ${mb(end.heap).toFixed(2)} MB ` +
    `after round ${roundsDone} = ${mb(growth).toFixed(2)} MB (limit ${mb(LIMIT)} MB); empty page before the first table ` +
    `${mb(empty0.heap).toFixed(2)} MB, after the last was removed ${mb(empty1.heap).toFixed(2)} MB`,
);
console.log(
  `DOM: nodes ${start.nodes} → ${end.nodes}, listeners ${start.listeners} → ${end.listeners}, detached nodes ` +
    `(not Lit's <template> cache) ${start.detached} → ${end.detached}, Lit templates ${start.templates} → ${end.templates}; ` +
    `empty page before → after: nodes ${empty0.nodes} → ${empty1.nodes}, listeners ${empty0.listeners} → ${empty1.listeners}, ` +
    `detached ${empty0.detached} → ${empty1.detached}`,
);
console.log(
  `console errors: ${consoleErrors.length}, console warnings: ${warnings}, domino-error events: ${pageErrors.length}`,
);
for (const e of [...consoleErrors, ...pageErrors].slice(0, 10)) console.log(`  ${e}`);
if (capped) {
  console.log(
    `note: stopped at the ${values.minutes}-minute cap after ${roundsDone} of ${ROUNDS} rounds ` +
      `(${((roundsDone * 60) / minutes).toFixed(0)} rounds/min here); run with --minutes to go further`,
  );
}
const failures = [];
if (growth >= LIMIT) failures.push(`heap grew ${mb(growth).toFixed(2)} MB`);
if (consoleErrors.length) failures.push(`${consoleErrors.length} console error(s)`);
if (detachedGrowth > 0) failures.push(`detached nodes grew by ${detachedGrowth}`);
for (const { table, grew } of nodeGrowth) {
  // Live nodes at a round end, first round vs last: boards and hands differ by a few hundred at most.
  if (grew > NODE_LIMIT)
    failures.push(`${table}: ${grew} more live DOM nodes after its last round than after its first`);
}
if (empty1.detached > empty0.detached)
  failures.push(`${empty1.detached - empty0.detached} detached nodes left after the tables were removed`);
console.log(
  `\nsoak: ${roundsDone} rounds in ${minutes.toFixed(1)} min, load average ${load()}: ` +
    (failures.length ? `FAILED (${failures.join('; ')})` : 'passed'),
);
process.exitCode = failures.length ? 1 : 0;
