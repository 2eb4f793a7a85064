// `npm run bench:render`, browser section: the element's own update, and style + layout, per move in Chromium.

/* global window, document */ // page functions run in Chromium (page.evaluate)

import { launch, openTable, serve } from './browser.mjs';
import { bundleElement } from './element.mjs';
import { load } from './machine.mjs';
import { report } from './report.mjs';
import { mean, quantile } from './stats.mjs';

/** The tables the browser section plays, one after another. */
export const TABLES = [
  { name: 'maltese-cross', attrs: { variant: 'maltese-cross' } },
  { name: 'doubles', attrs: { variant: 'doubles' } },
  { name: 'doubles-classic', attrs: { variant: 'doubles-classic' } },
  { name: 'doubles-classic 9-9 4p', attrs: { variant: 'doubles-classic', set: 'double-nine', players: '4' } },
  { name: 'doubles-in-the-boneyard', attrs: { variant: 'doubles-in-the-boneyard' } },
];

/** Page side: wraps performUpdate once, and keeps per-move records in `window.rec`. */
function instrument(forceLayout) {
  const rec = (window.rec = { moves: [], pending: false, forceLayout, tiles: 0, roundTiles: [], longtasks: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) rec.longtasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const proto = window.DominoTable.prototype;
  const orig = proto.performUpdate;
  proto.performUpdate = function () {
    globalThis.__benchGeometry = [];
    const t0 = performance.now();
    orig.call(this);
    const t1 = performance.now();
    const geometry = globalThis.__benchGeometry.reduce((a, b) => a + b, 0);
    let t2 = t1;
    if (rec.forceLayout) {
      // Style and layout of the whole document, as the next frame would do them.
      this.renderRoot.querySelector('svg')?.getBoundingClientRect();
      t2 = performance.now();
    }
    if (rec.pending) {
      rec.pending = false;
      rec.moves.push({ render: t1 - t0, geometry, layout: t2 - t1, tiles: rec.tiles });
    }
  };
}

/** Page side: a watch-mode table; `window.benchWait` resolves (table paused) at the end of round `until`. */
function startTable(attrs, until) {
  const rec = window.rec;
  const el = document.createElement('domino-table');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  let rounds = 0;
  let resolve;
  window.benchUntil = until;
  window.benchWait = new Promise((r) => (resolve = r));
  el.addEventListener('domino-lead', () => (rec.tiles = 0));
  el.addEventListener('domino-move', (e) => {
    if (e.detail.move.type === 'play') rec.tiles++;
    rec.pending = true;
  });
  el.addEventListener('domino-round-end', () => {
    rounds++;
    rec.roundTiles.push(rec.tiles);
    if (rounds === window.benchUntil) {
      el.aiDelay = 1e8; // hold the round-over pause until the bench goes on
      resolve(rounds);
    }
  });
  window.benchGoOn = (more) => {
    window.benchUntil = rounds + more;
    window.benchWait = new Promise((r) => (resolve = r));
    el.aiDelay = 0;
  };
  window.benchTableEl = el;
  document.body.append(el);
}

const METRICS = ['TaskDuration', 'ScriptDuration', 'LayoutDuration', 'RecalcStyleDuration', 'ThreadTime'];
async function metrics(cdp) {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.filter((m) => METRICS.includes(m.name)).map((m) => [m.name, m.value * 1000]));
}

/** Plays `rounds` measured rounds on each table and prints the per-move cost (`forceLayout`: style + layout too). */
export async function browserSection({ rounds, forceLayout, from }) {
  const started = performance.now();
  const code = await bundleElement({ timeGeometry: true, from });
  console.log(
    `\nbundle: src/bundle.ts by esbuild (minified, production), ${code.length.toLocaleString('en-US')} bytes`,
  );
  const server = await serve(code);
  const browser = await launch();
  const rows = [];
  const errors = [];
  let worst = { ms: 0 };
  try {
    console.log(`browser: ${await browser.version()}, viewport 1024 × 768`);
    for (const table of TABLES) {
      const { page, cdp } = await openTable(browser, server.url);
      page.on('console', (m) => m.type() === 'error' && errors.push(`${table.name}: ${m.text()}`));
      page.on('pageerror', (e) => errors.push(`${table.name}: ${e.message}`));
      await page.evaluate(instrument, forceLayout);
      const attrs = {
        humans: '0',
        'ai-delay': '0',
        ai: 'easy',
        seed: `bench-${table.name.replace(/\W+/g, '-')}`,
        'target-score': '100000',
        ...table.attrs,
      };
      await page.evaluate(startTable, attrs, 1);
      await page.evaluate(() => window.benchWait); // the warm-up round
      await page.evaluate(() => {
        window.rec.moves = [];
        window.rec.roundTiles = [];
        window.rec.from = performance.now();
      });
      const before = await metrics(cdp);
      await page.evaluate((n) => window.benchGoOn(n), rounds);
      await page.evaluate(() => window.benchWait);
      const after = await metrics(cdp);
      const rec = await page.evaluate(() => ({
        ...window.rec,
        to: performance.now(),
        attrs: [...window.benchTableEl.attributes].map((a) => `${a.name}="${a.value}"`).join(' '),
      }));
      await page.close();

      const moves = rec.moves;
      const n = moves.length;
      const render = moves.map((m) => m.render).sort((a, b) => a - b);
      const both = moves.map((m) => m.render + m.layout).sort((a, b) => a - b);
      const full = Math.max(...rec.roundTiles);
      // "Full board": moves made with at least three quarters of the round's largest board down.
      const late = moves
        .filter((m) => m.tiles >= 0.75 * full)
        .map((m) => m.render + m.layout)
        .sort((a, b) => a - b);
      const long = rec.longtasks.filter((t) => t.start >= rec.from && t.start <= rec.to);
      const d = (k) => (after[k] - before[k]) / n;
      for (const m of moves) if (m.render + m.layout > worst.ms) worst = { ms: m.render + m.layout, table, ...m };
      const geometry = moves.map((m) => m.geometry).sort((a, b) => a - b);
      rows.push({
        table: table.name,
        moves: n,
        'tiles at end': `${mean(rec.roundTiles).toFixed(1)} / ${full}`,
        'update p50': quantile(render, 0.5),
        'update mean': mean(render),
        'update p95': quantile(render, 0.95),
        'of it geometry': mean(geometry),
        'geometry max': geometry[n - 1],
        'u+layout p50': quantile(both, 0.5),
        'u+layout mean': mean(both),
        'u+l p95': quantile(both, 0.95),
        'u+l max': both[n - 1],
        'full-board u+l p95': quantile(late, 0.95),
        'CPU/move': d('ThreadTime'),
        'task/move': d('TaskDuration'),
        'V8 script/move': d('ScriptDuration'),
        'longest task': long.length ? Math.max(...long.map((t) => t.ms)) : '<50',
      });
      console.log(`  ${table.name}: ${n} moves measured (<domino-table ${rec.attrs}>)`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  report(`render per move over ${rounds} measured rounds per table, ms (goal ≤ 4 ms script per move)`, rows);
  console.log(
    [
      'tiles at end: tiles on the board when each round ended, mean / max.',
      "update: the element's own update per move (Lit render incl. board geometry, DOM commit); of it geometry: placeLayout.",
      `u+layout: update + ${forceLayout ? 'style and layout forced right after it (what a paced table pays before each paint)' : 'nothing (--no-layout)'}.`,
      'full-board: moves made with ≥ 75% of the round-end tile count on the board.',
      'CPU/move, task/move, V8 script/move: CDP Performance.getMetrics deltas (main thread CPU time, task time, V8 execution) ÷ moves; they include the easy AI, the statechart and events.',
      "longest task: from a 'longtask' PerformanceObserver (it sees only tasks ≥ 50 ms).",
    ].join('\n'),
  );
  if (worst.table) {
    console.log(
      `slowest single update: ${worst.ms.toFixed(1)} ms (update ${worst.render.toFixed(1)}, of it geometry ${worst.geometry.toFixed(1)}; layout ${worst.layout.toFixed(1)}) ` +
        `in ${worst.table.name} with ${worst.tiles} tiles on the board`,
    );
  }
  if (errors.length) {
    // A page that throws measures nothing useful: say so, and fail the run.
    console.log(
      `FIGURES NOT VALID: ${errors.length} console error(s) in the page:\n  ${errors.slice(0, 10).join('\n  ')}`,
    );
    process.exitCode = 1;
  }
  console.log(`browser section: ${((performance.now() - started) / 1000).toFixed(1)} s, load average ${load()}`);
}
