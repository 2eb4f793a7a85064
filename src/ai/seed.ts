/** Where a computer player's randomness comes from: the position's public coordinates, never its hidden tiles. */

import { randomFor, type Random } from '../engine/rng.js';
import type { MatchState } from '../engine/types.js';
import type { Level } from './players.js';

/**
 * Without a seed the choice still must not vary from call to call: the seed comes from the position's
 * public coordinates (match seed, round, moves so far, seat), never from the hidden tiles.
 */
export const seedOf = (state: MatchState, seed: string | undefined): string =>
  seed ?? `${state.seed}/${state.round}/${state.log.length}/${state.current}`;

/** The random stream of one decision: `chooseMove` and the table's lazy thinker draw from the same one. */
export const randomOf = (state: MatchState, level: Level, seed: string | undefined): Random =>
  randomFor(`${seedOf(state, seed)}/${level}`);
