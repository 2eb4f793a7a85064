// `show-hands` in watch mode keeps its promise (issue 35 item 5, decided by the view policy: machine/view.ts): every
// hand face up, seat 0 (South, the chip under the felt) included, in every game of the registry, on a phone and on a
// desktop, in German as the CMS page's table is. With a person at the table, their own chip shows no tiles (their
// hand does).
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { VARIANTS } from '../../src/games/index.js';
import { tileName } from '../../src/i18n/index.js';
import { $, $$, mount, type DominoTable } from './helpers.js';

/** The accessible names of the face-up tiles on a seat's chip. */
const chipTiles = (el: DominoTable, seat: number): string[] =>
  $$(el, `[part~="seat"][data-seat="${seat}"] .seat__tiles [role="img"]`).map((t) => t.getAttribute('aria-label')!);

describe('show-hands in watch mode: every hand face up, seat 0 included', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const [width, height] of [
    [375, 740],
    [1280, 800],
  ] as const) {
    for (const variant of VARIANTS) {
      it(`${variant} at ${width} px: each seat's chip shows its whole hand, South's too`, async () => {
        await setViewport({ width, height });
        // A long delay holds the deal: nothing moves while the chips are read.
        const el = await mount(
          { variant, humans: '0', 'show-hands': true, 'ai-delay': '100000', seed: `show-${variant}` },
          { parent: Object.assign(document.body.appendChild(document.createElement('div')), { style: 'width:100%' }) },
        );
        const { seats } = el.state;
        expect(seats.length).to.be.greaterThan(1);
        for (const [seat, { hand }] of seats.entries()) {
          expect(chipTiles(el, seat), `seat ${seat}`).to.deep.equal(hand.map((tile) => tileName('en', tile)));
          const chip = $(el, `[part~="seat"][data-seat="${seat}"]`)!;
          const box = chip.getBoundingClientRect();
          expect(box.width, `seat ${seat} drawn`).to.be.greaterThan(0);
          // Every face-up tile inside the viewport's width: none hidden past an edge.
          for (const tile of chip.querySelectorAll('.seat__tiles [role="img"]')) {
            const r = tile.getBoundingClientRect();
            expect(r.left, `seat ${seat}`).to.be.at.least(0);
            expect(r.right, `seat ${seat}`).to.be.at.most(width + 0.5);
          }
        }
        // South sits under the felt, with the status: the chip that showed no tiles before.
        expect($(el, '.me [part~="seat"]')!.dataset.seat).to.equal('0');
      });
    }
  }

  it('in German (the CMS page’s table, Doubles in the Boneyard): South’s hand face up with German names', async () => {
    const el = await mount({
      variant: 'doubles-in-the-boneyard',
      humans: '0',
      'show-hands': true,
      'ai-delay': '100000',
      lang: 'de',
    });
    const south = el.state.seats[0]!.hand;
    expect(south.length).to.be.greaterThan(0);
    expect(chipTiles(el, 0)).to.deep.equal(south.map((tile) => tileName('de', tile)));
  });

  it('a person at the table with show-hands: their own chip shows no tiles, their hand does; the others’ chips do', async () => {
    const el = await mount({ variant: 'doubles', players: '3', 'show-hands': true, 'ai-delay': '100000' });
    expect(chipTiles(el, 0)).to.deep.equal([]);
    expect($$(el, '.hand__tile')).to.have.length(el.state.seats[0]!.hand.length);
    for (const seat of [1, 2]) expect(chipTiles(el, seat)).to.have.length(el.state.seats[seat]!.hand.length);
  });

  it('watch mode without show-hands: no hand face up, South’s neither', async () => {
    const el = await mount({ variant: 'doubles', players: '3', humans: '0', 'ai-delay': '100000' });
    for (const seat of [0, 1, 2]) expect(chipTiles(el, seat)).to.deep.equal([]);
  });
});
