/** The board: the layout in one SVG scaled to fill its space (or panned and zoomed), its open ends marked, tap targets where a tile may go. */

import { html, nothing, svg, type TemplateResult } from 'lit';
import type { Layout } from '../../engine/types.js';
import { placeOf } from '../../record/names.js';
import { BOARD_MARGIN, FLOOR_UNIT, MAX_UNIT, type BoardGeometry, type PlacedTile } from '../../geometry/types.js';
import { grown, type Box } from '../../geometry/hits.js';
import { boardChunk, boardMissing } from '../loaders/board-loader.js';
import { scoringChunk } from '../loaders/scoring-loader.js';
import type * as Board from '../loaders/board-chunk.js';
import { MAX_ZOOM_UNIT, type BoardZoom } from '../input/zoom.js';
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
  /**
   * Accessible name of a target ("Play on the 4, north arm"): `place` is the end's place in the record's
   * letters (`placeOf` in src/record/names.ts: "N", "NW", "L", "R"; "" for the lead's spot).
   */
  endLabel?: (end: { id: string; pip: number; place: string }) => string;
  /** Accessible name of the board itself. */
  name?: string;
  /** Width ÷ height of the space the board gets; below 1 the board is laid out tall. */
  aspect?: number;
  /** The board's space in CSS pixels, when known: the layout is made for it and tiles grow to fill it. */
  size?: { width: number; height: number };
  /** The reader's zoom and the input that pans and zooms a board larger than its felt (none: it only scrolls). */
  zoom?: BoardZoom;
  /** Names of the zoom buttons: zoom in, zoom out, the whole board (given with `zoom`). */
  zoomLabels?: readonly [string, string, string];
  /** Games that score during play: the count after the last play and its points ("15 · +8"), beside the last tile. */
  count?: string;
  /** Drawn over the tiles, in board units (a replay's marks and arrows). */
  overlay?: (g: BoardGeometry) => unknown;
}

/** The strip below a board that pans, for its zoom buttons (.board-scroll in board.styles.ts): they cover no tile. */
const ZOOM_STRIP = 48;
/** A tap target's side, in CSS pixels: WCAG 2.5.5's 44, and a little slack for a board measured a moment ago. */
const TAP = 46;

/** Tiles in a row of the board drawn without its code. */
const ROW = 6;
/**
 * The board without its code (dist/chunks/board.js, loaders/board-loader.ts). When it could not be had: the tiles in
 * rows of six in the order played, then, on rows of their own, the ends where a tile may go (each showing its number), spaced
 * so that a fingertip's hit area round each touches no other; so the table plays on. While it is on the way, nothing
 * (the tiles appear where they belong a moment later). A board with no tile needs no code.
 */
function withoutCode(layout: Layout): BoardGeometry {
  const n = layout.tiles.length;
  // The bounds of a board with no tile, as placeLayout gives them.
  if (!n || !boardMissing._now) return { tiles: [], ends: [], bounds: { x: -1, y: -0.5, width: 2, height: 1 } };
  const rows = Math.ceil(n / ROW);
  const at = (i: number, y: number) => ({ x: (i % ROW) * 2.2, y: y + Math.floor(i / ROW) * 2, horizontal: true });
  const ends = layout.ends.filter((e) => e.open);
  return {
    // Drawn upright, high number first (`flip` and `double` left out are false).
    tiles: layout.tiles.map((t, index) => ({ ...at(index, 0), index, tile: t.tile, spinner: t.spinner }) as PlacedTile),
    ends: ends.map((e, i) => ({ ...at(i, rows * 2), id: e.id, pip: e.pip, open: true })),
    bounds: {
      x: -1,
      y: -0.5,
      width: Math.min(Math.max(n, ends.length), ROW) * 2.2 - 0.2,
      height: (rows + Math.ceil(ends.length / ROW)) * 2 - 1,
    },
  };
}

// The element renders on every snapshot and selection; the layout object only changes when a tile is
// played (the engine's states are immutable), so its geometry is kept per layout and felt.
const placed = new WeakMap<Layout, { key: string; geometry: BoardGeometry }>();
function geometryOf(
  code: typeof Board | null,
  layout: Layout,
  aspect: number | undefined,
  felt: BoardOptions['size'],
): BoardGeometry {
  if (!code || !layout.tiles.length) return withoutCode(layout);
  const key = felt ? `${felt.width}x${felt.height}` : String(aspect);
  const hit = placed.get(layout);
  if (hit && hit.key === key) return hit.geometry;
  const geometry = code.placeLayout(layout, felt ? { felt } : { maxAspect: aspect });
  placed.set(layout, { key, geometry });
  return geometry;
}

/**
 * The felt the layout is made for: the one it was last made for while the felt stays within 15 % of it (a
 * status line wrapping, a tile picked), so the tiles do not move under a finger about to tap; else this one.
 */
function feltFor(size: { width: number; height: number }, view: BoardZoom | undefined) {
  const was = view?.felt;
  const near = (a: number, b: number): boolean => Math.abs(a - b) < 0.15 * b;
  if (was && near(size.width, was.width) && near(size.height, was.height)) return was;
  if (view) view.felt = size;
  return size;
}

const boxOf = (e: { x: number; y: number; horizontal: boolean }): Box => {
  const hx = e.horizontal ? 1 : 0.5;
  const hy = 1.5 - hx;
  return [e.x - hx, e.y - hy, e.x + hx, e.y + hy];
};
/** A rectangle drawn `inset` board units inside `b`. */
const rect = (cls: string, b: Box, inset: number) =>
  svg`<rect class=${cls} x=${b[0] + inset} y=${b[1] + inset} width=${Math.max(0, b[2] - b[0] - 2 * inset)} height=${Math.max(0, b[3] - b[1] - 2 * inset)} rx=".14"></rect>`;

function target(
  end: { id: string; pip: number; place: string },
  [hit, drawn]: [Box, Box],
  opts: BoardOptions,
  rows: boolean,
) {
  const activate = (): void => opts.onEnd?.(end.id);
  const key = (e: KeyboardEvent): void => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      activate();
    }
  };
  // The drawn slot is a tile's size (less where a neighbour's is near); the hit area round it a fingertip.
  return svg`<g class="target${end.id === opts.hinted ? ' target--hint' : ''}" part="end" role="button" tabindex="0" data-end=${end.id}
    aria-label=${opts.endLabel ? opts.endLabel(end) : end.id} @click=${activate} @keydown=${key}
    >${rect('target__hit', hit, 0)}${rect('target__area', drawn, 0.06)}${
      // Without the board's code the ends stand in rows of their own: each says its number.
      rows && end.pip >= 0
        ? svg`<text x=${(drawn[0] + drawn[2]) / 2} y=${(drawn[1] + drawn[3]) / 2 + 0.28} fill="#fff" font-size=".8" text-anchor="middle">${end.pip}</text>`
        : nothing
    }</g>`;
}

/**
 * The layout as one `<svg part="board">` filling its container, tiles as large as the whole board allows
 * (up to `MAX_UNIT` px a unit). A board that would need tiles under `FLOOR_UNIT` to fit is drawn at that
 * size (or the reader's zoom) in a scroller that pans, with zoom buttons.
 */
export function boardView(layout: Layout, opts: BoardOptions): TemplateResult {
  // A board with no tile is the same at any size (its spot as large as a tile may be, by the inline max sizes below,
  // centred by .board's auto margins), so a table's first frame is right before its felt is measured, and the measure
  // redraws nothing (page-watch.ts).
  const empty = !layout.tiles.length;
  const size = empty ? undefined : opts.size;
  const aspect = size ? undefined : opts.aspect;
  const code = boardChunk.code();
  const g = geometryOf(code, layout, aspect, size && feltFor(size, opts.zoom));
  const targets = opts.targets ?? new Set<string>();
  const b = g.bounds;
  const fullW = b.width + 2 * BOARD_MARGIN;
  const fullH = b.height + 2 * BOARD_MARGIN;
  // CSS pixels per board unit: the whole board in view, else the floor, else the reader's zoom.
  const fits = (pad: number, strip: number): number =>
    size ? Math.min((size.width - pad) / fullW, (size.height - pad - strip) / fullH, MAX_UNIT) : MAX_UNIT;
  const zoom = opts.zoom;
  // Zoomable: the floor cannot be kept, or the reader has zoomed. It then pans above a strip for its buttons, with a
  // fingertip's room round the board for the lit ends at its edge.
  const zoomable = size !== undefined && (fits(0, 0) < FLOOR_UNIT - 1e-6 || (zoom?.unit ?? null) !== null);
  const pad = zoomable ? TAP : 0;
  const strip = zoomable ? ZOOM_STRIP : 0;
  const high = size ? size.height - strip : 0;
  const fit = fits(pad, strip);
  const unit = size ? Math.max(fit, Math.min(zoom?.unit ?? Math.max(fit, FLOOR_UNIT), MAX_ZOOM_UNIT)) : MAX_UNIT;
  if (zoom) {
    zoom.fit = fit;
    zoom.drawn = unit;
  }
  const width = size ? Math.max(size.width / unit, fullW + pad / unit) : fullW;
  const height = size ? Math.max(high / unit, fullH + pad / unit) : fullH;
  const x = b.x + b.width / 2 - width / 2;
  const y = b.y + b.height / 2 - height / 2;
  const lead = targets.has('center') && empty;
  const lit = g.ends.filter((e) => targets.has(e.id));
  const lits = lead ? [{ id: 'center', pip: -1, x: 0, y: 0, horizontal: true, open: true }] : lit;
  // The hit areas come with the board's code; without it (the lead's target dragged at once, or the ends in rows)
  // each is its slot grown to a fingertip.
  const slots = lits.map(boxOf);
  const areas = code ? code.hitAreas(slots, TAP / unit) : slots.map((b): [Box, Box] => [grown(b, TAP / unit), b]);
  const board = html`<svg
    part="board"
    class="board${empty ? ' board--empty' : ''}"
    viewBox="${x} ${y} ${width} ${height}"
    preserveAspectRatio="xMidYMid meet"
    ${
      // Without a size (or with no tile): at most MAX_UNIT a unit, centred (.board), as a measured board that fits is.
      // One set of properties each time, so the last drawing's go.
      cssProps(
        zoomable
          ? { width: `${width * unit}px`, height: `${height * unit}px` }
          : size
            ? {}
            : { 'max-width': `${width * MAX_UNIT}px`, 'max-height': `${height * MAX_UNIT}px` },
      )
    }
    role="group"
    aria-label=${opts.name ?? nothing}
  >
    ${empty && !lead ? svg`<rect class="board__spot" x="-1" y="-.5" width="2" height="1" rx=".14"></rect>` : nothing}
    ${g.tiles.map((t) =>
      tileSvg(t.tile, {
        ...t,
        last: t.index === opts.lastTile,
        by: opts.recent?.get(t.index),
        label: opts.label(t.tile),
        part: 'played',
      }),
    )}
    ${
      // Where tiles touch without being joined, a gap; joined tiles touch end to end.
      g.seams ? svg`<path class="seam" d=${g.seams}></path>` : nothing
    }
    ${
      // Open ends while the person may play: a light dot where a tile would go, not a slot (the picked tile's are).
      opts.marks
        ? g.ends.map((e) =>
            targets.has(e.id) ? nothing : rect(e.open ? 'end' : 'end end--locked', [e.x, e.y, e.x, e.y], -0.15),
          )
        : nothing
    }
    ${lits.map((e, i) => {
      const end = layout.ends.find((l) => l.id === e.id);
      return target({ id: e.id, pip: e.pip, place: end ? placeOf(layout, end) : '' }, areas[i]!, opts, !code);
    })}
    ${opts.count && scoringChunk.code()?.countView(svg, g, opts.count, [x, y, x + width, y + height])}
    ${opts.overlay?.(g)}
  </svg>`;
  if (!zoomable) return board;
  zoom?.need();
  // Given with `zoom` (render.ts), and read only where there is a zoom; the replay has neither.
  const labels = opts.zoomLabels as readonly [string, string, string];
  // Too large for its felt: a scroller that pans (finger or mouse drag, wheel, arrows) and zooms (pinch,
  // Ctrl + wheel, + and −, the buttons).
  return html`<div class="board-scroll" tabindex="0" role="group" aria-label=${opts.name ?? nothing}>${board}</div>
    ${
      zoom
        ? html`<div class="board-zoom">
            <button class="btn" aria-label=${labels[0]} @click=${zoom.zoomIn}>+</button
            ><button class="btn" aria-label=${labels[1]} @click=${zoom.zoomOut}>−</button
            ><button class="btn" @click=${zoom.fitAll}>${labels[2]}</button>
          </div>`
        : nothing
    }`;
}
