// German loaded on first use, the other way round: a table switched to German at run time shows English
// until the chunk is there, then German, with no render that mixes the two.
import { expect } from '@open-wc/testing';
import '../../src/define.js';
import { langReady } from '../../src/i18n/index.js';
import type { DominoTable } from './helpers.js';

describe('a language loaded on first use, switched to at run time', () => {
  it('switching a table to German: its next render is German', async () => {
    const el = document.createElement('domino-table') as DominoTable;
    el.setAttribute('seed', 'lazy-switch');
    document.body.append(el);
    try {
      await el.updateComplete;
      expect(el.shadowRoot!.textContent).to.include('New match');
      el.setAttribute('lang', 'de-AT');
      expect(langReady('de')).to.be.instanceOf(Promise, 'German is not loaded in this page yet');
      await el.updateComplete;
      expect(el.shadowRoot!.textContent).to.include('Neue Partie');
      expect(el.shadowRoot!.textContent).not.to.include('New match');
    } finally {
      el.remove();
    }
  });
});
