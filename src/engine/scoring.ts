/** Scoring a finished round (R-ALL-8, R-MC-9, R-DB-8, R-DC-8, R-BY-8, R-BK-8) and deciding the match (R-ALL-10). */

import { pipTotal } from './tiles.js';
import type { ResolvedRules, Tile } from './types.js';

export interface RoundScore {
  winner: number | null;
  points: number[];
}

/**
 * What a single lowest hand scores in a block, from all the hands' pips and its own: the opponents' pips (R-DB-8),
 * all of them (R-BY-8), or the opponents' minus its own (R-BK-8). A table keyed by the mechanism, so a new value is a
 * type error until it is scored.
 */
const BLOCK_WINNER_TAKES: { readonly [K in ResolvedRules['blockScoring']]: (all: number, own: number) => number } = {
  'ten-each': () => 10,
  'lowest-takes-opponents': (all, own) => all - own,
  'lowest-takes-all': (all) => all,
  'others-minus-own': (all, own) => all - 2 * own,
};

/** Points for each seat when a round ends by domino (`dominoSeat`) or by block (`dominoSeat` null). */
export function scoreRound(
  rules: ResolvedRules,
  hands: readonly (readonly Tile[])[],
  dominoSeat: number | null,
): RoundScore {
  const totals = hands.map(pipTotal);
  const all = totals.reduce((a, b) => a + b, 0);
  const points = totals.map(() => 0);

  if (dominoSeat !== null) {
    // Every variant: the winner scores the pips left in the other hands (its own hand is empty).
    points[dominoSeat] = all - (totals[dominoSeat] as number);
    return { winner: dominoSeat, points };
  }
  if (rules.blockScoring === 'ten-each') return { winner: null, points: totals.map(() => 10) };

  const low = Math.min(...totals);
  const lowest = totals.flatMap((t, s) => (t === low ? [s] : []));
  if (lowest.length === 1) {
    const winner = lowest[0] as number;
    points[winner] = BLOCK_WINNER_TAKES[rules.blockScoring](all, low);
    return { winner, points };
  }
  // A tie for the lowest hand: nobody scores, except that in the Boneyard game the players not tied
  // lose their own pips (R-BY-8).
  if (rules.blockScoring === 'lowest-takes-all' && lowest.length < hands.length) {
    totals.forEach((t, s) => {
      if (t !== low) points[s] = -t;
    });
  }
  return { winner: null, points };
}

/** R-ALL-10: the match winner, or null when nobody reached the target or the top is shared. */
export function matchWinner(rules: ResolvedRules, scores: readonly number[]): number | null {
  const top = Math.max(...scores);
  if (top < rules.targetScore) return null;
  const leaders = scores.flatMap((s, seat) => (s === top ? [seat] : []));
  return leaders.length === 1 ? (leaders[0] as number) : null;
}
