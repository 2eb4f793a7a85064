/** The rules engine: pure functions over JSON-safe match states (published with the players by src/headless.ts). */

export { rulesFor, PRESETS, VARIANTS, isVariant, choicesOf, maxHandSize } from './rules.js';
export { newMatch, nextRound } from './match.js';
export { legalMoves, applyMove, explainMove, IllegalMoveError, nextSeat } from './moves.js';
export { parseTile, tilesOf, pipTotal } from './tiles.js';
export type * from './types.js';
