/**
 * The scoring games' code (scoring-chunk.ts): a chunk of the CDN bundle (dist/chunks/scoring.js) that a table whose
 * game scores during play (or that shows a record) waits for before its first frame (controllers/chunk-gate.ts). When
 * it arrives its mechanisms are handed to the engine and its English joins the entry's; until then such a game has no
 * legal move (engine/during.ts), and a table that cannot have it says so (`load`) and plays nothing.
 */

import { chunk } from '../../chunk.js';
import { needsDuringPlay, useDuringPlay } from '../../engine/during.js';
import { en } from '../../i18n/catalogs.js';
import { GAMES, isVariant } from '../../games/index.js';
import type * as Scoring from './scoring-chunk.js';

/** Where the code comes from (tests replace it to see a failed load). */
export const load = { scoring: (): Promise<typeof Scoring> => import('./scoring-chunk.js') };

export const scoringChunk = chunk(() => load.scoring);

export const SCORING = 'chunks/scoring.js';

/** Hands the engine the mechanisms, and `t` the English, of the code that has come. */
export const useScoring = (code: typeof Scoring): void => {
  useDuringPlay(code.table);
  Object.assign(en, code.words);
};

/** Undefined when the code is here (handed over); else a promise (one fetch at a time) of whether it arrived. */
export const scoringReady = (): Promise<boolean> | undefined => {
  const code = scoringChunk.code();
  if (code) return void useScoring(code);
  return scoringChunk.ready()!.then(() => !scoringReady());
};

/** Whether the game a `variant` attribute names needs this code (it scores during play). */
export const scoresIn = (variant: string | undefined): boolean =>
  isVariant(variant) && needsDuringPlay(GAMES[variant].mechanisms);
