/** The hard computer player: search over samples of the hidden tiles (work in progress: plays normal). */

import type { Random } from '../engine/rng.js';
import type { MatchState, Move } from '../engine/types.js';
import { chooseNormal } from './normal.js';

/** The fixed amount of work behind one decision (never a clock, so decisions replay exactly). */
export interface HardBudget {
  /** Samples of the hidden tiles. */
  samples: number;
}

// eslint-disable-next-line require-yield
export function* searchHard(state: MatchState, random: Random, _budget?: Partial<HardBudget>): Generator<void, Move, void> {
  return chooseNormal(state, random);
}
