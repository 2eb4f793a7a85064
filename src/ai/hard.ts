/**
 * The hard computer player: determinized Monte Carlo. Each sample deals the hidden tiles anew,
 * consistently with everything public; every legal move is played out to the end of the round on that
 * deal with a quick heuristic for all seats; the move with the best total score difference wins.
 */

import { legalMoves } from '../engine/moves.js';
import type { Random } from '../engine/rng.js';
import type { MatchState, Move } from '../engine/types.js';
import { DRAW, PASS, Round, codeOf, hiOf, loOf, pipsOf, roundOf } from './playout.js';
import { knowledgeOf, sampleDeal } from './sample.js';

/** The fixed amount of work behind one decision (never a clock, so decisions replay exactly). */
export interface HardBudget {
  /** Playouts per decision, shared among the legal moves. */
  playouts: number;
  /** Playouts between two yields of `thinking`. */
  slice: number;
}

export const HARD_BUDGET: HardBudget = { playouts: 1500, slice: 60 };

/** Plays the round out: heavy tiles and doubles first, a little noise, drawing only when stuck. */
export function rollout(round: Round, random: Random, moves: Int16Array): void {
  while (!round.over) {
    const n = round.legal(moves);
    let best = moves[0] as number;
    if (n > 1) {
      let bestValue = -Infinity;
      for (let i = 0; i < n; i++) {
        const move = moves[i] as number;
        if (move === DRAW || move === PASS) continue;
        const tile = move >> 6;
        const value = pipsOf(tile) + (hiOf(tile) === loOf(tile) ? 4 : 0) + random() * 3;
        if (value > bestValue) {
          bestValue = value;
          best = move;
        }
      }
    }
    round.apply(best);
  }
}

/** How good the round's end is for `me`: its points minus the best of the others'. */
function gain(round: Round, me: number): number {
  let other = -Infinity;
  for (let s = 0; s < round.players; s++)
    if (s !== me && (round.points[s] as number) > other) other = round.points[s] as number;
  return (round.points[me] as number) - other;
}

export function* searchHard(
  state: MatchState,
  random: Random,
  budget?: Partial<HardBudget>,
): Generator<void, Move, void> {
  const { playouts, slice } = {
    playouts: budget?.playouts ?? HARD_BUDGET.playouts,
    slice: budget?.slice ?? HARD_BUDGET.slice,
  };
  const moves = legalMoves(state);
  if (moves.length === 0) throw new RangeError('chooseMove: nobody is to act in this state');
  if (moves.length === 1) return moves[0] as Move;
  const me = state.current as number;
  const knowledge = knowledgeOf(state, me);
  const mine = (state.hands[me] as string[]).map(codeOf);
  const base = roundOf(
    state,
    state.hands.map(() => []),
    [],
  );
  base.setHand(me, mine);
  const codes = moves.map((m) => base.codeOfMove(m) as number);
  const scratch = new Round(state.rules);
  const buffer = new Int16Array(512);
  const totals = new Float64Array(moves.length);
  const samples = Math.max(1, Math.ceil(playouts / moves.length));
  let done = 0;
  for (let i = 0; i < samples; i++) {
    const deal = sampleDeal(knowledge, state.rules.players, random);
    for (let s = 0; s < state.rules.players; s++) if (s !== me) base.setHand(s, deal.hands[s] as number[]);
    base.setBoneyard(deal.boneyard);
    for (let c = 0; c < codes.length; c++) {
      scratch.copyFrom(base);
      scratch.apply(codes[c] as number);
      rollout(scratch, random, buffer);
      totals[c] += gain(scratch, me);
      if (++done % slice === 0) yield;
    }
  }
  let best = 0;
  for (let c = 1; c < totals.length; c++) if ((totals[c] as number) > (totals[best] as number)) best = c;
  return moves[best] as Move;
}
