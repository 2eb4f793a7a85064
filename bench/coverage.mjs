#!/usr/bin/env node
// What of the CDN file a playing English table never runs (`npm run bench:coverage`): Chromium's JS coverage over
// the entry while tables play whole rounds through the UI on a phone-sized touch screen, by taps, then the never-run
// bytes of each source module (through the build's source map) and what leaving them out would save in gzip.
//
// The entry is built as rollup.config.mjs builds it (same plugins, same terser settings) with a source map; only the
// template collapsing after terser is skipped (it would move the map's columns), so the served file is a few hundred
// bytes larger than dist/domino-table.js, the same code. The chunks are served from dist/chunks/ (`npm run build`
// first): a chunk a table fetches in a round is listed, since what counts is the entry plus what a round fetches.
//
// Tables, one after another in one page: `<domino-table>` with its defaults, then `variant=` each of the four with
// `hints`; in each, one human plays a whole round by taps (a tile, then its end when the board asks; Draw, Pass),
// presses Hint once (where shown) and Undo once, reads the round-end panel and starts the next round, and plays one
// move of it.
//
//   node bench/coverage.mjs               the table of modules, most never-run bytes first
//   node bench/coverage.mjs --top 60      more rows (default 40)
//   node bench/coverage.mjs --show xstate/   also the never-run code itself (40 B or more) of modules matching
//   node bench/coverage.mjs --json        the figures as JSON (modules, ranges of never-run code per module)
//   node bench/coverage.mjs --first-frame only the default table's first frame, no input: what of the entry that frame
//                                         never runs (what a chunk fetched after it, as chunks/board.js is, could hold)

/* global document, window */ // page functions run in Chromium (page.evaluate)

import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, constants } from 'node:zlib';
import { parseArgs } from 'node:util';
import { rollup } from 'rollup';
import puppeteer from 'puppeteer-core';
// sourcemap-codec comes with magic-string (@rollup/plugin-replace's), so it is always installed.
import { decode } from '@jridgewell/sourcemap-codec';
import config from '../rollup.config.mjs';
import { CHROME_ARGS, findChrome, INSTRUCTION } from '../scripts/find-chrome.mjs';

const { values } = parseArgs({
  options: {
    top: { type: 'string', default: '40' },
    json: { type: 'boolean', default: false },
    show: { type: 'string' },
    'first-frame': { type: 'boolean', default: false },
  },
});
const root = fileURLToPath(new URL('..', import.meta.url));
const gz = (text) => gzipSync(text, { level: constants.Z_BEST_COMPRESSION }).length;

// 1. The entry, with a source map.
const entry = config[0];
const build = await rollup({
  input: entry.input,
  plugins: entry.plugins.filter((plugin) => plugin.name !== 'collapse-templates'),
  onwarn: () => {},
});
const { output } = await build.generate({ format: 'es', sourcemap: true });
const bundle = output.find((file) => file.type === 'chunk' && file.isEntry);
const code = bundle.code;
const map = bundle.map;

// 2. Serve it, the chunks and a page.
const chunksDir = join(root, 'dist/chunks');
if (!existsSync(chunksDir)) {
  console.error('coverage: dist/chunks not found: run `npm run build` first.');
  process.exit(1);
}
const fetched = new Set();
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<script type="module">import '/domino-table.js'; window.ready = true;</script></head><body></body></html>`;
const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (path === '/domino-table.js') {
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(code);
  } else if (/^\/chunks\/[\w-]+\.js$/.test(path) && existsSync(join(root, 'dist', path))) {
    fetched.add(path.slice(1));
    res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(join(root, 'dist', path)));
  } else if (path === '/favicon.ico') {
    res.writeHead(204).end();
  } else if (path === '/') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
  } else res.writeHead(404).end();
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${server.address().port}/`;

const executablePath = findChrome();
if (!executablePath) {
  console.error(INSTRUCTION);
  process.exit(1);
}
const browser = await puppeteer.launch({ executablePath, headless: true, args: CHROME_ARGS });
const page = await browser.newPage();
await page.setViewport({ width: 375, height: 740, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
const errors = [];
page.on('pageerror', (e) => errors.push(String(e)));
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
await page.coverage.startJSCoverage({ resetOnNavigation: false, useBlockCoverage: true });
await page.goto(url);
await page.waitForFunction(() => window.ready === true);

// 3. Play.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Taps the centre of the first element of the table's shadow DOM that matches `selector`; false if there is none. */
async function tap(selector) {
  const box = await page.evaluate((s) => {
    const el = document.querySelector('domino-table').shadowRoot.querySelector(s);
    if (!el) return null;
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const r = el.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
  }, selector);
  if (!box) return false;
  await page.touchscreen.tap(box.x, box.y);
  await sleep(30);
  return true;
}
const on = (selector) =>
  page.evaluate((s) => {
    const el = document.querySelector('domino-table').shadowRoot.querySelector(s);
    return !!el && el.getAttribute('aria-disabled') !== 'true' && !el.disabled;
  }, selector);
/** Waits for the human's turn (to lead or to play) or the round's end; true on the human's turn. */
async function humanTurnOrEnd() {
  await page.waitForFunction(() => {
    const s = document.querySelector('domino-table').state;
    return s.phase.endsWith('-over') || (s.current !== null && s.seats[s.current].human);
  });
  await page.evaluate(() => document.querySelector('domino-table').updateComplete);
  return !(await page.evaluate(() => document.querySelector('domino-table').state.phase)).endsWith('-over');
}
/** One move of the human's by taps: a tile (the last legal play listed), then its end if the board asks. */
async function playOne() {
  const move = await page.evaluate(() => {
    const moves = document.querySelector('domino-table').legalMoves();
    return [...moves].reverse().find((m) => m.type === 'play') ?? moves[0];
  });
  const before = await page.evaluate(() => document.querySelector('domino-table').state.log.length);
  if (move.type !== 'play') await tap(`[data-action="${move.type}"]`);
  else {
    await tap(`.hand__tile[data-tile="${move.tile}"]`);
    await page.evaluate(() => document.querySelector('domino-table').updateComplete);
    if ((await page.evaluate(() => document.querySelector('domino-table').state.log.length)) === before)
      await tap(`.target[data-end="${move.end}"]`);
  }
  await page.waitForFunction((n) => document.querySelector('domino-table').state.log.length > n, {}, before);
}

const TABLES = [
  {},
  { variant: 'maltese-cross', hints: '' },
  { variant: 'doubles', hints: '' },
  { variant: 'doubles-classic', hints: '' },
  { variant: 'doubles-in-the-boneyard', hints: '' },
];
for (const attrs of values['first-frame'] ? [{}] : TABLES) {
  await page.evaluate((a) => {
    document.querySelector('domino-table')?.remove();
    const el = document.createElement('domino-table');
    for (const [k, v] of Object.entries(a)) el.setAttribute(k, v);
    el.setAttribute('seed', 'coverage');
    document.body.append(el);
  }, attrs);
  await page.evaluate(() => window.customElements.whenDefined('domino-table'));
  if (values['first-frame']) {
    // Only the first frame: the table drawn and idle, no input.
    await page.evaluate(() => document.querySelector('domino-table').updateComplete);
    await sleep(300);
    break;
  }
  let moves = 0;
  let hinted = false;
  let undone = false;
  while (await humanTurnOrEnd()) {
    if (!hinted && (await on('[data-action="hint"]'))) hinted = await tap('[data-action="hint"]');
    await playOne();
    moves++;
    if (!undone && moves === 2 && (await on('[data-action="undo"]'))) {
      undone = await tap('[data-action="undo"]');
      await sleep(100);
    }
  }
  // The round-end panel, then the next round and one move of it.
  await page.evaluate(() => document.querySelector('domino-table').updateComplete);
  if (await tap('[data-action="dialog"]')) if (await humanTurnOrEnd()) await playOne();
  console.error(
    `coverage: ${JSON.stringify(attrs)}: ${moves} moves by taps${hinted ? ', a hint' : ''}${undone ? ', an undo' : ''}`,
  );
}
const coverage = await page.coverage.stopJSCoverage();
await browser.close();
await new Promise((r) => server.close(r));
if (errors.length) console.error(`coverage: the page reported errors:\n  ${errors.join('\n  ')}`);

// 4. Never-run bytes per module: Chromium gives the ranges that ran; the rest never did.
const script = coverage.find((c) => c.url.endsWith('/domino-table.js'));
const ran = new Uint8Array(code.length);
for (const r of script.ranges) ran.fill(1, r.start, r.end);
// Which module each byte of the (one-line) code came from: the source of the last map segment at or before it.
const owner = new Int32Array(code.length).fill(-1);
let offset = 0;
for (const [line, segments] of decode(map.mappings).entries()) {
  const lineLength = code.indexOf('\n', offset) < 0 ? code.length - offset : code.indexOf('\n', offset) - offset;
  for (let i = 0; i < segments.length; i++) {
    const [column, source] = segments[i];
    const end = i + 1 < segments.length ? segments[i + 1][0] : lineLength;
    if (source !== undefined) owner.fill(source, offset + column, offset + end);
  }
  offset += lineLength + 1;
  void line;
}
const sourceName = (i) =>
  i < 0
    ? '(unmapped)'
    : map.sources[i]
        .replace(/^.*node_modules\//, '')
        .replace(/^(\.\.\/)*/, '')
        .replace(/^.*?\/src\//, 'src/');
const modules = new Map();
for (let i = 0; i < code.length; i++) {
  const name = sourceName(owner[i]);
  const m = modules.get(name) ?? { module: name, min: 0, unused: 0, ranges: [] };
  m.min++;
  if (!ran[i]) {
    m.unused++;
    const last = m.ranges.at(-1);
    if (last && last[1] === i) last[1] = i + 1;
    else m.ranges.push([i, i + 1]);
  }
  modules.set(name, m);
}
// What leaving a module's never-run code out would save in gzip (the whole file gzipped with and without it).
const whole = gz(code);
const without = (ranges) => {
  let out = '';
  let last = 0;
  for (const [s, e] of ranges) {
    out += code.slice(last, s);
    last = e;
  }
  return whole - gz(out + code.slice(last));
};
const rows = [...modules.values()].filter((m) => m.unused > 0).sort((a, b) => b.unused - a.unused);
for (const m of rows.slice(0, Number(values.top))) m.gzip = without(m.ranges);
const unused = rows.reduce((t, m) => t + m.unused, 0);

if (values.show)
  for (const m of rows.filter((r) => r.module.includes(values.show))) {
    console.log(`--- ${m.module}: never run`);
    for (const [s, e] of m.ranges.filter(([s, e]) => e - s >= 40))
      console.log(`  [${e - s} B] ${code.slice(s, e).slice(0, 400)}`);
  }
if (values.json) {
  console.log(JSON.stringify({ min: code.length, gzip: whole, unused, fetched: [...fetched], modules: rows }));
} else {
  const pad = (v, n) => String(v).padStart(n);
  console.log(
    `entry (with a source map, templates not collapsed): ${code.length} B min, ${whole} B gzip; never run: ${unused} B min (${((100 * unused) / code.length).toFixed(1)} %)`,
  );
  console.log(`chunks fetched in these rounds: ${[...fetched].join(', ') || 'none'}`);
  // What such a round downloads in all, as served: the built entry (dist/domino-table.js) and those chunks.
  const built = join(root, 'dist/domino-table.js');
  if (existsSync(built)) {
    const sizes = [built, ...[...fetched].map((file) => join(root, 'dist', file))].map((f) => gz(readFileSync(f)));
    console.log(
      `a round downloads: ${sizes.reduce((a, b) => a + b, 0)} B gzip (dist/domino-table.js ${sizes[0]} B${sizes.length > 1 ? ` + chunks ${sizes.slice(1).join(' + ')} B` : ''})`,
    );
  }
  console.log(
    `${'module'.padEnd(58)} ${pad('min', 7)} ${pad('never run', 9)} ${pad('%', 4)} ${pad('gzip if cut', 11)}`,
  );
  for (const m of rows.slice(0, Number(values.top)))
    console.log(
      `${m.module.padEnd(58)} ${pad(m.min, 7)} ${pad(m.unused, 9)} ${pad(Math.round((100 * m.unused) / m.min), 4)} ${pad(m.gzip, 11)}`,
    );
  // By part, as npm run size:parts groups them.
  const part = (name) =>
    name.startsWith('xstate/')
      ? 'xstate'
      : /^(lit|lit-html|lit-element|@lit)\//.test(name)
        ? 'lit'
        : name.endsWith('.styles.ts')
          ? 'css'
          : name.startsWith('src/')
            ? name.slice(0, name.lastIndexOf('/'))
            : 'other';
  const parts = new Map();
  for (const m of rows) {
    const p = parts.get(part(m.module)) ?? { min: 0, unused: 0 };
    p.unused += m.unused;
    parts.set(part(m.module), p);
  }
  for (const m of modules.values()) {
    const p = parts.get(part(m.module));
    if (p) p.min += m.min;
  }
  console.log('\nby part (never-run min bytes of its min bytes):');
  for (const [name, p] of [...parts].sort((a, b) => b[1].unused - a[1].unused))
    console.log(`  ${name.padEnd(24)} ${pad(p.unused, 7)} of ${pad(p.min, 7)}`);
}
if (errors.length) process.exit(1);
