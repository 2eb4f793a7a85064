/**
 * The normal computer player: each legal play weighed by a few domino heuristics one move ahead (weights.ts),
 * on the engine's own state, so the table's bundle needs no compact round (playout.ts is the hard player's).
 */

import { tilesInPlay } from '../engine/deal.js';
import { crossIncomplete, fitReason } from '../engine/layout.js';
import { applyMove, legalMoves } from '../engine/moves.js';
import type { Random } from '../engine/rng.js';
import { tileInfo } from '../engine/tiles.js';
import type { Move, Tile } from '../engine/types.js';
import type { SeatView } from '../engine/view.js';
import { W } from './weights.js';

/**
 * The normal player's move: the play that sheds pips, holds doubles back and, above all, leaves the tiles this seat
 * cannot see (the other hands and the boneyard) the fewest ways to follow. A draw offered beside plays (Maltese
 * Cross) is never preferred: drawing while a play exists lost against always playing (bench:ai, maltese-normal).
 */
export function chooseNormal(state: SeatView, random: Random): Move<Tile> {
  const moves = legalMoves(state);
  if (moves.length === 0 || state.phase !== 'play') throw new RangeError('chooseMove: nobody is to act in this state');
  if (moves.length === 1) return moves[0]!;
  const hand = state.hands[state.current] as readonly Tile[];
  const placed = new Set(state.layout.tiles.map((t) => t.tile));
  const unseen = tilesInPlay(state.rules)
    .filter((t) => !placed.has(t) && !hand.includes(t))
    .map(tileInfo);
  // One move ahead without the hands it cannot see: the move's layout and points read none of them, and a round's end
  // (the last tile, a block) scored over empty hands instead of hidden ones changes neither.
  const probe = { ...state, hands: state.hands.map((h) => (h === hand ? h : [])) };
  let best = moves[0]!;
  let bestValue = -Infinity;
  for (const move of moves) {
    if (move.type !== 'play') continue;
    const after = applyMove(probe, move);
    const incomplete = crossIncomplete(after.rules, after.layout);
    let open = 0;
    for (const tile of unseen)
      if (after.layout.ends.some((end) => fitReason(after.rules, tile, end, after.unlocked, incomplete) === null))
        open++;
    const tile = tileInfo(move.tile);
    const value =
      W.pips * tile.pips +
      (tile.double ? W.double : 0) -
      (unseen.length ? (W.options * open) / unseen.length : 0) +
      W.score * (after.log[after.log.length - 1]?.points ?? 0) +
      random() * 1e-3;
    if (value > bestValue) {
      bestValue = value;
      best = move;
    }
  }
  return best;
}
