/** Keeping focus for one table: when an update takes away or turns off the focused control, focus moves on in it. */

import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isOff, keepFocus } from '../a11y/focus.js';

export class FocusKeeper implements ReactiveController {
  /** Whether keyboard focus was in the table before this update changed the DOM. */
  #hadFocus = false;
  /** Whether the focused control could be used before this update (a button that stops working loses focus). */
  #wasLive = false;
  /** A control that holds focus only until Ready, a dialog or the hand appears (the lead's pause). */
  #parked: HTMLElement | null = null;
  readonly #host: ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment };

  constructor(host: ReactiveControllerHost & HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment }) {
    this.#host = host;
    host.addController(this);
  }

  /** Before the DOM changes. */
  hostUpdate(): void {
    this.#hadFocus = this.#host.matches(':focus-within');
    this.#wasLive = !isOff((this.#host.renderRoot as ShadowRoot).activeElement);
  }

  hostUpdated(): void {
    if (this.#hadFocus) this.#parked = keepFocus(this.#host.renderRoot as ShadowRoot, this.#wasLive, this.#parked);
  }
}
