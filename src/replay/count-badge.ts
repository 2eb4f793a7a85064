/**
 * Part `count`: the count after the last play and its points, for the table and the replay alike: its words, and where
 * it lies beside the last tile laid. In chunks/scoring.js (element/loaders/scoring-chunk.ts), and its words in the
 * replay chunk too (which may bundle it: it is no part of the entry).
 */

import type { svg as Svg, TemplateResult } from 'lit';
import type { MoveRecord } from '../engine/types.js';
import type { BoardGeometry } from '../geometry/types.js';
import type { Box } from '../geometry/hits.js';

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

const boxOf = (e: { x: number; y: number; horizontal: boolean }): Box => {
  const hx = e.horizontal ? 1 : 0.5;
  const hy = 1.5 - hx;
  return [e.x - hx, e.y - hy, e.x + hx, e.y + hy];
};
const overlaps = (a: Box, b: Box): boolean => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/**
 * Part `count` (README "Styling"): the badge of `text` beside the last tile laid, on the first side of it (above, below:
 * centred, or flush with either end; right, left) that covers no tile and stays in `view`; above when none does (an
 * open end's mark or slot may be under it: it lets taps through). Nothing on an empty board. Drawn
 * with the board's own `svg` (chunks import no Lit); said in words by the status line and the live region, so hidden
 * from assistive technology here.
 */
export function countView(svg: typeof Svg, g: BoardGeometry, text: string, view: Box): TemplateResult | undefined {
  let last: BoardGeometry['tiles'][number] | undefined;
  for (const t of g.tiles) if (!last || t.index > last.index) last = t;
  if (!last) return;
  const [x0, y0, x1, y1] = boxOf(last);
  const w = text.length * 0.36 + 0.4;
  const h = 0.8;
  const cy = (y0 + y1) / 2;
  const around: [number, number][] = [];
  for (const cx of [(x0 + x1) / 2, x0 + w / 2, x1 - w / 2]) around.push([cx, y0 - h / 2 - 0.1], [cx, y1 + h / 2 + 0.1]);
  around.push([x1 + w / 2 + 0.1, cy], [x0 - w / 2 - 0.1, cy]);
  const busy = g.tiles.map(boxOf);
  const boxAt = ([x, y]: [number, number]): Box => [x - w / 2, y - h / 2, x + w / 2, y + h / 2];
  const free = (b: Box): boolean =>
    b[0] >= view[0] && b[1] >= view[1] && b[2] <= view[2] && b[3] <= view[3] && !busy.some((o) => overlaps(o, b));
  const [bx, by, bx1, by1] = boxAt(around.find((c) => free(boxAt(c))) ?? around[0]!);
  return svg`<g class="count" part="count" aria-hidden="true"><rect x=${bx} y=${by} width=${bx1 - bx} height=${by1 - by} rx=".14"></rect><text x=${(bx + bx1) / 2} y=${by1 - 0.24} font-size=".56" text-anchor="middle">${text}</text></g>`;
}
