/** The normal computer player: one look ahead, each legal move weighed by a few domino heuristics. */

import { tilesInPlay } from '../engine/deal.js';
import { spins } from '../engine/layout.js';
import { legalMoves } from '../engine/moves.js';
import type { Random } from '../engine/rng.js';
import { tileInfo, type TileInfo } from '../engine/tiles.js';
import type { MatchState, Move, ResolvedRules } from '../engine/types.js';

/** What a heuristic needs of an open end: the number it shows and whether it sits on the lead tile. */
interface EndView {
  pip: number;
  onLead: boolean;
}

/**
 * Bit masks of the numbers a double (`doubles`) or a single (`singles`) may be matched to now, by the
 * suit and cross rules (the same test as the engine's fitReason, folded over the ends).
 */
export function fitMasks(rules: ResolvedRules, ends: readonly EndView[], unlocked: number): [number, number] {
  let incomplete = false;
  if (rules.cross) for (const e of ends) if (e.onLead) incomplete = true;
  let doubles = 0;
  let singles = 0;
  for (const e of ends) {
    if (incomplete && !e.onLead) continue;
    doubles |= 1 << e.pip;
    if (incomplete || !rules.suitLock || (unlocked >> e.pip) & 1) singles |= 1 << e.pip;
  }
  return [doubles, singles];
}

export const fitsMasks = (t: TileInfo, doubles: number, singles: number): boolean =>
  t.double ? ((doubles >> t.hi) & 1) === 1 : (((singles >> t.hi) | (singles >> t.lo)) & 1) === 1;

/** Weights, tuned against the easy player with `npm run bench:ai`. */
const W = {
  /** Shed heavy tiles first: they are what a lost round costs. */
  pips: 1,
  /** A double only ever fits one number: get it down while it still does. */
  double: 4,
  /** Each own tile that can still be played after this move. */
  mobility: 2.5,
  /** The share of unseen tiles that could be played after this move (other seats' chances). */
  options: 6,
};

/** The ends and unlocked suits after playing `tile` on the end `endId` ("center" for the lead). */
function afterPlay(state: MatchState, tile: TileInfo, endId: string): { ends: EndView[]; unlocked: number } {
  let unlocked = 0;
  for (const u of state.unlocked) unlocked |= 1 << u;
  if (tile.double) unlocked |= 1 << tile.hi;
  const index = state.layout.tiles.length;
  const ends: EndView[] = [];
  if (index === 0) {
    const spinner = tile.double && spins(state.rules, 0);
    if (spinner) for (let i = 0; i < 4; i++) ends.push({ pip: tile.hi, onLead: true });
    else ends.push({ pip: tile.hi, onLead: true }, { pip: tile.lo, onLead: true });
    return { ends, unlocked };
  }
  let exposed = tile.hi;
  for (const e of state.layout.ends) {
    if (e.id === endId) exposed = tile.hi === e.pip ? tile.lo : tile.hi;
    else ends.push({ pip: e.pip, onLead: e.tile === 0 });
  }
  const count = tile.double && spins(state.rules, index) ? 3 : 1;
  for (let i = 0; i < count; i++) ends.push({ pip: exposed, onLead: false });
  return { ends, unlocked };
}

/** The heuristic value of a play for the seat making it. */
function weighPlay(
  state: MatchState,
  hand: readonly string[],
  unseen: readonly TileInfo[],
  move: Move & { type: 'play' },
): number {
  const tile = tileInfo(move.tile);
  const { ends, unlocked } = afterPlay(state, tile, move.end);
  const [doubles, singles] = fitMasks(state.rules, ends, unlocked);
  let mobility = 0;
  for (const t of hand) {
    if (t !== move.tile && fitsMasks(tileInfo(t), doubles, singles)) mobility++;
  }
  let open = 0;
  for (const t of unseen) if (fitsMasks(t, doubles, singles)) open++;
  const options = unseen.length > 0 ? open / unseen.length : 0;
  return W.pips * tile.pips + (tile.double ? W.double : 0) + W.mobility * mobility - W.options * options;
}

/** Tiles the seat to act cannot see: not in its hand and not in the layout. */
function unseenBy(state: MatchState, hand: readonly string[]): TileInfo[] {
  const seen = new Set<string>(hand);
  for (const t of state.layout.tiles) seen.add(t.tile);
  const out: TileInfo[] = [];
  for (const t of tilesInPlay(state.rules)) if (!seen.has(t)) out.push(tileInfo(t));
  return out;
}

export function chooseNormal(state: MatchState, random: Random): Move {
  const moves = legalMoves(state);
  if (moves.length === 0) throw new RangeError('chooseMove: nobody is to act in this state');
  if (moves.length === 1) return moves[0] as Move;
  const hand = state.hands[state.current as number] as string[];
  const unseen = unseenBy(state, hand);
  let best = moves[0] as Move;
  let bestValue = -Infinity;
  for (const move of moves) {
    // A draw offered beside plays (Maltese Cross) only wins when nothing else is worth playing.
    const value = move.type === 'play' ? weighPlay(state, hand, unseen, move) + random() * 1e-3 : -Infinity;
    if (value > bestValue) {
      bestValue = value;
      best = move;
    }
  }
  return best;
}
