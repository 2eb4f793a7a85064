/** A layout's placement as a fold over its tiles: each move extends the one before, repairing or restarting when stuck. */

import type { LayoutTile } from '../engine/types.js';
import { STRATEGIES, strategyAt } from './ranking.js';
import { searchBoard, type Workspace } from './search.js';
import { isDouble, laidTile, type LaidTile } from './shapes.js';

/**
 * Spots one search may try; spots a repair may try in all; fresh searches after a failed repair, and
 * spots each may try (short: a restart that fails fails early, and the next strategy usually succeeds,
 * so a move tries at most REPAIR_LIMIT + RESTARTS × RESTART_BUDGET spots; 300 each once made ~3 000 and 70 ms).
 */
const SEARCH_BUDGET = 300;
const REPAIR_LIMIT = 600;
const RESTARTS = 23;
const RESTART_BUDGET = 100;

/** The placement of tiles 0…k of a layout, and the strategy it was found with. */
export interface Placement {
  laid: LaidTile[];
  strategy: number;
}

/**
 * Adds tile `tiles.length − 1` to the placement of the ones before it: a search from that placement
 * (which usually puts the new tile at its cheapest spot and stops there, and otherwise moves the few
 * tiles in its way); when that runs out of budget, fresh searches with the next strategies; and only if
 * they all fail (never in the property tests), the cheapest free spot or one beyond the end.
 */
function extend(tiles: readonly LayoutTile[], before: Placement, space: Workspace): Placement {
  const strategy = before.strategy;
  const found = repair(tiles, before, space);
  if (found) return found;
  // Searches from the lead with other turns and boxes (every tile may move).
  for (let i = 1; i <= RESTARTS; i++) {
    space.work.restarts++;
    const next = (strategy + i) % STRATEGIES;
    const board = searchBoard(tiles, strategyAt(next), space, before.laid.slice(0, 1), null, RESTART_BUDGET);
    if (!board.blame) return { laid: board.laid, strategy: next };
  }
  space.work.fallbacks++;
  const board = searchBoard(tiles, strategyAt(strategy), space, before.laid, new Set([tiles.length - 1]), 0);
  return { laid: board.laid, strategy };
}

/**
 * The new tile at its cheapest spot that leaves room for every end; else it moves with whole subtrees
 * of the tiles in its way (the smallest first), searched again; null when that runs past `REPAIR_LIMIT`.
 */
function repair(tiles: readonly LayoutTile[], before: Placement, space: Workspace): Placement | null {
  const strategy = before.strategy;
  const last = tiles.length - 1;
  const moving = new Set([last]);
  let spent = 0;
  for (;;) {
    const board = searchBoard(tiles, strategyAt(strategy), space, before.laid, moving, SEARCH_BUDGET);
    const conflict = board.blame;
    spent += board.steps;
    if (!conflict) return { laid: board.laid, strategy };
    if (spent >= REPAIR_LIMIT) break;
    let root = -1;
    let size = Infinity;
    for (const c of conflict) {
      if (c === 0 || moving.has(c)) continue;
      let n = 0;
      for (let j = c; j <= last; j++) if (below(tiles, c, j)) n++;
      if (n < size || (n === size && c > root)) {
        root = c;
        size = n;
      }
    }
    if (root < 0) break;
    // Tiles already down are lifted (they try their old spots first, so they may land there again).
    space.work.lifts++;
    for (let j = root; j <= last; j++) if (below(tiles, root, j)) moving.add(j);
  }
  return null;
}

/** Whether tile `j` is `root` or below it. */
function below(tiles: readonly LayoutTile[], root: number, j: number): boolean {
  for (let i: number | null = j; i !== null && i >= root; i = tiles[i]!.parent) if (i === root) return true;
  return false;
}

// Placements of recent layouts by felt and tiles (a layout is the one before it plus a tile, so a
// move costs one extension). Only a cache: the placement of a layout is the same with or without it.
// With the spare grid (grid.ts), the only state kept between calls, and neither changes a result.
const CACHE_SIZE = 64;
const cache = new Map<string, Placement>();
const signature = (t: LayoutTile): string => `${t.tile}${t.spinner ? '*' : ''}${t.parent ?? ''}${t.dir ?? ''};`;

/** Forgets every cached placement (for benches and tests: results do not change). */
export function resetPlacementCache(): void {
  cache.clear();
}

/** The placement of every tile of `tiles`, from the longest cached placement of its first tiles. */
export function fold(tiles: readonly LayoutTile[], space: Workspace): Placement {
  const { work } = space;
  const keys: string[] = [];
  let key = `${space.room.width}x${space.room.height}|`;
  for (const t of tiles) keys.push((key += signature(t)));
  let k = tiles.length;
  let at: Placement | undefined;
  while (k > 0 && !(at = cache.get(keys[k - 1]!))) k--;
  // The lead sits at the origin: a single horizontal, a double crosswise (vertical).
  at ??= { laid: [laidTile(0, 0, !isDouble(tiles[0]!.tile), 1, 0, false)], strategy: 0 };
  if (k === 0) k = 1;
  for (; k < tiles.length; k++) {
    const start = work.steps;
    at = extend(tiles.slice(0, k + 1), at, space);
    work.moves++;
    work.maxMoveSteps = Math.max(work.maxMoveSteps, work.steps - start);
  }
  const last = keys[tiles.length - 1]!;
  cache.delete(last);
  cache.set(last, at);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return at;
}
