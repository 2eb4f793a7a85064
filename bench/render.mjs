#!/usr/bin/env node
// Render cost of <domino-table> per move (`npm run bench:render`, also part of `npm run bench`).
//
// 1. browser: src/bundle.ts bundled and minified by esbuild (production conditions, into a temp dir, not
//    dist/), served on 127.0.0.1 to headless Chromium (puppeteer-core). One watch-mode table per variant
//    (`humans="0" ai-delay="0" ai="easy"`, a seed, `target-score="100000"` so rounds go on); one warm-up
//    round, then N measured rounds. Per move, the element's own update (Lit's `performUpdate`: render,
//    board geometry, DOM commit) is timed by wrapping `DominoTable.prototype.performUpdate` from the page,
//    and then style + layout are forced and timed (what a paced table pays for each move before its
//    paint; `--no-layout` leaves layout to the browser). CDP `Performance.getMetrics` deltas over the
//    measured rounds give the whole main thread per move (task, script incl. the easy AI and the machine).
//    Tasks over 50 ms come from a 'longtask' PerformanceObserver.
// 2. geometry: `placeLayout` (src/element/geometry/, bundled) timed on every layout along seeded
//    double-nine Kelley rounds with all spinners (test/geometry/games.ts `playRound`, kind
//    kelley-9-all-4p, seeds bench-0…), in Node: p50/p95/max and the seeds of the worst.
//
// A bench, not a test: it prints figures and asserts nothing.
//
//   node bench/render.mjs                          both sections
//   node bench/render.mjs --section browser|geometry
//   node bench/render.mjs --rounds 5               measured browser rounds per variant (default 4)
//   node bench/render.mjs --geometry-rounds 300    Kelley double-nine rounds for the geometry (default 300)
//   node bench/render.mjs --kind kelley-9-all-2p   another kind from test/geometry/games.ts
//   node bench/render.mjs --aspect 1.6             board aspect for the geometry section (default 1.6)
//   node bench/render.mjs --no-layout              do not force style + layout after each update
//   node bench/render.mjs --head                   bench the committed HEAD, not the working tree

/* global window, document */ // page functions run in Chromium (page.evaluate)

import { build } from 'esbuild';
import puppeteer from 'puppeteer-core';
import { execSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { CHROME_ARGS, findChrome, INSTRUCTION } from '../scripts/find-chrome.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

// ---- Shared with bench/soak.mjs ----

/**
 * Where the sources are read from: the working tree (default), or with `--head` a copy of the committed
 * HEAD (`git archive`, read-only for the repo), so a bench is not thrown off by someone's half-made edit.
 */
export function sources(head) {
  if (!head) return { dir: root, dispose: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'domino-head-'));
  execSync(`git archive HEAD src test/geometry tsconfig.json | tar -x -C ${JSON.stringify(dir)}`, { cwd: root });
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The CDN bundle (src/bundle.ts) as dist/domino-table.js is built: minified ES module, production builds. */
export async function bundleElement({ timeGeometry = false, from = root } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'domino-render-'));
  try {
    const outfile = join(dir, 'domino-table.js');
    await build({
      entryPoints: [join(from, 'src/bundle.ts')],
      bundle: true,
      minify: true,
      format: 'esm',
      target: 'es2022',
      platform: 'browser',
      conditions: ['production'],
      define: { 'process.env.NODE_ENV': '"production"' },
      tsconfig: join(from, 'tsconfig.json'),
      nodePaths: [join(root, 'node_modules')],
      plugins: timeGeometry ? [geometryTimer] : [],
      outfile,
      logLevel: 'error',
    });
    return readFileSync(outfile, 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Bench-only instrumentation (src/ is left alone): the bundled copy of src/element/geometry/index.ts gets its
 * `placeLayout` wrapped so each call's time is pushed to `globalThis.__benchGeometry`.
 */
const geometryTimer = {
  name: 'time-placeLayout',
  setup(b) {
    b.onLoad({ filter: /src[\\/]element[\\/]geometry[\\/]index\.ts$/ }, ({ path }) => {
      const source = readFileSync(path, 'utf8');
      const renamed = source.replace('export function placeLayout(', 'function placeLayoutUntimed(');
      if (renamed === source) throw new Error('bench: placeLayout not found in geometry/index.ts');
      return {
        loader: 'ts',
        contents:
          renamed +
          `\nexport function placeLayout(layout: Layout, opts?: PlaceOptions): BoardGeometry {
  const t0 = performance.now();
  try { return placeLayoutUntimed(layout, opts); }
  finally { ((globalThis as any).__benchGeometry ??= []).push(performance.now() - t0); }
}\n`,
      };
    });
  },
};

/** Serves the bundle and bench/pages/ on 127.0.0.1 (a real origin: localStorage, module scripts). */
export async function serve(bundle) {
  const pages = join(root, 'bench/pages');
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/domino-table.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(bundle);
      return;
    }
    if (path === '/favicon.ico') {
      res.writeHead(204).end();
      return;
    }
    const name = path === '/' ? 'table.html' : path.slice(1);
    if (!/^[\w-]+\.html$/.test(name)) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = readFileSync(join(pages, name));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
}

export async function launch() {
  const executablePath = findChrome();
  if (!executablePath) {
    console.error(INSTRUCTION);
    process.exit(1);
  }
  return puppeteer.launch({
    executablePath,
    headless: true,
    args: CHROME_ARGS,
  });
}

/** A page with the element loaded, 1024 × 768 (the board then gets the default aspect, 1.6). */
export async function openTable(browser, url) {
  const page = await browser.newPage();
  await page.setViewport({ width: 1024, height: 768 });
  await page.goto(url);
  await page.waitForFunction(() => window.benchReady === true);
  const cdp = await page.createCDPSession();
  await cdp.send('Performance.enable');
  return { page, cdp };
}

export const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

export function machineLine(head = false) {
  let tree = '';
  try {
    const commit = execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain -- src', { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((l) => l.slice(3));
    tree = head
      ? `\nsource: committed HEAD ${commit} (--head)`
      : `\nsource: working tree at ${commit}${dirty.length ? ` + uncommitted changes in ${dirty.join(', ')}` : ''}`;
  } catch {
    // not a git checkout
  }
  return `node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores), load average ${load()}${tree}`;
}

/** Prints rows as an aligned table under a title (the same format as bench/engine.bench.ts's `report`). */
export function report(title, rows) {
  const columns = Object.keys(rows[0] ?? {});
  const cell = (v) =>
    typeof v === 'number' ? v.toLocaleString('en-US', { maximumFractionDigits: Math.abs(v) < 10 ? 2 : 1 }) : v;
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c] ?? '').length)));
  const line = (values) => values.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(columns.map((c) => cell(r[c] ?? ''))));
}

export const quantile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN;
const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

// ---- Browser: per-move render cost ----

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

async function browserSection({ rounds, forceLayout, from }) {
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

// ---- Geometry: placeLayout in Node ----

async function geometrySection({ geometryRounds, kind, aspect, from }) {
  const dir = mkdtempSync(join(tmpdir(), 'domino-geometry-'));
  let mod;
  try {
    const entry = join(dir, 'entry.ts');
    writeFileSync(
      entry,
      `export { placeLayout } from ${JSON.stringify(join(from, 'src/element/geometry/index.ts'))};\n` +
        `export { KINDS, playRound } from ${JSON.stringify(join(from, 'test/geometry/games.ts'))};\n`,
    );
    const outfile = join(dir, 'geometry.mjs');
    await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      outfile,
      logLevel: 'error',
    });
    mod = await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const { placeLayout, KINDS, playRound } = mod;
  const k = KINDS.find((x) => x.name === kind);
  if (!k) throw new Error(`unknown kind ${kind}: ${KINDS.map((x) => x.name).join(', ')}`);
  // Warm-up: a few rounds of another seed range.
  for (let i = 0; i < 5; i++) for (const l of playRound(k, `warm-${i}`)) placeLayout(l, { maxAspect: aspect });

  const times = [];
  const perRound = [];
  const cpu = process.cpuUsage();
  const started = performance.now();
  let layoutMs = 0;
  for (let i = 0; i < geometryRounds; i++) {
    const seed = `bench-${i}`;
    const layouts = playRound(k, seed);
    let worst = { ms: -1 };
    layouts.forEach((layout, move) => {
      const t0 = performance.now();
      placeLayout(layout, { maxAspect: aspect });
      const ms = performance.now() - t0;
      layoutMs += ms;
      times.push(ms);
      if (ms > worst.ms) worst = { ms, move, tiles: layout.tiles.length, layout };
    });
    perRound.push({ seed, ...worst, final: layouts.at(-1)?.tiles.length ?? 0 });
  }
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  const over = (ms) => times.filter((t) => t > ms).length;
  const roundsOver = (ms) => perRound.filter((r) => r.ms > ms).length;
  report(
    `geometry: placeLayout per layout along ${geometryRounds} seeded rounds of ${kind} (every play's layout, maxAspect ${aspect}), ms`,
    [
      {
        layouts: times.length,
        'tiles at end (mean/max)': `${mean(perRound.map((r) => r.final)).toFixed(1)} / ${Math.max(...perRound.map((r) => r.final))}`,
        mean: mean(times),
        p50: quantile(times, 0.5),
        p95: quantile(times, 0.95),
        p99: quantile(times, 0.99),
        max: times[times.length - 1],
        '>16 ms': over(16),
        '>50 ms': over(50),
        '>200 ms': over(200),
        'rounds with one >50 ms': roundsOver(50),
        'rounds with one >200 ms': roundsOver(200),
      },
    ],
  );
  const worst = [...perRound].sort((a, b) => b.ms - a.ms).slice(0, 8);
  report(
    `slowest rounds (reproduce: playRound(KINDS.find(k => k.name === '${kind}'), seed)[move] from test/geometry/games.ts)`,
    worst.map((r) => ({ seed: r.seed, move: r.move, tiles: r.tiles, ms: r.ms })),
  );
  const file = join(tmpdir(), 'domino-geometry-worst.json');
  writeFileSync(file, JSON.stringify({ kind, seed: worst[0].seed, move: worst[0].move, layout: worst[0].layout }));
  console.log(`slowest layout written to ${file}`);
  console.log(
    `geometry section: ${(wall / 1000).toFixed(1)} s wall, ${((used.user + used.system) / 1e6).toFixed(1)} s CPU ` +
      `(placeLayout ${(layoutMs / 1000).toFixed(1)} s), load average ${load()}`,
  );
}

// ---- Main ----

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      section: { type: 'string' },
      rounds: { type: 'string', default: '4' },
      'geometry-rounds': { type: 'string', default: '300' },
      kind: { type: 'string', default: 'kelley-9-all-4p' },
      aspect: { type: 'string', default: '1.6' },
      'no-layout': { type: 'boolean', default: false },
      head: { type: 'boolean', default: false },
    },
  });
  console.log(machineLine(values.head));
  const src = sources(values.head);
  const sections = values.section ? [values.section] : ['browser', 'geometry'];
  for (const s of sections) {
    if (s === 'browser') {
      await browserSection({ rounds: Number(values.rounds), forceLayout: !values['no-layout'], from: src.dir });
    } else if (s === 'geometry') {
      await geometrySection({
        geometryRounds: Number(values['geometry-rounds']),
        kind: values.kind,
        aspect: Number(values.aspect),
        from: src.dir,
      });
    } else {
      console.error(`unknown section ${s}: browser, geometry`);
      process.exit(2);
    }
  }
  src.dispose();
}
