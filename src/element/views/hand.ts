/** Hands: the person's tiles as buttons (roving focus, pick, drag), and the other seats' tiles face up or down. */

import { html, nothing, type TemplateResult } from 'lit';
import { tileImage } from './tile.js';

export interface HandViewOptions {
  tiles: readonly string[];
  /** Accessible name of the hand ("Your hand"). */
  label: string;
  /** Accessible name of a tile. */
  name: (tile: string) => string;
  /** Tiles marked as playable (hints), or null for no marks. */
  playable: ReadonlySet<string> | null;
  picked: string | null;
  /** Index of the tile holding the tab stop. */
  focus: number;
  onActivate: (tile: string) => void;
  onKey: (event: KeyboardEvent, index: number) => void;
  onPointerDown: (event: PointerEvent, tile: string) => void;
}

/** The interactive hand: one tab stop, arrow keys between tiles, Enter/Space to pick. */
export function handView(o: HandViewOptions): TemplateResult {
  const focus = Math.min(o.focus, Math.max(0, o.tiles.length - 1));
  return html`<div class="hand" part="hand" role="group" aria-label=${o.label}>
    ${o.tiles.map(
      (tile, i) =>
        html`<button
          type="button"
          class="hand__tile"
          data-tile=${tile}
          tabindex=${i === focus ? 0 : -1}
          aria-pressed=${o.picked === tile ? 'true' : 'false'}
          aria-label=${o.name(tile)}
          @click=${() => o.onActivate(tile)}
          @keydown=${(e: KeyboardEvent) => o.onKey(e, i)}
          @pointerdown=${(e: PointerEvent) => o.onPointerDown(e, tile)}
        >
          ${tileImage(tile, { playable: o.playable?.has(tile) ?? false, selected: o.picked === tile })}
        </button>`,
    )}
  </div>`;
}

/** Another seat's tiles: face down (only the count is known) or face up with `show-hands`. */
export function seatTilesView(
  tiles: readonly string[],
  faceUp: boolean,
  name: (tile: string) => string,
): TemplateResult | typeof nothing {
  if (tiles.length === 0) return nothing;
  return html`<div class="seat__tiles" aria-hidden=${faceUp ? 'false' : 'true'}>
    ${tiles.map((tile) =>
      faceUp ? tileImage(tile, { label: name(tile), part: false }) : tileImage('0-0', { faceDown: true, part: false }),
    )}
  </div>`;
}
