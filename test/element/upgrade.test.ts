// A page may set properties on <domino-table> before its script has defined the tag (a CMS that loads the
// bundle late, a framework that renders first): the element takes them over when it is upgraded, and its
// defaults fill in the rest.
import { expect } from '@open-wc/testing';
import { DominoTable, until } from './helpers.js';
import { ATTRIBUTE_TABLE } from '../../src/element/attribute-table.js';

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

describe('every public property set before upgrade (issue 37 item 3)', () => {
  it('`record` set before the tag is defined is replayed, and `record()` is the method again', async () => {
    const tag = `domino-table-upgrade-${++count}`;
    const el = document.createElement(tag) as DominoTable;
    const text = '[variant doubles]\n[players 2]\n[seed early]\ndraw';
    Object.assign(el, { record: text, step: 0, boardOnly: false, controls: 'steps' });
    document.body.append(el);
    try {
      customElements.define(tag, class extends DominoTable {});
      await el.updateComplete;
      expect(Object.hasOwn(el, 'record')).to.equal(false);
      expect(typeof el.record).to.equal('function');
      expect(el.getAttribute('record')).to.equal(text);
      await until(() => el.shadowRoot!.querySelector('.replay') !== null, 'the replay');
      expect(el.record()).to.contain('[seed early]');
      expect(el.record()).to.contain('[variant doubles]');
    } finally {
      el.remove();
    }
  });

  it('each property of the attribute table set before upgrade is the element’s value after it', async () => {
    const values: Record<string, unknown> = {
      variant: 'doubles-classic',
      players: 3,
      humans: 2,
      seed: 'every',
      targetScore: 50,
      handSize: 5,
      spinners: 'first',
      lead: 'double-six',
      set: 'double-six',
      ai: 'easy',
      aiDelay: 40,
      showHands: true,
      hints: true,
      lang: 'de',
      theme: 'dark',
      src: undefined,
      boardOnly: true,
      step: 2,
      view: 1,
      controls: 'none',
      chapter: '2',
      loading: 'eager',
      sound: false,
      playerNames: 'Ann, Ben, Cy',
      persist: `upgrade-${count}`,
      deal: undefined,
      record: undefined,
    };
    expect(Object.keys(values).sort()).to.deep.equal(Object.keys(ATTRIBUTE_TABLE).sort(), 'every property listed');
    const tag = `domino-table-upgrade-${++count}`;
    const el = document.createElement(tag) as DominoTable;
    const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
    Object.assign(el, set);
    document.body.append(el);
    try {
      customElements.define(tag, class extends DominoTable {});
      await el.updateComplete;
      for (const [name, value] of Object.entries(set)) {
        expect(Object.hasOwn(el, name), `${name}: no own property left`).to.equal(false);
        expect((el as unknown as Record<string, unknown>)[name], name).to.equal(value);
      }
      expect(el.state.variant).to.equal('doubles-classic');
      expect(el.state.seats.map((s) => s.name)).to.deep.equal(['Ann', 'Ben', 'Cy']);
    } finally {
      el.remove();
      localStorage.removeItem(`upgrade-${count - 1}`);
    }
  });
});
