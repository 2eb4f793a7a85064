// A page may set properties on <domino-table> before its script has defined the tag (a CMS that loads the
// bundle late, a framework that renders first): the element takes them over when it is upgraded, and its
// defaults fill in the rest.
import { expect } from '@open-wc/testing';
import { DominoTable } from './helpers.js';

let count = 0;

describe('properties set before the tag is defined', () => {
  it('are the table’s settings once it is upgraded; unset ones keep their defaults', async () => {
    const tag = `domino-table-upgrade-${++count}`;
    const el = document.createElement(tag) as DominoTable;
    Object.assign(el, { variant: 'doubles', players: 2, humans: 0, seed: 'early', aiDelay: 50 });
    document.body.append(el);
    try {
      customElements.define(tag, class extends DominoTable {});
      expect(el).to.be.instanceOf(DominoTable);
      await el.updateComplete;
      const { state } = el;
      expect(state.variant).to.equal('doubles');
      expect(state.seats.length).to.equal(2);
      expect(state.seats.every((seat) => !seat.human)).to.equal(true);
      expect(el.seed).to.equal('early');
      expect(el.aiDelay).to.equal(50);
      expect(el.ai).to.equal('normal');
      expect(el.theme).to.equal('light');
      expect(el.hasAttribute('theme')).to.equal(false);
    } finally {
      el.remove();
    }
  });
});
