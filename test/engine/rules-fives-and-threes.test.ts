/** Scenario tests for Fives and Threes (R-F3-1…R-F3-8), its clarifications (R-GX) and RULES.md's worked examples. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyMove, legalMoves, newMatch, nextRound, type MatchState, type Tile } from '../../src/engine/index.js';
import { judgeMove } from '../../src/engine/moves.js';
import { pointsFor, scoreRound } from '../../src/engine/scoring.js';
import { accepts, ends, legal, refuses, run, start, withScores } from './helpers.js';
import { fivesAndThrees } from './scoring-games.js';

const F3 = fivesAndThrees();

const scored = (s: MatchState): [number | undefined, number | undefined] => {
  const last = s.log[s.log.length - 1]!;
  return [last.count, last.points];
};

const withHands = (s: MatchState, hands: string[][]): MatchState => ({ ...s, hands: hands as Tile[][] });

function playOut(state: MatchState): MatchState {
  let s = state;
  while (s.phase === 'play') s = applyMove(s, legalMoves(s)[0]!);
  return s;
}

// The worked example "Fives and Threes" (2 players, seat 0 leads).
const EXAMPLE_HANDS = [
  ['5-4', '5-2', '3-2', '6-6', '0-0', '1-0', '2-0'],
  ['4-4', '4-1', '6-1', '3-0', '4-0', '5-0', '6-0'],
];
const EXAMPLE_PLAY = 's0 5-4; s1 4-4@0e; s0 5-2@0w; s1 4-1@1e; s0 3-2@2w; s1 6-1@3e; s0 6-6@5e';

describe('Fives and Threes', () => {
  it('R-F3-1: double-six; 7 tiles for 2 players, 5 for 3 or 4; nobody draws; target 61', () => {
    for (const [players, hand] of [
      [2, 7],
      [3, 5],
      [4, 5],
    ] as const) {
      const s = newMatch(fivesAndThrees({ players }), `f3-1-${players}`);
      assert.deepEqual(
        s.hands.map((h) => h.length),
        Array.from({ length: players }, () => hand),
      );
      // R-GX-11: without drawing the boneyard holds the undealt tiles and none may be drawn.
      assert.equal(s.boneyard.length, 28 - players * hand);
      assert.equal(s.drawable, 0);
    }
    assert.equal(F3.targetScore, 61);
  });

  it('R-F3-2, worked example "leads": the lot gives seat 2 the first round; seat 0 leads the second, seat 1 the third', () => {
    const r3 = fivesAndThrees({ players: 3 });
    let s: MatchState | undefined;
    for (let i = 0; i < 50 && s === undefined; i++) {
      const m = newMatch(r3, `rotation-${i}`);
      if (m.lead.seat === 2) s = m;
    }
    assert.ok(s, 'a seed whose lot gives seat 2 the lead');
    assert.equal(s.lead.how, 'drawn-doubles');
    const second = nextRound(playOut(s));
    assert.deepEqual([second.lead.seat, second.lead.how], [0, 'rotation']);
    assert.equal(second.current, 0);
    const third = nextRound(playOut(second));
    assert.deepEqual([third.lead.seat, third.lead.how], [1, 'rotation']);
    // Any tile opens.
    assert.deepEqual(legal(third).sort(), third.hands[1]!.map((t) => `${t}@center`).sort());
  });

  it('R-F3-3: play goes to the left', () => {
    assert.equal(run(start(F3, EXAMPLE_HANDS, [], 0), 's0 5-4').current, 1);
  });

  it('R-F3-4, R-F3-6, worked example: one line, counts and points as written; 13 to 4', () => {
    let s = start(F3, EXAMPLE_HANDS, [], 0);
    assert.equal(s.count, 0, 'R-GX-11: 0 before the lead');
    const expected: [number, number][] = [
      [9, 3],
      [13, 0],
      [10, 2],
      [3, 1],
      [4, 0],
      [9, 3],
      [15, 8],
    ];
    const steps = EXAMPLE_PLAY.split('; ');
    steps.forEach((step, i) => {
      s = run(s, step);
      assert.deepEqual(scored(s), expected[i], step);
      assert.equal(s.count, expected[i]![0]);
    });
    assert.deepEqual(s.scores, [13, 4]);
    assert.equal(s.layout.ends.length, 2, 'one line, two open ends');
    assert.ok(
      s.layout.tiles.every((t) => !t.spinner),
      'no spinner',
    );
    assert.deepEqual(ends(s), ['4w:3', '6e:6']);
  });

  it('R-F3-6: count ÷ 5 plus count ÷ 3 for every count up to 22', () => {
    const table: Record<number, number> = { 3: 1, 5: 1, 6: 2, 9: 3, 10: 2, 12: 4, 15: 8, 18: 6, 20: 4, 21: 7 };
    for (let count = 0; count <= 22; count++) assert.equal(pointsFor(F3, count), table[count] ?? 0, `count ${count}`);
  });

  it('R-F3-5, R-GX-7: a stuck player knocks (a draw → cannot-draw, never), a player who can play must; a knock scores nothing', () => {
    let s = run(start(F3, EXAMPLE_HANDS, [], 0), 's0 6-6');
    // Seat 1 holds 6-1 and 6-0: it must play.
    refuses(s, 'pass', 'must-play');
    refuses(s, 'draw', 'cannot-draw');
    assert.deepEqual(judgeMove(s, { type: 'draw' }), { code: 'cannot-draw', why: 'never', count: 14 });
    s = withHands(s, [s.hands[0] as string[], ['4-4', '4-1', '3-0', '4-0', '5-0', '2-1']]);
    assert.deepEqual(legal(s), ['pass']);
    refuses(s, 'draw', 'cannot-draw');
    s = accepts(s, 'pass');
    assert.deepEqual(scored(s), [12, 0]);
    assert.deepEqual(s.scores, [4, 0]);
  });

  it('R-GX-7: where nobody draws, a draw at the opening is refused with cannot-draw (never); a pass with must-lead', () => {
    const s = start(F3, EXAMPLE_HANDS, [], 0);
    assert.deepEqual(judgeMove(s, { type: 'draw' }), { code: 'cannot-draw', why: 'never', count: 14 });
    refuses(s, 'pass', 'must-lead');
  });

  it('R-F3-7: chipping out adds 1 to the last play and scores it as one; the round itself adds nothing', () => {
    // Seat 0 leads its last tile, 4-3: count 7 scores 0, the chip-out 1.
    const s = run(withHands(start(F3, EXAMPLE_HANDS, [], 0), [['4-3'], EXAMPLE_HANDS[1]!]), 's0 4-3');
    assert.deepEqual(scored(s), [7, 1]);
    assert.equal(s.phase, 'round-over');
    assert.equal(s.lastRound!.reason, 'domino');
    assert.equal(s.lastRound!.winner, 0);
    // R-GX-11: the round's points are 0 for every seat; pips left in hands never count.
    assert.deepEqual(s.lastRound!.points, [0, 0]);
    assert.deepEqual(s.scores, [1, 0]);
  });

  it('R-F3-7, R-GX-10: a blocked round has no winner and scores nothing', () => {
    assert.deepEqual(scoreRound(F3, [['2-1'], ['6-6', '5-5']], null), { winner: null, points: [0, 0] });
    let blocked: MatchState | undefined;
    for (let i = 0; i < 200 && blocked === undefined; i++) {
      const over = playOut(newMatch(F3, `block-${i}`));
      if (over.lastRound?.reason === 'blocked') blocked = over;
    }
    assert.ok(blocked, 'a seeded round that blocks');
    assert.equal(blocked.lastRound!.winner, null);
    assert.deepEqual(blocked.lastRound!.points, [0, 0]);
    const duringPlay = blocked.log.reduce((sum, m) => sum + (m.points ?? 0), 0);
    assert.equal(blocked.scores[0]! + blocked.scores[1]!, duringPlay);
  });

  it('R-F3-8, R-GX-10, worked example "61": on 59 a last play of 2 + the chip point makes 62: nothing scored, the round over', () => {
    // Count 6 (2 points) with the last tile: 4-2 led alone.
    const on = (total: number): MatchState =>
      run(withScores(withHands(start(F3, EXAMPLE_HANDS, [], 0), [['4-2'], EXAMPLE_HANDS[1]!]), [total, 0]), 's0 4-2');
    const refused = on(59);
    assert.deepEqual(scored(refused), [6, 0]);
    // What was refused rides on the move's record, for its words: 2 + the chip point.
    assert.equal(refused.log.at(-1)!.refused, 3);
    assert.deepEqual(refused.scores, [59, 0]);
    assert.equal(refused.phase, 'round-over');
    assert.equal(refused.lastRound!.reason, 'domino');
    assert.equal(refused.lastRound!.winner, 0, 'R-GX-10: still a domino won by that player');
    const won = on(58);
    assert.deepEqual(scored(won), [6, 3]);
    assert.equal('refused' in won.log.at(-1)!, false, 'nothing refused, no field');
    assert.equal(won.phase, 'match-over');
    assert.equal(won.winner, 0);
    assert.deepEqual(won.scores, [61, 0]);
    assert.equal(won.lastRound!.reason, 'domino');
  });

  it('R-F3-8, worked example: seat 1 on 53 making 15 (8) mid-round reaches 61 and wins at once', () => {
    const hands = [
      ['6-3', '5-5', '4-4', '3-3', '2-2', '1-1', '0-0'],
      ['6-6', '5-4', '5-3', '5-2', '5-1', '4-3', '2-1'],
    ];
    const s = run(withScores(run(start(F3, hands, [], 0), 's0 6-3'), [3, 53]), 's1 6-6@0w');
    assert.deepEqual(scored(s), [15, 8]);
    assert.equal(s.phase, 'match-over');
    assert.equal(s.winner, 1);
    assert.deepEqual(s.scores, [3, 61]);
    assert.equal(s.lastRound!.reason, 'target');
    assert.deepEqual(s.lastRound!.points, [0, 0]);
    assert.deepEqual(legalMoves(s), []);
  });

  it('R-F3-8: a score past 61 mid-round is not scored and play goes on', () => {
    const hands = [
      ['6-3', '5-5', '4-4', '3-3', '2-2', '1-1', '0-0'],
      ['6-6', '5-4', '5-3', '5-2', '5-1', '4-3', '2-1'],
    ];
    const s = run(withScores(run(start(F3, hands, [], 0), 's0 6-3'), [3, 54]), 's1 6-6@0w');
    assert.deepEqual(scored(s), [15, 0]);
    assert.equal(s.log.at(-1)!.refused, 8);
    assert.deepEqual(s.scores, [3, 54]);
    assert.equal(s.phase, 'play');
  });

  it('R-GX-9: with target-score the target must still be reached exactly', () => {
    const r = fivesAndThrees({ targetScore: 10 });
    const hands = [
      ['6-3', '5-5', '4-4', '3-3', '2-2', '1-1', '0-0'],
      ['6-6', '5-4', '5-3', '5-2', '5-1', '4-3', '2-1'],
    ];
    const past = run(withScores(run(start(r, hands, [], 0), 's0 6-3'), [3, 3]), 's1 6-6@0w');
    assert.deepEqual(past.scores, [3, 3]);
    const exact = run(withScores(run(start(r, hands, [], 0), 's0 6-3'), [3, 2]), 's1 6-6@0w');
    assert.equal(exact.phase, 'match-over');
    assert.deepEqual(exact.scores, [3, 10]);
  });
});
