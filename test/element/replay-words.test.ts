// The replay's words in a language but English (the step bar, lessons, record errors) are a chunk of their own,
// fetched by the replay the first time it speaks that language (API.md §5 `load`: language → English).
import { expect } from '@open-wc/testing';
import { load } from '../../src/replay/words/index.js';
import { $, mount, record, until } from './helpers.js';
import { MALTESE_LOCKS, note, stepButton } from './replay-helpers.js';

describe('the replay in another language', () => {
  it('speaks it once its words have arrived: the step bar, the note and a record error', async () => {
    const errors = record(document, ['domino-error']);
    const el = await mount({ lang: 'fr', record: MALTESE_LOCKS, step: '1' });
    await until(() => stepButton(el, 'forward') !== null, 'the step bar');
    expect(stepButton(el, 'forward').getAttribute('aria-label')).to.equal('Étape suivante');
    const bad = await mount({ lang: 'fr', record: '[variant doubles]\n[seed s]\n7-7' });
    await until(() => errors.length > 0, 'the error');
    expect((errors[0]!.detail as { message: string }).message).to.match(/^record: Ligne 3, colonne 1, « 7-7 »/);
    expect(note(bad)).to.match(/^Ligne 3/);
  });

  it('words that cannot be loaded: reported once with `load`, the replay speaks English', async () => {
    const real = load.pt;
    let tries = 0;
    load.pt = () => {
      tries++;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module: chunks/replay-pt.js'));
    };
    try {
      const errors = record(document, ['domino-error']);
      const el = await mount({ lang: 'pt', record: MALTESE_LOCKS });
      await until(() => stepButton(el, 'forward') !== null, 'the step bar');
      expect(stepButton(el, 'forward').getAttribute('aria-label')).to.equal('Next step');
      const loads = errors.filter((e) => (e.detail as { code: string }).code === 'load');
      expect(loads.length).to.equal(1);
      expect((loads[0]!.detail as { message: string }).message).to.contain('"pt"');
      // A second table in the page neither tries again nor reports again.
      const second = await mount({ lang: 'pt', record: MALTESE_LOCKS });
      await until(() => $(second, '.replay__bar') !== null, 'the second step bar');
      expect(tries).to.equal(1);
      expect(errors.filter((e) => (e.detail as { code: string }).code === 'load').length).to.equal(1);
    } finally {
      load.pt = real;
    }
  });
});
