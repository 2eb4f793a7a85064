// Issue 20 (the status line and the buttons on a phone): at 375×740, in every game of the registry, the status keeps one
// height through a round, and Draw, Pass, Undo and Hint share one row of fingertip buttons in every language, no word
// broken inside a button.
// Issue 35 item 2: the last move is always whole (on two lines if it needs them, never cut) and stays in sight under
// a prompt; a paused watch table says so; at 360 px the buttons' labels take two lines at most in every language and
// the board keeps at least 90 % of its English height.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { $, $$, fullWidth, settled, until, type DominoTable } from './helpers.js';
import { brokenWords } from './overflow.js';
import { VARIANTS } from '../../src/games/index.js';

const LANGS = ['en', 'de', 'es', 'pt', 'fr'] as const;
/** Every game of the registry (Kelley's, doubles-classic, has the longest label: Draw says "draw until one fits"). */
const GAMES: ReadonlyArray<Record<string, string>> = VARIANTS.map((variant) => ({ variant }));

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
    it(`${game.lang} ${game.variant}: the last move whole and in sight for 20 turns, the status one height`, async () => {
      const el = await fullWidth({ ...game, hints: '', seed: `bar-status-${game.variant}`, 'target-score': '1000' });
      const heights = new Set<number>();
      let turns = 0;
      await until(() => el.state.phase === 'play', 'the deal');
      for (let guard = 0; guard < 400 && turns < 20; guard++) {
        await until(() => el.state.phase !== 'play' || el.state.current === 0, 'your turn', 20000);
        if (el.state.phase !== 'play') {
          // A round's end: on to the next, 20 turns in all.
          await el.nextRound();
          await until(() => el.state.phase === 'play', 'the next deal');
          continue;
        }
        await settled(el);
        turns++;
        const status = $(el, '.status')!;
        // Before the lead the status may say how it was chosen: a game whose lead goes to the highest double drawn names
        // each seat's, on three lines at 375 px, once a round. From the lead on, one height.
        if (el.state.layout.tiles.length) heights.add(Math.round($(el, '.me')!.getBoundingClientRect().height));
        // The last move is whole: nothing cut (its box as wide as its text), in sight, a sentence.
        const last = $(el, '.status__last')!;
        const what = `${game.lang} turn ${turns}: ${last.textContent!.trim()}`;
        expect(last.scrollWidth, what).to.be.at.most(last.clientWidth);
        expect(last.scrollHeight, what).to.be.at.most(last.clientHeight + 1);
        expect(last.getBoundingClientRect().height, `${what}: in sight`).to.be.at.least(16);
        expect(last.textContent!.replace(/[\s\u00a0·]+$/, '')).to.match(/\.$/);
        // Under a prompt (no tile fits) the last move stays in sight above it.
        const said = $(el, '.message')!.textContent!.trim();
        if (said)
          expect(last.getBoundingClientRect().bottom, `${what}: above "${said}"`).to.be.at.most(
            $(el, '.message')!.getBoundingClientRect().top + 1,
          );
        expect(status.scrollWidth, what).to.be.at.most(status.clientWidth);
        const m = el.legalMoves().find((x) => x.type === 'play') ?? el.legalMoves()[0]!;
        if (m.type === 'play') el.play(m.tile, m.end);
        else if (m.type === 'draw') el.draw();
        else el.pass();
      }
      expect(turns, 'turns looked at').to.equal(20);
      // One height, or two where a prompt of two lines stood under a last move of two.
      expect([...heights], 'the status line’s heights').to.have.length.at.most(2);
    });
  }
});

describe('a paused watch table (issue 35 item 2)', () => {
  it('says it is paused, not that a seat is thinking', async () => {
    const el = await fullWidth({ variant: 'maltese-cross', humans: '0', 'ai-delay': '50', seed: 'paused' });
    await until(() => el.state.log.length >= 2, 'a few moves');
    await until(() => $(el, '[data-action="pause"]') !== null, 'Pause');
    $(el, '[data-action="pause"]')!.click();
    await until(() => $(el, '[data-action="resume"]') !== null, 'paused');
    await el.updateComplete;
    const turn = $(el, '.status__turn')!.textContent!.trim();
    expect(turn).to.equal('Paused');
    expect($(el, '.status')!.textContent).not.to.match(/thinking/);
    $(el, '[data-action="resume"]')!.click();
    await until(() => /thinking/.test($(el, '.status')!.textContent!), 'thinking again');
  });
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

  for (const lang of LANGS)
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

/**
 * At `width`: every label of the buttons on two lines at most, the buttons in one row, and in de and fr the board keeps
 * 90 % of its English height (Kelley's game, played); Kelley's game watched too (Pause, Step and Speed).
 */
function buttonsAt(
  width: number,
  height: number,
  langs: readonly string[],
  games: ReadonlyArray<Record<string, string>>,
) {
  it(`${width}×${height}: every label on two lines at most, in one row; in de and fr the board keeps 90 % of its English height`, async () => {
    await setViewport({ width, height });
    const boards: Record<string, number> = {};
    for (const lang of langs)
      for (const game of [...games, { variant: 'doubles-classic', humans: '0' }]) {
        const el = await fullWidth({ ...game, lang, hints: '', seed: `bar-360` });
        await until(() => el.state.phase === 'play', 'the deal');
        await until(() => $(el, '.controls .btn') !== null, 'the buttons');
        await settled(el);
        const what = `${lang} ${game.variant}${game.humans ? ' watched' : ''}`;
        for (const b of $$(el, '.controls .btn'))
          expect(lines(b), `${what}: ${b.textContent!.trim()}`).to.be.at.most(2);
        const tops = $$(el, '.controls .btn').map((b) => Math.round(b.getBoundingClientRect().top));
        expect(Math.max(...tops) - Math.min(...tops), `${what}: one row`).to.be.at.most(1);
        if (game.variant === 'doubles-classic' && !game.humans)
          boards[lang] = $(el, '.board-wrap')!.getBoundingClientRect().height;
        el.parentElement!.remove();
      }
    for (const lang of langs)
      expect(boards[lang]!, `${lang}: the board's height against English (${boards.en})`).to.be.at.least(
        0.9 * boards.en!,
      );
  });
}

describe('the buttons in every language (issue 35 item 2)', function () {
  this.timeout(120000);
  after(() => setViewport({ width: 800, height: 600 }));
  // A narrow phone, every game; a tablet and a desktop (issue 35's Checks: "control rows in de/fr"), Kelley's game, whose
  // Draw says "draw until one fits".
  buttonsAt(360, 740, LANGS, GAMES);
  buttonsAt(768, 1024, ['en', 'de', 'fr'], [{ variant: 'doubles-classic' }]);
  buttonsAt(1280, 800, ['en', 'de', 'fr'], [{ variant: 'doubles-classic' }]);
});

describe('the status on a tablet and a desktop (issue 35 item 6)', function () {
  this.timeout(120000);
  // The table 640 px wide, and (issue 35 item 8) as wide as the screen: a desktop whose status wraps to two lines.
  for (const [width, height, wide] of [
    [768, 1024, '640px'],
    [1280, 800, '640px'],
    [1280, 800, ''],
  ] as const)
    it(`${width}×${height}, the table ${wide || 'full'} wide: the board is not laid out again when the status wraps`, async () => {
      await setViewport({ width, height });
      // A long name across the table makes its moves' sentences long enough to wrap even at 1280 px; as wide as the
      // screen, German and the hint's why (the longest status) wrap it.
      const long = 'Maximiliane Konstantinopoulou-Wittelsbach von und zu Hohenlohe-Langenburg und Sachsen-Coburg-Gotha';
      const el = await fullWidth({
        variant: 'doubles',
        players: '2',
        hints: '',
        seed: 'wide-status',
        'player-names': `,${long}`,
        ...(wide ? {} : { lang: 'de' }),
      });
      // The wide layout (600 px and more) with a status that wraps.
      el.parentElement!.style.width = wide;
      const boards = new Set<number>();
      const tables = new Set<number>();
      const statuses = new Set<number>();
      await until(() => el.state.phase === 'play', 'the deal');
      for (let turns = 0; turns < 12 && el.state.phase === 'play'; turns++) {
        await until(() => el.state.phase !== 'play' || el.state.current === 0, 'your turn', 20000);
        if (el.state.phase !== 'play') break;
        await settled(el);
        boards.add(Math.round($(el, '.board-wrap')!.getBoundingClientRect().height));
        statuses.add(Math.round($(el, '.status')!.getBoundingClientRect().height));
        // A refusal too: the longest status, the last move, whose turn and why, on two lines.
        el.shadowRoot!.querySelector<HTMLElement>('[data-action="pass"]')!.click();
        await settled(el);
        boards.add(Math.round($(el, '.board-wrap')!.getBoundingClientRect().height));
        statuses.add(Math.round($(el, '.status')!.getBoundingClientRect().height));
        tables.add(Math.round(el.getBoundingClientRect().height));
        if (!wide) {
          // The board's drawing too: laid out again, its viewBox would change.
          const view = () => $(el, 'svg.board')?.getAttribute('viewBox') ?? '';
          const before = view();
          $(el, '[data-action="hint"]')!.click();
          await until(() => $(el, '.message')!.textContent!.trim() !== '', 'the hint’s why');
          await settled(el);
          boards.add(Math.round($(el, '.board-wrap')!.getBoundingClientRect().height));
          statuses.add(Math.round($(el, '.status')!.getBoundingClientRect().height));
          tables.add(Math.round(el.getBoundingClientRect().height));
          expect(view(), 'the board laid out again by the hint’s words').to.equal(before);
        }
        const m = el.legalMoves().find((x) => x.type === 'play') ?? el.legalMoves()[0]!;
        if (m.type === 'play') el.play(m.tile, m.end);
        else if (m.type === 'draw') el.draw();
        else el.pass();
      }
      await setViewport({ width: 800, height: 600 });
      el.parentElement!.style.width = '';
      expect(statuses.size, `the status took ${[...statuses].join(', ')} px`).to.be.greaterThan(1);
      expect([...boards], 'the board’s heights').to.have.length(1);
      expect([...tables], 'the table’s heights').to.have.length(1);
    });
});
