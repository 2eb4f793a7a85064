/** The computer players' entry: `chooseMove` (all at once) and `thinking` (in slices a caller can spread out). */

import type { MatchState, Move } from '../engine/types.js';
import { viewFor, type SeatView } from '../engine/view.js';
import { searchHard, type HardBudget } from './hard.js';
import { isQuick, type Level } from './players.js';
import { decided } from './quick.js';
import { randomOf, seedOf } from './seed.js';

export type { HardBudget } from './hard.js';

/**
 * The same decision as `chooseMove`, yielding between slices of work (each well under 50 ms in a browser)
 * so a caller can resume it from a timer and keep the page responsive. `budget` is for tests and benches.
 */
export function* thinking(
  state: SeatView,
  level: Level,
  seed?: string,
  budget?: Partial<HardBudget>,
): Generator<void, Move, void> {
  if (isQuick(level)) return yield* decided(state, level, seed);
  return yield* searchHard(state, randomOf(state, level, seed), budget);
}

/**
 * The computer player's move for the seat to act: always one of `legalMoves(state)`. It takes the whole match (the
 * caller holds it) but the player decides from the mover's view (`viewFor`): the seed of a call without one is made
 * here, from the match, since the view has none.
 */
export function chooseMove(state: MatchState, level: Level, seed?: string, budget?: Partial<HardBudget>): Move {
  const steps = thinking(viewFor(state, state.current as number), level, seedOf(state, seed), budget);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
