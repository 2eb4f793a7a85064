// Catalogs and sentences: completeness in every language, plurals, text-only interpolation, language choice.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyMove, explainMove, legalMoves as legalMovesOf } from '../../src/engine/moves.js';
import { newMatch } from '../../src/engine/match.js';
import { rulesFor } from '../../src/engine/rules.js';
import { tilesOf } from '../../src/engine/tiles.js';
import type { LeadInfo, MatchState, Move, MoveRequest, ReasonCode, Tile } from '../../src/engine/types.js';
import { de } from '../../src/i18n/de.js';
import { en as enEntry } from '../../src/i18n/en.js';
import { enModes, enRare, enScoring } from '../../src/i18n/en-rare.js';
import { es } from '../../src/i18n/es.js';
import { fr } from '../../src/i18n/fr.js';
import { pt } from '../../src/i18n/pt.js';
import {
  boneyardMessage,
  directionMessage,
  explainRefusal,
  format,
  LANGS,
  allLangsReady,
  leadMessage,
  listItem,
  matchMessage,
  moveAnnouncement as sentence,
  reasonMessage,
  resolveLang,
  roundSummary,
  seatNames,
  t,
  tileName,
  turnMessage,
  unlockedMessage,
  type Catalog,
  type Lang,
  type MsgKey,
} from '../../src/i18n/index.js';

/** The live region's sentence for a move: its tiles in words (the screen writes them "6-3"). */
const moveAnnouncement = (...[lang, seats, record, reveal]: Parameters<typeof sentence>): string =>
  sentence(lang, seats, record, reveal, tileName);

// @ts-expect-error a catalog that lacks keys does not type-check (so de.ts is checked complete).
const _incomplete: Catalog = { pips: 'x' };
void _incomplete;

/** Every ReasonCode of API.md §4: a Record over the union, so a new code fails to compile here. */
const CODES: Record<ReasonCode, true> = {
  'not-your-turn': true,
  'invalid-tile': true,
  'not-in-hand': true,
  'no-such-end': true,
  'no-match': true,
  'suit-locked': true,
  'cross-incomplete': true,
  'sides-first': true,
  'must-lead': true,
  'must-play': true,
  'must-draw': true,
  'cannot-draw': true,
  'must-play-drawn': true,
  'wrong-phase': true,
  'invalid-state': true,
};
/** The whole English catalog: the entry's and the words whose English comes with a chunk. */
const en: Catalog = { ...enEntry, ...enRare, ...enModes, ...enScoring };
// A Record over Lang: a language added to catalogs.ts but not here fails to compile.
const ALL: Record<Lang, Catalog> = { en, de, es, pt, fr };
const catalogs = ALL;
// Languages but English are loaded on first use (test/i18n/lazy.test.ts checks how); these tests speak all.
await allLangsReady();
/** The placeholders of a message: "~" for a you/them choice, "#" for a plural choice. */
const placeholders = (m: string): string[] =>
  [...new Set([...m.matchAll(/\{(~|#|\w+)/g)].map((x) => x[1] as string))].sort();
/** A language's plural categories in CLDR order, as this runtime knows them: its `{#…}` lists give one form each. */
const categories = (lang: string): string[] => {
  const own = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  return ['zero', 'one', 'two', 'few', 'many', 'other'].filter((c) => (own as string[]).includes(c));
};

describe('catalogs', () => {
  it('en, de, es, pt and fr are registered', () => {
    assert.deepEqual([...LANGS].sort(), ['de', 'en', 'es', 'fr', 'pt']);
  });

  it('every language has exactly the keys of en: a key missing or left over is named', () => {
    const keys = Object.keys(catalogs.en);
    for (const lang of LANGS) {
      const own = Object.keys(ALL[lang]);
      const missing = keys.filter((k) => !own.includes(k));
      const extra = own.filter((k) => !keys.includes(k));
      assert.deepEqual({ missing, extra }, { missing: [], extra: [] }, `${lang}.ts does not match en.ts`);
      for (const key of keys) assert.equal(typeof ALL[lang][key as MsgKey], 'string', `${lang} ${key}`);
    }
  });

  it('every message uses the same {names} and you/them choice in every language, and a plural where en has one', () => {
    for (const key of Object.keys(catalogs.en) as MsgKey[]) {
      const want = placeholders(catalogs.en[key]);
      for (const lang of LANGS) {
        const own = placeholders(ALL[lang][key]);
        // A language may need a plural where English needs none (German "1 darf / 6 dürfen"), never fewer.
        assert.deepEqual(
          own.filter((p) => p !== '#'),
          want.filter((p) => p !== '#'),
          `${lang} ${key}`,
        );
        if (want.includes('#')) assert.ok(own.includes('#'), `${lang} ${key}: English has a plural choice`);
      }
    }
  });

  it("plural choices list the language's CLDR categories and come with {count}; you/them choices have two branches", () => {
    for (const lang of LANGS) {
      for (const [key, msg] of Object.entries(ALL[lang])) {
        for (const [, forms] of msg.matchAll(/\{#((?:[^{}]|\{\w+\})*)\}/g)) {
          assert.equal(forms?.split('|').length, categories(lang).length, `${lang} ${key}: ${categories(lang)}`);
          assert.ok(msg.includes('{count}'), `${lang} ${key}`);
        }
        for (const [, branches] of msg.matchAll(/\{~((?:[^{}]|\{\w+\})*)\}/g)) {
          assert.equal(branches?.split('|').length, 2, `${lang} ${key}`);
        }
      }
    }
  });

  it('the lists hold ten numbers (pips, suits) and four compass points', () => {
    for (const lang of LANGS) {
      for (const key of ['pips', 'suits'] as const)
        assert.equal(ALL[lang][key].split(',').length, 10, `${lang} ${key}`);
      assert.equal(ALL[lang].compass.split(',').length, 4);
    }
  });

  it('German uses the seed words: Talon, Pasch, Domino!', () => {
    const text = Object.values(catalogs.de).join('\n');
    assert.match(text, /Talon/);
    assert.match(text, /Pasch/);
    assert.match(text, /Domino!/);
    // The game keeps its English name (as in the German seed); the thing itself is the Talon.
    assert.doesNotMatch(text.replaceAll('Doubles in the Boneyard', ''), /boneyard/i);
  });

  it('no message holds markup: results are text', () => {
    for (const lang of LANGS) {
      for (const f of Object.values(ALL[lang])) assert.doesNotMatch(f, /[<>&]/, f);
    }
  });
});

describe('lookup, plurals and interpolation', () => {
  it('boneyard count: 1 tile / 2 tiles; 1 Stein / 2 Steine; 0 is plural', () => {
    assert.equal(t('en', 'boneyard', { count: 1 }), '1 tile in the boneyard');
    assert.equal(t('en', 'boneyard', { count: 2 }), '2 tiles in the boneyard');
    assert.equal(t('en', 'boneyard', { count: 0 }), '0 tiles in the boneyard');
    assert.equal(t('de', 'boneyard', { count: 1 }), '1 Stein im Talon');
    assert.equal(t('de', 'boneyard', { count: 2 }), '2 Steine im Talon');
    assert.equal(t('de', 'drawable', { count: 1 }), '1 darf gezogen werden');
    assert.equal(t('de', 'drawable', { count: 6 }), '6 dürfen gezogen werden');
  });

  it('a name is inserted verbatim: no escaping, no interpretation, because the result is text', () => {
    const evil = '<img src=x onerror=alert(1)>';
    assert.equal(t('en', 'turn', { name: evil }), `${evil} to play`);
    assert.equal(t('de', 'thinking', { name: evil }), `${evil} überlegt …`);
    // replace() patterns and placeholders inside values stay as they are.
    assert.equal(t('en', 'turn', { name: "$& $' $1" }), "$& $' $1 to play");
    assert.equal(t('en', 'turn', { name: '{count}' }), '{count} to play');
    assert.equal(typeof t('en', 'turn', { name: evil }), 'string');
  });

  it('{~A|B} picks the "you" wording', () => {
    assert.equal(t('en', 'turn', { name: 'You', you: true }), 'Your turn');
    assert.equal(t('de', 'turn', { name: 'Du', you: true }), 'Du bist dran');
    assert.equal(t('de', 'turn', { name: 'Ost' }), 'Ost ist am Zug');
    assert.equal(format('{~A {x}|B {x}}!', { x: 1, you: true }), 'A 1!');
    assert.equal(format('{~A {x}|B {x}}!', { x: 1 }), 'B 1!');
  });

  it('every template fills completely, for you and for others, singular and plural', () => {
    const params = {
      name: 'N',
      tile: '6-3',
      pip: 3,
      count: 1,
      n: 2,
      list: 'L',
      drawn: 'D',
      tiles: 'T',
      suits: 'S',
      double: '3-3',
      hi: 'H',
      lo: 'O',
      p: 'P',
      on: ' on',
      pips: '6',
      speed: 'V',
      place: 'north arm',
      ends: 15,
    };
    for (const lang of LANGS) {
      for (const key of Object.keys(catalogs.en) as MsgKey[]) {
        for (const you of [true, false]) {
          for (const count of [1, 2]) {
            const out = t(lang, key, { ...params, you, count }, en);
            assert.doesNotMatch(out, /[{}~#]/, `${lang} ${key}: ${out}`);
            if (!['pips', 'suits', 'compass'].includes(key)) assert.doesNotMatch(out, /\|/, `${lang} ${key}: ${out}`);
          }
        }
      }
    }
  });

  it('plural choice follows Intl.PluralRules, and a language with more categories than forms gets the last', () => {
    assert.equal(format('{count} {#tile|tiles}', { count: 1 }, 'en'), '1 tile');
    assert.equal(format('{count} {#tile|tiles}', { count: 1.5 }, 'en'), '1.5 tiles');
    assert.equal(format('{#a|b}', {}, 'en'), 'b');
    assert.equal(format('{#a|b}', { count: 1 }, 'de'), 'a');
    // French has one, many and other: with two forms "other" falls back to the last.
    assert.equal(format('{#a|b}', { count: 5 }, 'fr'), 'b');
  });

  it('a missing parameter stays visible rather than vanishing', () => {
    assert.equal(t('en', 'round'), 'Round {n}');
    assert.equal(t('en', 'round', { n: 3 }), 'Round 3');
  });

  it('resolveLang: primary subtag, any case, else English', () => {
    const cases: [string | null | undefined, Lang][] = [
      ['de', 'de'],
      ['de-AT', 'de'],
      ['de-CH-1996', 'de'],
      ['DE', 'de'],
      ['de_DE', 'de'],
      [' de ', 'de'],
      ['en', 'en'],
      ['en-GB', 'en'],
      ['fr', 'fr'],
      ['fr-CA', 'fr'],
      ['es', 'es'],
      ['es-419', 'es'],
      ['es-MX', 'es'],
      ['pt', 'pt'],
      ['pt-BR', 'pt'],
      ['pt-PT', 'pt'],
      ['it', 'en'],
      ['deu', 'en'],
      ['gsw', 'en'],
      ['', 'en'],
      [null, 'en'],
      [undefined, 'en'],
      ['constructor', 'en'],
      ['__proto__', 'en'],
    ];
    for (const [tag, want] of cases) assert.equal(resolveLang(tag), want, String(tag));
  });

  it('tile names: singles, doubles, either order, hidden', () => {
    assert.equal(tileName('en', '6-3'), 'six–three');
    assert.equal(tileName('en', '3-6'), 'six–three');
    assert.equal(tileName('en', '5-0'), 'five–blank');
    assert.equal(tileName('en', '6-6'), 'double six');
    assert.equal(tileName('en', '0-0'), 'double blank');
    assert.equal(tileName('en', '9-7'), 'nine–seven');
    assert.equal(tileName('en', null), 'hidden tile');
    assert.equal(tileName('de', '6-3'), 'Sechs–Drei');
    assert.equal(tileName('de', '6-6'), 'Sechserpasch');
    assert.equal(tileName('de', '0-0'), 'Nullerpasch');
    assert.equal(tileName('de', undefined), 'verdeckter Stein');
    // Not a tile: returned as given (it is text anyway).
    assert.equal(tileName('en', '<b>'), '<b>');
  });

  it('every tile of the double-nine set has a distinct name in each language', () => {
    for (const lang of LANGS) {
      const names = tilesOf('double-nine').map((tile) => tileName(lang, tile));
      assert.equal(new Set(names).size, 55);
      for (const n of names) assert.doesNotMatch(n, /\d|\{/);
    }
  });
});

describe('reason messages', () => {
  const full = { tile: '3-1', pip: 4, suit: 3, count: 2 };

  it('every ReasonCode has a filled, distinct message in each language', () => {
    for (const code of Object.keys(CODES) as ReasonCode[]) {
      const en = reasonMessage('en', code, full);
      for (const lang of LANGS) {
        const m = reasonMessage(lang, code, full);
        assert.ok(m.length > 10, `${lang} ${code}: ${m}`);
        assert.doesNotMatch(m, /[{}]/, `${lang} ${code}: ${m}`);
        if (lang !== 'en') assert.notEqual(m, en, `${lang} ${code}`);
      }
    }
  });

  it('name the rule, with the tile and number', () => {
    assert.equal(
      reasonMessage('en', 'suit-locked', { tile: '3-1', suit: 3 }),
      'Threes are locked: the 3-3 is not on the table yet.',
    );
    assert.equal(
      reasonMessage('de', 'suit-locked', { tile: '3-1', suit: 3 }),
      'Dreien sind gesperrt: Der 3-3-Pasch liegt noch nicht.',
    );
    assert.equal(
      reasonMessage('en', 'suit-locked', { suit: 0 }),
      'Blanks are locked: the 0-0 is not on the table yet.',
    );
    assert.equal(reasonMessage('en', 'cross-incomplete'), 'Finish the cross first: the 6-6 still has a free side.');
    assert.equal(reasonMessage('en', 'must-lead', { tile: '6-6' }), 'The round opens with the 6-6.');
    assert.equal(reasonMessage('en', 'must-draw'), 'You may not pass while the boneyard has tiles to draw.');
    assert.equal(
      reasonMessage('en', 'must-play-drawn', { tile: '4-2' }),
      'You drew the 4-2: it fits, so it must be played now.',
    );
    assert.equal(reasonMessage('en', 'no-match', { tile: '5-2', pip: 4 }), 'The 5-2 has no 4 to match this end.');
    assert.equal(
      reasonMessage('de', 'no-match', { tile: '5-2', pip: 4 }),
      'Der Stein 5-2 hat keine 4 für dieses Ende.',
    );
  });

  it('cannot-draw says why: closed, empty, once, never, and a plain fallback', () => {
    assert.equal(
      reasonMessage('en', 'cannot-draw', { detail: 'closed', count: 2 }),
      'The boneyard is closed: the last 2 tiles are never drawn.',
    );
    assert.equal(
      reasonMessage('de', 'cannot-draw', { detail: 'closed', count: 2 }),
      'Der Talon ist geschlossen: Die letzten 2 Steine werden nie gezogen.',
    );
    assert.equal(reasonMessage('en', 'cannot-draw', { detail: 'empty' }), 'The boneyard is empty.');
    assert.equal(reasonMessage('en', 'cannot-draw', { detail: 'once' }), 'You already drew this turn.');
    assert.equal(reasonMessage('en', 'cannot-draw', { detail: 'never' }), 'No drawing in this game.');
    assert.equal(reasonMessage('en', 'cannot-draw'), 'You cannot draw now.');
    // A detail that does not belong to the code falls back to the code's message.
    assert.equal(reasonMessage('en', 'must-draw', { detail: 'closed' }), reasonMessage('en', 'must-draw'));
  });
});

describe('reasons read from engine states', () => {
  // maltese-cross, fixed deal: seat 0 holds the 6-6 and leads; seat 1 holds 6-4 and 4-4.
  const mc = rulesFor('maltese-cross');
  const mcDeal = {
    hands: [
      ['6-6', '5-5', '3-3', '2-2', '1-1'],
      ['6-4', '4-4', '0-0', '5-0', '4-0'],
      ['6-5', '6-3', '6-2', '6-1', '6-0'],
      ['5-4', '5-3', '5-2', '5-1', '4-3'],
    ],
    boneyard: ['4-2', '4-1', '3-2', '3-1', '3-0', '2-1', '2-0', '1-0'],
  };
  const play = (s: MatchState, move: MoveRequest) => applyMove(s, move);
  const refusal = (s: MatchState, move: MoveRequest, lang: Lang = 'en') => {
    const code = explainMove(s, move);
    assert.ok(code, `expected ${JSON.stringify(move)} to be refused`);
    return explainRefusal(lang, s, move, code);
  };

  it('R-MC-2: must-lead names the 6-6', () => {
    const s = newMatch(mc, 'i18n', mcDeal);
    assert.equal(refusal(s, { type: 'play', tile: '5-5', end: 'center' }), 'The round opens with the 6-6.');
    assert.equal(refusal(s, { type: 'draw' }), 'The round opens with the 6-6.');
  });

  it("R-MC-4: cross-incomplete; R-MC-7: must-draw; no-match names the end's number", () => {
    let s = newMatch(mc, 'i18n', mcDeal);
    s = play(s, { type: 'play', tile: '6-6', end: 'center' });
    s = play(s, { type: 'play', tile: '6-4', end: '0n' });
    // Seat 2 holds only 6-x tiles: none matches the 4 of the north arm, and the cross needs them anyway.
    assert.equal(refusal(s, { type: 'play', tile: '6-5', end: '1n' }), 'The 6-5 has no 4 to match this end.');
    assert.equal(refusal(s, { type: 'pass' }), 'You may not pass while the boneyard has tiles to draw.');
    assert.equal(refusal(s, { type: 'play', tile: '6-5', end: 'nowhere' }), 'Choose an open end for the 6-5.');
    assert.equal(refusal(s, { type: 'play', tile: '4-4', end: '1n' }), 'The 4-4 is not in your hand.');
    assert.equal(refusal(s, { type: 'play', tile: '9-9', end: '1n' }), 'That is not a tile of this set.');
    s = play(s, { type: 'play', tile: '6-5', end: '0e' });
    // Seat 3 holds 5-4: the 4 of the north arm is refused while the cross has free sides.
    assert.equal(
      refusal(s, { type: 'play', tile: '5-4', end: '1n' }),
      'Finish the cross first: the 6-6 still has a free side.',
    );
    assert.equal(
      refusal(s, { type: 'play', tile: '5-4', end: '1n' }, 'de'),
      'Erst das Kreuz fertig legen: Der 6-6-Pasch hat noch eine freie Seite.',
    );
  });

  it('R-MC-7: cannot-draw when only the last 2 tiles are left', () => {
    let s = newMatch(mc, 'i18n', mcDeal);
    s = play(s, { type: 'play', tile: '6-6', end: 'center' });
    const closed: MatchState = { ...s, boneyard: s.boneyard.slice(0, 2), drawable: 0 };
    assert.equal(refusal(closed, { type: 'draw' }), 'The boneyard is closed: the last 2 tiles are never drawn.');
  });

  // doubles, 2 players: seat 0 holds the 6-6 and 6-x tiles; seat 1 holds no 6 and no double.
  const db = rulesFor('doubles', { players: 2 });
  const dbHands = [
    ['6-6', '6-3', '6-5', '6-1', '6-0', '5-5', '1-1', '0-0'],
    ['4-3', '2-1', '5-4', '5-3', '5-2', '4-2', '4-1', '3-2'],
  ];
  const rest = ['4-4', '3-3', '2-2', '5-1', '5-0', '4-0', '3-1', '3-0', '2-0', '1-0'];

  it('R-DB-6: must-draw, must-play-drawn, must-play on draw; R-DB-5: suit-locked names the suit', () => {
    let s = newMatch(db, 'i18n', { hands: dbHands, boneyard: ['6-2', '6-4', ...rest] });
    s = play(s, { type: 'play', tile: '6-6', end: 'center' });
    assert.equal(refusal(s, { type: 'pass' }), 'You may not pass while the boneyard has tiles to draw.');
    s = play(s, { type: 'draw' });
    assert.equal(refusal(s, { type: 'pass' }), 'You drew the 6-2: it fits, so it must be played now.');
    assert.equal(
      refusal(s, { type: 'play', tile: '4-3', end: '0n' }),
      'You drew the 6-2: it fits, so it must be played now.',
    );
    s = play(s, { type: 'play', tile: '6-2', end: '0n' });
    assert.equal(refusal(s, { type: 'draw' }), 'You may draw only when no tile fits.');
    assert.equal(refusal(s, { type: 'pass' }), 'A tile fits, so you must play it.');
    s = play(s, { type: 'play', tile: '6-3', end: '0e' });
    const three = s.layout.ends.find((e) => e.pip === 3)?.id as string;
    assert.equal(
      refusal(s, { type: 'play', tile: '3-2', end: three }),
      'Threes are locked: the 3-3 is not on the table yet.',
    );
    assert.equal(
      refusal(s, { type: 'play', tile: '3-2', end: three }, 'de'),
      'Dreien sind gesperrt: Der 3-3-Pasch liegt noch nicht.',
    );
    // Without a named end: the locked suit is still found.
    assert.equal(refusal(s, { type: 'play', tile: '4-3' }), 'Threes are locked: the 3-3 is not on the table yet.');
  });

  it('R-DB-6: cannot-draw a second tile in one turn', () => {
    let s = newMatch(db, 'i18n', { hands: dbHands, boneyard: ['4-4', '6-2', '6-4', ...rest.slice(1)] });
    s = play(s, { type: 'play', tile: '6-6', end: 'center' });
    s = play(s, { type: 'draw' });
    assert.equal(refusal(s, { type: 'draw' }), 'You already drew this turn.');
  });

  it('R-DC-7: cannot-draw from an empty boneyard; R-BY-1: no drawing at all', () => {
    let s = newMatch(rulesFor('doubles-classic', { players: 2 }), 'i18n', {
      hands: [dbHands[0]?.slice(0, 7) ?? [], dbHands[1]?.slice(0, 7) ?? []],
    });
    s = play(s, { type: 'play', tile: '6-6', end: 'center' });
    assert.equal(refusal({ ...s, boneyard: [], drawable: 0 }, { type: 'draw' }), 'The boneyard is empty.');
    const by = newMatch(rulesFor('doubles-in-the-boneyard'), 'i18n');
    const after = play(by, legalMoves0(by));
    assert.equal(refusal(after, { type: 'draw' }), 'No drawing in this game.');
    assert.equal(refusal(after, { type: 'draw' }, 'de'), 'In diesem Spiel wird nicht gezogen.');
  });

  it('R-BY-4: at the opening any tile goes, so must-lead asks for one', () => {
    const by = newMatch(rulesFor('doubles-in-the-boneyard'), 'i18n');
    assert.equal(refusal(by, { type: 'pass' }), 'Open with any tile from your hand.');
  });

  it('wrong-phase outside play', () => {
    const s = newMatch(mc, 'i18n', mcDeal);
    assert.equal(
      refusal({ ...s, phase: 'round-over', current: null } as MatchState, { type: 'draw' }),
      'The round is over.',
    );
  });

  it("the table's own refusals, which the engine did not give for the move, get their general wording", () => {
    const s = newMatch(mc, 'i18n', mcDeal);
    assert.equal(explainRefusal('en', s, { type: 'pass' }, 'not-your-turn'), 'It is not your turn.');
    assert.equal(explainRefusal('en', s, { type: 'play', tile: '0-6' }, 'no-match'), 'The 6-0 matches no open end.');
  });
});

/** The first legal move (the engine's own choice of order). */
function legalMoves0(s: MatchState): Move {
  const [m] = legalMovesOf(s);
  assert.ok(m);
  return m;
}

describe('seats', () => {
  it('one human: You, then compass points clockwise (4: W N E; 3: W E; 2: N)', () => {
    assert.deepEqual(seatNames('en', 4, 1), { names: ['You', 'West', 'North', 'East'], you: 0 });
    assert.deepEqual(seatNames('en', 3, 1).names, ['You', 'West', 'East']);
    assert.deepEqual(seatNames('en', 2, 1).names, ['You', 'North']);
    assert.deepEqual(seatNames('de', 4, 1).names, ['Du', 'West', 'Nord', 'Ost']);
  });

  it('hot seat: Player 1…n for the humans, nobody is "you"; watch mode: South for seat 0', () => {
    assert.deepEqual(seatNames('en', 4, 2), { names: ['Player 1', 'Player 2', 'North', 'East'], you: null });
    assert.deepEqual(seatNames('de', 3, 3).names, ['Spieler 1', 'Spieler 2', 'Spieler 3']);
    assert.deepEqual(seatNames('en', 4, 0), { names: ['South', 'West', 'North', 'East'], you: null });
  });

  it('given names win, empty entries keep the default; a named human is spoken of in the third person', () => {
    assert.deepEqual(seatNames('en', 4, 1, ['', 'Ann']), { names: ['You', 'Ann', 'North', 'East'], you: 0 });
    const named = seatNames('en', 4, 1, ['Zoë']);
    assert.deepEqual(named, { names: ['Zoë', 'West', 'North', 'East'], you: null });
    assert.equal(turnMessage('en', named, 0), 'Zoë to play');
  });
});

describe('sentences', () => {
  const en4 = seatNames('en', 4, 1);
  const de4 = seatNames('de', 4, 1);
  const en3 = seatNames('en', 3, 1);
  const de3 = seatNames('de', 3, 1);

  it('turn and direction', () => {
    assert.equal(turnMessage('en', en4, 0), 'Your turn');
    assert.equal(turnMessage('en', en4, 2), 'North to play');
    assert.equal(turnMessage('de', de4, 3), 'Ost ist am Zug');
    assert.equal(directionMessage('en', 1), 'Clockwise (to the left)');
    assert.equal(directionMessage('de', -1), 'Gegen den Uhrzeigersinn (nach rechts)');
  });

  it('boneyard and unlocked suits', () => {
    assert.equal(boneyardMessage('en', 8, 6), '8 tiles in the boneyard, 6 may be drawn');
    assert.equal(boneyardMessage('en', 2, 0), '2 tiles in the boneyard, none may be drawn');
    assert.equal(boneyardMessage('en', 1, 1), '1 tile in the boneyard');
    assert.equal(boneyardMessage('de', 3, 1), '3 Steine im Talon, 1 darf gezogen werden');
    assert.equal(unlockedMessage('en', [6, 4, 3]), 'Unlocked suits: 6, 4, and 3');
    assert.equal(unlockedMessage('de', [6, 4, 3]), 'Freie Zahlen: 6, 4 und 3');
    assert.equal(unlockedMessage('en', []), 'No suit unlocked yet');
  });

  it('lead: highest double, double six, previous winner, deal, with reshuffles', () => {
    assert.equal(
      leadMessage('en', en4, { seat: 1, how: 'highest-double', tile: '5-5' }),
      'West opens with the highest double, 5-5.',
    );
    assert.equal(
      leadMessage('en', en4, { seat: 0, how: 'highest-double', tile: '6-6' }),
      'You open with the highest double, 6-6.',
    );
    assert.equal(leadMessage('en', en4, { seat: 2, how: 'double-six', tile: '6-6' }), 'North holds the 6-6 and opens.');
    assert.equal(
      leadMessage('de', de4, { seat: 0, how: 'double-six', tile: '6-6' }),
      'Du hast den 6-6-Pasch und eröffnest.',
    );
    assert.equal(leadMessage('en', en3, { seat: 2, how: 'previous-winner' }), 'East won the last round and opens.');
    assert.equal(leadMessage('en', en4, { seat: 3, how: 'deal' }), 'The deal names East to open.');
    assert.equal(
      leadMessage('en', en4, { seat: 0, how: 'highest-double', tile: '4-4', redeals: 1 }),
      'No opening tile was dealt: the tiles were reshuffled. You open with the highest double, 4-4.',
    );
    assert.match(
      leadMessage('de', de4, { seat: 0, how: 'highest-double', tile: '4-4', redeals: 3 }),
      /3-mal neu gemischt/,
    );
  });

  it('lead: R-MC-2 the search for the 6-6, in the order drawn: dealer (here North) first, the leader last', () => {
    const lead: LeadInfo = {
      seat: 2,
      how: 'double-six' as const,
      tile: '6-6',
      drawn: [['3-1'], ['2-0'], ['5-5', '6-6'], ['4-1']],
      search: [
        { seat: 2, tile: '5-5' },
        { seat: 3, tile: '4-1' },
        { seat: 0, tile: '3-1' },
        { seat: 1, tile: '2-0' },
        { seat: 2, tile: '6-6' },
      ],
    };
    assert.equal(
      leadMessage('en', en4, lead),
      'Nobody held the 6-6; drawing in turn: North drew 5-5, East drew 4-1, you drew 3-1, West drew 2-0, and North drew 6-6. North opens.',
    );
    assert.equal(
      leadMessage('de', de4, lead),
      'Niemand hatte den 6-6-Pasch; reihum gezogen: Nord zog 5-5, Ost zog 4-1, du zogst 3-1, West zog 2-0 und Nord zog 6-6. Nord eröffnet.',
    );
  });

  it('lead: R-BY-2 drawn doubles, and R-BY-3 the tied players only', () => {
    const all: LeadInfo = { seat: 1, how: 'drawn-doubles', drawn: [['3-3'], ['5-5'], ['0-0']] };
    assert.equal(
      leadMessage('en', en3, all),
      'Doubles drawn: You: 3-3, West: 5-5, and East: 0-0. West drew the highest and opens.',
    );
    const tie: LeadInfo = { seat: 2, how: 'drawn-doubles', drawn: [['1-1'], [], ['4-4']] };
    assert.equal(
      leadMessage('de', de3, tie),
      'Gezogene Pasche: Du: 1-1 und Ost: 4-4. Ost hat den höchsten und eröffnet.',
    );
  });

  it('announcer: plays, opening, draws (hidden unless revealed), passes', () => {
    const rec = (seat: number, move: Move<Tile>, extra: { pip?: number; drawn?: Tile } = {}) => ({
      seat,
      move,
      ...extra,
    });
    assert.equal(
      moveAnnouncement('en', en4, rec(1, { type: 'play', tile: '6-3', end: 'x' }, { pip: 3 })),
      'West plays six–three on the three.',
    );
    assert.equal(
      moveAnnouncement('en', en4, rec(0, { type: 'play', tile: '6-6', end: 'center' })),
      'You open with double six.',
    );
    assert.equal(
      moveAnnouncement('de', de4, rec(2, { type: 'play', tile: '5-0', end: 'x' }, { pip: 0 })),
      'Nord legt Fünf–Null an die Null.',
    );
    assert.equal(moveAnnouncement('en', en4, rec(3, { type: 'draw' }, { drawn: '4-1' })), 'East draws a tile.');
    assert.equal(moveAnnouncement('en', en4, rec(0, { type: 'draw' }, { drawn: '4-1' }), true), 'You draw four–one.');
    assert.equal(
      moveAnnouncement('de', de4, rec(0, { type: 'draw' }, { drawn: '4-4' }), true),
      'Du ziehst Viererpasch.',
    );
    assert.equal(moveAnnouncement('en', en4, rec(2, { type: 'pass' })), 'North passes.');
    assert.equal(moveAnnouncement('de', de4, rec(0, { type: 'pass' })), 'Du passt.');
  });

  it('round end: R-MC-9 domino and block (10 each)', () => {
    const hands: Tile[][] = [[], ['5-5'], ['4-1', '3-0'], ['6-2']];
    assert.deepEqual(
      roundSummary('en', en4, mc(), {
        round: 1,
        reason: 'domino',
        winner: 0,
        points: [26, 0, 0, 0],
        scores: [26, 0, 0, 0],
        hands,
      }),
      [
        'Domino! You played the last tile.',
        'West holds 10 pips.',
        'North holds 8 pips.',
        'East holds 8 pips.',
        'You score 26 points.',
      ],
    );
    const blocked = roundSummary('de', de4, mc(), {
      round: 2,
      reason: 'blocked',
      winner: null,
      points: [10, 10, 10, 10],
      scores: [36, 10, 10, 10],
      hands: [['1-0'], ['5-5'], ['4-1', '3-0'], ['6-2']],
    });
    assert.deepEqual(blocked, [
      'Gesperrt: Niemand kann mehr spielen.',
      'Du hast noch 1 Auge.',
      'West hat noch 10 Augen.',
      'Nord hat noch 8 Augen.',
      'Ost hat noch 8 Augen.',
      'Gesperrtes Kreuz: Jeder bekommt 10 Punkte.',
    ]);
  });

  it('round end: R-DB-8 the lowest hand scores, a tie scores nothing', () => {
    const rules = rulesFor('doubles', { players: 2 });
    const low = roundSummary('en', seatNames('en', 2, 1), rules, {
      round: 1,
      reason: 'blocked',
      winner: 1,
      points: [0, 9],
      scores: [0, 9],
      hands: [['6-3'], ['1-0']],
    });
    assert.equal(low.at(-1), 'North has the lowest hand and scores 9 points.');
    const tie = roundSummary('en', seatNames('en', 2, 1), rules, {
      round: 1,
      reason: 'blocked',
      winner: null,
      points: [0, 0],
      scores: [0, 0],
      hands: [['3-1'], ['2-2']],
    });
    assert.equal(tie.at(-1), 'Tie for the lowest hand: nobody scores.');
  });

  it('round end: R-BY-8 worked example, the tied players score nothing and the third loses its pips', () => {
    const lines = roundSummary('en', en3, rulesFor('doubles-in-the-boneyard'), {
      round: 1,
      reason: 'blocked',
      winner: null,
      points: [0, -32, 0],
      scores: [0, -32, 0],
      hands: [
        ['3-1', '4-1', '6-2', '6-3'],
        ['2-0', '4-0', '6-1', '5-2', '5-3', '6-4'],
        ['6-5', '5-1', '4-2', '5-4'],
      ],
    });
    assert.deepEqual(lines.slice(-2), [
      'Tie for the lowest hand: You and East score nothing.',
      'West loses 32 points.',
    ]);
  });

  it('match end', () => {
    assert.equal(matchMessage('en', en4, 0, [205, 200, 130, 110]), 'You win the match with 205 points.');
    assert.equal(matchMessage('de', de4, 1, [1, 1, 0, 0]), 'West gewinnt die Partie mit 1 Punkt.');
  });

  it('no sentence leaves a placeholder unfilled', () => {
    for (const lang of LANGS) {
      const seats = seatNames(lang, 4, 1);
      const out = [
        leadMessage(lang, seats, { seat: 0, how: 'highest-double', tile: '6-6', redeals: 2 }),
        leadMessage(lang, seats, {
          seat: 1,
          how: 'double-six',
          tile: '6-6',
          drawn: [[], ['6-6'], [], []],
          search: [{ seat: 1, tile: '6-6' }],
        }),
        leadMessage(lang, seats, { seat: 1, how: 'previous-winner' }),
        leadMessage(lang, seats, { seat: 1, how: 'deal' }),
        turnMessage(lang, seats, 1),
        boneyardMessage(lang, 4, 2),
        t(lang, 'hand', { name: 'x', count: 3 }),
        t(lang, 'handover', { name: 'x' }),
        t(lang, 'hand', { name: 'x', count: 1, you: true }),
        t(lang, 'target', { count: 100 }),
        t(lang, 'player', { n: 2 }),
        listItem(lang, 'suits', 9),
      ];
      for (const s of out) assert.doesNotMatch(s, /[{}~|]/, s);
    }
  });
});

function mc() {
  return rulesFor('maltese-cross');
}
