/**
 * Evidence from the other seats' choices: how well a sampled deal explains what each of them chose at each
 * past decision where the tiles it then held left it a choice. Reads the public record only (the layout as
 * it grew, the public counts, who played what where, who drew) and the sample's tiles, never a hidden one.
 */

import type { SeatView } from '../engine/view.js';
import { tilesInPlay } from '../engine/deal.js';
import { CAP, CENTER, DRAW, PASS, Round, codeOf } from './playout.js';
import { weigh } from './policy.js';
import type { Knowledge } from './sample.js';

/**
 * The model of another seat's choices, per seat: either it plays like the normal player, or at random
 * (like `easy`), each as likely beforehand (SEAT_MIX). Playing like normal means choosing each kind of
 * play with weight exp(value / TEMPERATURE), sharp, and any legal move with chance UNIFORM (a slip: one
 * surprising choice must not rule a deal out). Over the seat's whole record the two explanations weigh
 * themselves: a seat whose choices fit the sampled hands as normal's would gets those hands favoured, a
 * seat that plays at random leaves only the count of its legal moves as evidence (a choice among n is 1/n
 * likely). Measured with bench:ai (600 duplicate deals): against normal this gained +0.4 points per round
 * in 2-player Doubles and +1.8 in the Boneyard game over one softer model for all (uniform 0.3,
 * temperature 0.5), and lost nothing against easy, where the sharp model alone lost 1.5–2.3 in the
 * Boneyard game. SEAT_MIX, the prior that a seat plays like normal, is 0.2 rather than an even 0.5: the
 * players a table meets are seldom `normal` itself, and against the hard player before issue 17 (1 000
 * duplicate deals) the lower prior moved the games of three and four from level to ahead (Boneyard +0.1 to
 * +0.3, again +0.4 on another 1 000 deals; Maltese Cross −0.1 to +0.2, then −0.2: level), for 0.9 points a
 * round against normal in the Boneyard game (+9.9 to +9.0), where the sharp prior had read it best.
 */
const SEAT_MIX = 0.2;
const UNIFORM = 0.05;
const TEMPERATURE = 0.1;

/** One past decision of another seat: the public position then, and what it chose. */
interface Decision {
  /** The layout, counts and seat to act just before the choice (hands empty). */
  position: Round;
  seat: number;
  /** The move chosen, as a compact code of `position`. */
  chosen: number;
  /** Tiles held all along that are known anyway: played tiles charged to their slot, the R-MC-2 tiles. */
  fixed: number[];
  /** The knowledge's slots (indices) this seat held then. */
  slots: number[];
  /** Tiles not in the layout then: the seat's hand, the other hands and the boneyard. */
  unplaced: number[];
  /** The boneyard's size then. */
  boneyard: number;
}

export interface Evidence {
  decisions: Decision[];
  probe: Round;
  moves: Int16Array;
  values: Float64Array;
  kinds: Int32Array;
  held: Uint8Array;
  /** The number of legal moves at the last decision weighed. */
  n: number;
  /** Per seat, the chance of its choices if it plays like normal, and if it plays at random. */
  normal: Float64Array;
  random: Float64Array;
}

/** The decisions worth weighing: plays, and draws where one may draw with a play in hand (R-MC-7). */
export function evidenceOf(state: SeatView, k: Knowledge): Evidence {
  const rules = state.rules;
  const all = tilesInPlay(rules).map(codeOf);
  const layout = new Round(rules);
  layout.current = state.lead.seat;
  layout.leadTile = state.lead.tile !== undefined ? codeOf(state.lead.tile) : -1;
  let boneyard = state.boneyard.length;
  for (const r of state.log) if (r.move.type === 'draw') boneyard++;
  const placed = new Uint8Array(100);
  const decisions: Decision[] = [];
  state.log.forEach((r, at) => {
    const code = layout.codeOfMove(r.move) as number;
    // A play forced by the rules (the fixed lead tile, a drawn tile to be played at once) shows nothing.
    const forced =
      (layout.placed === 0 && layout.leadTile >= 0) || (rules.playDrawn && layout.drawnThisTurn > 0) || code === PASS;
    const choice = code !== DRAW || rules.draw === 'any-time';
    if (r.seat !== k.me && !forced && choice) {
      const fixed = (k.known[r.seat] ?? []).slice();
      for (const p of k.played) if (p.seat === r.seat && p.from < at && at <= p.to) fixed.push(p.tile);
      const slots: number[] = [];
      k.slots.forEach((slot, i) => {
        if (slot.seat === r.seat && slot.from < at) slots.push(i);
      });
      const position = new Round(rules);
      position.copyFrom(layout);
      position.current = r.seat;
      decisions.push({
        position,
        seat: r.seat,
        chosen: code,
        fixed,
        slots,
        unplaced: all.filter((t) => placed[t] === 0),
        boneyard,
      });
    }
    if (code === DRAW) {
      boneyard--;
      layout.drawnThisTurn++;
    } else {
      layout.drawnThisTurn = 0;
      layout.current = (r.seat + layout.step + layout.players) % layout.players;
      if (code !== PASS) {
        const tile = code >> 6;
        placed[tile] = 1;
        layout.place(tile, code & 63);
      }
    }
  });
  return {
    decisions,
    probe: new Round(rules),
    moves: new Int16Array(512),
    values: new Float64Array(512),
    kinds: new Int32Array(512),
    held: new Uint8Array(100),
    n: 0,
    normal: new Float64Array(rules.players),
    random: new Float64Array(rules.players),
  };
}

/** The chance of one decision's choice, had the seat held the sample's tiles then. */
function chance(e: Evidence, d: Decision, tiles: readonly number[]): number {
  const { probe, moves, held } = e;
  probe.copyFrom(d.position);
  // Written straight into the probe's arrays: this runs for every decision of every weighed deal.
  held.fill(0);
  const base = d.seat * CAP;
  let size = 0;
  for (const t of d.fixed) {
    probe.hands[base + size++] = t;
    held[t] = 1;
  }
  for (const i of d.slots) {
    const t = tiles[i] as number;
    probe.hands[base + size++] = t;
    held[t] = 1;
  }
  probe.handSize[d.seat] = size;
  // Everything else unplaced stands in the boneyard (its size as it was then) and the next seat's hand:
  // the legal moves read the boneyard's size, the judgement only which tiles the seat cannot see.
  const next = (d.seat + 1) % probe.players;
  let bone = 0;
  let other = 0;
  for (const t of d.unplaced) {
    if (held[t] === 1) continue;
    if (bone < d.boneyard) probe.boneyard[bone++] = t;
    else probe.hands[next * CAP + other++] = t;
  }
  probe.boneyardTop = 0;
  probe.boneyardEnd = bone;
  probe.handSize[next] = other;
  const n = probe.legal(moves);
  let chosen = -1;
  for (let i = 0; i < n; i++) if (moves[i] === d.chosen) chosen = i;
  e.n = n;
  if (chosen < 0) return 0;
  if (n === 1) return 1;
  // The judgement per kind of play (a tile on a number): the same tile on equal ends is one choice.
  const values = e.values;
  let top = -Infinity;
  for (let i = 0; i < n; i++) {
    const move = moves[i] as number;
    values[i] = move === DRAW ? -99 : weigh(probe, move);
    if ((values[i] as number) > top) top = values[i] as number;
  }
  const kinds = e.kinds;
  let total = 0;
  for (let i = 0; i < n; i++) {
    kinds[i] = kindOf(probe, moves[i] as number);
    let repeat = false;
    for (let j = 0; j < i && !repeat; j++) repeat = kinds[j] === kinds[i];
    if (!repeat) total += Math.exp(((values[i] as number) - top) / TEMPERATURE);
  }
  const mine = Math.exp(((values[chosen] as number) - top) / TEMPERATURE);
  return UNIFORM / n + ((1 - UNIFORM) * mine) / total;
}

/** A play's kind: its tile and the number it goes on (the centre counts as a number of its own). */
function kindOf(round: Round, move: number): number {
  if (move < 0) return move;
  const e = move & 63;
  return (move >> 6) * 16 + (e === CENTER ? 15 : (round.endPip[e] as number));
}

/** How well a sample (its tiles per slot) explains every weighed decision, seat by seat under both models. */
export function likelihood(e: Evidence, tiles: readonly number[]): number {
  const { normal, random } = e;
  normal.fill(1);
  random.fill(1);
  for (const d of e.decisions) {
    const c = chance(e, d, tiles);
    if (c === 0) return 0;
    normal[d.seat] = normal[d.seat]! * c;
    random[d.seat] = random[d.seat]! / e.n;
  }
  let p = 1;
  for (let s = 0; s < normal.length; s++)
    p *= SEAT_MIX * (normal[s] as number) + (1 - SEAT_MIX) * (random[s] as number);
  return p;
}
