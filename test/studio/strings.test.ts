// The studio's own words (demo/studio/words/): every language gives exactly the English catalog's keys, with the
// same {placeholders} and the same record notation in its examples; a text is the English one only where the
// words do not differ (a game's name the table itself keeps, a bare "{n}. {move}"); `say` fills placeholders.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATALOGS, say, useLanguage, type Key } from '../../demo/studio/strings.js';
import { de as tableDe } from '../../src/i18n/de.js';
import { en as tableEn } from '../../src/i18n/en.js';
import { es as tableEs } from '../../src/i18n/es.js';
import { fr as tableFr } from '../../src/i18n/fr.js';
import { pt as tablePt } from '../../src/i18n/pt.js';
import { VARIANTS } from '../../src/engine/index.js';

const { en, ...others } = CATALOGS;
const TABLE = { en: tableEn, de: tableDe, es: tableEs, pt: tablePt, fr: tableFr } as const;
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
/** Record notation shown in examples: marks, arrows, moves at an end, "+N", tiles. */
const notation = (text: string): string[] =>
  [...text.matchAll(/\[%[^\]]*\]|\d-\d(?:@\w+)?|\+\d|\+N/g)].map((m) => m[0]).sort();
/** Texts that are the English ones in a language because the words are the same there. */
const SAME: Record<string, readonly Key[]> = {
  de: ['moveStep', 'doubles', 'doubles-in-the-boneyard', 'all-fives', 'fives-and-threes'],
  es: ['moveStep'],
  pt: ['moveStep'],
  fr: ['moveStep', 'doubles'],
};

describe('studio words', () => {
  for (const [lang, words] of Object.entries(others)) {
    it(`${lang} has exactly the English keys, each text non-empty, with its placeholders`, () => {
      assert.deepEqual(Object.keys(words).sort(), Object.keys(en).sort());
      for (const key of Object.keys(en) as Key[]) {
        assert.ok(words[key].trim(), `${lang} ${key} is empty`);
        assert.deepEqual(placeholders(words[key]), placeholders(en[key]), `${lang} ${key}: placeholders`);
        // The tile "6-6" in "who holds the 6-6" may be named in words ("double-six"); the examples may not.
        if (key !== 'lead.double-six') {
          assert.deepEqual(notation(words[key]), notation(en[key]), `${lang} ${key}: notation`);
        }
      }
    });

    it(`${lang} differs from English wherever the words differ`, () => {
      const same = (Object.keys(en) as Key[]).filter((key) => words[key] === en[key]);
      assert.deepEqual(same, SAME[lang]);
    });

    it(`${lang} names the games as the table does`, () => {
      const table = TABLE[lang as keyof typeof TABLE];
      for (const variant of VARIANTS) assert.equal(words[variant], table[`game.${variant}`], `${lang} ${variant}`);
    });
  }

  it('English names the games as the table does', () => {
    for (const variant of VARIANTS) assert.equal(en[variant], tableEn[`game.${variant}`]);
  });

  it('say fills the placeholders in the language chosen, and an unknown language is English', () => {
    useLanguage('fr');
    assert.equal(say('dealStep', { round: 2 }), 'Manche 2 : la donne');
    useLanguage('xx');
    assert.equal(say('dealStep', { round: 2 }), 'Round 2: the deal');
    assert.equal(say('arrowFrom', { tile: '3-1' }), 'Arrow from 3-1: now tap its target.');
  });
});
