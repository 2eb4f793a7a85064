// German is a chunk the table loads the first time it speaks it (src/i18n/catalogs.ts): the table waits for
// it before its first render, so a German page never shows or announces English words first.
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

describe('a language loaded on first use', () => {
  it('a German table draws and announces German from its first render on, never English', async () => {
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
