// Issue 20 item 1 (the felt gets the room): on a phone the hand is one row whatever its size, as tall as a
// full-size tile, its tiles narrowing to 32 px and then scrolling sideways, so a big double-nine hand no longer takes
// rows from the felt (a 2-player double-nine felt was 116 px tall at 375 × 740 with a hand in four rows).
import { expect } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { $, $$, fullWidth, settled, until, type DominoTable } from './helpers.js';

async function table(handSize: number): Promise<DominoTable> {
  const el = await fullWidth({
    variant: 'doubles-classic',
    set: 'double-nine',
    players: '2',
    'hand-size': String(handSize),
    seed: 'hand-row',
  });
  await until(() => el.state.phase === 'play', 'the round under way');
  await settled(el);
  return el;
}

describe('the hand on a phone (issue 20)', () => {
  before(() => setViewport({ width: 375, height: 740 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('7, 9, 12 and 16 tiles: one row, the same height, the felt the same size', async () => {
    const seen: Array<{ hand: number; felt: number }> = [];
    for (const size of [7, 9, 12, 16]) {
      const el = await table(size);
      const hand = $(el, '.hand')!;
      const tiles = $$(el, '.hand__tile').map((t) => t.getBoundingClientRect());
      expect(tiles.length, `${size} tiles dealt`).to.be.at.least(size - 1);
      const tops = new Set(tiles.map((r) => Math.round(r.top)));
      expect(tops.size, `${size} tiles: one row`).to.equal(1);
      for (const r of tiles) expect(r.width, `${size} tiles: a tile's width`).to.be.at.least(31.5);
      // The first tile is never cut off: the row starts at the hand's left edge when it overflows.
      expect(tiles[0]!.left).to.be.at.least(hand.getBoundingClientRect().left - 0.5);
      seen.push({
        hand: hand.getBoundingClientRect().height,
        felt: $(el, '.board-wrap')!.getBoundingClientRect().height,
      });
      if (size >= 12) {
        expect(hand.scrollWidth, `${size} tiles: the row scrolls sideways`).to.be.greaterThan(hand.clientWidth);
        // A finger moving sideways on a tile scrolls the row (CDP touch, as a phone would).
        const r = tiles[1]!;
        const y = Math.round(r.top + r.height / 2);
        await executeServerCommand('touch', {
          points: [
            [Math.round(r.right), y],
            [Math.round(r.right) - 40, y],
            [Math.round(r.right) - 80, y],
            [Math.round(r.right) - 120, y],
          ],
        });
        await until(() => hand.scrollLeft > 0, 'the row scrolled');
        expect(el.state.layout.tiles.length, 'nothing played').to.be.at.most(1);
      } else expect(hand.scrollWidth, `${size} tiles fit`).to.be.at.most(hand.clientWidth);
      el.parentElement!.remove();
    }
    for (const s of seen) expect(s.hand).to.be.closeTo(seen[0]!.hand, 0.5);
    // The status line may wrap differently with another deal; the hand takes no more room.
    for (const s of seen) expect(s.felt, 'the felt keeps its room').to.be.at.least(260);
  });
});
