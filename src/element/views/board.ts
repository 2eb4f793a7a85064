/** The board: the layout in one SVG scaled to fill its space, its open ends marked, tap targets where a tile may go. */

import { html, nothing, svg, type TemplateResult } from 'lit';
import type { Layout } from '../../engine/types.js';
import { placeLayout, type BoardGeometry, type PlacedEnd } from '../geometry/index.js';
import { cssProps, tileSvg } from './tile.js';

export interface BoardOptions {
  /** End ids the selected tile may go to ("center" for the lead): drawn as tap targets. */
  targets?: ReadonlySet<string>;
  /** Mark every open end (the person may play). */
  marks?: boolean;
  /** Layout index of the tile to highlight as the last move. */
  lastTile?: number;
  /** Tiles played since the person's last move: layout index → the side of the seat that played it. */
  recent?: ReadonlyMap<number, string>;
  /** The end a hint points to. */
  hinted?: string | null;
  /** Called with an end id when its target is tapped, clicked or activated by keyboard. */
  onEnd?: (endId: string) => void;
  /** Accessible name of a tile on the board. */
  label: (tile: string) => string;
  /** Accessible name of a target ("Play on the open 4"). */
  endLabel?: (end: { id: string; pip: number }) => string;
  /** Accessible name of the board itself. */
  name?: string;
  /** Width ÷ height of the space the board gets; below 1 the board is laid out tall. */
  aspect?: number;
  /** The board's space in CSS pixels, when known: tiles grow to fill it, up to `MAX_UNIT` px per half. */
  size?: { width: number; height: number };
  /** Drawn over the tiles, in board units (a replay's marks and arrows). */
  overlay?: (g: BoardGeometry) => unknown;
}

/** Margin round the tiles, in board units (a tile is 2 × 1). */
const MARGIN = 0.6;
/** The largest half-tile, in CSS pixels: a few tiles on a wide felt do not become giants. */
const MAX_UNIT = 44;
/** Without a measured size: the smallest view, in board units. */
const MIN_W = 14;
const MIN_H = 8;
/** A tap target's side, in CSS pixels: WCAG 2.5.5's 44, and a little slack for a board measured a moment ago. */
const TAP = 46;

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

/** The slot a tile at this end would fill, as a rectangle: `inset` board units in, at least `least` units a side. */
function slot(cls: string, e: { x: number; y: number; horizontal: boolean }, inset: number, least = 0) {
  const w = Math.max(e.horizontal ? 2 : 1, least) - 2 * inset;
  const h = Math.max(e.horizontal ? 1 : 2, least) - 2 * inset;
  return svg`<rect class=${cls} x=${e.x - w / 2} y=${e.y - h / 2} width=${w} height=${h} rx=".14"></rect>`;
}

function target(end: Pick<PlacedEnd, 'id' | 'pip' | 'x' | 'y' | 'horizontal'>, tap: number, opts: BoardOptions) {
  const activate = (): void => opts.onEnd?.(end.id);
  const key = (e: KeyboardEvent): void => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      activate();
    }
  };
  // The drawn slot is a tile's size; the hit area round it is at least a fingertip (TAP px) wide.
  return svg`<g class="target${end.id === opts.hinted ? ' target--hint' : ''}" role="button" tabindex="0" data-end=${end.id}
    aria-label=${opts.endLabel ? opts.endLabel(end) : end.id} @click=${activate} @keydown=${key}
    >${slot('target__hit', end, 0, tap)}${slot('target__area', end, 0.06)}</g>`;
}

/** The layout as one `<svg part="board">` that fills its container and never needs scrolling. */
export function boardView(layout: Layout, opts: BoardOptions): TemplateResult {
  const size = opts.size;
  const aspect = size ? Math.round(Math.max(0.4, Math.min(3, size.width / size.height)) * 10) / 10 : opts.aspect;
  const g = geometryOf(layout, aspect);
  const targets = opts.targets ?? new Set<string>();
  const b = g.bounds;
  const width = Math.max(size ? size.width / MAX_UNIT : MIN_W, b.width + 2 * MARGIN);
  const height = Math.max(size ? size.height / MAX_UNIT : MIN_H, b.height + 2 * MARGIN);
  const x = b.x + b.width / 2 - width / 2;
  const y = b.y + b.height / 2 - height / 2;
  // CSS pixels per board unit once the view meets its box: a tap target of TAP px in board units.
  const scale = size ? Math.min(size.width / width, size.height / height) : MAX_UNIT;
  const tap = TAP / scale;
  const lead = targets.has('center') && layout.tiles.length === 0;
  return html`<svg
    part="board"
    class="board${layout.tiles.length ? '' : ' board--empty'}"
    viewBox="${x} ${y} ${width} ${height}"
    preserveAspectRatio="xMidYMid meet"
    ${size ? nothing : cssProps({ 'aspect-ratio': `${width}/${height}` })}
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
        spinner: t.spinner,
        last: t.index === opts.lastTile,
        by: opts.recent?.get(t.index),
        label: opts.label(t.tile),
        part: 'played',
      }),
    )}
    ${g.ends.map((e) =>
      targets.has(e.id)
        ? target(e, tap, opts)
        : opts.marks
          ? slot(e.open ? 'end' : 'end end--locked', e, 0.1)
          : nothing,
    )}
    ${lead ? target({ id: 'center', pip: -1, x: 0, y: 0, horizontal: true }, tap, opts) : nothing} ${opts.overlay?.(g)}
  </svg>`;
}
