/**
 * The hard computer player: determinized Monte Carlo for points. It deals the hidden tiles anew many times,
 * consistently with everything public, and keeps the deals in proportion to how well they explain the
 * other seats' choices (src/ai/infer.ts); the legal moves still in the running are played out to the end
 * of the round on those deals, every seat following the normal player's heuristics; successive halving
 * spends the fixed budget on the better moves; the move with the best mean margin wins.
 */

import { mulberry32, type Random } from '../engine/rng.js';
import type { Move } from '../engine/types.js';
import type { SeatView } from '../engine/view.js';
import { Round, codeOf, roundOf } from './playout.js';
import { knowledgeOf, sampleDeal, type SampledDeal } from './sample.js';
import { evidenceOf, likelihood } from './infer.js';
import { distinctMoves, margin, rollout } from './rollout.js';
export { BUILD as build } from '../build-id.js';

/** The fixed amount of work behind one decision (never a clock, so decisions replay exactly). */
export interface HardBudget {
  /** Playouts per decision, shared among the legal moves. */
  playouts: number;
  /** Deals sampled and weighed by the evidence, from which the playouts' deals are drawn. */
  deals: number;
  /** Playouts (or weighed deals) between two yields of `thinking`. */
  slice: number;
}

/**
 * Measured with bench:ai (duplicate deals, see the README): weighing 600 deals rather than 300 gained
 * +0.1 to +0.2 points per round (within the noise, never a loss) for a few milliseconds. Slices of 10
 * playouts, or of 40 weighed deals, take about a millisecond on a quiet machine, so even a loaded one stays
 * far from the 50 ms of a long task.
 */
export const HARD_BUDGET: HardBudget = { playouts: 1000, deals: 600, slice: 10 };

/** The deals per phase of successive halving over `moves` moves, with `playouts` shared equally by phase. */
function schedule(moves: number, playouts: number): number[] {
  const phases = Math.ceil(Math.log2(moves));
  const out: number[] = [];
  for (let alive = moves; out.length < phases; alive = Math.ceil(alive / 2))
    out.push(Math.max(1, Math.floor(playouts / phases / alive)));
  return out;
}

/**
 * `count` indices into `weights`, each drawn in proportion to its weight (systematic resampling: one
 * random offset, so a deal of weight w is drawn about w/total·count times, never far off). All weights
 * zero (nothing explains the record: a seat that played against every model) means all alike.
 */
function resample(weights: Float64Array, count: number, random: Random): number[] {
  let total = 0;
  for (const w of weights) total += w;
  const flat = total === 0;
  if (flat) total = weights.length;
  const out: number[] = [];
  let at = random() * (total / count);
  let sum = 0;
  for (let i = 0; i < weights.length && out.length < count; i++) {
    sum += flat ? 1 : (weights[i] as number);
    while (at < sum && out.length < count) {
      out.push(i);
      at += total / count;
    }
  }
  while (out.length < count) out.push(weights.length - 1);
  return out;
}

export function* searchHard(
  state: SeatView,
  random: Random,
  budget?: Partial<HardBudget>,
): Generator<void, Move, void> {
  // Double-nine rounds are longer and offer more ends: about three times the work per playout.
  const nine = state.rules.set === 'double-nine';
  const playouts = budget?.playouts ?? (nine ? 400 : HARD_BUDGET.playouts);
  const deals = budget?.deals ?? (nine ? 240 : HARD_BUDGET.deals);
  const slice = budget?.slice ?? HARD_BUDGET.slice;
  if (state.phase !== 'play' || state.current === null)
    throw new RangeError('chooseMove: nobody is to act in this state');
  const me = state.current;
  const base = roundOf(
    state,
    state.hands.map(() => []),
    // Only the boneyard's size counts for the legal moves; the samples deal its tiles.
    state.boneyard.map(() => 0),
  );
  base.setHand(me, state.hands[me]!.map(codeOf));
  // The compact round's legal moves are the engine's, in the engine's order (test/ai/playout.test.ts), and
  // leave the engine's move checks out of the hard player's chunk.
  const buffer = new Int16Array(512);
  const codes = Array.from(buffer.subarray(0, base.legal(buffer)));
  const moves = codes.map((code) => base.toMove(code));
  if (moves.length === 1) return moves[0] as Move;
  let alive = distinctMoves(base, codes);
  if (alive.length === 1) return moves[alive[0] as number] as Move;
  const plan = schedule(alive.length, playouts);
  // Reading the record is a slice of its own.
  const knowledge = knowledgeOf(state, me);
  const evidence = evidenceOf(state, knowledge);
  yield;
  // The pool of deals, each weighed by how well it explains the others' choices. Without any choice to
  // weigh, the playouts take fresh deals instead (the pool's single deal only keeps the random stream
  // as bench:ai measured it).
  const weighed = evidence.decisions.length > 0;
  const pool: SampledDeal[] = [];
  const weights = new Float64Array(weighed ? Math.max(1, deals) : 1);
  for (let i = 0; i < weights.length; i++) {
    const deal = sampleDeal(knowledge, state.rules.players, random);
    pool.push(deal);
    weights[i] = weighed ? likelihood(evidence, deal.tiles) : 1;
    if ((i + 1) % (slice * 4) === 0) yield;
  }
  const needed = plan.reduce((a, b) => a + b, 0);
  const drawn = weighed ? resample(weights, needed, random) : null;
  const scratch = new Round(state.rules);
  const totals = new Float64Array(moves.length);
  const counts = new Float64Array(moves.length);
  let done = 0;
  let next = 0;
  for (const samples of plan) {
    for (let i = 0; i < samples; i++) {
      const deal = drawn
        ? (pool[drawn[next++] as number] as SampledDeal)
        : sampleDeal(knowledge, state.rules.players, random);
      for (let s = 0; s < state.rules.players; s++) if (s !== me) base.setHand(s, deal.hands[s] as number[]);
      base.setBoneyard(deal.boneyard);
      // Common random numbers: every move's playout on this deal draws the same noise, so the
      // comparison between moves is not drowned by luck.
      const noise = (random() * 4294967296) >>> 0;
      for (const c of alive) {
        scratch.copyFrom(base);
        scratch.apply(codes[c] as number);
        rollout(scratch, mulberry32(noise), buffer);
        totals[c] = totals[c]! + margin(scratch, me);
        counts[c] = counts[c]! + 1;
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
  return moves[alive[0] as number] as Move;
}
