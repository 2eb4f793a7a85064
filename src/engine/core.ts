/**
 * The rules engine without the mechanisms only the games that score during play use (during.ts): what the CDN table
 * bundles, handing those over from their chunk. Everything else imports index.ts, the whole engine.
 */

export { rulesFor, checkRules, PRESETS, VARIANTS, isVariant, choicesOf, maxHandSize } from './rules.js';
export { newMatch, nextRound, dealMatch } from './match.js';
export { legalMoves, applyMove, tryMove, explainMove, IllegalMoveError, nextSeat, type MoveFailure } from './moves.js';
export { replayMatch, replayRound } from './replay.js';
export type { PlayedRound, ReplayAt, ReplayFailure, ReplayHooks, ReplaySource, RoundMoves } from './replay.js';
export { parseTile, tilesOf, pipTotal } from './tiles.js';
export type { Result } from './result.js';
export type * from './types.js';
