// Disabled controls look disabled (not a tinted live button) in light, dark and forced-colours modes.
import { expect } from '@open-wc/testing';
import { styles } from '../../src/element/domino-table.styles.js';
import { action, mount } from './helpers.js';

/** What makes a button look live or not: fill, text colour and outline. */
const look = (b: HTMLButtonElement) => {
  const s = getComputedStyle(b);
  return { background: s.backgroundColor, color: s.color, border: `${s.borderTopStyle} ${s.borderTopColor}` };
};

describe('disabled controls', () => {
  for (const theme of ['light', 'dark']) {
    it(`${theme}: a disabled Draw and Pass differ from an enabled button in fill, text and outline`, async () => {
      // Watch mode with a long delay: nobody at this screen may draw or pass; New match is always enabled.
      const el = await mount({ variant: 'doubles', humans: '0', 'ai-delay': '100000', seed: 'ui-controls', theme });
      const enabled = action(el, 'new-match');
      expect(enabled.disabled).to.equal(false);
      for (const name of ['draw', 'pass']) {
        const button = action(el, name);
        expect(button.disabled, name).to.equal(true);
        const off = look(button);
        const on = look(enabled);
        expect(off.background, `${name} fill`).to.not.equal(on.background);
        expect(off.color, `${name} text`).to.not.equal(on.color);
        expect(off.border, `${name} outline`).to.not.equal(on.border);
        expect(getComputedStyle(button).cursor).to.equal('not-allowed');
      }
    });
  }

  it('a button that becomes enabled loses the disabled look', async () => {
    const el = await mount({ variant: 'doubles', humans: '0', 'ai-delay': '100000', seed: 'ui-controls' });
    const draw = action(el, 'draw');
    const off = look(draw);
    draw.disabled = false;
    expect(look(draw)).to.deep.equal(look(action(el, 'new-match')));
    draw.disabled = true;
    expect(look(draw)).to.deep.equal(off);
  });

  it('forced colours: a disabled button is drawn in GrayText (text and outline)', () => {
    // The test runner cannot emulate forced-colors under puppeteer, so read the rule from the sheet.
    const sheet = styles.styleSheet!;
    const media = [...sheet.cssRules].find(
      (r): r is CSSMediaRule => r instanceof CSSMediaRule && /forced-colors:\s*active/.test(r.conditionText),
    );
    expect(media, '@media (forced-colors: active)').to.not.equal(undefined);
    const rule = [...media!.cssRules].find(
      (r): r is CSSStyleRule =>
        r instanceof CSSStyleRule && r.selectorText.split(',').some((s) => s.trim() === '.btn:disabled'),
    );
    expect(rule, '.btn:disabled in forced colours').to.not.equal(undefined);
    expect(rule!.style.color.toLowerCase()).to.equal('graytext');
    expect(rule!.style.borderColor.toLowerCase()).to.equal('graytext');
  });
});
