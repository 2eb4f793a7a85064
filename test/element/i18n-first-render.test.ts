// A German page never shows or announces English words, not even in the table's first render (the language
// comes from an ancestor's lang, read before anything is drawn or said).
import { expect } from '@open-wc/testing';
import '../../src/define.js';
import type { DominoTable } from './helpers.js';

/** Every text the table's shadow root ever showed, from before its first render. */
function watchText(el: DominoTable): string[] {
  const seen: string[] = [];
  const record = () => seen.push(el.shadowRoot?.textContent ?? '');
  new MutationObserver(record).observe(el.shadowRoot!, { childList: true, subtree: true, characterData: true });
  return seen;
}

describe('the language of the first render', () => {
  it('a German table draws and announces German from its first render on, never English', async () => {
    const holder = document.createElement('div');
    holder.lang = 'de';
    const el = document.createElement('domino-table') as DominoTable;
    el.setAttribute('seed', 'lazy-de');
    el.setAttribute('ai-delay', '0');
    holder.append(el);
    document.body.append(holder);
    try {
      const seen = watchText(el);
      // The API speaks it at once too, before anything is drawn.
      expect(el.state.seats.map((seat) => seat.name)).to.deep.equal(['Du', 'West', 'Nord', 'Ost']);
      expect(el.pass()).to.include({ ok: false, message: 'Du bist nicht am Zug.' });
      await el.updateComplete;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen.length).to.be.greaterThan(0);
      const all = seen.join('\n');
      expect(all).to.include('Neue Partie');
      for (const english of ['New match', 'Draw', 'Your turn', 'to play']) expect(all).not.to.include(english);
    } finally {
      holder.remove();
    }
  });
});
