/**
 * A compact, mutable round for playouts: tiles as small integers (10·high + low), hands, boneyard and open
 * ends in typed arrays. The public immutable API is far too slow for thousands of playouts per decision;
 * this mirrors the engine's rules exactly (test/ai/playout.test.ts replays seeded rounds through both).
 */

import type { MatchState, Mechanisms, Move, PlayPoints, ResolvedRules, TargetRule } from '../engine/types.js';

/**
 * The engine's mechanisms as the playout's numbers, one table per mechanism, keyed by every value the engine's types
 * allow: a new value is a type error here until the playout mirrors it, never a fallthrough into another's case.
 */
const DRAW_LIMIT: { readonly [K in ResolvedRules['drawLimit']]: boolean } = { one: false, playable: true };
/**
 * Every mechanism is mirrored in a round (below) or decided before one starts (the deal, the lead): a mechanism added
 * to the engine's types is a type error here until the playout says which.
 */
type InRound =
  | 'direction'
  | 'cross'
  | 'suitLock'
  | 'draw'
  | 'drawLimit'
  | 'playDrawn'
  | 'reserve'
  | 'blockScoring'
  | 'playPoints'
  | 'sidesFirst'
  | 'dominoScoring'
  | 'roundTo'
  | 'targetRule';
type BeforeRound = 'doublesInPlay' | 'leadFallback' | 'laterLead';
type Unmirrored = Exclude<keyof Mechanisms, InRound | BeforeRound>;
export const everyMechanismMirrored: [Unmirrored] extends [never] ? true : Unmirrored = true;

/** How the lowest hand's pips count against it when it wins a block, by BLOCK_SCORING's number. */
const OWN_PIPS = [0, -1, 0, -2, 0] as const;

/** Room for every tile of a double-nine set in one hand, and for the ends of a layout of spinners. */
export const CAP = 56;
const MAX_ENDS = 48;
const DIRS = 'nesw';
export const DRAW = -1;
export const PASS = -2;
/** The end index of an opening play ("center"). */
export const CENTER = 63;

export const hiOf = (tile: number): number => (tile / 10) | 0;
export const loOf = (tile: number): number => tile % 10;
export const pipsOf = (tile: number): number => ((tile / 10) | 0) + (tile % 10);
export const codeOf = (name: string): number => (name.charCodeAt(0) - 48) * 10 + name.charCodeAt(2) - 48;
export const nameOf = (tile: number): string => `${hiOf(tile)}-${loOf(tile)}`;

/**
 * Each rule value as the compact round reads it, in tables keyed by the rule's type: a new value is a type error here,
 * never a silent fall into the last case of a ternary chain.
 */
const DRAW_RULE: { readonly [K in Mechanisms['draw']]: 0 | 1 | 2 } = { never: 0, 'when-stuck': 1, 'any-time': 2 };
/** 0 none, 1 the lead only, 2 every double, 3 the first double laid (R-A5-4). */
const SPINNERS: { readonly [K in ResolvedRules['spinners']]: number } = {
  none: 0,
  first: 1,
  all: 2,
  'first-double': 3,
};
/** 0 ten each, 1 lowest takes the opponents' pips, 2 lowest takes all, 3 the others' minus its own, 4 nobody (R-F3-7). */
const BLOCK_SCORING: { readonly [K in Mechanisms['blockScoring']]: 0 | 1 | 2 | 3 | 4 } = {
  'ten-each': 0,
  'lowest-takes-opponents': 1,
  'lowest-takes-all': 2,
  'others-minus-own': 3,
  nobody: 4,
};
/** What a count scores during play (R-A5-6, R-F3-6), as the engine's scoring.ts has it. */
const PLAY_POINTS: { readonly [K in PlayPoints]: (count: number) => number } = {
  none: () => 0,
  fives: (c) => (c % 5 ? 0 : c),
  'fives-and-threes': (c) => (c % 5 ? 0 : c / 5) + (c % 3 ? 0 : c / 3),
};
/** 0 at a round's end (R-ALL-10), 1 at once (R-A5-9), 2 exactly and at once (R-F3-8). */
const TARGET_RULE: { readonly [K in TargetRule]: number } = { 'round-end': 0, 'at-once': 1, exact: 2 };
/** The direction of a layout tile that is the lead (its sides run west and east). */
const LEAD_DIR = 4;

/** A round in play: everything the rules look at, nothing the element shows. */
export class Round {
  readonly players: number;
  readonly step: number;
  readonly cross: boolean;
  readonly suitLock: boolean;
  /** 0 never, 1 when stuck, 2 at any time. */
  readonly drawRule: number;
  readonly drawUntilPlayable: boolean;
  readonly playDrawn: boolean;
  readonly reserve: number;
  /** 0 none, 1 the lead only, 2 every double. */
  readonly spinners: number;
  /** BLOCK_SCORING's number. */
  readonly blockScoring: 0 | 1 | 2 | 3 | 4;
  /** A spinner's flanks wait for both its sides (R-A5-4). */
  readonly sidesFirst: boolean;
  /** The points a count scores during play; null where nothing scores during play. */
  readonly pointsOf: ((count: number) => number) | null;
  readonly chipOut: boolean;
  readonly roundTo: number;
  /** TARGET_RULE's number, and the target. */
  readonly targetRule: number;
  readonly targetScore: number;
  /** Per layout tile: its direction from its parent (LEAD_DIR for the lead), whether a double, whether a spinner. */
  readonly tileDir = new Uint8Array(CAP);
  readonly tileDouble = new Uint8Array(CAP);
  readonly tileSpinner = new Uint8Array(CAP);
  /** Whether a spinner has been laid (first-double: only the first double spins). */
  spun = false;
  /** The count of the ends (R-A5-5), kept up to date where points are scored during play. */
  count = 0;
  /** The match totals at the start of this round, with the points scored during play added (R-GX-11). */
  readonly totals: Int16Array;
  /** The points each seat scored during play in this round. */
  readonly scored: Int16Array;
  /** The round ended because a score during play reached the target (R-A5-9, R-F3-8). */
  target = false;
  readonly hands: Uint8Array;
  readonly handSize: Uint8Array;
  readonly boneyard = new Uint8Array(CAP);
  boneyardTop = 0;
  boneyardEnd = 0;
  readonly endPip = new Uint8Array(MAX_ENDS);
  readonly endTile = new Uint8Array(MAX_ENDS);
  readonly endDir = new Uint8Array(MAX_ENDS);
  ends = 0;
  placed = 0;
  /** Bit n set: the double n-n is in the layout (suit n unlocked). */
  unlocked = 0;
  current = 0;
  drawnThisTurn = 0;
  lastDrawn = 0;
  /** The tile the round must open with, or -1 when any tile may. */
  leadTile = -1;
  over = false;
  winner = -1;
  readonly points: Int16Array;

  constructor(rules: ResolvedRules) {
    this.players = rules.players;
    this.step = rules.direction;
    this.cross = rules.cross;
    this.suitLock = rules.suitLock;
    this.drawRule = DRAW_RULE[rules.draw];
    this.drawUntilPlayable = DRAW_LIMIT[rules.drawLimit];
    this.playDrawn = rules.playDrawn;
    this.reserve = rules.reserve;
    this.spinners = SPINNERS[rules.spinners];
    this.blockScoring = BLOCK_SCORING[rules.blockScoring];
    this.sidesFirst = rules.sidesFirst === true;
    const playPoints = rules.playPoints ?? 'none';
    this.pointsOf = playPoints === 'none' ? null : PLAY_POINTS[playPoints];
    this.chipOut = rules.dominoScoring === 'chip-out';
    this.roundTo = rules.roundTo ?? 1;
    this.targetRule = TARGET_RULE[rules.targetRule ?? 'round-end'];
    this.targetScore = rules.targetScore;
    this.hands = new Uint8Array(this.players * CAP);
    this.handSize = new Uint8Array(this.players);
    this.points = new Int16Array(this.players);
    this.totals = new Int16Array(this.players);
    this.scored = new Int16Array(this.players);
  }

  /** Overwrites this round with `other` (same rules), cheaper than allocating a new one. */
  copyFrom(other: Round): void {
    this.hands.set(other.hands);
    this.handSize.set(other.handSize);
    this.boneyard.set(other.boneyard);
    this.boneyardTop = other.boneyardTop;
    this.boneyardEnd = other.boneyardEnd;
    this.endPip.set(other.endPip);
    this.endTile.set(other.endTile);
    this.endDir.set(other.endDir);
    this.ends = other.ends;
    this.placed = other.placed;
    this.unlocked = other.unlocked;
    this.current = other.current;
    this.drawnThisTurn = other.drawnThisTurn;
    this.lastDrawn = other.lastDrawn;
    this.leadTile = other.leadTile;
    this.over = other.over;
    this.winner = other.winner;
    this.points.set(other.points);
    this.tileDir.set(other.tileDir);
    this.tileDouble.set(other.tileDouble);
    this.tileSpinner.set(other.tileSpinner);
    this.spun = other.spun;
    this.count = other.count;
    this.totals.set(other.totals);
    this.scored.set(other.scored);
    this.target = other.target;
  }

  setHand(seat: number, tiles: readonly number[]): void {
    for (let i = 0; i < tiles.length; i++) this.hands[seat * CAP + i] = tiles[i] as number;
    this.handSize[seat] = tiles.length;
  }

  setBoneyard(tiles: readonly number[]): void {
    for (let i = 0; i < tiles.length; i++) this.boneyard[i] = tiles[i] as number;
    this.boneyardTop = 0;
    this.boneyardEnd = tiles.length;
  }

  addEnd(pip: number, tile: number, dir: number): void {
    const e = this.ends++;
    this.endPip[e] = pip;
    this.endTile[e] = tile;
    this.endDir[e] = dir;
  }

  drawable(): number {
    return this.drawRule === 0 ? 0 : Math.max(0, this.boneyardEnd - this.boneyardTop - this.reserve);
  }

  /** R-MC-4: the lead spinner still has a free side, so only its sides may be played on. */
  crossIncomplete(): boolean {
    if (!this.cross || this.placed === 0) return false;
    for (let e = 0; e < this.ends; e++) if (this.endTile[e] === 0) return true;
    return false;
  }

  /** Whether direction `dir` is a side (in line with the play) of layout tile `t`, not a flank. */
  isSide(t: number, dir: number): boolean {
    const d = this.tileDir[t] as number;
    return d === LEAD_DIR ? (dir & 1) === 1 : dir === d;
  }

  /** R-A5-4, R-GX-8: end `e` is a spinner's flank while one of the spinner's sides has no tile against it. */
  waiting(e: number): boolean {
    if (!this.sidesFirst) return false;
    const t = this.endTile[e] as number;
    if (this.tileSpinner[t] === 0 || this.isSide(t, this.endDir[e] as number)) return false;
    for (let f = 0; f < this.ends; f++)
      if (this.endTile[f] === t && this.isSide(t, this.endDir[f] as number)) return true;
    return false;
  }

  /** R-A5-5: the count of the ends, as the engine's countOf. */
  countEnds(): number {
    let sum = 0;
    for (let e = 0; e < this.ends; e++) {
      const t = this.endTile[e] as number;
      if (this.tileDouble[t] === 0) sum += this.endPip[e] as number;
      else if (this.isSide(t, this.endDir[e] as number)) {
        let first = true;
        for (let f = 0; f < e; f++)
          if (this.endTile[f] === t && this.isSide(t, this.endDir[f] as number)) first = false;
        if (first) sum += 2 * (this.endPip[e] as number);
      }
    }
    return sum;
  }

  /** What end `e` adds to the count now: nothing for a flank, or for a double that keeps another open side. */
  private counted(e: number): number {
    const t = this.endTile[e] as number;
    const pip = this.endPip[e] as number;
    if (this.tileDouble[t] === 0) return pip;
    if (!this.isSide(t, this.endDir[e] as number)) return 0;
    for (let f = 0; f < this.ends; f++)
      if (f !== e && this.endTile[f] === t && this.isSide(t, this.endDir[f] as number)) return 0;
    return 2 * pip;
  }

  /**
   * The points the seat to act would score by playing `tile` on end `e` (or in the centre) now, without playing it:
   * the count after it (R-A5-5), the chip-out point (R-F3-7), nothing past an exact target (R-F3-8). 0 where nothing
   * scores during play.
   */
  pointsOfPlay(tile: number, e: number): number {
    if (this.pointsOf === null) return 0;
    const hi = hiOf(tile);
    const lo = loOf(tile);
    let count: number;
    if (e === CENTER) count = hi + lo;
    else {
      const exposed = hi === this.endPip[e] ? lo : hi;
      count = this.count - this.counted(e) + (hi === lo ? 2 * exposed : exposed);
    }
    const seat = this.current;
    const points = this.pointsOf(count) + (this.chipOut && this.handSize[seat] === 1 ? 1 : 0);
    return this.targetRule === 2 && (this.totals[seat] as number) + points > this.targetScore ? 0 : points;
  }

  /**
   * The numbers a double may be matched to now (low 10 bits) and those a single may (next 10 bits):
   * the engine's fitReason folded over the open ends.
   */
  fitMask(): number {
    const incomplete = this.crossIncomplete();
    let doubles = 0;
    let singles = 0;
    for (let e = 0; e < this.ends; e++) {
      if ((incomplete && this.endTile[e] !== 0) || this.waiting(e)) continue;
      const pip = this.endPip[e] as number;
      doubles |= 1 << pip;
      if (incomplete || !this.suitLock || (this.unlocked >> pip) & 1) singles |= 1 << pip;
    }
    return doubles | (singles << 10);
  }

  endFits(tile: number, e: number, incomplete: boolean): boolean {
    const hi = hiOf(tile);
    const lo = loOf(tile);
    const pip = this.endPip[e] as number;
    if (hi !== pip && lo !== pip) return false;
    if ((incomplete && this.endTile[e] !== 0) || this.waiting(e)) return false;
    return incomplete || !this.suitLock || hi === lo || ((this.unlocked >> pip) & 1) === 1;
  }

  /** Writes the legal moves, in the engine's order, into `out`; returns how many. */
  legal(out: Int16Array): number {
    let n = 0;
    const base = this.current * CAP;
    const size = this.handSize[this.current] as number;
    if (this.placed === 0) {
      if (this.leadTile >= 0) out[n++] = this.leadTile * 64 + CENTER;
      else for (let i = 0; i < size; i++) out[n++] = (this.hands[base + i] as number) * 64 + CENTER;
      return n;
    }
    const mask = this.fitMask();
    const incomplete = this.crossIncomplete();
    if (this.playDrawn && this.drawnThisTurn > 0 && fits(this.lastDrawn, mask)) {
      for (let e = 0; e < this.ends; e++)
        if (this.endFits(this.lastDrawn, e, incomplete)) out[n++] = this.lastDrawn * 64 + e;
      return n;
    }
    for (let i = 0; i < size; i++) {
      const tile = this.hands[base + i] as number;
      if (!fits(tile, mask)) continue;
      for (let e = 0; e < this.ends; e++) if (this.endFits(tile, e, incomplete)) out[n++] = tile * 64 + e;
    }
    if (this.mayDraw(n > 0)) out[n++] = DRAW;
    else if (n === 0) out[n++] = PASS;
    return n;
  }

  mayDraw(canPlay: boolean): boolean {
    if (this.drawable() === 0) return false;
    if (this.drawRule === 2) return true;
    return !canPlay && (this.drawUntilPlayable || this.drawnThisTurn === 0);
  }

  /** Applies a legal move (unchecked), ending the round on a domino or a block like the engine. */
  apply(move: number): void {
    const seat = this.current;
    const base = seat * CAP;
    if (move === DRAW) {
      const tile = this.boneyard[this.boneyardTop++] as number;
      this.hands[base + (this.handSize[seat] as number)] = tile;
      this.handSize[seat] = this.handSize[seat]! + 1;
      this.drawnThisTurn++;
      this.lastDrawn = tile;
      if (this.isBlocked()) this.score(-1);
      return;
    }
    this.current = (seat + this.step + this.players) % this.players;
    this.drawnThisTurn = 0;
    if (move === PASS) return;
    const tile = move >> 6;
    const size = this.handSize[seat] as number;
    let i = 0;
    while (this.hands[base + i] !== tile) i++;
    this.hands.copyWithin(base + i, base + i + 1, base + size);
    this.handSize[seat] = size - 1;
    this.place(tile, move & 63);
    if (this.pointsOf !== null && this.scoreDuringPlay(seat, size === 1)) return;
    if (size === 1) this.score(seat);
    else if (this.isBlocked()) this.score(-1);
  }

  /**
   * R-A5-6, R-F3-6: the count after a play scores for the mover; R-F3-7 a chip-out adds its point, R-F3-8 refuses a
   * score past an exact target. True when the score reached the target with tiles still in hand: the round stops
   * there, unscored (R-A5-9, R-GX-9).
   */
  scoreDuringPlay(seat: number, out: boolean): boolean {
    this.count = this.countEnds();
    let points = (this.pointsOf as (count: number) => number)(this.count) + (out && this.chipOut ? 1 : 0);
    const total = this.totals[seat] as number;
    if (this.targetRule === 2 && total + points > this.targetScore) points = 0;
    if (points === 0) return false;
    this.totals[seat] = total + points;
    this.scored[seat] = (this.scored[seat] as number) + points;
    if (out || this.targetRule === 0 || total + points < this.targetScore) return false;
    this.over = true;
    this.target = true;
    this.winner = seat;
    this.points.fill(0);
    return true;
  }

  /** Puts a tile in the layout on end `e` (or in the centre), exposing its new ends (R-ALL-3). */
  place(tile: number, e: number): void {
    const hi = hiOf(tile);
    const lo = loOf(tile);
    const index = this.placed++;
    if (hi === lo) this.unlocked |= 1 << hi;
    const spinner =
      hi === lo && (this.spinners === 2 || (this.spinners === 1 && index === 0) || (this.spinners === 3 && !this.spun));
    if (spinner) this.spun = true;
    this.tileDouble[index] = hi === lo ? 1 : 0;
    this.tileSpinner[index] = spinner ? 1 : 0;
    this.tileDir[index] = e === CENTER ? LEAD_DIR : (this.endDir[e] as number);
    if (e === CENTER) {
      if (spinner) for (let d = 0; d < 4; d++) this.addEnd(hi, 0, d);
      else {
        this.addEnd(hi, 0, 3);
        this.addEnd(lo, 0, 1);
      }
      return;
    }
    const exposed = hi === this.endPip[e] ? lo : hi;
    const dir = this.endDir[e] as number;
    this.endPip.copyWithin(e, e + 1, this.ends);
    this.endTile.copyWithin(e, e + 1, this.ends);
    this.endDir.copyWithin(e, e + 1, this.ends);
    this.ends--;
    this.addEnd(exposed, index, dir);
    if (spinner) {
      this.addEnd(exposed, index, (dir + 3) % 4);
      this.addEnd(exposed, index, (dir + 1) % 4);
    }
  }

  /** R-ALL-7: nobody can play and nobody may draw. */
  isBlocked(): boolean {
    if (this.drawable() > 0) return false;
    const mask = this.fitMask();
    for (let s = 0; s < this.players; s++) {
      const size = this.handSize[s] as number;
      for (let i = 0; i < size; i++) if (fits(this.hands[s * CAP + i] as number, mask)) return false;
    }
    return true;
  }

  handPips(seat: number): number {
    let sum = 0;
    const size = this.handSize[seat] as number;
    for (let i = 0; i < size; i++) sum += pipsOf(this.hands[seat * CAP + i] as number);
    return sum;
  }

  /** Ends the round: a domino by `seat`, or a block (seat -1), scored like the engine's scoreRound. */
  score(seat: number): void {
    this.over = true;
    this.points.fill(0);
    let all = 0;
    let low = Infinity;
    let lowest = 0;
    let lowSeat = -1;
    for (let s = 0; s < this.players; s++) {
      const pips = this.handPips(s);
      all += pips;
      if (pips < low) {
        low = pips;
        lowest = 1;
        lowSeat = s;
      } else if (pips === low) lowest++;
    }
    const to = this.roundTo;
    if (seat >= 0) {
      this.winner = seat;
      // R-F3-7: a chip-out scored with the last play; R-A5-8: the others' pips rounded to five.
      this.points[seat] = this.chipOut ? 0 : to * Math.floor((all + (to >> 1)) / to);
    } else if (this.blockScoring === 0) {
      this.winner = -1;
      this.points.fill(10);
    } else if (this.blockScoring === 4) {
      this.winner = -1;
    } else if (lowest === 1) {
      this.winner = lowSeat;
      this.points[lowSeat] = to * Math.floor((all + OWN_PIPS[this.blockScoring] * low + (to >> 1)) / to);
    } else {
      this.winner = -1;
      // A tie for the lowest hand: in the Boneyard game the others lose their own pips (R-BY-8).
      if (this.blockScoring === 2 && lowest < this.players) {
        for (let s = 0; s < this.players; s++) {
          const pips = this.handPips(s);
          if (pips !== low) this.points[s] = -pips;
        }
      }
    }
    for (let s = 0; s < this.players; s++) this.totals[s] = (this.totals[s] as number) + (this.points[s] as number);
  }

  toMove(move: number): Move {
    if (move === DRAW) return { type: 'draw' };
    if (move === PASS) return { type: 'pass' };
    const e = move & 63;
    const end = e === CENTER ? 'center' : `${this.endTile[e]}${DIRS[this.endDir[e] as number]}`;
    return { type: 'play', tile: nameOf(move >> 6), end };
  }

  /** The compact code of an engine move (legal in this round), or null when it names no open end. */
  codeOfMove(move: Move): number | null {
    if (move.type === 'draw') return DRAW;
    if (move.type === 'pass') return PASS;
    const tile = codeOf(move.tile) * 64;
    if (move.end === 'center') return tile + CENTER;
    for (let e = 0; e < this.ends; e++)
      if (`${this.endTile[e]}${DIRS[this.endDir[e] as number]}` === move.end) return tile + e;
    return null;
  }

  /** Lays out the public layout of the engine's `ends` list (same order, same ids). */
  setEnds(ends: readonly { id: string; pip: number; tile: number }[]): void {
    this.ends = 0;
    for (const e of ends) this.addEnd(e.pip, e.tile, DIRS.indexOf(e.id.charAt(e.id.length - 1)));
  }
}

/** Per tile code, the fitMask bits it fits on: a double its number's double bit, a single its two single bits. */
const FIT = new Uint32Array(100);
for (let tile = 0; tile < 100; tile++) {
  const hi = hiOf(tile);
  const lo = loOf(tile);
  FIT[tile] = hi === lo ? 1 << hi : (1 << (10 + hi)) | (1 << (10 + lo));
}

/** Whether a tile fits a fitMask: a double on its number, a single on either of its numbers. */
export const fits = (tile: number, mask: number): boolean => ((FIT[tile] as number) & mask) !== 0;

/** A compact round from an engine state, with the given hands and boneyard (real or sampled) as tile codes. */
export function roundOf(state: MatchState, hands: readonly (readonly number[])[], boneyard: readonly number[]): Round {
  const round = new Round(state.rules);
  for (let s = 0; s < hands.length; s++) round.setHand(s, hands[s] as readonly number[]);
  round.setBoneyard(boneyard);
  round.setEnds(state.layout.ends);
  round.placed = state.layout.tiles.length;
  state.layout.tiles.forEach((t, i) => {
    round.tileDouble[i] = t.tile[0] === t.tile[2] ? 1 : 0;
    round.tileSpinner[i] = t.spinner ? 1 : 0;
    round.tileDir[i] = t.dir === null ? LEAD_DIR : DIRS.indexOf(t.dir);
    if (t.spinner) round.spun = true;
  });
  round.totals.set(state.scores);
  round.count = state.count ?? 0;
  for (const u of state.unlocked) round.unlocked |= 1 << u;
  round.current = state.current ?? 0;
  round.drawnThisTurn = state.turnDrawn.length;
  if (state.turnDrawn.length > 0) round.lastDrawn = codeOf(state.turnDrawn[state.turnDrawn.length - 1] as string);
  round.leadTile = state.lead.tile !== undefined ? codeOf(state.lead.tile) : -1;
  round.over = state.phase !== 'play';
  return round;
}
