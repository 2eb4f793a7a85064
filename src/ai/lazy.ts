/**
 * The table's computer player: the same decisions as `thinking`, with the hard player's search loaded on
 * first use. `easy` and `normal` are small and built in; `hard` (the sampler and the search) is a separate
 * chunk of the CDN bundle that a table only fetches when a computer seat plays at that level.
 */

import type { Move } from '../engine/types.js';
import type { SeatView } from '../engine/view.js';
import { chunk } from '../chunk.js';
import type * as Hard from './hard.js';
import { isQuick, type Level } from './players.js';
import { decided } from './quick.js';
import { randomOf } from './seed.js';

type Steps = Generator<void, Move, void>;

/** Where the hard player's code comes from (tests replace it to see a failed load). */
export const load = { hard: (): Promise<typeof Hard> => import('./hard.js') };

/** The hard player's chunk: one fetch at a time; a failed one is forgotten, so a later move tries again. */
const hard = chunk(() => load.hard);

/**
 * `thinking` for the table: a generator at once for `easy` and `normal`, a promise of one for `hard` while
 * its code loads. Where that code cannot be loaded (offline, a blocked chunk), the seat plays this move
 * as `normal` rather than stalling the table, and `onLoadFailed` is told (the table reports it and decides
 * whether a later move may try again).
 */
export function thinkingLazy(
  state: SeatView,
  level: Level,
  seed?: string,
  onLoadFailed?: (error: unknown) => void,
): Steps | Promise<Steps> {
  if (isQuick(level)) return decided(state, level, seed);
  return hard.get().then(
    ({ searchHard }) => searchHard(state, randomOf(state, level, seed)),
    (error: unknown) => {
      onLoadFailed?.(error);
      return decided(state, 'normal', seed);
    },
  );
}
