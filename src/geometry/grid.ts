/** Which tile covers each half-unit cell of the board: the occupancy grid the searches lay tiles on. */

import type { Rect } from './shapes.js';

// Every edge lies on the half grid, so half-unit cells are exact. The grid spans ±128 units round the
// lead; a cell off it counts as taken.
const SIDE = 512;

/**
 * The grid cells under `area` (−1 for a cell off the grid), kept on the rectangle: the indices do not
 * depend on the grid, so a tile keeps them across boards and calls.
 */
export function cellsUnder(area: Rect): number[] {
  if (area.cells) return area.cells;
  const out: number[] = [];
  const i1 = Math.round((area.x + area.hx) * 2) + SIDE / 2;
  const j1 = Math.round((area.y + area.hy) * 2) + SIDE / 2;
  for (let i = Math.round((area.x - area.hx) * 2) + SIDE / 2; i < i1; i++) {
    for (let j = Math.round((area.y - area.hy) * 2) + SIDE / 2; j < j1; j++)
      out.push(i >= 0 && i < SIDE && j >= 0 && j < SIDE ? i * SIDE + j : -1);
  }
  return (area.cells = out);
}

/** The tiles of one board at a time: each board clears the last one's before it lays its own. */
export class OccupancyGrid {
  /** Tile index + 1 in each cell; 0 where free. */
  #tiles = new Int16Array(SIDE * SIDE);
  /** Cells written since the last clear. */
  readonly #written: number[] = [];

  clear(): void {
    for (const c of this.#written) this.#tiles[c] = 0;
    this.#written.length = 0;
  }

  /** Whether any cell under `area` is taken (or off the grid). */
  taken(area: Rect): boolean {
    for (const c of cellsUnder(area)) if (c < 0 || this.#tiles[c]) return true;
    return false;
  }

  /** Adds the tiles covering `area` to `into`. */
  tilesUnder(area: Rect, into: Set<number>): void {
    for (const c of cellsUnder(area)) if (c >= 0 && this.#tiles[c]) into.add(this.#tiles[c] - 1);
  }

  /** Lays tile `index` on the cells under `area`. */
  lay(index: number, area: Rect): void {
    for (const c of cellsUnder(area)) {
      if (c < 0) continue;
      this.#tiles[c] = index + 1;
      this.#written.push(c);
    }
  }

  /** Frees the cells under `area`. */
  lift(area: Rect): void {
    for (const c of cellsUnder(area)) if (c >= 0) this.#tiles[c] = 0;
  }
}

// A fresh grid costs about as much as a whole move (zeroing 512 KB takes 35–70 µs), so the grid is kept
// between calls, and lent to one call at a time.
let spare: OccupancyGrid | undefined;

/** Runs `use` with a grid no one else uses meanwhile. */
export function withGrid<T>(use: (grid: OccupancyGrid) => T): T {
  const grid = spare ?? new OccupancyGrid();
  spare = undefined;
  const result = use(grid);
  spare = grid;
  return result;
}
