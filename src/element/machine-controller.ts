/** Owns the table's XState actor for a Lit host: created once, stopped while the host is out of the page. */

import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  createActor,
  type Actor,
  type AnyStateMachine,
  type EmittedFrom,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

/** Keys start with `_` and a lower-case letter, so terser renames them (rollup.config.mjs, TERSER). */
export interface MachineControllerOptions<M extends AnyStateMachine> {
  /** The input of the actor, read once when it is first needed. */
  _input: () => InputFrom<M>;
  /** Every event the machine emits, as it happens. */
  _onEmit: (event: EmittedFrom<M>) => void;
  /** After every snapshot (and after a restore): the host saves or re-renders. */
  _onSnapshot?: (snapshot: SnapshotFrom<M>) => void;
}

/**
 * Unlike `@xstate/lit`, moving the host in the page keeps the match. On disconnect the actor's persisted
 * snapshot is kept and the actor stopped, so no timer survives; on connect a new actor resumes from that
 * snapshot, and its invoked children (the computer player, the pauses) start again. The actor is created
 * on first use, so the host's methods work on an element that was never attached, and its input sees the
 * attributes the parser set.
 */
export class MachineController<M extends AnyStateMachine> implements ReactiveController {
  #actor: Actor<M> | undefined;
  #unsubscribe: (() => void)[] = [];
  #running = false;
  /** Set once the host asked to run: from then on, connecting resumes the actor. */
  #wanted = false;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly machine: M,
    private readonly options: MachineControllerOptions<M>,
  ) {
    host.addController(this);
  }

  get actor(): Actor<M> {
    this.#actor ??= createActor<M>(this.machine, { input: this.options._input() });
    return this.#actor;
  }

  get snapshot(): SnapshotFrom<M> {
    return this.actor.getSnapshot();
  }

  /**
   * Sends an event to the actor. Out of the page (never attached, or removed) the actor is stopped, and a
   * stopped XState actor only queues events until it starts: so it runs just long enough to take the event,
   * and `snapshot` (the host's `state`, `serialize()`, the next method call) sees the result at once.
   */
  send(event: EventFromLogic<M>): void {
    if (this.#running) {
      this.actor.send(event);
      return;
    }
    this.#start();
    this.actor.send(event);
    this.#suspend();
  }

  /** Starts the actor now if the host is in a live page, and whenever it comes back. */
  run(): void {
    this.#wanted = true;
    this.#resume();
  }

  /** Stops the actor (its snapshot kept) until `run` is called again, wherever the host goes meanwhile. */
  pause(): void {
    this.#wanted = false;
    if (this.#running) this.#suspend();
  }

  hostConnected(): void {
    this.#watch(this.host.ownerDocument.defaultView);
    this.#resume();
  }

  hostDisconnected(): void {
    this.#watch(null);
    if (this.#running) this.#suspend();
  }

  /**
   * Runs only in a live page: connected, in a document that has a window. A table left in an iframe that is removed
   * stays connected to its document, which loses its window: the window's `pagehide` stops the actor before the
   * next move (and a page kept in the back-forward cache goes on at `pageshow`).
   */
  #resume(): void {
    if (this.#wanted && !this.#running && this.host.isConnected && this.host.ownerDocument.defaultView) this.#start();
  }
  #view: Window | null = null;
  #watch(view: Window | null): void {
    for (const type of ['pagehide', 'pageshow']) {
      this.#view?.removeEventListener(type, this.#onPage);
      view?.addEventListener(type, this.#onPage);
    }
    this.#view = view;
  }
  readonly #onPage = (event: Event): void => {
    if (event.type === 'pageshow') this.#resume();
    else if (this.#running) this.#suspend();
  };

  /** Keeps the actor's persisted snapshot and stops it, so no timer survives; a new actor will resume it. */
  #suspend(): void {
    const persisted = this.actor.getPersistedSnapshot();
    this.#stop();
    this.#actor = createActor<M>(this.machine, { snapshot: persisted, input: this.options._input() });
  }

  #start(): void {
    const actor = this.actor;
    const emitted = actor.on('*', (event) => this.options._onEmit(event));
    const sub = actor.subscribe({
      next: (snapshot) => {
        this.options._onSnapshot?.(snapshot);
        this.host.requestUpdate();
      },
      error: () => this.host.requestUpdate(),
    });
    this.#unsubscribe = [() => emitted.unsubscribe(), () => sub.unsubscribe()];
    this.#running = true;
    actor.start();
    this.host.requestUpdate();
  }

  #stop(): void {
    for (const off of this.#unsubscribe) off();
    this.#unsubscribe = [];
    if (this.#running) this.actor.stop();
    this.#running = false;
  }
}
