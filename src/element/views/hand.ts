/** The person's hand: tile buttons with one tab stop (arrow keys between them), picked by tap, key or drag. */

import { html, nothing, type TemplateResult } from 'lit';
import { cssProps, pipPath, tileClass } from './tile.js';
import type { Tile } from '../../engine/types.js';

export interface HandViewOptions {
  tiles: readonly Tile[];
  /** Accessible name of the hand ("Your hand: 5 tiles"). */
  label: string;
  /** Each tile's accessible name, saying where it fits while the person may play. */
  labels: readonly string[];
  /** Tiles drawn since the person's last play: marked as new (none in a replay). */
  fresh?: ReadonlySet<Tile>;
  /** Tiles marked as playable (hints), or null for no marks. */
  playable: ReadonlySet<string> | null;
  picked: string | null;
  /** Index of the tile holding the tab stop. */
  focus: number;
  onActivate: (tile: Tile) => void;
  onKey: (event: KeyboardEvent, index: number) => void;
  onPointerDown: (event: PointerEvent, tile: Tile) => void;
}

/**
 * The hand's tile buttons, each one template instance (the button, its upright image and the tile as tileSvg draws
 * it, standing at 0, 0 with no transform) and six bindings, and one listener of each kind on the hand, which finds the
 * button an event came from: a first frame's hand costs 7 instances and 42 bindings, not 21 instances, 126 bindings
 * and 21 listeners (issue 23).
 */
export function handView(o: HandViewOptions): TemplateResult {
  const focus = Math.min(o.focus, Math.max(0, o.tiles.length - 1));
  // One listener for the three kinds of event, on the hand: the tile is its button's (none between buttons).
  const on = (event: Event): void => {
    const tile = (event.target as Element).closest<HTMLElement>('.hand__tile')?.dataset.tile as Tile | undefined;
    if (tile === undefined) return;
    if (event.type === 'click') o.onActivate(tile);
    else if (event.type === 'keydown') o.onKey(event as KeyboardEvent, o.tiles.indexOf(tile));
    else o.onPointerDown(event as PointerEvent, tile);
  };
  return html`<div
    class="hand"
    part="hand"
    role="group"
    aria-label=${o.label}
    ${cssProps({ '--n': `${o.tiles.length}` })}
    @click=${on}
    @keydown=${on}
    @pointerdown=${on}
  >
    ${o.tiles.map(
      (tile, i) =>
        html`<button
          type="button"
          class="hand__tile"
          part="tile"
          data-tile=${tile}
          data-new=${o.fresh?.has(tile) ? '' : nothing}
          tabindex=${i === focus ? 0 : -1}
          aria-pressed=${o.picked === tile ? 'true' : 'false'}
          aria-label=${o.labels[i] ?? tile}
        >
          <svg class="tile-img" viewBox="-.5 -1 1 2" aria-hidden="true">
            <g class=${tileClass({ playable: o.playable?.has(tile), selected: o.picked === tile })}>
              <rect class="tile__face" x="-.46" y="-.95" width=".92" height="1.9" rx=".12"></rect>
              <line class="tile__bar" x1="-.34" x2=".34" y1="0" y2="0"></line>
              <path class="pip" d=${pipPath(tile)}></path>
            </g>
          </svg>
        </button>`,
    )}
  </div>`;
}
