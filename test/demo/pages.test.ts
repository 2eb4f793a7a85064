// The demo pages, loaded in Chromium one by one: no console error or warning, no uncaught error, no failed
// request, no domino-error, and every <domino-table> on them renders its board.
//
// The pages load the built bundle (`../dist/domino-table.js`), but CI runs `npm test` before `npm run build`,
// and a dist/ left over from an older build would test old code. So each page is fetched as text, its
// bundle script is pointed at `../src/bundle.ts` (the same entry rollup builds; the test runner's esbuild
// plugin serves it), and the page is shown in an iframe through `srcdoc` with a <base> at its real address,
// so its stylesheet, scripts and links resolve as on the real site. A first inline script in <head> records
// problems before anything else runs. The built bundle itself is checked by test/demo/check-built-demo.ts.
import { expect } from '@open-wc/testing';
import { ATTRIBUTES, EVENTS as CONTRACT_EVENTS } from '../contract.js';
import { PAGES } from './pages.js';
import { VARIANTS } from '../../src/games/index.js';

// Files of src/replay/ that other chunks share (the count's badge with chunks/scoring.js, which every game but the
// Maltese Cross fetches for its words; roving focus with chunks/rare.js): fetched without the replay view.
const SHARED = ['/src/replay/count-badge.ts', '/src/replay/roving.ts'];

type Page = (typeof PAGES)[number];

const BUNDLE = '../dist/domino-table.js';
const SOURCE = '../src/bundle.ts';
const EVENTS = [...CONTRACT_EVENTS];

interface Probe {
  problems: string[];
  events: { type: string; detail: unknown }[];
}
type ProbedWindow = Window & typeof globalThis & { __demoProbe: Probe };

/** Runs first in the page (a classic inline script): records console errors and warnings, uncaught
 * errors, rejected promises, resources that fail to load, and every domino-* event. */
function probe(events: string[]): void {
  const problems: string[] = [];
  const seen: { type: string; detail: unknown }[] = [];
  (window as unknown as ProbedWindow).__demoProbe = { problems, events: seen };
  const text = (values: unknown[]): string =>
    values
      .map((v) => {
        if (v instanceof Error) return v.stack ?? String(v);
        if (typeof v === 'string') return v;
        try {
          return JSON.stringify(v);
        } catch {
          return String(v);
        }
      })
      .join(' ');
  for (const level of ['error', 'warn'] as const) {
    const original = console[level].bind(console);
    console[level] = (...args: unknown[]) => {
      const message = text(args);
      // The test runner serves Lit's development build, which announces itself once per page.
      if (!(level === 'warn' && message.startsWith('Lit is in dev mode')))
        problems.push(`console.${level}: ${message}`);
      original(...args);
    };
  }
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as (Element & { src?: string; href?: string }) | null;
      if (target && target !== (window as unknown)) {
        problems.push(`failed to load: <${target.tagName.toLowerCase()}> ${target.src || target.href || ''}`);
      } else {
        problems.push(`uncaught error: ${event.message} at ${event.filename}:${event.lineno}`);
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) =>
    problems.push(`unhandled rejection: ${text([event.reason])}`),
  );
  for (const type of events) {
    document.addEventListener(
      type,
      (event) => {
        const detail = (event as CustomEvent).detail;
        seen.push({ type, detail });
        if (type === 'domino-error') problems.push(`domino-error: ${text([detail])}`);
      },
      true,
    );
  }
}

async function pageSource(page: Page): Promise<string> {
  const response = await fetch(`/demo/${page}`);
  expect(response.status, `GET /demo/${page}`).to.equal(200);
  return response.text();
}

/** The test runner's dev server adds its own reload script to HTML it serves: not the page's. */
const isServerScript = (script: Element) => script.getAttribute('src')?.startsWith('/__web-dev-server') ?? false;

/**
 * The page as srcdoc: the bundle script pointed at the source, every relative address made absolute (Chromium's
 * preload scanner resolves them in a srcdoc before it sees a <base>), a <base> at the real address for what
 * scripts resolve later, and the probe first in <head>.
 */
function forTest(page: Page, html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const address = new URL(`/demo/${page}`, location.href);
  doc.querySelectorAll('script').forEach((script) => isServerScript(script) && script.remove());
  const bundles = [...doc.querySelectorAll('script[src]')].filter((s) => s.getAttribute('src') === BUNDLE);
  expect(bundles.length, `${page} loads the built bundle with <script type="module" src="${BUNDLE}">`).to.equal(1);
  bundles[0]!.setAttribute('src', SOURCE);
  for (const element of doc.querySelectorAll('[src], [href]')) {
    for (const name of ['src', 'href']) {
      const value = element.getAttribute(name);
      if (value !== null && !/^[a-z]+:/i.test(value)) element.setAttribute(name, new URL(value, address).href);
    }
  }
  const base = doc.createElement('base');
  base.href = address.href;
  const probeScript = doc.createElement('script');
  probeScript.textContent = `(${probe.toString()})(${JSON.stringify(EVENTS)});`;
  doc.head.prepend(base, probeScript);
  return `<!doctype html>\n${doc.documentElement.outerHTML}`;
}

const frames: HTMLIFrameElement[] = [];
afterEach(() => {
  for (const frame of frames.splice(0)) frame.remove();
});

async function until(what: string, done: () => boolean, timeout: number): Promise<void> {
  const start = performance.now();
  while (!done()) {
    if (performance.now() - start > timeout) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Loaded {
  win: ProbedWindow;
  doc: Document;
  tables: HTMLElement[];
}

/** Loads a page in an iframe of the given width and waits until every table on it shows its board. */
async function load(page: Page, width: number): Promise<Loaded> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width: ${width}px; height: 900px; border: 0; display: block;`;
  frame.srcdoc = forTest(page, await pageSource(page));
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frames.push(frame);
  document.body.append(frame);
  await loaded;
  const win = frame.contentWindow as ProbedWindow;
  const doc = frame.contentDocument as Document;
  const tables = [...doc.querySelectorAll<HTMLElement>('domino-table')];
  expect(tables.length, `${page} has a <domino-table>`).to.be.greaterThan(0);
  await until(
    `every <domino-table> on ${page} to render its board (problems so far: ${win.__demoProbe.problems.join('; ') || 'none'})`,
    () => tables.every((table) => table.shadowRoot?.querySelector('[part~="board"]')),
    10000, // short enough that a broken element fails every test clearly within the run's time limit
  );
  // Let the first computer moves and layout settle, then look.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { win, doc, tables };
}

/** The elements whose right edge passes `width`, the element's shadow DOM included: for the failure message. */
function overflowing(doc: Document, width: number): string[] {
  const found: string[] = [];
  const visit = (root: Document | ShadowRoot, where: string) => {
    for (const element of root.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right;
      // Code in a <pre> scrolls inside it, not the page.
      if (right > width + 0.5 && !element.closest('pre')) {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}`;
        found.push(`${where}${name} (right ${right.toFixed(1)})`);
      }
      if (element.shadowRoot) visit(element.shadowRoot, `${where}${element.tagName.toLowerCase()} >>> `);
    }
  };
  visit(doc, '');
  return found.slice(0, 8);
}

function failedRequests(win: Window): string[] {
  return (win.performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => (entry as PerformanceResourceTiming & { responseStatus?: number }).responseStatus! >= 400)
    .map((entry) => `HTTP ${(entry as { responseStatus?: number }).responseStatus} for ${entry.name}`);
}

function expectClean(page: Page, win: ProbedWindow): void {
  const problems = [...win.__demoProbe.problems, ...failedRequests(win)];
  expect(problems, `${page}: ${problems.join('\n')}`).to.deep.equal([]);
}

describe('demo pages', () => {
  for (const page of PAGES) {
    it(`${page}: no console error or warning, no failed request, and every table renders a board`, async function () {
      this.timeout(40000);
      const { win, tables } = await load(page, 1024);
      expect(win.customElements.get('domino-table'), 'the element is defined').to.be.a('function');
      await until(`a domino-turn on ${page}`, () => win.__demoProbe.events.some((e) => e.type === 'domino-turn'), 8000);
      // Watch-mode tables (humans="0") must play by themselves.
      if (tables.some((table) => table.getAttribute('humans') === '0')) {
        await until(
          `a computer move on ${page} (watch mode)`,
          () => win.__demoProbe.events.some((e) => e.type === 'domino-move'),
          10000,
        );
      }
      expectClean(page, win);
    });

    it(`${page}: fits a 320 px wide screen without sideways scrolling`, async function () {
      this.timeout(40000);
      const { win, doc } = await load(page, 320);
      // A frame, or 50 ms: a page in the background (the runner shows two at once) gets no frames.
      await new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 50);
      });
      const width = doc.documentElement.scrollWidth;
      expect(width, `${page} is ${width} px wide; sticking out: ${overflowing(doc, 320).join(', ')}`).to.be.at.most(
        320,
      );
      expectClean(page, win);
    });
  }

  it('cms.html: nothing but the bundle script and the element, no other script and no stylesheet', async () => {
    const doc = new DOMParser().parseFromString(await pageSource('cms.html'), 'text/html');
    const scripts = [...doc.querySelectorAll('script')].filter((script) => !isServerScript(script));
    expect(scripts.map((s) => s.outerHTML)).to.deep.equal([
      '<script type="module" src="../dist/domino-table.js"></script>',
    ]);
    expect(doc.querySelectorAll('style, link[rel~="stylesheet"], [style]').length).to.equal(0);
    expect(doc.querySelectorAll('article domino-table').length).to.be.greaterThan(0);
  });

  it('every link between the demo pages and every stylesheet and script they name exists', async () => {
    const targets = new Set<string>();
    for (const page of PAGES) {
      const doc = new DOMParser().parseFromString(await pageSource(page), 'text/html');
      const base = new URL(`/demo/${page}`, location.href);
      for (const element of doc.querySelectorAll<HTMLElement>('a[href], link[href], script[src]')) {
        const raw = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
        const url = new URL(raw, base);
        // dist/ is only there after a build; the CDN and data: icons are not ours to check here.
        if (url.origin !== base.origin || url.pathname.startsWith('/dist/')) continue;
        targets.add(url.pathname);
      }
    }
    expect(targets.size).to.be.greaterThan(8);
    for (const path of targets) {
      const response = await fetch(path);
      expect(response.status, `GET ${path}`).to.equal(200);
    }
  });
});

describe('worked examples (replays of game records)', () => {
  for (const page of VARIANTS.map((v) => `${v}.html`)) {
    it(`${page}: shows docs/rules.md's worked example as a replay that steps`, async function () {
      this.timeout(40000);
      const { win, tables } = await load(page, 375);
      const replays = tables.filter((table) => table.hasAttribute('record'));
      expect(replays.length, `${page} embeds a record`).to.be.greaterThan(0);
      for (const table of replays)
        expect(table.shadowRoot!.querySelector('.replay'), 'drawn as a replay').to.not.equal(null);
      const stepping = replays.find((table) => table.getAttribute('controls') !== 'none')!;
      const before = win.__demoProbe.events.filter((e) => e.type === 'domino-step').length;
      stepping.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="forward"]')!.click();
      await until(
        'a domino-step after Next',
        () => win.__demoProbe.events.filter((e) => e.type === 'domino-step').length > before,
        4000,
      );
      expect(stepping.getAttribute('step')).to.equal('1');
      expectClean(page, win);
    });
  }

  it('a page without a record does not load the replay view', async function () {
    this.timeout(40000);
    const { win } = await load('cms.html', 1024);
    const fetched = win.performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/src/replay/') && !SHARED.some((file) => entry.name.includes(file)));
    expect(fetched.map((entry) => entry.name)).to.deep.equal([]);
  });
});

describe('playground', () => {
  it('a record pasted in its box is replayed, and the snippet carries it; Back to the game plays again', async function () {
    this.timeout(40000);
    const { win, doc, tables } = await load('playground.html', 1024);
    const table = tables[0]!;
    const box = doc.getElementById('r-record') as HTMLTextAreaElement;
    box.value = '[variant doubles]\n[players 2]\n[seed pasted]';
    doc.getElementById('replay-show')!.click();
    await until('the replay drawn', () => table.shadowRoot!.querySelector('.replay') !== null, 8000);
    expect(table.getAttribute('record')).to.equal(box.value);
    expect(doc.getElementById('snippet')!.textContent).to.contain('record="[variant doubles]');
    expect(win.__demoProbe.events.some((e) => e.type === 'domino-step')).to.equal(true);
    doc.getElementById('replay-stop')!.click();
    await until('the game back', () => table.shadowRoot!.querySelector('.replay') === null, 8000);
    expect(table.hasAttribute('record')).to.equal(false);
    // record() of the match in play fills the box, ready to replay.
    doc.getElementById('replay-take')!.click();
    expect(box.value).to.match(/^\[variant maltese-cross\]/);
    expectClean('playground.html', win);
  });

  it('a control sets or removes its attribute, the snippet follows as text, events are listed newest first', async function () {
    this.timeout(40000);
    const { win, doc, tables } = await load('playground.html', 1024);
    const table = tables[0]!;
    const snippet = doc.getElementById('snippet')!;
    const control = (id: string) => doc.getElementById(id) as HTMLInputElement & HTMLSelectElement;
    const set = (id: string, value: string, type = 'input') => {
      control(id).value = value;
      control(id).dispatchEvent(new Event(type, { bubbles: true }));
    };

    // Every attribute of API.md §2 has a control.
    const attributes = [...doc.querySelectorAll<HTMLElement>('#controls [data-attr]')].map((c) => c.dataset.attr);
    expect([...attributes].sort()).to.deep.equal([...ATTRIBUTES].sort());
    expect(control('c-variant').value).to.equal('maltese-cross');
    expect(control('c-hints').checked).to.equal(true);

    /** The tag of the snippet read back as HTML: its attributes must be exactly the element's. */
    const snippetTag = () => {
      const template = doc.createElement('template');
      template.innerHTML = snippet.textContent!.split('\n')[1]!;
      return template.content.querySelector('domino-table')!;
    };
    const attributesOf = (element: Element, except: string[] = []) =>
      Object.fromEntries(
        element
          .getAttributeNames()
          .filter((name) => !except.includes(name))
          .sort()
          .map((name) => [name, element.getAttribute(name)]),
      );
    const expectSnippetMatches = () =>
      expect(attributesOf(snippetTag()), snippet.textContent!).to.deep.equal(attributesOf(table, ['id']));
    expect(snippet.textContent!.split('\n')[0]).to.equal(
      '<script type="module" src="https://cdn.jsdelivr.net/npm/domino-table/dist/domino-table.js"></script>',
    );
    expectSnippetMatches();

    set('c-variant', 'doubles');
    set('c-players', '2');
    expect(table.getAttribute('variant')).to.equal('doubles');
    expect(table.getAttribute('players')).to.equal('2');
    expect(snippet.textContent).to.match(/<domino-table variant="doubles" players="2" [^>]*hints[ >]/);
    expectSnippetMatches();

    set('c-seed', 'abc', 'change');
    control('c-hints').checked = false;
    control('c-hints').dispatchEvent(new Event('input', { bubbles: true }));
    expect(table.hasAttribute('hints')).to.equal(false);
    expect(table.getAttribute('seed')).to.equal('abc');
    expectSnippetMatches();

    // User text is never markup: not in the snippet element, and quoted so the copied HTML reads back the same.
    for (const names of [`O'Neil, <img src=x onerror=alert(1)>, "Bo"`, 'Ann, "Bo" & Cy']) {
      set('c-player-names', names, 'change');
      expect(table.getAttribute('player-names')).to.equal(names);
      expect(snippet.querySelector('*')).to.equal(null);
      expectSnippetMatches();
    }
    set('c-player-names', '', 'change');
    expect(table.hasAttribute('player-names')).to.equal(false);

    set('c-deal', '{"hands": []}', 'change');
    expect(snippet.textContent).to.include(`deal='{"hands": []}'`);
    expectSnippetMatches();
    set('c-deal', '', 'change');

    await until('events in the list', () => doc.querySelectorAll('#events li').length > 0, 8000);
    const newest = doc.querySelector('#events li')!;
    const last = win.__demoProbe.events.at(-1)!;
    expect(newest.querySelector('.type')!.textContent).to.equal(last.type);
    expect(newest.textContent).to.equal(`${last.type}${JSON.stringify(last.detail)}`);

    // An invalid value is the element's to report: it shows in the list as a domino-error.
    set('c-target-score', '0', 'change');
    await until(
      'the domino-error for target-score="0"',
      () => doc.querySelector('#events li .type.error') !== null,
      8000,
    );
    win.__demoProbe.problems.length = 0; // that domino-error and its console.warn were asked for

    doc.getElementById('reset')!.click();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the element's own reflection, if any, and the observer
    expect(table.hasAttribute('variant')).to.equal(false);
    expect(control('c-variant').value).to.equal('');
    expectSnippetMatches();
  });
});
