/** Scenario tests for Doubles in the Boneyard (R-BY-1…R-BY-8) and its worked example in docs/rules.md. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newMatch, nextRound, nextSeat, pipTotal, tilesOf, type MatchState } from '../../src/engine/index.js';
import { accepts, ends, legal, refuses, rules, run, start } from './helpers.js';

const BY = rules('doubles-in-the-boneyard');

const EXAMPLE_HANDS = [
  ['2-1', '3-0', '5-0', '3-1', '4-1', '6-2', '6-3'],
  ['2-0', '4-0', '6-0', '6-1', '5-2', '5-3', '6-4'],
  ['1-0', '4-3', '6-5', '3-2', '5-1', '4-2', '5-4'],
];
const EXAMPLE_PLAY = 's0 2-1; s2 1-0@0e; s1 2-0@0w; s0 3-0@2w; s2 4-3@3w; s1 4-0@4w; s0 5-0@1e; s2 6-5@6e; s1 6-0@7e';

/** The worked example: leader seat 0, nine moves, blocked on two 0 ends. */
const workedExample = (): MatchState => run(start(BY, EXAMPLE_HANDS, [], 0), EXAMPLE_PLAY);

/** Found by seeded random play, then fixed: seat 1 leads and dominoes while seat 2 passes twice. */
const DOMINO_HANDS = [
  ['6-1', '2-1', '4-2', '2-0', '5-2', '6-0', '6-3'],
  ['3-2', '5-1', '5-0', '6-2', '4-0', '4-1', '1-0'],
  ['5-4', '6-5', '4-3', '5-3', '6-4', '3-0', '3-1'],
];
const BEFORE_PASS =
  's1 6-2; s0 6-1@0w; s2 3-1@1w; s1 3-2@0e; s0 6-3@3e; s2 5-3@2w; s1 5-0@5w; s0 6-0@4e; s2 3-0@6w; ' +
  's1 4-0@7e; s0 4-2@9e; s2 4-3@8w; s1 4-1@11w; s0 2-1@10e';
const DOMINO_PLAY = `${BEFORE_PASS}; s2 pass; s1 5-1@12w; s0 5-2@14w; s2 pass; s1 1-0@13e`;

/** A block with one lowest hand: seat 0 holds 9 pips against 10 and 13. */
const LOW1_HANDS = [
  ['4-2', '6-3', '4-0', '2-0', '5-2', '5-1', '3-1'],
  ['6-1', '6-0', '1-0', '2-1', '6-4', '4-1', '6-5'],
  ['5-3', '5-0', '3-0', '4-3', '3-2', '6-2', '5-4'],
];
const LOW1_PLAY =
  's1 6-4; s0 6-3@0w; s2 5-3@1w; s1 6-5@2w; s0 4-0@0e; s2 3-0@4e; s1 6-1@3w; s0 5-1@6w; s2 5-4@7w; ' +
  's1 4-1@8w; s0 3-1@9w; s2 4-3@10w; s1 pass; s0 4-2@11w; s2 3-2@12w';

/** A block in which all three hands hold 12 pips. */
const TIE3_HANDS = [
  ['1-0', '4-1', '6-2', '5-2', '6-0', '6-1', '4-2'],
  ['6-3', '2-1', '4-0', '3-1', '5-3', '3-0', '6-5'],
  ['2-0', '4-3', '3-2', '6-4', '5-1', '5-4', '5-0'],
];
const TIE3_PLAY =
  's0 1-0; s2 5-1@0w; s1 6-5@1w; s0 6-0@2w; s2 2-0@3w; s1 3-0@0e; s0 4-2@4w; s2 5-4@6w; s1 6-3@5e; ' +
  's0 6-2@8e; s2 5-0@7w; s1 2-1@9e; s0 6-1@11e; s2 6-4@12e; s1 4-0@13e';

/** The pips left in the hands when the round ended. */
const handPips = (s: MatchState): number[] => s.lastRound!.hands.map(pipTotal);

describe('Doubles in the Boneyard', () => {
  it('R-BY-1: 21 tiles without doubles (126 pips), exactly 3 players of 7, nothing drawn, target 200', () => {
    const set = tilesOf('double-six', false);
    assert.equal(set.length, 21);
    assert.equal(pipTotal(set), 126);
    assert.equal(BY.players, 3);
    assert.equal(BY.handSize, 7);
    assert.equal(BY.targetScore, 200);
    assert.throws(() => rules('doubles-in-the-boneyard', { players: 4 }), RangeError);
    assert.throws(() => rules('doubles-in-the-boneyard', { handSize: 8 }), RangeError);
    const s = newMatch(BY, 'by-1');
    assert.deepEqual(
      s.hands.map((h) => h.length),
      [7, 7, 7],
    );
    assert.deepEqual(s.boneyard, []);
    assert.ok(
      s.hands.flat().every((t) => t[0] !== t[2]),
      'no double is dealt',
    );
    const led = accepts(s, { type: 'play', tile: s.hands[s.current!]![0]!, end: 'center' });
    refuses(led, 'draw', 'cannot-draw');
  });

  it('R-BY-1: a double is not a tile of this game (invalid-tile), whoever names it', () => {
    const s = workedExample();
    const opening = start(BY, EXAMPLE_HANDS, [], 0);
    refuses(opening, '3-3', 'invalid-tile');
    refuses(opening, { type: 'play', tile: '0-0', end: 'center' }, 'invalid-tile');
    assert.equal(s.phase, 'round-over');
  });

  it('R-BY-2: for the first lead each player draws one of the 7 doubles; the highest starts; the doubles go back', () => {
    for (const seed of ['by-2a', 'by-2b', 'by-2c', 'by-2d']) {
      const s = newMatch(BY, seed);
      assert.equal(s.lead.how, 'drawn-doubles');
      const drawn = s.lead.drawn!;
      assert.equal(drawn.length, 3);
      assert.ok(drawn.every((d) => d.length === 1 && d[0]![0] === d[0]![2]));
      assert.equal(new Set(drawn.flat()).size, 3, 'three different doubles');
      const highest = Math.max(...drawn.map((d) => Number(d[0]![0])));
      assert.equal(
        s.lead.seat,
        drawn.findIndex((d) => Number(d[0]![0]) === highest),
      );
      assert.equal(s.current, s.lead.seat);
      assert.equal(s.lead.tile, undefined);
      assert.ok(s.hands.flat().every((t) => !drawn.flat().includes(t)));
    }
    // R-ALL-9: the same seed draws the same doubles.
    assert.deepEqual(newMatch(BY, 'by-2a').lead, newMatch(BY, 'by-2a').lead);
  });

  it('R-BY-3: the winner of the previous round starts the next', () => {
    const s = run(start(BY, DOMINO_HANDS, [], 1), DOMINO_PLAY);
    assert.equal(s.lastRound?.winner, 1);
    const next = nextRound(s);
    assert.deepEqual(next.lead, { seat: 1, how: 'previous-winner' });
    assert.equal(next.current, 1);
    assert.equal(next.dealer, 1);
    assert.equal(legal(next).length, 7, 'any tile may open');
  });

  it('R-BY-3 (worked example): after a two-way tie in a block the two tied players draw doubles', () => {
    const next = nextRound(workedExample());
    assert.equal(next.lead.how, 'drawn-doubles');
    const drawn = next.lead.drawn!;
    assert.equal(drawn[1]!.length, 0, 'seat 1 (not tied) draws nothing');
    assert.equal(drawn[0]!.length, 1);
    assert.equal(drawn[2]!.length, 1);
    const [d0, d2] = [Number(drawn[0]![0]![0]), Number(drawn[2]![0]![0])];
    assert.notEqual(d0, d2);
    assert.equal(next.lead.seat, d0 > d2 ? 0 : 2);
  });

  it('R-BY-3: after a three-way tie in a block all three draw doubles', () => {
    const s = run(start(BY, TIE3_HANDS, [], 0), TIE3_PLAY);
    assert.equal(s.lastRound?.reason, 'blocked');
    assert.deepEqual(handPips(s), [12, 12, 12]);
    const next = nextRound(s);
    assert.equal(next.lead.how, 'drawn-doubles');
    assert.ok(next.lead.drawn!.every((d) => d.length === 1));
  });

  it('R-BY-4: the leader may open with any tile; one line with two open ends, no spinners, no locks', () => {
    const s = start(BY, EXAMPLE_HANDS, [], 0);
    assert.deepEqual(s.lead, { seat: 0, how: 'deal' });
    assert.deepEqual(
      legal(s),
      EXAMPLE_HANDS[0]!.map((t) => `${t}@center`),
    );
    const led = accepts(s, '6-3@center');
    assert.deepEqual(ends(led), ['0w:6', '0e:3']);
    assert.equal(led.layout.tiles[0]!.spinner, false);
    // A single on a 3 with no 3-3 anywhere: no suit lock in this game.
    const next = accepts(led, '4-3@0e');
    assert.deepEqual(ends(next), ['0w:6', '1e:4']);
    refuses(led, '4-3@0w', 'no-match');
  });

  it('R-BY-5: play goes to the right (anticlockwise): 0, 2, 1', () => {
    assert.equal(nextSeat(BY, 0), 2);
    assert.equal(nextSeat(BY, 2), 1);
    assert.equal(nextSeat(BY, 1), 0);
    let s = start(BY, EXAMPLE_HANDS, [], 0);
    s = accepts(s, '2-1@center');
    assert.equal(s.current, 2);
    s = accepts(s, '1-0@0e');
    assert.equal(s.current, 1);
    s = accepts(s, '2-0@0w');
    assert.equal(s.current, 0);
  });

  it('R-BY-6: a player who can play must play; one who cannot must pass; nothing is drawn', () => {
    const s = run(start(BY, EXAMPLE_HANDS, [], 0), 's0 2-1; s2 1-0@0e; s1 2-0@0w');
    refuses(s, 'pass', 'must-play');
    refuses(s, 'draw', 'cannot-draw');
    const stuck = run(start(BY, DOMINO_HANDS, [], 1), BEFORE_PASS);
    assert.equal(stuck.current, 2);
    assert.deepEqual(ends(stuck), ['12w:1', '13e:1']);
    assert.deepEqual(stuck.hands[2], ['5-4', '6-5', '6-4']);
    assert.deepEqual(legal(stuck), ['pass']);
    refuses(stuck, 'draw', 'cannot-draw');
    refuses(stuck, '6-5@12w', 'no-match');
    const passed = accepts(stuck, 'pass');
    assert.equal(passed.current, 1);
    assert.equal(passed.phase, 'play');
  });

  it('R-BY-7 (worked example): both ends 0 and all six 0-tiles down: blocked at once', () => {
    let s = run(start(BY, EXAMPLE_HANDS, [], 0), 's0 2-1; s2 1-0@0e; s1 2-0@0w');
    // Both ends show 0 but four 0-tiles are still out: not blocked.
    assert.deepEqual(ends(s), ['1e:0', '2w:0']);
    assert.equal(s.phase, 'play');
    s = run(s, 's0 3-0@2w; s2 4-3@3w; s1 4-0@4w; s0 5-0@1e; s2 6-5@6e');
    assert.equal(s.phase, 'play');
    s = run(s, 's1 6-0@7e');
    assert.deepEqual(ends(s), ['5w:0', '8e:0']);
    assert.equal(s.phase, 'round-over');
    assert.equal(s.current, null);
    assert.equal(s.lastRound!.reason, 'blocked');
    const zeros = s.layout.tiles.filter((t) => t.tile.endsWith('-0') || t.tile.startsWith('0-'));
    assert.equal(zeros.length, 6);
  });

  it('R-BY-8 (worked example): seats 0 and 2 tie on 26, seat 1 holds 32 and scores −32', () => {
    const s = workedExample();
    assert.deepEqual(s.lastRound!.hands, [
      ['3-1', '4-1', '6-2', '6-3'],
      ['6-1', '5-2', '5-3', '6-4'],
      ['3-2', '5-1', '4-2', '5-4'],
    ]);
    assert.deepEqual(handPips(s), [26, 32, 26]);
    assert.equal(s.lastRound!.winner, null);
    assert.deepEqual(s.lastRound!.points, [0, -32, 0]);
    assert.deepEqual(s.scores, [0, -32, 0], 'totals may go negative');
  });

  it('R-BY-8: domino: the winner scores every unplayed pip of both other hands', () => {
    const s = run(start(BY, DOMINO_HANDS, [], 1), DOMINO_PLAY);
    assert.equal(s.lastRound!.reason, 'domino');
    assert.deepEqual(handPips(s), [2, 0, 30]);
    assert.deepEqual(s.lastRound!.points, [0, 32, 0]);
    assert.deepEqual(s.scores, [0, 32, 0]);
  });

  it('R-BY-8: block with one lowest hand: it scores every unplayed pip, its own included (126 − layout)', () => {
    const s = run(start(BY, LOW1_HANDS, [], 1), LOW1_PLAY);
    assert.equal(s.lastRound!.reason, 'blocked');
    assert.deepEqual(handPips(s), [9, 10, 13]);
    assert.equal(pipTotal(s.layout.tiles.map((t) => t.tile)), 94);
    assert.equal(s.lastRound!.winner, 0);
    assert.deepEqual(s.lastRound!.points, [126 - 94, 0, 0]);
    assert.equal(nextRound(s).lead.how, 'previous-winner');
  });

  it('R-BY-8: three-way tie in a block: nobody scores', () => {
    const s = run(start(BY, TIE3_HANDS, [], 0), TIE3_PLAY);
    assert.deepEqual(s.lastRound!.points, [0, 0, 0]);
    assert.equal(s.lastRound!.winner, null);
  });
});
