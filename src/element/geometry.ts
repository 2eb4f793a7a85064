/** Board geometry: a pure function from the layout graph to tile and drop-target positions (no DOM). */

import type { Direction, Layout } from '../engine/types.js';

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
 * 4. Search: depth-first, cheapest spot first; after each tile every open end must keep a free spot
 *    for the tile that will go there (forward checking), and a dead end jumps back to the latest tile
 *    that caused it (conflict-directed backjumping). A search has a step budget; when it runs out, it
 *    starts again with the turns mirrored, a larger or smaller box, and seeded small changes to the
 *    costs (restarts beat one long search when an early choice was the bad one). Only if every restart
 *    fails (never in the property tests) does a tile take an overlapping spot beyond its end.
 * 5. Drop targets are where a single played on the end would go, clear of tiles (and of each other
 *    where possible).
 * 6. Boards for a narrow container (`maxAspect` < 1) are laid out wide and turned a quarter.
 *
 * Placement is stable: a tile moves only when a later tile changes the box size or forces a search
 * to undo it, so the board mostly grows without shuffling.
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
}

export const DEFAULT_ASPECT = 1.6;

// Directions as indices n e s w, so a quarter turn clockwise is +1.
const DIRS: readonly Direction[] = ['n', 'e', 's', 'w'];
const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];
const EPS = 1e-6;
const BUDGET = 300;

interface Rect {
  x: number;
  y: number;
  hx: number;
  hy: number;
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
});
// A node is built field by field (object spread here made the whole layout several times slower).
const nodeAt = (x: number, y: number, horizontal: boolean, h: number, r: number, leg: boolean): Node => ({
  x,
  y,
  hx: horizontal ? 1 : 0.5,
  hy: horizontal ? 0.5 : 1,
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
  node?: Node;
}

/**
 * Candidate spots for a tile played on side `d` of `parent`. A double may take every spot a single
 * may (so a free drop target always has room for a double too), and crosswise centred.
 */
const memo = new WeakMap<Rect, Candidate[][]>();
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
      hz,
      h,
      k,
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

interface Run {
  nodes: Node[];
  ends: PlacedEnd[];
  /** Every tile and drop target found a free spot. */
  ok: boolean;
}

// Occupied half-unit cells (every edge lies on the half grid), keyed by cell, holding the tile index.
const cellKey = (i: number, j: number): number => (i + 4096) * 8192 + j + 4096;
/** Whether any cell of `r` is in `grid`. */
function taken(grid: ReadonlyMap<number, number>, r: Rect): boolean {
  const i1 = Math.round((r.x + r.hx) * 2);
  const j1 = Math.round((r.y + r.hy) * 2);
  for (let i = Math.round((r.x - r.hx) * 2); i < i1; i++) {
    for (let j = Math.round((r.y - r.hy) * 2); j < j1; j++) if (grid.has(cellKey(i, j))) return true;
  }
  return false;
}
function someCell(r: Rect, test: (key: number) => boolean): boolean {
  const i1 = Math.round((r.x + r.hx) * 2);
  const j1 = Math.round((r.y + r.hy) * 2);
  for (let i = Math.round((r.x - r.hx) * 2); i < i1; i++) {
    for (let j = Math.round((r.y - r.hy) * 2); j < j1; j++) if (test(cellKey(i, j))) return true;
  }
  return false;
}

interface OpenEnd {
  key: string;
  /** Index of the tile the end belongs to. */
  tile: number;
  d: number;
  /** Whether the tile that will cover it (if any) is a double. */
  dbl: boolean;
}

/**
 * One layout of the whole board. With a `budget`, a depth-first search: tiles in the order played,
 * each trying its spots cheapest first; after each tile every open end must still have a free spot
 * (forward checking), and a dead end jumps straight back to the latest tile that caused it
 * (conflict-directed backjumping). Without a budget (0), the cheapest free spot, or an overlapping
 * one when none is free.
 */
function layoutRun(layout: Layout, aspect: number, s: Strategy, budget: number, lead: Node): Run {
  const { tiles } = layout;
  const n = tiles.length;
  // The box grows in steps with the tile count (so most moves leave earlier tiles where they were),
  // and every spinner starts two more arms, which need room of their own.
  let arms = 0;
  for (const t of tiles) if (t.spinner) arms += 2;
  const X = Math.max(8, 2 * Math.ceil((Math.sqrt(aspect * (n + arms) * 1.4) * s.grow) / 2));
  const Y = Math.max(6, X / aspect);
  const coveredBy = new Map<string, number>();
  for (let j = 1; j < n; j++) coveredBy.set(`${tiles[j]!.parent}:${tiles[j]!.dir}`, j);
  const nodes: Node[] = [];
  const grid = new Map<number, number>();
  let open: OpenEnd[] = [];
  let box = [0, 0, 0, 0]; // min x, max x, min y, max y
  const fit = (r: Rect): number =>
    Math.max(
      (Math.max(box[1]!, r.x + r.hx) - Math.min(box[0]!, r.x - r.hx)) / aspect,
      Math.max(box[3]!, r.y + r.hy) - Math.min(box[2]!, r.y - r.hy),
    );
  const free = (r: Rect, extra?: Rect): boolean => !taken(grid, r) && !(extra && overlap(r, extra));
  /** Free spots (0, 1, or 2 for "enough") for a tile on side `d` of `p` if `extra` were taken too. */
  const room = (p: Rect, d: number, dbl: boolean, extra?: Rect): number => {
    let found = 0;
    for (const c of candidates(p, d, dbl)) if (free(c, extra) && ++found > 1) break;
    return found;
  };
  /** The tiles in the way of every spot of an end. */
  const blocking = (p: Rect, d: number, dbl: boolean, why: Set<number>): Set<number> => {
    for (const c of candidates(p, d, dbl)) {
      someCell(c, (k) => {
        const o = grid.get(k);
        if (o !== undefined) why.add(o);
        return false;
      });
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
    const skip = `${pi}:${DIRS[ld]}`; // the end being covered
    const p = nodes[pi]!;
    const base = fit({ x: 0, y: 0, hx: 0, hy: 0 });
    const out: Array<[number, Node]> = [];
    for (const c of candidates(p, d, dbl)) {
      const r = c;
      if (someCell(r, (k) => (grid.has(k) ? (blockers.add(grid.get(k)!), true) : false))) continue;
      let cost =
        c.k +
        (s.jitter
          ? ((((item * 31 + out.length * 7 + s.jitter * 101) * 2654435761) >>> 24) / 64) * (1 + s.jitter / 3)
          : 0);
      for (const a of avoid) if (overlap(r, a)) cost += 50;
      // Leaving the box costs by how far; growing the board beyond its aspect a little.
      cost +=
        15 *
        (Math.max(0, r.x + r.hx - X) +
          Math.max(0, r.hx - r.x - X) +
          Math.max(0, r.y + r.hy - Y) +
          Math.max(0, r.hy - r.y - Y));
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
      for (const e of open) {
        if (e.key === skip) continue;
        const q = nodes[e.tile]!;
        if (Math.abs(q.x - r.x) + Math.abs(q.y - r.y) > 6) continue;
        const left = room(q, e.d, e.dbl, r);
        cost += left === 0 ? 300 : left === 1 ? 12 : 0;
      }
      const node = (c.node ??= nodeAt(c.x, c.y, c.hz, c.h, (c.h - ld + 4) % 4, c.h !== d && d % 2 === 1));
      for (const e of own) {
        const left = room(node, (e + node.r) % 4, false, r);
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
    someCell(node, (c) => (grid.set(c, k), false));
    open = open.filter((e) => e.key !== `${t.parent}:${t.dir}`);
    for (const ld of endDirs(k === 0, t.spinner, t.dir)) {
      const key = `${k}:${DIRS[ld]}`;
      const by = coveredBy.get(key);
      open.push({ key, tile: k, d: (ld + node.r) % 4, dbl: by !== undefined && isDouble(tiles[by]!.tile) });
    }
    box = [
      Math.min(box[0]!, node.x - node.hx),
      Math.max(box[1]!, node.x + node.hx),
      Math.min(box[2]!, node.y - node.hy),
      Math.max(box[3]!, node.y + node.hy),
    ];
  };
  const take = (k: number): void => {
    someCell(nodes[k]!, (c) => (grid.delete(c), false));
    ({ open, box } = saved[k]!);
  };
  /** An open end with no free spot left: the tiles that boxed it in, with its own tile. */
  const deadEnd = (): Set<number> | null => {
    for (const e of open) {
      const q = nodes[e.tile]!;
      if (room(q, e.d, e.dbl) === 0) return blocking(q, e.d, e.dbl, new Set([e.tile]));
    }
    return null;
  };

  if (n) put(0, lead);
  let steps = 0;
  const step = (k: number): Set<number> | null => {
    if (k >= n) return null;
    const t = tiles[k]!;
    const pi = t.parent ?? 0;
    const ld = dirIndex(t.dir ?? 'e');
    const d = (ld + nodes[pi]!.r) % 4;
    const conflict = new Set<number>([pi]);
    const list = spots(k, pi, d, ld, isDouble(t.tile), endDirs(false, t.spinner, t.dir), [], conflict);
    if (!budget) {
      // No search: the cheapest free spot, else one beyond the end (overlapping).
      put(
        k,
        list[0] ??
          nodeAt(nodes[pi]!.x + DX[d]! * 2, nodes[pi]!.y + DY[d]! * 2, d % 2 === 1, d, (d - ld + 4) % 4, false),
      );
      return step(k + 1);
    }
    for (const node of list) {
      if (++steps > budget) return new Set(); // out of budget: unwinds everything
      put(k, node);
      const sub = deadEnd() ?? step(k + 1);
      if (!sub) return null;
      take(k);
      if (!sub.has(k)) return sub; // this tile is not to blame: jump further back
      for (const i of sub) if (i !== k) conflict.add(i);
    }
    return conflict;
  };
  const ok = step(1) === null;

  // Drop targets: where a single would go; clear of tiles, and of each other where they can be.
  const ends: PlacedEnd[] = [];
  let clear = ok;
  layout.ends.forEach((e) => {
    const p = nodes[e.tile];
    if (!p) return;
    const ld = dirIndex(e.dir);
    const d = (ld + p.r) % 4;
    open = open.filter((o) => o.key !== `${e.tile}:${e.dir}`);
    const spot = spots(
      -1,
      e.tile,
      d,
      ld,
      false,
      [],
      ends.map((o) => rect(o.x, o.y, o.horizontal)),
      new Set(),
    )[0];
    if (!spot) clear = false;
    const r = spot ?? rect(p.x + DX[d]! * 2, p.y + DY[d]! * 2, d % 2 === 1);
    ends.push({ id: e.id, pip: e.pip, open: e.open, x: r.x, y: r.y, horizontal: r.hx > r.hy });
  });
  return { nodes, ends, ok: ok && clear };
}

/** Where every tile of the layout and every open end's drop target sits on the board. */
export function placeLayout(layout: Layout, opts: PlaceOptions = {}): BoardGeometry {
  const want = opts.maxAspect && opts.maxAspect > 0 ? opts.maxAspect : DEFAULT_ASPECT;
  const tall = want < 1;
  const aspect = Math.max(1, tall ? 1 / want : want);
  // One lead node for every restart: the spots found round it (and round every tile placed from those
  // spots) are kept on the nodes, so restarts do not compute them again.
  const lead = nodeAt(0, 0, !isDouble(layout.tiles[0]?.tile ?? ''), 1, 0, false);
  let run: Run | undefined;
  for (const s of STRATEGIES) {
    run = layoutRun(layout, aspect, s, BUDGET, lead);
    if (run.ok) break;
  }
  if (!run?.ok) run = layoutRun(layout, aspect, STRATEGIES[0]!, 0, lead);
  const { nodes, ends } = run!;
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
