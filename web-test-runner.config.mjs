// Browser tests (`npm run test:browser`): Chromium found by scripts/find-chrome.mjs (never downloaded),
// TypeScript through esbuild.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { build } from 'esbuild';
import { CHROME_ARGS, findChrome, INSTRUCTION } from './scripts/find-chrome.mjs';

/**
 * `executeServerCommand('touch', { points: [[x, y], …], hold?: true })`: real touch input (CDP), so the page's
 * touch-action and scrolling are what a phone gets. A finger is put down at the first point (unless one is already
 * down from a `hold`), moved through the others and lifted, or kept down with `hold` (a test can then look at the
 * page mid-drag and go on with another call). A single point is a tap. Coordinates: CSS pixels of the viewport.
 */
function touchCommand() {
  const down = new Set();
  return {
    name: 'touch-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'touch') return undefined;
      const page = session.browser.getPage(session.id);
      const points = [...payload.points];
      if (!down.has(session.id)) {
        const [x, y] = points.shift();
        await page.touchscreen.touchStart(x, y);
        down.add(session.id);
      }
      for (const [x, y] of points) await page.touchscreen.touchMove(x, y);
      if (!payload.hold) {
        await page.touchscreen.touchEnd();
        down.delete(session.id);
      }
      return true;
    },
  };
}

/**
 * `/__frameworks/react.js`: React 19 and react-dom/client as one ES module (they ship CommonJS only), bundled by
 * esbuild on first request, so test/element/frameworks.test.ts renders the table with the real React a page uses.
 */
function reactModule() {
  let code;
  return {
    name: 'react-module',
    async serve(context) {
      if (context.path !== '/__frameworks/react.js') return undefined;
      code ??= build({
        stdin: {
          contents:
            "export { createElement, StrictMode } from 'react'; export { createRoot } from 'react-dom/client'; export { flushSync } from 'react-dom';",
          resolveDir: process.cwd(),
          loader: 'js',
        },
        bundle: true,
        format: 'esm',
        write: false,
        define: { 'process.env.NODE_ENV': '"development"' },
        logLevel: 'error',
      }).then((result) => result.outputFiles[0].text);
      return { body: await code, type: 'js' };
    },
  };
}

/**
 * `executeServerCommand('second-origin')`: the origin of a second server (started on first use, on 127.0.0.1 at a
 * port of its own, so another origin than the tests' page) that serves test/element/records/<file> as an author's
 * site would: at `/cors/<file>` with `Access-Control-Allow-Origin: *`, at `/plain/<file>` without it.
 */
function secondOrigin() {
  let server;
  let origin;
  return {
    name: 'second-origin',
    executeCommand({ command }) {
      if (command !== 'second-origin') return undefined;
      origin ??= new Promise((resolve) => {
        server = createServer((req, res) => {
          const [, mode, file] = /^\/(cors|plain)\/([\w-]+\.txt)$/.exec(req.url ?? '') ?? [];
          let text;
          try {
            text = file && readFileSync(`test/element/records/${file}`, 'utf8');
          } catch {
            text = undefined;
          }
          if (!text) return void res.writeHead(404).end();
          const headers = { 'content-type': 'text/plain; charset=utf-8' };
          if (mode === 'cors') headers['access-control-allow-origin'] = '*';
          res.writeHead(200, headers).end(text);
        });
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`));
      });
      return origin;
    },
    serverStop() {
      server?.close();
    },
  };
}

/** The Content-Security-Policy of dist/embed.html, read from its source, for the source version of that page. */
const embedPolicy = () =>
  /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(readFileSync('demo/embed/embed.html', 'utf8'))[1];

const executablePath = findChrome();
if (!executablePath) throw new Error(INSTRUCTION);

export default {
  // If these match nothing, web-test-runner stops with "Could not find any test files" and exit 1.
  files: ['test/element/**/*.test.ts', 'test/demo/**/*.test.ts'],
  nodeResolve: true,
  // test/element/csp.test.ts loads the pages under /test/csp/ in an iframe: they are served with a strict
  // Content-Security-Policy (no inline or eval'd script, no inline style), as a locked-down CMS would.
  middleware: [
    // A record over the 256 KB a table reads (src tests), sent in pieces without a length, as a server that streams
    // would: the table must stop reading it at the limit.
    async function overLimitRecord(context, next) {
      if (context.path !== '/test/element/records/over-limit.txt') return next();
      const piece = `{${'a comment that goes on '.repeat(40)}}\n`;
      context.type = 'text/plain';
      context.body = Readable.from(
        (function* () {
          yield '[variant doubles]\n';
          for (let sent = 0; sent < 300 * 1024; sent += piece.length) yield piece;
        })(),
      );
    },
    // embed.html's page against the source element (test/demo/embed-frame.html, also at /test/demo/embed.html, the
    // name the studio's snippets give it) under embed.html's own policy.
    async function embedCsp(context, next) {
      if (context.path === '/test/demo/embed.html') context.path = '/test/demo/embed-frame.html';
      await next();
      if (context.path === '/test/demo/embed-frame.html') context.set('Content-Security-Policy', embedPolicy());
    },
    async function strictCsp(context, next) {
      await next();
      if (context.path.startsWith('/test/csp/')) context.set('Content-Security-Policy', "default-src 'self'");
    },
  ],
  // esbuild transpiles the TypeScript for target es2022. The tsconfig is passed so esbuild sees
  // useDefineForClassFields; this plugin reads that one file only (it does not follow `extends`).
  // `'.js': false`: with a target set it would also re-print every .js file (Lit, XState…) for nothing;
  // Chromium runs ES2022 as it is.
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json', loaders: { '.js': false } }),
    touchCommand(),
    reactModule(),
    secondOrigin(),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        args: CHROME_ARGS,
      },
      // Each test page in a browser context (a window) of its own: with two pages as tabs of one window, the
      // one behind got no animation frames and no IntersectionObserver callbacks, and tests that wait on
      // either timed out or misread the view now and then.
      createPage: async ({ browser }) => (await browser.createBrowserContext()).newPage(),
    }),
  ],
  // Tests run Lit's development build (the 'development' export condition): keep its warnings, except the
  // one line saying so, printed for every test file.
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
  concurrency: 2, // 2 cores
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 5 * 60 * 1000,
};
