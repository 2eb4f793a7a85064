/** The computer player as an actor: waits its delay, then thinks one slice per task and sends its move back. */

import { fromCallback } from 'xstate';
import type { Level } from '../ai/players.js';
import type { MatchState, Move } from '../engine/core.js';
import { viewFor, type SeatView } from '../engine/view.js';
import type { TableEvent } from './table.events.js';

type Steps = Generator<void, Move, void>;

/**
 * The shape of `thinking` from src/ai: the same decision as `chooseMove`, yielding between slices; or a
 * promise of those steps while the player's code loads (src/ai/lazy.ts).
 */
export type Thinker = (
  state: SeatView,
  level: Level,
  seed?: string,
  onLoadFailed?: (error: unknown) => void,
) => Steps | PromiseLike<Steps>;

export interface ComputerInput {
  match: MatchState;
  level: Level;
  /** Milliseconds to wait before thinking starts (the table's `aiDelay`). */
  delay: number;
  /** Fixed by the position, so a match with computer seats replays identically. */
  seed: string;
}

/** The seed of the move about to be made: the match seed, the round and how many moves were made. */
export const moveSeed = (match: MatchState): string => `${match.seed}/${match.round}/${match.log.length}`;

type Cancel = () => void;

/**
 * Runs `step` in a new task through a MessageChannel (in every browser the element supports, and in Node): unlike
 * `setTimeout(…, 0)` it is not clamped to 4 ms once nested, which would slow a 20-slice search by 80 ms for nothing.
 */
function taskRunner(): { next: (step: () => void) => void; close: Cancel } {
  const channel = new MessageChannel();
  let pending: (() => void) | null = null;
  channel.port1.onmessage = () => {
    const step = pending;
    pending = null;
    step?.();
  };
  return {
    next: (step) => {
      pending = step;
      channel.port2.postMessage(null);
    },
    close: () => {
      pending = null;
      // Closing the ports also lets Node exit: an open port with a listener keeps its event loop alive.
      channel.port1.onmessage = null;
      channel.port1.close();
      channel.port2.close();
    },
  };
}

/** What a failure says: an error's message, or the thrown value as text. */
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The computer player actor for a given thinker (src/ai's `thinking` in the table; tests may pass another).
 * Its cleanup clears every timer and task it scheduled: nothing it started outlives it.
 */
export function computerPlayerFrom(think: Thinker) {
  return fromCallback<TableEvent, ComputerInput>(({ input, sendBack }) => {
    let stopped = false;
    let tasks: ReturnType<typeof taskRunner> | null = null;
    let steps: Steps | null = null;

    const fail = (error: unknown) => {
      stopped = true;
      tasks?.close();
      sendBack({ type: 'computer.fail', message: messageOf(error) });
    };

    const slice = () => {
      if (stopped || !steps) return;
      try {
        const step = steps.next();
        if (step.done) {
          stopped = true;
          tasks?.close();
          sendBack({ type: 'computer.move', move: step.value });
          return;
        }
      } catch (error) {
        fail(error);
        return;
      }
      tasks ??= taskRunner();
      tasks.next(slice);
    };

    // The thinker is asked at once, so code it has to load arrives during the delay; its first step
    // runs when both the delay is over and the steps are there.
    let waited = false;
    try {
      // The player gets the view of the seat it plays for (engine/view.ts), never the match.
      const made = think(viewFor(input.match, input.match.current as number), input.level, input.seed, (error) => {
        if (!stopped) sendBack({ type: 'computer.loadFailed', message: messageOf(error) });
      });
      if ('then' in made) {
        made.then(
          (ready) => {
            steps = ready;
            if (waited) slice();
          },
          (error: unknown) => {
            if (!stopped) fail(error);
          },
        );
      } else steps = made;
    } catch (error) {
      // Reported on the first tick, as a move would be, never while the actor is being started.
      // eslint-disable-next-line require-yield -- a generator that only throws
      steps = (function* (): Steps {
        throw error;
      })();
    }

    const delay = setTimeout(() => {
      waited = true;
      slice();
    }, input.delay);
    return () => {
      stopped = true;
      clearTimeout(delay);
      tasks?.close();
    };
  });
}
