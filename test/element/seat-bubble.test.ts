// Issue 35 item 8: a seat's bubble ("drew 1", "passed") hangs from its chip over the felt's edge and never crowds the
// rules button: through a whole round of every game in the registry, at 375×740, 768×1024 and 1280×800, no bubble's
// box meets the "?" button's box.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { VARIANTS } from '../../src/games/index.js';
import { $, $$, fullWidth, settled, until } from './helpers.js';

const SIZES = [
  [375, 740],
  [768, 1024],
  [1280, 800],
] as const;

const meet = (a: DOMRect, b: DOMRect): boolean =>
  a.right > b.left && a.left < b.right && a.bottom > b.top && a.top < b.bottom;

describe('a seat’s bubble and the rules button (issue 35 item 8)', function () {
  this.timeout(240000);
  after(() => setViewport({ width: 800, height: 600 }));

  for (const [width, height] of SIZES) {
    it(`${width}×${height}: no bubble over the "?" in a whole round of every game`, async () => {
      await setViewport({ width, height });
      let bubbles = 0;
      for (const variant of VARIANTS) {
        const el = await fullWidth({ variant, seed: 'names-en', 'ai-delay': '0' });
        for (let guard = 0; guard < 80; guard++) {
          await until(() => el.state.phase !== 'play' || el.state.current === 0, 'your turn', 20000);
          await settled(el);
          if (el.state.phase !== 'play') break;
          const help = $(el, '.bar__rules')!.getBoundingClientRect();
          for (const bubble of $$(el, '.seat__did')) {
            bubbles++;
            const b = bubble.getBoundingClientRect();
            expect(meet(b, help), `${variant}: "${bubble.textContent}" over the "?"`).to.equal(false);
          }
          const legal = el.legalMoves();
          const move = legal.find((m) => m.type === 'play') ?? legal[0]!;
          if (move.type === 'play') el.play(move.tile, move.end);
          else if (move.type === 'draw') el.draw();
          else el.pass();
        }
        el.parentElement!.remove();
      }
      expect(bubbles, 'bubbles seen').to.be.above(10);
    });
  }
});
