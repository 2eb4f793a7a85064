// Per-mode code out of the entry (issue 24 item 3): the hot-seat hand-over's guard and watch mode's pace are
// chunks/modes.js, fetched before the first frame of a table that needs them; without it (or with an empty or
// stale one: issue 37 item 2) a hand-over is plain and watch mode says only the round's ends. Its own file: a chunk that arrives stays for the page.
import { expect } from '@open-wc/testing';
import { load } from '../../src/element/loaders/modes-loader.js';
import { $, action, mount, record, until, type DominoTable } from './helpers.js';

const handingOver = (el: DominoTable): boolean => $(el, '[data-action="ready"]') !== null;
const handShown = (el: DominoTable): boolean => $(el, '.hand__tile') !== null;
const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('per-mode code in chunks/modes.js (issue 24 item 3)', () => {
  const real = load.modes;
  afterEach(() => (load.modes = real));

  it('fetched before the first frame of a hot-seat or watched table, never for one person against the computer', async () => {
    let fetches = 0;
    load.modes = () => (fetches++, real());
    await mount({ variant: 'doubles', players: '2', humans: '1', seed: 'modes-one', 'ai-delay': '0' });
    expect(fetches, 'one person: not fetched').to.equal(0);
    const hot = await mount({ variant: 'doubles', players: '2', humans: '2', seed: 'modes-hot', 'ai-delay': '0' });
    expect(fetches, 'hot seat: fetched by the first frame').to.equal(1);
    await until(() => handingOver(hot), 'the first hand-over');
    action(hot, 'ready').click();
    await until(() => handShown(hot), 'the hand behind Ready');
  });

  // API.md §5 `load`: hand-over → a plain Ready screen that still hands over. Missing, empty (a valid module exporting
  // nothing) and stale (another build's) are one failure each, reported once in the page.
  for (const [kind, fetch] of [
    ['missing', failing],
    ['empty', () => Promise.resolve({})],
    ['stale', () => real().then((m) => ({ ...m, build: 'an-older-build' }))],
  ] as const) {
    it(`${kind}: Ready still hands over (plainly), one \`load\` is reported, and the people play on`, async () => {
      load.modes = fetch as typeof load.modes;
      let errors: { type: string; detail: unknown }[] = [];
      const el = await mount(
        { variant: 'doubles', players: '2', humans: '2', seed: `modes-${kind}`, 'ai-delay': '0' },
        { before: (table) => (errors = record(table, ['domino-error'])) },
      );
      await until(() => handingOver(el), 'the first hand-over');
      const seat = el.state.current;
      action(el, 'ready').click();
      await until(() => handShown(el), 'the hand behind Ready');
      const move = el.legalMoves()[0]!;
      expect(move.type === 'play' ? el.play(move.tile, move.end) : el.draw()).to.deep.equal({ ok: true });
      await until(() => handingOver(el) || el.state.current === seat, 'the next hand-over');
      if (handingOver(el)) {
        action(el, 'ready').click();
        await until(() => handShown(el), 'the second hand behind Ready');
      }
      // Reported once in the page: an earlier test of this file may have told it already for the same fetcher.
      expect(errors.map((e) => e.detail)).to.deep.equal([
        { code: 'load', message: 'chunks/modes.js could not be loaded' },
      ]);
    });
  }

  it('without it watch mode says only the ends of rounds, no line per move', async function () {
    this.timeout(20000);
    load.modes = failing;
    let seen: { type: string; detail: unknown }[] = [];
    const el = await mount(
      { variant: 'doubles', players: '2', humans: '0', seed: 'modes-watch', 'ai-delay': '0' },
      { before: (table) => (seen = record(table, ['domino-error', 'domino-round-end', 'domino-move'])) },
    );
    const lines: string[] = [];
    new MutationObserver((records) => {
      for (const r of records) for (const node of r.addedNodes) lines.push(node.textContent ?? '');
    }).observe($(el, '[role="log"]')!, { childList: true });
    (el.shadowRoot!.querySelector('.menu__button') as HTMLElement).focus({ preventScroll: true });
    await until(() => seen.filter((e) => e.type === 'domino-round-end').length >= 1, 'a round end', 15000);
    const ends = seen.filter((e) => e.type === 'domino-round-end').length;
    expect(seen.filter((e) => e.type === 'domino-move').length).to.be.greaterThan(5);
    expect(lines.length, lines.join(' | ')).to.be.within(1, ends + 1);
    // A missing chunk is reported once in the page: the hot-seat test above may have told it already.
    const errors = seen.filter((e) => e.type === 'domino-error').map((e) => (e.detail as { message: string }).message);
    expect(errors.length).to.be.at.most(1);
    for (const error of errors) expect(error).to.equal('chunks/modes.js could not be loaded');
  });

  it('without it watch mode still pauses, steps one move at a time and resumes (WCAG 2.2.2)', async function () {
    this.timeout(20000);
    load.modes = failing;
    const el = await mount({ variant: 'doubles', players: '2', humans: '0', seed: 'modes-pause', 'ai-delay': '100' });
    await until(() => el.state.log.length > 0, 'a first move');
    action(el, 'pause').click();
    await until(() => action(el, 'resume') !== null, 'Resume in Pause’s place');
    const paused = el.state.log.length;
    await new Promise((r) => setTimeout(r, 400));
    expect(el.state.log.length, 'no move while paused').to.equal(paused);
    action(el, 'step').click();
    await until(() => el.state.log.length === paused + 1 || el.state.phase !== 'play', 'one step');
    await new Promise((r) => setTimeout(r, 400));
    if (el.state.phase === 'play') expect(el.state.log.length, 'one move per step').to.equal(paused + 1);
    action(el, 'resume').click();
    await until(() => el.state.log.length > paused + 1 || el.state.phase !== 'play', 'moves again');
  });
});
