// Issue 35 item 7: on a tablet or a desktop the round-end and match-end panel stands in the hand's place without
// changing the table's height (before it, when it opens, when the match's standings arrive from chunks/rare.js), and
// its buttons stay where they were first drawn; the person's own chip never lies over the felt, in any game.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { VARIANTS } from '../../src/games/index.js';
import { $, fullWidth, playRound, settled, until, type DominoTable } from './helpers.js';

const height = (el: DominoTable): number => el.getBoundingClientRect().height;
/** The person's chip lies off the felt. */
function apart(el: DominoTable, where: string): void {
  const chip = $(el, '.me > .seat')!.getBoundingClientRect();
  const felt = $(el, '.felt')!.getBoundingClientRect();
  const off = chip.bottom <= felt.top || chip.top >= felt.bottom || chip.right <= felt.left || chip.left >= felt.right;
  expect(off, `${where}: chip ${JSON.stringify(chip)} felt ${JSON.stringify(felt)}`).to.equal(true);
}
const place = (el: DominoTable): string => {
  const r = $(el, '[data-action="dialog"]')!.getBoundingClientRect();
  return `${Math.round(r.left)},${Math.round(r.top)}`;
};

for (const [width, tall] of [
  [1280, 800],
  [768, 1024],
] as const)
  describe(`the round-end panel at ${width}×${tall} (issue 35 item 7)`, () => {
    before(() => setViewport({ width, height: tall }));
    after(() => setViewport({ width: 800, height: 600 }));

    it("a round's end keeps the table's height", async () => {
      const el = await fullWidth({ variant: 'maltese-cross', seed: 'panel' });
      await until(() => el.state.phase === 'play', 'the deal');
      await settled(el);
      const first = height(el);
      await playRound(el);
      await until(() => $(el, '[data-action="dialog"]') !== null, 'Next round');
      await settled(el);
      expect(height(el), 'the panel open').to.equal(first);
    });

    it("the match's end keeps the table's height and its buttons' places when the standings arrive", async () => {
      const el = await fullWidth({ variant: 'maltese-cross', seed: 'panel', 'target-score': '1' });
      await until(() => el.state.phase === 'play', 'the deal');
      await settled(el);
      const first = height(el);
      await playRound(el);
      await until(() => $(el, '[data-action="dialog"]') !== null, 'Play again');
      const shown = place(el);
      expect(height(el), 'the panel open').to.equal(first);
      await until(() => $(el, '.standings') !== null, 'the standings');
      await settled(el);
      expect(height(el), 'the standings drawn').to.equal(first);
      expect(place(el), 'Play again where it was first drawn').to.equal(shown);
      apart(el, "the match's end");
    });
  });

describe("the person's chip and the felt (issue 35 item 7)", () => {
  after(() => setViewport({ width: 800, height: 600 }));
  for (const [width, tall] of [
    [375, 740],
    [768, 1024],
    [1280, 800],
  ] as const)
    it(`do not overlap at ${width}×${tall}, in every game`, async () => {
      await setViewport({ width, height: tall });
      for (const variant of VARIANTS) {
        const el = await fullWidth({ variant, seed: 'chip' });
        await until(() => el.state.phase === 'play', 'the deal');
        await settled(el);
        apart(el, variant);
        el.parentElement!.remove();
      }
    });
});
