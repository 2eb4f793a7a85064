// Rare UI on demand (issue 23 item 4): New match's question, the rules and review panels opening and the keys of the
// hand and board are chunks/rare.js, fetched when they grow likely (the menu opens, keyboard focus comes in), never
// by a table played by taps; a press that comes before the chunk waits for it and is not lost; a missing chunk is one
// domino-error `load` and the table plays on. Hot seat's Ready and watch mode's buttons come with chunks/modes.js.
// Each test puts its own fetcher in place, which the chunk treats as a new page (src/chunk.ts): any order passes.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { load } from '../../src/element/loaders/rare-loader.js';
import {
  $,
  action,
  click,
  handTile,
  held as holdLoad,
  humanTurnOrEnd,
  message,
  mount,
  openMenu,
  playByMouse,
  record,
  root,
  until,
  type DominoTable,
} from './helpers.js';

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('rare UI in chunks/rare.js (issue 23 item 4)', function () {
  this.timeout(20000);
  const real = load.rare;
  afterEach(() => (load.rare = real));

  const held = () => holdLoad(load, 'rare');

  it('a round played by taps never fetches it', async () => {
    const fetcher = held();
    const el = await mount({ variant: 'doubles', players: '2', seed: 'rare-taps', 'ai-delay': '0', hints: true });
    for (let moves = 0; moves < 4; moves++) {
      await humanTurnOrEnd(el);
      if (el.state.phase !== 'play') break;
      const move = el.legalMoves().find((m) => m.type === 'play') ?? el.legalMoves()[0]!;
      await playByMouse(el, move);
    }
    await click(action(el, 'hint') ?? $(el, '.hand__tile')!);
    expect(fetcher.fetches, 'taps, a hint: nothing fetched').to.equal(0);
    // On to the round's end by taps, and Next round by a tap: the table then puts focus on the hand by script.
    while (el.state.phase === 'play') {
      await humanTurnOrEnd(el);
      if (el.state.phase !== 'play') break;
      const move = el.legalMoves().find((m) => m.type === 'play') ?? el.legalMoves()[0]!;
      await playByMouse(el, move);
    }
    expect(el.state.phase, 'a round, not the match, over').to.equal('round-over');
    const round = el.state.round;
    await click(action(el, 'dialog'));
    await until(() => el.state.round > round, 'the next round');
    await humanTurnOrEnd(el);
    await el.updateComplete;
    expect(fetcher.fetches, 'a whole round and Next round by taps: nothing fetched').to.equal(0);
    fetcher.release();
  });

  it('a script’s focus after a tap (as at a new round) does not fetch it, even after keys earlier in the page', async () => {
    const fetcher = held();
    const el = await mount({ variant: 'doubles', players: '2', seed: 'rare-script', 'ai-delay': '0' });
    await humanTurnOrEnd(el);
    // A key earlier in the page (outside the table), then a tap on the table's words, then the table's own focus.
    const before = el.parentElement!.insertBefore(document.createElement('button'), el);
    before.focus();
    await sendKeys({ press: 'Shift' });
    await click($(el, '.status')!);
    // Safari may show a script's focus after a tap as keyboard focus (:focus-visible); Chromium never does: as Safari.
    const matches = Element.prototype.matches;
    Element.prototype.matches = function (this: Element, selector: string) {
      return selector === ':focus-visible' || matches.call(this, selector);
    };
    try {
      $(el, '.hand__tile')!.focus();
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      Element.prototype.matches = matches;
    }
    fetcher.release();
    before.remove();
    expect(fetcher.fetches, 'a script’s focus after a tap: nothing fetched').to.equal(0);
  });

  it('the menu opening fetches it; New match pressed before it arrives asks once it is here, focus on the question', async () => {
    const fetcher = held();
    const el = await mount({ variant: 'doubles', players: '2', seed: 'rare-menu', 'ai-delay': '0' });
    await humanTurnOrEnd(el);
    await playByMouse(el, el.legalMoves()[0]!);
    await openMenu(el, false);
    await until(() => fetcher.fetches === 1, 'the fetch on the menu opening');
    await click(action(el, 'new-match'));
    await el.updateComplete;
    expect($(el, '[data-action="keep-playing"]'), 'no question before the code').to.equal(null);
    fetcher.release();
    await until(() => $(el, '[data-action="keep-playing"]') !== null, 'the question');
    await el.updateComplete;
    await until(() => root(el).activeElement === $(el, '[data-action="keep-playing"]'), 'focus on Keep playing');
    expect(fetcher.fetches).to.equal(1);
    // Now here: the answer acts at once, focus back to the menu's button.
    action(el, 'keep-playing').click();
    await until(() => root(el).activeElement === $(el, '.menu__button'), 'focus on the menu button');
  });

  it('keyboard focus coming in fetches it; arrows and Enter pressed before it arrives act in order once it is here', async () => {
    const fetcher = held();
    const el = await mount({ variant: 'doubles', players: '2', seed: 'rare-keys', 'ai-delay': '0' });
    await humanTurnOrEnd(el);
    const first = $(el, '.hand__tile[tabindex="0"]')!;
    // Focus by keyboard: Tab from a button just before the table.
    const before = el.parentElement!.insertBefore(document.createElement('button'), el);
    before.focus();
    while (root(el).activeElement !== first) await sendKeys({ press: 'Tab' });
    await until(() => fetcher.fetches === 1, 'the fetch on keyboard focus');
    const third = first.nextElementSibling!.nextElementSibling as HTMLElement;
    const tile = third.dataset.tile!;
    const log = el.state.log.length;
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    expect(root(el).activeElement, 'nothing moves before the code').to.equal(first);
    expect(el.state.log.length, 'nothing played before the code').to.equal(log);
    fetcher.release();
    // Two steps right, then Enter on that tile: played (where one end fits), or picked or explained in words, its
    // tile holding the tab stop; never the first tile's move.
    await until(
      () =>
        el.state.log.length > log || ($(el, '.hand__tile[tabindex="0"]')?.dataset.tile === tile && message(el) !== ''),
      'the third tile chosen',
    );
    if (el.state.log.length > log) expect(el.state.log[log]!.move).to.deep.include({ tile });
    before.remove();
  });

  it('missing: one domino-error load, the press says so each time, and the table plays on', async () => {
    let fetches = 0;
    load.rare = () => (fetches++, failing());
    let errors: { type: string; detail: unknown }[] = [];
    const el = await mount(
      { variant: 'doubles', players: '2', seed: 'rare-missing', 'ai-delay': '0', hints: true },
      { before: (table) => (errors = record(table, ['domino-error'])) },
    );
    await humanTurnOrEnd(el);
    for (let press = 1; press <= 3; press++) {
      // The Hint puts its own words where the note goes: each press must write the note again.
      action(el, 'hint').click();
      await el.updateComplete;
      expect(message(el), `press ${press}: the hint's words first`).not.to.include('could not be loaded');
      action(el, 'rules').click();
      await until(() => fetches === press, `fetch ${press}`);
      await until(() => message(el).includes('could not be loaded'), 'the note');
    }
    expect(errors.map((e) => e.detail)).to.deep.equal([
      { code: 'load', message: 'chunks/rare.js could not be loaded' },
    ]);
    const move = el.legalMoves()[0]!;
    await playByMouse(el, move);
    await until(() => el.state.log.length > 0, 'the move played');
  });

  /** Tabs from a button just before the table to the hand's tab stop (keyboard focus coming in). */
  async function tabIn(el: DominoTable): Promise<HTMLButtonElement> {
    const before = el.parentElement!.insertBefore(document.createElement('button'), el);
    before.focus();
    const first = $(el, '.hand__tile[tabindex="0"]')!;
    while (root(el).activeElement !== first) await sendKeys({ press: 'Tab' });
    return before;
  }

  it('missing: Enter on a hand tile picks it as a click would, and Enter on its end plays it', async () => {
    let fetches = 0;
    load.rare = () => (fetches++, failing());
    const el = await mount({ variant: 'doubles', players: '2', seed: 'rare-enter', 'ai-delay': '0' });
    await humanTurnOrEnd(el);
    const before = await tabIn(el);
    await until(() => fetches > 0, 'the failed fetch on keyboard focus');
    const move = el.legalMoves().find((m) => m.type === 'play')!;
    if (move.type !== 'play') throw new Error('no play');
    // No arrows without the chunk: the test puts focus on a tile that fits; Enter is the person's.
    handTile(el, move.tile)!.focus();
    const log = el.state.log.length;
    await sendKeys({ press: 'Enter' });
    await until(
      () => el.state.log.length > log || root(el).activeElement?.classList.contains('target') === true,
      'the tile played, or its first end focused',
    );
    if (el.state.log.length === log) await sendKeys({ press: 'Enter' });
    await until(() => el.state.log.length > log, 'the tile played');
    expect(el.state.log[log]!.move).to.deep.include({ tile: move.tile });
    before.remove();
  });

  it('a key that waited for it does not pull focus back once focus went elsewhere; the tab stop still moves', async () => {
    const fetcher = held();
    const el = await mount({ variant: 'doubles', players: '2', seed: 'rare-away', 'ai-delay': '0' });
    await humanTurnOrEnd(el);
    const first = $(el, '.hand__tile[tabindex="0"]')!;
    const before = await tabIn(el);
    await until(() => fetcher.fetches === 1, 'the fetch on keyboard focus');
    const log = el.state.log.length;
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    before.focus();
    fetcher.release();
    await until(() => $(el, '.hand__tile[tabindex="0"]') === first.nextElementSibling, 'the tab stop one along');
    await el.updateComplete;
    await new Promise((r) => setTimeout(r, 50));
    expect(document.activeElement, 'focus left where the person put it').to.equal(before);
    expect(el.state.log.length, 'the waiting Enter did not act').to.equal(log);
    expect(message(el)).to.equal('');
    before.remove();
  });

  it('New match pressed from the menu keeps focus on the menu button while its code comes, and when it fails', async () => {
    const fetcher = held();
    const el = await mount({ variant: 'doubles', players: '2', seed: 'rare-menu-focus', 'ai-delay': '0' });
    await humanTurnOrEnd(el);
    await playByMouse(el, el.legalMoves()[0]!);
    await openMenu(el, false);
    await click(action(el, 'new-match'));
    await el.updateComplete;
    expect(root(el).activeElement, 'waiting').to.equal($(el, '.menu__button'));
    fetcher.release();
    await until(() => root(el).activeElement === $(el, '[data-action="keep-playing"]'), 'focus on Keep playing');
    action(el, 'keep-playing').click();
    await until(() => root(el).activeElement === $(el, '.menu__button'), 'focus back on the menu button');
    load.rare = failing;
    const missing = await mount({ variant: 'doubles', players: '2', seed: 'rare-menu-fail', 'ai-delay': '0' });
    await humanTurnOrEnd(missing);
    await playByMouse(missing, missing.legalMoves()[0]!);
    await openMenu(missing, false);
    await click(action(missing, 'new-match'));
    await until(() => message(missing).includes('could not be loaded'), 'the note');
    expect(root(missing).activeElement, 'after the failure').to.equal($(missing, '.menu__button'));
  });
});

describe('watch mode’s buttons in chunks/modes.js (issue 23 item 4)', () => {
  it('Pause and Speed act (their code came before the first frame)', async () => {
    const el = await mount({ variant: 'doubles', players: '2', humans: '0', seed: 'rare-watch', 'ai-delay': '200' });
    action(el, 'pause').click();
    await until(() => action(el, 'resume') !== null, 'Resume in Pause’s place');
    const speed = action(el, 'speed').textContent;
    action(el, 'speed').click();
    await until(() => action(el, 'speed').textContent !== speed, 'the next speed');
  });
});
