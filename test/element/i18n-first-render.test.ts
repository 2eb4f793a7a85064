// Every language but English is a chunk fetched on first use (API.md §2 `lang`): the table draws its first
// frame in the page's language, never English first; a method called before the chunk arrives answers in
// English.
import { expect } from '@open-wc/testing';
import '../../src/define.js';
import { langReady } from '../../src/i18n/index.js';
import type { DominoTable } from './helpers.js';

/** Every text the table's shadow root ever showed, from before its first render. */
function watchText(el: DominoTable): string[] {
  const seen: string[] = [];
  const record = () => seen.push(el.shadowRoot?.textContent ?? '');
  new MutationObserver(record).observe(el.shadowRoot!, { childList: true, subtree: true, characterData: true });
  return seen;
}

describe('the language of the first render', () => {
  it('a German table draws German from its first frame on; methods before the chunk answer in English', async () => {
    const holder = document.createElement('div');
    holder.lang = 'de';
    const el = document.createElement('domino-table') as DominoTable;
    el.setAttribute('seed', 'lazy-de');
    el.setAttribute('ai-delay', '0');
    holder.append(el);
    document.body.append(holder);
    try {
      expect(langReady('de')).to.be.instanceOf(Promise, 'German is not loaded in this page yet');
      const seen = watchText(el);
      // Before the chunk arrives the API speaks English (API.md §2).
      expect(el.state.seats.map((seat) => seat.name)).to.deep.equal(['You', 'West', 'North', 'East']);
      expect(el.pass()).to.include({ ok: false, message: 'It is not your turn.' });
      await el.updateComplete;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen.length).to.be.greaterThan(0);
      const all = seen.join('\n');
      expect(all).to.include('Zug zurück');
      for (const english of ['Undo', 'Draw', 'Your turn', 'to play']) expect(all).not.to.include(english);
      // Once it has arrived, the API speaks German too.
      expect(el.state.seats.map((seat) => seat.name)).to.deep.equal(['Du', 'West', 'Nord', 'Ost']);
    } finally {
      holder.remove();
    }
  });

  it('switching a table to German at run time: its next frame is German', async () => {
    const el = document.createElement('domino-table') as DominoTable;
    el.setAttribute('seed', 'lazy-switch');
    document.body.append(el);
    try {
      await el.updateComplete;
      // Undo's label, always under the hand (New match's is in the menu's panel, drawn once it opens).
      expect(el.shadowRoot!.textContent).to.include('Undo');
      el.setAttribute('lang', 'de-AT');
      await el.updateComplete;
      expect(el.shadowRoot!.textContent).to.include('Zug zurück');
      expect(el.shadowRoot!.textContent).not.to.include('Undo');
    } finally {
      el.remove();
    }
  });
});
