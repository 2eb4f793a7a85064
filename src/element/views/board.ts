/** The board: the layout drawn in one scalable SVG, with focusable drop targets on the ends a tile may go to. */

import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import type { Layout } from '../../engine/types.js';
import { placeLayout, type BoardGeometry } from '../geometry/index.js';
import { cssProps, tileSvg } from './tile.js';

export interface BoardOptions {
  /** End ids the selected tile may go to ("center" for the lead): drawn as clickable drop targets. */
  targets?: ReadonlySet<string>;
  /** Layout index of the tile to highlight as the last move. */
  lastTile?: number;
  /** Called with an end id when its drop target is clicked or activated by keyboard. */
  onEnd?: (endId: string) => void;
  /** Accessible name of a tile on the board. */
  label: (tile: string) => string;
  /** Accessible name of a drop target ("Play on the open 4"). */
  endLabel?: (end: { id: string; pip: number }) => string;
  /** Accessible name of the board itself. */
  name?: string;
  /** Width ÷ height of the space the board gets; below 1 the board is laid out tall. */
  aspect?: number;
}

// Margin round the tiles, and the smallest view (board units) so a few tiles do not fill a wide screen.
const MARGIN = 0.6;
const MIN_W = 14;
const MIN_H = 8;

// The element renders on every snapshot and selection; the layout object only changes when a tile is
// played (the engine's states are immutable), so its geometry is kept per layout and aspect.
const placed = new WeakMap<Layout, { aspect: number | undefined; geometry: BoardGeometry }>();
function geometryOf(layout: Layout, aspect: number | undefined): BoardGeometry {
  const hit = placed.get(layout);
  if (hit && hit.aspect === aspect) return hit.geometry;
  const geometry = placeLayout(layout, { maxAspect: aspect });
  placed.set(layout, { aspect, geometry });
  return geometry;
}

function target(
  id: string,
  pip: number,
  x: number,
  y: number,
  horizontal: boolean,
  opts: BoardOptions,
): SVGTemplateResult {
  const activate = (): void => opts.onEnd?.(id);
  const key = (e: KeyboardEvent): void => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      activate();
    }
  };
  const w = horizontal ? 2 : 1;
  const h = horizontal ? 1 : 2;
  return svg`<g class="target" role="button" tabindex="0" data-end=${id}
    aria-label=${opts.endLabel ? opts.endLabel({ id, pip }) : id} @click=${activate} @keydown=${key}
    ><rect class="target__area" x=${x - w / 2 + 0.04} y=${y - h / 2 + 0.04} width=${w - 0.08} height=${h - 0.08} rx=".14"></rect></g>`;
}

/** The layout as one `<svg part="board">` that scales to its container and never needs scrolling. */
export function boardView(layout: Layout, opts: BoardOptions): TemplateResult {
  const g = geometryOf(layout, opts.aspect);
  const targets = opts.targets ?? new Set<string>();
  const b = g.bounds;
  const width = Math.max(MIN_W, b.width + 2 * MARGIN);
  const height = Math.max(MIN_H, b.height + 2 * MARGIN);
  const x = b.x + b.width / 2 - width / 2;
  const y = b.y + b.height / 2 - height / 2;
  const lead = targets.has('center') && layout.tiles.length === 0;
  return html`<svg
    part="board"
    class="board${layout.tiles.length ? '' : ' board--empty'}"
    viewBox="${x} ${y} ${width} ${height}"
    preserveAspectRatio="xMidYMid meet"
    ${cssProps({ 'aspect-ratio': `${width}/${height}` })}
    role="group"
    aria-label=${opts.name ?? nothing}
  >
    ${layout.tiles.length === 0 && !lead ? svg`<rect class="board__spot" x="-1" y="-.5" width="2" height="1" rx=".14"></rect>` : nothing}
    ${g.tiles.map((t) =>
      tileSvg(t.tile, {
        x: t.x,
        y: t.y,
        horizontal: t.horizontal,
        flip: t.flip,
        last: t.index === opts.lastTile,
        label: opts.label(t.tile),
      }),
    )}
    ${g.ends.map((e) => (targets.has(e.id) ? target(e.id, e.pip, e.x, e.y, e.horizontal, opts) : nothing))}
    ${lead ? target('center', -1, 0, 0, true, opts) : nothing}
  </svg>`;
}
