#!/usr/bin/env node
// Does the hard player keep a page responsive? Bundles the engine and the computer players with esbuild,
// loads them into headless Chromium as a module, and drives `thinking` one slice per task (MessageChannel
// between slices, as a timer-driven actor would) over hard decisions in Maltese Cross and Doubles.
// Reports the longest slice, the browser's own 'longtask' entries (tasks over 50 ms) and think times.
// A bench, not a test: it prints figures and asserts nothing.
//
// Usage: node bench/ai-main-thread.mjs [--decisions 50]
import puppeteer from 'puppeteer-core';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_ARGS, findChrome, INSTRUCTION } from '../scripts/find-chrome.mjs';
import { bundle } from './lib/bundle.mjs';
import { quantile } from './lib/stats.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--decisions');
const DECISIONS = at >= 0 ? Number(args[at + 1]) : 50;
const root = fileURLToPath(new URL('..', import.meta.url));

const fromRoot = (path) => JSON.stringify(join(root, path));
const code = await bundle({
  source:
    `export { thinking } from ${fromRoot('src/ai/index.ts')};\n` +
    `export { rulesFor, newMatch, applyMove, legalMoves, chooseMove } from ${fromRoot('src/headless.ts')};\n`,
});

const executablePath = findChrome();
if (!executablePath) {
  console.error(INSTRUCTION);
  process.exit(1);
}
const browser = await puppeteer.launch({
  executablePath,
  headless: true,
  args: CHROME_ARGS,
});
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>ai main thread</title><p>thinking…</p>');
  const report = await page.evaluate(
    async (code, decisions) => {
      const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
      const { thinking, rulesFor, newMatch, applyMove, legalMoves, chooseMove } = await import(url);
      const longtasks = [];
      new PerformanceObserver((list) => longtasks.push(...list.getEntries().map((e) => e.duration))).observe({
        type: 'longtask',
        buffered: true,
      });
      const channel = new MessageChannel();
      const nextTask = () =>
        new Promise((resolve) => {
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
      const slow = [];
      const everySlice = [];
      let decisionsSoFar = 0;
      // One decision, one slice per task, as the statechart's actor drives it.
      async function think(state, seed) {
        const steps = thinking(state, 'hard', seed);
        const started = performance.now();
        let work = 0;
        let longest = 0;
        let slices = 0;
        for (;;) {
          const t0 = performance.now();
          const step = steps.next();
          const dt = performance.now() - t0;
          work += dt;
          longest = Math.max(longest, dt);
          everySlice.push(dt);
          if (dt > 50)
            slow.push({ variant: state.rules.variant, decision: decisionsSoFar, slice: slices, ms: Math.round(dt) });
          slices++;
          if (step.done) return { move: step.value, work, wall: performance.now() - started, longest, slices };
          await nextTask();
        }
      }
      const out = {};
      for (const variant of ['maltese-cross', 'doubles']) {
        const rules = rulesFor(variant);
        const rows = [];
        const before = longtasks.length;
        const sliceFrom = everySlice.length;
        for (let game = 0; rows.length < decisions; game++) {
          let state = newMatch(rules, `main-thread-${game}`);
          while (state.phase === 'play' && rows.length < decisions) {
            // Seat 0 is the hard player; the others play normal, quickly.
            if (state.current === 0 && legalMoves(state).length > 1) {
              const row = await think(state, `mt/${game}/${state.log.length}`);
              decisionsSoFar++;
              rows.push(row);
              state = applyMove(state, row.move);
            } else state = applyMove(state, chooseMove(state, 'normal'));
            await nextTask();
          }
        }
        // Raw figures: the quantiles are taken in Node, with the benches' one `quantile`.
        out[variant] = { rows, slices: everySlice.slice(sliceFrom), longtasks: longtasks.slice(before) };
      }
      return { out, slow };
    },
    code,
    DECISIONS,
  );
  const { out, slow } = report;
  const summary = Object.entries(out).map(([variant, { rows, slices, longtasks }]) => {
    const sorted = (key) => rows.map((r) => r[key]).sort((a, b) => a - b);
    const work = sorted('work');
    const longest = sorted('longest');
    return [
      variant,
      {
        decisions: rows.length,
        'think ms p50': quantile(work, 0.5),
        'think ms p95': quantile(work, 0.95),
        'think ms max': quantile(work, 1),
        'wall ms p95': quantile(sorted('wall'), 0.95),
        'slices p50': quantile(sorted('slices'), 0.5),
        'slice ms p50': quantile(
          [...slices].sort((a, b) => a - b),
          0.5,
        ),
        'longest slice ms': quantile(longest, 1),
        'longest slice p95 ms': quantile(longest, 0.95),
        'longtask entries': longtasks.length,
        'longest longtask ms': longtasks.length ? Math.max(...longtasks) : 0,
        'total think s': work.reduce((a, b) => a + b, 0) / 1000,
      },
    ];
  });
  console.log(
    `hard player in headless Chromium, ${DECISIONS} decisions with a choice per variant (seat 0 hard, others normal)`,
  );
  console.table(
    Object.fromEntries(
      summary.map(([v, r]) => [v, Object.fromEntries(Object.entries(r).map(([k, x]) => [k, Number(x.toFixed(2))]))]),
    ),
  );
  console.log("longtask: the browser's PerformanceObserver entries (any task over 50 ms) during that variant's run.");
  console.log("longest slice p95: the 95th percentile, over decisions, of each decision's longest slice.");
  console.log(`slices over 50 ms (decision counted over both variants, slice 0 = setup): ${JSON.stringify(slow)}`);
} finally {
  await browser.close();
}
