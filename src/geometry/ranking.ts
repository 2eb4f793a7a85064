/** What a free spot costs beyond its base cost (the box, the turn, the crowding), and the strategies that vary it. */

import type { LayoutTile } from '../engine/types.js';
import { OUT_OF_BOX, STRAIGHT_AFTER_LEG, WRONG_TURN } from './costs.js';
import type { LaidTile } from './shapes.js';
import type { Spot } from './spots.js';
import { BASE_UNIT, BOARD_MARGIN, MAX_UNIT } from './types.js';

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

// The box a board should keep within: the felt, measured in board units at the tile size wanted for the
// tiles on it so far (see `targetUnit`), less the margin round the board and room for drop targets.
/**
 * A tile's half-length (a board unit) wanted on the felt, in CSS pixels, for a board of `count` tiles. A tile's face
 * is drawn 1.9 units long (a gap between neighbours), so a face of 48 px through a dozen tiles, 36 px through 24 and
 * 30 px through 30 (issue 20) need 25.3, 19 and 15.8 px a unit; then slowly less.
 */
export function targetUnit(count: number): number {
  // 19.1 at 24 tiles and 15.9 at 30, a straight line between 12 and 30.
  return count <= 12 ? 25.5 : count <= 30 ? 25.5 - (count - 12) * 0.53 : 16 * Math.sqrt(30 / count);
}
/**
 * Units round the tiles kept free for the drop targets of the outermost ends (a target is 2 × 1): more on a board of a
 * dozen tiles or fewer, whose tiles are largest, so a straight arm's target does not push it past its felt.
 */
const targetRoom = (count: number): number => (count > 12 ? 1 : 1.5);
/** Felt (square board units) per tile when the felt has room to spare: tiles, gaps, turns and targets. */
const AREA_PER_TILE = 15;
const MIN_HALF = 1.5;

/**
 * Half the width and half the height of the box for each tile: the felt (`room`, in board units at
 * `BASE_UNIT` px, wide side first) at the tile size wanted for a board of that many tiles, so a line runs
 * to the felt's edge and turns there. Each tile gets the box of the board it joined, so a placement never
 * depends on tiles played after it.
 */
export function boxSizes(
  tiles: readonly LayoutTile[],
  room: { width: number; height: number },
  grow: number,
): [number[], number[]] {
  const halfWidths: number[] = [];
  const halfHeights: number[] = [];
  tiles.forEach((_, k) => {
    // On a large felt, tiles larger than the floor: the felt's area shared out among the tiles.
    const shared = BASE_UNIT * Math.sqrt((room.width * room.height) / ((k + 1) * AREA_PER_TILE));
    const unit = Math.min(MAX_UNIT, Math.max(targetUnit(k + 1), shared));
    const scale = (BASE_UNIT / unit) * grow;
    halfWidths[k] = Math.max(MIN_HALF, (room.width * scale) / 2 - BOARD_MARGIN - targetRoom(k + 1));
    halfHeights[k] = Math.max(MIN_HALF, (room.height * scale) / 2 - BOARD_MARGIN - targetRoom(k + 1));
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
