/** Tests of rulesFor (options, defaults, RangeErrors), fixed deals and the lead's `how` (API.md §2, §5, §6). */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { choicesOf, newMatch, rulesFor, type Deal, type RuleOptions, type Variant } from '../../src/engine/index.js';
import { fixedDeal, legal, rules, start } from './helpers.js';

/** rulesFor throws a RangeError whose message names the option (the last one given) and the bad value. */
function refusesOption(variant: Variant, options: Partial<RuleOptions>, shown: string): void {
  const name = Object.keys(options).at(-1)!;
  assert.throws(
    () => rulesFor(variant, options),
    (e: unknown) => e instanceof RangeError && e.message.includes(name) && e.message.includes(shown),
    `${variant} ${JSON.stringify(options)}`,
  );
}

describe('rule options', () => {
  it('defaults per variant, a variant without a choice holding its fixed rule (API.md §4)', () => {
    const pick = (v: Variant) => {
      const r = rulesFor(v);
      return [r.players, r.handSize, r.set, r.spinners, r.lead, r.targetScore];
    };
    assert.deepEqual(pick('maltese-cross'), [4, 5, 'double-six', 'first', 'double-six', 200]);
    assert.deepEqual(pick('doubles'), [4, 6, 'double-six', 'all', 'highest-double', 100]);
    assert.deepEqual(pick('doubles-classic'), [4, 5, 'double-six', 'all', 'highest-double', 100]);
    assert.deepEqual(pick('doubles-in-the-boneyard'), [3, 7, 'double-six', 'none', 'drawn-doubles', 200]);
    assert.equal(rulesFor('doubles-classic').variant, 'doubles-classic');
  });

  it('the options each variant offers', () => {
    assert.deepEqual(choicesOf('maltese-cross'), {
      players: [4],
      spinners: ['first'],
      lead: ['double-six'],
      set: ['double-six'],
    });
    assert.deepEqual(choicesOf('doubles'), {
      players: [2, 3, 4],
      spinners: ['all'],
      lead: ['highest-double'],
      set: ['double-six'],
    });
    assert.deepEqual(choicesOf('doubles-classic'), {
      players: [2, 3, 4],
      spinners: ['all', 'first', 'none'],
      lead: ['highest-double', 'double-six'],
      set: ['double-six', 'double-nine'],
    });
    assert.deepEqual(choicesOf('doubles-in-the-boneyard'), {
      players: [3],
      spinners: ['none'],
      lead: ['drawn-doubles'],
      set: ['double-six'],
    });
  });

  it('out-of-range players are a RangeError naming the value', () => {
    refusesOption('maltese-cross', { players: 3 }, '3');
    refusesOption('maltese-cross', { players: 5 }, '5');
    refusesOption('doubles', { players: 1 }, '1');
    refusesOption('doubles', { players: 5 }, '5');
    refusesOption('doubles-classic', { players: 2.5 }, '2.5');
    refusesOption('doubles-in-the-boneyard', { players: 4 }, '4');
    refusesOption('doubles', { players: '3' as unknown as number }, '"3"');
  });

  it('hand sizes must be positive integers that fit the set (leaving the reserve)', () => {
    refusesOption('doubles', { handSize: 0 }, '0');
    refusesOption('doubles', { handSize: 7 }, '7'); // 4 × 7 would eat the 2-tile reserve
    assert.equal(rulesFor('doubles', { handSize: 6 }).handSize, 6);
    refusesOption('maltese-cross', { handSize: 7 }, '7');
    assert.equal(rulesFor('doubles-classic', { handSize: 7 }).handSize, 7); // no reserve: 4 × 7 = 28
    refusesOption('doubles-classic', { handSize: 8 }, '8');
    assert.equal(rulesFor('doubles-classic', { set: 'double-nine', handSize: 13 }).handSize, 13);
    refusesOption('doubles-classic', { set: 'double-nine', handSize: 14 }, '14');
    refusesOption('doubles-in-the-boneyard', { handSize: 8 }, '8');
    refusesOption('doubles', { handSize: -1 }, '-1');
    refusesOption('doubles', { handSize: 1.5 }, '1.5');
    const small = rulesFor('doubles-classic', { players: 3, handSize: 3 });
    assert.ok(newMatch(small, 'h').hands.every((h) => h.length === 3));
  });

  it('target scores must be positive integers', () => {
    for (const bad of [0, -5, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      refusesOption('doubles', { targetScore: bad }, JSON.stringify(bad));
    }
    assert.equal(rulesFor('maltese-cross', { targetScore: 50 }).targetScore, 50);
  });

  it('an option the variant does not offer is a RangeError naming it', () => {
    refusesOption('maltese-cross', { spinners: 'all' }, '"all"');
    refusesOption('maltese-cross', { set: 'double-nine' }, '"double-nine"');
    refusesOption('doubles', { set: 'double-nine' }, '"double-nine"');
    refusesOption('doubles', { spinners: 'none' }, '"none"');
    refusesOption('doubles', { lead: 'double-six' }, '"double-six"');
    refusesOption('doubles-classic', { lead: 'drawn-doubles' }, '"drawn-doubles"');
    refusesOption('doubles-classic', { spinners: 'some' as 'all' }, '"some"');
    refusesOption('doubles-in-the-boneyard', { spinners: 'all' }, '"all"');
    refusesOption('doubles-in-the-boneyard', { lead: 'highest-double' }, '"highest-double"');
    // The fixed value itself is accepted.
    assert.equal(rulesFor('maltese-cross', { spinners: 'first' }).spinners, 'first');
    assert.throws(
      () => rulesFor('poker' as Variant),
      (e: unknown) => e instanceof RangeError && e.message.includes('"poker"'),
    );
  });
});

describe('fixed deals', () => {
  const DC = rules('doubles-classic');
  const hands = [
    ['6-6', '6-5', '6-4', '6-3', '6-2'],
    ['5-5', '5-4', '5-3', '5-2', '5-1'],
    ['4-4', '4-3', '4-2', '4-1', '4-0'],
    ['3-3', '3-2', '3-1', '3-0', '2-2'],
  ];

  it('tiles may be written either way round; hands and boneyard are taken as given', () => {
    const deal = fixedDeal(DC, hands);
    const s = newMatch(DC, 'x', { ...deal, hands: [['6-6', '5-6', '4-6', '3-6', '2-6'], ...hands.slice(1)] });
    assert.deepEqual(s.hands, hands);
    assert.deepEqual(s.boneyard, deal.boneyard);
  });

  it('without a boneyard the tiles not dealt are shuffled into one from the seed', () => {
    const a = newMatch(DC, 'seed-a', { hands });
    const b = newMatch(DC, 'seed-a', { hands });
    assert.deepEqual(a.boneyard, b.boneyard);
    assert.deepEqual([...a.boneyard].sort(), [...fixedDeal(DC, hands).boneyard].sort());
  });

  it('a deal that does not fit the rules is a RangeError', () => {
    const bad = (deal: Deal, r = DC) => assert.throws(() => newMatch(r, 'x', deal), RangeError, JSON.stringify(deal));
    bad({ hands: hands.slice(0, 3) });
    bad({ hands: [['6-6', '6-5', '6-4', '6-3'], ...hands.slice(1)] });
    bad({ hands: [['6-6', '6-5', '6-4', '6-3', '5-5'], ...hands.slice(1)] });
    bad({ hands: [['6-6', '6-5', '6-4', '6-3', '7-1'], ...hands.slice(1)] });
    bad({ hands, boneyard: ['1-1'] });
    bad({ ...fixedDeal(DC, hands), leader: 4 });
    bad({ ...fixedDeal(DC, hands), leader: -1 });
    // A double in the Boneyard game, whose doubles are out of play.
    const by = rules('doubles-in-the-boneyard');
    bad(
      {
        hands: [
          ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '6-0'],
          ['5-4', '5-3', '5-2', '5-1', '5-0', '4-3', '4-2'],
          ['4-1', '4-0', '3-2', '3-1', '3-0', '2-1', '2-0'],
        ],
      },
      by,
    );
    // The leader must hold a tile it may open with.
    bad({ ...fixedDeal(DC, hands), leader: 1 }, rules('doubles-classic', { lead: 'double-six' }));
  });
});

describe('who leads and why (`how`)', () => {
  it("'deal': a fixed deal's leader opens, with its heaviest double where a double must lead", () => {
    const DB = rules('doubles');
    const s = start(
      DB,
      [
        ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1'],
        ['3-3', '1-1', '5-3', '5-2', '5-1', '5-0'],
        ['5-5', '4-3', '4-2', '4-1', '4-0', '2-2'],
        ['3-2', '3-1', '3-0', '2-1', '2-0', '1-0'],
      ],
      [],
      1,
    );
    assert.deepEqual(s.lead, { seat: 1, how: 'deal', tile: '3-3' });
    assert.deepEqual(legal(s), ['3-3@center']);
    const by = rules('doubles-in-the-boneyard');
    const b = start(
      by,
      [
        ['6-5', '6-4', '6-3', '6-2', '6-1', '6-0', '5-4'],
        ['5-3', '5-2', '5-1', '5-0', '4-3', '4-2', '4-1'],
        ['4-0', '3-2', '3-1', '3-0', '2-1', '2-0', '1-0'],
      ],
      [],
      2,
    );
    assert.deepEqual(b.lead, { seat: 2, how: 'deal' });
    assert.equal(legal(b).length, 7);
  });

  it("'highest-double', 'double-six', 'drawn-doubles': without a leader the variant's lead rule decides", () => {
    assert.equal(newMatch(rules('doubles'), 'h').lead.how, 'highest-double');
    assert.equal(newMatch(rules('doubles-classic', { lead: 'double-six' }), 'h').lead.how, 'double-six');
    assert.equal(newMatch(rules('maltese-cross'), 'h').lead.how, 'double-six');
    assert.equal(newMatch(rules('doubles-in-the-boneyard'), 'h').lead.how, 'drawn-doubles');
  });

  it('only the Maltese search and drawn doubles report `drawn`; a plain lead does not', () => {
    for (let i = 0; i < 20; i++) {
      assert.equal(newMatch(rules('doubles'), `d${i}`).lead.drawn, undefined);
      assert.equal(newMatch(rules('doubles-classic', { lead: 'double-six' }), `d${i}`).lead.drawn, undefined);
      assert.equal(newMatch(rules('doubles-in-the-boneyard'), `d${i}`).lead.drawn!.length, 3);
    }
    const searches = Array.from({ length: 40 }, (_, i) => newMatch(rules('maltese-cross'), `m${i}`).lead);
    assert.ok(
      searches.some((l) => l.drawn !== undefined),
      'some deals leave the 6-6 in the boneyard',
    );
    assert.ok(
      searches.some((l) => l.drawn === undefined),
      'some deal it',
    );
  });
});
