/** Tiles and sets: parsing "H-L", weights, the tile lists of each set (R-ALL-1). */

import type { SetName } from './types.js';

export interface TileInfo {
  readonly name: string;
  readonly hi: number;
  readonly lo: number;
  readonly pips: number;
  readonly double: boolean;
}

const TILES = new Map<string, TileInfo>();
for (let hi = 0; hi <= 9; hi++) {
  for (let lo = 0; lo <= hi; lo++) {
    const info: TileInfo = { name: `${hi}-${lo}`, hi, lo, pips: hi + lo, double: hi === lo };
    TILES.set(info.name, info);
    // Inputs accept either order; "1-3" means "3-1".
    if (hi !== lo) TILES.set(`${lo}-${hi}`, info);
  }
}

/** The tile written high–low, or undefined when the text is not a tile of a double-nine set. */
export function parseTile(text: unknown): TileInfo | undefined {
  return typeof text === 'string' ? TILES.get(text) : undefined;
}

/** Info for a tile already known to be canonical (internal hot path). */
export function tileInfo(name: string): TileInfo {
  const info = TILES.get(name);
  if (!info) throw new Error(`not a tile: ${name}`);
  return info;
}

export const maxPip = (set: SetName): number => (set === 'double-nine' ? 9 : 6);

const SETS = new Map<string, readonly string[]>();

/** Every tile of a set in a fixed order (heaviest double first), optionally without doubles. */
export function tilesOf(set: SetName, doubles = true): readonly string[] {
  const key = `${set}/${doubles}`;
  let out = SETS.get(key);
  if (!out) {
    const list: string[] = [];
    for (let hi = maxPip(set); hi >= 0; hi--) {
      for (let lo = hi; lo >= 0; lo--) if (doubles || hi !== lo) list.push(`${hi}-${lo}`);
    }
    out = Object.freeze(list);
    SETS.set(key, out);
  }
  return out;
}

export const doubleOf = (n: number): string => `${n}-${n}`;

export function pipTotal(tiles: readonly string[]): number {
  let sum = 0;
  for (const t of tiles) sum += tileInfo(t).pips;
  return sum;
}

/** The heaviest double among the tiles, or undefined. */
export function heaviestDouble(tiles: readonly string[]): TileInfo | undefined {
  let best: TileInfo | undefined;
  for (const t of tiles) {
    const info = tileInfo(t);
    if (info.double && (!best || info.hi > best.hi)) best = info;
  }
  return best;
}
