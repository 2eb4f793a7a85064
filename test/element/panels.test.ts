// Issue 35 item 3 (panels that behave as dialogs): the menu sheet closes with a visible control, Escape and a tap beside
// it (at 375×740, 768×1024 and 1280×800); the round-end panel is modal (Tab stays inside), Escape or "See the board"
// folds it to a bar with the final board in sight and neither starts the next round. (Keeping the table's height on a
// desktop is not done: a panel capped to the hand's height scrolled, which the board-fit tests of issue 20 forbid.)
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { $, $$, click, fullWidth, openMenu, playRound, settled, until, type DominoTable } from './helpers.js';

const menuOpen = (el: DominoTable): boolean => $<HTMLDetailsElement>(el, '.menu')!.open;

// The menu at a phone's, a tablet's and a desktop's size (issue 35's Checks).
const SIZES = [
  [375, 740],
  [768, 1024],
  [1280, 800],
] as const;

for (const [width, height] of SIZES)
  describe(`the menu sheet at ${width}×${height} (issue 35 item 3)`, () => {
    before(() => setViewport({ width, height }));
    after(() => setViewport({ width: 800, height: 600 }));

    it('open, its button shows a ✕ that closes it', async () => {
      const el = await fullWidth({ variant: 'maltese-cross', seed: 'menu' });
      await openMenu(el);
      expect(menuOpen(el)).to.equal(true);
      const mark = getComputedStyle($(el, '.menu__button')!, '::after').content;
      expect(mark).to.equal('"✕"');
      await click($(el, '.menu__button')!);
      await until(() => !menuOpen(el), 'the menu closed');
    });

    it('Escape closes it and gives focus back to its button', async () => {
      const el = await fullWidth({ variant: 'maltese-cross', seed: 'menu' });
      await openMenu(el);
      (el.shadowRoot!.querySelector('[data-action="new-match"]') as HTMLElement).focus();
      await sendKeys({ press: 'Escape' });
      await until(() => !menuOpen(el), 'the menu closed');
      expect(el.shadowRoot!.activeElement).to.equal($(el, '.menu__button'));
    });

    it('a tap on the table beside the sheet closes it, and plays nothing', async () => {
      const el = await fullWidth({ variant: 'maltese-cross', seed: 'menu' });
      await until(() => el.state.phase === 'play', 'the deal');
      await openMenu(el);
      const seat = $(el, '.seats')!.getBoundingClientRect();
      const moves = el.state.log.length;
      await sendMouse({ type: 'click', position: [Math.round(seat.left + 20), Math.round(seat.top + 10)] });
      await until(() => !menuOpen(el), 'the menu closed');
      // A tap inside the sheet does not close it.
      await openMenu(el);
      const panel = $(el, '.menu__panel')!.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(panel.left + 5), Math.round(panel.top + 5)] });
      await settled(el);
      expect(menuOpen(el), 'a tap inside the sheet').to.equal(true);
      expect(el.state.log.length).to.be.at.least(moves);
    });
  });

/** A round played to its end, the round-end panel drawn. */
async function roundEnd(attrs: Record<string, string> = {}): Promise<DominoTable> {
  const el = await fullWidth({ variant: 'maltese-cross', seed: 'panel', ...attrs });
  await until(() => el.state.phase === 'play', 'the deal');
  await playRound(el);
  await until(() => $(el, '.dialog--round') !== null, 'the round-end panel');
  await settled(el);
  return el;
}

describe('the round-end panel (issue 35 item 3)', () => {
  before(() => setViewport({ width: 375, height: 740 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('is a modal dialog: Tab and Shift+Tab go round its buttons', async () => {
    const el = await roundEnd();
    const panel = $(el, '.dialog--round')!;
    expect(panel.getAttribute('role')).to.equal('dialog');
    expect(panel.getAttribute('aria-modal')).to.equal('true');
    const buttons = $$(el, '.dialog--round button');
    expect(buttons.length).to.be.at.least(3);
    buttons.at(-1)!.focus();
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot!.activeElement, 'Tab from the last button').to.equal(buttons[0]);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(el.shadowRoot!.activeElement, 'Shift+Tab from the first button').to.equal(buttons.at(-1));
    // Every Tab in between stays inside.
    for (let i = 0; i < buttons.length + 2; i++) {
      await sendKeys({ press: 'Tab' });
      expect(panel.contains(el.shadowRoot!.activeElement)).to.equal(true);
    }
  });

  it('Escape and "See the board" fold it to a bar, the board in sight; neither starts the next round', async () => {
    const el = await roundEnd();
    const panel = $(el, '.dialog--round')!;
    const tall = panel.getBoundingClientRect().height;
    const round = el.state.round;
    $(el, '[data-action="fold"]')!.focus();
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(panel.classList.contains('dialog--folded')).to.equal(true);
    expect($(el, '[data-action="fold"]')!.getAttribute('aria-pressed')).to.equal('true');
    expect($(el, '.dialog--round .breakdown')!.getBoundingClientRect().height, 'the breakdown folded away').to.equal(0);
    const folded = panel.getBoundingClientRect();
    expect(folded.height, 'a bar').to.be.lessThan(tall / 2);
    // The board above the bar: the played tiles are not under it.
    for (const tile of $$(el, '.board [part~="played"]')) {
      const r = tile.getBoundingClientRect();
      expect(r.bottom, 'a played tile above the folded panel').to.be.at.most(folded.top + 0.5);
    }
    expect($(el, '[data-action="dialog"]')!.getBoundingClientRect().height, 'Next round in the bar').to.be.at.least(44);
    await click($(el, '[data-action="fold"]')!);
    expect(panel.classList.contains('dialog--folded'), 'unfolded again').to.equal(false);
    expect(el.state.round).to.equal(round);
    expect(el.state.phase).to.equal('round-over');
  });
});
