/**
 * What the public record proves about the hidden tiles, and random deals of them consistent with it.
 * Only the seat's own hand, the layout, hand and boneyard counts and the log's public facts (who played
 * what where, who drew, who passed) are read: never another hand, the boneyard's order or a drawn tile
 * shown only to its drawer.
 */

import { tilesInPlay } from '../engine/deal.js';
import { shuffled, type Random } from '../engine/rng.js';
import type { ResolvedRules } from '../engine/types.js';
import { HIDDEN } from '../engine/tiles.js';
import type { SeatView } from '../engine/view.js';
import { Round, codeOf, fits, hiOf, loOf } from './playout.js';

/** One hidden tile of a seat: per tile code, 1 when the record proves this slot does not hold it. */
export interface Slot {
  seat: number;
  forbidden: Uint8Array;
  /** The log index of the draw that brought it, -1 when it was in the hand when play began. */
  from: number;
}

/** A hidden tile since played: from the log index `from` (as a slot's) until the play at `to`. */
export interface Played {
  seat: number;
  tile: number;
  from: number;
  to: number;
}

export interface Knowledge {
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
  /**
   * The other seats' plays, each charged to the slot it came from (the oldest that may have held it), so
   * a sample's hidden tiles tell what each seat held at each of its past decisions (src/ai/infer.ts).
   */
  played: Played[];
}

/**
 * Reads the round's log for seat `me`. A pass proves the seat held no tile that fitted then; where a
 * seat draws only when stuck, a draw proves the same of the tiles held before it; a lead by the highest
 * double proves nobody held a heavier one. Tiles drawn later are not covered by earlier proofs. In
 * Maltese Cross one may draw at any time, so a draw proves nothing. (Treating such a draw as a likely
 * sign of a stuck hand was tried: no measurable gain, bench:ai maltese-hard 23.0 % vs 21.7–23.8 %.)
 */
export function knowledgeOf(state: SeatView, me: number): Knowledge {
  const rules: ResolvedRules = state.rules;
  const all = tilesInPlay(rules).map(codeOf);
  const seen = new Set<number>();
  for (const t of state.hands[me]!) seen.add(codeOf(t));
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
      (held[s] as Slot[]).push({ seat: s, forbidden, from: -1 });
    }
  }

  const played: Played[] = [];
  const layout = new Round(rules);
  const forbid = (seat: number): void => {
    const mask = layout.fitMask();
    for (const slot of held[seat] as Slot[]) for (const t of all) if (fits(t, mask)) slot.forbidden[t] = 1;
  };
  state.log.forEach((r, at) => {
    const move = r.move;
    if (move.type === 'play') {
      const tile = codeOf(move.tile);
      const code = layout.codeOfMove(move) as number;
      if (r.seat !== me) {
        const slots = held[r.seat] as Slot[];
        // The oldest slot that may hold the tile: what stays is then the weakest consistent claim.
        let i = slots.findIndex((slot) => slot.forbidden[tile] === 0);
        if (i < 0) i = slots.length - 1;
        const [slot] = slots.splice(i, 1) as [Slot];
        played.push({ seat: r.seat, tile, from: slot.from, to: at });
      }
      layout.place(tile, code & 63);
    } else if (r.seat !== me) {
      if (move.type === 'pass' || rules.draw === 'when-stuck') forbid(r.seat);
      if (move.type === 'draw')
        (held[r.seat] as Slot[]).push({ seat: r.seat, forbidden: new Uint8Array(100), from: at });
    }
  });

  // R-MC-2: of the tiles another seat drew in the search for the 6-6, the seat sees only the 6-6 that is led (the rest
  // are HIDDEN in its view); a tile it does see, not played since, is known to be in its drawer's hand. They were held
  // from the start, which the oldest slots stand for.
  const known: number[][] = state.hands.map(() => []);
  if (rules.leadFallback === 'search' && state.lead.how !== 'drawn-doubles') {
    state.lead.drawn?.forEach((tiles, s) => {
      if (s === me) return;
      for (const t of tiles.filter((tile) => tile !== HIDDEN).map(codeOf)) {
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
  return { me, unseen: hidden, slots, constrained, boneyard: state.boneyard.length, known, played };
}

/** Attempts at a deal that honours every proof before settling for one that ignores them. */
const ATTEMPTS = 40;

export interface SampledDeal {
  /** Per seat its hidden tiles (the known ones first); the seat `me` gets an empty list. */
  hands: number[][];
  /** The tiles left to draw, in draw order. */
  boneyard: number[];
  /** Per slot of the knowledge (same order), the tile it was dealt. */
  tiles: number[];
}

/** A random deal of the unseen tiles consistent with the proofs. */
export function sampleDeal(k: Knowledge, players: number, random: Random): SampledDeal {
  for (let attempt = 0; ; attempt++) {
    const pool = shuffled(k.unseen, random);
    const hands: number[][] = [];
    for (let s = 0; s < players; s++) hands.push((k.known[s] ?? []).slice());
    const tiles: number[] = [];
    let ok = true;
    for (let i = 0; i < k.slots.length && ok; i++) {
      const slot = k.slots[i] as Slot;
      // Constrained slots take the first allowed tile of the shuffled pool; the rest simply the next.
      let j = 0;
      if (i < k.constrained && attempt < ATTEMPTS) {
        while (j < pool.length && slot.forbidden[pool[j] as number] === 1) j++;
        if (j === pool.length) ok = false;
      }
      if (ok) {
        const tile = pool.splice(j, 1)[0] as number;
        (hands[slot.seat] as number[]).push(tile);
        tiles.push(tile);
      }
    }
    if (ok) return { hands, boneyard: pool, tiles };
  }
}
