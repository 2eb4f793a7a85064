// The board's geometry is a chunk (chunks/board.js, issue 23): a table's first frame has no tile on the board, so the
// table fetches it after that frame, in idle time; a board drawn before it has come shows its tiles once it has (and
// `updateComplete` waits for that); one that cannot have it is one domino-error `load`, drawn in rows, and plays on.
// Each test puts its own fetcher in place, which the chunk treats as a new page (src/chunk.ts): any order passes.
import { expect } from '@open-wc/testing';
import { boardMissing, load } from '../../src/element/loaders/board-loader.js';
import {
  $,
  $$,
  click,
  handTile,
  held as holdLoad,
  humanTurnOrEnd,
  mount,
  playByMouse,
  record,
  target,
  until,
  type DominoTable,
} from './helpers.js';
import { KELLEY_DRAWS, MALTESE_LOCKS } from './replay-helpers.js';

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
const played = (el: DominoTable) => $$(el, '[part~="board"] .tile').length;

describe('the board’s code in chunks/board.js (issue 23)', function () {
  this.timeout(20000);
  const real = load.board;
  afterEach(() => (load.board = real));

  /** A fetcher that counts, notes whether the table's first frame was there when asked, and holds the code back. */
  function held() {
    const fetcher = Object.assign(
      holdLoad(load, 'board', () => {
        const table = document.querySelector('domino-table');
        fetcher.afterFirstFrame = !!table?.shadowRoot?.querySelector('[part~="board"]');
      }),
      { afterFirstFrame: false },
    );
    return fetcher;
  }

  it('is fetched once the first frame is drawn, and a tile played before it comes appears once it has', async () => {
    const fetcher = held();
    // Two people at one screen: nobody moves by themselves, the lead is the script's.
    const el = await mount({ variant: 'doubles', players: '2', humans: '2', seed: 'board-chunk' });
    await until(() => fetcher.fetches === 1, 'the fetch in idle time');
    expect(fetcher.afterFirstFrame, 'asked for after the first frame').to.equal(true);
    const lead = el.legalMoves().find((m) => m.type === 'play')!;
    expect(el.play(lead.tile, lead.end)).to.deep.equal({ ok: true });
    let complete = false;
    void el.updateComplete.then(() => (complete = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(complete, 'updateComplete waits for the board’s code').to.equal(false);
    expect(played(el), 'nothing drawn where the tile will be').to.equal(0);
    expect($(el, `.hand__tile[data-tile="${lead.tile}"]`), 'the tile has left the hand').to.equal(null);
    fetcher.release();
    await el.updateComplete;
    expect(complete).to.equal(true);
    expect(played(el)).to.equal(1);
    expect(fetcher.fetches, 'one fetch').to.equal(1);
  });

  it('a lazy table far from view fetches nothing', async () => {
    const fetcher = held();
    const parent = document.body.appendChild(document.createElement('div'));
    parent.style.marginTop = '400vh';
    await mount({ loading: 'lazy', seed: 'board-lazy' }, { parent });
    await new Promise((r) => setTimeout(r, 300));
    expect(fetcher.fetches).to.equal(0);
    fetcher.release();
  });

  it('one that cannot be had: one load error, the board in rows, played by taps; asked for again next round', async () => {
    let tries = 0;
    load.board = () => (tries++, failing());
    let errors: { type: string; detail: unknown }[] = [];
    const el = await mount(
      { variant: 'doubles', players: '2', seed: 'board-rows', 'ai-delay': '0' },
      { before: (e) => (errors = record(e, ['domino-error'])) },
    );
    let triesAtFirstTile = -1;
    let checkedEnds = false;
    // The person plays a few moves by taps (a tile, then the end its target shows), the computer answers.
    for (let moves = 0; moves < 4; moves++) {
      await humanTurnOrEnd(el);
      if (el.state.phase.endsWith('-over')) break;
      const plays = el.legalMoves().filter((m) => m.type === 'play');
      // A tile that fits more than one end, where there is one: its end is chosen on the board.
      const choice = plays.find((m) => plays.filter((o) => o.tile === m.tile).length > 1);
      if (choice && el.state.layout.tiles.length) {
        await click(handTile(el, choice.tile)!);
        await el.updateComplete;
        // Each end in rows says its number, and its hit area is a fingertip's (44 px and more) a side.
        for (const spot of $$(el, '.target')) {
          const end = el.state.layout.ends.find((e) => e.id === spot.dataset.end)!;
          expect(spot.querySelector('text')?.textContent, `end ${end.id}`).to.equal(String(end.pip));
          const hit = spot.querySelector('.target__hit')!.getBoundingClientRect();
          expect(Math.min(hit.width, hit.height), `end ${end.id}'s hit area`).to.be.at.least(44);
        }
        checkedEnds = true;
        await click(target(el, choice.end)!);
      } else await playByMouse(el, choice ?? plays[0] ?? el.legalMoves()[0]!);
      await el.updateComplete;
      if (triesAtFirstTile < 0) triesAtFirstTile = tries;
      expect(played(el), 'every tile of the layout on the board').to.equal(el.state.layout.tiles.length);
    }
    expect(el.state.layout.tiles.length, 'tiles played').to.be.greaterThan(2);
    expect(checkedEnds, 'a tile with a choice of ends was played').to.equal(true);
    expect(tries, 'not asked for again on every move').to.equal(triesAtFirstTile);
    expect(errors.map((e) => (e.detail as { code: string }).code)).to.deep.equal(['load']);
    expect((errors[0]!.detail as { message: string }).message).to.contain('chunks/board.js');
    expect(boardMissing._now, 'drawn in rows').to.equal(true);
    // The code can be had again: the next round's first tile fetches it, and the board is drawn as it belongs.
    load.board = real;
    while (!el.state.phase.endsWith('-over')) {
      const move = el.legalMoves()[0];
      if (move && el.state.current !== null && el.state.seats[el.state.current]!.human) await playByMouse(el, move);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(el.state.phase).to.equal('round-over');
    expect(el.nextRound()).to.deep.equal({ ok: true });
    await until(() => el.state.layout.tiles.length > 0, 'the next round’s first tile');
    await until(() => !boardMissing._now, 'the board’s code');
    await el.updateComplete;
    expect(played(el)).to.equal(el.state.layout.tiles.length);
    expect(errors.length, 'still one report').to.equal(1);
  });

  it('a record waits for it before its first frame; one that cannot be had is drawn in rows, tried again with a new record', async () => {
    let tries = 0;
    load.board = () => (tries++, failing());
    let errors: { type: string; detail: unknown }[] = [];
    const el = await mount(
      { record: KELLEY_DRAWS, step: 'end' },
      { before: (e) => (errors = record(e, ['domino-error'])) },
    );
    await until(() => $(el, '.replay__bar') !== null, 'the step bar');
    expect(played(el), 'the record’s tiles, in rows').to.equal(3);
    expect(tries, 'one try for this record').to.equal(1);
    expect(errors.map((e) => (e.detail as { message: string }).message)).to.deep.equal([
      'chunks/board.js could not be loaded: the board is drawn in rows',
    ]);
    // A fetcher of its own: the chunk takes it as a page where the code has not come yet (src/chunk.ts).
    load.board = () => (tries++, real());
    el.setAttribute('record', MALTESE_LOCKS);
    await until(() => !boardMissing._now, 'the board’s code, for the new record');
    await el.updateComplete;
    expect(played(el)).to.be.greaterThan(3);
    expect(tries, 'tried again for the new record').to.equal(2);
    expect(errors.length).to.equal(1);
  });
});
