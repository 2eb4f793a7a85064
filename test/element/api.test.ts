// Methods and events of API.md §4–5: MoveResult values and reason codes, serialize/restore, undo, detail fields.
import { expect } from '@open-wc/testing';
import { html, LitElement } from 'lit';
import { tilesOf } from '../../src/engine/tiles.js';
import { $, message, mount, record, until, handTile, click, guardOver } from './helpers.js';
import type { DominoTable } from './helpers.js';

const BONEYARD_DEAL = (leader: number) =>
  JSON.stringify({
    hands: [
      ['2-1', '3-0', '5-0', '3-1', '4-1', '6-2', '6-3'],
      ['2-0', '4-0', '6-0', '6-1', '5-2', '5-3', '6-4'],
      ['1-0', '4-3', '6-5', '3-2', '5-1', '4-2', '5-4'],
    ],
    leader,
  });

/** Doubles for two, seat 0 holding the 6-6 (it leads) with 6-3 and 3-1, seat 1 holding 6-5 and 6-4. */
function doublesDeal(): string {
  const hands = [
    ['6-6', '6-3', '3-1', '2-0', '4-1', '5-0', '1-0', '2-1'],
    ['5-5', '4-4', '6-5', '6-4', '5-4', '5-3', '4-3', '3-2'],
  ];
  const used = new Set(hands.flat());
  const boneyard = tilesOf('double-six').filter((t) => !used.has(t));
  return JSON.stringify({ hands, boneyard });
}

/** Plays the first legal move for whoever is to act (all seats human) until the round ends. */
function playOut(el: DominoTable): void {
  for (let i = 0; i < 300 && (el.state.phase === 'play' || el.state.phase === 'lead'); i++) {
    const move = el.legalMoves()[0]!;
    const result = move.type === 'play' ? el.play(move.tile, move.end) : move.type === 'draw' ? el.draw() : el.pass();
    expect(result).to.deep.equal({ ok: true });
  }
}

const endShowing = (el: DominoTable, pip: number): string => el.state.layout.ends.find((e) => e.pip === pip)!.id;

/** Hot seat for two (both human), 6-6 led, 6-5 then 6-3 then 6-4: an end shows 3 and the 3-3 is not down. */
async function lockedThrees(attrs: Record<string, string> = {}, parent?: HTMLElement): Promise<DominoTable> {
  const el = await mount(
    { variant: 'doubles', players: '2', humans: '2', deal: doublesDeal(), 'ai-delay': '0', ...attrs },
    { parent },
  );
  expect(el.play('6-6')).to.deep.equal({ ok: true });
  expect(el.play('6-5', endShowing(el, 6))).to.deep.equal({ ok: true });
  expect(el.play('6-3', endShowing(el, 6))).to.deep.equal({ ok: true });
  expect(el.play('6-4', endShowing(el, 6))).to.deep.equal({ ok: true });
  // Hot seat: the hands stay hidden until seat 0 confirms it has the screen.
  await el.updateComplete;
  expect(el.shadowRoot!.querySelector('.hand') === null).to.equal(true);
  await guardOver();
  await click(el.shadowRoot!.querySelector('[data-action="ready"]')!);
  await el.updateComplete;
  await guardOver();
  expect(el.shadowRoot!.querySelector('.hand') !== null).to.equal(true);
  return el;
}

describe('methods', () => {
  it('play() refuses with reason codes and localised messages, validated by the engine first', async () => {
    const el = await lockedThrees();
    const three = endShowing(el, 3);
    expect(el.play('3-1', three)).to.deep.equal({
      ok: false,
      reason: 'suit-locked',
      message: 'Threes are locked: the 3-3 is not on the table yet.',
    });
    expect(el.play('9-9')).to.include({ ok: false, reason: 'invalid-tile' });
    expect(el.play('banana')).to.include({ ok: false, reason: 'invalid-tile' });
    expect(el.play('5-5')).to.include({ ok: false, reason: 'not-in-hand' });
    expect(el.play('2-0', three)).to.include({ ok: false, reason: 'no-match' });
    expect(el.play('3-1', 'no-such')).to.include({ ok: false, reason: 'no-such-end' });
    // Every suit at an open end is locked: seat 0 cannot play, so it must draw rather than pass.
    expect(el.pass()).to.include({ ok: false, reason: 'must-draw' });
    expect(el.state.log).to.have.length(4);
    expect(el.draw()).to.deep.equal({ ok: true });
    expect(el.draw()).to.include({ ok: false });
  });

  it('play() accepts "1-3" for "3-1" and an omitted end when exactly one fits', async () => {
    const el = await mount({ variant: 'doubles-in-the-boneyard', deal: BONEYARD_DEAL(0), 'ai-delay': '60000' });
    expect(el.play('1-2')).to.deep.equal({ ok: true });
    expect(el.state.layout.tiles[0]!.tile).to.equal('2-1');
  });

  it('not-your-turn on a computer seat, wrong-phase outside play; legalMoves() is [] outside play', async () => {
    const el = await mount({ variant: 'doubles-in-the-boneyard', deal: BONEYARD_DEAL(1), 'ai-delay': '60000' });
    expect(el.state.current).to.equal(1);
    expect(el.play('2-1')).to.deep.equal({ ok: false, reason: 'not-your-turn', message: 'It is not your turn.' });
    expect(el.pass()).to.include({ reason: 'not-your-turn' });
    expect(el.nextRound()).to.include({ ok: false, reason: 'wrong-phase' });
    expect(el.legalMoves().length).to.be.greaterThan(0);

    const done = await mount({ variant: 'doubles', players: '2', humans: '2', seed: 'w', 'ai-delay': '0' });
    playOut(done);
    expect(done.state.phase).to.equal('round-over');
    expect(done.legalMoves()).to.deep.equal([]);
    expect(done.play('6-6')).to.deep.include({ ok: false, reason: 'wrong-phase', message: 'The round is over.' });
    expect(done.draw()).to.include({ reason: 'wrong-phase' });
  });

  it('nextRound() starts round 2 after round-over; newMatch() starts again at round 1', async () => {
    const el = await mount({
      variant: 'doubles',
      players: '2',
      humans: '2',
      seed: 'n',
      'ai-delay': '0',
      'target-score': '1000',
    });
    playOut(el);
    expect(el.state.phase).to.equal('round-over');
    const seen = record(el, ['domino-lead']);
    expect(el.nextRound()).to.deep.equal({ ok: true });
    expect(el.state.round).to.equal(2);
    expect(seen).to.have.length(1);
    el.newMatch();
    expect(el.state.round).to.equal(1);
    expect(el.state.seats.every((s) => s.score === 0)).to.equal(true);
  });

  it('undo() takes back the last human move and the computer replies after it', async () => {
    const el = await mount({ variant: 'doubles-in-the-boneyard', deal: BONEYARD_DEAL(0), 'ai-delay': '0' });
    expect(el.undo()).to.include({ ok: false });
    expect(el.play('2-1')).to.deep.equal({ ok: true });
    await until(() => el.state.current === 0 && el.state.log.length === 3, 'the computer replies');
    expect(el.undo()).to.deep.equal({ ok: true });
    expect(el.state.log).to.have.length(0);
    expect(el.state.seats[0]!.hand).to.include('2-1');
  });

  it('serialize() and restore(): a round trip; bad input keeps the match, returns invalid-state and fires domino-error', async () => {
    const el = await lockedThrees();
    const saved = el.serialize();
    expect(() => JSON.parse(saved)).to.not.throw();
    const other = await mount({ variant: 'maltese-cross', seed: 'other' });
    expect(other.restore(saved)).to.deep.equal({ ok: true });
    expect(other.state.layout).to.deep.equal(el.state.layout);
    expect(other.state.variant).to.equal('doubles');

    const errors = record(el, ['domino-error']);
    const result = el.restore('{"not":"a match"}');
    expect(result).to.include({ ok: false, reason: 'invalid-state' });
    expect((result as { message: string }).message)
      .to.be.a('string')
      .and.not.equal('');
    expect(errors).to.have.length(1);
    expect(errors[0]!.detail).to.deep.include({ code: 'invalid-state' });
    expect(el.serialize()).to.equal(saved);
  });

  it('state is a fresh JSON-safe object with every field of API.md §4', async () => {
    const el = await lockedThrees();
    const s = el.state;
    expect(Object.keys(s)).to.have.members([
      'variant',
      'rules',
      'phase',
      'round',
      'current',
      'seats',
      'boneyard',
      'drawable',
      'layout',
      'unlocked',
      'count',
      'lastRound',
      'log',
    ]);
    expect(JSON.parse(JSON.stringify(s))).to.deep.equal(s);
    expect(s.count).to.equal(null);
    expect(s.phase).to.equal('play');
    expect(s.unlocked).to.deep.equal([6]);
    expect(s.boneyard).to.equal(12);
    expect(s.drawable).to.equal(10);
    expect(s.layout.tiles[1]).to.have.keys(['tile', 'parent', 'end', 'spinner']);
    expect(s.layout.ends[0]).to.have.keys(['id', 'pip', 'open']);
    expect(s.seats[0]).to.have.keys(['name', 'human', 'hand', 'score']);
    s.seats[0]!.hand.length = 0;
    expect(el.state.seats[0]!.hand.length).to.equal(6);
  });
});

describe('events', () => {
  it('domino-lead, domino-turn, domino-move with exactly the detail fields; bubbling and composed out of shadow roots', async () => {
    class Outer extends LitElement {
      override render() {
        return html`<slot></slot>
          <div id="inner"></div>`;
      }
    }
    customElements.define('x-outer-host', Outer);
    const outer = document.body.appendChild(document.createElement('x-outer-host')) as Outer;
    await outer.updateComplete;
    const seen = record(document, ['domino-lead', 'domino-turn', 'domino-move']);
    const el = await mount(
      { variant: 'doubles-in-the-boneyard', deal: BONEYARD_DEAL(0), 'ai-delay': '0' },
      { parent: outer.shadowRoot!.getElementById('inner')! },
    );
    expect(el.play('2-1')).to.deep.equal({ ok: true });
    await until(() => seen.filter((e) => e.type === 'domino-move').length >= 3, 'two computer moves');
    const lead = seen.find((e) => e.type === 'domino-lead')!;
    expect(lead.detail).to.deep.equal({ round: 1, seat: 0, how: 'deal' });
    const turn = seen.find((e) => e.type === 'domino-turn')!;
    expect(turn.detail).to.deep.equal({ round: 1, seat: 0, human: true });
    const moves = seen.filter((e) => e.type === 'domino-move');
    expect(moves[0]!.detail).to.deep.equal({ round: 1, seat: 0, move: { type: 'play', tile: '2-1', end: 'center' } });
    // Anticlockwise: seat 2 replies, then seat 1.
    expect((moves[1]!.detail as { seat: number }).seat).to.equal(2);
    expect(seen.filter((e) => e.type === 'domino-turn')[1]!.detail as object).to.deep.equal({
      round: 1,
      seat: 2,
      human: false,
    });
    outer.remove();
  });

  it('a computer draw is {type:"draw"} without the tile; domino-round-end and domino-match-end details', async () => {
    let events: { type: string; detail: unknown }[] = [];
    const el = await mount(
      { variant: 'maltese-cross', humans: '0', seed: 'draws', 'ai-delay': '0', 'target-score': '1' },
      { before: (e) => (events = record(e, ['domino-move', 'domino-round-end', 'domino-match-end'])) },
    );
    await until(() => el.state.phase === 'match-over', 'the match end', 20000);
    const draws = events.filter(
      (e) => e.type === 'domino-move' && (e.detail as { move: { type: string } }).move.type === 'draw',
    );
    for (const d of draws) expect((d.detail as { move: object }).move).to.deep.equal({ type: 'draw' });
    const end = events.find((e) => e.type === 'domino-round-end')!;
    expect(end.detail).to.have.keys(['round', 'reason', 'winner', 'points', 'scores', 'hands']);
    const matchEnd = events.find((e) => e.type === 'domino-match-end')!;
    expect(matchEnd.detail).to.have.keys(['winner', 'scores']);
    expect((matchEnd.detail as { scores: number[] }).scores).to.deep.equal(el.state.seats.map((s) => s.score));
    expect(draws.length, 'the computer drew').to.be.greaterThan(0);
  });
});

describe('hints and explanations', () => {
  it('hints mark the playable tiles; a refused click explains the rule in words (English)', async () => {
    const el = await lockedThrees({ hints: '' });
    await el.updateComplete;
    const marked = [...el.shadowRoot!.querySelectorAll('.hand__tile')].filter((b) =>
      b.querySelector('.tile--playable'),
    );
    const playable = new Set(el.legalMoves().flatMap((m) => (m.type === 'play' ? [m.tile] : [])));
    expect(marked.map((b) => (b as HTMLElement).dataset.tile).sort()).to.deep.equal([...playable].sort());
    await click(handTile(el, '3-1')!);
    await el.updateComplete;
    expect(message(el)).to.equal('Threes are locked: the 3-3 is not on the table yet.');
  });

  it('without hints a refused choice still explains itself; in German from an ancestor lang', async () => {
    const wrap = document.body.appendChild(document.createElement('div'));
    wrap.setAttribute('lang', 'de-AT');
    const el = await lockedThrees({}, wrap);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.tile--playable') === null).to.equal(true);
    await click(handTile(el, '3-1')!);
    await el.updateComplete;
    expect(message(el)).to.equal('Dreien sind gesperrt: Der 3-3-Pasch liegt noch nicht.');
    expect(el.play('3-1', endShowing(el, 3))).to.include({
      message: 'Dreien sind gesperrt: Der 3-3-Pasch liegt noch nicht.',
    });
    expect($(el, '[data-action="undo"]')!.textContent!.trim()).to.equal('Zug zurück');
    // The page switches language: the table follows.
    wrap.setAttribute('lang', 'en');
    await until(() => $(el, '[data-action="undo"]')!.textContent!.trim() === 'Undo', 'English again');
    wrap.remove();
  });
});
