/** The players that decide at once, `easy` and `normal`, as steps like the hard player's (with none to take). */

import type { MatchState, Move, Tile } from '../engine/types.js';
import { chooseEasy } from './easy.js';
import { chooseNormal } from './normal.js';
import { randomOf } from './seed.js';

// eslint-disable-next-line require-yield -- decided at once; a generator so every level is stepped alike
export function* decided(
  state: MatchState,
  level: 'easy' | 'normal',
  seed: string | undefined,
): Generator<void, Move<Tile>, void> {
  const random = randomOf(state, level, seed);
  return level === 'easy' ? chooseEasy(state, random) : chooseNormal(state, random);
}
