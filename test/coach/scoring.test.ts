// Issue 33 item 5: the coach in the games that score during play (All Fives, Fives and Threes) judges with the points
// scored during play and says so: a play that scores more at once, a play that let the next player score, the target
// reached mid-round; never the weight of the hand where pips left in hand never count (R-F3-7).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyMove, legalMoves, newMatch } from '../../src/engine/index.js';
import { chooseMove } from '../../src/ai/index.js';
import type { MatchState, Move, ResolvedRules } from '../../src/engine/types.js';
import { reviewRound, type ReviewItem } from '../../src/coach/index.js';
import { CATALOGS } from '../../src/coach/sentences.js';
import { allFives, fivesAndThrees } from '../engine/scoring-games.js';
import { fixedDeal } from '../engine/helpers.js';
import { placeOf } from '../../src/record/names.js';

const play = (tile: string, end: string): Move => ({ type: 'play', tile, end });

/** What a move scores at once, and the count it makes (R-A5-5, R-A5-6, R-F3-6), as the engine records them. */
const scoredBy = (state: MatchState, move: Move): { count: number; points: number } => {
  const record = applyMove(state, move).log.at(-1)!;
  return { count: record.count!, points: record.points! };
};

/** The most the seat to act may score at once in `state`, every hand known. */
const most = (state: MatchState): number =>
  state.phase !== 'play'
    ? 0
    : Math.max(0, ...legalMoves(state).map((m) => (m.type === 'play' ? scoredBy(state, m).points : 0)));

// RULES.md's worked example "All Fives, a lead spinner": A (seat 0) leads 5-5, B lays 5-3 on a side (count 13).
const SPINNER_HANDS = [
  ['5-5', '5-2', '5-1', '0-0', '1-0', '2-0', '3-0', '4-0', '6-0'],
  ['5-3', '5-4', '6-1', '1-1', '2-1', '3-1', '4-1', '2-2', '3-2'],
];
const spinnerStart = (rules: ResolvedRules = allFives()): MatchState =>
  newMatch(rules, 'coach-a5', fixedDeal(rules, SPINNER_HANDS, [], 0));

/** A whole round from `start`, every seat played by the easy player (it makes the mistakes a review is for). */
function roundFrom(start: MatchState, seed: string): Move[] {
  const moves: Move[] = [];
  let state = start;
  while (state.phase === 'play') {
    const move = chooseMove(state, 'easy', `${seed}-${state.log.length}`);
    moves.push(move);
    state = applyMove(state, move);
  }
  return moves;
}

describe('the coach in the games that score during play', () => {
  test('R-A5-6: a play that scores nothing where one scores at once: the better play named with its points and count', () => {
    const start = spinnerStart();
    const moves = [play('5-5', 'center'), play('5-3', '0w'), play('5-1', '0e')];
    const item = reviewRound(start, moves, [0], 'en', placeOf).find(
      (i) => i.move.type === 'play' && i.move.tile === '5-1',
    )!;
    assert.ok(item, 'the 5-1 is reviewed');
    assert.notEqual(item.grade, 'best');
    const before = applyMove(applyMove(start, moves[0]!), moves[1]!);
    assert.equal(scoredBy(before, moves[2]!).points, 0, 'the 5-1 on the side makes 4: nothing');
    const { count, points } = scoredBy(before, item.best);
    assert.ok(points > 0, 'the better play scores');
    assert.match(
      item.why,
      new RegExp(
        `^You played .+\\. Better: .+, which scores ${points} at once: the ends count ${count} \\(about [\\d.]+ points more\\)\\.$`,
      ),
    );
  });

  test('R-A5-9: a lead that reaches the target wins the match: the coach says so', () => {
    // Both seats on 240 of 250. The lead 5-5 counts 10 and wins at once; the lead 6-3 (9, nothing) lets seat 1 lay
    // 6-6 on the 6 (3 + 12 = 15) and win.
    const rules = allFives();
    const hands = [
      ['5-5', '6-3', '2-1', '1-0', '2-0', '3-1', '4-1', '4-0', '3-0'],
      ['6-6', '6-5', '5-4', '5-3', '5-2', '5-1', '6-2', '6-1', '6-0'],
    ];
    const start = { ...newMatch(rules, 'coach-target', fixedDeal(rules, hands, [], 0)), scores: [240, 240] };
    const [item] = reviewRound(start, [play('6-3', 'center')], [0], 'en', placeOf);
    assert.equal(item!.grade, 'blunder');
    assert.deepEqual(item!.best, play('5-5', 'center'));
    assert.match(
      item!.why,
      /^You played 6–3 to open\. Better: 5–5 to open, which reaches the target and wins the match at once \(/,
    );
    const [won] = reviewRound(start, [play('5-5', 'center')], [0], 'en', placeOf);
    assert.equal(won!.grade, 'best');
  });

  test('R-A5-6, R-F3-6: over whole rounds, each "scores" and "let the next player score" says what the engine counts', () => {
    const kinds = { scores: 0, gave: 0 };
    const items: ReviewItem[] = [];
    for (const rules of [allFives(), fivesAndThrees()])
      for (const seed of ['c1', 'c2', 'c3']) {
        const start = newMatch(rules, `coach-${rules.variant}-${seed}`);
        const moves = roundFrom(start, seed);
        // The positions the review judged, by their step in the round.
        const states: MatchState[] = [start];
        for (const m of moves) states.push(applyMove(states.at(-1)!, m));
        const review = reviewRound(start, moves, [0, 1], 'en', placeOf);
        items.push(...review);
        for (const item of review) {
          // The item's step is the move's index in the round: the position before it is states[step].
          const at = item.step;
          assert.ok(states[at]!.current === item.seat && sameMove(states[at + 1]!.log.at(-1)!.move, item.move));
          const state = states[at]!;
          const scores = /which scores (\d+) at once: the ends count (\d+) /.exec(item.why);
          if (scores) {
            kinds.scores++;
            const { count, points } = scoredBy(state, item.best);
            assert.deepEqual([Number(scores[1]), Number(scores[2])], [points, count], item.why);
            assert.ok(points > scoredBy(state, item.move).points, item.why);
          }
          const gave = /let the next player score (\d+) at once/.exec(item.why);
          if (gave) {
            kinds.gave++;
            assert.equal(Number(gave[1]), most(states[at + 1]!), item.why);
            assert.ok(most(applyMove(state, item.best)) < Number(gave[1]), item.why);
          }
          if (rules.dominoScoring === 'chip-out') assert.doesNotMatch(item.why, /count against you/, item.why);
        }
      }
    assert.ok(items.length > 20, `${items.length} decisions reviewed`);
    assert.ok(kinds.scores > 0 && kinds.gave > 0, `scores ${kinds.scores}, let score ${kinds.gave}`);
  });

  test('every language says the scoring reasons with the same numbers', () => {
    const start = spinnerStart();
    const moves = [play('5-5', 'center'), play('5-3', '0w'), play('5-1', '0e')];
    const english = reviewRound(start, moves, [0], 'en', placeOf).at(-1)!;
    const numbers = (text: string) => text.match(/\d+/g)!.slice(-3, -1);
    for (const lang of Object.keys(CATALOGS)) {
      const item = reviewRound(start, moves, [0], lang, placeOf).at(-1)!;
      assert.deepEqual(numbers(item.why), numbers(english.why), `${lang}: ${item.why}`);
      assert.doesNotMatch(item.why, /\{/, item.why);
    }
  });
});

function sameMove(a: Move, b: Move): boolean {
  return a.type === b.type && (a.type !== 'play' || (b.type === 'play' && a.tile === b.tile && a.end === b.end));
}
