/**
 * The hard computer player: determinized Monte Carlo. Each sample deals the hidden tiles anew,
 * consistently with everything public; the legal moves still in the running are played out to the end of
 * the round on that deal, every seat following the normal player's heuristics; successive halving spends
 * the fixed budget on the better moves; the move with the best mean gain (round won, then score) wins.
 */

import { legalMoves } from '../engine/moves.js';
import { mulberry32, type Random } from '../engine/rng.js';
import type { MatchState, Move } from '../engine/types.js';
import { CENTER, Round, codeOf, roundOf } from './playout.js';
import { bestMove } from './policy.js';
import { knowledgeOf, sampleDeal } from './sample.js';

/** The fixed amount of work behind one decision (never a clock, so decisions replay exactly). */
export interface HardBudget {
  /** Playouts per decision, shared among the legal moves. */
  playouts: number;
  /** Playouts between two yields of `thinking`. */
  slice: number;
}

/** A round won is worth this many points of difference. */
const WIN = 100;

/** Points of randomness in the playout policy, so playouts explore beyond the normal player's choice. */
const NOISE = 0.5;

/**
 * 1000 playouts (400 with a double-nine set): measured with bench:ai (hard vs normal, Doubles, 400
 * rounds), 400, 1500 and 4000 playouts all won 54.5–55 % of rounds, so strength is bound by the hidden
 * tiles, not by the budget; 1000 keeps the think time well below 100 ms. Slices of 10 playouts take about
 * a millisecond on a quiet machine, so even a loaded one stays far from the 50 ms of a long task.
 */
export const HARD_BUDGET: HardBudget = { playouts: 1000, slice: 10 };

/** Plays the round out, every seat following the normal player's heuristics with some noise. */
export function rollout(round: Round, random: Random, moves: Int16Array): void {
  while (!round.over) {
    const n = round.legal(moves);
    round.apply(moves[n > 1 ? bestMove(round, moves, n, random, NOISE) : 0] as number);
  }
}

/**
 * How good the round's end is for `me`: winning it above all (that is what a round is played for), then
 * its points against the best of the others' as a tie-break between equally winning moves.
 */
function gain(round: Round, me: number): number {
  let other = -Infinity;
  for (let s = 0; s < round.players; s++)
    if (s !== me && (round.points[s] as number) > other) other = round.points[s] as number;
  return (round.winner === me ? WIN : 0) + (round.points[me] as number) - other;
}

/**
 * One move of each kind that leads to the same game: a tile played on any end showing the same number
 * (on the lead or not, while the cross is incomplete) — the spinner's sides, say. Indices into `codes`.
 */
function distinctMoves(round: Round, codes: readonly number[]): number[] {
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

export function* searchHard(
  state: MatchState,
  random: Random,
  budget?: Partial<HardBudget>,
): Generator<void, Move, void> {
  // Double-nine rounds are longer and offer more ends: about three times the work per playout.
  const playouts = budget?.playouts ?? (state.rules.set === 'double-nine' ? 400 : HARD_BUDGET.playouts);
  const slice = budget?.slice ?? HARD_BUDGET.slice;
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
  let alive = distinctMoves(base, codes);
  if (alive.length === 1) return moves[alive[0] as number] as Move;
  const scratch = new Round(state.rules);
  const buffer = new Int16Array(512);
  const totals = new Float64Array(moves.length);
  const counts = new Float64Array(moves.length);
  // Successive halving: each phase spends an equal share of the budget on the moves still in the running,
  // every move played out on the same sampled deals, then drops the worse half.
  const phases = Math.ceil(Math.log2(alive.length));
  // Reading the record and sampling setup is a slice of its own.
  yield;
  let done = 0;
  for (let phase = 0; phase < phases; phase++) {
    const samples = Math.max(1, Math.floor(playouts / phases / alive.length));
    for (let i = 0; i < samples; i++) {
      const deal = sampleDeal(knowledge, state.rules.players, random);
      for (let s = 0; s < state.rules.players; s++) if (s !== me) base.setHand(s, deal.hands[s] as number[]);
      base.setBoneyard(deal.boneyard);
      // Common random numbers: every move's playout on this deal draws the same noise, so the
      // comparison between moves is not drowned by luck.
      const noise = (random() * 4294967296) >>> 0;
      for (const c of alive) {
        scratch.copyFrom(base);
        scratch.apply(codes[c] as number);
        rollout(scratch, mulberry32(noise), buffer);
        totals[c] += gain(scratch, me);
        counts[c]++;
        if (++done % slice === 0) yield;
      }
    }
    const mean = (c: number): number => (totals[c] as number) / (counts[c] as number);
    // Stable: of moves that did equally well, the one the engine lists first stays ahead.
    alive = alive
      .slice()
      .sort((x, y) => mean(y) - mean(x))
      .slice(0, Math.ceil(alive.length / 2));
  }
  const best = alive[0] as number;
  return moves[best] as Move;
}
