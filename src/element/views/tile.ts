/** One domino drawn in SVG: pip patterns 0–9, face down, orientation and highlight states. */

import { html, noChange, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import { Directive, directive, PartType, type ElementPart, type PartInfo } from 'lit/directive.js';
import { tileInfo } from '../../engine/tiles.js';
import type { Tile } from '../../engine/types.js';

/**
 * Sets inline style properties through the CSSOM (`element.style.setProperty`) on every render, the first
 * included, so it works under a Content-Security-Policy without 'unsafe-inline' for styles: such a policy
 * refuses a `style` attribute, whether in markup or set by `setAttribute` (Lit's own `styleMap` does that on
 * its first render). Used as an element binding: `<g ${cssProps({ transform: '…' })}>`; names are CSS names.
 */
class CssPropsDirective extends Directive {
  #names = new Set<string>();

  constructor(part: PartInfo) {
    super(part);
    if (part.type !== PartType.ELEMENT) throw new Error('cssProps() is an element binding');
  }

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
// for 6–9, as on double-nine sets (7 = 6 + centre, 8 = all but the centre, 9 = all).
const A = 0.29;
const TL = [-A, -A],
  TR = [A, -A],
  ML = [-A, 0],
  MR = [A, 0],
  BL = [-A, A],
  BR = [A, A];
const C = [0, 0],
  TC = [0, -A],
  BC = [0, A];
export const PIPS: readonly (readonly number[])[][] = [
  [],
  [C],
  [TR, BL],
  [TR, C, BL],
  [TL, TR, BL, BR],
  [TL, TR, C, BL, BR],
  [TL, ML, BL, TR, MR, BR],
  [TL, ML, BL, C, TR, MR, BR],
  [TL, ML, BL, TC, BC, TR, MR, BR],
  [TL, ML, BL, TC, C, BC, TR, MR, BR],
];

// A tile's pips are one path, a dot each: a round cap on a segment of no length, 0.23 units across (tile.styles.ts),
// 4 px on a board tile of the readable floor (18 px a unit, issue 20). One node and one binding a tile, where a circle
// each cost a template instance and three bindings, over 40 of them in a first frame's hand (issue 23).
const half = (n: number, dy: number): string =>
  (PIPS[n] ?? []).map(([px, py = 0]) => `M${px} ${(py + dy).toFixed(2)}h0`).join('');

/**
 * A tile as an SVG group for use inside an `<svg>` in board units (2 × 1). Drawn upright (first number
 * on top) and turned a quarter for a horizontal tile, so the first number ends up on the left.
 */
export function tileSvg(tile: Tile, opts: TileOptions = {}): SVGTemplateResult {
  const { x = 0, y = 0, horizontal = true, flip = false } = opts;
  const { hi, lo } = tileInfo(tile);
  const [a, b] = flip ? [lo, hi] : [hi, lo];
  const cls = `tile${opts.playable ? ' tile--playable' : ''}${opts.selected ? ' tile--selected' : ''}${opts.last ? ' tile--last' : ''}${opts.spinner ? ' tile--spinner' : ''}${opts.by ? ` tile--by tile--by-${opts.by}` : ''}`;
  // A CSS transform (not the attribute) so a re-laid-out board glides; see .tile in the styles.
  const transform = `translate(${x}px,${y}px)${horizontal ? ' rotate(-90deg)' : ''}`;
  return svg`<g class=${cls} part=${opts.part ?? nothing} ${cssProps({ transform })}
    >${opts.label ? svg`<title>${opts.label}</title>` : nothing}<rect class="tile__face" x="-.46" y="-.95" width=".92" height="1.9" rx=".12"></rect><line class="tile__bar" x1="-.34" x2=".34" y1="0" y2="0"></line>${
      // A spinner wears the brass pin real spinner tiles have at their centre.
      opts.spinner ? svg`<circle class="tile__pin" r=".09"></circle>` : nothing
    }<path class="pip" d=${half(a, -0.5) + half(b, 0.5)}></path></g>`;
}

/** A tile as its own upright `<svg>` element, one tile in size (hands, seats' face-up tiles, dialogs). */
export function tileImage(tile: Tile, opts: Omit<TileOptions, 'horizontal'> = {}): TemplateResult {
  return html`<svg
    class="tile-img"
    viewBox="-.5 -1 1 2"
    role=${opts.label ? 'img' : nothing}
    aria-label=${opts.label ?? nothing}
    aria-hidden=${opts.label ? nothing : 'true'}
  >
    ${tileSvg(tile, { ...opts, x: 0, y: 0, horizontal: false, label: undefined })}
  </svg>`;
}
