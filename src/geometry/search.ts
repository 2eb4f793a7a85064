/** One board being searched: a layout's tiles laid on the grid under one strategy, spots ranked by cost. */

import type { Layout, LayoutTile } from '../engine/types.js';
import {
  DEAD_END_REACH,
  LOOKAHEAD_REACH,
  NEAR_END_CLOSED,
  NEAR_END_CRAMPED,
  NEAR_END_REACH,
  OVER_TARGET,
  OWN_END_CLOSED,
  OWN_END_CRAMPED,
  PAST_ASPECT,
  PAST_FLOOR,
  FLOOR_SLACK,
  FLOOR_HEADROOM,
} from './costs.js';
import type { OccupancyGrid } from './grid.js';
import { boxSizes, crowding, jitter, outOfBox, turnCost, type Strategy } from './ranking.js';
import {
  directionIndex,
  endDirections,
  isDouble,
  beyond,
  laidTile,
  overlap,
  sameSpot,
  type LaidTile,
  type Rect,
} from './shapes.js';
import type { Spot, SpotsOnEnd } from './spots.js';
import { BASE_UNIT, FLOOR_UNIT, type PlacedEnd, type PlacementWork } from './types.js';

/** What one placeLayout call lays its boards out with. */
export interface Workspace {
  /** Width ÷ height the board should stay near, at least 1 (a tall board is laid out wide, then turned). */
  aspect: number;
  /** The felt in board units at `BASE_UNIT` px, wide side first (a tall felt is laid out wide, then turned). */
  room: { width: number; height: number };
  grid: OccupancyGrid;
  spotsOn: SpotsOnEnd;
  /** Gets every spot tried counted. */
  work: PlacementWork;
}

interface OpenEnd {
  /** Tile index × 4 + logical direction: the end a later tile names by its parent and `dir`. */
  key: number;
  /** Index of the tile the end belongs to. */
  tile: number;
  /** Physical side. */
  side: number;
}

/** A board laid out by one search (see `searchBoard`). */
export interface SearchedBoard {
  laid: LaidTile[];
  /** Null when every tile found a free spot; else the tiles to blame (none when the budget ran out). */
  blame: Set<number> | null;
  /** Spots tried. */
  steps: number;
  /** Drop targets for the ends asked for. */
  targets: PlacedEnd[];
}

/**
 * Lays tiles 0…m−1 of a layout on the workspace's grid under one strategy (the last board's tiles are
 * lifted first). Tiles with a hint take it first, unchecked (hints are an earlier placement of the
 * same tiles, which passed every check); the `moving` ones (all but the lead when null), and hinted
 * tiles a dead end jumps back to, search their spots cheapest first. `budget` caps the spots tried
 * (0: no search, the cheapest free spot or an overlapping one). Then the drop targets of `ends`.
 */
export function searchBoard(
  tiles: readonly LayoutTile[],
  strategy: Strategy,
  space: Workspace,
  hints: readonly LaidTile[],
  moving: ReadonlySet<number> | null,
  budget: number,
  ends: Layout['ends'] = [],
): SearchedBoard {
  const { aspect, grid, work } = space;
  const count = tiles.length;
  // A spinner lead's arms go straight out from its four sides, centred: the cross the rule makes (a double lead's
  // neighbours are singles, so those spots are free until its arms are down, and forward checking keeps them so).
  const cross = !!tiles[0]?.spinner;
  const spotsOn = (tile: Rect, side: number, double: boolean): Spot[] =>
    space.spotsOn(tile, side, double, cross && tile === laid[0]);
  const [halfWidths, halfHeights] = boxSizes(tiles, space.room, strategy.grow);
  // The board's size (see `size`) the felt holds at the floor: beyond it the board would pan. A restart from the lead
  // (`moving` null) goes without it: it must find a board at all (later moves pay it again).
  const limit = moving ? space.room.height * (BASE_UNIT / FLOOR_UNIT) * FLOOR_HEADROOM - FLOOR_SLACK : Infinity;
  const laid: LaidTile[] = [];
  grid.clear();
  let open: OpenEnd[] = [];
  let box = [0, 0, 0, 0]; // min x, max x, min y, max y
  let steps = 0;
  /** The board's size with `area` on it: its width over the aspect, or its height, whichever is larger. */
  const size = (area: Rect): number =>
    Math.max(
      (Math.max(box[1]!, area.x + area.hx) - Math.min(box[0]!, area.x - area.hx)) / aspect,
      Math.max(box[3]!, area.y + area.hy) - Math.min(box[2]!, area.y - area.hy),
    );
  /** Free spots (0, 1, or 2 for "enough") for a single on side `side` of `tile` if `extra` were taken too. */
  const room = (tile: Rect, side: number, extra?: Rect): number => {
    let found = 0;
    for (const spot of spotsOn(tile, side, false))
      if (!grid.taken(spot) && !(extra && overlap(spot, extra)) && ++found > 1) break;
    return found;
  };
  /** The tiles in the way of every spot of an end, added to `why`. */
  const blocking = (tile: Rect, side: number, why: Set<number>): Set<number> => {
    for (const spot of spotsOn(tile, side, false)) grid.tilesUnder(spot, why);
    return why;
  };

  /**
   * Free spots for tile `item` (−1: a drop target) on side `side` of tile `on`, which is logical direction
   * `direction` there, cheapest first. `ownEnds`: the logical directions of the tile's own ends;
   * `targets`: drop targets placed before; `blockers` gets the tiles in the way.
   */
  const ranked = (
    item: number,
    on: number,
    side: number,
    direction: number,
    double: boolean,
    ownEnds: readonly number[],
    targets: readonly Rect[],
    blockers: Set<number>,
  ): LaidTile[] => {
    const covered = on * 4 + direction;
    const parent = laid[on]!;
    const halfWidth = halfWidths[item < 0 ? count - 1 : item]!;
    const halfHeight = halfHeights[item < 0 ? count - 1 : item]!;
    const before = size({ x: 0, y: 0, hx: 0, hy: 0 });
    // The free spots of the open ends near this one, found once for every spot of this tile.
    const near = open.filter(
      (e) =>
        e.key !== covered &&
        Math.abs(laid[e.tile]!.x - parent.x) + Math.abs(laid[e.tile]!.y - parent.y) <= NEAR_END_REACH,
    );
    let nearFree: Spot[][] | undefined;
    const out: Array<[number, LaidTile]> = [];
    for (const spot of spotsOn(parent, side, double)) {
      if (grid.taken(spot)) {
        grid.tilesUnder(spot, blockers);
        continue;
      }
      let cost = spot.cost + jitter(item, out.length, strategy.jitter);
      for (const target of targets) if (overlap(spot, target)) cost += OVER_TARGET;
      // Leaving the box costs by how far; growing the board beyond its aspect a little, and past the felt at the
      // floor a lot.
      cost += outOfBox(spot, halfWidth, halfHeight);
      const grown = size(spot);
      cost += (grown > limit ? PAST_FLOOR : PAST_ASPECT) * Math.max(0, grown - before);
      cost += turnCost(spot, side, parent, strategy.mirror);
      // Lookahead: open ends nearby, and the new tile's own ends, had better keep room for two spots.
      nearFree ??= near.map((e) => spotsOn(laid[e.tile]!, e.side, false).filter((free) => !grid.taken(free)));
      near.forEach((e, i) => {
        const end = laid[e.tile]!;
        if (Math.abs(end.x - spot.x) + Math.abs(end.y - spot.y) > LOOKAHEAD_REACH) return;
        let left = 0;
        for (const free of nearFree![i]!) if (!overlap(free, spot) && ++left > 1) break;
        // A cross's arm has its one spot: kept free, it is room enough.
        cost += crowding(cross && !e.tile ? left * 2 : left, NEAR_END_CLOSED, NEAR_END_CRAMPED);
      });
      const tile = (spot.laid ??= laidTile(
        spot.x,
        spot.y,
        spot.hx > spot.hy,
        spot.heading,
        (spot.heading - direction + 4) % 4,
        spot.heading !== side && side % 2 === 1,
      ));
      for (const own of ownEnds) {
        cost += crowding(room(tile, (own + tile.turn) % 4, spot), OWN_END_CLOSED, OWN_END_CRAMPED);
      }
      out.push([cost, tile]);
    }
    return out.sort((a, b) => a[0] - b[0]).map((entry) => entry[1]);
  };

  const saved: Array<{ open: OpenEnd[]; box: number[] }> = [];
  const lay = (index: number, tile: LaidTile): void => {
    const played = tiles[index]!;
    saved[index] = { open, box };
    laid[index] = tile;
    grid.lay(index, tile);
    if (index) {
      const covered = (played.parent ?? 0) * 4 + directionIndex(played.dir ?? 'e');
      open = open.filter((e) => e.key !== covered);
    }
    for (const end of endDirections(index === 0, played.spinner, played.dir))
      open.push({ key: index * 4 + end, tile: index, side: (end + tile.turn) % 4 });
    box = [
      Math.min(box[0]!, tile.x - tile.hx),
      Math.max(box[1]!, tile.x + tile.hx),
      Math.min(box[2]!, tile.y - tile.hy),
      Math.max(box[3]!, tile.y + tile.hy),
    ];
  };
  const lift = (index: number): void => {
    grid.lift(laid[index]!);
    ({ open, box } = saved[index]!);
  };
  /**
   * Forward checking after `tile` was laid: an open end with no free spot left gives the tiles that
   * boxed it in, with its own tile. Every end had a spot before, so only ends near the new tile (and
   * its own) can have lost their last one.
   */
  const deadEnd = (tile: Rect): Set<number> | null => {
    for (const e of open) {
      const end = laid[e.tile]!;
      if (Math.abs(end.x - tile.x) > DEAD_END_REACH || Math.abs(end.y - tile.y) > DEAD_END_REACH) continue;
      if (room(end, e.side) === 0) return blocking(end, e.side, new Set([e.tile]));
    }
    return null;
  };

  const outOfBudget = new Set<number>(); // blames no tile: unwinds everything
  // The tiles that stay first (at their hints, unchecked: they passed every check together), then
  // the moving ones in the order played (so each comes after its parent).
  const order: number[] = [];
  for (let k = 1; k < count; k++) if (moving && !moving.has(k)) order.push(k);
  const fixed = order.length;
  for (let k = 1; k < count; k++) if (!moving || moving.has(k)) order.push(k);
  // Depth-first with conflict-directed backjumping: a dead end returns the tiles to blame.
  const step = (i: number): Set<number> | null => {
    if (i >= order.length) return null;
    const k = order[i]!;
    const played = tiles[k]!;
    const on = played.parent ?? 0;
    const direction = directionIndex(played.dir ?? 'e');
    const side = (direction + laid[on]!.turn) % 4;
    const conflict = new Set<number>([on]);
    const ownEnds = endDirections(false, played.spinner, played.dir);
    const list = ranked(k, on, side, direction, isDouble(played.tile), ownEnds, [], conflict);
    if (!budget) {
      // No search: the cheapest free spot, else one beyond the end (overlapping).
      lay(k, list[0] ?? beyond(laid[on]!, side, direction));
      return step(i + 1);
    }
    // A tile's old spot, if still on offer, comes first (the board moves as little as it can).
    const old = hints[k];
    const at = old ? list.findIndex((tile) => sameSpot(tile, old)) : -1;
    if (at > 0) list.unshift(...list.splice(at, 1));
    for (const tile of list) {
      if (++steps > budget) return outOfBudget;
      work.steps++;
      lay(k, tile);
      const blame = deadEnd(tile) ?? step(i + 1);
      if (!blame) return null;
      lift(k);
      if (!blame.has(k)) return blame; // this tile is not to blame: jump further back
      for (const c of blame) if (c !== k) conflict.add(c);
    }
    return conflict;
  };
  if (count) lay(0, hints[0]!);
  for (let i = 0; i < fixed; i++) lay(order[i]!, hints[order[i]!]!);
  const blamed = step(fixed);

  // Drop targets: where a single would go; clear of tiles, and of each other where they can be.
  const targets: PlacedEnd[] = [];
  const chosen: Rect[] = [];
  for (const e of ends) {
    const p = laid[e.tile];
    if (!p) continue;
    const direction = directionIndex(e.dir);
    const side = (direction + p.turn) % 4;
    open = open.filter((o) => o.key !== e.tile * 4 + direction);
    const r = ranked(-1, e.tile, side, direction, false, [], chosen, new Set())[0] ?? beyond(p, side, direction);
    chosen.push(r);
    targets.push({ id: e.id, pip: e.pip, open: e.open, x: r.x, y: r.y, horizontal: r.hx > r.hy });
  }
  return { laid, blame: blamed, steps, targets };
}
