// Parts loaded on demand that cannot be fetched (API.md §2, §5; issue 11 item 15): a language, the hard
// player. Each is reported once with `load`, and the table plays on (in English; at normal).
import { expect } from '@open-wc/testing';
import { load as aiLoad } from '../../src/ai/lazy.js';
import { load } from '../../src/i18n/localize.js';
import { mount, record, until } from './helpers.js';

describe('a language that cannot be loaded', () => {
  it('reports `load` once and the table speaks English', async () => {
    let tries = 0;
    load.de = () => {
      tries++;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module: chunks/de.js'));
    };
    const errors = record(document, ['domino-error']);
    const el = await mount({ lang: 'de', seed: 'load-fail' });
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.include('New match');
    const loads = errors.filter((e) => (e.detail as { code: string }).code === 'load');
    expect(loads.length).to.equal(1);
    expect((loads[0]!.detail as { message: string }).message).to.contain('"de"');
    // A second German table in the page neither tries again nor reports again.
    await mount({ lang: 'de', seed: 'load-fail-2' });
    expect(tries).to.equal(1);
    expect(errors.filter((e) => (e.detail as { code: string }).code === 'load').length).to.equal(1);
  });

  it('the hard player: reported once, tried at most twice in a match, the computer plays on as normal', async () => {
    let tries = 0;
    const real = aiLoad.hard;
    aiLoad.hard = () => {
      tries++;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module: chunks/hard.js'));
    };
    try {
      const el = await mount({ variant: 'doubles', humans: '0', ai: 'hard', 'ai-delay': '0', seed: 'no-hard' });
      const errors = record(el, ['domino-error']);
      const moves = record(el, ['domino-move']);
      await until(() => moves.length >= 12, 'twelve computer moves');
      expect(tries).to.equal(2);
      expect(errors.map((e) => (e.detail as { code: string }).code)).to.deep.equal(['load']);
      expect((errors[0]!.detail as { message: string }).message).to.contain('plays as normal');
    } finally {
      aiLoad.hard = real;
    }
  });
});
