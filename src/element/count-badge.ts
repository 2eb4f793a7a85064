/** The words of part `count`: the count after the last play and its points, for the table and the replay alike. */

import type { MoveRecord } from '../engine/types.js';

/**
 * R-A5-5, R-A5-6, R-F3-6: the count after the last play and what that play scored ("15 · +8", "13"), for the badge
 * beside the last tile laid; undefined in games that do not score during play, and before the lead.
 */
export function countBadge(log: readonly MoveRecord[], count: number | null): string | undefined {
  let i = log.length - 1;
  while (i >= 0 && log[i]!.move.type !== 'play') i--;
  const points = log[i]?.points;
  return count === null || i < 0 ? undefined : points ? `${count} · +${points}` : `${count}`;
}
