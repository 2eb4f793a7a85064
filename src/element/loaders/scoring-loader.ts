/**
 * The scoring games' code (scoring-chunk.ts): a chunk of the CDN bundle (dist/chunks/scoring.js) that a table whose
 * game scores during play (or that shows a record) waits for before its first frame (controllers/chunk-gate.ts), as
 * does one playing any game but the Maltese Cross, for its words. When it arrives its mechanisms are handed to the
 * engine and its English joins the entry's; until then a game that scores during play has no legal move
 * (engine/during.ts), and a table that cannot have it says so (`load`) and plays nothing (or, in the other games,
 * plays without the sentences whose English it brings).
 */

import { chunk } from '../../chunk.js';
import { needsDuringPlay, useDuringPlay } from '../../engine/during.js';
import { en } from '../../i18n/catalogs.js';
import { counted } from '../../i18n/localize.js';
import { DEFAULT_VARIANT, GAMES, isVariant } from '../../games/index.js';
import type * as Scoring from './scoring-chunk.js';

/** Where the code comes from (tests replace it to see a failed load). */
export const load = { scoring: (): Promise<typeof Scoring> => import('./scoring-chunk.js') };

export const scoringChunk = chunk(() => load.scoring);

export const SCORING = 'chunks/scoring.js';

/** Hands the engine the mechanisms, `t` the English, and the moves' words their count, of the code that has come. */
export const useScoring = (code: typeof Scoring): void => {
  useDuringPlay(code.table);
  Object.assign(en, code.words);
  counted._said = code.said;
};

/** Undefined when the code is here (handed over); else a promise (one fetch at a time) of whether it arrived. */
export const scoringReady = (): Promise<boolean> | undefined => {
  const code = scoringChunk.code();
  if (code) return void useScoring(code);
  return scoringChunk.ready()!.then(() => !scoringReady());
};

/** What a table without this code cannot do: its game cannot be played (nor a record shown). */
export const UNPLAYABLE = ': this game cannot be played';

/**
 * Whether the game a `variant` attribute names needs this code, and what it misses without it: a game that scores
 * during play cannot be played; any other game but the default (whose English is all in the entry) is played without
 * the sentences whose English comes with the code (i18n/en-rare.ts). Undefined: it needs none.
 */
export const scoringNeed = (variant: string | undefined): string | undefined =>
  !isVariant(variant) || variant === DEFAULT_VARIANT
    ? undefined
    : needsDuringPlay(GAMES[variant].mechanisms)
      ? UNPLAYABLE
      : ': some of its sentences are left out';
