/** The board geometry's public shapes: placed tiles and drop targets, the options, and the work counts. */

import type { Tile } from '../engine/types.js';

export interface PlacedTile {
  /** Index in `layout.tiles`. */
  index: number;
  tile: Tile;
  /** Centre. */
  x: number;
  y: number;
  /** Long side horizontal (2 wide, 1 high); else vertical (1 wide, 2 high). */
  horizontal: boolean;
  /** Draw the low number first (left or top) instead of the high one, so the matched number touches the parent. */
  flip: boolean;
  spinner: boolean;
  double: boolean;
}

export interface PlacedEnd {
  id: string;
  pip: number;
  open: boolean;
  /** Centre of the spot a single played on this end would take (the drop target, 2 × 1). */
  x: number;
  y: number;
  horizontal: boolean;
}

export interface BoardGeometry {
  tiles: PlacedTile[];
  ends: PlacedEnd[];
  /**
   * The edges where two tiles touch that are not joined (one played on the other), as an SVG path of one `M…L…`
   * segment each: drawn as a gap. None on a board drawn without its code.
   */
  seams?: string;
  /** Box around every tile and drop target. */
  bounds: { x: number; y: number; width: number; height: number };
}

/** Margin round the tiles and drop targets, in board units, that the board view keeps inside the felt. */
export const BOARD_MARGIN = 0.3;
/** The CSS pixels per board unit (half a tile's long side) that `PlaceOptions.felt` is measured against. */
export const BASE_UNIT = 24;
/**
 * The smallest board unit drawn without the reader asking (a tile's long side of 36 px): a board that would need
 * smaller tiles to fit its felt is drawn at this size and pans (the element's board view); the layout avoids it.
 */
export const FLOOR_UNIT = 18;
/** The largest board unit in CSS pixels: a few tiles on a wide felt do not become giants. */
export const MAX_UNIT = 44;

export interface PlaceOptions {
  /** Width ÷ height the board should stay near (the container's shape); below 1 the board is laid out tall. */
  maxAspect?: number;
  /**
   * The felt's size in CSS pixels (the board's space): the layout is made for it, turning its lines at the
   * felt's edge at the tile size wanted for its tile count. Its shape then stands for `maxAspect`. Without
   * it, a phone's felt (about 340 × 300 px) of `maxAspect`'s shape.
   */
  felt?: { width: number; height: number };
  /** Gets the work of this call added to it (for benches and tests: counts, not times). */
  work?: PlacementWork;
}

/** Work done placing layouts, summed over calls. A move is one tile added to a placement. */
export interface PlacementWork {
  /** Moves placed (a cached placement costs none). */
  moves: number;
  /** Spots tried, each a tile put down and checked. */
  steps: number;
  /** The most spots one move tried. */
  maxMoveSteps: number;
  /** Fresh searches from the lead after a failed repair. */
  restarts: number;
  /**
   * Subtrees of tiles already down lifted by a repair. Only a move with a lift or a restart may move an earlier tile
   * (on the same felt); every other move adds the new tile and nothing else.
   */
  lifts: number;
  /** Moves where every restart failed, so the tile took its cheapest free spot (or one beyond its end). */
  fallbacks: number;
}
