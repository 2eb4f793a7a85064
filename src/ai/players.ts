/** The computer players: their levels, weakest first, and how each level chooses its move. */

import type { Random } from '../engine/rng.js';
import type { Move, Tile } from '../engine/types.js';
import type { SeatView } from '../engine/view.js';
import { chooseEasy } from './easy.js';
import { chooseNormal } from './normal.js';

/** Every level a computer seat plays at (the `ai` attribute, `chooseMove`), weakest first. */
export const LEVELS = ['easy', 'normal', 'hard'] as const;

export type Level = (typeof LEVELS)[number];

export const isLevel = (value: unknown): value is Level => (LEVELS as readonly unknown[]).includes(value);

/** The level that searches (src/ai/hard.ts, with the sampler): its code is a chunk the table loads on first use. */
export const SEARCHING = 'hard' satisfies Level;

/** The levels that decide at once, from the position and their own random numbers: built into the bundle. */
export type QuickLevel = Exclude<Level, typeof SEARCHING>;

export const isQuick = (level: Level): level is QuickLevel => level !== SEARCHING;

/** How each quick level chooses: always one of `legalMoves(state)`. */
export const QUICK: Readonly<Record<QuickLevel, (state: SeatView, random: Random) => Move<Tile>>> = {
  easy: chooseEasy,
  normal: chooseNormal,
};
