// Attribute validation (API.md §2): valid values, defaults per variant, every kind of invalid value.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseCount, readConfig, readDeal, type RawAttributes } from '../../src/element/config.js';
import { rulesFor } from '../../src/engine/rules.js';
import { tilesOf } from '../../src/engine/tiles.js';
import { VARIANTS } from '../../src/games/index.js';

const read = (raw: RawAttributes) => readConfig(raw);
/** The attributes reported, in order. */
const reported = (raw: RawAttributes) => read(raw).problems.map((p) => p.attribute);

describe('defaults', () => {
  it('no attributes: maltese-cross, 4 players, 5 tiles, target 200, one human, normal AI, 700 ms, light', () => {
    const { config, problems } = read({});
    assert.deepEqual(problems, []);
    assert.equal(config.variant, 'maltese-cross');
    assert.deepEqual(config.rules, rulesFor('maltese-cross'));
    assert.equal(config.rules.players, 4);
    assert.equal(config.rules.handSize, 5);
    assert.equal(config.rules.targetScore, 200);
    assert.equal(config.humans, 1);
    assert.equal(config.seed, null);
    assert.equal(config.deal, undefined);
    assert.equal(config.ai, 'normal');
    assert.equal(config.aiDelay, 700);
    assert.equal(config.theme, 'light');
    assert.deepEqual(config.playerNames, []);
    assert.equal(config.persist, null);
  });

  it('null attributes are absent attributes', () => {
    const all: RawAttributes = {
      variant: null,
      players: null,
      humans: null,
      seed: null,
      targetScore: null,
      handSize: null,
      spinners: null,
      lead: null,
      set: null,
      ai: null,
      aiDelay: null,
      theme: null,
      playerNames: null,
      deal: null,
      persist: null,
    };
    assert.deepEqual(read(all), read({}));
  });

  const perVariant = [
    ['maltese-cross', 4, 5, 200, 'first', 'double-six'],
    ['doubles', 4, 6, 100, 'all', 'highest-double'],
    ['doubles-classic', 4, 5, 100, 'all', 'highest-double'],
    ['doubles-in-the-boneyard', 3, 7, 200, 'none', 'drawn-doubles'],
  ] as const;
  for (const [variant, players, hand, target, spinners, lead] of perVariant) {
    it(`${variant}: ${players} players, ${hand} tiles, target ${target}, spinners ${spinners}, lead ${lead}`, () => {
      const { config, problems } = read({ variant });
      assert.deepEqual(problems, []);
      assert.equal(config.variant, variant);
      assert.equal(config.rules.variant, variant);
      assert.equal(config.rules.players, players);
      assert.equal(config.rules.handSize, hand);
      assert.equal(config.rules.targetScore, target);
      assert.equal(config.rules.spinners, spinners);
      assert.equal(config.rules.lead, lead);
      assert.equal(config.rules.set, 'double-six');
    });
  }

  it('R-DB-1: doubles deals 8 tiles to 2 players and 6 to 3', () => {
    assert.equal(read({ variant: 'doubles', players: '2' }).config.rules.handSize, 8);
    assert.equal(read({ variant: 'doubles', players: '3' }).config.rules.handSize, 6);
  });

  it('R-DC-1: doubles-classic deals 7 to 2 players, 5 to 3, and 7 each from the double-nine set', () => {
    assert.equal(read({ variant: 'doubles-classic', players: '2' }).config.rules.handSize, 7);
    assert.equal(read({ variant: 'doubles-classic', players: '3' }).config.rules.handSize, 5);
    for (const players of ['2', '3', '4']) {
      const { config, problems } = read({ variant: 'doubles-classic', players, set: 'double-nine' });
      assert.deepEqual(problems, []);
      assert.equal(config.rules.handSize, 7);
    }
  });
});

describe('valid values', () => {
  it('variant: each of the four', () => {
    for (const variant of VARIANTS) {
      assert.equal(read({ variant }).config.variant, variant);
    }
  });

  it('players: 2–4 where the variant offers them, and the fixed count where it does not', () => {
    for (const variant of ['doubles', 'doubles-classic']) {
      for (const n of [2, 3, 4]) {
        const { config, problems } = read({ variant, players: String(n) });
        assert.deepEqual(problems, []);
        assert.equal(config.rules.players, n);
      }
    }
    assert.deepEqual(reported({ variant: 'maltese-cross', players: '4' }), []);
    assert.deepEqual(reported({ variant: 'doubles-in-the-boneyard', players: '3' }), []);
  });

  it('humans: every integer from 0 to players', () => {
    for (let n = 0; n <= 4; n++) {
      const { config, problems } = read({ humans: String(n) });
      assert.deepEqual(problems, []);
      assert.equal(config.humans, n);
    }
    assert.equal(read({ variant: 'doubles', players: '2', humans: '2' }).config.humans, 2);
  });

  it('seed: any string is kept as given, the empty string too', () => {
    for (const seed of ['abc', '42', ' spaced ', '', '<b>x</b>']) assert.equal(read({ seed }).config.seed, seed);
  });

  it('target-score: any positive integer, leading zeros read as decimal', () => {
    assert.equal(read({ targetScore: '1' }).config.rules.targetScore, 1);
    assert.equal(read({ targetScore: '150' }).config.rules.targetScore, 150);
    assert.equal(read({ targetScore: '0101' }).config.rules.targetScore, 101);
    assert.equal(read({ targetScore: '9007199254740991' }).config.rules.targetScore, Number.MAX_SAFE_INTEGER);
  });

  it('hand-size: 1 up to what the set and reserve allow', () => {
    assert.equal(read({ handSize: '1' }).config.rules.handSize, 1);
    // maltese-cross: 28 tiles, 2 kept back, 4 players → 6 at most.
    assert.equal(read({ handSize: '6' }).config.rules.handSize, 6);
    // doubles-classic double-nine: 55 tiles, no reserve, 4 players → 13.
    const big = read({ variant: 'doubles-classic', set: 'double-nine', handSize: '13' });
    assert.deepEqual(big.problems, []);
    assert.equal(big.config.rules.handSize, 13);
  });

  it('spinners, lead and set: every value on doubles-classic', () => {
    for (const spinners of ['none', 'first', 'all']) {
      assert.equal(read({ variant: 'doubles-classic', spinners }).config.rules.spinners, spinners);
    }
    for (const lead of ['highest-double', 'double-six']) {
      assert.equal(read({ variant: 'doubles-classic', lead }).config.rules.lead, lead);
    }
    for (const set of ['double-six', 'double-nine']) {
      assert.equal(read({ variant: 'doubles-classic', set }).config.rules.set, set);
    }
    const all = read({ variant: 'doubles-classic', spinners: 'none', lead: 'double-six', set: 'double-nine' });
    assert.deepEqual(all.problems, []);
  });

  it('ai, ai-delay and theme: every value', () => {
    for (const ai of ['easy', 'normal', 'hard']) assert.equal(read({ ai }).config.ai, ai);
    for (const theme of ['light', 'dark', 'auto']) assert.equal(read({ theme }).config.theme, theme);
    assert.equal(read({ aiDelay: '0' }).config.aiDelay, 0);
    assert.equal(read({ aiDelay: '2500' }).config.aiDelay, 2500);
    assert.equal(read({ aiDelay: '2147483647' }).config.aiDelay, 2147483647);
  });

  it('player-names: split at commas and trimmed; empty entries kept for seat defaults; text untouched', () => {
    assert.deepEqual(read({ playerNames: 'Ann, Bob ,Cy' }).config.playerNames, ['Ann', 'Bob', 'Cy']);
    assert.deepEqual(read({ playerNames: 'Ann,,Cy' }).config.playerNames, ['Ann', '', 'Cy']);
    assert.deepEqual(read({ playerNames: '' }).config.playerNames, []);
    assert.deepEqual(read({ playerNames: '<img src=x onerror=alert(1)>' }).config.playerNames, [
      '<img src=x onerror=alert(1)>',
    ]);
  });

  it('persist: any non-empty key as given', () => {
    assert.equal(read({ persist: 'lesson-3' }).config.persist, 'lesson-3');
  });
});

describe('invalid values fall back to the default with one problem each', () => {
  const badNumbers = [
    '',
    '12abc',
    '1e3',
    ' 7',
    '7 ',
    '-0',
    '-3',
    '+3',
    '3.5',
    '0x10',
    '١٢',
    'Infinity',
    '99999999999999999999',
  ];

  it('parseCount accepts plain decimal digits only', () => {
    assert.equal(parseCount('0'), 0);
    assert.equal(parseCount('007'), 7);
    for (const bad of badNumbers) assert.equal(parseCount(bad), undefined, JSON.stringify(bad));
  });

  for (const value of badNumbers) {
    it(`numbers: ${JSON.stringify(value)} is refused by players, humans, target-score, hand-size and ai-delay`, () => {
      const { config, problems } = read({
        variant: 'doubles',
        players: value,
        humans: value,
        targetScore: value,
        handSize: value,
        aiDelay: value,
      });
      assert.deepEqual(problems.map((p) => p.attribute).sort(), [
        'ai-delay',
        'hand-size',
        'humans',
        'players',
        'target-score',
      ]);
      for (const p of problems) assert.equal(p.value, value);
      assert.deepEqual(config.rules, rulesFor('doubles'));
      assert.equal(config.humans, 1);
      assert.equal(config.aiDelay, 700);
    });
  }

  it('variant: unknown or differently written names fall back to maltese-cross', () => {
    for (const variant of ['chess', 'Maltese-Cross', ' doubles', 'doubles ', '', 'constructor', '__proto__']) {
      const { config, problems } = read({ variant });
      assert.equal(config.variant, 'maltese-cross');
      assert.equal(problems.length, 1);
      assert.equal(problems[0]?.attribute, 'variant');
      assert.equal(problems[0]?.value, variant);
      assert.match(problems[0]?.message ?? '', /maltese-cross/);
    }
  });

  it('an invalid variant still checks the other options against the default variant', () => {
    assert.deepEqual(reported({ variant: 'nope', players: '3' }), ['variant', 'players']);
  });

  it('players out of range for the variant', () => {
    assert.deepEqual(reported({ variant: 'doubles', players: '1' }), ['players']);
    assert.deepEqual(reported({ variant: 'doubles', players: '5' }), ['players']);
    assert.deepEqual(reported({ variant: 'doubles-classic', players: '0' }), ['players']);
    const { config, problems } = read({ variant: 'doubles', players: '5' });
    assert.equal(config.rules.players, 4);
    assert.match(problems[0]?.message ?? '', /2 to 4/);
  });

  it('humans above players, judged against the players in effect', () => {
    assert.deepEqual(reported({ humans: '5' }), ['humans']);
    assert.deepEqual(reported({ variant: 'doubles', players: '2', humans: '3' }), ['humans']);
    assert.deepEqual(reported({ variant: 'doubles-in-the-boneyard', humans: '4' }), ['humans']);
    assert.equal(read({ humans: '5' }).config.humans, 1);
  });

  it('target-score 0 is not positive', () => {
    const { config, problems } = read({ variant: 'doubles', targetScore: '0' });
    assert.equal(config.rules.targetScore, 100);
    assert.deepEqual(
      problems.map((p) => p.attribute),
      ['target-score'],
    );
  });

  it('hand-size 0, or too big for the set, players and reserve, says the allowed range', () => {
    const zero = read({ handSize: '0' });
    assert.equal(zero.config.rules.handSize, 5);
    assert.deepEqual(
      zero.problems.map((p) => p.attribute),
      ['hand-size'],
    );
    const big = read({ handSize: '7' });
    assert.equal(big.config.rules.handSize, 5);
    assert.match(big.problems[0]?.message ?? '', /1 to 6 tiles/);
    // 21 tiles for 3 players: 7 fits, 8 does not.
    assert.deepEqual(reported({ variant: 'doubles-in-the-boneyard', handSize: '8' }), ['hand-size']);
    // The default for the players given is the fallback.
    const two = read({ variant: 'doubles', players: '2', handSize: '99' });
    assert.equal(two.config.rules.handSize, 8);
  });

  it('hand-size is judged against the set in effect', () => {
    assert.deepEqual(reported({ variant: 'doubles-classic', set: 'double-nine', handSize: '13' }), []);
    assert.deepEqual(reported({ variant: 'doubles-classic', handSize: '13' }), ['hand-size']);
    // An invalid set falls back to double-six, so 13 no longer fits.
    assert.deepEqual(reported({ variant: 'doubles-classic', set: 'double-ten', handSize: '13' }), ['set', 'hand-size']);
  });

  it('spinners, lead, set: unknown values on doubles-classic', () => {
    const { config, problems } = read({
      variant: 'doubles-classic',
      spinners: 'some',
      lead: 'drawn-doubles',
      set: 'double-twelve',
    });
    assert.deepEqual(problems.map((p) => p.attribute).sort(), ['lead', 'set', 'spinners']);
    assert.equal(config.rules.spinners, 'all');
    assert.equal(config.rules.lead, 'highest-double');
    assert.equal(config.rules.set, 'double-six');
  });

  it('ai, ai-delay, theme', () => {
    const { config, problems } = read({ ai: 'expert', aiDelay: '2147483648', theme: 'Dark' });
    assert.deepEqual(
      problems.map((p) => p.attribute),
      ['ai', 'ai-delay', 'theme'],
    );
    assert.equal(config.ai, 'normal');
    assert.equal(config.aiDelay, 700);
    assert.equal(config.theme, 'light');
  });

  it('persist: an empty key saves nothing', () => {
    const { config, problems } = read({ persist: '  ' });
    assert.equal(config.persist, null);
    assert.deepEqual(
      problems.map((p) => p.attribute),
      ['persist'],
    );
  });

  it('messages are English, name the attribute and value, and say what is used instead', () => {
    const [p] = read({ targetScore: 'lots' }).problems;
    assert.equal(p?.message, 'target-score="lots" is not a positive whole number; using 200.');
  });

  it('a long value is shortened in the message but kept whole in the problem', () => {
    const long = 'x'.repeat(500);
    const [p] = read({ theme: long }).problems;
    assert.equal(p?.value, long);
    assert.ok((p?.message.length ?? 0) < 200);
  });

  it('readConfig never throws, whatever the strings', () => {
    const junk = ['', ' ', '{}', '[]', 'null', '\u0000', '9'.repeat(400), '__proto__', 'toString', '<script>'];
    const keys: (keyof RawAttributes)[] = [
      'variant',
      'players',
      'humans',
      'seed',
      'targetScore',
      'handSize',
      'spinners',
      'lead',
      'set',
      'ai',
      'aiDelay',
      'theme',
      'playerNames',
      'deal',
      'persist',
    ];
    for (const v of junk) {
      const raw: RawAttributes = {};
      for (const k of keys) raw[k] = v;
      assert.doesNotThrow(() => read(raw));
      for (const variant of ['doubles', 'doubles-classic', 'doubles-in-the-boneyard']) {
        assert.doesNotThrow(() => read({ ...raw, variant }));
      }
    }
  });
});

describe('options the variant does not offer are reported and ignored', () => {
  it('spinners, lead and set on maltese-cross, doubles and doubles-in-the-boneyard, whatever the value', () => {
    for (const variant of ['maltese-cross', 'doubles', 'doubles-in-the-boneyard']) {
      const fixed = rulesFor(variant as 'doubles');
      // Even the value the variant uses anyway is reported: the option is not one the page can set.
      for (const raw of [
        { spinners: 'all' },
        { spinners: fixed.spinners },
        { lead: 'double-six' },
        { lead: fixed.lead },
        { set: 'double-nine' },
        { set: 'double-six' },
      ]) {
        const { config, problems } = read({ variant, ...raw });
        assert.equal(problems.length, 1, `${variant} ${JSON.stringify(raw)}`);
        assert.match(problems[0]?.message ?? '', /not an option of/);
        assert.deepEqual(config.rules, fixed);
      }
    }
  });

  it('players="3" on maltese-cross, players="4" on doubles-in-the-boneyard', () => {
    const mc = read({ players: '3' });
    assert.equal(mc.config.rules.players, 4);
    assert.match(mc.problems[0]?.message ?? '', /always played by 4/);
    assert.deepEqual(reported({ variant: 'doubles-in-the-boneyard', players: '4' }), ['players']);
  });
});

describe('deal', () => {
  // maltese-cross: 4 hands of 5, 8 in the boneyard.
  const mcTiles = tilesOf('double-six');
  const hands = [0, 1, 2, 3].map((s) => mcTiles.slice(s * 5, s * 5 + 5));
  const boneyard = mcTiles.slice(20);
  const json = (v: unknown) => JSON.stringify(v);

  it('a complete deal is kept in canonical form, with boneyard and leader', () => {
    const reversed = hands.map((h) => h.map((t) => t.split('-').reverse().join('-')));
    const { config, problems } = read({ deal: json({ hands: reversed, boneyard, leader: 0 }) });
    assert.deepEqual(problems, []);
    assert.deepEqual(config.deal, { hands, boneyard, leader: 0 });
  });

  it('without a boneyard the rest is left for the seed to shuffle (no boneyard invented here)', () => {
    const { config, problems } = read({ deal: json({ hands }) });
    assert.deepEqual(problems, []);
    assert.deepEqual(config.deal, { hands });
  });

  it('the Boneyard game: 3 hands of 7 from the 21 tiles without doubles', () => {
    const tiles = tilesOf('double-six', false);
    const byHands = [0, 1, 2].map((s) => tiles.slice(s * 7, s * 7 + 7));
    const { config, problems } = read({
      variant: 'doubles-in-the-boneyard',
      deal: json({ hands: byHands, leader: 2 }),
    });
    assert.deepEqual(problems, []);
    assert.deepEqual(config.deal, { hands: byHands, leader: 2 });
  });

  const bad: [string, string][] = [
    ['not JSON', '{hands:'],
    ['empty', ''],
    ['null', 'null'],
    ['an array', json([hands])],
    ['a string', json('6-6')],
    ['no hands', json({ boneyard })],
    ['hands not an array', json({ hands: 'all' })],
    ['three hands for four players', json({ hands: hands.slice(0, 3) })],
    ['a hand that is not an array', json({ hands: [...hands.slice(0, 3), '6-6'] })],
    ['a hand of the wrong size', json({ hands: [hands[0]?.slice(0, 4), ...hands.slice(1)] })],
    ['a tile that is no tile', json({ hands: [['6-6', '6-5', '6-4', '6-3', 'x'], ...hands.slice(1)] })],
    ['a number for a tile', json({ hands: [['6-6', '6-5', '6-4', '6-3', 62], ...hands.slice(1)] })],
    ['a tile outside the set', json({ hands: [['6-6', '6-5', '6-4', '6-3', '7-1'], ...hands.slice(1)] })],
    ['a duplicate tile', json({ hands: [['6-6', '6-5', '6-4', '6-3', '6-6'], ...hands.slice(1)] })],
    ['a tile in a hand and the boneyard', json({ hands, boneyard: [...boneyard.slice(1), '6-6'] })],
    ['a boneyard missing tiles', json({ hands, boneyard: boneyard.slice(1) })],
    ['a leader outside the seats', json({ hands, leader: 4 })],
    ['a leader written as text', json({ hands, leader: '0' })],
    ['a leader without the 6-6 (R-MC-2)', json({ hands, leader: 1 })],
    ['an unknown key', json({ hands, boneYard: boneyard })],
  ];
  for (const [what, deal] of bad) {
    it(`refused: ${what}`, () => {
      const { config, problems } = read({ deal });
      assert.equal(config.deal, undefined);
      assert.deepEqual(
        problems.map((p) => p.attribute),
        ['deal'],
      );
      assert.equal(problems[0]?.value, deal);
      assert.match(problems[0]?.message ?? '', /^deal is not a usable deal: .+; dealing from the seed\.$/);
    });
  }

  it('a double in the Boneyard game is outside its set', () => {
    const tiles = tilesOf('double-six', false);
    const byHands = [0, 1, 2].map((s) => tiles.slice(s * 7, s * 7 + 7));
    (byHands[0] as string[])[0] = '6-6';
    assert.deepEqual(reported({ variant: 'doubles-in-the-boneyard', deal: json({ hands: byHands }) }), ['deal']);
  });

  it('a deal is checked against the players and hand size in effect', () => {
    // Five tiles each fit the default maltese-cross, not hand-size 4.
    assert.deepEqual(reported({ handSize: '4', deal: json({ hands }) }), ['deal']);
    const fours = [0, 1, 2, 3].map((s) => mcTiles.slice(s * 4, s * 4 + 4));
    assert.deepEqual(reported({ handSize: '4', deal: json({ hands: fours }) }), []);
  });

  it('readDeal says what is wrong, in words', () => {
    const rules = rulesFor('maltese-cross');
    const why = (text: string): string => {
      const result = readDeal(text, rules);
      return result.ok ? '' : result.why;
    };
    assert.deepEqual(readDeal('{', rules), { ok: false, why: 'not valid JSON' });
    assert.match(why(json({ hands: hands.slice(0, 2) })), /4 hands/);
    assert.match(why(json({ hands, leader: 1 })), /leader/);
  });
});
