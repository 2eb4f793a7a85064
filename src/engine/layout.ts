/** The layout graph: opening tile, attaching tiles to open ends, spinners, the Maltese cross, suit locks. */

import type { TileInfo } from './tiles.js';
import { duringPlay } from './during.js';
import type { Direction, Layout, LayoutEnd, LayoutTile, ResolvedRules, Writable } from './types.js';

/** Why a tile may not go on an end by the layout rules alone. */
export type FitReason = 'no-match' | 'cross-incomplete' | 'sides-first' | 'suit-locked';

export const EMPTY_LAYOUT: Layout = Object.freeze({ tiles: [], ends: [] });

const LEFT: Record<Direction, Direction> = { n: 'w', w: 's', s: 'e', e: 'n' };
const RIGHT: Record<Direction, Direction> = { n: 'e', e: 's', s: 'w', w: 'n' };

/**
 * Whether the double about to be placed as tile number `index` spins (R-ALL-3, R-DB-4, R-DC-4, R-MC-5); with
 * `first-double`, the first double laid, lead or not (R-A5-4).
 */
export function spins(rules: ResolvedRules, index: number, layout: Layout = EMPTY_LAYOUT): boolean {
  if (rules.spinners === 'first-double') {
    for (const t of layout.tiles) if (t.spinner) return false;
    return true;
  }
  return rules.spinners === 'all' || (rules.spinners === 'first' && index === 0);
}

/** R-MC-4: until the lead spinner's four sides hold a tile, only those sides may be played on. */
export function crossIncomplete(rules: ResolvedRules, layout: Layout): boolean {
  if (!rules.cross || layout.tiles.length === 0) return false;
  for (const end of layout.ends) if (end.tile === 0) return true;
  return false;
}

function hasSuit(unlocked: readonly number[], pip: number): boolean {
  for (const u of unlocked) if (u === pip) return true;
  return false;
}

/**
 * Why `tile` may not be attached to `end` by the layout rules, or null when it may
 * (R-ALL-4, R-ALL-5, R-MC-4, R-MC-6). Turn and drawing rules are checked elsewhere.
 */
export function fitReason(
  rules: ResolvedRules,
  tile: TileInfo,
  end: LayoutEnd,
  unlocked: readonly number[],
  incompleteCross: boolean,
): FitReason | null {
  if (tile.hi !== end.pip && tile.lo !== end.pip) return 'no-match';
  if (incompleteCross && end.tile !== 0) return 'cross-incomplete';
  if (end.waiting) return 'sides-first';
  if (rules.suitLock && !tile.double && !incompleteCross && !hasSuit(unlocked, end.pip)) return 'suit-locked';
  return null;
}

function withOpenFlags(
  rules: ResolvedRules,
  layout: { tiles: readonly LayoutTile[]; ends: LayoutEnd[] },
  unlocked: readonly number[],
  incompleteCross: boolean,
): LayoutEnd[] {
  const { ends } = layout;
  for (let i = 0; i < ends.length; i++) {
    const e = ends[i] as LayoutEnd;
    // R-A5-4: sides-first flanks wait (the games that have them have the mechanisms, or no moves: during.ts).
    const waiting = !!rules.sidesFirst && !!duringPlay()?.waits(layout, e);
    const open = !waiting && (incompleteCross ? e.tile === 0 : !rules.suitLock || hasSuit(unlocked, e.pip));
    if (e.open !== open || !e.waiting !== !waiting) {
      // A fresh end, `waiting` added only where it holds (a spread of the flag was slow: this runs on every play).
      const fresh: Writable<LayoutEnd> = { id: e.id, pip: e.pip, open, tile: e.tile, dir: e.dir };
      if (waiting) fresh.waiting = true;
      ends[i] = fresh;
    }
  }
  return ends;
}

/** The layout after the round's first tile (R-ALL-3: single 2 ends, double 2, spinner 4). */
export function openWith(rules: ResolvedRules, tile: TileInfo, unlocked: readonly number[]): Layout {
  const spinner = tile.double && spins(rules, 0);
  const placed: LayoutTile = { tile: tile.name, parent: null, end: null, spinner, match: null, dir: null };
  const end = (dir: Direction, pip: number): LayoutEnd => ({ id: `0${dir}`, pip, open: true, tile: 0, dir });
  const ends = spinner
    ? [end('n', tile.hi), end('e', tile.hi), end('s', tile.hi), end('w', tile.hi)]
    : [end('w', tile.hi), end('e', tile.lo)];
  const layout = { tiles: [placed], ends };
  return { tiles: layout.tiles, ends: withOpenFlags(rules, layout, unlocked, crossIncomplete(rules, layout)) };
}

/** The layout after attaching `tile` to the open end `end` (already known to fit). */
export function attach(
  rules: ResolvedRules,
  layout: Layout,
  tile: TileInfo,
  end: LayoutEnd,
  unlocked: readonly number[],
): Layout {
  const index = layout.tiles.length;
  const spinner = tile.double && spins(rules, index, layout);
  const exposed = tile.hi === end.pip ? tile.lo : tile.hi;
  const placed: LayoutTile = {
    tile: tile.name,
    parent: end.tile,
    end: end.id,
    spinner,
    match: end.pip,
    dir: end.dir,
  };
  const make = (dir: Direction): LayoutEnd => ({ id: `${index}${dir}`, pip: exposed, open: true, tile: index, dir });
  const added = spinner ? [make(end.dir), make(LEFT[end.dir]), make(RIGHT[end.dir])] : [make(end.dir)];
  const ends: LayoutEnd[] = [];
  for (const e of layout.ends) if (e.id !== end.id) ends.push(e);
  for (const e of added) ends.push(e);
  const tiles = [...layout.tiles, placed];
  return { tiles, ends: withOpenFlags(rules, { tiles, ends }, unlocked, crossIncomplete(rules, { tiles, ends })) };
}

export function findEnd(layout: Layout, id: unknown): LayoutEnd | undefined {
  for (const e of layout.ends) if (e.id === id) return e;
  return undefined;
}
