// Issue 15, `loading="lazy"`: a table far below the fold reserves its box and does nothing else (no deal, no
// timer, no chunk fetched) until it comes near the viewport; then it starts as any table does.
import { expect } from '@open-wc/testing';
import { load } from '../../src/i18n/localize.js';
import { $, mount, record, until } from './helpers.js';

describe('loading="lazy"', () => {
  it('far from view: its box only; scrolled near: it fetches its language, deals and plays', async () => {
    let fetched = 0;
    const real = load.de;
    load.de = () => {
      fetched++;
      return real();
    };
    const spacer = document.body.appendChild(document.createElement('div'));
    spacer.style.height = '6000px';
    try {
      let events: { type: string; detail: unknown }[] = [];
      const el = await mount(
        { variant: 'doubles', players: '2', humans: '0', 'ai-delay': '0', lang: 'de', loading: 'lazy', seed: 'lazy' },
        { before: (e) => (events = record(e, ['domino-lead', 'domino-move'])) },
      );
      await new Promise((r) => setTimeout(r, 300));
      expect(fetched, 'no chunk fetched').to.equal(0);
      expect(events, 'nothing dealt or played').to.deep.equal([]);
      expect($(el, '.board'), 'nothing drawn but the box').to.equal(null);
      expect(el.getBoundingClientRect().height, 'the box is reserved').to.be.at.least(500);
      el.scrollIntoView();
      await until(() => events.some((e) => e.type === 'domino-move'), 'play once near', 10000);
      expect(fetched).to.equal(1);
      expect($(el, '[data-action="pause"]')!.textContent!.trim()).to.equal('Pause');
    } finally {
      load.de = real;
      spacer.remove();
    }
  });

  it('an invalid value is reported and the table loads eagerly', async () => {
    let errors: { type: string; detail: unknown }[] = [];
    const el = await mount(
      { loading: 'soon', seed: 'eager' },
      { before: (e) => (errors = record(e, ['domino-error'])) },
    );
    expect((errors[0]!.detail as { message: string }).message).to.contain('loading="soon"');
    expect($(el, '.board')).to.not.equal(null);
  });
});
