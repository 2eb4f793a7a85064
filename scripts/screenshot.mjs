#!/usr/bin/env node
// Screenshots with puppeteer-core and the machine's Chromium (never downloaded): the board preview by default, or any page.
//
//   node scripts/screenshot.mjs                      builds demo/preview (esbuild) and writes
//                                                    /tmp/shots/preview-{1024,360}-{light,dark}.png
//   node scripts/screenshot.mjs URL OUT.png [WIDTH] [--dark] [--height=H] [--wait=MS]
//                                                    one full-page shot of URL (http:, https: or file:);
//                                                    --dark emulates prefers-color-scheme: dark and sets
//                                                    theme="dark" on every <domino-table> in the page.
import { mkdirSync, copyFileSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import puppeteer from 'puppeteer-core';
import { CHROME_ARGS, findChrome, INSTRUCTION } from './find-chrome.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const flags = Object.fromEntries(
  args
    .filter((a) => a.startsWith('--'))
    .map((a) => a.slice(2).split('='))
    .map(([k, v]) => [k, v ?? true]),
);
const [url, out, width] = args.filter((a) => !a.startsWith('--'));

function chromePath() {
  const chrome = findChrome();
  if (!chrome) throw new Error(INSTRUCTION);
  return chrome;
}

async function shoot(browser, target, file, w, { dark = false, height = 800, wait = 300, sections = false } = {}) {
  const page = await browser.newPage();
  await page.setViewport({ width: w, height, deviceScaleFactor: 1 });
  await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: dark ? 'dark' : 'light' }]);
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && console.error(`console: ${m.text()}`));
  await page.goto(target, { waitUntil: 'networkidle0' });
  if (dark) {
    // Runs in the page, where `document` exists.
    await page.evaluate(() =>
      globalThis.document.querySelectorAll('domino-table').forEach((el) => el.setAttribute('theme', 'dark')),
    );
  }
  await new Promise((r) => setTimeout(r, wait));
  mkdirSync(dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  if (sections) {
    // One more picture per <section> (shadow roots included), to look at each table up close.
    const parts = await page.$$('pierce/section');
    for (const [i, part] of parts.entries()) await part.screenshot({ path: file.replace(/\.png$/, `-${i}.png`) });
  }
  await page.close();
  console.log(`wrote ${file} (${w} px${dark ? ', dark' : ''})`);
}

const browser = await puppeteer.launch({
  executablePath: chromePath(),
  args: CHROME_ARGS,
});
try {
  if (url) {
    await shoot(browser, url, resolve(out ?? '/tmp/shots/page.png'), Number(width ?? 1024), {
      dark: Boolean(flags.dark),
      height: Number(flags.height ?? 800),
      wait: Number(flags.wait ?? 500),
    });
  } else {
    // The preview: bundled into /tmp and served on a local port (modules do not load from file://).
    const dir = '/tmp/shots/preview';
    await build({
      entryPoints: [resolve(root, 'demo/preview/preview.ts')],
      bundle: true,
      format: 'esm',
      target: 'es2022',
      outfile: `${dir}/preview.js`,
      tsconfig: resolve(root, 'tsconfig.json'),
      logLevel: 'warning',
    });
    copyFileSync(resolve(root, 'demo/preview/index.html'), `${dir}/index.html`);
    const server = createServer((req, res) => {
      const name = new URL(req.url ?? '/', 'http://x').pathname.endsWith('.js') ? 'preview.js' : 'index.html';
      res.writeHead(200, { 'content-type': name.endsWith('.js') ? 'text/javascript' : 'text/html' });
      res.end(readFileSync(`${dir}/${name}`));
    });
    await new Promise((r) => server.listen(0, '127.0.0.1', r));
    const page = `http://127.0.0.1:${server.address().port}/index.html`;
    try {
      for (const w of [1024, 360]) {
        for (const theme of ['light', 'dark']) {
          await shoot(browser, `${page}?theme=${theme}`, `/tmp/shots/preview-${w}-${theme}.png`, w, {
            dark: theme === 'dark',
            sections: true,
          });
        }
      }
    } finally {
      server.close();
    }
  }
} finally {
  await browser.close();
}
