/**
 * The coach's judge: with every hand and the boneyard's order known, each legal move of the seat to act is
 * played out many times to the end of the round, and its mean margin is its expected points.
 */

import { legalMoves } from '../engine/moves.js';
import { mulberry32, randomFor } from '../engine/rng.js';
import type { MatchState, Move } from '../engine/types.js';
import { Round, codeOf, roundOf } from '../ai/playout.js';
import { distinctMoves } from '../ai/hard.js';
import { margin, rollout } from '../ai/rollout.js';

/**
 * Playouts per legal move: the margin's spread is about 15–30 points per playout, so 160 common-random
 * playouts tell moves apart to about a point, which is finer than the grades (see grade.ts).
 */
export const ROLLOUTS = 160;

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

/** Judges every legal move of the seat to act in `state`, seeded by `seed` (the same seed, the same judgement). */
export function scoreMoves(state: MatchState, seed: string, rollouts = ROLLOUTS): Scored {
  const moves = legalMoves(state);
  const me = state.current as number;
  const base = roundOf(
    state,
    state.hands.map((h) => h.map(codeOf)),
    state.boneyard.map(codeOf),
  );
  const codes = moves.map((m) => base.codeOfMove(m) as number);
  const distinct = distinctMoves(base, codes);
  const values = new Array<number>(moves.length).fill(0);
  const wins = new Array<number>(moves.length).fill(0);
  const outs = new Array<number>(moves.length).fill(0);
  const after = codes.map((code) => {
    const round = new Round(state.rules);
    round.copyFrom(base);
    round.apply(code);
    return round;
  });
  if (distinct.length > 1) {
    const random = randomFor(seed);
    const scratch = new Round(state.rules);
    const buffer = new Int16Array(512);
    for (let i = 0; i < rollouts; i++) {
      // Common random numbers: every move is played out with the same noise.
      const noise = (random() * 4294967296) >>> 0;
      for (const c of distinct) {
        scratch.copyFrom(after[c] as Round);
        rollout(scratch, mulberry32(noise), buffer);
        values[c] = (values[c] as number) + margin(scratch, me) / rollouts;
        if (scratch.winner === me) wins[c] = (wins[c] as number) + 1 / rollouts;
        else if (scratch.winner >= 0 && scratch.handSize[scratch.winner] === 0)
          outs[c] = (outs[c] as number) + 1 / rollouts;
      }
    }
  }
  // An equivalent move (another side of a spinner showing the same number) is worth what its first is.
  const representative = (i: number): number => {
    let rep = i;
    for (const c of distinct) if (c <= i && sameGame(base, codes, c, i)) rep = c;
    return rep;
  };
  for (let i = 0; i < moves.length; i++) {
    const r = representative(i);
    values[i] = values[r] as number;
    wins[i] = wins[r] as number;
    outs[i] = outs[r] as number;
  }
  let best = 0;
  for (let i = 1; i < moves.length; i++) if ((values[i] as number) > (values[best] as number)) best = i;
  return { moves, values, best, wins, outs, after };
}

/** Whether moves `a` and `b` lead to the same game (distinctMoves keeps the first of such). */
function sameGame(round: Round, codes: readonly number[], a: number, b: number): boolean {
  return distinctMoves(round, [codes[a] as number, codes[b] as number]).length === 1;
}
