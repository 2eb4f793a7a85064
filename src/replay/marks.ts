/**
 * A step's marks drawn (README "Game records", Marks): outlines and arrows over the board, in its own units (the
 * board view's overlay), outlines of tiles in the hands shown (a sheet of the table's shadow root), and the same
 * in words for a screen reader.
 */

import type { BoardGeometry } from '../geometry/types.js';
import type { MatchState } from '../engine/types.js';
import type { MarkTarget, StepMark } from '../record/index.js';
import { svg } from './kit.js';

/** A target's box on the board: its centre and size in board units (a tile is 2 × 1), or undefined when off the board. */
function boxOf(g: BoardGeometry, target: MarkTarget) {
  const at = 'end' in target ? g.ends.find((e) => e.id === target.end) : g.tiles.find((t) => t.tile === target.tile);
  return at && { x: at.x, y: at.y, w: at.horizontal ? 2 : 1, h: at.horizontal ? 1 : 2 };
}

type Box = NonNullable<ReturnType<typeof boxOf>>;

const outline = (b: Box) =>
  svg`<rect class="mark" x=${b.x - b.w / 2 - 0.08} y=${b.y - b.h / 2 - 0.08} width=${b.w + 0.16} height=${b.h + 0.16} rx=".2"></rect>`;

/**
 * An arrow from the centre of one box towards the other, stopping short of its centre: its shaft (x1, y1, x2, y2)
 * and its head's points, in the units of a tile's short side.
 */
export function arrowShape(a: { x: number; y: number }, b: { x: number; y: number }) {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / length, dy / length];
  const tip = { x: b.x - ux * 0.25, y: b.y - uy * 0.25 };
  const base = { x: tip.x - ux * 0.5, y: tip.y - uy * 0.5 };
  const side = (k: number) => `${base.x - uy * k},${base.y + ux * k}`;
  return { line: [a.x, a.y, base.x, base.y], head: `${tip.x},${tip.y} ${side(0.3)} ${side(-0.3)}` };
}

function arrow(a: Box, b: Box) {
  const { line, head } = arrowShape(a, b);
  return svg`<g class="mark-arrow"><line x1=${line[0]} y1=${line[1]} x2=${line[2]} y2=${line[3]}></line><polygon points=${head}></polygon></g>`;
}

/**
 * The board view's overlay for these marks, or undefined when there are none. A tile that is in a hand, not on
 * the board, is outlined in the hand (`handMarks`). An arrow from a tile in a hand leaves an invisible anchor on
 * its target, numbered as the mark is: the arrow itself is drawn over the whole table (hand-arrows.ts).
 */
export function marksOverlay(marks: readonly StepMark[]): ((g: BoardGeometry) => unknown) | undefined {
  if (!marks.length) return undefined;
  return (g) => {
    const drawn: unknown[] = [];
    marks.forEach((mark, i) => {
      const boxes = mark.targets.map((t) => boxOf(g, t));
      if (mark.kind === 'arrow') {
        const [from, to] = boxes;
        if (from && to) drawn.push(arrow(from, to));
        else if (to)
          drawn.push(
            svg`<rect class="mark-anchor" data-mark=${i} x=${to.x - to.w / 2} y=${to.y - to.h / 2} width=${to.w} height=${to.h}></rect>`,
          );
      } else for (const b of boxes) if (b) drawn.push(outline(b));
    });
    return svg`<g class="marks" aria-hidden="true">${drawn}</g>`;
  };
}

/** The tiles marked in the hands: per seat, the places (1-based) of its marked tiles in the hand as drawn. */
export function handMarks(marks: readonly StepMark[], state: MatchState): string {
  const rules: string[] = [];
  for (const mark of marks) {
    // An arrow's tiles are shown by the arrow, not outlined.
    if (mark.kind === 'arrow') continue;
    for (const target of mark.targets) {
      if (!('tile' in target)) continue;
      state.hands.forEach((hand, seat) => {
        const place = hand.indexOf(target.tile) + 1;
        if (place > 0) {
          rules.push(`[data-seat="${seat}"] .seat__tiles > :nth-child(${place})`);
          rules.push(`.replay__hand[data-seat="${seat}"] > :nth-child(${place})`);
        }
      });
      // A lesson's hand: its buttons name their tiles.
      rules.push(`.replay__lesson .hand__tile[data-tile="${target.tile}"]`);
    }
  }
  return rules.length ? `${rules.join(',')}{outline:var(--_mark-w) solid var(--_mark);outline-offset:2px}` : '';
}

/** One sheet per table for its hands' marks, set anew when the step shown changes. */
const sheets = new WeakMap<HTMLElement, CSSStyleSheet>();

/** Puts `css` in the table's own marks sheet (made in the table's window, as a constructed sheet: CSP allows it). */
export function adoptHandMarks(
  host: HTMLElement & { readonly renderRoot: HTMLElement | DocumentFragment },
  css: string,
) {
  const root = host.renderRoot as ShadowRoot;
  const view = host.ownerDocument.defaultView;
  if (!view || !root.adoptedStyleSheets) return;
  let sheet = sheets.get(host);
  if (!sheet || !root.adoptedStyleSheets.includes(sheet)) {
    sheet = new view.CSSStyleSheet();
    sheets.set(host, sheet);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
  sheet.replaceSync(css);
}
