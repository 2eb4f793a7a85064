#!/usr/bin/env node
// Many figures on a page (`npm run bench:figures`, after `npm run build`; issue 36 item 7): the main-thread time a
// page of 50 board-only figures costs until the reader scrolls, against a page of one, with `loading="lazy"` (what
// the studio's snippets write) and without. Budget: 50 lazy figures cost at most 2x one.
//
// The built dist/ (dist/domino-table.js and its chunks) is served on 127.0.0.1 to headless Chromium (puppeteer-core)
// at 1024x768. Each page is the studio's figure snippet repeated (Kelley's diagram at its last step), one paragraph
// of text between figures. A run opens a new tab, loads the page, waits until its first figure shows its tiles and
// the page has been quiet for 500 ms, and reads the renderer main thread's CPU time (CDP ThreadTime) over the whole
// load: what the page costs, whatever the machine's load. The page without a figure (the script and the text only)
// is measured too, so each figure's own share can be read. A bench, not a test: it prints figures, asserts nothing.
//
//   npm run bench:figures                 5 runs of each page
//   npm run bench:figures -- --runs 9

import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { launch } from './lib/browser.mjs';
import { machineLine } from './lib/machine.mjs';
import { quantile } from './lib/stats.mjs';
import { bundle, importBundle } from './lib/bundle.mjs';

/* global document, requestIdleCallback */ // the evaluated functions run in Chromium

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);
if (!existsSync(join(dist, 'chunks/replay.js'))) {
  console.error('bench:figures measures the built files: run `npm run build` first.');
  process.exit(1);
}

const { KELLEY_DRAWS, htmlSnippet } = await importBundle(
  await bundle(
    {
      source: `export { KELLEY_DRAWS } from './test/record/worked-examples.ts';
        export { htmlSnippet } from './demo/studio/output.ts';`,
    },
    { platform: 'node' },
  ),
);
/** The studio's figure snippet's element, with `loading="lazy"` or without. */
const element = (lazy) => {
  const snippet = htmlSnippet({ record: KELLEY_DRAWS }, 'figure', 4, '/');
  const tag = snippet.slice(snippet.indexOf('<domino-table'));
  return lazy ? tag : tag.replace(' loading="lazy"', '');
};
const text = (i) =>
  `<p>Figure ${i + 1}. Seat 2 holds no 9 and no 0, so it draws until a tile fits: the 7-2 and the 4-1 stay in its hand, the 0-0 is played.</p>`;
const page = (count, lazy) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>figures bench</title>
<script type="module" src="/domino-table.js"></script></head><body style="max-width:720px;margin:auto">
${Array.from({ length: Math.max(count, 1) }, (_, i) => `${text(i)}\n${i < count ? element(lazy) : ''}`).join('\n')}
</body></html>`;
const PAGES = {
  '/none': page(0, false),
  '/one': page(1, false),
  '/one-lazy': page(1, true),
  '/fifty': page(50, false),
  '/fifty-lazy': page(50, true),
};

const TYPES = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8' };
const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (PAGES[path]) {
    res.writeHead(200, { 'content-type': TYPES['.html'] }).end(PAGES[path]);
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
const origin = `http://127.0.0.1:${server.address().port}`;

console.log(machineLine());
const browser = await launch();
try {
  /** One load of `path` in a new tab: the main thread's CPU time (ms) until the first figure is drawn and all is quiet. */
  const load = async (path) => {
    const tab = await browser.newPage();
    await tab.setViewport({ width: 1024, height: 768 });
    const cdp = await tab.createCDPSession();
    await cdp.send('Performance.enable');
    await tab.goto(`${origin}${path}`, { waitUntil: 'load' });
    await tab.evaluate(async (some) => {
      const first = document.querySelector('domino-table');
      for (let i = 0; some && i < 400 && !first?.shadowRoot?.querySelector('[part~="played"]'); i++)
        await new Promise((resolve) => setTimeout(resolve, 25));
      // Quiet: 500 ms in which the page was idle when asked.
      for (let quiet = 0; quiet < 5;) {
        const t0 = performance.now();
        await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 }));
        quiet = performance.now() - t0 < 50 ? quiet + 1 : 0;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }, path !== '/none');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const drawn = await tab.evaluate(
      () => [...document.querySelectorAll('domino-table')].filter((t) => t.shadowRoot?.querySelector('.replay')).length,
    );
    await tab.close();
    return { cpu: metrics.find((m) => m.name === 'ThreadTime').value * 1000, drawn };
  };
  // One load first, so the files are in the cache for every measured run alike.
  await load('/fifty');
  const results = {};
  for (let run = 0; run < runs; run++)
    for (const path of Object.keys(PAGES)) (results[path] ??= []).push(await load(path));
  const median = (path) =>
    quantile(
      results[path].map((r) => r.cpu).sort((a, b) => a - b),
      0.5,
    );
  for (const path of Object.keys(PAGES)) {
    const cpu = results[path].map((r) => r.cpu).sort((a, b) => a - b);
    console.log(
      `${path.slice(1).padEnd(11)} main thread p50 ${quantile(cpu, 0.5).toFixed(0)} ms (min ${cpu[0].toFixed(0)}, max ${cpu.at(-1).toFixed(0)}); figures drawn ${results[path][0].drawn}`,
    );
  }
  const one = median('/one');
  console.log(
    `50 lazy figures / one figure: ${(median('/fifty-lazy') / one).toFixed(2)}x (budget 2x); ` +
      `50 eager figures / one: ${(median('/fifty') / one).toFixed(2)}x; ` +
      `without the page's own cost (the page with no figure, ${median('/none').toFixed(0)} ms): lazy ` +
      `${((median('/fifty-lazy') - median('/none')) / (one - median('/none'))).toFixed(2)}x, eager ` +
      `${((median('/fifty') - median('/none')) / (one - median('/none'))).toFixed(2)}x`,
  );
} finally {
  await browser.close();
  server.close();
}
