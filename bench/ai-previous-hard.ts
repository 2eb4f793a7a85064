// The hard player as it was before issue 17 (search for round wins, proofs from passes and stuck draws
// only), frozen here so `npm run bench:ai -- --pairs hard-prev` can measure the new one against it.
// Never shipped: src/ai/hard.ts is the player.

import { tilesInPlay } from '../src/engine/deal.js';
import { legalMoves } from '../src/engine/moves.js';
import { mulberry32, shuffled, type Random } from '../src/engine/rng.js';
import type { MatchState, Move, ResolvedRules } from '../src/engine/types.js';
import { CENTER, Round, codeOf, fits, hiOf, loOf, roundOf } from '../src/ai/playout.js';
import { bestMove } from '../src/ai/policy.js';

/** One hidden tile of a seat: per tile code, 1 when the record proves this slot does not hold it. */
interface Slot {
  seat: number;
  forbidden: Uint8Array;
}

interface Knowledge {
  me: number;
  /** The tiles this seat cannot see and does not know the place of, in the set's fixed order. */
  unseen: number[];
  /** Every hidden tile of the other seats; the constrained ones first, most constrained first. */
  slots: Slot[];
  /** How many of the slots carry a constraint. */
  constrained: number;
  boneyard: number;
  /** Per seat, hidden tiles known all the same: shown when drawn in the search for the lead tile. */
  known: number[][];
}

/**
 * Reads the round's log for seat `me`. A pass proves the seat held no tile that fitted then; where a
 * seat draws only when stuck, a draw proves the same of the tiles held before it; a lead by the highest
 * double proves nobody held a heavier one. Tiles drawn later are not covered by earlier proofs. In
 * Maltese Cross one may draw at any time, so a draw proves nothing. (Treating such a draw as a likely
 * sign of a stuck hand was tried: no measurable gain, bench:ai maltese-hard 23.0 % vs 21.7–23.8 %.)
 */
function knowledgeOf(state: MatchState, me: number): Knowledge {
  const rules: ResolvedRules = state.rules;
  const all = tilesInPlay(rules).map(codeOf);
  const seen = new Set<number>();
  for (const t of state.hands[me] as string[]) seen.add(codeOf(t));
  for (const t of state.layout.tiles) seen.add(codeOf(t.tile));
  const unseen = all.filter((t) => !seen.has(t));

  // Per seat, its hidden tiles oldest first: proofs accumulate on the older ones, so each slot's
  // forbidden set contains every newer slot's.
  const held: Slot[][] = state.hands.map(() => []);
  const start = state.hands.map((h) => h.length);
  for (const r of state.log) {
    if (r.move.type === 'play') start[r.seat] = start[r.seat]! + 1;
    else if (r.move.type === 'draw') start[r.seat] = start[r.seat]! - 1;
  }
  const lead = state.lead.how === 'highest-double' && state.lead.tile !== undefined ? codeOf(state.lead.tile) : -1;
  for (let s = 0; s < held.length; s++) {
    if (s === me) continue;
    for (let i = 0; i < (start[s] as number); i++) {
      const forbidden = new Uint8Array(100);
      if (lead >= 0) for (const t of all) if (hiOf(t) === loOf(t) && t > lead) forbidden[t] = 1;
      (held[s] as Slot[]).push({ seat: s, forbidden });
    }
  }

  const layout = new Round(rules);
  const forbid = (seat: number): void => {
    const mask = layout.fitMask();
    for (const slot of held[seat] as Slot[]) for (const t of all) if (fits(t, mask)) slot.forbidden[t] = 1;
  };
  for (const r of state.log) {
    const move = r.move;
    if (move.type === 'play') {
      const tile = codeOf(move.tile);
      const code = layout.codeOfMove(move) as number;
      if (r.seat !== me) {
        const slots = held[r.seat] as Slot[];
        // The oldest slot that may hold the tile: what stays is then the weakest consistent claim.
        let i = slots.findIndex((slot) => slot.forbidden[tile] === 0);
        if (i < 0) i = slots.length - 1;
        slots.splice(i, 1);
      }
      layout.place(tile, code & 63);
    } else if (r.seat !== me) {
      if (move.type === 'pass' || rules.draw === 'when-stuck') forbid(r.seat);
      if (move.type === 'draw') (held[r.seat] as Slot[]).push({ seat: r.seat, forbidden: new Uint8Array(100) });
    }
  }

  // R-MC-2: the tiles drawn in the search for the 6-6 are shown to the table (the domino-lead event), so
  // those not played since are known to be in their drawer's hand. They were held from the start, which
  // the oldest slots stand for.
  const known: number[][] = state.hands.map(() => []);
  if (rules.leadFallback === 'search' && state.lead.how !== 'drawn-doubles') {
    state.lead.drawn?.forEach((tiles, s) => {
      if (s === me) return;
      for (const t of tiles.map(codeOf)) {
        if (seen.has(t)) continue;
        (known[s] as number[]).push(t);
        (held[s] as Slot[]).shift();
      }
    });
  }
  const hidden = unseen.filter((t) => !known.some((tiles) => tiles.includes(t)));
  const slots = held.flat();
  const weight = (slot: Slot): number => {
    let n = 0;
    for (const t of hidden) n += slot.forbidden[t] as number;
    return n;
  };
  const weights = new Map(slots.map((slot) => [slot, weight(slot)]));
  slots.sort((a, b) => (weights.get(b) as number) - (weights.get(a) as number));
  const constrained = slots.filter((slot) => (weights.get(slot) as number) > 0).length;
  return { me, unseen: hidden, slots, constrained, boneyard: state.boneyard.length, known };
}

/** Attempts at a deal that honours every proof before settling for one that ignores them. */
const ATTEMPTS = 40;

/**
 * A random deal of the unseen tiles consistent with the proofs: per seat its hidden tiles (the seat
 * `me` gets an empty list), and the boneyard in draw order.
 */
function sampleDeal(k: Knowledge, players: number, random: Random): { hands: number[][]; boneyard: number[] } {
  for (let attempt = 0; ; attempt++) {
    const pool = shuffled(k.unseen, random);
    const hands: number[][] = [];
    for (let s = 0; s < players; s++) hands.push((k.known[s] ?? []).slice());
    let ok = true;
    for (let i = 0; i < k.slots.length && ok; i++) {
      const slot = k.slots[i] as Slot;
      // Constrained slots take the first allowed tile of the shuffled pool; the rest simply the next.
      let j = 0;
      if (i < k.constrained && attempt < ATTEMPTS) {
        while (j < pool.length && slot.forbidden[pool[j] as number] === 1) j++;
        if (j === pool.length) ok = false;
      }
      if (ok) (hands[slot.seat] as number[]).push(pool.splice(j, 1)[0] as number);
    }
    if (ok) return { hands, boneyard: pool };
  }
}

/** The fixed amount of work behind one decision (never a clock, so decisions replay exactly). */
interface HardBudget {
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
const HARD_BUDGET: HardBudget = { playouts: 1000, slice: 10 };

/** Plays the round out, every seat following the normal player's heuristics with some noise. */
function rollout(round: Round, random: Random, moves: Int16Array): void {
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

export function* searchPreviousHard(
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
        totals[c] = totals[c]! + gain(scratch, me);
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
  const best = alive[0] as number;
  return moves[best] as Move;
}
