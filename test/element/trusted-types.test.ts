// Trusted Types (issue 22 item 7): in a page whose CSP requires Trusted Types and lists policies without `lit-html`,
// Lit cannot load. The table says so once on the console, naming the policy to allow, and shows a plain-text sentence
// (no markup, no shadow root) in its place, in its language, instead of nothing.
import { expect } from '@open-wc/testing';
import { until } from './helpers.js';

type Page = Window & typeof globalThis & { consoleErrors?: string[]; cspReady?: boolean };

describe('a page that forbids the lit-html policy (issue 22 item 7)', function () {
  this.timeout(20000);

  it('one console error naming lit-html, and a plain sentence in each table’s place', async () => {
    const frame = document.body.appendChild(document.createElement('iframe'));
    try {
      frame.src = '/test/csp/trusted-types-blocked.html';
      await until(() => (frame.contentWindow as Page | null)?.cspReady === true, 'the page', 15000);
      const win = frame.contentWindow as Page;
      const first = win.document.getElementById('first')!;
      const second = win.document.getElementById('second')!;
      await until(() => !!first.textContent && !!second.textContent, 'a sentence in the tables’ place', 15000);
      expect(first.shadowRoot, 'no table drawn').to.equal(null);
      expect(first.childElementCount, 'text only').to.equal(0);
      expect(first.textContent).to.contain('lit-html');
      expect(first.textContent).to.contain('cannot be shown');
      expect(second.textContent, 'in the table’s language').to.contain('nicht angezeigt');
      // A table added later gets the sentence too.
      const later = win.document.body.appendChild(win.document.createElement('domino-table'));
      expect(later.textContent).to.contain('lit-html');
      await new Promise((r) => setTimeout(r, 200));
      const ours = (win.consoleErrors ?? []).filter((line) => line.startsWith('<domino-table>'));
      expect(ours, 'one console error').to.have.length(1);
      expect(ours[0]).to.contain('"lit-html"');
      expect(ours[0]).to.contain('trusted-types');
    } finally {
      frame.remove();
    }
  });
});
