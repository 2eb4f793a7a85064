/** One domino drawn in SVG: pip patterns 0–9, face down, orientation and highlight states. */

import { html, noChange, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';
import { tileInfo } from '../../engine/tiles.js';
import type { Tile } from '../../engine/types.js';

/**
 * Sets inline style properties through the CSSOM (`element.style.setProperty`) on every render, the first
 * included, so it works under a Content-Security-Policy without 'unsafe-inline' for styles: such a policy
 * refuses a `style` attribute, whether in markup or set by `setAttribute` (Lit's own `styleMap` does that on
 * its first render). Used as an element binding only: `<g ${cssProps({ transform: '…' })}>`; names are CSS names.
 * It has no check of its own (its error text cost the entry 43 B gzip, issue 23): in a child binding it throws at its
 * first render (that part has no element), and in an attribute binding it would style that attribute's element.
 */
class CssPropsDirective extends Directive {
  #names = new Set<string>();

  render(_props: Readonly<Record<string, string>>): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [props]: [Readonly<Record<string, string>>]): typeof noChange {
    const { style } = part.element as HTMLElement | SVGElement;
    for (const name of this.#names) if (!(name in props)) style.removeProperty(name);
    this.#names = new Set(Object.keys(props));
    for (const [name, value] of Object.entries(props)) style.setProperty(name, value);
    return noChange;
  }
}
export const cssProps = directive(CssPropsDirective);

export interface TileOptions {
  /** Centre in board units (a tile is 2 × 1); default 0, 0. */
  x?: number;
  y?: number;
  /** Long side horizontal; default true. */
  horizontal?: boolean;
  /** Draw the low number first (left or top) instead of the high one. */
  flip?: boolean;
  /** It may be played now (hints). */
  playable?: boolean;
  /** Chosen by the player, waiting for an end. */
  selected?: boolean;
  /** The most recent play on the board. */
  last?: boolean;
  /** Played since the person's last move: the side of the seat that played it (its colour). */
  by?: string;
  /** Accessible name (`<title>`); left out, the tile is decoration to assistive technology. */
  label?: string;
  /** A spinner on the board: marked so the arms it branches into read as one cross. */
  spinner?: boolean;
  /** The CSS part it exposes (`played` on the board); none by default. */
  part?: string;
}

// Pip centres in one half (a unit square centred on 0, 0), drawn for a vertical tile: columns of three
// for 6–9, as on double-nine sets (7 = 6 + centre, 8 = all but the centre, 9 = all). Written as places on a 3 × 3
// grid, column by column from the top left (0 top left, 4 the centre, 8 bottom right), in the order they are drawn:
// a few bytes where the coordinates written out cost a hundred in the entry (issue 23).
const A = 0.29;
export const PIPS: readonly (readonly number[])[][] = [
  '',
  '4',
  '62',
  '642',
  '0628',
  '06428',
  '012678',
  '0124678',
  '01235678',
  '012345678',
].map((places) => [...places].map((k) => [(((+k / 3) | 0) - 1) * A, ((+k % 3) - 1) * A]));

// A tile's pips are one path, a dot each: a round cap on a segment of no length, 0.23 units across (tile.styles.ts),
// 4 px on a board tile of the readable floor (18 px a unit, issue 20). One node and one binding a tile, where a circle
// each cost a template instance and three bindings, over 40 of them in a first frame's hand (issue 23).
const half = (n: number, dy: number): string =>
  (PIPS[n] ?? []).map(([px, py = 0]) => `M${px} ${(py + dy).toFixed(2)}h0`).join('');

/** The `d` of a tile's one pip path, drawn upright: the high number on top, or the low one when flipped. */
export function pipPath(tile: Tile, flip = false): string {
  const { hi, lo } = tileInfo(tile);
  const [a, b] = flip ? [lo, hi] : [hi, lo];
  return half(a, -0.5) + half(b, 0.5);
}

/** The `class` of a tile's group: `tile` and its highlight states. */
export const tileClass = (opts: TileOptions): string =>
  `tile${opts.playable ? ' tile--playable' : ''}${opts.selected ? ' tile--selected' : ''}${opts.last ? ' tile--last' : ''}${opts.spinner ? ' tile--spinner' : ''}${opts.by ? ` tile--by tile--by-${opts.by}` : ''}`;

/**
 * A tile as an SVG group for use inside an `<svg>` in board units (2 × 1). Drawn upright (first number
 * on top) and turned a quarter for a horizontal tile, so the first number ends up on the left. Its face, edge
 * included, fills its 2 × 1: joined tiles touch end to end (the board draws a gap where others touch).
 */
export function tileSvg(tile: Tile, opts: TileOptions = {}): SVGTemplateResult {
  const { x = 0, y = 0, horizontal = true } = opts;
  // A CSS transform (not the attribute) so a re-laid-out board glides; see .tile in the styles.
  const transform = `translate(${x}px,${y}px)${horizontal ? ' rotate(-90deg)' : ''}`;
  return svg`<g class=${tileClass(opts)} part=${opts.part ?? nothing} ${cssProps({ transform })}
    >${opts.label ? svg`<title>${opts.label}</title>` : nothing}<rect class="tile__face" x="-.48" y="-.98" width=".96" height="1.96" rx=".12"></rect><line class="tile__bar" x1="-.34" x2=".34" y1="0" y2="0"></line>${
      // A spinner wears the brass pin real spinner tiles have at their centre.
      opts.spinner ? svg`<circle class="tile__pin" r=".09"></circle>` : nothing
    }<path class="pip" d=${pipPath(tile, opts.flip)}></path></g>`;
}

/**
 * A tile as its own upright `<svg>` element, one tile in size (seats' face-up tiles, dialogs, the drag ghost): one
 * template instance, the tile drawn as tileSvg draws it, standing at 0, 0 with no transform (as in the hand's buttons).
 */
export function tileImage(
  tile: Tile,
  opts: Pick<TileOptions, 'flip' | 'playable' | 'selected' | 'label'> = {},
): TemplateResult {
  return html`<svg
    class="tile-img"
    viewBox="-.5 -1 1 2"
    role=${opts.label ? 'img' : nothing}
    aria-label=${opts.label ?? nothing}
    aria-hidden=${opts.label ? nothing : 'true'}
  >
    <g class=${tileClass(opts)}>
      <rect class="tile__face" x="-.46" y="-.95" width=".92" height="1.9" rx=".12"></rect>
      <line class="tile__bar" x1="-.34" x2=".34" y1="0" y2="0"></line>
      <path class="pip" d=${pipPath(tile, opts.flip)}></path>
    </g>
  </svg>`;
}
