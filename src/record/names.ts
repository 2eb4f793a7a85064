/** Naming open ends and moves as a person sees them ("6-4@6N"), shared by the record writer and reader. */

import { parseTile, type Layout, type LayoutEnd, type MatchState, type Move } from '../engine/core.js';

const COMPASS = { n: 'N', e: 'E', s: 'S', w: 'W' } as const;
/** In a line (no spinner at the lead) the two ways are read as a person reads the line: left and right. */
const LINE = { n: 'N', e: 'R', s: 'S', w: 'L' } as const;

/**
 * Where an open end is: one letter per spinner (or the lead) passed on the way from the lead, naming the
 * side taken, then the side of the end's own tile when that tile is a spinner or the lead. With a spinner
 * at the lead the letters are N, E, S, W (compass points relative to the lead); in a line, L and R. Every
 * open end has a different place, so the place alone names it.
 */
export function placeOf(layout: Layout, end: LayoutEnd): string {
  const { tiles } = layout;
  const letters = tiles[0]?.spinner ? COMPASS : LINE;
  // The lead branches (2 or 4 ways), and so does every later spinner; other tiles only carry a line on.
  const branches = (i: number): boolean => i === 0 || tiles[i]?.spinner === true;
  let place = branches(end.tile) ? letters[end.dir] : '';
  for (let i = end.tile; i > 0;) {
    const tile = tiles[i];
    if (!tile || tile.parent === null || !tile.dir) break;
    if (branches(tile.parent)) place = letters[tile.dir] + place;
    i = tile.parent;
  }
  return place;
}

/** The human name of an open end: its number and its place, e.g. "3NE"; the number alone when no other end shows it. */
export function endName(layout: Layout, end: LayoutEnd): string {
  let same = 0;
  for (const e of layout.ends) if (e.pip === end.pip) same++;
  return same === 1 ? String(end.pip) : `${end.pip}${placeOf(layout, end)}`;
}

/**
 * A move in record notation, as short as the position allows: the tile alone when exactly one open end
 * shows either of its numbers (or it opens the round), else "tile@end" with `endName`. `drawn` names the
 * tile a draw took ("draw:4-2").
 */
export function moveName(state: MatchState, move: Move, drawn?: string): string {
  if (move.type !== 'play') return move.type === 'draw' && drawn ? `draw:${drawn}` : move.type;
  const tile = parseTile(move.tile);
  const { layout } = state;
  const end = layout.ends.find((e) => e.id === move.end);
  if (!tile || !end) return tile ? tile.name : String(move.tile);
  let fits = 0;
  for (const e of layout.ends) if (e.pip === tile.hi || e.pip === tile.lo) fits++;
  return fits === 1 ? tile.name : `${tile.name}@${endName(layout, end)}`;
}

/**
 * The open end a name means: "3NE", "NE" (a place alone) or "3" (a number no other open end shows);
 * undefined when it names none or several. L and R may be written for W and E, in either case.
 */
export function endByName(layout: Layout, name: string): LayoutEnd | undefined {
  const m = /^(\d)?([NESWLR]*)$/i.exec(name);
  if (!m || (m[1] === undefined && !m[2])) return undefined;
  const compass = (place: string): string => place.toUpperCase().replace(/L/g, 'W').replace(/R/g, 'E');
  const found = layout.ends.filter(
    (e) => (m[1] === undefined || e.pip === Number(m[1])) && (!m[2] || compass(placeOf(layout, e)) === compass(m[2])),
  );
  return found.length === 1 ? found[0] : undefined;
}
