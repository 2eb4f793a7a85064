/** Drag and drop: a tile dragged past a few pixels is picked; dropped on a lit end, it is played there. */

import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Picker } from './pick.js';
import type { Tile } from '../../engine/types.js';

/** What the drag uses of the element. */
export interface DragHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
}

export class Drag implements ReactiveController {
  /** The tile held down, where it was pressed, and whether it has moved far enough to be a drag. */
  #drag: { tile: Tile; x: number; y: number; id: number; moved: boolean } | null = null;
  #ghost: { tile: Tile; x: number; y: number } | null = null;
  /** The window the drag happens in: the table's own, which is not this script's after it moved to a popup. */
  #view: Window | null = null;

  readonly #host: DragHost;
  readonly #pick: Picker;

  constructor(host: DragHost, pick: Picker) {
    this.#host = host;
    this.#pick = pick;
    host.addController(this);
  }

  /** The tile being dragged, drawn under the pointer. */
  get ghost(): { tile: Tile; x: number; y: number } | null {
    return this.#ghost;
  }
  #setGhost(value: Drag['ghost']): void {
    if (Object.is(this.#ghost, value)) return;
    this.#ghost = value;
    this.#host.requestUpdate();
  }

  onPointerDown = (event: PointerEvent, tile: Tile): void => {
    if (event.button !== 0 || !this.#pick.canAct) return;
    this.#drag = { tile, x: event.clientX, y: event.clientY, id: event.pointerId, moved: false };
    const view = (this.#view = event.view ?? window);
    view.addEventListener('pointermove', this.#onPointerMove);
    view.addEventListener('pointerup', this.#onPointerUp);
    view.addEventListener('pointercancel', this.#onPointerUp);
  };

  readonly #onPointerMove = (event: PointerEvent): void => {
    const drag = this.#drag;
    if (!drag || event.pointerId !== drag.id) return;
    if (!drag.moved && Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < 8) return;
    if (!drag.moved) {
      drag.moved = true;
      this.#pick.grab(drag.tile);
    }
    this.#setGhost({ tile: drag.tile, x: event.clientX, y: event.clientY });
  };

  readonly #onPointerUp = (event: PointerEvent): void => {
    const drag = this.#drag;
    this.#stop();
    if (!drag?.moved) return;
    const root = this.#host.renderRoot as ShadowRoot;
    const hit = root.elementsFromPoint(event.clientX, event.clientY).find((el) => el.closest('[data-end]'));
    const end = hit?.closest('[data-end]')?.getAttribute('data-end');
    this.#pick.drop(drag.tile, event.type === 'pointerup' ? (end ?? null) : null);
  };

  #stop(): void {
    const view = this.#view;
    view?.removeEventListener('pointermove', this.#onPointerMove);
    view?.removeEventListener('pointerup', this.#onPointerUp);
    view?.removeEventListener('pointercancel', this.#onPointerUp);
    this.#view = null;
    this.#drag = null;
    this.#setGhost(null);
  }

  hostDisconnected(): void {
    this.#stop();
  }
}
