// Issue 35 item 7: the panels' focus. The menu sheet's ✕, Escape and a tap beside it each close it and give focus
// back to the menu button; the round-end panel, the review opened from it and a
// position opened from the review keep Tab and Shift+Tab inside; leaving
// the panel by a button never lets focus fall to the page.
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { $, $$, click, fullWidth, openMenu, playRound, settled, until, type DominoTable } from './helpers.js';

const menuOpen = (el: DominoTable): boolean => $<HTMLDetailsElement>(el, '.menu')!.open;
const focused = (el: DominoTable): Element | null => el.shadowRoot!.activeElement;

describe('the menu sheet gives focus back to its button (issue 35 item 7)', () => {
  before(() => setViewport({ width: 375, height: 740 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('its ✕', async () => {
    const el = await fullWidth({ variant: 'maltese-cross', seed: 'menu' });
    await openMenu(el);
    await click($(el, '.menu__button')!);
    await until(() => !menuOpen(el), 'the menu closed');
    expect(focused(el)).to.equal($(el, '.menu__button'));
  });

  it('a tap beside it', async () => {
    const el = await fullWidth({ variant: 'maltese-cross', seed: 'menu' });
    await until(() => el.state.phase === 'play', 'the deal');
    await openMenu(el);
    (el.shadowRoot!.querySelector('[data-action="new-match"]') as HTMLElement).focus();
    const seat = $(el, '.seats')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(seat.left + 20), Math.round(seat.top + 10)] });
    await until(() => !menuOpen(el), 'the menu closed');
    expect(focused(el)).to.equal($(el, '.menu__button'));
  });
});

async function roundEnd(): Promise<DominoTable> {
  const el = await fullWidth({ variant: 'maltese-cross', seed: 'panel' });
  await until(() => el.state.phase === 'play', 'the deal');
  await playRound(el);
  await until(() => $(el, '.dialog--round') !== null, 'the round-end panel');
  await settled(el);
  return el;
}

/** Tab and Shift+Tab, each more times than there are buttons: focus stays inside `panel`, inside the element. */
async function tabsStayIn(el: DominoTable, panel: () => Element, what: string): Promise<void> {
  for (const shift of [false, true]) {
    if (shift) await sendKeys({ down: 'Shift' });
    for (let i = 0; i < $$(el, 'button').length; i++) {
      await sendKeys({ press: 'Tab' });
      expect(document.activeElement, `${what}: the page`).to.equal(el);
      expect(panel().contains(focused(el)), `${what}: ${focused(el)?.outerHTML.slice(0, 80)}`).to.equal(true);
    }
    if (shift) await sendKeys({ up: 'Shift' });
  }
}

describe('the round-end panel holds focus (issue 35 item 7)', () => {
  before(() => setViewport({ width: 375, height: 740 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('Tab and Shift+Tab stay in it, and in the review opened from it', async () => {
    const el = await roundEnd();
    $(el, '[data-action="dialog"]')!.focus();
    await tabsStayIn(el, () => $(el, '.dialog--round')!, 'the round-end panel');
    await click($(el, '[data-action="review"]')!);
    await until(() => $(el, '.dialog--review') !== null, 'the review');
    await settled(el);
    expect($(el, '.dialog--review')!.contains(focused(el)), 'focus in the review').to.equal(true);
    await tabsStayIn(el, () => $(el, '.dialog--review')!, 'the review');
    // A decision's position, opened from the review: the same.
    expect($$(el, '.review__item').length, 'decisions reviewed').to.be.above(0);
    $(el, '.review__item')!.click();
    await until(() => $(el, '.dialog--at') !== null, 'the position');
    await settled(el);
    await tabsStayIn(el, () => $(el, '.dialog--at')!, 'the position');
  });

  it('Next round leaves it with focus in the table, not on the page', async () => {
    const el = await roundEnd();
    $(el, '[data-action="dialog"]')!.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => $(el, '.dialog--round') === null, 'the panel gone');
    await settled(el);
    expect(document.activeElement).to.equal(el);
    expect(focused(el)).to.not.equal(null);
  });
});
