// Controls that may not be used now look it (not a tinted live button) in light, dark and forced-colours modes,
// and stay focusable: pressed, they say why in words (issue 13).
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { styles } from '../../src/element/domino-table.styles.js';
import { action, message, mount, off, openMenu, root, until, type DominoTable } from './helpers.js';

/** What makes a button look live or not: fill, text colour and outline. */
const look = (b: HTMLButtonElement) => {
  const s = getComputedStyle(b);
  return { background: s.backgroundColor, color: s.color, border: `${s.borderTopStyle} ${s.borderTopColor}` };
};

/** A table where the computer opens and thinks for a long time: nothing at the screen may be used but the menu. */
const waiting = (theme = 'light'): Promise<DominoTable> =>
  mount({ variant: 'doubles', players: '2', 'ai-delay': '100000', seed: 'ui-controls', theme });

describe('controls that cannot be used now', () => {
  for (const theme of ['light', 'dark']) {
    it(`${theme}: Draw and Pass differ from a usable button in fill, text and outline`, async () => {
      const el = await waiting(theme);
      expect(el.state.current, 'the computer is to act').to.not.equal(0);
      // New match, in the menu (drawn once the menu opens): a button that may be used now.
      await openMenu(el);
      const usable = action(el, 'new-match');
      expect(off(usable)).to.equal(false);
      for (const name of ['draw', 'pass']) {
        const button = action(el, name);
        expect(off(button), name).to.equal(true);
        expect(button.disabled, `${name} stays focusable`).to.equal(false);
        const [a, b] = [look(button), look(usable)];
        expect(a.background, `${name} fill`).to.not.equal(b.background);
        expect(a.color, `${name} text`).to.not.equal(b.color);
        expect(a.border, `${name} outline`).to.not.equal(b.border);
        expect(getComputedStyle(button).cursor).to.equal('not-allowed');
      }
    });
  }

  it('a button that becomes usable loses the look', async () => {
    const el = await waiting();
    await openMenu(el);
    const draw = action(el, 'draw');
    const before = look(draw);
    draw.setAttribute('aria-disabled', 'false');
    expect(look(draw)).to.deep.equal(look(action(el, 'new-match')));
    draw.setAttribute('aria-disabled', 'true');
    expect(look(draw)).to.deep.equal(before);
  });

  it('focused and pressed while not allowed, Draw and Pass say why, and keep the focus', async () => {
    // Doubles, 2 players: North leads the 6-6 and South holds the 6-5, so South may neither draw nor pass.
    const deal = JSON.stringify({
      hands: [
        ['6-5', '5-4', '5-3', '5-2', '5-1', '5-0', '4-3', '4-2'],
        ['6-6', '6-4', '6-3', '6-2', '6-1', '6-0', '4-4', '3-3'],
      ],
      boneyard: ['5-5', '4-1', '4-0', '3-2', '3-1', '3-0', '2-2', '2-1', '2-0', '1-1', '1-0', '0-0'],
    });
    const el = await mount({ variant: 'doubles', players: '2', 'ai-delay': '0', deal });
    await until(() => el.state.current === 0 && el.state.layout.tiles.length === 1, 'South to play after the lead');
    await el.updateComplete;
    for (const [name, why] of [
      ['draw', /may draw only when no tile fits/],
      ['pass', /must play it|may not pass/],
    ] as const) {
      const button = action(el, name);
      expect(off(button), name).to.equal(true);
      button.focus();
      await sendKeys({ press: 'Enter' });
      await el.updateComplete;
      expect(message(el)).to.match(why);
      expect(root(el).activeElement, `${name} keeps the focus`).to.equal(button);
    }
  });

  it('forced colours: a control that cannot be used is drawn in GrayText (text and outline)', () => {
    // The test runner cannot emulate forced-colors under puppeteer, so read the rule from the sheet.
    const sheet = styles.styleSheet!;
    const media = [...sheet.cssRules].find(
      (r): r is CSSMediaRule => r instanceof CSSMediaRule && /forced-colors:\s*active/.test(r.conditionText),
    );
    expect(media, '@media (forced-colors: active)').to.not.equal(undefined);
    const rule = [...media!.cssRules].find(
      (r): r is CSSStyleRule =>
        r instanceof CSSStyleRule && r.selectorText.split(',').some((s) => s.trim() === '.btn[aria-disabled="true"]'),
    );
    expect(rule, 'the rule in forced colours').to.not.equal(undefined);
    expect(rule!.style.color.toLowerCase()).to.equal('graytext');
    expect(rule!.style.borderColor.toLowerCase()).to.equal('graytext');
  });
});
