// Issue 36 item 2: a `board-only` figure is drawn for its content (API.md §2 `board-only`: "as small as its
// content"; §7: `--domino-table-height` sets a figure's height, smaller or larger than its content, and the board
// scales to it), at 375, 768 and 1280 px wide.
import { expect } from '@open-wc/testing';
import { $, $$, mount, until, type DominoTable } from './helpers.js';
import { played } from './replay-helpers.js';
import { DOUBLES_SPINNER, KELLEY_DRAWS, MALTESE_LOCKS } from '../record/worked-examples.js';

const FIGURES = [
  { name: 'one double', record: KELLEY_DRAWS, step: '1' },
  { name: 'Kelley’s, the 0-0 played', record: KELLEY_DRAWS, step: 'end' },
  { name: 'a spinner with three arms', record: DOUBLES_SPINNER, step: 'end' },
  { name: 'the Maltese cross, locked suits', record: MALTESE_LOCKS, step: '9' },
];
const WIDTHS = [375, 768, 1280];

/** A figure in a box of `width` px, drawn. */
async function figure(record: string, step: string, width: number, style = ''): Promise<DominoTable> {
  const parent = document.body.appendChild(document.createElement('div'));
  parent.style.width = `${width}px`;
  const el = await mount({ record, step, 'board-only': true, controls: 'none', style }, { parent });
  await until(() => played(el) > 0, 'the figure drawn');
  await el.updateComplete;
  await new Promise((resolve) => requestAnimationFrame(resolve));
  return el;
}

/** The board's box, and the size its drawing takes in it (the viewBox at the scale it is drawn, centred). */
function board(el: DominoTable) {
  const svg = $(el, 'svg.board') as unknown as SVGSVGElement;
  const box = svg.getBoundingClientRect();
  const [, , w, h] = svg.getAttribute('viewBox')!.split(' ').map(Number) as [number, number, number, number];
  const scale = Math.min(box.width / w, box.height / h);
  return { box, drawn: { width: w * scale, height: h * scale }, scale };
}

describe('board-only figures, drawn for their content', () => {
  for (const { name, record, step } of FIGURES)
    for (const width of WIDTHS)
      it(`issue 36 item 2: ${name} at ${width} px is as tall as its board, no empty felt above or below`, async () => {
        const el = await figure(record, step, width);
        const frame = $(el, '.frame')!.getBoundingClientRect();
        const { box, drawn } = board(el);
        // The board's drawing fills its box's height; the frame adds only its padding round it.
        expect(drawn.height).to.be.closeTo(box.height, 1.5);
        expect(frame.height - box.height, 'the frame round the board').to.be.at.most(22);
        expect(el.getBoundingClientRect().height).to.be.closeTo(frame.height, 1);
        // Every tile inside the figure, and no felt above or below the tiles but the board's open ends (a tile's
        // length at most, beyond the outermost tiles: the board's bounds hold its ends) and the frame's padding.
        const tiles = $$(el, '[part~="played"]').map((tile) => tile.getBoundingClientRect());
        const top = Math.min(...tiles.map((r) => r.top));
        const bottom = Math.max(...tiles.map((r) => r.bottom));
        expect(top).to.be.at.least(frame.top - 0.5);
        expect(bottom).to.be.at.most(frame.bottom + 0.5);
        const { scale } = board(el);
        expect(frame.height - (bottom - top), 'felt round the tiles').to.be.at.most(2 * 2.3 * scale + 22);
      });

  it('issue 36 item 2: --domino-table-height makes a figure smaller or larger, and the board scales to it', async () => {
    const natural = await figure(MALTESE_LOCKS, '9', 768);
    const own = natural.getBoundingClientRect().height;
    const ownScale = board(natural).scale;
    for (const height of [Math.round(own / 2), Math.round(own * 1.8)]) {
      const el = await figure(MALTESE_LOCKS, '9', 768, `--domino-table-height: ${height}px`);
      expect(el.getBoundingClientRect().height, `${height} px`).to.be.closeTo(height, 1);
      const { box, drawn, scale } = board(el);
      const frame = $(el, '.frame')!.getBoundingClientRect();
      expect(box.bottom).to.be.at.most(frame.bottom + 0.5);
      // The drawing fits its box and fills one of its sides.
      expect(drawn.height).to.be.at.most(box.height + 0.5);
      expect(Math.max(drawn.height / box.height, drawn.width / box.width)).to.be.closeTo(1, 0.01);
      if (height < own) expect(scale, 'smaller tiles').to.be.below(ownScale);
      else expect(scale, 'larger tiles').to.be.above(ownScale);
    }
  });

  it('issue 36 item 2: with `view`, the hand under the board, the figure as tall as both', async () => {
    const parent = document.body.appendChild(document.createElement('div'));
    parent.style.width = '375px';
    const el = await mount(
      { record: KELLEY_DRAWS, step: 'end', view: '2', 'board-only': true, controls: 'none' },
      { parent },
    );
    await until(() => played(el) > 0, 'the figure drawn');
    await el.updateComplete;
    const frame = $(el, '.frame')!.getBoundingClientRect();
    const { box } = board(el);
    const hand = $(el, '[part~="hand"]')!.getBoundingClientRect();
    expect(hand.top).to.be.at.least(box.bottom - 0.5);
    expect(hand.bottom).to.be.at.most(frame.bottom + 0.5);
    expect(frame.height - box.height - hand.height).to.be.at.most(36);
  });
});
