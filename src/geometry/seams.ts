/** Where tiles touch without being joined: the edges the board draws as a gap, so its lines read as lines. */

import type { PlacedTile } from './types.js';

/**
 * The edges shared by two touching tiles neither of which was played on the other (`parents[i]`: the tile tile `i` was
 * played on), as an SVG path of one segment each, in board units. Joined tiles touch end to end; these get a gap.
 */
export function seamsOf(tiles: readonly PlacedTile[], parents: readonly (number | null)[]): string {
  let d = '';
  const boxes = tiles.map(({ x, y, horizontal }) => {
    const hx = horizontal ? 1 : 0.5;
    return [x - hx, y - 1.5 + hx, x + hx, y + 1.5 - hx];
  });
  boxes.forEach((a, i) =>
    boxes.forEach((b, j) => {
      const x0 = Math.max(a[0]!, b[0]!);
      const y0 = Math.max(a[1]!, b[1]!);
      const x1 = Math.min(a[2]!, b[2]!);
      const y1 = Math.min(a[3]!, b[3]!);
      // Centres lie on a half-unit grid, so edges meet exactly: no overlap on one axis and some on the other is an
      // edge they share (tiles never overlap on both).
      if (
        j > i &&
        parents[j] !== i &&
        parents[i] !== j &&
        !Math.min(x1 - x0, y1 - y0) &&
        Math.max(x1 - x0, y1 - y0) > 0
      )
        d += `M${x0} ${y0}L${x1} ${y1}`;
    }),
  );
  return d;
}
