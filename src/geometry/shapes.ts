/** Shapes on the board: the four directions, tile-sized rectangles, and a tile as laid by a search. */

import type { Direction, Tile } from '../engine/types.js';

// Units: a tile is 2 × 1 (long × short); x grows east, y grows south; positions are rectangle centres.
// Directions are indices n e s w, so a quarter turn clockwise is +1.
export const STEP_X: readonly number[] = [0, 1, 0, -1];
export const STEP_Y: readonly number[] = [-1, 0, 1, 0];
/** Slack for comparing coordinates. */
export const EPSILON = 1e-6;

export interface Rect {
  x: number;
  y: number;
  /** Half the width and half the height. */
  hx: number;
  hy: number;
  /** Grid cells under it (see `cellsUnder`). */
  cells?: number[];
}

/** A tile laid on a board being searched: where it lies, and which way its line runs. */
export interface LaidTile extends Rect {
  /** Physical direction the tile grew in (its line), an index into 'nesw'. */
  heading: number;
  /** Quarter turns from the engine's logical directions to this tile's physical ones. */
  turn: number;
  /** A corner from a row into a vertical leg: the next tile should turn back into a row. */
  leg: boolean;
}

// Built field by field (object spread here made the whole layout several times slower).
export const laidTile = (
  x: number,
  y: number,
  horizontal: boolean,
  heading: number,
  turn: number,
  leg: boolean,
): LaidTile => ({
  x,
  y,
  hx: horizontal ? 1 : 0.5,
  hy: horizontal ? 0.5 : 1,
  cells: undefined,
  heading,
  turn,
  leg,
});

/**
 * The tile two units beyond side `side` of `tile` (which is logical direction `direction` there), where a
 * tile or drop target goes when no spot is free, overlapping whatever lies there.
 */
export const beyond = (tile: Rect, side: number, direction: number): LaidTile =>
  laidTile(
    tile.x + STEP_X[side]! * 2,
    tile.y + STEP_Y[side]! * 2,
    side % 2 === 1,
    side,
    (side - direction + 4) % 4,
    false,
  );

export const overlap = (a: Rect, b: Rect): boolean =>
  Math.abs(a.x - b.x) < a.hx + b.hx - EPSILON && Math.abs(a.y - b.y) < a.hy + b.hy - EPSILON;

/** Same centre and same way round. */
export const sameSpot = (a: Rect, b: Rect): boolean =>
  Math.abs(a.x - b.x) < EPSILON && Math.abs(a.y - b.y) < EPSILON && Math.abs(a.hx - b.hx) < EPSILON;

/**
 * A tile's numbers, high first, read from the name the engine writes ("H-L", src/engine/tiles.ts): the geometry is a
 * chunk of its own (dist/chunks/board.js) and reads them without the engine's table of every tile.
 */
export const pipsOf = (tile: Tile): [number, number] => [+tile[0]!, +tile[2]!];

export const isDouble = (tile: Tile): boolean => tile[0] === tile[2];

export const directionIndex = (direction: Direction): number => 'nesw'.indexOf(direction);

/** Logical directions of the ends a tile exposes (R-ALL-3). */
export function endDirections(lead: boolean, spinner: boolean, direction: Direction | null): number[] {
  if (lead) return spinner ? [0, 1, 2, 3] : [3, 1];
  const d = directionIndex(direction ?? 'e');
  return spinner ? [d, (d + 3) % 4, (d + 1) % 4] : [d];
}
