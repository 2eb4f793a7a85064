/**
 * Arrows that start at a tile in a hand (`[%arrow 5-1 @1N]` while the 5-1 is held): drawn once the table is laid
 * out, over the whole table, from where the tile is drawn (a seat's chip, a lesson's hand, a figure's hand) to the
 * anchor the board's overlay left on the target (marks.ts). A tile in no hand shown (hidden by `view`) leaves the
 * target outlined instead.
 */

import type { MatchState, Tile } from '../engine/types.js';
import type { StepMark } from '../record/index.js';
import { arrowShape } from './marks.js';

const SVG = 'http://www.w3.org/2000/svg';

/** Where the tile is drawn in a hand, if anywhere: the first of the places a hand may show it that is laid out. */
function tileInHand(root: ShadowRoot, state: MatchState, tile: Tile): Element | null {
  const seat = state.hands.findIndex((hand) => hand.includes(tile));
  const place = (state.hands[seat] ?? []).indexOf(tile) + 1;
  const selectors = [
    `.replay__lesson .hand__tile[data-tile="${tile}"]`,
    `[part~="seat"][data-seat="${seat}"] .seat__tiles > :nth-child(${place})`,
    `.replay__hand[data-seat="${seat}"] > :nth-child(${place})`,
  ];
  for (const selector of selectors) {
    const found = root.querySelector(selector);
    if (found && found.getBoundingClientRect().width > 0) return found;
  }
  return null;
}

const element = (document: Document, name: string, attributes: Record<string, string | number>) => {
  const made = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) made.setAttribute(key, String(value));
  return made;
};

/**
 * Draws the step's arrows from hand tiles in the table's `.replay__arrows` layer (made here, with DOM calls: no
 * markup is parsed, so Trusted Types have nothing to say). The layer's unit is a tile's short side on the board, as
 * in the board's own overlay, so both kinds of arrow look alike.
 */
export function drawHandArrows(root: ShadowRoot, marks: readonly StepMark[], state: MatchState | null): void {
  const layer = root.querySelector<SVGSVGElement>('.replay__arrows');
  if (!layer) return;
  // Most steps have no arrow from a hand: then nothing is measured (no layout forced before the frame's own).
  if (!root.querySelector('.mark-anchor')) {
    if (layer.firstChild) layer.replaceChildren();
    return;
  }
  const document = layer.ownerDocument;
  const drawn: Element[] = [];
  const area = layer.getBoundingClientRect();
  const anchors = marks.map((_, i) => root.querySelector(`.mark-anchor[data-mark="${i}"]`)?.getBoundingClientRect());
  const first = anchors.find((a) => a && a.width > 0);
  const unit = first ? Math.min(first.width, first.height) : 0;
  const centre = (r: DOMRect) => ({
    x: (r.left + r.width / 2 - area.left) / unit,
    y: (r.top + r.height / 2 - area.top) / unit,
  });
  marks.forEach((mark, i) => {
    const to = anchors[i];
    const from = mark.targets[0];
    if (!to || !unit || !state || !from || !('tile' in from)) return;
    const tile = tileInHand(root, state, from.tile);
    const target = centre(to);
    if (!tile) {
      const [w, h] = [to.width / unit, to.height / unit];
      drawn.push(
        element(document, 'rect', {
          class: 'mark',
          x: target.x - w / 2 - 0.08,
          y: target.y - h / 2 - 0.08,
          width: w + 0.16,
          height: h + 0.16,
          rx: 0.2,
        }),
      );
      return;
    }
    const { line, head } = arrowShape(centre(tile.getBoundingClientRect()), target);
    const [x1, y1, x2, y2] = line as [number, number, number, number];
    const group = element(document, 'g', { class: 'mark-arrow', 'data-mark': i });
    group.append(element(document, 'line', { x1, y1, x2, y2 }), element(document, 'polygon', { points: head }));
    drawn.push(group);
  });
  layer.setAttribute('viewBox', unit ? `0 0 ${area.width / unit} ${area.height / unit}` : '0 0 1 1');
  layer.replaceChildren(...drawn);
}
