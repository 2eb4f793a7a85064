/** Scenario tests for Block (R-BK-1…R-BK-10, R-GX-2/3/4/7) and its worked examples in RULES.md. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judgeMove } from '../../src/engine/moves.js';
import { newMatch, nextRound, nextSeat, pipTotal, type MatchState } from '../../src/engine/index.js';
import { accepts, ends, fixedDeal, legal, refuses, rules, run, start, withScores } from './helpers.js';

const BK = rules('block');

/** RULES.md, "Block, lead without a double": nobody holds a double; 6-3 and 5-4 weigh 9. */
const NO_DOUBLE = [
  ['6-3', '5-2', '4-1', '3-0', '2-1', '6-0', '4-2'],
  ['5-4', '6-2', '3-1', '5-1', '4-0', '2-0', '6-1'],
];

/**
 * RULES.md, "Block, scoring" (3 players, hands of 3, seat 0 named to lead): it ends blocked on two 0 ends with
 * seat 0 {3-1} (4), seat 1 {6-5} (11), seat 2 {6-6, 2-1} (15), while 0-tiles lie unused in the boneyard.
 */
const BK3 = rules('block', { players: 3, handSize: 3 });
const SCORING = [
  ['4-0', '4-3', '3-1'],
  ['4-4', '3-0', '6-5'],
  ['0-0', '6-6', '2-1'],
];
const SCORING_PLAY = 's0 4-0; s1 4-4@0w; s2 0-0@0e; s0 4-3@1w; s1 3-0@3w';
/** The same with seat 1 left holding 2-2 (4): seats 0 and 1 tie for the lowest hand. */
const TIE = [
  ['4-0', '4-3', '3-1'],
  ['4-4', '5-3', '2-2'],
  ['0-0', '6-6', '2-1'],
];
const TIE_PLAY = 's0 4-0; s1 4-4@0w; s2 0-0@0e; s0 4-3@1w; s1 5-3@3w';

const scoring = (): MatchState => run(start(BK3, SCORING, [], 0), SCORING_PLAY);

describe('Block', () => {
  it('R-BK-1: a double-six set, 2–4 players (default 2), 7 / 5 / 5 tiles, the rest never drawn, target 100', () => {
    assert.equal(BK.players, 2);
    assert.equal(BK.targetScore, 100);
    assert.equal(BK.set, 'double-six');
    for (const [players, hand, left] of [
      [2, 7, 14],
      [3, 5, 13],
      [4, 5, 8],
    ] as const) {
      const s = newMatch(rules('block', { players }), `bk-1-${players}`);
      assert.deepEqual(
        s.hands.map((h) => h.length),
        Array.from({ length: players }, () => hand),
      );
      assert.equal(s.boneyard.length, left);
      assert.equal(s.drawable, 0, 'never drawn');
    }
    // hand-size may deal the whole set to four players, no more.
    assert.equal(rules('block', { players: 4, handSize: 7 }).handSize, 7);
    assert.throws(() => rules('block', { players: 4, handSize: 8 }), RangeError);
    assert.throws(() => rules('block', { players: 5 }), RangeError);
    assert.throws(() => rules('block', { spinners: 'all' }), RangeError);
  });

  it('R-BK-2 (worked example): no double dealt, so the heaviest tile opens; 6-3 beats 5-4 on its higher number', () => {
    const s = newMatch(BK, 'bk-2', fixedDeal(BK, NO_DOUBLE));
    assert.deepEqual(s.lead, { seat: 0, how: 'heaviest-tile', tile: '6-3' });
    assert.equal(s.current, 0);
    assert.deepEqual(legal(s), ['6-3@center']);
    refuses(s, '5-2@center', 'must-lead');
    assert.deepEqual(judgeMove(s, { type: 'play', tile: '5-2', end: 'center' }), { code: 'must-lead', tile: '6-3' });
    // With the hands swapped the 6-3 still leads, now from seat 1.
    const swapped = newMatch(BK, 'bk-2', fixedDeal(BK, [NO_DOUBLE[1]!, NO_DOUBLE[0]!]));
    assert.deepEqual(swapped.lead, { seat: 1, how: 'heaviest-tile', tile: '6-3' });
  });

  it('R-BK-2, R-GX-2: the highest double dealt leads; a higher double in the boneyard does not count', () => {
    const hands = [
      ['4-4', '6-3', '5-2', '4-1', '3-0', '2-1', '6-0'],
      ['5-5', '5-4', '6-2', '3-1', '5-1', '4-0', '2-0'],
    ];
    const s = newMatch(BK, 'bk-2b', fixedDeal(BK, hands));
    assert.ok(s.boneyard.includes('6-6'));
    assert.deepEqual(s.lead, { seat: 1, how: 'highest-double', tile: '5-5' });
    assert.deepEqual(legal(s), ['5-5@center']);
    refuses(s, '5-4@center', 'must-lead');
  });

  it('R-BK-3, R-GX-3: after a domino the player who went out leads the next round, with any tile', () => {
    const B2 = rules('block', { handSize: 2 });
    const s = run(
      start(B2, [
        ['6-6', '6-1'],
        ['6-5', '5-0'],
      ]),
      's0 6-6; s1 6-5@0w; s0 6-1@0e',
    );
    assert.equal(s.lastRound!.reason, 'domino');
    assert.equal(s.lastRound!.winner, 0);
    const next = nextRound(s);
    assert.deepEqual(next.lead, { seat: 0, how: 'previous-winner' });
    assert.deepEqual(
      legal(next),
      next.hands[0]!.map((t) => `${t}@center`),
    );
  });

  it('R-BK-3, R-GX-3 (worked example): after a block the lowest hand leads, with any tile', () => {
    const next = nextRound(scoring());
    assert.deepEqual(next.lead, { seat: 0, how: 'previous-winner' });
    assert.equal(legal(next).length, 3);
  });

  it('R-BK-3, R-GX-3 (worked example): players tied for the lowest hand draw doubles; the highest leads', () => {
    const s = run(start(BK3, TIE, [], 0), TIE_PLAY);
    const next = nextRound(s);
    assert.equal(next.lead.how, 'drawn-doubles');
    const drawn = next.lead.drawn!;
    assert.deepEqual(
      drawn.map((d) => d.length),
      [1, 1, 0],
      'seats 0 and 1 draw, seat 2 does not',
    );
    const [d0, d1] = [Number(drawn[0]![0]![0]), Number(drawn[1]![0]![0])];
    assert.equal(next.lead.seat, d0 > d1 ? 0 : 1);
    assert.equal(next.lead.tile, undefined, 'any tile opens');
  });

  it('R-BK-4: play goes to the left (clockwise)', () => {
    const B4 = rules('block', { players: 4 });
    assert.deepEqual(
      [0, 1, 2, 3].map((s) => nextSeat(B4, s)),
      [1, 2, 3, 0],
    );
    const s = scoring();
    assert.deepEqual(
      s.log.map((r) => r.seat),
      [0, 1, 2, 0, 1],
    );
  });

  it('R-BK-5: one line; every double lies crosswise with one end, the lead double two; no suit lock', () => {
    const s = run(
      start(
        BK,
        NO_DOUBLE.map((h) => h.slice()),
        [],
        0,
      ),
      's0 6-3',
    );
    assert.deepEqual(ends(s), ['0w:6', '0e:3']);
    const d = run(
      start(rules('block', { handSize: 3 }), [
        ['6-6', '6-1', '0-0'],
        ['6-5', '5-5', '2-1'],
      ]),
      's0 6-6',
    );
    assert.equal(d.layout.tiles[0]!.spinner, false);
    assert.deepEqual(ends(d), ['0w:6', '0e:6']);
    const later = run(d, 's1 6-5@0w; s0 6-1@0e; s1 5-5@1w');
    assert.equal(later.layout.tiles.at(-1)!.spinner, false);
    assert.equal(later.layout.ends.length, 2, 'the 5-5 lies crosswise: one end');
    // No 1-1 anywhere, yet a single goes on the 1: no suit lock.
    assert.deepEqual(legal(run(later, 's0 pass')), ['2-1@2e']);
  });

  it('R-BK-6, R-GX-7 (worked example): ends 6 and 2; a hand that can play must, one that cannot knocks, nobody draws', () => {
    const B3 = rules('block', { handSize: 3 });
    // Seat 1 is named to lead; the 5-5, the double the lead rule names, is seat 0's, so seat 1 opens with any tile.
    const can = run(
      start(
        B3,
        [
          ['6-1', '5-5', '4-4'],
          ['6-2', '6-0', '1-0'],
        ],
        [],
        1,
      ),
      's1 6-2',
    );
    assert.deepEqual(ends(can), ['0w:6', '0e:2']);
    assert.deepEqual(legal(can), ['6-1@0w']);
    refuses(can, 'pass', 'must-play');
    refuses(can, 'draw', 'cannot-draw');
    assert.deepEqual(judgeMove(can, { type: 'draw' }), { code: 'cannot-draw', why: 'never', count: 22 });
    const cannot = run(
      start(
        B3,
        [
          ['5-4', '3-1', '4-4'],
          ['6-2', '6-0', '1-0'],
        ],
        [],
        1,
      ),
      's1 6-2',
    );
    assert.deepEqual(legal(cannot), ['pass']);
    assert.deepEqual(judgeMove(cannot, { type: 'draw' }), { code: 'cannot-draw', why: 'never', count: 22 });
    assert.equal(accepts(cannot, 'pass').current, 1);
  });

  it('R-GX-7: at the opening a draw is refused as cannot-draw (never), a pass as must-lead', () => {
    const s = newMatch(BK, 'bk-gx7', fixedDeal(BK, NO_DOUBLE));
    assert.deepEqual(judgeMove(s, { type: 'draw' }), { code: 'cannot-draw', why: 'never', count: 14 });
    refuses(s, 'pass', 'must-lead');
  });

  it('R-GX-4: a leader given in the deal opens with the tile the lead rule names if it holds it, else any tile', () => {
    const holds = newMatch(BK, 'bk-gx4', fixedDeal(BK, NO_DOUBLE, [], 0));
    assert.deepEqual(holds.lead, { seat: 0, how: 'deal', tile: '6-3' });
    refuses(holds, '5-2@center', 'must-lead');
    const not = newMatch(BK, 'bk-gx4', fixedDeal(BK, NO_DOUBLE, [], 1));
    assert.deepEqual(not.lead, { seat: 1, how: 'deal' });
    assert.equal(legal(not).length, 7);
  });

  it('R-BK-7: a domino ends the round at once; a block may come with tiles of the ends’ suit unused in the boneyard', () => {
    const s = scoring();
    assert.equal(s.phase, 'round-over');
    assert.equal(s.lastRound!.reason, 'blocked');
    assert.deepEqual(ends(s), ['2e:0', '4w:0']);
    assert.ok(
      s.boneyard.some((t) => t.includes('0')),
      'blanks lie in the boneyard',
    );
  });

  it('R-BK-8 (worked example): blocked, seat 0 holds 4 against 11 and 15 and scores 11 + 15 − 4 = 22', () => {
    const s = scoring();
    assert.deepEqual(s.lastRound!.hands.map(pipTotal), [4, 11, 15]);
    assert.equal(s.lastRound!.winner, 0);
    assert.deepEqual(s.lastRound!.points, [22, 0, 0]);
    assert.deepEqual(s.scores, [22, 0, 0]);
  });

  it('R-BK-8 (worked example): a tie for the lowest hand scores nothing', () => {
    const s = run(start(BK3, TIE, [], 0), TIE_PLAY);
    assert.equal(s.lastRound!.reason, 'blocked');
    assert.deepEqual(s.lastRound!.hands.map(pipTotal), [4, 4, 15]);
    assert.equal(s.lastRound!.winner, null);
    assert.deepEqual(s.lastRound!.points, [0, 0, 0]);
  });

  it('R-BK-8: a domino scores the pips in the other hands (its own hand is empty)', () => {
    const B2 = rules('block', { handSize: 2 });
    const s = run(
      start(B2, [
        ['6-6', '6-1'],
        ['6-5', '5-0'],
      ]),
      's0 6-6; s1 6-5@0w; s0 6-1@0e',
    );
    assert.deepEqual(s.lastRound!.points, [5, 0]);
  });

  it('R-BK-9: the match ends when a player reaches the target strictly ahead (R-ALL-10)', () => {
    const before = run(start(BK3, SCORING, [], 0), 's0 4-0; s1 4-4@0w; s2 0-0@0e; s0 4-3@1w');
    const won = run(withScores(before, [80, 95, 0]), 's1 3-0@3w');
    assert.equal(won.phase, 'match-over');
    assert.equal(won.winner, 0);
    assert.deepEqual(won.scores, [102, 95, 0]);
    const level = run(withScores(before, [80, 102, 0]), 's1 3-0@3w');
    assert.equal(level.phase, 'round-over', '102 each: another round');
  });

  it('R-BK-10: four players each play for themselves (no partners yet)', () => {
    const s = newMatch(rules('block', { players: 4 }), 'bk-10');
    assert.equal(s.scores.length, 4);
    assert.equal(s.hands.length, 4);
  });
});
