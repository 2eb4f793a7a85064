/**
 * The CDN file's src/machine/xstate.ts (swapped in by scripts/xstate-as-used.mjs, only when bundling with the lock
 * file's exact XState, whose version that plugin checks): `setup` that only makes the machine, and `enqueueActions`
 * offering assign and emit. `enqueueActions` here speaks XState's private action protocol (an action with a `resolve`
 * returning `[snapshot, params, actions]`), which a later XState may change: so it never ships in the npm package.
 */

import {
  assign,
  createMachine,
  emit,
  type ActionFunction,
  type EventObject,
  type MachineContext,
  type ProvidedActor,
  type ParameterizedObject,
  type setup as fullSetup,
} from 'xstate';

/**
 * Gives `narrow` the signature of `full`, generics included (TypeScript carries a generic function's type parameters
 * through a call like this one), returning only `createMachine`. `full` is a type here, never a value, so it is not
 * bundled.
 */
const onlyCreateMachine = <A extends unknown[], R extends { createMachine: unknown }>(
  _full: (...args: A) => R,
  narrow: unknown,
) => narrow as (...args: A) => Pick<R, 'createMachine'>;

/**
 * XState's `setup` returns every action creator with the machine maker (`assign`, `sendTo`, `raise`, `spawnChild`,
 * …) in one object, so a bundler can leave none of them out. The table only calls `createMachine` on it: this one
 * takes the same implementations, with the same types, and returns only that. (`schemas` is not used here.)
 */
export const setup = onlyCreateMachine(
  undefined as unknown as typeof fullSetup,
  ({ actors, actions, guards, delays }: Parameters<typeof fullSetup>[0]) => ({
    createMachine: (config: object) => createMachine(config, { actors, actions, guards, delays }),
  }),
);

import type { Enqueue } from '../src/machine/xstate.js';

/**
 * XState's `enqueueActions` builds a helper for every action kind on every call (raise, sendTo, spawnChild, …),
 * which keeps them all in the bundle. This is the same built-in action (XState resolves an action with a `resolve`
 * the way it resolves its own) offering only what the table queues.
 */
export function enqueueActions<
  TContext extends MachineContext,
  TEvent extends EventObject,
  TParams extends ParameterizedObject['params'] | undefined,
  TEmitted extends EventObject,
  TActor extends ProvidedActor = ProvidedActor,
  TAction extends ParameterizedObject = ParameterizedObject,
  TGuard extends ParameterizedObject = ParameterizedObject,
  TDelay extends string = never,
>(
  collect: (args: { context: TContext; event: TEvent; enqueue: Enqueue<TContext, TEmitted> }) => void,
): ActionFunction<TContext, TEvent, TEvent, TParams, TActor, TAction, TGuard, TDelay, TEmitted> {
  const action = () => {};
  action.type = 'xstate.enqueueActions';
  action.resolve = (_scope: unknown, snapshot: unknown, { context, event }: { context: TContext; event: TEvent }) => {
    const actions: unknown[] = [];
    collect({
      context,
      event,
      enqueue: { assign: (next) => actions.push(assign(next)), emit: (out) => actions.push(emit(out)) },
    });
    return [snapshot, undefined, actions];
  };
  return action;
}
