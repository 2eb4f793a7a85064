/**
 * The headless entry (`domino-table/engine`, README "Headless engine in Node"): the rules engine and the computer players that run
 * on it, pure functions over JSON-safe states, for Node and workers. The engine itself does not know the
 * players (layers import downward: docs/architecture.md); this file is where the package puts them together.
 * It names what it publishes (that README section): the engine's result-returning forms and its replay stay inside.
 */

export {
  rulesFor,
  PRESETS,
  VARIANTS,
  isVariant,
  choicesOf,
  maxHandSize,
  newMatch,
  nextRound,
  legalMoves,
  applyMove,
  explainMove,
  IllegalMoveError,
  nextSeat,
  parseTile,
  tilesOf,
  pipTotal,
} from './engine/index.js';
export type * from './engine/types.js';
export { chooseMove } from './ai/index.js';
export type { Level } from './ai/players.js';
