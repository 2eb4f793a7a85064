/** Where tiles touch without being joined: the edges the board draws as a gap, so its lines read as lines. */

import { EPSILON } from './shapes.js';
import type { PlacedTile } from './types.js';

/**
 * The edges shared by two touching tiles neither of which was played on the other (`parents[i]`: the tile tile `i` was
 * played on), as segments `[x1, y1, x2, y2]` in board units. Joined tiles touch end to end; these get a gap.
 */
export function seamsOf(tiles: readonly PlacedTile[], parents: readonly (number | null)[]): number[][] {
  const out: number[][] = [];
  const half = (t: PlacedTile): [number, number] => (t.horizontal ? [1, 0.5] : [0.5, 1]);
  tiles.forEach((a, i) => {
    const [ax, ay] = half(a);
    for (let j = i + 1; j < tiles.length; j++) {
      const b = tiles[j]!;
      if (parents[j] === i || parents[i] === j) continue;
      const [bx, by] = half(b);
      // Overlap along each axis: 0 on one and more on the other is a shared edge.
      const x0 = Math.max(a.x - ax, b.x - bx);
      const x1 = Math.min(a.x + ax, b.x + bx);
      const y0 = Math.max(a.y - ay, b.y - by);
      const y1 = Math.min(a.y + ay, b.y + by);
      if (Math.abs(x1 - x0) < EPSILON && y1 - y0 > EPSILON) out.push([x0, y0, x0, y1]);
      else if (Math.abs(y1 - y0) < EPSILON && x1 - x0 > EPSILON) out.push([x0, y0, x1, y0]);
    }
  });
  return out;
}
