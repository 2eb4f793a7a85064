/** Drag and drop: a tile dragged past a few pixels is picked; dropped on a lit end, it is played there. */

import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { reasonMessage } from '../../i18n/index.js';
import type { Pick } from './pick.js';

/** What the drag uses of the element. */
export interface DragHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export class Drag implements ReactiveController {
  #drag: { tile: string; x: number; y: number; id: number } | null = null;
  #ghost: { tile: string; x: number; y: number } | null = null;

  readonly #host: DragHost;
  readonly #pick: Pick;

  constructor(host: DragHost, pick: Pick) {
    this.#host = host;
    this.#pick = pick;
    host.addController(this);
  }

  /** The tile being dragged, drawn under the pointer. */
  get ghost(): { tile: string; x: number; y: number } | null {
    return this.#ghost;
  }
  #setGhost(value: Drag['ghost']): void {
    if (Object.is(this.#ghost, value)) return;
    this.#ghost = value;
    this.#host.requestUpdate();
  }

  onPointerDown = (event: PointerEvent, tile: string): void => {
    if (event.button !== 0 || !this.#pick.canAct) return;
    this.#drag = { tile, x: event.clientX, y: event.clientY, id: event.pointerId };
    this.#pick.dragged = false;
    window.addEventListener('pointermove', this.#onPointerMove);
    window.addEventListener('pointerup', this.#onPointerUp);
    window.addEventListener('pointercancel', this.#onPointerUp);
  };

  #onPointerMove = (event: PointerEvent): void => {
    const drag = this.#drag;
    const pick = this.#pick;
    if (!drag || event.pointerId !== drag.id) return;
    if (!pick.dragged && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 8) return;
    if (!pick.dragged) {
      pick.dragged = true;
      const ends = pick.endsFor(drag.tile);
      pick.picked = ends.length > 0 ? drag.tile : null;
      pick.message = ends.length > 0 ? reasonMessage(pick.lang, 'no-such-end', { tile: drag.tile }) : '';
    }
    this.#setGhost({ tile: drag.tile, x: event.clientX, y: event.clientY });
  };

  #onPointerUp = (event: PointerEvent): void => {
    const drag = this.#drag;
    const pick = this.#pick;
    this.#stop();
    if (!drag || !pick.dragged) return;
    const root = this.#host.renderRoot as ShadowRoot;
    const hit = root.elementsFromPoint(event.clientX, event.clientY).find((el) => el.closest('[data-end]'));
    const end = hit?.closest('[data-end]')?.getAttribute('data-end');
    if (end && event.type === 'pointerup') pick.place(drag.tile, end);
    else if (pick.picked === null) pick.explain(drag.tile);
    // The click that follows a drag is not a pick; no click follows a drag that left the button.
    setTimeout(() => (pick.dragged = false), 0);
  };

  #stop(): void {
    window.removeEventListener('pointermove', this.#onPointerMove);
    window.removeEventListener('pointerup', this.#onPointerUp);
    window.removeEventListener('pointercancel', this.#onPointerUp);
    this.#drag = null;
    this.#setGhost(null);
  }

  hostDisconnected(): void {
    this.#stop();
  }
}
