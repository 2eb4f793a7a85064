/**
 * The XState this statechart uses: XState's own `setup` and `enqueueActions`, its public API only, so the npm package
 * runs with any XState 5 a page brings. (The CDN file, built with the lock file's exact XState, swaps in narrower
 * forms of both: scripts/xstate-narrow.ts.)
 */

import type { EventObject, MachineContext } from 'xstate';

export { enqueueActions, setup } from 'xstate';

/** What the machine's queued actions may do: change the context and emit events. */
export interface Enqueue<TContext extends MachineContext, TEmitted extends EventObject> {
  assign(next: Partial<TContext>): void;
  emit(event: TEmitted): void;
}
