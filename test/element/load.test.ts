// Parts loaded on demand that cannot be fetched (API.md §2, §5; issue 11 item 15): a language, the hard
// player. Each is reported once with `load`, and the table plays on (in English; at normal).
import { expect } from '@open-wc/testing';
import { load as aiLoad } from '../../src/ai/lazy.js';
import { load } from '../../src/i18n/localize.js';
import { load as persistLoad } from '../../src/element/saving/persist-loader.js';
import { mount, record, until, type DominoTable } from './helpers.js';

describe('a language that cannot be loaded', () => {
  it('reports `load` once and the table speaks English', async () => {
    let tries = 0;
    load.de = () => {
      tries++;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module: chunks/de.js'));
    };
    const errors = record(document, ['domino-error']);
    const el = await mount({ lang: 'de', seed: 'load-fail' });
    await el.updateComplete;
    expect(el.shadowRoot!.textContent).to.include('Undo');
    const loads = errors.filter((e) => (e.detail as { code: string }).code === 'load');
    expect(loads.length).to.equal(1);
    expect((loads[0]!.detail as { message: string }).message).to.contain('"de"');
    // A second German table in the page neither tries again nor reports again.
    await mount({ lang: 'de', seed: 'load-fail-2' });
    expect(tries).to.equal(1);
    expect(errors.filter((e) => (e.detail as { code: string }).code === 'load').length).to.equal(1);
  });

  it('the hard player: reported once, tried at most twice in a match, the computer plays on as normal', async () => {
    let tries = 0;
    const real = aiLoad.hard;
    aiLoad.hard = () => {
      tries++;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module: chunks/hard.js'));
    };
    try {
      const el = await mount({ variant: 'doubles', humans: '0', ai: 'hard', 'ai-delay': '0', seed: 'no-hard' });
      const errors = record(el, ['domino-error']);
      const moves = record(el, ['domino-move']);
      await until(() => moves.length >= 12, 'twelve computer moves');
      expect(tries).to.equal(2);
      expect(errors.map((e) => (e.detail as { code: string }).code)).to.deep.equal(['load']);
      expect((errors[0]!.detail as { message: string }).message).to.contain('plays as normal');
    } finally {
      aiLoad.hard = real;
    }
  });
});

describe('the code that saves matches, when it cannot be loaded', () => {
  const firstMove = (el: DominoTable) => {
    const move = el.legalMoves()[0]!;
    expect(move.type === 'play' ? el.play(move.tile, move.end) : el.draw()).to.deep.equal({ ok: true });
  };

  it('is fetched only by a table with `persist`; a failure is reported once, the match plays unsaved, and a later table tries again', async () => {
    let tries = 0;
    const real = persistLoad.persist;
    persistLoad.persist = () => {
      tries++;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module: chunks/persist.js'));
    };
    const keys = [`load-persist-${Math.random()}`, `load-persist-${Math.random()}`];
    try {
      await mount({ variant: 'doubles', players: '2', humans: '2', seed: 'no-key' });
      expect(tries, 'a table without persist does not fetch it').to.equal(0);
      let errors: { type: string; detail: unknown }[] = [];
      const el = await mount(
        { variant: 'doubles', players: '2', humans: '2', seed: 'no-persist', persist: keys[0]! },
        { before: (e) => (errors = record(e, ['domino-error'])) },
      );
      firstMove(el);
      el.showHands = true;
      await el.updateComplete;
      expect(localStorage.getItem(keys[0]!)).to.equal(null);
      expect(el.state.log).to.have.length(1);
      expect(errors.map((e) => (e.detail as { code: string }).code)).to.deep.equal(['load']);
      expect((errors[0]!.detail as { message: string }).message).to.contain('not saved');
      expect(tries).to.equal(1);

      persistLoad.persist = real;
      const later = await mount({ variant: 'doubles', players: '2', humans: '2', seed: 'persist', persist: keys[1]! });
      firstMove(later);
      await until(() => localStorage.getItem(keys[1]!) !== null, 'the save');
    } finally {
      persistLoad.persist = real;
      for (const key of keys) localStorage.removeItem(key);
    }
  });
});
