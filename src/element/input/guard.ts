/** The hot-seat hand-over's guard: a press that began before the hand-over (or the hand behind it) appeared never acts on it. */

import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * How long, after a hand-over or the hand behind it appears, a person's input is ignored: longer than the gap between
 * the two presses of a quick double-click or a doubled Enter (about 100–300 ms), short enough not to be felt.
 */
export const HANDOVER_GUARD_MS = 500;

/**
 * The guard's time: an event's `timeStamp` (when the press happened, however late it is handled), else now. A test
 * moves it instead of waiting out the guard in real time (test/element/helpers.ts), which raced on a loaded machine.
 */
export const guardClock: { now(event?: Event): number } = {
  now: (event) => event?.timeStamp ?? performance.now(),
};

/** Where input is screened: the hand-over, the hand, the board and the move buttons (the menu is not). */
const SCREENED = '.dialog, .hand, .board-wrap, [data-action="draw"], [data-action="pass"]';
/** The input screened: presses, their releases and what they make (a click, a key's action). */
const INPUT = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'dblclick', 'keydown', 'keyup'];

export class HandoverGuard implements ReactiveController {
  /** When the screen last changed hands (`guardClock` time). */
  #since = -Infinity;
  /** When the press now going on began: its release or click counts only if it began after the change. */
  #pressed = -Infinity;
  #root: Node | null = null;
  readonly #host: ReactiveControllerHost & { readonly renderRoot: Node };

  constructor(host: ReactiveControllerHost & { readonly renderRoot: Node }) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    const root = this.#host.renderRoot;
    if (root === this.#root) return;
    this.#root = root;
    for (const type of INPUT) root.addEventListener(type, this.#screen, { capture: true });
  }

  /** The hand-over appeared, or the hand behind it. */
  mark(): void {
    this.#since = guardClock.now();
  }

  /**
   * Only a person's input is screened (`isTrusted`): a page's script clicking Ready means it. A screened event goes
   * no further, and a screened mousedown moves no focus (so a second click never drops focus to the page).
   */
  readonly #screen = (event: Event): void => {
    if (!event.isTrusted || !(event.target as Element).closest?.(SCREENED)) return;
    const { type } = event;
    const timeStamp = guardClock.now(event);
    const starts =
      type === 'pointerdown' || type === 'mousedown' || (type === 'keydown' && !(event as KeyboardEvent).repeat);
    if (starts && type !== 'mousedown') this.#pressed = timeStamp;
    if (timeStamp - this.#since >= HANDOVER_GUARD_MS && (starts || this.#pressed >= this.#since)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };
}
