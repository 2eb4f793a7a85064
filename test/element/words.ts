// Every word a reader or a screen reader could meet in a table, and the first secret tile it names: the scans of
// issue 22 item 1 (test/element/secrets.test.ts, test/element/replay-secrets.test.ts).
import { tileName } from '../../src/i18n/index.js';
import type { DominoTable } from './helpers.js';

/** Every word a reader or a screen reader could meet in a root: text, and the attributes that name things. */
export function words(root: ShadowRoot | Element): string {
  const out: string[] = [];
  const walk = (node: Node): void => {
    if (node.nodeType === Node.TEXT_NODE) out.push(node.textContent ?? '');
    if (node instanceof Element) {
      for (const name of ['aria-label', 'title', 'alt', 'aria-valuetext', 'aria-description'])
        out.push(node.getAttribute(name) ?? '');
      if (node.shadowRoot) walk(node.shadowRoot);
    }
    for (const child of node.childNodes) walk(child);
  };
  walk(root);
  return out.join(' \n ');
}

/** The first tile-naming secret found in the table's words, or null. */
export function leak(el: DominoTable, secret: string[]): string | null {
  const text = words(el.shadowRoot!);
  for (const tile of secret) {
    const named = tileName('en', tile);
    if (new RegExp(`(^|[^0-9-])${tile}([^0-9-]|$)`).test(text) || text.includes(named)) return `${tile} (${named})`;
  }
  return null;
}
