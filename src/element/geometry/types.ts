/** The board geometry's public shapes: placed tiles and drop targets, the options, and the work counts. */

import type { Tile } from '../../engine/types.js';

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
  /** Box around every tile and drop target. */
  bounds: { x: number; y: number; width: number; height: number };
}

export interface PlaceOptions {
  /** Width ÷ height the board should stay near (the container's shape); below 1 the board is laid out tall. */
  maxAspect?: number;
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
  /** Moves where every restart failed, so the tile took its cheapest free spot (or one beyond its end). */
  fallbacks: number;
}
