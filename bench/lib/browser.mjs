// The bench's browser side: a local server for the bundle and bench/pages/, Chromium, and a page with a table.

import puppeteer from 'puppeteer-core';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_ARGS, findChrome, INSTRUCTION } from '../../scripts/find-chrome.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

/* global window */ // openTable's wait runs in Chromium (page.waitForFunction)

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

/** Headless Chromium (the one `npm test` uses), or exit with the instruction to install it. */
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
