/** Scenario tests for the shared model (R-ALL-1…R-ALL-10) and the engine's move contract (API.md §6). */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyMove,
  explainMove,
  IllegalMoveError,
  legalMoves,
  newMatch,
  nextRound,
  nextSeat,
  parseTile,
  pipTotal,
  tilesOf,
  type MatchState,
  type MoveRequest,
} from '../../src/engine/index.js';
import { accepts, ends, legal, refuses, rules, run, start, withScores } from './helpers.js';

const DB = rules('doubles');
const BY = rules('doubles-in-the-boneyard');

/** Doubles with hands of 2 for 2 players: seat 0 leads 6-6 and can domino on its second turn. */
const SHORT = rules('doubles', { players: 2, handSize: 2 });
const SHORT_HANDS = [
  ['6-6', '6-1'],
  ['6-5', '5-5'],
];

/** Doubles in the Boneyard, worked example of docs/rules.md (blocked after nine moves). */
const BY_HANDS = [
  ['2-1', '3-0', '5-0', '3-1', '4-1', '6-2', '6-3'],
  ['2-0', '4-0', '6-0', '6-1', '5-2', '5-3', '6-4'],
  ['1-0', '4-3', '6-5', '3-2', '5-1', '4-2', '5-4'],
];
const BY_PLAY = 's0 2-1; s2 1-0@0e; s1 2-0@0w; s0 3-0@2w; s2 4-3@3w; s1 4-0@4w; s0 5-0@1e; s2 6-5@6e; s1 6-0@7e';

describe('shared model', () => {
  it('R-ALL-1: a double-six set has 28 tiles, double-nine 55; tiles are written high-low', () => {
    assert.equal(tilesOf('double-six').length, 28);
    assert.equal(tilesOf('double-nine').length, 55);
    assert.equal(new Set(tilesOf('double-nine')).size, 55);
    assert.ok(tilesOf('double-nine').every((t) => Number(t[0]) >= Number(t[2])));
    assert.equal(pipTotal(tilesOf('double-six')), 168);
    assert.equal(parseTile('1-3')!.name, '3-1');
    assert.deepEqual(parseTile('6-3'), { name: '6-3', hi: 6, lo: 3, pips: 9, double: false });
    assert.equal(parseTile('6-6')!.double, true);
    for (const bad of ['10-1', '6-', 'x', '', '6_3', 63, null]) assert.equal(parseTile(bad), undefined, String(bad));
  });

  it('R-ALL-1: a tile may be named in either order; names outside the set are invalid-tile', () => {
    let s = run(start(SHORT, SHORT_HANDS), 's0 6-6');
    refuses(s, { type: 'play', tile: '7-6', end: '0n' }, 'invalid-tile');
    refuses(s, { type: 'play', tile: 'six', end: '0n' }, 'invalid-tile');
    refuses(s, { type: 'play', tile: '6-4', end: '0n' }, 'not-in-hand');
    s = accepts(s, { type: 'play', tile: '5-6', end: '0n' });
    assert.equal(s.layout.tiles[1]!.tile, '6-5');
    assert.deepEqual(s.log.at(-1), { seat: 1, move: { type: 'play', tile: '6-5', end: '0n' }, pip: 6 });
  });

  it('R-ALL-2: seats clockwise; to the left next = s + 1, to the right next = s - 1 (mod n)', () => {
    for (const players of [2, 3, 4]) {
      const r = rules('doubles', { players });
      for (let s = 0; s < players; s++) assert.equal(nextSeat(r, s), (s + 1) % players);
    }
    assert.deepEqual(
      [0, 1, 2].map((s) => nextSeat(BY, s)),
      [2, 0, 1],
    );
  });

  it('R-ALL-3: an opening single exposes 2 ends, an attached single 1 (its other number)', () => {
    let s = run(start(BY, BY_HANDS, [], 0), 's0 2-1');
    assert.deepEqual(ends(s), ['0w:2', '0e:1']);
    s = run(s, 's2 1-0@0e');
    assert.deepEqual(ends(s), ['0w:2', '1e:0']);
    assert.deepEqual(s.layout.tiles[1], { tile: '1-0', parent: 0, end: '0e', spinner: false, match: 1, dir: 'e' });
  });

  it('R-ALL-3: an opening non-spinner double exposes 2 ends, a later non-spinner double 1', () => {
    const r = rules('doubles-classic', { players: 2, spinners: 'none' });
    let s = start(r, [
      ['5-5', '5-3', '3-3', '2-1', '2-0', '1-0', '0-0'],
      ['5-4', '4-4', '6-5', '6-4', '6-3', '6-2', '6-1'],
    ]);
    s = run(s, 's0 5-5');
    assert.deepEqual(ends(s), ['0w:5', '0e:5']);
    s = run(s, 's1 5-4@0w; s0 5-3@0e; s1 4-4@1w');
    assert.deepEqual(ends(s), ['2e:3', '3w:4']);
    assert.equal(s.layout.tiles[3]!.spinner, false);
  });

  it('R-ALL-3: an opening spinner exposes 4 ends, a later spinner 3 (far side and both flanks), all open at once', () => {
    let s = run(start(SHORT, SHORT_HANDS), 's0 6-6');
    assert.deepEqual(ends(s), ['0n:6', '0e:6', '0s:6', '0w:6']);
    assert.ok(s.layout.ends.every((e) => e.open));
    assert.deepEqual(legal(s), ['6-5@0n', '6-5@0e', '6-5@0s', '6-5@0w']);
    s = run(s, 's1 6-5@0s; s0 6-1@0e');
    assert.equal(s.phase, 'round-over');
    const r = rules('doubles', { players: 2, handSize: 3 });
    s = run(
      start(r, [
        ['6-6', '5-5', '1-0'],
        ['6-5', '5-4', '4-1'],
      ]),
      's0 6-6; s1 6-5@0w; s0 5-5@1w',
    );
    assert.deepEqual(ends(s), ['0n:6', '0e:6', '0s:6', '2w:5', '2s:5', '2n:5']);
    assert.deepEqual(
      s.layout.ends.map((e) => e.dir),
      ['n', 'e', 's', 'w', 's', 'n'],
    );
  });

  it('R-ALL-3: a covered end is gone; end ids are unique within the round', () => {
    let s = run(start(SHORT, SHORT_HANDS), 's0 6-6; s1 6-5@0n');
    refuses(s, '6-1@0n', 'no-such-end');
    refuses(s, '6-1@center', 'no-such-end');
    s = accepts(s, '6-1@0e');
    const ids = s.layout.tiles.map((t) => t.end).filter((e) => e !== null);
    assert.deepEqual(ids, ['0n', '0e']);
  });

  it('R-ALL-4: the lead double unlocks its suit at once; a single needs the double of the number it matches', () => {
    const r = rules('doubles', { players: 2, handSize: 3 });
    let s = start(r, [
      ['6-6', '3-1', '3-3'],
      ['6-3', '4-3', '1-0'],
    ]);
    s = run(s, 's0 6-6');
    assert.deepEqual(s.unlocked, [6]);
    s = run(s, 's1 6-3@0n');
    assert.deepEqual(ends(s).at(-1), '1n:3');
    assert.equal(s.layout.ends.at(-1)!.open, false);
    refuses(s, '3-1@1n', 'suit-locked');
    s = run(s, 's0 3-3@1n');
    // Seat 1's 4-3 now fits on any 3 of the 3-3 although its other number, 4, is locked.
    assert.deepEqual(
      legal(s).filter((m) => m.startsWith('4-3')),
      ['4-3@2n', '4-3@2w', '4-3@2e'],
    );
  });

  it('R-ALL-5: a double may always be attached to an end showing its number, even a locked one, and unlocks it', () => {
    const r = rules('doubles', { players: 2, handSize: 3 });
    let s = start(r, [
      ['6-6', '3-3', '1-0'],
      ['6-3', '4-3', '5-1'],
    ]);
    s = run(s, 's0 6-6; s1 6-3@0e');
    assert.equal(s.layout.ends.find((e) => e.id === '1e')!.open, false);
    s = accepts(s, '3-3@1e');
    assert.deepEqual(s.unlocked, [6, 3]);
    assert.ok(s.layout.ends.filter((e) => e.pip === 3).every((e) => e.open));
  });

  it('R-ALL-6: the last tile ends the round at once ("Domino!"); afterwards every move is wrong-phase', () => {
    const s = run(start(SHORT, SHORT_HANDS), 's0 6-6; s1 6-5@0n; s0 6-1@0e');
    assert.equal(s.phase, 'round-over');
    assert.equal(s.current, null);
    assert.equal(s.lastRound!.reason, 'domino');
    assert.equal(s.lastRound!.winner, 0);
    assert.deepEqual(legalMoves(s), []);
    refuses(s, 'pass', 'wrong-phase');
    refuses(s, 'draw', 'wrong-phase');
    refuses(s, '5-5@1n', 'wrong-phase');
  });

  it('R-ALL-7: the round ends the moment nobody can play or draw, without a circle of passes', () => {
    const before = run(start(BY, BY_HANDS, [], 0), BY_PLAY.slice(0, BY_PLAY.lastIndexOf(';')));
    assert.equal(before.phase, 'play');
    const s = accepts(before, '6-0@7e');
    assert.equal(s.phase, 'round-over');
    assert.equal(s.lastRound!.reason, 'blocked');
    assert.equal(s.log.length, 9);
    assert.ok(s.log.every((m) => m.move.type === 'play'));
  });

  it('R-ALL-8: one point per pip; the boneyard never counts', () => {
    const s = run(start(SHORT, SHORT_HANDS), 's0 6-6; s1 6-5@0n; s0 6-1@0e');
    assert.equal(s.boneyard.length, 24);
    assert.deepEqual(s.lastRound!.points, [10, 0]);
  });

  it('R-ALL-9: the same options, seed and moves give the same match, round after round', () => {
    const play = (seed: string): MatchState[] => {
      const states: MatchState[] = [];
      let s = newMatch(DB, seed);
      for (let round = 0; round < 3 && s.phase !== 'match-over'; round++) {
        while (s.phase === 'play') {
          s = applyMove(s, legalMoves(s)[0]!);
          states.push(s);
        }
        if (s.phase === 'round-over') s = nextRound(s);
        states.push(s);
      }
      return states;
    };
    assert.deepEqual(play('same'), play('same'));
    assert.notDeepEqual(newMatch(DB, 'same').hands, newMatch(DB, 'other').hands);
    assert.equal(newMatch(DB, 'same').seed, 'same');
    // Each round deals afresh from the seed.
    const states = play('same');
    const second = states.find((x) => x.round === 2 && x.phase === 'play' && x.layout.tiles.length === 0);
    assert.ok(second);
    assert.notDeepEqual(second.hands, newMatch(DB, 'same').hands);
  });

  it('R-ALL-10: at the target, the highest total wins the match', () => {
    const s = run(withScores(start(SHORT, SHORT_HANDS), [95, 99]), 's0 6-6; s1 6-5@0n; s0 6-1@0e');
    assert.equal(s.phase, 'match-over');
    assert.deepEqual(s.scores, [105, 99]);
    assert.equal(s.winner, 0);
    assert.throws(
      () => nextRound(s),
      (e: unknown) => e instanceof IllegalMoveError && e.reason === 'wrong-phase',
    );
  });

  it('R-ALL-10: nobody at the target: another round', () => {
    const s = run(start(SHORT, SHORT_HANDS), 's0 6-6; s1 6-5@0n; s0 6-1@0e');
    assert.equal(s.phase, 'round-over');
    assert.equal(s.winner, null);
    assert.equal(nextRound(s).round, 2);
  });

  it('R-ALL-10: equal highest totals at the target: play goes on until one is strictly ahead', () => {
    const tied = run(withScores(start(SHORT, SHORT_HANDS), [90, 100]), 's0 6-6; s1 6-5@0n; s0 6-1@0e');
    assert.deepEqual(tied.scores, [100, 100]);
    assert.equal(tied.phase, 'round-over');
    assert.equal(tied.winner, null);
    let s = nextRound(tied);
    assert.equal(s.dealer, 1);
    assert.deepEqual(s.scores, [100, 100]);
    while (s.phase === 'play') s = applyMove(s, legalMoves(s)[0]!);
    const [a, b] = s.scores as [number, number];
    assert.equal(s.phase, a === b ? 'round-over' : 'match-over');
    if (a !== b) assert.equal(s.winner, a > b ? 0 : 1);
  });

  it('R-ALL-10: with scores below the target a lead is no win; a higher score beyond the target is', () => {
    const r = rules('doubles', { players: 2, handSize: 2, targetScore: 11 });
    const low = run(start(r, SHORT_HANDS), 's0 6-6; s1 6-5@0n; s0 6-1@0e');
    assert.deepEqual(low.scores, [10, 0]);
    assert.equal(low.phase, 'round-over');
    const r10 = rules('doubles', { players: 2, handSize: 2, targetScore: 10 });
    const won = run(start(r10, SHORT_HANDS), 's0 6-6; s1 6-5@0n; s0 6-1@0e');
    assert.equal(won.phase, 'match-over');
    assert.equal(won.winner, 0);
  });

  it('the dealer moves one seat to the left each round', () => {
    let s = newMatch(rules('maltese-cross', { targetScore: 100_000 }), 'dealers');
    const dealers = [s.dealer];
    for (let round = 0; round < 5; round++) {
      while (s.phase === 'play') s = applyMove(s, legalMoves(s)[0]!);
      s = nextRound(s);
      dealers.push(s.dealer);
    }
    assert.deepEqual(dealers, [0, 1, 2, 3, 0, 1]);
  });
});

describe('the move contract (API.md §6)', () => {
  const opening = () => start(SHORT, SHORT_HANDS);

  it('the first tile is played at "center" or with no end', () => {
    assert.deepEqual(legal(opening()), ['6-6@center']);
    assert.equal(explainMove(opening(), { type: 'play', tile: '6-6' }), null);
    // An empty end counts as no end named, at the opening as later in the round.
    assert.equal(explainMove(opening(), { type: 'play', tile: '6-6', end: '' }), null);
    assert.equal(applyMove(opening(), { type: 'play', tile: '6-6', end: '' }).layout.tiles[0]!.tile, '6-6');
    refuses(opening(), '6-6@0n', 'no-such-end');
  });

  it('an end may be omitted when exactly one fits; otherwise no-such-end', () => {
    let s = run(opening(), 's0 6-6');
    refuses(s, { type: 'play', tile: '6-5' }, 'no-such-end');
    s = run(s, 's1 6-5@0n');
    refuses(s, { type: 'play', tile: '6-1' }, 'no-such-end');
    const r = rules('doubles', { players: 2, handSize: 3 });
    const t = run(
      start(r, [
        ['6-6', '3-3', '1-0'],
        ['6-3', '4-3', '5-1'],
      ]),
      's0 6-6; s1 6-3@0e',
    );
    const after = accepts(t, { type: 'play', tile: '3-3' });
    assert.equal(after.layout.tiles[2]!.end, '1e');
    refuses(t, { type: 'play', tile: '1-0' }, 'no-match');
  });

  it('applyMove throws IllegalMoveError carrying the same reason as explainMove; the state is untouched', () => {
    const s = opening();
    const before = JSON.stringify(s);
    assert.throws(
      () => applyMove(s, { type: 'play', tile: '6-1', end: 'center' }),
      (e: unknown) => e instanceof IllegalMoveError && e.reason === 'must-lead' && e.name === 'IllegalMoveError',
    );
    assert.equal(JSON.stringify(s), before);
  });

  it('a malformed move is invalid-state; a state is never mutated by a legal move either', () => {
    const s = opening();
    assert.equal(explainMove(s, { type: 'jump' } as unknown as MoveRequest), 'invalid-state');
    assert.equal(explainMove(s, null as unknown as MoveRequest), 'invalid-state');
    const before = JSON.stringify(s);
    applyMove(s, { type: 'play', tile: '6-6', end: 'center' });
    assert.equal(JSON.stringify(s), before);
  });

  it('nextRound refuses a round still in play (wrong-phase)', () => {
    assert.throws(
      () => nextRound(opening()),
      (e: unknown) => e instanceof IllegalMoveError && e.reason === 'wrong-phase',
    );
  });

  it('a forced pass is a move: the engine never plays on its own', () => {
    const s = run(start(BY, BY_HANDS, [], 0), 's0 2-1; s2 1-0@0e; s1 2-0@0w');
    assert.equal(s.current, 0);
    assert.equal(s.log.length, 3);
  });
});
