/** Board geometry: a pure function from the layout graph to tile and drop-target positions (no DOM). */

import type { Direction, Layout, LayoutTile } from '../engine/types.js';

/**
 * Units: a tile is 2 × 1 (long × short); x grows east, y grows south; positions are rectangle centres.
 *
 * Strategy:
 * 1. The lead sits at the origin: a single horizontal, a double crosswise (vertical). Later tiles are
 *    placed in the order played, each at its parent's end (physical directions follow the engine's
 *    logical ones, turned with the tile each end belongs to).
 * 2. Each tile has a short list of candidate spots, all with its matched half against the end's half:
 *    straight on; a corner (turned 90°); along a double's long side, shifted half a tile; and for
 *    tight spots a hook (turned, beside the end half) or lying alongside the end tile. A double lies
 *    crosswise to its line where it can. A spot that overlaps a placed tile is never taken.
 * 3. Spots are ranked by cost: leaving the box (half-size X × Y from the tile count, the spinners and
 *    the aspect ratio) costs most, so arms run straight to the box edge and turn there; a corner from
 *    a row into a vertical leg is followed at once by a turn back inwards, so long lines snake in rows;
 *    turns go away from the centre (on an axis: a right turn, a pinwheel); leaving an open end nearby,
 *    or the tile's own ends, with fewer than two free spots costs a lot.
 * 4. Placement is a fold over the tiles as played: a layout's placement is the one of the layout before
 *    it plus its last tile, so a move usually costs one tile (placements of recent layouts are cached;
 *    the result is the same without the cache, so the same layout always gives the same picture). Each
 *    tile gets the box of the board it joined. After a tile, every open end must keep a free spot for
 *    a single (forward checking). When the new tile has no such spot, a repair moves it together with
 *    whole subtrees of the tiles in its way (smallest first), searched depth-first with
 *    conflict-directed backjumping and the other tiles fixed, each tile trying its old spot first; if
 *    that runs past its step budget, short searches from the lead start again with the turns mirrored,
 *    a larger or smaller box and seeded small changes to the costs. Only if every restart fails (never
 *    in the property tests or the bench) does the tile take its cheapest free spot, or an overlapping
 *    one beyond its end. Every search has a step budget, so a move's work is bounded.
 * 5. Drop targets are where a single played on the end would go, clear of tiles (and of each other
 *    where possible).
 * 6. Boards for a narrow container (`maxAspect` < 1) are laid out wide and turned a quarter.
 *
 * Placement is stable: a tile moves only when a repair or restart moves it, so the board grows without
 * shuffling. Cost (bench/geometry.bench.ts, which also counts restarts and fallbacks): a move is one
 * extension (~0.2 ms); a repair a few ms; the rare restarts (about one dense double-nine round in a
 * hundred) up to ~1 400 spots tried, about 20 ms.
 */

export interface PlacedTile {
  /** Index in `layout.tiles`. */
  index: number;
  tile: string;
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

export const DEFAULT_ASPECT = 1.6;

// Directions as indices n e s w, so a quarter turn clockwise is +1.
const DIRS: readonly Direction[] = ['n', 'e', 's', 'w'];
const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];
const EPS = 1e-6;
/**
 * Spots one search may try; spots a repair may try in all; fresh searches after a failed repair, and
 * spots each may try (short: a restart that fails fails early, and the next strategy usually succeeds,
 * so a move tries at most LIMIT + RESTARTS × RESTART_BUDGET spots; 300 each once made ~3 000 and 70 ms).
 */
const BUDGET = 300;
const LIMIT = 600;
const RESTARTS = 23;
const RESTART_BUDGET = 100;
/** Running totals (a move's work is the difference). */
const work: PlacementWork = { moves: 0, steps: 0, maxMoveSteps: 0, restarts: 0, fallbacks: 0 };

interface Rect {
  x: number;
  y: number;
  hx: number;
  hy: number;
  /** Grid cells under it (see `cellsOf`). */
  cells?: number[];
}
interface Node extends Rect {
  /** Physical direction the tile grew in (its line), index into DIRS. */
  h: number;
  /** Quarter turns from the engine's logical directions to this tile's physical ones. */
  r: number;
  /** A corner from a row into a vertical leg: the next tile should turn back into a row. */
  leg: boolean;
}
interface Strategy {
  mirror: boolean;
  grow: number;
  /** Seed of small random changes to the costs (0: none). */
  jitter: number;
}
// Later strategies mirror the turns, grow the box and shuffle close choices (restarts of a short search
// beat one long search when an early choice was the bad one).
const STRATEGIES: readonly Strategy[] = Array.from({ length: 24 }, (_, i) => ({
  mirror: i % 2 === 1,
  grow: [1, 1, 1.5, 1.5, 0.75, 2.5][i % 6]!,
  jitter: i,
}));

const rect = (x: number, y: number, horizontal: boolean): Rect => ({
  x,
  y,
  hx: horizontal ? 1 : 0.5,
  hy: horizontal ? 0.5 : 1,
  cells: undefined,
});
// A node is built field by field (object spread here made the whole layout several times slower).
const nodeAt = (x: number, y: number, horizontal: boolean, h: number, r: number, leg: boolean): Node => ({
  x,
  y,
  hx: horizontal ? 1 : 0.5,
  hy: horizontal ? 0.5 : 1,
  cells: undefined,
  h,
  r,
  leg,
});
const overlap = (a: Rect, b: Rect): boolean =>
  Math.abs(a.x - b.x) < a.hx + b.hx - EPS && Math.abs(a.y - b.y) < a.hy + b.hy - EPS;
const isDouble = (tile: string): boolean => tile[0] === tile[2] && tile.length === 3;
const dirIndex = (d: Direction): number => DIRS.indexOf(d);

/** Midpoint of the side of `n` facing `d`, and that side's length. */
function contact(n: Rect, d: number): { cx: number; cy: number; w: number } {
  const along = d % 2 ? n.hx : n.hy;
  return { cx: n.x + DX[d]! * along, cy: n.y + DY[d]! * along, w: 2 * (d % 2 ? n.hy : n.hx) };
}

/** Logical directions of the ends a tile exposes (R-ALL-3). */
function endDirs(lead: boolean, spinner: boolean, dir: Direction | null): number[] {
  if (lead) return spinner ? [0, 1, 2, 3] : [3, 1];
  const d = dirIndex(dir ?? 'e');
  return spinner ? [d, (d + 3) % 4, (d + 1) % 4] : [d];
}

interface Candidate extends Rect {
  hz: boolean;
  /** Physical direction of the tile's line there. */
  h: number;
  /** Base cost: how unusual the spot is. */
  k: number;
  /** The tile placed there, made once and shared by every search over this spot (see `candidates`). */
  node?: Node | undefined;
}

/**
 * Candidate spots for a tile played on side `d` of `parent`. A double may take every spot a single
 * may (so a free drop target always has room for a double too), and crosswise centred.
 */
// Kept for one call only: kept longer, every spot ever looked at stays reachable from the cached
// placements, and the garbage collector's young-generation pauses grow with it (to 5–30 ms).
let memo = new WeakMap<Rect, Candidate[][]>();
function candidates(parent: Rect, d: number, dbl: boolean): Candidate[] {
  // The same ends are asked about again and again during a search: keep their spots.
  let byEnd = memo.get(parent);
  if (!byEnd) memo.set(parent, (byEnd = []));
  return (byEnd[d * 2 + Number(dbl)] ??= spotsAt(parent, d, dbl));
}
function spotsAt(parent: Rect, d: number, dbl: boolean): Candidate[] {
  const { cx, cy, w } = contact(parent, d);
  const out: Candidate[] = [];
  const hzD = d % 2 === 1;
  const add = (along: number, t: number, side: number, hz: boolean, h: number, k: number): void => {
    out.push({
      x: cx + DX[d]! * along + DX[t]! * side,
      y: cy + DY[d]! * along + DY[t]! * side,
      hx: hz ? 1 : 0.5,
      hy: hz ? 0.5 : 1,
      cells: undefined,
      hz,
      h,
      k,
      node: undefined,
    });
  };
  if (dbl) add(0.5, d, 0, !hzD, d, 0); // crosswise, centred: the usual place of a double
  for (const t of [(d + 1) % 4, (d + 3) % 4]) {
    // Straight on (a double there lies crosswise to a turned line, or along its own).
    if (dbl) {
      add(1, t, 0, hzD, t, 25);
      add(1, t, 0, hzD, d, 30);
    } else if (t === (d + 1) % 4) add(1, t, 0, hzD, d, 0);
    // Corner: the matched half against the end, the other half turned (a double: crosswise, shifted).
    add(0.5, t, 0.5, !hzD, dbl ? d : t, dbl ? 3 : 4);
    if (w > 1) {
      // Along a double's long side: shifted half a tile, or (a single) lying flat against it.
      add(1, t, 0.5, hzD, dbl ? t : d, dbl ? 28 : 3);
      add(0.5, t, 1, !hzD, dbl ? d : t, dbl ? 6 : 7);
      if (!dbl) add(0.5, t, 0, !hzD, (t + 2) % 4, 40);
    } else {
      // Fallbacks for tight spots, the matched half beside the end half: turned away (a hook), or
      // lying alongside the end tile, forwards or back.
      add(-0.5, t, 1.5, !hzD, dbl ? d : t, 25);
      add(0, t, 1, hzD, dbl ? t : d, 30);
      add(-1, t, 1, hzD, dbl ? t : (d + 2) % 4, 40);
    }
  }
  return out;
}

// Occupied half-unit cells (every edge lies on the half grid): one shared grid of ±128 units round the
// lead, holding tile index + 1, used by one board at a time (a new board clears the last one's cells).
const SIDE = 512;
let occupied: Int16Array | undefined;
const dirty: number[] = [];
let owner = 0;
/** The grid cells under `r` (−1 for a cell off the grid, which counts as taken), kept on the rectangle. */
function cellsOf(r: Rect): number[] {
  if (r.cells) return r.cells;
  const out: number[] = [];
  const i1 = Math.round((r.x + r.hx) * 2) + SIDE / 2;
  const j1 = Math.round((r.y + r.hy) * 2) + SIDE / 2;
  for (let i = Math.round((r.x - r.hx) * 2) + SIDE / 2; i < i1; i++) {
    for (let j = Math.round((r.y - r.hy) * 2) + SIDE / 2; j < j1; j++)
      out.push(i >= 0 && i < SIDE && j >= 0 && j < SIDE ? i * SIDE + j : -1);
  }
  return (r.cells = out);
}
/** Whether any cell of `r` is taken. */
function taken(grid: Int16Array, r: Rect): boolean {
  for (const c of cellsOf(r)) if (c < 0 || grid[c]) return true;
  return false;
}
const sameSpot = (a: Rect, b: Rect): boolean =>
  Math.abs(a.x - b.x) < EPS && Math.abs(a.y - b.y) < EPS && Math.abs(a.hx - b.hx) < EPS;

interface OpenEnd {
  /** Tile index × 4 + logical direction: the end a later tile names by its parent and `dir`. */
  key: number;
  /** Index of the tile the end belongs to. */
  tile: number;
  /** Physical side. */
  d: number;
}

/** One board being laid out: tiles 0…m−1 of a layout under one strategy, searched with hints. */
interface Board {
  /**
   * Places every tile. Tiles with a hint take it first, unchecked (hints are an earlier placement of
   * the same tiles, which passed every check); the others, and hinted tiles a dead end jumps back to,
   * search their spots cheapest first. `budget` caps the spots tried (0: no search, the cheapest free
   * spot or an overlapping one). Whether every tile found a free spot.
   */
  search(hints: readonly Node[], moving: ReadonlySet<number> | null, budget: number): Set<number> | null;
  nodes: Node[];
  /** Spots tried by the searches so far. */
  steps(): number;
  /** Drop targets for the layout's ends (after a search). */
  targets(ends: Layout['ends']): PlacedEnd[];
}

function board(tiles: readonly LayoutTile[], aspect: number, s: Strategy): Board {
  const m = tiles.length;
  // The box grows in steps with the tile count (so most moves leave earlier tiles where they were), and
  // every spinner starts two more arms, which need room of their own. Each tile gets the box of the
  // board it joined, so a placement never depends on tiles played after it.
  const X: number[] = [];
  const Y: number[] = [];
  let arms = 0;
  tiles.forEach((t, k) => {
    if (t.spinner) arms += 2;
    X[k] = Math.max(8, 2 * Math.ceil((Math.sqrt(aspect * (k + 1 + arms) * 1.4) * s.grow) / 2));
    Y[k] = Math.max(6, X[k]! / aspect);
  });
  const nodes: Node[] = [];
  const grid = (occupied ??= new Int16Array(SIDE * SIDE));
  for (const c of dirty) grid[c] = 0;
  dirty.length = 0;
  const me = ++owner;
  const mine = (): void => {
    if (owner !== me) throw new Error('geometry: a board was used after the next one was started');
  };
  let open: OpenEnd[] = [];
  let box = [0, 0, 0, 0]; // min x, max x, min y, max y
  let steps = 0;
  const fit = (r: Rect): number =>
    Math.max(
      (Math.max(box[1]!, r.x + r.hx) - Math.min(box[0]!, r.x - r.hx)) / aspect,
      Math.max(box[3]!, r.y + r.hy) - Math.min(box[2]!, r.y - r.hy),
    );
  /** Free spots (0, 1, or 2 for "enough") for a single on side `d` of `p` if `extra` were taken too. */
  const room = (p: Rect, d: number, extra?: Rect): number => {
    let found = 0;
    for (const c of candidates(p, d, false)) if (!taken(grid, c) && !(extra && overlap(c, extra)) && ++found > 1) break;
    return found;
  };
  /** The tiles in the way of every spot of an end. */
  const blocking = (p: Rect, d: number, why: Set<number>): Set<number> => {
    for (const c of candidates(p, d, false)) {
      for (const k of cellsOf(c)) if (k >= 0 && grid[k]) why.add(grid[k]! - 1);
    }
    return why;
  };

  /** Free spots for item `item` on side `d` of tile `pi`, cheapest first; `blockers` gets the tiles in the way. */
  const spots = (
    item: number,
    pi: number,
    d: number,
    ld: number,
    dbl: boolean,
    own: readonly number[],
    avoid: readonly Rect[],
    blockers: Set<number>,
  ): Node[] => {
    const skip = pi * 4 + ld; // the end being covered
    const p = nodes[pi]!;
    const bx = X[item < 0 ? m - 1 : item]!;
    const by = Y[item < 0 ? m - 1 : item]!;
    const base = fit({ x: 0, y: 0, hx: 0, hy: 0 });
    // The free spots of the open ends near this one, found once for every spot of this tile.
    const near = open.filter(
      (e) => e.key !== skip && Math.abs(nodes[e.tile]!.x - p.x) + Math.abs(nodes[e.tile]!.y - p.y) <= 10,
    );
    let frees: Candidate[][] | undefined;
    const out: Array<[number, Node]> = [];
    for (const c of candidates(p, d, dbl)) {
      const r = c;
      if (taken(grid, r)) {
        for (const k of cellsOf(r)) if (k >= 0 && grid[k]) blockers.add(grid[k]! - 1);
        continue;
      }
      let cost =
        c.k +
        (s.jitter
          ? ((((item * 31 + out.length * 7 + s.jitter * 101) * 2654435761) >>> 24) / 64) * (1 + s.jitter / 3)
          : 0);
      for (const a of avoid) if (overlap(r, a)) cost += 50;
      // Leaving the box costs by how far; growing the board beyond its aspect a little.
      cost +=
        15 *
        (Math.max(0, r.x + r.hx - bx) +
          Math.max(0, r.hx - r.x - bx) +
          Math.max(0, r.y + r.hy - by) +
          Math.max(0, r.hy - r.y - by));
      cost += 2 * Math.max(0, fit(r) - base);
      if (c.h !== d) {
        // A turn goes away from the centre (on an axis: right, or left when mirrored); after a corner
        // into a vertical leg it goes back inwards, so a long line snakes in rows.
        const across = c.h % 2 ? r.x : r.y;
        const out = (c.h === 1 || c.h === 2 ? 1 : -1) * across > 0;
        const preferred = Math.abs(across) < 1 ? (c.h === (d + 1) % 4) !== s.mirror : p.leg ? !out : out;
        if (!preferred) cost += 2;
      } else if (p.leg) cost += 8;
      // Lookahead: open ends nearby, and the new tile's own ends, had better keep room for two spots.
      frees ??= near.map((e) => candidates(nodes[e.tile]!, e.d, false).filter((f) => !taken(grid, f)));
      near.forEach((e, i) => {
        const q = nodes[e.tile]!;
        if (Math.abs(q.x - r.x) + Math.abs(q.y - r.y) > 6) return;
        let left = 0;
        for (const f of frees![i]!) if (!overlap(f, r) && ++left > 1) break;
        cost += left === 0 ? 300 : left === 1 ? 12 : 0;
      });
      const node = (c.node ??= nodeAt(c.x, c.y, c.hz, c.h, (c.h - ld + 4) % 4, c.h !== d && d % 2 === 1));
      for (const e of own) {
        const left = room(node, (e + node.r) % 4, r);
        cost += left === 0 ? 200 : left === 1 ? 10 : 0;
      }
      out.push([cost, node]);
    }
    return out.sort((x, y) => x[0] - y[0]).map((x) => x[1]);
  };

  const saved: Array<{ open: OpenEnd[]; box: number[] }> = [];
  const put = (k: number, node: Node): void => {
    const t = tiles[k]!;
    saved[k] = { open, box };
    nodes[k] = node;
    for (const c of cellsOf(node)) {
      if (c < 0) continue;
      grid[c] = k + 1;
      dirty.push(c);
    }
    if (k) {
      const covered = (t.parent ?? 0) * 4 + dirIndex(t.dir ?? 'e');
      open = open.filter((e) => e.key !== covered);
    }
    for (const ld of endDirs(k === 0, t.spinner, t.dir)) open.push({ key: k * 4 + ld, tile: k, d: (ld + node.r) % 4 });
    box = [
      Math.min(box[0]!, node.x - node.hx),
      Math.max(box[1]!, node.x + node.hx),
      Math.min(box[2]!, node.y - node.hy),
      Math.max(box[3]!, node.y + node.hy),
    ];
  };
  const take = (k: number): void => {
    for (const c of cellsOf(nodes[k]!)) if (c >= 0) grid[c] = 0;
    ({ open, box } = saved[k]!);
  };
  /**
   * Forward checking after `node` was put: an open end with no free spot left gives the tiles that
   * boxed it in, with its own tile. Every end had a spot before, so only ends near the new tile (and
   * its own) can have lost their last one.
   */
  const deadEnd = (node: Rect): Set<number> | null => {
    for (const e of open) {
      const q = nodes[e.tile]!;
      if (Math.abs(q.x - node.x) > 6 || Math.abs(q.y - node.y) > 6) continue;
      if (room(q, e.d) === 0) return blocking(q, e.d, new Set([e.tile]));
    }
    return null;
  };

  const search = (hints: readonly Node[], moving: ReadonlySet<number> | null, budget: number): Set<number> | null => {
    const out = new Set<number>(); // out of budget: unwinds everything
    // The tiles that stay first (at their hints, unchecked: they passed every check together), then
    // the moving ones in the order played (so each comes after its parent).
    const order: number[] = [];
    for (let k = 1; k < m; k++) if (moving && !moving.has(k)) order.push(k);
    const fixed = order.length;
    for (let k = 1; k < m; k++) if (!moving || moving.has(k)) order.push(k);
    const step = (i: number): Set<number> | null => {
      if (i >= order.length) return null;
      const k = order[i]!;
      const t = tiles[k]!;
      const pi = t.parent ?? 0;
      const ld = dirIndex(t.dir ?? 'e');
      const d = (ld + nodes[pi]!.r) % 4;
      const conflict = new Set<number>([pi]);
      const list = spots(k, pi, d, ld, isDouble(t.tile), endDirs(false, t.spinner, t.dir), [], conflict);
      if (!budget) {
        // No search: the cheapest free spot, else one beyond the end (overlapping).
        const p = nodes[pi]!;
        put(k, list[0] ?? nodeAt(p.x + DX[d]! * 2, p.y + DY[d]! * 2, d % 2 === 1, d, (d - ld + 4) % 4, false));
        return step(i + 1);
      }
      // A tile's old spot, if still on offer, comes first (the board moves as little as it can).
      const old = hints[k];
      const at = old ? list.findIndex((node) => sameSpot(node, old)) : -1;
      if (at > 0) list.unshift(...list.splice(at, 1));
      for (const node of list) {
        if (++steps > budget) return out;
        work.steps++;
        put(k, node);
        const sub = deadEnd(node) ?? step(i + 1);
        if (!sub) return null;
        take(k);
        if (!sub.has(k)) return sub; // this tile is not to blame: jump further back
        for (const c of sub) if (c !== k) conflict.add(c);
      }
      return conflict;
    };
    mine();
    steps = 0;
    if (m) put(0, hints[0]!);
    for (let i = 0; i < fixed; i++) put(order[i]!, hints[order[i]!]!);
    return step(fixed);
  };

  // Drop targets: where a single would go; clear of tiles, and of each other where they can be.
  const targets = (ends: Layout['ends']): PlacedEnd[] => {
    mine();
    const placed: PlacedEnd[] = [];
    for (const e of ends) {
      const p = nodes[e.tile];
      if (!p) continue;
      const ld = dirIndex(e.dir);
      const d = (ld + p.r) % 4;
      open = open.filter((o) => o.key !== e.tile * 4 + ld);
      const spot = spots(
        -1,
        e.tile,
        d,
        ld,
        false,
        [],
        placed.map((o) => rect(o.x, o.y, o.horizontal)),
        new Set(),
      )[0];
      const r = spot ?? rect(p.x + DX[d]! * 2, p.y + DY[d]! * 2, d % 2 === 1);
      placed.push({ id: e.id, pip: e.pip, open: e.open, x: r.x, y: r.y, horizontal: r.hx > r.hy });
    }
    return placed;
  };

  return { search, nodes, steps: () => steps, targets };
}
/** The placement of tiles 0…k of a layout, and the strategy it was found with. */
interface Fold {
  nodes: Node[];
  strategy: number;
}

/**
 * Adds tile `tiles.length − 1` to the placement of the ones before it: a search from that placement
 * (which usually puts the new tile at its cheapest spot and stops there, and otherwise moves the few
 * tiles in its way); when that runs out of budget, fresh searches with the next strategies; and only if
 * they all fail (never in the property tests), the cheapest free spot or one beyond the end.
 */
function extend(tiles: readonly LayoutTile[], before: Fold, aspect: number): Fold {
  const s = before.strategy;
  const k = tiles.length - 1;
  const found = repair(tiles, before, aspect);
  if (found) return found;
  // Searches from the lead with other turns and boxes.
  for (let i = 1; i <= RESTARTS; i++) {
    work.restarts++;
    const next = (s + i) % STRATEGIES.length;
    const b = board(tiles, aspect, STRATEGIES[next]!);
    const ok = !b.search(before.nodes.slice(0, 1), null, RESTART_BUDGET);
    if (ok) return { nodes: b.nodes, strategy: next };
  }
  work.fallbacks++;
  const b = board(tiles, aspect, STRATEGIES[s]!);
  b.search(before.nodes, new Set([k]), 0);
  return { nodes: b.nodes, strategy: s };
}
/**
 * The new tile at its cheapest spot that leaves room for every end; else it moves with whole subtrees
 * of the tiles in its way (the smallest first), searched again; null when that runs past `LIMIT`.
 */
function repair(tiles: readonly LayoutTile[], before: Fold, aspect: number): Fold | null {
  const s = before.strategy;
  const k = tiles.length - 1;
  const moving = new Set([k]);
  let spent = 0;
  for (;;) {
    const b = board(tiles, aspect, STRATEGIES[s]!);
    const conflict = b.search(before.nodes, moving, BUDGET);
    spent += b.steps();
    if (!conflict) {
      return { nodes: b.nodes, strategy: s };
    }
    if (spent >= LIMIT) break;
    let root = -1;
    let size = Infinity;
    for (const c of conflict) {
      if (c === 0 || moving.has(c)) continue;
      let n = 0;
      for (let j = c; j <= k; j++) if (subtree(tiles, c, j)) n++;
      if (n < size || (n === size && c > root)) {
        root = c;
        size = n;
      }
    }
    if (root < 0) break;
    for (let j = root; j <= k; j++) if (subtree(tiles, root, j)) moving.add(j);
  }
  return null;
}
/** Whether tile `j` is `root` or below it. */
function subtree(tiles: readonly LayoutTile[], root: number, j: number): boolean {
  for (let i: number | null = j; i !== null && i >= root; i = tiles[i]!.parent) if (i === root) return true;
  return false;
}

// Placements of recent layouts by aspect and tiles (a layout is the one before it plus a tile, so a
// move costs one extension). Only a cache: the placement of a layout is the same with or without it.
const CACHE_SIZE = 64;
const cache = new Map<string, Fold>();
const signature = (t: LayoutTile): string => `${t.tile}${t.spinner ? '*' : ''}${t.parent ?? ''}${t.dir ?? ''};`;

/** Forgets every cached placement (for benches and tests: results do not change). */
export function resetPlacementCache(): void {
  cache.clear();
}

/** The placement of every tile of `tiles`, from the longest cached placement of its first tiles. */
function fold(tiles: readonly LayoutTile[], aspect: number): Fold {
  const keys: string[] = [];
  let key = `${aspect}|`;
  for (const t of tiles) keys.push((key += signature(t)));
  let k = tiles.length;
  let at: Fold | undefined;
  while (k > 0 && !(at = cache.get(keys[k - 1]!))) k--;
  // The lead sits at the origin: a single horizontal, a double crosswise (vertical).
  at ??= { nodes: [nodeAt(0, 0, !isDouble(tiles[0]!.tile), 1, 0, false)], strategy: 0 };
  if (k === 0) k = 1;
  for (; k < tiles.length; k++) {
    const start = work.steps;
    at = extend(tiles.slice(0, k + 1), at, aspect);
    work.moves++;
    work.maxMoveSteps = Math.max(work.maxMoveSteps, work.steps - start);
  }
  const last = keys[tiles.length - 1]!;
  cache.delete(last);
  cache.set(last, at);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return at;
}

/** Where every tile of the layout and every open end's drop target sits on the board. */
export function placeLayout(layout: Layout, opts: PlaceOptions = {}): BoardGeometry {
  const want = opts.maxAspect && opts.maxAspect > 0 ? opts.maxAspect : DEFAULT_ASPECT;
  const tall = want < 1;
  const aspect = Math.max(1, tall ? 1 / want : want);
  let nodes: Node[] = [];
  let ends: PlacedEnd[] = [];
  const before = { ...work };
  work.maxMoveSteps = 0;
  memo = new WeakMap();
  if (layout.tiles.length) {
    const { nodes: found, strategy } = fold(layout.tiles, aspect);
    const b = board(layout.tiles, aspect, STRATEGIES[strategy]!);
    b.search(found, new Set(), 0);
    nodes = b.nodes;
    ends = b.targets(layout.ends);
  }
  if (opts.work) {
    for (const key of ['moves', 'steps', 'restarts', 'fallbacks'] as const) opts.work[key] += work[key] - before[key];
    opts.work.maxMoveSteps = Math.max(opts.work.maxMoveSteps, work.maxMoveSteps);
  }
  // Tall boards: turn the wide layout a quarter clockwise, (x, y) → (−y, x). A vertical tile's top half
  // then lies on the right, so its drawing order flips.
  const turn = <T extends { x: number; y: number; horizontal: boolean }>(o: T): T =>
    tall ? { ...o, x: -o.y || 0, y: o.x, horizontal: !o.horizontal } : o;
  const placed = nodes.map((nd, index): PlacedTile => {
    const t = layout.tiles[index]!;
    const double = isDouble(t.tile);
    const horizontal = nd.hx > nd.hy;
    // The matched number lies on the side the tile grew from: first (left/top) when it grew e or s.
    const hi = Number(t.tile[0]);
    const lo = Number(t.tile[2]);
    const other = t.match === hi ? lo : hi;
    const first = t.match === null ? hi : nd.h === 1 || nd.h === 2 ? t.match : other;
    const flip = !double && first === lo;
    return turn({
      index,
      tile: t.tile,
      x: nd.x,
      y: nd.y,
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
  return { tiles: placed, ends: placedEnds, bounds };
}
