// Browser tests (`npm run test:browser`): Chromium found by scripts/find-chrome.mjs (never downloaded),
// TypeScript through esbuild.
import { chromeLauncher } from '@web/test-runner-chrome';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { CHROME_ARGS, findChrome, INSTRUCTION } from './scripts/find-chrome.mjs';

const executablePath = findChrome();
if (!executablePath) throw new Error(INSTRUCTION);

export default {
  // If these match nothing, web-test-runner stops with "Could not find any test files" and exit 1.
  files: ['test/element/**/*.test.ts', 'test/demo/**/*.test.ts'],
  nodeResolve: true,
  // test/element/csp.test.ts loads the pages under /test/csp/ in an iframe: they are served with a strict
  // Content-Security-Policy (no inline or eval'd script, no inline style), as a locked-down CMS would.
  middleware: [
    async function strictCsp(context, next) {
      await next();
      if (context.path.startsWith('/test/csp/')) context.set('Content-Security-Policy', "default-src 'self'");
    },
  ],
  // esbuild transpiles the TypeScript for target es2022 (the toolchain smoke test's standard decorators
  // included). The tsconfig is passed so esbuild sees useDefineForClassFields; this plugin reads that one
  // file only (it does not follow `extends`). `'.js': false`: with a target set it
  // would also re-print every .js file (Lit, XState…) for nothing; Chromium runs ES2022 as it is.
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json', loaders: { '.js': false } })],
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
