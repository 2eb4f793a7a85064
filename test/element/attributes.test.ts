// Every attribute of API.md §2: valid values reach the match, invalid ones fall back with one error and one warning,
// and runtime changes either start a new match or apply at once.
import { expect } from '@open-wc/testing';
import { $, $$, mount, record, until } from './helpers.js';
import type { DominoTable } from './helpers.js';

/** Captures console.warn calls while `run` runs. */
async function warnings(run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void seen.push(args.map(String).join(' '));
  try {
    await run();
  } finally {
    console.warn = original;
  }
  return seen;
}

const DEAL_BY = JSON.stringify({
  hands: [
    ['2-1', '3-0', '5-0', '3-1', '4-1', '6-2', '6-3'],
    ['2-0', '4-0', '6-0', '6-1', '5-2', '5-3', '6-4'],
    ['1-0', '4-3', '6-5', '3-2', '5-1', '4-2', '5-4'],
  ],
  leader: 0,
});

describe('attributes', () => {
  it('variant, players, seed, target-score, hand-size, spinners, lead and set reach the rules and the deal', async () => {
    const el = await mount({
      variant: 'doubles-classic',
      players: '3',
      seed: 's1',
      'target-score': '150',
      'hand-size': '6',
      spinners: 'first',
      lead: 'double-six',
      set: 'double-nine',
    });
    const { rules, seats, variant } = el.state;
    expect(variant).to.equal('doubles-classic');
    expect(rules).to.include({
      players: 3,
      targetScore: 150,
      handSize: 6,
      spinners: 'first',
      lead: 'double-six',
      set: 'double-nine',
    });
    expect(seats).to.have.length(3);
    expect(seats.every((s) => s.hand.length === 6)).to.equal(true);
    const twin = await mount({
      variant: 'doubles-classic',
      players: '3',
      seed: 's1',
      'target-score': '150',
      'hand-size': '6',
      spinners: 'first',
      lead: 'double-six',
      set: 'double-nine',
    });
    expect(twin.state.seats.map((s) => s.hand)).to.deep.equal(seats.map((s) => s.hand));
  });

  it('each variant has its fixed rules and defaults', async () => {
    const expected = {
      'maltese-cross': { players: 4, spinners: 'first', lead: 'double-six', targetScore: 200 },
      doubles: { players: 4, spinners: 'all', lead: 'highest-double', targetScore: 100 },
      'doubles-classic': { players: 4, spinners: 'all', lead: 'highest-double', targetScore: 100 },
      'doubles-in-the-boneyard': { players: 3, spinners: 'none', lead: 'drawn-doubles', targetScore: 200 },
    };
    for (const [variant, rules] of Object.entries(expected)) {
      const el = await mount({ variant, seed: 'v' });
      expect(el.state.rules, variant).to.include(rules);
    }
  });

  it('humans, player-names, deal: seats, names and a fixed deal', async () => {
    const el = await mount({
      variant: 'doubles-in-the-boneyard',
      humans: '2',
      'player-names': 'Ann, Bob',
      deal: DEAL_BY,
    });
    expect(el.state.seats.map((s) => [s.name, s.human])).to.deep.equal([
      ['Ann', true],
      ['Bob', true],
      ['East', false],
    ]);
    expect(el.state.seats[0]!.hand).to.have.members(['2-1', '3-0', '5-0', '3-1', '4-1', '6-2', '6-3']);
    expect(el.state.current).to.equal(0);
    expect(el.shadowRoot!.textContent).to.contain('Ann');
  });

  it('invalid values: the default, one domino-error invalid-attribute and one console.warn each', async () => {
    const bad: Record<string, string> = {
      variant: 'chess',
      players: 'lots',
      humans: '9',
      'target-score': '-5',
      ai: 'genius',
      'ai-delay': 'soon',
      theme: 'purple',
    };
    for (const [name, value] of Object.entries(bad)) {
      let events: { type: string; detail: unknown }[] = [];
      let el: DominoTable | undefined;
      const warned = await warnings(async () => {
        el = await mount({ [name]: value, seed: 'x' }, { before: (e) => (events = record(e, ['domino-error'])) });
        await el.updateComplete;
      });
      expect(warned, name).to.have.length(1);
      expect(warned[0]).to.contain(name);
      expect(events, name).to.have.length(1);
      expect(events[0]!.detail).to.deep.include({ code: 'invalid-attribute' });
      expect((events[0]!.detail as { message: string }).message).to.contain(name);
      // Defaults apply.
      expect(el!.state.variant).to.equal('maltese-cross');
      expect(el!.state.seats.filter((s) => s.human)).to.have.length(1);
    }
  });

  it('a text property set from script to a non-string is checked in its text form and reported', async () => {
    const el = await mount({ seed: 'x' });
    const events = record(el, ['domino-error']);
    const warned = await warnings(async () => {
      (el as unknown as { variant: unknown }).variant = 42;
      await el.updateComplete;
      (el as unknown as { theme: unknown }).theme = { dark: true };
      await el.updateComplete;
    });
    expect(warned).to.have.length(2);
    expect(events.map((e) => (e.detail as { code: string }).code)).to.deep.equal([
      'invalid-attribute',
      'invalid-attribute',
    ]);
    expect((events[0]!.detail as { message: string }).message).to.contain('42');
    expect(el.state.variant).to.equal('maltese-cross');
  });

  it('an option the variant does not offer (spinners on maltese-cross, a bad deal) is reported and ignored', async () => {
    const cases: Record<string, string>[] = [
      { spinners: 'none' },
      { set: 'double-nine' },
      { deal: '{"hands": [["6-6"]]}' },
      { 'hand-size': '99' },
    ];
    for (const attrs of cases) {
      let events: { type: string; detail: unknown }[] = [];
      const warned = await warnings(async () => {
        const el = await mount({ ...attrs, seed: 'y' }, { before: (e) => (events = record(e, ['domino-error'])) });
        expect(el.state.rules.spinners).to.equal('first');
        expect(el.state.rules.set).to.equal('double-six');
        expect(el.state.rules.handSize).to.equal(5);
      });
      expect(warned, JSON.stringify(attrs)).to.have.length(1);
      expect(events, JSON.stringify(attrs)).to.have.length(1);
    }
  });

  it('a bad value set again later is reported again; other changes do not repeat the warning', async () => {
    const warned = await warnings(async () => {
      const el = await mount({ players: 'x', seed: 'z' });
      el.hints = true;
      await el.updateComplete;
      el.setAttribute('ai-delay', '0');
      await el.updateComplete;
      el.setAttribute('players', 'y');
      await el.updateComplete;
    });
    expect(warned).to.have.length(2);
  });

  it('changing variant, players, humans, seed, deal, target-score while a match runs starts a new match', async () => {
    const el = await mount({ variant: 'doubles', players: '2', seed: 'a', 'ai-delay': '0', humans: '0' });
    await until(() => el.state.log.length > 2, 'some moves');
    // The computer now waits a minute between moves: each new match is looked at before its first round can end (at
    // ai-delay 0 a loaded machine could play a whole round, and deal the next, before updateComplete).
    el.setAttribute('ai-delay', '60000');
    await el.updateComplete;
    const changes: [string, string][] = [
      ['seed', 'b'],
      ['players', '3'],
      ['target-score', '50'],
      ['humans', '1'],
      ['variant', 'doubles-classic'],
      ['deal', ''],
    ];
    for (const [name, value] of changes) {
      const seen = record(el, ['domino-lead']);
      if (name === 'deal') el.removeAttribute('seed');
      else el.setAttribute(name, value);
      await el.updateComplete;
      expect(seen, name).to.have.length(1);
      expect(el.state.round, name).to.equal(1);
    }
    expect(el.state.variant).to.equal('doubles-classic');
    expect(el.state.rules).to.include({ players: 3, targetScore: 50 });
  });

  it('show-hands, hints, lang, theme, player-names and ai apply at once, keeping the match', async () => {
    const el = await mount({ variant: 'maltese-cross', seed: 'keep', 'ai-delay': '0' });
    await until(() => el.state.current === 0 && el.state.phase === 'play', 'your turn');
    const before = el.serialize();
    const seen = record(el, ['domino-lead']);
    // Hidden hands show their count only; with show-hands every hand is face up.
    expect($$(el, '.seat--top .seat__tiles .tile')).to.have.length(0);
    expect($(el, '.seat--top .seat__count')!.textContent!.trim()).to.equal(String(el.state.seats[2]!.hand.length));
    el.showHands = true;
    el.hints = true;
    el.setAttribute('lang', 'de');
    el.setAttribute('theme', 'dark');
    el.setAttribute('player-names', 'Eva');
    el.setAttribute('ai', 'easy');
    await el.updateComplete;
    expect(el.serialize()).to.equal(before);
    expect(seen).to.have.length(0);
    expect($$(el, '.seat--top .seat__tiles .pip').length).to.be.greaterThan(0);
    expect($$(el, '.seat--top .seat__tiles .tile')).to.have.length(el.state.seats[2]!.hand.length);
    expect($(el, '[data-action="draw"]')!.textContent!.trim()).to.equal('Ziehen');
    expect(el.state.seats[0]!.name).to.equal('Eva');
    expect(getComputedStyle(el).getPropertyValue('--domino-table-felt').trim()).to.equal('#10291e');
  });

  it('ai-delay changes the pace of the running match without a new one', async () => {
    const el = await mount({ variant: 'doubles', players: '2', seed: 'pace', humans: '0', 'ai-delay': '60000' });
    await new Promise((r) => setTimeout(r, 50));
    expect(el.state.log).to.have.length(0);
    const seen = record(el, ['domino-lead']);
    el.aiDelay = 0;
    await until(() => el.state.log.length > 3, 'moves at the new pace');
    expect(seen).to.have.length(0);
  });

  it('theme reflects, so :host([theme=dark]) styles apply when set as a property', async () => {
    const el = await mount({ seed: 't' });
    // The default writes nothing onto the page's element.
    expect(el.theme).to.equal('light');
    expect(el.hasAttribute('theme')).to.equal(false);
    el.theme = 'dark';
    await el.updateComplete;
    expect(el.getAttribute('theme')).to.equal('dark');
    el.theme = 'light';
    await el.updateComplete;
    expect(el.hasAttribute('theme')).to.equal(false);
    // An author's own theme="light" stays as written.
    const written = await mount({ seed: 't', theme: 'light' });
    expect(written.getAttribute('theme')).to.equal('light');
  });

  it('persist: the match is saved after every move and restored by a new table with the same key', async () => {
    const key = `domino-test-${Math.random()}`;
    const el = await mount({ variant: 'doubles', players: '2', seed: 'p', humans: '0', 'ai-delay': '0', persist: key });
    await until(() => el.state.log.length >= 4, 'a few moves');
    el.remove();
    const saved = localStorage.getItem(key);
    expect(saved).to.be.a('string');
    const again = await mount({ variant: 'doubles', players: '2', seed: 'p', humans: '1', persist: key });
    expect(again.state.log.length).to.be.at.least(4);
    again.remove();
    // Other rules on the page: the saved match is not resumed.
    const changed = await mount({ variant: 'maltese-cross', seed: 'p', persist: key });
    expect(changed.state.variant).to.equal('maltese-cross');
    expect(changed.state.log).to.have.length(0);
    // Foreign data under the key: a storage error, and a fresh match.
    changed.remove();
    localStorage.setItem(key, '{"something": "else"}');
    let errors: { type: string; detail: unknown }[] = [];
    const fresh = await mount({ seed: 'p', persist: key }, { before: (e) => (errors = record(e, ['domino-error'])) });
    expect(errors.map((e) => (e.detail as { code: string }).code)).to.deep.equal(['storage']);
    expect(fresh.state.log).to.have.length(0);
    localStorage.removeItem(key);
  });
});
