/**
 * The coach's judge: with every hand and the boneyard's order known, each legal move of the seat to act is
 * played out many times to the end of the round, and its mean margin is its expected points.
 */

import { legalMoves } from '../engine/moves.js';
import { mulberry32, randomFor } from '../engine/rng.js';
import type { Move, PlayState } from '../engine/types.js';
import { Round, codeOf, roundOf } from '../ai/playout.js';
import { distinctMoves, margin, rollout } from '../ai/rollout.js';

/**
 * Playouts per legal move, then more for the moves that decide the grade (the best so far and the move
 * made). Measured (test positions of 2-player Doubles, Maltese Cross, Boneyard): one estimate of the
 * difference between two moves varies by 0.2–1.5 points with 160 playouts; 160 + 480 halve that where it
 * matters, below the 1 point within which a move counts as the best.
 */
export const ROLLOUTS = 160;
export const REFINE = 480;

export interface Scored {
  moves: Move[];
  /** Per move (same order), its expected margin for the seat to act; equivalent moves share one value. */
  values: number[];
  /** The index of the best move (the first of the best when several tie). */
  best: number;
  /** Per move, the share of its playouts the seat won. */
  wins: number[];
  /** Per move, the share of its playouts another seat ended by going out. */
  outs: number[];
  /** The round after each move (same order), for the coach's reasons: not played out. */
  after: Round[];
}

/**
 * Judges every legal move of the seat to act in `state`, seeded by `seed` (the same seed, the same
 * judgement); the moves listed in `focus` (indices) are judged as closely as the best.
 */
export function scoreMoves(state: PlayState, seed: string, focus: readonly number[] = []): Scored {
  const moves = legalMoves(state);
  const me = state.current;
  const base = roundOf(
    state,
    state.hands.map((h) => h.map(codeOf)),
    state.boneyard.map(codeOf),
  );
  const codes = moves.map((m) => base.codeOfMove(m) as number);
  const distinct = distinctMoves(base, codes);
  // An equivalent move (another side of a spinner showing the same number) is worth what its first is.
  const representative = codes.map((_, i) => {
    let rep = i;
    for (const c of distinct)
      if (c <= i && distinctMoves(base, [codes[c] as number, codes[i] as number]).length === 1) rep = c;
    return rep;
  });
  const n = moves.length;
  const sums = new Float64Array(n);
  const won = new Float64Array(n);
  const out = new Float64Array(n);
  const counts = new Float64Array(n);
  const after = codes.map((code) => {
    const round = new Round(state.rules);
    round.copyFrom(base);
    round.apply(code);
    return round;
  });
  const random = randomFor(seed);
  const scratch = new Round(state.rules);
  const buffer = new Int16Array(512);
  const playOut = (which: readonly number[], times: number): void => {
    for (let i = 0; i < times; i++) {
      // Common random numbers: every move is played out with the same noise.
      const noise = (random() * 4294967296) >>> 0;
      for (const c of which) {
        scratch.copyFrom(after[c] as Round);
        rollout(scratch, mulberry32(noise), buffer);
        sums[c] = sums[c]! + margin(scratch, me);
        if (scratch.winner === me) won[c] = won[c]! + 1;
        else if (scratch.winner >= 0 && scratch.handSize[scratch.winner] === 0) out[c] = out[c]! + 1;
        counts[c] = counts[c]! + 1;
      }
    }
  };
  const mean = (i: number): number => {
    const c = representative[i] as number;
    return counts[c] === 0 ? 0 : (sums[c] as number) / (counts[c] as number);
  };
  const top = (): number => {
    let best = 0;
    for (let i = 1; i < n; i++) if (mean(i) > mean(best)) best = i;
    return best;
  };
  if (distinct.length > 1) {
    playOut(distinct, ROLLOUTS);
    const close = new Set([top(), ...focus].map((i) => representative[i] as number));
    if (close.size > 1) playOut([...close], REFINE);
  }
  const share = (of: Float64Array, i: number): number => {
    const c = representative[i] as number;
    return counts[c] === 0 ? 0 : (of[c] as number) / (counts[c] as number);
  };
  return {
    moves,
    values: moves.map((_, i) => mean(i)),
    best: top(),
    wins: moves.map((_, i) => share(won, i)),
    outs: moves.map((_, i) => share(out, i)),
    after,
  };
}
