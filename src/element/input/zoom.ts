/** The reader's zoom of a board too large for its felt; the input that pans and zooms it is a chunk loaded on first need. */

import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { chunk, type Chunk } from '../../chunk.js';
import type * as Input from './zoom-input.js';

/** How much one step of + or − zooms. */
const STEP = 1.25;
/** The largest board unit the reader may zoom to, in CSS pixels (a tile's long side of 120 px). */
export const MAX_ZOOM_UNIT = 60;

/** Where the input comes from (dist/chunks/zoom.js; tests may replace it). */
export const load = { input: (): Promise<typeof Input> => import('./zoom-input.js') };

const inputChunk = chunk(() => load.input);

/**
 * The reader's zoom of a board (null: automatic, the whole board or the readable floor; 0: the whole board as
 * it grows). The board view reads `unit` and, where the board is larger than its felt, draws a scroller; the
 * input on it (pinch, drag, wheel, keys, keeping the last tile in view) is loaded
 * the first time a board needs it, so a table whose board always fits never downloads it.
 */
export class BoardZoom implements ReactiveController {
  /** CSS pixels per board unit the reader chose; null: automatic; 0: the whole board. */
  unit: number | null = null;
  /** The unit the board was last drawn at, and the smallest (the whole board in view). */
  drawn = 0;
  fit = 0;
  /** The felt (CSS px) the board's layout was made for (see `feltFor` in views/board.ts). */
  felt: { width: number; height: number } | undefined;
  #input: Input.ZoomInput | undefined;
  #loading = false;

  /** `_failed` tells the table its input could not be loaded (a `domino-error` `load`, once in the page). */
  constructor(
    readonly host: ReactiveControllerHost & { renderRoot: ParentNode },
    readonly _failed: (part: Chunk<unknown>, file: string) => void,
  ) {
    host.addController(this);
  }

  /** Called by the board view while it draws a scroller: loads the input once (not again after a failure). */
  need(): void {
    if (this.#loading) return;
    this.#loading = true;
    inputChunk.get().then(
      (m) => {
        this.#input = new m.ZoomInput(this);
        this.host.requestUpdate();
      },
      // Without it the board still scrolls natively and its buttons zoom.
      () => this._failed(inputChunk, 'chunks/zoom.js'),
    );
  }

  /** Zooms to `unit` (null: automatic; 0 or less than the whole board: the whole board), keeping the centre. */
  set(unit: number | null): void {
    this.#input?.keepCentre();
    this.unit = unit === null ? null : Math.min(MAX_ZOOM_UNIT, unit <= this.fit ? 0 : unit);
    this.host.requestUpdate();
  }

  zoomIn = (): void => this.set(this.drawn * STEP);
  zoomOut = (): void => this.set(this.drawn / STEP);
  /** The whole board in view, however small its tiles, until the reader zooms again. */
  fitAll = (): void => this.set(0);

  hostUpdated(): void {
    this.#input?.updated();
  }
}
