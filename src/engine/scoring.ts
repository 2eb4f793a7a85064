/**
 * Scoring: the count of the ends and points during play (R-A5-5, R-A5-6, R-F3-6), a finished round (R-ALL-8,
 * R-MC-9, R-DB-8, R-DC-8, R-BY-8, R-BK-8, R-A5-8, R-F3-7), and deciding the match (R-ALL-10, R-A5-9, R-F3-8).
 */

import { pipTotal } from './tiles.js';
import type { ResolvedRules, Tile } from './types.js';

// The mechanisms only the games that score during play use live in during-play.ts (a chunk of the CDN table).
export { countOf, pointsFor, scoreAdded, winsAtOnce } from './during-play.js';

export interface RoundScore {
  winner: number | null;
  points: number[];
}

/** Whether these rules score during play (All Fives, Fives and Threes): their states carry a count. */
export const scoresDuringPlay = (rules: ResolvedRules): boolean =>
  rules.playPoints !== undefined && rules.playPoints !== 'none';

/** R-A5-8: x rounded to the nearest multiple of `to`, halves up (for 5: remainders 1–2 down, 3–4 up). */
export const roundedTo = (x: number, to: number): number => to * Math.floor((x + (to >> 1)) / to);

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
  nobody: () => 0,
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
  const to = rules.roundTo ?? 1;

  if (dominoSeat !== null) {
    // R-F3-7: a chip-out scores with the last play, so the round's end adds nothing (R-GX-11).
    if (rules.dominoScoring === 'chip-out') return { winner: dominoSeat, points };
    // Every other game: the winner scores the pips left in the other hands (its own hand is empty), R-A5-8 rounded.
    points[dominoSeat] = roundedTo(all - (totals[dominoSeat] as number), to);
    return { winner: dominoSeat, points };
  }
  if (rules.blockScoring === 'ten-each') return { winner: null, points: totals.map(() => 10) };
  if (rules.blockScoring === 'nobody') return { winner: null, points };

  const low = Math.min(...totals);
  const lowest = totals.flatMap((t, s) => (t === low ? [s] : []));
  if (lowest.length === 1) {
    const winner = lowest[0] as number;
    points[winner] = roundedTo(BLOCK_WINNER_TAKES[rules.blockScoring](all, low), to);
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

/**
 * R-ALL-10: the match winner, or null when nobody reached the target or the top is shared. Where one player
 * scores at a time (R-A5-9, R-F3-8) the first to reach the target is the only one there.
 */
export function matchWinner(rules: ResolvedRules, scores: readonly number[]): number | null {
  const top = Math.max(...scores);
  if (top < rules.targetScore) return null;
  const leaders = scores.flatMap((s, seat) => (s === top ? [seat] : []));
  return leaders.length === 1 ? (leaders[0] as number) : null;
}
