// Checks the demo as `npm start` serves it, with the built bundle (dist/domino-table.js), and takes
// screenshots. A Node script, not a browser test: `npm run build && npx tsx test/demo/check-built-demo.ts`.
// Options: --out DIR (screenshots, default /tmp/domino-demo-shots), --widths 1024,360, --pages a.html,b.html.
// Fails (exit 1) on any console error or warning, uncaught error, failed request, domino-error, a table
// without a board, or a page wider than the screen. pages.test.ts checks the same against the source.
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startDevServer } from '@web/dev-server';
import puppeteer, { type Page } from 'puppeteer-core';
// @ts-expect-error: a plain .mjs helper without types (shared with the test runner config)
import { CHROME_ARGS, findChrome, INSTRUCTION } from '../../scripts/find-chrome.mjs';
// @ts-expect-error: the dev server config is plain .mjs
import serverConfig from '../../web-dev-server.config.mjs';
import { PAGES } from './pages.js';
import { EVENTS as CONTRACT_EVENTS } from '../contract.js';
import { CATALOGS as STUDIO_WORDS } from '../../demo/studio/strings.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** Pages whose table needs a chunk of the bundle, the chunk, and what shows it was used. */
const ON_DEMAND: { query: string; chunk: RegExp; ready: () => boolean }[] = [
  {
    query: 'ai=hard&humans=0&ai-delay=0&variant=doubles&players=2',
    chunk: /\/dist\/chunks\/hard\.js(\?b=[\w-]+)?$/,
    ready: () =>
      ((window as unknown as { __domino?: { type: string }[] }).__domino ?? []).filter((e) => e.type === 'domino-move')
        .length >= 4,
  },
  {
    query: 'persist=check-demo&humans=0&ai-delay=0&variant=doubles&players=2',
    chunk: /\/dist\/chunks\/persist\.js(\?b=[\w-]+)?$/,
    ready: () => localStorage.getItem('check-demo') !== null,
  },
  {
    query: 'lang=de&humans=1',
    chunk: /\/dist\/chunks\/de\.js(\?b=[\w-]+)?$/,
    ready: () => document.querySelector('domino-table')?.shadowRoot?.textContent?.includes('Zug zurück') === true,
  },
  {
    query: 'lang=pt-BR&humans=1',
    chunk: /\/dist\/chunks\/pt\.js(\?b=[\w-]+)?$/,
    ready: () => document.querySelector('domino-table')?.shadowRoot?.textContent?.includes('Desfazer') === true,
  },
  {
    query: 'lang=fr-CA&humans=1',
    chunk: /\/dist\/chunks\/fr\.js(\?b=[\w-]+)?$/,
    ready: () => document.querySelector('domino-table')?.shadowRoot?.textContent?.includes('Annuler') === true,
  },
  {
    // Every table: the board's code, fetched after the first frame; the first tile played is drawn with it. (Last:
    // the CSP and Trusted Types pages below wait for the hard table's moves and the saved match, by index.)
    query: 'humans=0&ai-delay=0&variant=doubles&players=2',
    chunk: /\/dist\/chunks\/board\.js(\?b=[\w-]+)?$/,
    ready: () => !!document.querySelector('domino-table')?.shadowRoot?.querySelector('[part~="board"] .tile'),
  },
];
const EVENTS = [...CONTRACT_EVENTS];

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: '/tmp/domino-demo-shots' },
    widths: { type: 'string', default: '1024,360' },
    pages: { type: 'string', default: PAGES.join(',') },
  },
});
const widths = values.widths.split(',').map(Number);
const pages = values.pages.split(',');

if (!existsSync(join(root, 'dist/domino-table.js'))) {
  console.error('check-built-demo: dist/domino-table.js not found: run `npm run build` first.');
  process.exit(1);
}
const executablePath = (findChrome as () => string | null)();
if (!executablePath) {
  console.error(`check-built-demo: ${INSTRUCTION as string}`);
  process.exit(1);
}
mkdirSync(values.out, { recursive: true });

/** A free port: asked of the system, then handed to the dev server (which does not report a port 0 back). */
const port = await new Promise<number>((resolve, reject) => {
  const probe = createServer().listen(0, 'localhost', () => {
    const address = probe.address();
    probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
  });
});
const server = await startDevServer({
  // As `npm start` serves it, minus the plugin that prints the demo address.
  config: { ...(serverConfig as object), rootDir: root, port, plugins: [] },
  readCliArgs: false,
  readFileConfig: false,
  logStartMessage: false,
});
const origin = `http://localhost:${port}`;
const browser = await puppeteer.launch({
  executablePath,
  args: CHROME_ARGS,
});

const failures: string[] = [];

// Whatever happens, close the browser and the server, so no Chromium outlives the script.
try {
  /** Opens a page and records what goes wrong on it; returns the page and its problem list. */
  async function open(path: string, width: number, hasTable = true): Promise<{ page: Page; problems: string[] }> {
    const page = await browser.newPage();
    const problems: string[] = [];
    await page.setViewport({ width, height: 900 });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warn')
        problems.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) =>
      problems.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`),
    );
    page.on('requestfailed', (request) =>
      problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`),
    );
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`HTTP ${response.status()} for ${response.url()}`);
    });
    await page.evaluateOnNewDocument((events: string[]) => {
      // Every Content-Security-Policy violation is a problem, whether or not the browser logs it.
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
      for (const type of events) {
        document.addEventListener(type, (event) => {
          const store = ((window as unknown as { __domino: unknown[] }).__domino ??= []);
          store.push({ type, detail: (event as CustomEvent).detail });
          if (type === 'domino-error') console.error(`domino-error: ${JSON.stringify((event as CustomEvent).detail)}`);
        });
      }
    }, EVENTS);
    await page.goto(`${origin}/demo/${path}`, { waitUntil: 'load', timeout: 20000 });
    if (!hasTable) return { page, problems };
    try {
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('domino-table')].every((table) =>
            table.shadowRoot?.querySelector('[part~="board"]'),
          ) && document.querySelector('domino-table') !== null,
        { timeout: 15000 },
      );
    } catch {
      problems.push('no board rendered within 15 s');
    }
    return { page, problems };
  }

  for (const path of pages) {
    for (const width of widths) {
      const started = Date.now();
      const { page, problems } = await open(path, width);
      await new Promise((resolve) => setTimeout(resolve, 2500)); // a few computer moves, layout settled
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) problems.push(`page is ${scrollWidth} px wide on a ${width} px screen`);
      const file = join(values.out, `${path.replace('.html', '')}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await page.screenshot({ path: file.replace('.png', '-top.png') }); // the first screen, at full resolution
      const count = await page.evaluate(() => ((window as unknown as { __domino?: unknown[] }).__domino ?? []).length);
      console.log(
        `${problems.length ? 'FAIL' : 'ok  '} ${path} @${width}px  ${count} domino-* events  ${Date.now() - started} ms  ${file}`,
      );
      for (const problem of problems) console.log(`     ${problem}`);
      failures.push(...problems.map((p) => `${path} @${width}: ${p}`));
      await page.close();
    }
  }

  // The playground takes its starting attributes from the address.
  {
    const { page, problems } = await open('playground.html?variant=doubles&players=2&show-hands', 1024);
    const seen = await page.evaluate(() => {
      const table = document.getElementById('table')!;
      return {
        variant: table.getAttribute('variant'),
        players: table.getAttribute('players'),
        showHands: table.hasAttribute('show-hands'),
        control: (document.getElementById('c-variant') as HTMLSelectElement).value,
        snippet: document.getElementById('snippet')!.textContent,
      };
    });
    // API.md order; the element may add attributes of its own (it reflects `theme`), listed after these.
    const expected = '<domino-table variant="doubles" players="2" show-hands hints';
    if (seen.variant !== 'doubles' || seen.players !== '2' || !seen.showHands || seen.control !== 'doubles')
      problems.push(`attributes from the address not applied: ${JSON.stringify(seen)}`);
    if (!seen.snippet?.includes(expected)) problems.push(`snippet is ${JSON.stringify(seen.snippet)}`);
    const iframe = await page.evaluate(() => document.getElementById('iframe-snippet')!.textContent);
    if (!iframe?.includes('/dist/embed.html?variant=doubles&amp;players=2&amp;show-hands&amp;hints'))
      problems.push(`iframe snippet is ${JSON.stringify(iframe)}`);
    console.log(`${problems.length ? 'FAIL' : 'ok  '} playground.html?variant=doubles&players=2&show-hands`);
    for (const problem of problems) console.log(`     ${problem}`);
    failures.push(...problems.map((p) => `playground query: ${p}`));
    await page.close();
  }

  // Chunks the bundle loads on demand: a table that needs one fetches it beside the bundle and plays on.
  for (const { query, chunk, ready } of ON_DEMAND) {
    const { page, problems } = await open(`playground.html?${query}`, 1024);
    const fetched: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/dist/chunks/')) fetched.push(request.url());
    });
    try {
      await page.waitForFunction(ready, { timeout: 15000 });
    } catch {
      problems.push(`not ready within 15 s: ${ready.toString()}`);
    }
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/dist/chunks/')),
    );
    if (!loaded.concat(fetched).some((url) => chunk.test(url)))
      problems.push(`no ${chunk} chunk was loaded (${loaded.join(', ') || 'none'})`);
    console.log(`${problems.length ? 'FAIL' : 'ok  '} playground.html?${query}  chunks: ${loaded.join(', ')}`);
    for (const problem of problems) console.log(`     ${problem}`);
    failures.push(...problems.map((p) => `on-demand ${query}: ${p}`));
    await page.close();
  }

  // The replay view (dist/chunks/replay.js): fetched beside the bundle by the pages that embed worked examples
  // (and by the playground given a record), where every replay is drawn and steps; never by a page without one.
  const REPLAYS: { path: string; wanted: boolean }[] = [
    { path: 'doubles.html', wanted: true },
    { path: 'doubles-in-the-boneyard.html', wanted: true },
    {
      path: `playground.html?record=${encodeURIComponent('[variant doubles]\n[hand-size 3]\n[hands 6-6 4-3 5-0 / 6-3 5-4 5-2 / 3-3 6-5 5-1 / 6-1 4-1 3-2]\n6-6 6-3@6N')}`,
      wanted: true,
    },
    { path: 'cms.html', wanted: false },
    { path: 'index.html', wanted: false },
  ];
  for (const { path, wanted } of REPLAYS) {
    const { page, problems } = await open(path, 375);
    if (wanted) {
      try {
        await page.waitForFunction(
          () =>
            [...document.querySelectorAll('domino-table[record]')].every((table) =>
              table.shadowRoot?.querySelector('.replay'),
            ) && document.querySelector('domino-table[record]') !== null,
          { timeout: 15000 },
        );
        const stepped = await page.evaluate(async () => {
          const table = [...document.querySelectorAll('domino-table[record]')].find(
            (t) => t.getAttribute('controls') !== 'none',
          )!;
          table.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="forward"]')?.click();
          await new Promise((resolve) => setTimeout(resolve, 300));
          return table.getAttribute('step');
        });
        if (stepped !== '1') problems.push(`Next did not step the replay (step="${stepped}")`);
      } catch {
        problems.push('no replay drawn within 15 s');
      }
    } else await new Promise((resolve) => setTimeout(resolve, 2000));
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/dist/chunks/')),
    );
    const fetched = loaded.some((url) => /\/dist\/chunks\/replay\.js(\?b=[\w-]+)?$/.test(url));
    // The chunk imports nothing back: the bundle is loaded once, whatever the replays on the page.
    const bundles = await page.evaluate(
      () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/dist/domino-table.js')).length,
    );
    if (bundles !== 1) problems.push(`the bundle was loaded ${bundles} times`);
    if (fetched !== wanted)
      problems.push(`chunks/replay.js ${wanted ? 'not ' : ''}loaded (${loaded.join(', ') || 'none'})`);
    console.log(
      `${problems.length ? 'FAIL' : 'ok  '} ${path.slice(0, 40)} replay chunk ${wanted ? 'used' : 'not loaded'}`,
    );
    for (const problem of problems) console.log(`     ${problem}`);
    failures.push(...problems.map((p) => `replay ${path.slice(0, 40)}: ${p}`));
    await page.close();
  }

  // The language switch of the demo pages, and every language on a 375 px phone: the table speaks it (its chunk
  // loaded), nothing is wider than the screen, and the choice follows the links.
  // Undo's label: always under the hand (New match's is in the menu, drawn once the menu opens).
  const NEW_MATCH: Record<string, string> = {
    de: 'Zug zurück',
    es: 'Deshacer',
    pt: 'Desfazer',
    fr: 'Annuler',
  };
  for (const [lang, words] of Object.entries(NEW_MATCH)) {
    const { page, problems } = await open(`maltese-cross.html?lang=${lang}`, 375);
    try {
      await page.waitForFunction(
        (text: string) => document.querySelector('domino-table')?.shadowRoot?.textContent?.includes(text) === true,
        { timeout: 15000 },
        words,
      );
    } catch {
      problems.push(`the table does not say "${words}"`);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const seen = await page.evaluate(() => {
      const table = document.querySelector('domino-table')!;
      return {
        page: document.documentElement.scrollWidth,
        table: [table.scrollWidth, table.clientWidth],
        select: (document.getElementById('table-lang') as HTMLSelectElement).value,
        link: document.querySelector<HTMLAnchorElement>('.site-header a[href*="doubles.html"]')?.href ?? '',
      };
    });
    if (seen.page > 375) problems.push(`page is ${seen.page} px wide on a 375 px screen`);
    if (seen.table[0]! > seen.table[1]!) problems.push(`the table overflows: ${seen.table[0]} > ${seen.table[1]} px`);
    if (seen.select !== lang) problems.push(`the switch shows ${seen.select}`);
    if (!seen.link.includes(`lang=${lang}`)) problems.push(`links do not carry the language: ${seen.link}`);
    await page.screenshot({ path: join(values.out, `lang-${lang}-375.png`), fullPage: true });
    await (await page.$('domino-table'))?.screenshot({ path: join(values.out, `lang-${lang}-375-table.png`) });
    console.log(`${problems.length ? 'FAIL' : 'ok  '} maltese-cross.html?lang=${lang} @375px`);
    for (const problem of problems) console.log(`     ${problem}`);
    failures.push(...problems.map((p) => `lang ${lang}: ${p}`));
    await page.close();
  }
  {
    // The switch itself: choosing a language changes the tables at once.
    const { page, problems } = await open('doubles.html', 1024);
    await page.select('#table-lang', 'es');
    try {
      await page.waitForFunction(
        () => document.querySelector('domino-table')?.shadowRoot?.textContent?.includes('Deshacer') === true,
        { timeout: 15000 },
      );
    } catch {
      problems.push('choosing Español did not change the table');
    }
    if (!page.url().includes('lang=es')) problems.push(`the address is ${page.url()}`);
    console.log(`${problems.length ? 'FAIL' : 'ok  '} doubles.html language switch`);
    for (const problem of problems) console.log(`     ${problem}`);
    failures.push(...problems.map((p) => `switch: ${p}`));
    await page.close();
  }

  // The built bundle, its chunk included, under `default-src 'self'` (test/csp/bundle.html): no violation.
  {
    const { page, problems } = await open('../test/csp/bundle.html', 1024);
    const bundles: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/dist/domino-table.js') bundles.push(request.url());
    });
    try {
      await page.waitForFunction(ON_DEMAND[0]!.ready, { timeout: 15000 });
    } catch {
      problems.push('the watching table made no moves within 15 s');
    }
    // Requests made before the listener was attached are in the resource timing buffer.
    const loaded = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname === '/dist/domino-table.js'),
    );
    const copies = new Set([...loaded, ...bundles]);
    if (copies.size !== 1) problems.push(`the bundle was loaded as ${copies.size} modules: ${[...copies].join(', ')}`);
    const violations = await page.evaluate(() => (window as unknown as { cspViolations?: unknown[] }).cspViolations);
    if (!Array.isArray(violations)) problems.push('the violation listener did not run');
    else if (violations.length) problems.push(`CSP violations: ${JSON.stringify(violations)}`);
    console.log(`${problems.length ? 'FAIL' : 'ok  '} test/csp/bundle.html (default-src 'self', bundle?ver=6.4)`);
    for (const problem of problems) console.log(`     ${problem}`);
    failures.push(...problems.map((p) => `csp bundle: ${p}`));
    await page.close();
  }

  // The iframe embed (dist/embed.html) on a host page that only adds an iframe and a small script: the table plays
  // in Spanish, the frame takes the height it posts, and its domino-* events arrive as messages.
  {
    // The table is in the frame, not in the page: no board to wait for here.
    const { page, problems } = await open('../test/demo/embed-host.html', 1024, false);
    type Message = { type: string; height?: number; name?: string; detail?: unknown };
    const messages = () =>
      page.evaluate(() => (window as unknown as { embedMessages?: Message[] }).embedMessages ?? []);
    try {
      await page.waitForFunction(
        () => {
          const seen = (window as unknown as { embedMessages?: Message[] }).embedMessages ?? [];
          return seen.some((m) => m.type === 'domino-table:event' && m.name === 'domino-move');
        },
        { timeout: 15000 },
      );
    } catch {
      problems.push(`no forwarded domino-move within 15 s: ${JSON.stringify(await messages()).slice(0, 300)}`);
    }
    // The table's board follows the frame's height (a share of the viewport, up to a cap), so the first heights
    // step up towards the cap: give them a moment to settle.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Read together: the table may post a new height (a round ends) between two separate reads.
    const [seen, frameHeight] = await page.evaluate(
      () =>
        [
          (window as unknown as { embedMessages?: Message[] }).embedMessages ?? [],
          document.getElementById('embed')!.getBoundingClientRect().height,
        ] as const,
    );
    const heights = seen.filter((m) => m.type === 'domino-table:height').map((m) => m.height ?? 0);
    if (!heights.length || heights.at(-1)! < 200) problems.push(`heights posted: ${JSON.stringify(heights)}`);
    else if (Math.abs(frameHeight - heights.at(-1)!) > 1)
      problems.push(`the frame is ${frameHeight} px high, the table posted ${heights.at(-1)}`);
    const frame = page.frames().find((f) => f.url().includes('/dist/embed.html'));
    const spanish = await frame?.evaluate(
      // North's chip (a watched table has no Undo).
      () => document.querySelector('domino-table')?.shadowRoot?.textContent?.includes('Norte') === true,
    );
    if (!spanish) problems.push('the embedded table does not speak Spanish (lang=es)');
    const attributes = await frame?.evaluate(() => document.querySelector('domino-table')?.getAttributeNames().sort());
    await page.screenshot({ path: join(values.out, 'embed-host-1024.png'), fullPage: true });
    console.log(
      `${problems.length ? 'FAIL' : 'ok  '} test/demo/embed-host.html (dist/embed.html in an iframe: ${heights.length} heights, last ${heights.at(-1)} px; ${seen.length - heights.length} events; attributes ${attributes?.join(' ')})`,
    );
    for (const problem of problems) console.log(`     ${problem}`);
    failures.push(...problems.map((p) => `embed: ${p}`));
    await page.close();
  }

  // The studio (dist/studio.html, README "Studio") under its own default-src 'self', on a phone and a laptop: no
  // console error or CSP violation, its table and preview drawn, a move made on the table becomes a step. On the
  // phone in German (`?lang=de`): the page around the studio (title, heading, lang) speaks it too.
  for (const width of [375, 1280]) {
    const lang = width === 375 ? 'de' : 'en';
    const { page, problems } = await open(`../dist/studio.html?lang=${lang}`, width);
    // A violation is a console error (open() turns each into one): the page's policy must be the strict one.
    const csp = await page.evaluate(
      () => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '',
    );
    if (csp !== "default-src 'self'") problems.push(`the page's policy is ${JSON.stringify(csp)}`);
    const spoken = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      title: document.title,
      heading: document.querySelector('h1')?.textContent,
      deal: document.querySelector('.setup-form button[type="submit"]')?.textContent,
    }));
    const words = STUDIO_WORDS[lang];
    const expected = { lang, title: words.pageTitle, heading: words.heading, deal: words.deal };
    if (JSON.stringify(spoken) !== JSON.stringify(expected)) {
      problems.push(`the page speaks ${JSON.stringify(spoken)}, not ${JSON.stringify(expected)}`);
    }
    try {
      await page.waitForFunction(
        () => document.querySelector('.table-wrap domino-table')?.shadowRoot?.querySelector('.hand__tile'),
        {
          timeout: 15000,
        },
      );
      const steps = await page.evaluate(async () => {
        const table = document.querySelector('.table-wrap domino-table') as HTMLElement & {
          legalMoves(): { type: string; tile?: string; end?: string }[];
          play(tile: string, end?: string): { ok: boolean };
        };
        const move = table.legalMoves()[0]!;
        table.play(move.tile!, move.end);
        // Wait for the step the move makes (the computer may answer with a step of its own just after: not a clock).
        // No named function here: tsx would wrap it in a helper the page does not have.
        for (let i = 0; i < 100 && document.querySelectorAll('.step-list li').length < 2; i++)
          await new Promise((resolve) => setTimeout(resolve, 50));
        return document.querySelectorAll('.step-list li').length;
      });
      if (steps < 2) problems.push(`a move on the table made no step`);
    } catch {
      problems.push('the studio did not draw its table within 15 s');
    }
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) problems.push(`page is ${scrollWidth} px wide on a ${width} px screen`);
    await page.screenshot({ path: join(values.out, `studio-${width}.png`), fullPage: true });
    console.log(`${problems.length ? 'FAIL' : 'ok  '} dist/studio.html?lang=${lang} @${width}px (default-src 'self')`);
    for (const problem of problems) console.log(`     ${problem}`);
    failures.push(...problems.map((p) => `studio @${width}: ${p}`));
    await page.close();
  }

  // Trusted Types (test/csp/trusted-types.html): the bundle loaded twice, under the CSP line the README gives.
  {
    const { page, problems } = await open('../test/csp/trusted-types.html', 1024);
    try {
      await page.waitForFunction(ON_DEMAND[0]!.ready, { timeout: 15000 });
      await page.waitForFunction(ON_DEMAND[1]!.ready, { timeout: 15000 });
    } catch {
      problems.push('the table did not play in German within 15 s');
    }
    const violations = await page.evaluate(() => (window as unknown as { cspViolations?: unknown[] }).cspViolations);
    if (!Array.isArray(violations)) problems.push('the violation listener did not run');
    else if (violations.length) problems.push(`CSP violations: ${JSON.stringify(violations)}`);
    console.log(
      `${problems.length ? 'FAIL' : 'ok  '} test/csp/trusted-types.html (Trusted Types, bundle loaded twice)`,
    );
    for (const problem of problems) console.log(`     ${problem}`);
    failures.push(...problems.map((p) => `trusted types: ${p}`));
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
if (failures.length) {
  console.error(`check-built-demo: ${failures.length} problem(s).`);
  process.exit(1);
}
console.log('check-built-demo: every page clean with dist/domino-table.js.');
