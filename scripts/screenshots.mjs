#!/usr/bin/env node
// `npm run screenshots` (after `npm run build`; run by tsx, for the games registry): the built table in a full-width page, every variant at a phone
// (375×740), a tablet (768×1024) and a laptop (1280×800), light and dark, mid-round and at the round's end, with
// puppeteer-core and the machine's Chromium (never downloaded). PNGs go to /tmp/domino-shots/ (or --out=DIR); look
// at them. Double-nine is its own row (doubles-classic, set="double-nine"); German and Spanish are taken at the phone
// size (light), the languages with the longest labels. On a tablet or a laptop a heading stands above the table, as on
// a real page, and the hand and the buttons must be in sight. `--only=WORD` keeps the shots whose name holds WORD.
// `--readme` also writes docs/screenshot.webp (Maltese Cross, phone, light, mid-round).
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { CHROME_ARGS, findChrome, INSTRUCTION } from './find-chrome.mjs';
import { VARIANTS as GAME_IDS } from '../src/games/index.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const flags = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const out = resolve(flags.out ?? '/tmp/domino-shots');
const SIZES = [
  [375, 740],
  [768, 1024],
  [1280, 800],
];
/** Each row: its name in the file, the table's attributes: every registered game, and double-nine. */
const VARIANTS = [
  ...GAME_IDS.map((id) => [id, { variant: id }]),
  ['double-nine', { variant: 'doubles-classic', set: 'double-nine', players: '2' }],
];
/** Each shot: size, theme, language; English everywhere, German and Spanish on a phone in light. */
const SHOTS = SIZES.flatMap((size) => [
  ...['light', 'dark'].map((theme) => [size, theme, 'en']),
  ...(size[0] < 600 ? ['de', 'es'].map((lang) => [size, 'light', lang]) : []),
]);
const README_SHOT = '/maltese-cross-375-light-mid.png';
const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css' };

if (!existsSync(join(root, 'dist/domino-table.js'))) {
  console.error('screenshots: dist/domino-table.js not found: run `npm run build` first.');
  process.exit(1);
}
const chrome = findChrome();
if (!chrome) {
  console.error(`screenshots: ${INSTRUCTION}`);
  process.exit(1);
}

// The page: one table, full width; its attributes from the query.
// A heading above it with `heading`.
const page = (query) => {
  const params = new URLSearchParams(query);
  const heading = params.has('heading') ? '<h1 style="margin:8px">Dominoes</h1>' : '';
  params.delete('heading');
  const attrs = [...params].map(([k, v]) => `${k}="${v.replaceAll('"', '&quot;')}"`).join(' ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<script type="module" src="/dist/domino-table.js"></script><style>body{margin:0;font-family:system-ui}</style></head>
<body>${heading}<domino-table ${attrs}></domino-table></body></html>`;
};
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/table.html') {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(page(url.search));
    return;
  }
  const file = join(root, url.pathname);
  if (!file.startsWith(root) || !existsSync(file)) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}/table.html`;

/** Plays the person's moves (the computer's come between) until `moves` are made or the round is over. */
async function playOn(tab, moves) {
  await tab.evaluate(async (count) => {
    const el = globalThis.document.querySelector('domino-table');
    const wait = (ms) => new Promise((r) => setTimeout(r, ms));
    for (let made = 0, tries = 0; made < count && tries < 4000; tries++) {
      const s = el.state;
      if (s.phase === 'round-over' || s.phase === 'match-over') break;
      if (s.phase !== 'play' || s.current !== 0) {
        await wait(5);
        continue;
      }
      const m = el.legalMoves().find((x) => x.type === 'play') ?? el.legalMoves()[0];
      if (!m) break;
      if (m.type === 'play') el.play(m.tile, m.end);
      else if (m.type === 'draw') el.draw();
      else el.pass();
      made++;
    }
    await wait(700);
  }, moves);
}

mkdirSync(out, { recursive: true });
const browser = await puppeteer.launch({ executablePath: chrome, args: CHROME_ARGS });
let problems = 0;
try {
  for (const [name, attrs] of VARIANTS) {
    for (const [[width, height], theme, lang] of SHOTS) {
      for (const [phase, moves] of [
        ['mid', 3],
        ['end', 1000],
      ]) {
        const file = join(out, `${name}-${width}-${theme}${lang === 'en' ? '' : `-${lang}`}-${phase}.png`);
        if (flags.only && !file.includes(flags.only)) continue;
        const tab = await browser.newPage();
        tab.on('pageerror', (e) => (problems++, console.error(`page error: ${e.message}`)));
        await tab.setViewport({ width, height });
        const query = new URLSearchParams({
          ...attrs,
          theme,
          lang,
          'ai-delay': '0',
          seed: `shots-${name}`,
          hints: '',
          ...(width >= 600 ? { heading: '' } : {}),
        });
        await tab.goto(`${base}?${query}`, { waitUntil: 'networkidle0' });
        await playOn(tab, moves);
        // The table within the screen; below a heading, its buttons still in sight.
        const bottom = await tab.evaluate(() => {
          const el = globalThis.document.querySelector('domino-table');
          const bar = el.shadowRoot.querySelector('.bottom-bar');
          return Math.max(el.getBoundingClientRect().height, bar ? bar.getBoundingClientRect().bottom : 0);
        });
        if (bottom > height + 0.5) {
          problems++;
          console.error(`${name} ${width}×${height} ${phase}: the table reaches ${Math.round(bottom)} px`);
        }
        await tab.screenshot({ path: file });
        // The README's picture: small enough for a package page (WebP, about 30 KB).
        if ('readme' in flags && file.endsWith(README_SHOT))
          await tab.screenshot({ path: join(root, 'docs/screenshot.webp'), type: 'webp', quality: 80 });
        await tab.close();
      }
    }
    console.log(`screenshots: ${name} done`);
  }
} finally {
  await browser.close();
  server.close();
}
console.log(
  `screenshots: ${VARIANTS.length * SHOTS.length * 2} PNGs in ${out}${problems ? `; ${problems} problem(s)` : ''}`,
);
process.exit(problems ? 1 : 0);
