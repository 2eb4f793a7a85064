// Nothing a page author (or a CMS user filling in attributes) writes becomes markup or a URL: names are text,
// every other string is data. And two tables on a page never share their match or their storage, except by
// a shared `persist` key, which behaves as documented below.
import { expect } from '@open-wc/testing';
import { mount, record, until } from './helpers.js';
import type { DominoTable } from './helpers.js';

type Flagged = Window & { __pwned?: string[] };
const flags = (): string[] => ((window as Flagged).__pwned ??= []);

/** Markup and URLs that run `mark(id)` if they ever become live DOM. None holds a comma (names are split on commas). */
const payload = (id: string): string[] => [
  `<img src="data:x" onerror="window.__pwned.push('${id}-img')">`,
  `<script>window.__pwned.push('${id}-script')</script>`,
  `"><svg onload="window.__pwned.push('${id}-svg')"></svg>`,
  `javascript:window.__pwned.push('${id}-url')`,
  `<iframe srcdoc="<script>parent.__pwned.push('${id}-frame')</script>"></iframe>`,
  `{{constructor.constructor('window.__pwned.push(1)')()}} \${alert(1)}`,
];

const MARKUP = 'img, script, iframe, a, object, embed, foreignObject, image, use, style, link, [onerror], [onload]';

/** Attributes whose value a browser loads, follows or runs as a URL. */
const URL_ATTRIBUTES = /^(href|xlink:href|src|srcset|action|formaction|data|poster|background)$/i;

/** Every element of the document and of every open shadow root. */
function allElements(root: Document | ShadowRoot = document): Element[] {
  const out: Element[] = [];
  for (const el of root.querySelectorAll('*')) {
    out.push(el);
    if (el.shadowRoot) out.push(...allElements(el.shadowRoot));
  }
  return out;
}

/** No element from a payload anywhere, no `on…` attribute and no javascript: URL in any attribute. */
function expectNoInjection(el: DominoTable): void {
  expect([...el.shadowRoot!.querySelectorAll(MARKUP)].map((e) => e.outerHTML.slice(0, 120))).to.deep.equal([]);
  const found = allElements()
    .filter((e) => !e.closest('.control'))
    .flatMap((e) =>
      [...e.attributes]
        // Event handlers anywhere, and a script URL in any attribute that loads or links one. Names are text in
        // accessible names (aria-label, title), where "javascript:" is only words.
        .filter((a) => /^on/i.test(a.name) || (URL_ATTRIBUTES.test(a.name) && /javascript:/i.test(a.value)))
        .map((a) => `${e.tagName.toLowerCase()} ${a.name}=${a.value.slice(0, 60)}`),
    );
  expect(found.filter((f) => !f.startsWith('domino-table '))).to.deep.equal([]);
}

/** Payloads need a moment to fire (an image's error, a frame's script): wait for the control to fire first. */
async function control(id: string): Promise<void> {
  const box = document.body.appendChild(document.createElement('div'));
  box.className = 'control';
  box.innerHTML = payload(id)[0]!;
  await until(() => flags().includes(`${id}-img`), 'the control payload to fire');
  box.remove();
}

describe('no markup injection', function () {
  this.timeout(20000);
  // Refused attributes are warned about (attributes.test.ts checks that): kept out of the test output here.
  const warn = console.warn;
  before(() => {
    console.warn = (...args: unknown[]) => {
      if (!String(args[0]).startsWith('<domino-table>')) warn.apply(console, args);
    };
  });
  after(() => {
    console.warn = warn;
  });
  beforeEach(() => {
    (window as Flagged).__pwned = [];
  });

  it('player names with markup are shown verbatim as text, through a whole round, the log and the round-end panel', async () => {
    const names = payload('names').slice(0, 4);
    const key = `security-${Math.random()}`;
    const el = await mount({
      variant: 'maltese-cross',
      humans: '0',
      ai: 'easy',
      'ai-delay': '0',
      'show-hands': true,
      'player-names': names.join(','),
      seed: payload('seed').join(' '),
      persist: `${key}${payload('persist')[0]}`,
    });
    expect(el.state.seats.map((s) => s.name)).to.deep.equal(names);
    await until(() => el.state.phase === 'round-over' || el.state.phase === 'match-over', 'the round end');
    await el.updateComplete;
    const text = el.shadowRoot!.textContent!;
    for (const name of names) expect(text, 'the name as text').to.contain(name);
    expect(el.shadowRoot!.querySelector('.dialog, [part~="dialog"]'), 'the round-end panel').to.not.equal(null);
    expectNoInjection(el);
    // The same seed and key work as plain data.
    expect(localStorage.getItem(`${key}${payload('persist')[0]}`)).to.be.a('string');
    localStorage.removeItem(`${key}${payload('persist')[0]}`);
    await control('names');
    expect(flags(), 'only the control ran').to.deep.equal(['names-img']);
  });

  it('lang, theme, variant and the other keywords with markup inject nothing and fall back', async () => {
    let errors: { type: string; detail: unknown }[] = [];
    const hostile = payload('attrs');
    const el = await mount(
      {
        lang: hostile[2]!,
        theme: hostile[0]!,
        variant: hostile[1]!,
        ai: hostile[3]!,
        seed: hostile[4]!,
        'player-names': hostile[5]!,
        'ai-delay': '60000',
      },
      { before: (e) => (errors = record(e, ['domino-error'])) },
    );
    expect(el.state.variant).to.equal('maltese-cross');
    // The language falls back to English; the attribute itself is left as the page wrote it.
    expect(el.shadowRoot!.querySelector('[data-action="draw"]')!.textContent!.trim()).to.equal('Draw');
    expect(el.shadowRoot!.querySelector('[lang]')).to.equal(null);
    expect(errors.map((e) => (e.detail as { code: string }).code)).to.deep.equal([
      'invalid-attribute',
      'invalid-attribute',
      'invalid-attribute',
    ]);
    expectNoInjection(el);
    await control('attrs');
    expect(flags()).to.deep.equal(['attrs-img']);
  });

  it('deal strings with markup (as tiles, keys or the whole value) are refused as data', async () => {
    const hostile = payload('deal');
    const deals = [
      hostile[0]!,
      JSON.stringify({ hands: [[hostile[0], '6-6'], [hostile[1]], [hostile[2]], [hostile[3]]] }),
      JSON.stringify({ [hostile[2]!]: 1, hands: [] }),
      JSON.stringify({ hands: [], boneyard: [hostile[4]], leader: hostile[5] }),
    ];
    for (const deal of deals) {
      let errors: { type: string; detail: unknown }[] = [];
      const el = await mount({ deal, seed: 'x' }, { before: (e) => (errors = record(e, ['domino-error'])) });
      expect(errors.map((e) => (e.detail as { code: string }).code)).to.deep.equal(['invalid-attribute']);
      expect((errors[0]!.detail as { message: string }).message).to.be.a('string');
      expect(el.state.layout.tiles).to.deep.equal([]);
      expectNoInjection(el);
      el.remove();
    }
    await control('deal');
    expect(flags()).to.deep.equal(['deal-img']);
  });
});

/**
 * Two tables on one page. Each keeps its own match; each saves under its own `persist` key. Two tables given
 * the same key share one storage slot: each saves its own match there after each of its moves, so the last to
 * save wins, and a table attached later with that key (and the same rules) resumes whatever was saved last.
 * Within one page neither table reads the slot again once started, nor reports anything: a shared key is the
 * page's choice (saves from another tab are followed: test/element/persist.test.ts).
 */
describe('two tables on a page', function () {
  this.timeout(20000);
  const keys: string[] = [];
  afterEach(() => {
    for (const key of keys.splice(0)) localStorage.removeItem(key);
  });
  const newKey = (): string => {
    const key = `two-tables-${Math.random()}`;
    keys.push(key);
    return key;
  };
  const saved = (key: string): string | null => {
    const raw = localStorage.getItem(key);
    return raw === null ? null : (JSON.parse(raw) as { match: string }).match;
  };
  // Both seats human (one screen passed round): every move is the test's, nothing moves by itself.
  const attrs = { variant: 'doubles', players: '2', humans: '2', seed: 'two' };
  const firstMove = (el: DominoTable) => {
    const move = el.legalMoves()[0]!;
    return move.type === 'play' ? el.play(move.tile, move.end) : move.type === 'draw' ? el.draw() : el.pass();
  };

  it('different keys: each table saves and resumes its own match, never the other one', async () => {
    const [ka, kb] = [newKey(), newKey()];
    const a = await mount({ ...attrs, persist: ka });
    const b = await mount({ ...attrs, seed: 'other', persist: kb });
    expect(firstMove(a)).to.deep.equal({ ok: true });
    expect(saved(ka)).to.equal(a.serialize());
    expect(saved(kb)).to.equal(b.serialize());
    expect(b.state.log).to.have.length(0);
    a.remove();
    b.remove();
    const a2 = await mount({ ...attrs, persist: ka });
    const b2 = await mount({ ...attrs, seed: 'other', persist: kb });
    expect(a2.serialize()).to.equal(saved(ka));
    expect(a2.state.log).to.have.length(1);
    expect(b2.serialize()).to.equal(saved(kb));
    expect(b2.state.log).to.have.length(0);
  });

  it('the same key: the last to save wins, no error, and each table keeps playing its own match', async () => {
    const key = newKey();
    let errors: { type: string; detail: unknown }[] = [];
    const a = await mount({ ...attrs, persist: key }, { before: (e) => (errors = record(e, ['domino-error'])) });
    expect(firstMove(a)).to.deep.equal({ ok: true });
    // Attached later with the same key and rules: it resumes what a saved.
    let errorsB: { type: string; detail: unknown }[] = [];
    const b = await mount({ ...attrs, persist: key }, { before: (e) => (errorsB = record(e, ['domino-error'])) });
    expect(b.serialize()).to.equal(a.serialize());
    b.newMatch();
    await b.updateComplete;
    expect(saved(key), 'b saved last').to.equal(b.serialize());
    expect(a.state.log, 'a keeps its match').to.have.length(1);
    expect(firstMove(a)).to.deep.equal({ ok: true });
    expect(saved(key), 'a saved last').to.equal(a.serialize());
    expect(b.state.log, 'b keeps its match').to.have.length(0);
    expect(a.state.log).to.have.length(2);
    expect([...errors, ...errorsB]).to.deep.equal([]);
    a.remove();
    b.remove();
    const c = await mount({ ...attrs, persist: key });
    expect(c.serialize(), 'a later table resumes the last save').to.equal(saved(key));
    expect(c.state.log).to.have.length(2);
  });
});
