/** The person's hand: tile buttons with one tab stop (arrow keys between them), picked by tap, key or drag. */

import { html, type TemplateResult } from 'lit';
import { tileImage } from './tile.js';
import type { Tile } from '../../engine/types.js';

export interface HandViewOptions {
  tiles: readonly Tile[];
  /** Accessible name of the hand ("Your hand: 5 tiles"). */
  label: string;
  /** Each tile's accessible name, saying where it fits while the person may play. */
  labels: readonly string[];
  /** Tiles marked as playable (hints), or null for no marks. */
  playable: ReadonlySet<string> | null;
  picked: string | null;
  /** Index of the tile holding the tab stop. */
  focus: number;
  onActivate: (tile: Tile) => void;
  onKey: (event: KeyboardEvent, index: number) => void;
  onPointerDown: (event: PointerEvent, tile: Tile) => void;
}

export function handView(o: HandViewOptions): TemplateResult {
  const focus = Math.min(o.focus, Math.max(0, o.tiles.length - 1));
  return html`<div class="hand" part="hand" role="group" aria-label=${o.label}>
    ${o.tiles.map(
      (tile, i) =>
        html`<button
          type="button"
          class="hand__tile"
          part="tile"
          data-tile=${tile}
          tabindex=${i === focus ? 0 : -1}
          aria-pressed=${o.picked === tile ? 'true' : 'false'}
          aria-label=${o.labels[i] ?? tile}
          @click=${() => o.onActivate(tile)}
          @keydown=${(e: KeyboardEvent) => o.onKey(e, i)}
          @pointerdown=${(e: PointerEvent) => o.onPointerDown(e, tile)}
        >
          ${tileImage(tile, { playable: o.playable?.has(tile) ?? false, selected: o.picked === tile })}
        </button>`,
    )}
  </div>`;
}
