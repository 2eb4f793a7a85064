// Replay mode's other faces (API.md §2, §4, §8): a static diagram (controls="none"), a record that cannot be
// shown, no match while a record is shown, and record() on a playing table.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { readRecord } from '../../src/record/replay.js';
import { $, $$, mount, record, root, until } from './helpers.js';
import { MALTESE_LOCKS, KELLEY_DRAWS, note, played, shownStep } from './replay-helpers.js';

describe('replay: a static diagram (controls="none")', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  it('shows the position at `step` with no step bar, no move list and no focus stop', async () => {
    const el = await mount({ record: KELLEY_DRAWS, controls: 'none', step: 'end' });
    expect(played(el)).to.equal(3);
    expect($(el, '.replay__bar')).to.equal(null);
    expect($(el, '.replay__moves')).to.equal(null);
    const stops = $$(el, '*').filter((node) => (node as HTMLElement).tabIndex >= 0);
    expect(stops.map((node) => node.outerHTML.slice(0, 60))).to.deep.equal([]);
    expect(note(el)).to.include('The 0-0 fits the 0 and is played; the 7-2 and the 4-1 stay in the hand.');
  });

  it('is as tall as its content, whatever the viewport; --domino-table-height sets it', async () => {
    await setViewport({ width: 800, height: 1400 });
    const el = await mount({ record: KELLEY_DRAWS, controls: 'none', view: '2' });
    const frame = () => $(el, '.frame')!.getBoundingClientRect().height;
    const tall = frame();
    await setViewport({ width: 800, height: 500 });
    await el.updateComplete;
    expect(frame()).to.be.closeTo(tall, 2);
    expect(tall).to.be.below(800);
    el.style.setProperty('--domino-table-height', '900px');
    expect(frame()).to.equal(900);
  });
});

describe('replay: a record that cannot be shown', () => {
  it('dispatches invalid-attribute naming the token and why, and shows nothing played', async () => {
    const seen = record(document, ['domino-error', 'domino-step']);
    const el = await mount({ record: '[variant doubles]\n6-6 7-7' });
    expect(seen.map((e) => e.type)).to.deep.equal(['domino-error']);
    const { code, message } = seen[0]!.detail as { code: string; message: string };
    expect(code).to.equal('invalid-attribute');
    expect(message).to.equal(
      'record: Line 2, column 5, “7-7”: not a tile of this game’s set. Nothing is shown played.',
    );
    expect(played(el)).to.equal(0);
    expect(note(el)).to.equal('Line 2, column 5, “7-7”: not a tile of this game’s set.');
    // A record fixed in place is shown.
    el.setAttribute('record', '[variant doubles]\n[seed fixed]');
    await el.updateComplete;
    expect(shownStep(el)).to.equal(0);
  });

  it('in the table’s language, and a move the rules refuse is named too', async () => {
    const seen = record(document, ['domino-error']);
    const el = await mount({ lang: 'de', record: MALTESE_LOCKS.replace('6-4@6N', '4-4@6N') });
    // The replay's German words are a chunk of their own: the record is read once they are in.
    await until(() => seen.length > 0, 'the error');
    const { message } = seen[0]!.detail as { message: string };
    expect(message).to.match(/^record: Zeile 6, Spalte 5, „4-4@6N“: für Platz 1 nicht erlaubt: /);
    // The sentence after the reason is German too, with no English left in the message.
    expect(message).to.match(/ Es wird kein Zug gezeigt\.$/);
    expect(message).to.not.include('Nothing is shown played');
    expect(played(el)).to.equal(0);
  });
});

describe('replay: no match while a record is shown', () => {
  it('a watching table pauses for a record (no moves, no saves) and plays on when it is removed', async () => {
    const key = `replay-pause-${Math.random()}`;
    const el = await mount({
      variant: 'doubles',
      players: '2',
      humans: '0',
      'ai-delay': '0',
      seed: 'pause',
      persist: key,
    });
    const moves = record(el, ['domino-move']);
    await until(() => moves.length >= 3, 'three computer moves');
    el.setAttribute('record', MALTESE_LOCKS);
    await el.updateComplete;
    const paused = moves.length;
    localStorage.removeItem(key);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(moves.length).to.equal(paused);
    expect(localStorage.getItem(key)).to.equal(null);
    expect(el.play('6-6').ok, 'no move is made while the record is shown').to.equal(false);
    el.removeAttribute('record');
    await until(() => moves.length > paused + 2, 'the match going on');
    expect($(el, '.replay__bar')).to.equal(null);
    expect(el.state.log.length + (el.state.round > 1 ? 100 : 0)).to.be.greaterThan(paused);
    localStorage.removeItem(key);
  });

  it('a table that starts with a record deals no match until the record is removed', async () => {
    const seen = record(document, ['domino-lead', 'domino-turn']);
    const el = await mount({ record: MALTESE_LOCKS, variant: 'doubles', 'ai-delay': '0' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).to.deep.equal([]);
    el.removeAttribute('record');
    await until(() => seen.some((e) => e.type === 'domino-turn'), 'a turn in the new match');
    expect(el.state.variant).to.equal('doubles');
    expect(root(el).querySelector('.hand')).to.not.equal(null);
  });
});

describe('record()', () => {
  it('writes the match so far, every round; read back, it replays to the same position', async () => {
    const el = await mount({
      variant: 'doubles',
      players: '3',
      humans: '0',
      'ai-delay': '0',
      seed: 'record-method',
      'target-score': '500',
      'player-names': 'Ann, Ben Lee, Cy',
    });
    const rounds = record(el, ['domino-round-end']);
    await until(() => el.state.round === 2 && el.state.log.length >= 3, 'a round ended and three moves of the next');
    expect(rounds.length).to.equal(1);
    el.setAttribute('ai-delay', '100000'); // hold the position while it is compared
    await el.updateComplete;
    const text = el.record();
    expect(text).to.match(/^\[variant doubles\]\n\[players 3\]\n/);
    expect(text).to.include('[round 2]');
    expect(text).to.include('[names "Ann/Ben Lee/Cy"]');
    // Each round's deal, never the seed: round 2 is only known once it is dealt.
    expect(text).to.not.include('[seed');
    expect(text.match(/\[hands /g)?.length).to.equal(2);
    const read = readRecord(text);
    if (!read.ok) throw new Error(read.error.message);
    const last = read.replay.steps.at(-1)!.state;
    const { state } = el;
    expect(last.round).to.equal(state.round);
    const tiles = (list: readonly { tile: string; parent: number | null; spinner: boolean }[]) =>
      list.map(({ tile, parent, spinner }) => ({ tile, parent, spinner }));
    expect(tiles(last.layout.tiles)).to.deep.equal(tiles(state.layout.tiles));
    expect(last.layout.ends.map((e) => e.pip)).to.deep.equal(state.layout.ends.map((e) => e.pip));
    expect(last.hands).to.deep.equal(state.seats.map((s) => s.hand));
    expect(last.scores).to.deep.equal(state.seats.map((s) => s.score));
  });

  it('in replay mode gives the record shown', async () => {
    const el = await mount({ record: KELLEY_DRAWS });
    expect(el.record()).to.equal(KELLEY_DRAWS);
  });
});
