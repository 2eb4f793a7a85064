// A reference for `npm run bench:ai`, never a player: it reads every hand and the boneyard's order and
// judges each legal move as the coach does (src/coach/score.ts), an upper bound on what sampling the
// hidden tiles could reach with the same playouts.
import { legalMoves } from '../src/engine/moves.js';
import type { MatchState, Move } from '../src/engine/types.js';
import { scoreMoves } from '../src/coach/score.js';

// eslint-disable-next-line require-yield -- a reference; stepped like the players so the bench times it alike
export function* searchOracle(state: MatchState, seed: string): Generator<void, Move, void> {
  const moves = legalMoves(state);
  if (moves.length === 1 || state.phase !== 'play') return moves[0] as Move;
  const { moves: judged, best } = scoreMoves(state, seed);
  return judged[best] as Move;
}
