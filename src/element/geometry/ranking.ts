/** What a free spot costs beyond its base cost (the box, the turn, the crowding), and the strategies that vary it. */

import type { LayoutTile } from '../../engine/types.js';
import { OUT_OF_BOX, STRAIGHT_AFTER_LEG, WRONG_TURN } from './costs.js';
import type { LaidTile } from './shapes.js';
import type { Spot } from './spots.js';

/** How a search goes about it: a restart takes the next strategy (see `strategyAt`). */
export interface Strategy {
  /** Turns on an axis go left instead of right. */
  mirror: boolean;
  /** Scale of the box the board should keep within. */
  grow: number;
  /** Seed of small changes to the costs (0: none). */
  jitter: number;
}

// Later strategies mirror the turns, grow the box and shuffle close choices (restarts of a short search
// beat one long search when an early choice was the bad one).
export const STRATEGIES = 24;
const GROWTH = [1, 1, 1.5, 1.5, 0.75, 2.5];
export const strategyAt = (index: number): Strategy => ({
  mirror: index % 2 === 1,
  grow: GROWTH[index % GROWTH.length]!,
  jitter: index,
});

/**
 * Small changes to the costs under a restart's strategy (seed 0: none): a hash of the tile, the spot's
 * rank among the free ones and the seed, up to 4 × (1 + seed / 3), so close choices come out another way.
 */
export const jitter = (item: number, rank: number, seed: number): number =>
  seed ? ((((item * 31 + rank * 7 + seed * 101) * 2654435761) >>> 24) / 64) * (1 + seed / 3) : 0;

// The box a board should keep within: its half width grows with the area its tiles need.
const MIN_HALF_WIDTH = 8;
const MIN_HALF_HEIGHT = 6;
const AREA_PER_TILE = 1.4;
/** A spinner starts two more arms, which need room of their own: it counts as this many more tiles. */
const ARMS_PER_SPINNER = 2;

/**
 * Half the width and half the height of the box for each tile: the box grows in steps with the tile
 * count (so most moves leave earlier tiles where they were), and each tile gets the box of the board it
 * joined, so a placement never depends on tiles played after it.
 */
export function boxSizes(tiles: readonly LayoutTile[], aspect: number, grow: number): [number[], number[]] {
  const halfWidths: number[] = [];
  const halfHeights: number[] = [];
  let arms = 0;
  tiles.forEach((t, k) => {
    if (t.spinner) arms += ARMS_PER_SPINNER;
    halfWidths[k] = Math.max(
      MIN_HALF_WIDTH,
      2 * Math.ceil((Math.sqrt(aspect * (k + 1 + arms) * AREA_PER_TILE) * grow) / 2),
    );
    halfHeights[k] = Math.max(MIN_HALF_HEIGHT, halfWidths[k] / aspect);
  });
  return [halfWidths, halfHeights];
}

/** Leaving the box costs by how far. */
export const outOfBox = (spot: Spot, halfWidth: number, halfHeight: number): number =>
  OUT_OF_BOX *
  (Math.max(0, spot.x + spot.hx - halfWidth) +
    Math.max(0, spot.hx - spot.x - halfWidth) +
    Math.max(0, spot.y + spot.hy - halfHeight) +
    Math.max(0, spot.hy - spot.y - halfHeight));

/**
 * A turn goes away from the centre (on an axis: right, or left when mirrored); after a corner into a
 * vertical leg it goes back inwards, so a long line snakes in rows.
 */
export function turnCost(spot: Spot, side: number, parent: LaidTile, mirror: boolean): number {
  if (spot.heading === side) return parent.leg ? STRAIGHT_AFTER_LEG : 0;
  const across = spot.heading % 2 ? spot.x : spot.y;
  const outwards = (spot.heading === 1 || spot.heading === 2 ? 1 : -1) * across > 0;
  const preferred =
    Math.abs(across) < 1 ? (spot.heading === (side + 1) % 4) !== mirror : parent.leg ? !outwards : outwards;
  return preferred ? 0 : WRONG_TURN;
}

/** What an end left with `left` free spots (counted up to 2) costs. */
export const crowding = (left: number, closed: number, cramped: number): number =>
  left === 0 ? closed : left === 1 ? cramped : 0;
