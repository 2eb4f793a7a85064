/** Panning and zooming a board too large for its felt (dist/chunks/zoom.js): pinch, drag, wheel, keys, following the last tile. */
export { BUILD as build } from '../../build-id.js';

/**
 * What the input uses of the board's zoom (input/zoom.ts's BoardZoom, which loads this chunk): declared here so
 * the chunk does not import the module that imports it.
 */
export interface Zoomed {
  readonly host: { readonly renderRoot: ParentNode };
  /** The unit (CSS px per board unit) the board was last drawn at, and the whole board's. */
  readonly drawn: number;
  readonly fit: number;
  /** The reader's zoom (null: automatic). */
  readonly unit: number | null;
  set(unit: number | null): void;
  zoomIn(): void;
  zoomOut(): void;
}

/** How much a wheel notch zooms (as one step of + or −). */
const STEP = 1.25;
/** Pixels an arrow key pans. */
const PAN = 48;
/** Pixels kept between a lit end's hit area and the edge of the visible board when a pick brings it into view. */
const ROOM = 8;

/** The input of one table's board zoom, once loaded. */
export class ZoomInput {
  /** The board point (in board units) to put at the felt's centre after the next drawing. */
  #centre: { x: number; y: number } | null = null;
  /** The last tile kept in view, so the view follows the round but not a reader who panned away. */
  #followed: Element | null = null;
  /** The lit ends last brought into view (their ids), so a pick moves the view once. */
  #lit = '';
  /** Zoomed out for lit ends: they are measured again after the drawing. */
  #pending = false;
  /** The reader's zoom before a pick zoomed out (undefined: none did), given back once the tile is played or put back. */
  #before: number | null | undefined;
  /** Pointers down on the scroller: one drags, two pinch. */
  readonly #pointers = new Map<number, { x: number; y: number }>();

  constructor(private readonly zoom: Zoomed) {}

  /** The scrollers listened to (the board view draws a new one when a board first needs it). */
  readonly #listened = new WeakSet<Element>();

  #listen(el: HTMLElement): void {
    if (this.#listened.has(el)) return;
    this.#listened.add(el);
    el.addEventListener('keydown', this.onKey);
    el.addEventListener('wheel', this.onWheel, { passive: false });
    el.addEventListener('pointerdown', this.onPointerDown);
    el.addEventListener('pointermove', this.onPointerMove);
    el.addEventListener('pointerup', this.onPointerUp);
    el.addEventListener('pointercancel', this.onPointerUp);
  }

  /** Before a zoom: the board point now at the felt's centre stays there. */
  keepCentre(): void {
    this.#centre = this.#middle();
  }

  #scroller(): HTMLElement | null {
    return this.zoom.host.renderRoot.querySelector<HTMLElement>('.board-scroll');
  }

  /** The board point at the scroller's centre, in board units (from the svg's viewBox). */
  #middle(): { x: number; y: number } | null {
    const el = this.#scroller();
    const svg = el?.querySelector('svg');
    const drawn = this.zoom.drawn;
    if (!el || !svg || !drawn) return null;
    const vb = svg.viewBox.baseVal;
    return {
      x: vb.x + (el.scrollLeft + el.clientWidth / 2) / drawn,
      y: vb.y + (el.scrollTop + el.clientHeight / 2) / drawn,
    };
  }

  /** After each drawing: the zoom's centre kept, or a new tile brought into view. */
  updated(): void {
    const el = this.#scroller();
    if (!el) {
      this.#followed = null;
      return;
    }
    this.#listen(el);
    const svg = el.querySelector('svg');
    const centre = this.#centre;
    this.#centre = null;
    if (centre && svg) {
      const vb = svg.viewBox.baseVal;
      el.scrollLeft = (centre.x - vb.x) * this.zoom.drawn - el.clientWidth / 2;
      el.scrollTop = (centre.y - vb.y) * this.zoom.drawn - el.clientHeight / 2;
      if (!this.#pending) return;
    }
    // A tile picked: every end it may go to in view, each with its fingertip's hit area (moved, or zoomed out).
    const hits = [...el.querySelectorAll('.target')];
    const lit = hits.map((t) => (t as SVGElement).dataset.end).join();
    this.#pending = false;
    if (!lit && this.#before !== undefined) {
      // The pick is over: the zoom the reader had (the new tile is then brought into view).
      this.#lit = '';
      this.zoom.set(this.#before);
      this.#before = undefined;
      return;
    }
    if (lit !== this.#lit && (this.#lit = lit) && svg) {
      const view = el.getBoundingClientRect();
      const boxes = hits.map((t) => t.querySelector('.target__hit')!.getBoundingClientRect());
      const [x0, y0, x1, y1] = [
        Math.min(...boxes.map((b) => b.left)) - ROOM,
        Math.min(...boxes.map((b) => b.top)) - ROOM,
        Math.max(...boxes.map((b) => b.right)) + ROOM,
        Math.max(...boxes.map((b) => b.bottom)) + ROOM,
      ];
      const width = el.clientWidth;
      const height = el.clientHeight;
      if ((x1 - x0 > width || y1 - y0 > height) && this.zoom.drawn > this.zoom.fit + 0.01) {
        // Too far apart for this zoom: zoom out until they fit, centred on them. The hit areas stay a fingertip
        // at any zoom, so only the distances between them shrink; measured again after the drawing.
        const at = svg.getBoundingClientRect();
        const vb = svg.viewBox.baseVal;
        const drawn = this.zoom.drawn;
        const hit = Math.max(...boxes.map((b) => Math.max(b.width, b.height))) + 2 * ROOM;
        const fits = (room: number, span: number): number => Math.max(0, room - hit) / Math.max(1, span - hit);
        if (this.#before === undefined) this.#before = this.zoom.unit;
        this.zoom.set(drawn * Math.min(fits(width, x1 - x0), fits(height, y1 - y0)));
        this.#centre = { x: vb.x + ((x0 + x1) / 2 - at.left) / drawn, y: vb.y + ((y0 + y1) / 2 - at.top) / drawn };
        this.#lit = '';
        this.#pending = true;
      } else {
        // The least scroll that brings them all in.
        const shift = (lo: number, hi: number, from: number, size: number): number =>
          lo < from ? lo - from : hi > from + size ? hi - from - size : 0;
        el.scrollLeft += shift(x0, x1, view.left, width);
        el.scrollTop += shift(y0, y1, view.top, height);
      }
      return;
    }
    // A new tile: bring it into view (the reader's own panning stays until then).
    const last = el.querySelector('.tile--last') ?? el.querySelector('.tile');
    if (!last || last === this.#followed) return;
    this.#followed = last;
    const box = last.getBoundingClientRect();
    const view = el.getBoundingClientRect();
    if (box.left < view.left || box.right > view.right || box.top < view.top || box.bottom > view.bottom) {
      el.scrollLeft += box.left + box.width / 2 - (view.left + view.width / 2);
      el.scrollTop += box.top + box.height / 2 - (view.top + view.height / 2);
    }
  }

  /** + and − zoom, arrows pan (while no tile is picked: then arrows move between the lit ends). */
  onKey = (event: KeyboardEvent): void => {
    const el = this.#scroller();
    if (!el || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const pan: Record<string, [number, number]> = {
      ArrowLeft: [-PAN, 0],
      ArrowRight: [PAN, 0],
      ArrowUp: [0, -PAN],
      ArrowDown: [0, PAN],
    };
    const by = pan[event.key];
    if (event.key === '+' || event.key === '=') this.zoom.zoomIn();
    else if (event.key === '-') this.zoom.zoomOut();
    else if (by && event.target === el) el.scrollBy(by[0], by[1]);
    else return;
    event.preventDefault();
  };

  /** Ctrl + wheel (and a touchpad's pinch) zooms; the plain wheel scrolls the board natively. */
  onWheel = (event: WheelEvent): void => {
    if (!event.ctrlKey) return;
    event.preventDefault();
    this.zoom.set(this.zoom.drawn * Math.pow(STEP, -event.deltaY / 100));
  };

  onPointerDown = (event: PointerEvent): void => {
    // A tap on a lit end plays there: it never starts a drag.
    if ((event.target as Element).closest?.('.target')) return;
    this.#pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    (event.currentTarget as Element).setPointerCapture?.(event.pointerId);
  };

  onPointerMove = (event: PointerEvent): void => {
    const before = this.#pointers.get(event.pointerId);
    const el = this.#scroller();
    if (!before || !el) return;
    const now = { x: event.clientX, y: event.clientY };
    if (this.#pointers.size === 2) {
      // Two fingers: the distance between them scales the zoom.
      const other = [...this.#pointers.entries()].find(([id]) => id !== event.pointerId)![1];
      const was = Math.hypot(before.x - other.x, before.y - other.y);
      const is = Math.hypot(now.x - other.x, now.y - other.y);
      if (was > 8 && Math.abs(is / was - 1) > 0.02) {
        this.#pointers.set(event.pointerId, now);
        this.zoom.set(this.zoom.drawn * (is / was));
      }
      return;
    }
    this.#pointers.set(event.pointerId, now);
    // One finger or the mouse drags the board (the scroller has touch-action: none, so pinches reach here too).
    el.scrollBy(before.x - now.x, before.y - now.y);
  };

  onPointerUp = (event: PointerEvent): void => {
    this.#pointers.delete(event.pointerId);
  };
}
