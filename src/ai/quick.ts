/** The players that decide at once (`QUICK` in players.ts), as steps like the hard player's (with none to take). */

import type { Move, Tile } from '../engine/types.js';
import type { SeatView } from '../engine/view.js';
import { QUICK, type QuickLevel } from './players.js';
import { randomOf } from './seed.js';

// eslint-disable-next-line require-yield -- decided at once; a generator so every level is stepped alike
export function* decided(
  state: SeatView,
  level: QuickLevel,
  seed: string | undefined,
): Generator<void, Move<Tile>, void> {
  return QUICK[level](state, randomOf(state, level, seed));
}
