/**
 * dist/chunks/scoring.js: what only the games that score during play need (All Fives, Fives and Threes): their
 * mechanisms, handed to the engine (engine/during.ts), the count's badge on the board and its words in a move's
 * (i18n/count-words.ts); and the English of their words
 * and of the other games' but the Maltese Cross's (how they open a round, a blocked round scored by the hands: the
 * other languages' catalogs hold theirs). A table playing any game but the Maltese Cross, or showing a record, fetches
 * it before its first frame (controllers/chunk-gate.ts).
 */

export { DURING_PLAY as table } from '../../engine/during-play.js';
export { countBadge, countView } from '../../replay/count-badge.js';
export { enScoring as words } from '../../i18n/en-rare.js';
export { sayCount as said } from '../../i18n/count-words.js';
export { BUILD as build } from '../../build-id.js';
