// Checks of a placed board shared by the geometry tests and scratch scripts: overlaps, contacts, matched numbers, bounds.
import type { BoardGeometry, PlacedTile } from '../../src/geometry/index.js';
import type { Layout } from '../../src/engine/types.js';

export const EPS = 1e-6;

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
export const box = (t: { x: number; y: number; horizontal: boolean }): Box => {
  const hx = t.horizontal ? 1 : 0.5;
  const hy = t.horizontal ? 0.5 : 1;
  return { x0: t.x - hx, y0: t.y - hy, x1: t.x + hx, y1: t.y + hy };
};
export const overlaps = (a: Box, b: Box): boolean =>
  a.x0 < b.x1 - EPS && b.x0 < a.x1 - EPS && a.y0 < b.y1 - EPS && b.y0 < a.y1 - EPS;
/** Length of the edge two boxes share (0 when they only meet at a corner or are apart). */
export function shared(a: Box, b: Box): number {
  const ox = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const oy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (Math.abs(ox) < EPS && oy > EPS) return oy;
  if (Math.abs(oy) < EPS && ox > EPS) return ox;
  return 0;
}
/** The two 1 × 1 halves of a tile in drawing order (left/top first) with the number each shows. */
function halves(t: PlacedTile): Array<{ box: Box; pip: number }> {
  const [a, b] = t.flip ? [Number(t.tile[2]), Number(t.tile[0])] : [Number(t.tile[0]), Number(t.tile[2])];
  const first = t.horizontal ? { x: t.x - 0.5, y: t.y, horizontal: false } : { x: t.x, y: t.y - 0.5, horizontal: true };
  const second = t.horizontal
    ? { x: t.x + 0.5, y: t.y, horizontal: false }
    : { x: t.x, y: t.y + 0.5, horizontal: true };
  const sq = (c: { x: number; y: number }): Box => ({ x0: c.x - 0.5, y0: c.y - 0.5, x1: c.x + 0.5, y1: c.y + 0.5 });
  return [
    { box: sq(first), pip: a },
    { box: sq(second), pip: b },
  ];
}

/** Every failed property of one placed layout, as readable lines (empty when all hold). */
export function problems(layout: Layout, g: BoardGeometry): string[] {
  const out: string[] = [];
  if (g.tiles.length !== layout.tiles.length) out.push(`placed ${g.tiles.length} of ${layout.tiles.length} tiles`);
  const boxes = g.tiles.map(box);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      if (overlaps(boxes[i]!, boxes[j]!))
        out.push(`tiles ${i} (${g.tiles[i]!.tile}) and ${j} (${g.tiles[j]!.tile}) overlap`);
    }
  }
  layout.tiles.forEach((t, i) => {
    if (t.parent === null) return;
    const child = g.tiles[i]!;
    const parent = g.tiles[t.parent]!;
    if (shared(boxes[i]!, boxes[t.parent]!) <= EPS)
      out.push(`tile ${i} (${t.tile}) does not touch its parent ${t.parent}`);
    // The matched numbers touch: a half of the child showing `match` shares an edge with a half of the parent showing it.
    const touching = halves(child).some(
      (c) => c.pip === t.match && halves(parent).some((p) => p.pip === t.match && shared(c.box, p.box) > EPS),
    );
    if (!touching)
      out.push(
        `tile ${i} (${t.tile}) does not put its ${t.match} against the ${t.match} of tile ${t.parent} (${parent.tile})`,
      );
    if (child.double !== (t.tile[0] === t.tile[2])) out.push(`tile ${i} double flag wrong`);
  });
  const b = g.bounds;
  for (const o of [...g.tiles, ...g.ends]) {
    const q = box(o);
    if (q.x0 < b.x - EPS || q.y0 < b.y - EPS || q.x1 > b.x + b.width + EPS || q.y1 > b.y + b.height + EPS)
      out.push(`bounds miss ${JSON.stringify(o)}`);
  }
  if (g.ends.length !== layout.ends.length) out.push('not one placed end per open end');
  return out;
}
