/** Board geometry: a pure function from the layout graph to tile and drop-target positions (no DOM). */

import type { Layout } from '../engine/types.js';
import { withGrid } from './grid.js';
import { fold } from './placement.js';
import { strategyAt } from './ranking.js';
import { seamsOf } from './seams.js';
import { searchBoard } from './search.js';
import { pipsOf, type LaidTile } from './shapes.js';
import { spotsMemo } from './spots.js';
import {
  BASE_UNIT,
  type BoardGeometry,
  type PlacedEnd,
  type PlacedTile,
  type PlaceOptions,
  type PlacementWork,
} from './types.js';

export { resetPlacementCache } from './placement.js';
export type { BoardGeometry, PlacedEnd, PlacedTile, PlaceOptions, PlacementWork } from './types.js';
export { BASE_UNIT, BOARD_MARGIN, FLOOR_UNIT, MAX_UNIT } from './types.js';
export { targetUnit } from './ranking.js';

/**
 * Units: a tile is 2 × 1 (long × short); x grows east, y grows south; positions are rectangle centres.
 *
 * Strategy:
 * 1. The lead sits at the origin: a single horizontal, a double crosswise (vertical). Later tiles are
 *    placed in the order played, each at its parent's end (physical directions follow the engine's
 *    logical ones, turned with the tile each end belongs to).
 * 2. Each tile has a short list of candidate spots (spots.ts), all with its matched half against the
 *    end's half: straight on; a corner (turned 90°); along a double's long side, shifted half a tile;
 *    and for tight spots a hook (turned, beside the end half) or lying alongside the end tile. A double
 *    lies crosswise to its line where it can. A spot that overlaps a placed tile (grid.ts) is never taken.
 * 3. Spots are ranked by cost (costs.ts, search.ts): growing the board past what the felt holds at the
 *    readable floor (it would pan) costs most, so it spreads into free width first; then leaving the box
 *    (half-size from the tile count, the spinners and the aspect ratio), so arms run straight to the box
 *    edge and turn there;
 *    a corner from a row into a vertical leg is followed at once by a turn back inwards, so long lines
 *    snake in rows; turns go away from the centre (on an axis: a right turn, a pinwheel); leaving an
 *    open end nearby, or the tile's own ends, with fewer than two free spots costs a lot.
 * 4. Placement is a fold over the tiles as played (placement.ts): a layout's placement is the one of the
 *    layout before it plus its last tile, so a move usually costs one tile (placements of recent layouts
 *    are cached; the result is the same without the cache, so the same layout always gives the same
 *    picture). Each tile gets the box of the board it joined. After a tile, every open end must keep a
 *    free spot for a single (forward checking). When the new tile has no such spot, a repair moves it
 *    together with whole subtrees of the tiles in its way (smallest first), searched depth-first with
 *    conflict-directed backjumping and the other tiles fixed, each tile trying its old spot first; if
 *    that runs past its step budget, short searches from the lead start again with the turns mirrored,
 *    a larger or smaller box and seeded small changes to the costs. Only if every restart fails (never
 *    in the property tests or the bench) does the tile take its cheapest free spot, or an overlapping
 *    one beyond its end. Every search has a step budget, so a move's work is bounded.
 * 5. Drop targets are where a single played on the end would go, clear of tiles (and of each other
 *    where possible).
 * 6. Boards for a narrow container (`maxAspect` < 1) are laid out wide and turned a quarter.
 *
 * Placement is stable: a tile moves only on a move that lifts it (a repair or a restart, counted as `lifts`), so the board grows without
 * shuffling. Cost (bench/geometry.bench.ts, which also counts restarts and fallbacks): a move is one
 * extension (~0.2 ms); a repair a few ms; the rare restarts (about one dense double-nine round in a
 * hundred) up to ~1 400 spots tried, about 20 ms.
 */
export const DEFAULT_ASPECT = 1.6;
/** The felt's area (CSS px²) assumed without a measured one: a phone's. */
const DEFAULT_FELT_AREA = 340 * 300;

/** Where every tile of the layout and every open end's drop target sits on the board. */
export function placeLayout(layout: Layout, opts: PlaceOptions = {}): BoardGeometry {
  const felt = opts.felt && opts.felt.width > 0 && opts.felt.height > 0 ? opts.felt : null;
  const want = felt ? felt.width / felt.height : opts.maxAspect && opts.maxAspect > 0 ? opts.maxAspect : DEFAULT_ASPECT;
  const tall = want < 1;
  const aspect = Math.max(1, tall ? 1 / want : want);
  // The felt in board units at BASE_UNIT px, wide side first, to half a unit: a few pixels more or less
  // give the same layout (and the same cached placements).
  const long = felt ? Math.max(felt.width, felt.height) : Math.sqrt(DEFAULT_FELT_AREA * aspect);
  const short = felt ? Math.min(felt.width, felt.height) : Math.sqrt(DEFAULT_FELT_AREA / aspect);
  const half = (px: number): number => Math.max(2, Math.round((px / BASE_UNIT) * 2) / 2);
  const room = { width: half(long), height: half(short) };
  let laid: LaidTile[] = [];
  let ends: PlacedEnd[] = [];
  // The counts go straight into the caller's totals (the most spots of one move is a maximum either way). Without a
  // caller's, nobody reads them: a blank object takes them (as NaN), which saves the board's code a zeroed one.
  const work = opts.work ?? ({} as PlacementWork);
  if (layout.tiles.length) {
    withGrid((grid) => {
      const space = { aspect, room, grid, spotsOn: spotsMemo(), work };
      const { laid: found, strategy } = fold(layout.tiles, space);
      const board = searchBoard(layout.tiles, strategyAt(strategy), space, found, new Set(), 0, layout.ends);
      laid = board.laid;
      ends = board.targets;
    });
  }
  // Tall boards: turn the wide layout a quarter clockwise, (x, y) → (−y, x). A vertical tile's top half
  // then lies on the right, so its drawing order flips.
  const turn = <T extends { x: number; y: number; horizontal: boolean }>(o: T): T =>
    tall ? { ...o, x: -o.y || 0, y: o.x, horizontal: !o.horizontal } : o;
  const placed = laid.map((tile, index): PlacedTile => {
    const t = layout.tiles[index]!;
    const [hi, lo] = pipsOf(t.tile);
    const double = hi === lo;
    const horizontal = tile.hx > tile.hy;
    // The matched number lies on the side the tile grew from: first (left/top) when it grew e or s.
    const other = t.match === hi ? lo : hi;
    const first = t.match === null ? hi : tile.heading === 1 || tile.heading === 2 ? t.match : other;
    const flip = !double && first === lo;
    return turn({
      index,
      tile: t.tile,
      x: tile.x,
      y: tile.y,
      horizontal,
      flip: tall && !horizontal && !double ? !flip : flip,
      spinner: t.spinner,
      double,
    });
  });
  const placedEnds = ends.map(turn);
  let x0 = Infinity,
    y0 = Infinity,
    x1 = -Infinity,
    y1 = -Infinity;
  for (const o of [...placed, ...placedEnds]) {
    const hx = o.horizontal ? 1 : 0.5;
    const hy = o.horizontal ? 0.5 : 1;
    x0 = Math.min(x0, o.x - hx);
    x1 = Math.max(x1, o.x + hx);
    y0 = Math.min(y0, o.y - hy);
    y1 = Math.max(y1, o.y + hy);
  }
  const bounds = placed.length
    ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 }
    : { x: -1, y: -0.5, width: 2, height: 1 };
  return {
    tiles: placed,
    ends: placedEnds,
    seams: seamsOf(
      placed,
      layout.tiles.map((t) => t.parent),
    ),
    bounds,
  };
}
