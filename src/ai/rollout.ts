/** Playouts to the end of the round and what their end is worth: shared by the hard player and the coach. */

import type { Random } from '../engine/rng.js';
import { bestMove } from './policy.js';
import { CENTER, type Round } from './playout.js';

/** Points of randomness in the playout policy, so playouts explore beyond the normal player's choice. */
export const NOISE = 0.5;

/** Plays the round out, every seat following the normal player's heuristics with some noise. */
export function rollout(round: Round, random: Random, moves: Int16Array, noise = NOISE): void {
  while (!round.over) {
    const n = round.legal(moves);
    round.apply(moves[n > 1 ? bestMove(round, moves, n, random, noise) : 0] as number);
  }
}

/**
 * What the round's end is worth to `seat`: its points minus the mean of the others' (a round's margin).
 * Points, not round wins, decide matches: a round won by a few pips is worth little, a round lost by a
 * block with a light hand costs little.
 */
export function margin(round: Round, seat: number): number {
  let others = 0;
  for (let s = 0; s < round.players; s++) if (s !== seat) others += worth(round, s);
  return worth(round, seat) - others / (round.players - 1);
}

/**
 * A seat's points in the round: those of its end, those scored during play (R-A5-6, R-F3-6), and, where the target
 * ends the match at once (R-A5-9, R-F3-8), the match itself, worth the target, to the seat that reached it.
 */
function worth(round: Round, seat: number): number {
  const won = round.targetRule !== 0 && (round.totals[seat] as number) >= round.targetScore;
  return (round.points[seat] as number) + (round.scored[seat] as number) + (won ? round.targetScore : 0);
}

/**
 * One move of each kind that leads to the same game: a tile played on any end showing the same number
 * (on the lead or not, while the cross is incomplete) — the spinner's sides, say. Indices into `codes`.
 */
export function distinctMoves(round: Round, codes: readonly number[]): number[] {
  const incomplete = round.crossIncomplete();
  const seen = new Set<number>();
  const out: number[] = [];
  codes.forEach((code, i) => {
    const e = code & 63;
    const key =
      code < 0 || e === CENTER
        ? code
        : (code >> 6) * 64 + (round.endPip[e] as number) * 2 + (incomplete && round.endTile[e] === 0 ? 1 : 0);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(i);
    }
  });
  return out;
}
