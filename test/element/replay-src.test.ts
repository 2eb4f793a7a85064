// `src` (a record fetched from an address) and `board-only` figures (API.md §2): the file replays as `record`
// does, `record` wins, a 404 and a file over 256 KB are `load` errors shown in the table, a file that does not read
// is `invalid-attribute`; a board-only figure has the board (and the `view` seat's hand) and nothing else.
import { expect } from '@open-wc/testing';
import { $, $$, mount, record, until } from './helpers.js';
import { played } from './replay-helpers.js';

const FILE = '/test/element/records/doubles-short.txt';
const note = (el: HTMLElement) => el.shadowRoot?.querySelector('.replay__note')?.textContent ?? '';

describe('src', () => {
  it('replays the record at the address, with its step bar, and no match is dealt', async () => {
    const seen = record(document, ['domino-step', 'domino-lead', 'domino-turn', 'domino-error']);
    const el = await mount({ src: FILE, step: 'end' });
    await until(() => played(el) > 0, 'the fetched record drawn');
    // 6-6 6-3 6-5 6-1 6-0 draw:0-0 0-0: six tiles on the board at the end.
    expect(played(el)).to.equal(6);
    expect(el.src).to.equal(FILE);
    expect($(el, '.replay__bar')).to.not.equal(null);
    expect(seen.map((e) => e.type)).to.deep.equal(['domino-step']);
    expect(seen[0]!.detail).to.deep.include({ step: 7, total: 7 });
    expect(el.record()).to.not.contain('[seed');
    // Issue 37 item 4: record() is the file shown, never the hidden match's deal (no `[hands` of four seats dealt
    // for the match that starts when `src` is removed); legalMoves() and hint() answer for the record shown.
    const file = await (await fetch(FILE)).text();
    expect(el.record()).to.equal(file);
    expect(el.legalMoves()).to.deep.equal([]);
    expect(el.hint()).to.equal(null);
    expect(el.state.log.length).to.be.greaterThan(0);
  });

  it('before the file has come, record() is empty, not the match waiting behind it', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const realFetch = window.fetch;
    window.fetch = (async (...args: Parameters<typeof fetch>) => {
      await held;
      return realFetch(...args);
    }) as typeof fetch;
    try {
      const el = await mount({ src: FILE, seed: 'hidden-behind', step: 'end' });
      expect(el.record()).to.equal('');
      expect(el.legalMoves()).to.deep.equal([]);
      expect(el.hint()).to.equal(null);
      // state: an empty table, not the hands dealt for the match waiting behind `src`.
      expect(el.state.seats).to.deep.equal([]);
      expect(el.state.layout.tiles).to.deep.equal([]);
      expect(el.state.log).to.deep.equal([]);
      release();
      await until(() => played(el) > 0, 'the fetched record drawn');
      expect(el.record()).to.contain('6-6');
      // Then the record's position at `step`: its variant and its hands, seat 0 having played 6-6 and 6-0, seat 1 the 6-3.
      expect(el.state.variant).to.equal('doubles');
      expect(el.state.seats.map((s) => s.hand)).to.deep.equal([
        ['5-4'],
        ['4-3', '2-1'],
        ['5-3', '5-2'],
        ['4-1', '3-2'],
      ]);
    } finally {
      window.fetch = realFetch;
      release();
    }
  });

  it('gives way to `record` when both are set', async () => {
    const el = await mount({
      src: FILE,
      record: '[variant doubles]\n[hand-size 3]\n[hands 6-6 6-0 5-4 / 6-3 4-3 2-1 / 6-5 5-3 5-2 / 6-1 4-1 3-2]\n6-6',
      step: 'end',
    });
    await until(() => played(el) > 0, 'the record drawn');
    expect(played(el)).to.equal(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(played(el)).to.equal(1);
  });

  it('a 404 is a load error, shown in the table', async () => {
    const seen = record(document, ['domino-error']);
    const el = await mount({ src: '/test/element/records/no-such-file.txt' });
    await until(() => seen.length > 0, 'the error');
    const detail = seen[0]!.detail as { code: string; message: string };
    expect(detail.code).to.equal('load');
    expect(detail.message).to.contain('404');
    await el.updateComplete;
    expect(note(el)).to.contain('could not be fetched (HTTP 404)');
    expect(played(el)).to.equal(0);
  });

  it('a file over 256 KB is refused with a sentence that says so', async () => {
    const seen = record(document, ['domino-error']);
    const el = await mount({ src: '/test/element/records/over-limit.txt' });
    await until(() => seen.length > 0, 'the error');
    expect((seen[0]!.detail as { code: string }).code).to.equal('load');
    await el.updateComplete;
    expect(note(el)).to.contain('over 256 KB');
  });

  it('a file that does not read is invalid-attribute, named as the record error is', async () => {
    const url = URL.createObjectURL(new Blob(['[variant doubles]\n7-7'], { type: 'text/plain' }));
    const seen = record(document, ['domino-error']);
    const el = await mount({ src: url, lang: 'es' });
    await until(() => seen.length > 0, 'the error');
    const detail = seen[0]!.detail as { code: string; message: string };
    expect(detail.code).to.equal('invalid-attribute');
    expect(detail.message).to.match(/^src: .*7-7/);
    await el.updateComplete;
    expect(note(el)).to.contain('7-7');
    URL.revokeObjectURL(url);
  });
});

/** A match saved in the lead's pause (a long delay holds it there), and what restoring it outside replay mode fires. */
async function savedMatch(): Promise<{ json: string; hands: string[][]; heard: { type: string; detail: unknown }[] }> {
  const source = await mount({ variant: 'doubles', players: '2', seed: 'restored-in-replay', 'ai-delay': '100000' });
  const json = source.serialize();
  const plain = await mount({ variant: 'doubles', players: '2', 'ai-delay': '100000' });
  const heard = record(plain, MATCH_EVENTS);
  expect(plain.restore(json)).to.deep.equal({ ok: true });
  await plain.updateComplete;
  return { json, hands: source.state.seats.map((s) => s.hand), heard };
}

const MATCH_EVENTS = ['domino-lead', 'domino-turn', 'domino-move', 'domino-round-end'];

describe('src: the match restored or made while the record is shown (issue 37 item 4)', () => {
  // Mounted with the `src` attribute (no match ever started), then removing it; and a match that was playing when
  // the `src` property was set (as React 19 and Vue set it), then set to undefined.
  const starts = {
    'mounted with src': async () => {
      const el = await mount({ src: FILE, step: 'end', variant: 'doubles', players: '2', 'ai-delay': '100000' });
      return { el, leave: () => el.removeAttribute('src') };
    },
    'the src property set on a playing table': async () => {
      const el = await mount({ variant: 'doubles', players: '2', seed: 'played-before', 'ai-delay': '100000' });
      el.step = 'end';
      el.src = FILE;
      await el.updateComplete;
      return { el, leave: () => (el.src = undefined) };
    },
  };
  for (const [how, start] of Object.entries(starts)) {
    it(`${how}: restore() is heard of when src is removed, as the same restore() outside replay mode is`, async () => {
      const { json, hands, heard } = await savedMatch();
      expect(heard.map((e) => e.type)).to.deep.equal(['domino-turn']);
      const { el, leave } = await start();
      await until(() => played(el) > 0, 'the fetched record drawn');
      const seen = record(el, MATCH_EVENTS);
      expect(el.restore(json)).to.deep.equal({ ok: true });
      await el.updateComplete;
      expect(seen).to.deep.equal([], 'nothing while the record is shown');
      expect(el.state.variant).to.equal('doubles');
      expect(el.state.seats.map((s) => s.hand)).to.not.deep.equal(hands, 'state is the record shown');
      leave();
      await until(() => seen.length > 0, 'the restored match announced');
      await el.updateComplete;
      expect(seen).to.deep.equal(heard);
      expect(el.state.seats.map((s) => s.hand)).to.deep.equal(hands);
    });

    it(`${how}: newMatch() deals when src is removed, and is heard of then`, async () => {
      const { el, leave } = await start();
      await until(() => played(el) > 0, 'the fetched record drawn');
      const seen = record(el, MATCH_EVENTS);
      el.newMatch();
      await el.updateComplete;
      expect(seen).to.deep.equal([]);
      leave();
      await until(() => seen.some((e) => e.type === 'domino-lead'), 'the new match’s lead');
      expect(seen.map((e) => e.type)).to.deep.equal(['domino-lead']);
      expect(el.state.log).to.deep.equal([]);
    });
  }

  it('a restore() then newMatch() in replay mode: the new match is the one that starts', async () => {
    const { json, hands } = await savedMatch();
    const el = await mount({ src: FILE, step: 'end', variant: 'doubles', players: '2', 'ai-delay': '100000' });
    await until(() => played(el) > 0, 'the fetched record drawn');
    const seen = record(el, MATCH_EVENTS);
    el.restore(json);
    el.newMatch();
    el.removeAttribute('src');
    await until(() => seen.length > 0, 'the new match announced');
    await el.updateComplete;
    expect(seen.map((e) => e.type)).to.deep.equal(['domino-lead']);
    expect(el.state.seats.map((s) => s.hand)).to.not.deep.equal(hands);
  });
});

describe('board-only', () => {
  it('draws the board alone: no seat chips, status, step bar, menu or note', async () => {
    const el = await mount({ src: FILE, step: '5', 'board-only': true });
    await until(() => played(el) > 0, 'the figure drawn');
    expect(el.boardOnly).to.equal(true);
    expect(played(el)).to.equal(5);
    for (const part of ['seat', 'controls', 'log', 'hand', 'scoreboard'])
      expect($$(el, `[part~="${part}"]`), part).to.have.length(0);
    expect($(el, '.status, .replay__note, .replay__bar, .menu, button')).to.equal(null);
    // Smaller than the replay with its step bar, and than a screen.
    const figure = el.getBoundingClientRect().height;
    el.removeAttribute('board-only');
    await el.updateComplete;
    expect(figure).to.be.below(el.getBoundingClientRect().height);
    expect(figure).to.be.below(400);
  });

  it('with `view`, that seat’s hand under the board, each tile named', async () => {
    const el = await mount({ src: FILE, step: '5', view: '1', 'board-only': true });
    await until(() => played(el) > 0, 'the figure drawn');
    const hand = $(el, '[part~="hand"]')!;
    // Seat 1 (6-3 4-3 2-1) has played the 6-3.
    expect(hand.getAttribute('aria-label')).to.contain('2');
    const tiles = [...hand.querySelectorAll('[role="img"]')].map((t) => t.getAttribute('aria-label'));
    expect(tiles).to.have.length(2);
    expect($$(el, '[part~="seat"]')).to.have.length(0);
  });
});
