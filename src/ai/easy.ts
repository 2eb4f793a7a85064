/** The easy computer player: any legal move, picked by the seeded generator. */

import { legalMoves } from '../engine/moves.js';
import type { Random } from '../engine/rng.js';
import type { Move, Tile } from '../engine/types.js';
import type { SeatView } from '../engine/view.js';

export function chooseEasy(state: SeatView, random: Random): Move<Tile> {
  const moves = legalMoves(state);
  if (moves.length === 0) throw new RangeError('chooseMove: nobody is to act in this state');
  return moves[Math.floor(random() * moves.length)]!;
}
