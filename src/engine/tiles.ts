/** Tiles and sets: reading "H-L" (the one reader of a tile's numbers), weights, the tile lists of each set (R-ALL-1). */

import type { Pip, SetName, Tile } from './types.js';

/** A tile's numbers and what follows from them. */
export interface TileInfo {
  readonly name: Tile;
  readonly hi: Pip;
  readonly lo: Pip;
  readonly pips: number;
  readonly double: boolean;
}

/** The name of the tile with these numbers (0…9, high first): the one place names are made from numbers. */
const nameOf = (hi: number, lo: number): Tile => `${hi}-${lo}` as Tile;

const TILES = new Map<string, TileInfo>();
for (let hi = 0; hi <= 9; hi++) {
  for (let lo = 0; lo <= hi; lo++) {
    const info = { name: nameOf(hi, lo), hi, lo, pips: hi + lo, double: hi === lo } as TileInfo;
    TILES.set(info.name, info);
    // Inputs accept either order; "1-3" means "3-1".
    if (hi !== lo) TILES.set(`${lo}-${hi}`, info);
  }
}

/** The tile written high–low, or undefined when the text is not a tile of a double-nine set. */
export function parseTile(text: unknown): TileInfo | undefined {
  return typeof text === 'string' ? TILES.get(text) : undefined;
}

/** A tile's numbers (and weight, and whether it is a double), for a tile as the engine writes it. */
export function tileInfo(name: Tile): TileInfo {
  const info = TILES.get(name);
  if (!info) throw new Error(`not a tile: ${name}`);
  return info;
}

export const maxPip = (set: SetName): number => (set === 'double-nine' ? 9 : 6);

const SETS = new Map<string, readonly Tile[]>();

/** Every tile of a set in a fixed order (heaviest double first), optionally without doubles. */
export function tilesOf(set: SetName, doubles = true): readonly Tile[] {
  const key = `${set}/${doubles}`;
  let out = SETS.get(key);
  if (!out) {
    const list: Tile[] = [];
    for (let hi = maxPip(set); hi >= 0; hi--) {
      for (let lo = hi; lo >= 0; lo--) if (doubles || hi !== lo) list.push(nameOf(hi, lo));
    }
    out = Object.freeze(list);
    SETS.set(key, out);
  }
  return out;
}

export const doubleOf = (n: number): Tile => nameOf(n, n);

export function pipTotal(tiles: readonly Tile[]): number {
  let sum = 0;
  for (const t of tiles) sum += tileInfo(t).pips;
  return sum;
}

/** The heaviest double among the tiles, or undefined. */
export function heaviestDouble(tiles: readonly Tile[]): TileInfo | undefined {
  let best: TileInfo | undefined;
  for (const t of tiles) {
    const info = tileInfo(t);
    if (info.double && (!best || info.hi > best.hi)) best = info;
  }
  return best;
}

/** A tile lying face down: its place is known, its name is not (a hidden hand's tile in a viewer's view). */
export const HIDDEN = '?' as unknown as Tile;
