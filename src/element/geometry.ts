/** Board geometry: a pure function from the layout graph to tile and drop-target positions (no DOM). */

import type { Direction, Layout } from '../engine/types.js';

/**
 * Units: a tile is 2 × 1 (long × short); x grows east, y grows south; positions are rectangle centres.
 *
 * Strategy (tiles are placed greedily in the order played, so a tile never moves when later tiles
 * are added, unless the board outgrows its box or a retry below is needed):
 * 1. The lead sits at the origin: a single horizontal, a double crosswise (vertical).
 * 2. Each later tile tries a short list of candidate spots at its end: straight on; a corner (turn 90°
 *    left or right, the matched half still against the end); on a double's long side, spots shifted by
 *    half a tile; and as fallbacks a "hook" (the turned tile alongside the end half) and a double laid
 *    along its line. Spots overlapping a placed tile are never taken.
 * 3. The remaining spots are scored: leaving the box (half-size `X` × `Y`, from the tile count and the
 *    aspect ratio) costs most, so arms run straight to the box edge and then turn; a turn from a row
 *    into a vertical leg is followed at once by a turn back inwards, so long lines snake in rows. A turn
 *    prefers the side away from the centre (or a right turn on an axis, giving a pinwheel). Covering the
 *    first square in front of another open end, or boxing in the new tile's own ends, costs a lot, so a
 *    tile does not block a later one; growing the board beyond the aspect ratio costs a little.
 * 4. If some tile finds no free spot, the whole board is laid out again with the turns mirrored, then
 *    with a larger box, then with both; the first run with no dead end wins. Only if all of them fail
 *    (never seen in the property test) does the least-overlapping spot get used.
 * 5. Boards meant for a narrow container (`maxAspect` < 1) are laid out wide and turned a quarter.
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
  /** Index of the candidate spot taken (-1: the lead, or no free spot). */
  ci: number;
}
interface Strategy {
  mirror: boolean;
  grow: number;
}
const STRATEGIES: readonly Strategy[] = [
  { mirror: false, grow: 1 },
  { mirror: true, grow: 1 },
  { mirror: false, grow: 1.5 },
  { mirror: true, grow: 1.5 },
  { mirror: false, grow: 0.75 },
  { mirror: true, grow: 2.5 },
];

const rect = (x: number, y: number, horizontal: boolean): Rect => ({ x, y, hx: horizontal ? 1 : 0.5, hy: horizontal ? 0.5 : 1 });
const overlap = (a: Rect, b: Rect): boolean =>
  Math.abs(a.x - b.x) < a.hx + b.hx - EPS && Math.abs(a.y - b.y) < a.hy + b.hy - EPS;
const isDouble = (tile: string): boolean => tile[0] === tile[2] && tile.length === 3;
const dirIndex = (d: Direction): number => DIRS.indexOf(d);

/** Midpoint of the side of `n` facing `d`, and that side's length. */
function contact(n: Rect, d: number): { cx: number; cy: number; w: number } {
  const along = d % 2 ? n.hx : n.hy;
  return { cx: n.x + DX[d]! * along, cy: n.y + DY[d]! * along, w: 2 * (d % 2 ? n.hy : n.hx) };
}

/** The 1 × 1 square in front of an end: any tile played there covers it. */
function frontSquare(n: Rect, d: number): Rect {
  const { cx, cy } = contact(n, d);
  return { x: cx + DX[d]! * 0.5, y: cy + DY[d]! * 0.5, hx: 0.5, hy: 0.5 };
}

/** Logical directions of the ends a tile exposes (R-ALL-3). */
function endDirs(lead: boolean, spinner: boolean, dir: Direction | null): number[] {
  if (lead) return spinner ? [0, 1, 2, 3] : [3, 1];
  const d = dirIndex(dir ?? 'e');
  return spinner ? [d, (d + 3) % 4, (d + 1) % 4] : [d];
}

interface Candidate {
  x: number;
  y: number;
  hz: boolean;
  /** Physical direction of the tile's line there. */
  h: number;
  /** Base cost: how unusual the spot is. */
  k: number;
}

/**
 * Candidate spots for a tile played on side `d` of `parent`. A double may take every spot a single
 * may (so a free drop target always has room for a double too), and crosswise centred.
 */
function candidates(parent: Rect, d: number, dbl: boolean): Candidate[] {
  const { cx, cy, w } = contact(parent, d);
  const out: Candidate[] = [];
  const hzD = d % 2 === 1;
  const add = (along: number, t: number, side: number, hz: boolean, h: number, k: number): void => {
    out.push({ x: cx + DX[d]! * along + DX[t]! * side, y: cy + DY[d]! * along + DY[t]! * side, hz, h, k });
  };
  if (dbl) add(0.5, d, 0, !hzD, d, 0); // crosswise, centred: the usual place of a double
  for (const t of [(d + 1) % 4, (d + 3) % 4]) {
    // Straight on (a double there lies crosswise to a turned line, or along its own).
    if (dbl) {
      add(1, t, 0, hzD, t, 25);
      add(1, t, 0, hzD, d, 30);
    } else add(1, t, 0, hzD, d, 0);
    // Corner: the matched half against the end, the other half turned (a double: crosswise, shifted).
    add(0.5, t, 0.5, !hzD, dbl ? d : t, dbl ? 3 : 4);
    if (w > 1) {
      // Along a double's long side: shifted half a tile.
      add(1, t, 0.5, hzD, dbl ? t : d, dbl ? 28 : 3);
      add(0.5, t, 1, !hzD, dbl ? d : t, dbl ? 6 : 7);
    } else add(-0.5, t, 1.5, !hzD, dbl ? d : t, 25); // hook: alongside the end half
  }
  return out;
}

interface Run {
  nodes: Node[];
  ends: PlacedEnd[];
  /** Items (tiles, then drop targets) that found no free spot. */
  stuck: number;
  /** For the first stuck item: the items whose spots blocked it. */
  blockers: number[];
}

/** One greedy pass; `penalty` (item:candidate → cost) steers it away from spots that boxed in a later item. */
function layoutRun(layout: Layout, aspect: number, s: Strategy, penalty: ReadonlyMap<string, number>): Run {
  const { tiles } = layout;
  const n = tiles.length;
  // The box grows with the tile count in steps, so most moves leave earlier tiles where they were.
  const X = Math.max(7, 2 * Math.ceil((Math.sqrt(aspect * n * 1.4) * s.grow) / 2));
  const Y = Math.max(5, X / aspect);
  const nodes: Node[] = [];
  const coveredAt = new Map<string, number>();
  for (let j = 1; j < n; j++) coveredAt.set(`${tiles[j]!.parent}:${tiles[j]!.dir}`, j);
  let stuck = 0;
  let blockers: number[] = [];
  let minX = 0, maxX = 0, minY = 0, maxY = 0;
  const fit = (r: Rect): number =>
    Math.max(
      (Math.max(maxX, r.x + r.hx) - Math.min(minX, r.x - r.hx)) / aspect,
      Math.max(maxY, r.y + r.hy) - Math.min(minY, r.y - r.hy),
    );

  /** The squares in front of the ends open after `k` tiles, except `skip`. */
  const openFronts = (k: number, skip: string): Rect[] => {
    const out: Rect[] = [];
    for (let i = 0; i < k; i++) {
      for (const ld of endDirs(i === 0, tiles[i]!.spinner, tiles[i]!.dir)) {
        const key = `${i}:${DIRS[ld]}`;
        const by = coveredAt.get(key);
        if (key !== skip && (by === undefined || by >= k)) out.push(frontSquare(nodes[i]!, (ld + nodes[i]!.r) % 4));
      }
    }
    return out;
  };

  /** Places item `item` (a tile played with logical direction `ld`, or a drop target) on side `d` of `p`. */
  const place = (item: number, p: Node, d: number, ld: number, dbl: boolean, own: readonly number[], avoid: readonly Rect[]): Node => {
    let best: (Node & { cost: number }) | undefined;
    const base = fit({ x: 0, y: 0, hx: 0, hy: 0 });
    const blocked = new Set<number>();
    candidates(p, d, dbl).forEach((c, ci) => {
      const r = rect(c.x, c.y, c.hz);
      let hit = false;
      nodes.forEach((q, qi) => {
        if (overlap(r, q)) {
          hit = true;
          blocked.add(qi);
        }
      });
      if (hit) return;
      let cost = c.k + (penalty.get(`${item}:${ci}`) ?? 0);
      for (const a of avoid) if (overlap(r, a)) cost += 100;
      // Leaving the box costs by how far; growing the board beyond its aspect a little.
      cost += 15 * (Math.max(0, r.x + r.hx - X) + Math.max(0, r.hx - r.x - X) + Math.max(0, r.y + r.hy - Y) + Math.max(0, r.hy - r.y - Y));
      cost += 2 * Math.max(0, fit(r) - base);
      const leg = c.h !== d && d % 2 === 1;
      if (c.h !== d) {
        // A turn goes away from the centre (on an axis: right, or left when mirrored); after a corner
        // into a vertical leg it goes back inwards, so a long line snakes in rows.
        const across = c.h % 2 ? r.x : r.y;
        const out = (c.h === 1 || c.h === 2 ? 1 : -1) * across > 0;
        const preferred = Math.abs(across) < 1 ? (c.h === (d + 1) % 4) !== s.mirror : p.leg ? !out : out;
        if (!preferred) cost += 2;
      } else if (p.leg) cost += 8;
      const node = { ...r, h: c.h, r: (c.h - ld + 4) % 4, leg, ci, cost };
      // Its own ends need room.
      for (const e of own) {
        const f = frontSquare(node, (e + node.r) % 4);
        if (nodes.some((q) => overlap(f, q))) cost += 60;
      }
      node.cost = cost;
      if (!best || cost < best.cost) best = node;
    });
    if (best) return best;
    if (!stuck++) blockers = [...blocked];
    // Nowhere free: a spot beyond the end, overlapping (the retries in placeLayout make this rare).
    return { ...rect(p.x + DX[d]! * 2, p.y + DY[d]! * 2, d % 2 === 1), h: d, r: (d - ld + 4) % 4, leg: false, ci: -1 };
  };

  for (let k = 0; k < n; k++) {
    const t = tiles[k]!;
    const dbl = isDouble(t.tile);
    let node: Node;
    if (t.parent === null) node = { ...rect(0, 0, !dbl), h: 1, r: 0, leg: false, ci: -1 };
    else {
      const p = nodes[t.parent]!;
      const ld = dirIndex(t.dir ?? 'e');
      node = place(k, p, (ld + p.r) % 4, ld, dbl, endDirs(false, t.spinner, t.dir), openFronts(k, `${t.parent}:${t.dir}`));
    }
    nodes.push(node);
    minX = Math.min(minX, node.x - node.hx);
    maxX = Math.max(maxX, node.x + node.hx);
    minY = Math.min(minY, node.y - node.hy);
    maxY = Math.max(maxY, node.y + node.hy);
  }

  // Drop targets: where a single would go; they keep clear of tiles, and of each other where they can.
  const ends: PlacedEnd[] = [];
  const fronts = openFronts(n, '');
  layout.ends.forEach((e, i) => {
    const p = nodes[e.tile];
    if (!p) return;
    const ld = dirIndex(e.dir);
    const spot = place(n + i, p, (ld + p.r) % 4, ld, false, [], [...fronts.filter((_, j) => j !== i), ...ends.map((o) => rect(o.x, o.y, o.horizontal))]);
    ends.push({ id: e.id, pip: e.pip, open: e.open, x: spot.x, y: spot.y, horizontal: spot.hx > spot.hy });
  });
  return { nodes, ends, stuck, blockers };
}

/** Where every tile of the layout and every open end's drop target sits on the board. */
export function placeLayout(layout: Layout, opts: PlaceOptions = {}): BoardGeometry {
  const want = opts.maxAspect && opts.maxAspect > 0 ? opts.maxAspect : DEFAULT_ASPECT;
  const tall = want < 1;
  const aspect = Math.max(1, tall ? 1 / want : want);
  let run: Run | undefined;
  // Repair: when an item is boxed in, the spots its blockers took cost more next time; after a few
  // tries, mirror the turns or grow the box and start the repairs afresh.
  search: for (const s of STRATEGIES) {
    const penalty = new Map<string, number>();
    for (let attempt = 0; attempt < 12; attempt++) {
      const r = layoutRun(layout, aspect, s, penalty);
      if (!run || r.stuck < run.stuck) run = r;
      if (r.stuck === 0) break search;
      for (const b of r.blockers) {
        const ci = r.nodes[b]?.ci ?? -1;
        if (ci >= 0) penalty.set(`${b}:${ci}`, (penalty.get(`${b}:${ci}`) ?? 0) + 200);
      }
    }
  }
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
    return turn({ index, tile: t.tile, x: nd.x, y: nd.y, horizontal, flip: tall && !horizontal && !double ? !flip : flip, spinner: t.spinner, double });
  });
  const placedEnds = ends.map(turn);
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const o of [...placed, ...placedEnds]) {
    const hx = o.horizontal ? 1 : 0.5;
    const hy = o.horizontal ? 0.5 : 1;
    x0 = Math.min(x0, o.x - hx);
    x1 = Math.max(x1, o.x + hx);
    y0 = Math.min(y0, o.y - hy);
    y1 = Math.max(y1, o.y + hy);
  }
  const bounds = placed.length ? { x: x0, y: y0, width: x1 - x0, height: y1 - y0 } : { x: -1, y: -0.5, width: 2, height: 1 };
  return { tiles: placed, ends: placedEnds, bounds };
}
