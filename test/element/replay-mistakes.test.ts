// An empty or malformed `src` is the attribute's mistake, said (API.md §2, issue 36): a `domino-error`
// `invalid-attribute` with a sentence naming it, the sentence under an empty board, no match dealt, nothing thrown
// uncaught, and the table keeps its height; only removing `src` leaves replay mode.
import { expect } from '@open-wc/testing';
import { mount, record, until } from './helpers.js';
import { played } from './replay-helpers.js';

const note = (el: HTMLElement) => el.shadowRoot?.querySelector('.replay__note')?.textContent ?? '';

describe('src mistakes', () => {
  for (const [src, sentence] of [
    ['', /^src: src="" is not an address\. Nothing is shown played\.$/],
    ['   ', /src=" {3}" is not an address/],
    ['http://[bad', /^src: src="http:\/\/\[bad" is not an address\./],
  ] as const) {
    it(`src="${src}": invalid-attribute with its sentence, under an empty board; no match dealt, nothing thrown`, async () => {
      const thrown: string[] = [];
      const onError = (event: ErrorEvent) => thrown.push(event.message);
      const onRejection = (event: PromiseRejectionEvent) => thrown.push(String(event.reason));
      window.addEventListener('error', onError);
      window.addEventListener('unhandledrejection', onRejection);
      const seen = record(document, ['domino-error', 'domino-lead', 'domino-turn']);
      const el = await mount({ src });
      await until(() => seen.some((e) => e.type === 'domino-error'), 'the error');
      await el.updateComplete;
      await new Promise((resolve) => requestAnimationFrame(resolve));
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      expect(thrown).to.deep.equal([]);
      expect(seen.map((e) => e.type)).to.deep.equal(['domino-error']);
      const detail = seen[0]!.detail as { code: string; message: string };
      expect(detail.code).to.equal('invalid-attribute');
      expect(detail.message).to.match(sentence);
      expect(note(el)).to.contain('is not an address');
      expect(played(el)).to.equal(0);
      expect(el.state.layout.tiles).to.deep.equal([]);
      expect(el.legalMoves()).to.deep.equal([]);
      expect(el.getBoundingClientRect().height).to.be.greaterThan(100);
    });
  }

  it('in another language, the sentence is in it; removing src leaves replay mode and a match is dealt', async () => {
    const seen = record(document, ['domino-error', 'domino-lead']);
    const el = await mount({ src: '', lang: 'de' });
    await until(() => seen.length > 0, 'the error');
    expect((seen[0]!.detail as { message: string }).message).to.contain('ist keine Adresse');
    el.removeAttribute('src');
    await until(() => seen.some((e) => e.type === 'domino-lead'), 'a match dealt');
  });
});
