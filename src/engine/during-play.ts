/**
 * The mechanisms of the games that score during play (the table `during.ts` describes): the count of the ends
 * (R-A5-5), points during play (R-A5-6, R-F3-6), the chip-out point (R-F3-7), the exact target (R-F3-8), the target
 * won at once (R-A5-9) and the flanks that wait for a spinner's sides (R-A5-4). Pure; the engine's entry hands it over
 * (index.ts), and the CDN table's chunk brings it (chunks/scoring.js).
 */

import type { DuringPlay } from './during.js';
import type { Direction, Layout, LayoutEnd, LayoutTile, PlayPoints, ResolvedRules } from './types.js';

/** The directions of a spinner's sides, in line with the play (a lead's: west and east, as a lead's line runs). */
const isSide = (tile: LayoutTile, dir: Direction): boolean =>
  tile.dir === null ? dir === 'w' || dir === 'e' : dir === tile.dir;

/**
 * R-A5-5, R-F3-4, R-GX-8: the count of the ends. Every open end of a single counts its number; a double counts
 * both halves, once, while one of its sides has no tile against it; a spinner's empty flank counts nothing.
 */
export function countOf(layout: Layout): number {
  let sum = 0;
  // The doubles counted so far (a short list: a Set per count would be garbage on every play).
  const doubles: number[] = [];
  for (const end of layout.ends) {
    const tile = layout.tiles[end.tile] as LayoutTile;
    if (tile.tile[0] !== tile.tile[2]) sum += end.pip;
    else if (isSide(tile, end.dir) && !doubles.includes(end.tile)) {
      doubles.push(end.tile);
      sum += 2 * end.pip;
    }
  }
  return sum;
}

/** The points a count scores during play (R-A5-6, R-F3-6); a count of 0 scores nothing. */
const POINTS: { readonly [P in PlayPoints]: (count: number) => number } = {
  none: () => 0,
  fives: (c) => (c % 5 ? 0 : c),
  'fives-and-threes': (c) => (c % 5 ? 0 : c / 5) + (c % 3 ? 0 : c / 3),
};

export const pointsFor = (rules: ResolvedRules, count: number): number => POINTS[rules.playPoints ?? 'none'](count);

/**
 * R-F3-8: what a score during play (or a chip-out) adds to a total: all of it, or nothing when it would take the
 * total past an exact target.
 */
export const scoreAdded = (rules: ResolvedRules, total: number, points: number): number =>
  rules.targetRule === 'exact' && total + points > rules.targetScore ? 0 : points;

/** R-A5-9, R-F3-8: whether a total reached during play wins at once. */
export const winsAtOnce = (rules: ResolvedRules, total: number): boolean =>
  !!rules.targetRule && rules.targetRule !== 'round-end' && total >= rules.targetScore;

/**
 * R-A5-4, R-GX-8: an end on a spinner's flank while one of the spinner's sides has no tile against it (a side
 * still open is an end of the spinner in a side direction; the side touching a parent is covered).
 */
function waits(layout: Layout, end: LayoutEnd): boolean {
  const tile = layout.tiles[end.tile] as LayoutTile;
  if (!tile.spinner || isSide(tile, end.dir)) return false;
  for (const e of layout.ends) if (e.tile === end.tile && isSide(tile, e.dir)) return true;
  return false;
}

export const DURING_PLAY: DuringPlay = {
  // R-A5-6, R-F3-6: the count after the play scores for the mover at once; R-F3-7 a chip-out adds its point to that
  // score, and R-F3-8 tests the two as one.
  scored(rules, layout, total, out, record) {
    const count = (record.count = countOf(layout));
    const points = pointsFor(rules, count) + (out && rules.dominoScoring === 'chip-out' ? 1 : 0);
    const added = (record.points = scoreAdded(rules, total, points));
    // R-F3-8, R-GX-10: what was refused, for the move's words.
    if (added < points) record.refused = points;
    return added;
  },
  winsAtOnce,
  waits,
  // R-A5-2: the player who dominoed leads (after a block, lot again); R-F3-2: the player to the left of the last leader.
  later: (rules, previous, leader) =>
    rules.laterLead === 'domino-winner' && previous.reason === 'domino'
      ? { seat: previous.winner as number, how: 'previous-winner' }
      : rules.laterLead === 'rotation'
        ? { seat: (leader + rules.direction + rules.players) % rules.players, how: 'rotation' }
        : undefined,
};
