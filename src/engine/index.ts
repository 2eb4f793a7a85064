/** The rules engine: pure functions over JSON-safe match states (src/headless.ts publishes the README's "Headless engine in Node" part of it). */

export { rulesFor, checkRules, PRESETS, VARIANTS, isVariant, choicesOf, maxHandSize } from './rules.js';
export { newMatch, nextRound, dealMatch } from './match.js';
export { legalMoves, applyMove, tryMove, explainMove, IllegalMoveError, nextSeat, type MoveFailure } from './moves.js';
export { replayMatch, replayRound } from './replay.js';
export type { PlayedRound, ReplayAt, ReplayFailure, ReplayHooks, ReplaySource, RoundMoves } from './replay.js';
export { parseTile, tilesOf, pipTotal } from './tiles.js';
export type { Result } from './result.js';
export type * from './types.js';
