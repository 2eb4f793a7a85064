// Issue 35 item 1 (every hand tile in view): at any hand size a seat can reach (double-nine Kelley's hands grow past 20
// with draws), every tile of the person's hand is wholly inside the hand's visible box without scrolling: the tiles
// narrow to a floor of 28 × 56 px, then wrap into rows. A tile drawn since the person's last play is marked as new.
// (Issue 20 had kept one row that scrolled sideways: a drawn tile, the only one that fitted, was out of sight.)
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { $, $$, fullWidth, settled, until, type DominoTable } from './helpers.js';

async function table(handSize: number, attrs: Record<string, string> = {}): Promise<DominoTable> {
  const el = await fullWidth({
    variant: 'doubles-classic',
    set: 'double-nine',
    players: '2',
    'hand-size': String(handSize),
    seed: 'hand-row',
    ...attrs,
  });
  await until(() => el.state.phase === 'play', 'the round under way');
  await settled(el);
  return el;
}

const SIZES: Array<[number, number]> = [
  [375, 740],
  [768, 1024],
  [1280, 800],
];

for (const [width, height] of SIZES) {
  describe(`the hand at ${width}×${height} (issue 35 item 1)`, () => {
    before(() => setViewport({ width, height }));
    after(() => setViewport({ width: 800, height: 600 }));

    it('R-DC-6: 10 to 24 tiles (Kelley draws until one fits): every tile wholly in the hand and in the viewport, none under 28 × 56 px, no scrolling', async () => {
      for (const size of [10, 12, 14, 16, 18, 20, 24]) {
        const el = await table(size);
        const hand = $(el, '.hand')!;
        const box = hand.getBoundingClientRect();
        const tiles = $$(el, '.hand__tile');
        expect(tiles.length, `${size} tiles dealt`).to.be.at.least(size - 1);
        expect(hand.scrollWidth, `${size} tiles: nothing to scroll to`).to.be.at.most(hand.clientWidth);
        expect(hand.scrollHeight, `${size} tiles: nothing to scroll to`).to.be.at.most(hand.clientHeight);
        for (const tile of tiles) {
          const r = tile.getBoundingClientRect();
          const what = `${size} tiles, the ${tile.dataset.tile}`;
          expect(r.left, `${what}: left`).to.be.at.least(box.left - 0.5);
          expect(r.right, `${what}: right`).to.be.at.most(box.right + 0.5);
          expect(r.top, `${what}: top`).to.be.at.least(box.top - 0.5);
          expect(r.bottom, `${what}: bottom`).to.be.at.most(box.bottom + 0.5);
          expect(r.right, `${what}: in the viewport`).to.be.at.most(width);
          expect(r.bottom, `${what}: in the viewport`).to.be.at.most(height);
          expect(r.width, `${what}: width`).to.be.at.least(27.5);
          expect(r.height, `${what}: height`).to.be.at.least(55.5);
        }
        el.parentElement!.remove();
      }
    });
  });
}

describe('a drawn tile (issue 35 item 1)', () => {
  before(() => setViewport({ width: 375, height: 740 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('R-DC-6: a tile drawn since the last play has data-new and "new" in its name, until the person plays', async () => {
    const el = await table(7, { players: '4', seed: 'hand-new' });
    let drew = 0;
    let playedAfter = false;
    for (let step = 0; step < 300 && !playedAfter && el.state.phase === 'play'; step++) {
      await until(() => el.state.phase !== 'play' || el.state.current === 0, 'your turn');
      if (el.state.phase !== 'play') break;
      const legal = el.legalMoves();
      const before = new Set(el.state.seats[0]!.hand);
      if (legal.some((m) => m.type === 'draw')) {
        el.draw();
        await el.updateComplete;
        const drawn = el.state.seats[0]!.hand.find((tile) => !before.has(tile))!;
        const button = $(el, `.hand__tile[data-tile="${drawn}"]`)!;
        expect(button.hasAttribute('data-new'), `the ${drawn} just drawn is marked`).to.equal(true);
        expect(button.getAttribute('aria-label'), 'its name says new').to.match(/, new\b/);
        // Only the tiles drawn since the last play.
        for (const tile of before)
          if (!$(el, `.hand__tile[data-tile="${tile}"]`)!.hasAttribute('data-new'))
            expect($(el, `.hand__tile[data-tile="${tile}"]`)!.getAttribute('aria-label')).not.to.match(/new/);
        drew++;
        continue;
      }
      const play = legal.find((m) => m.type === 'play');
      if (play?.type !== 'play') {
        el.pass();
        continue;
      }
      el.play(play.tile, play.end);
      await el.updateComplete;
      if (drew > 0) {
        playedAfter = true;
        expect($$(el, '.hand__tile[data-new]').length, 'after a play nothing is new').to.equal(0);
        expect($$(el, '.hand__tile').some((b) => /new/.test(b.getAttribute('aria-label') ?? ''))).to.equal(false);
      }
    }
    expect(drew, 'the person drew at least once').to.be.greaterThan(0);
    expect(playedAfter, 'and played after drawing').to.equal(true);
  });
});
