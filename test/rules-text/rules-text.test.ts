// The Rules panel's texts (src/rules-text/): every language covers every variant and option combination with the
// same structure, says the same numbers, follows the options, and holds only plain, non-empty text.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { choicesOf, maxHandSize, rulesFor, VARIANTS } from '../../src/engine/rules.js';
import type { ResolvedRules } from '../../src/engine/types.js';
import type { Lang } from '../../src/i18n/localize.js';
import * as de from '../../src/rules-text/de.js';
import * as en from '../../src/rules-text/en.js';
import * as es from '../../src/rules-text/es.js';
import * as fr from '../../src/rules-text/fr.js';
import * as pt from '../../src/rules-text/pt.js';
import type { RulesText } from '../../src/rules-text/types.js';

// A Record over Lang: a language added to the catalogs without a rules text fails to compile here.
const TEXTS: Record<Lang, (rules: ResolvedRules) => RulesText> = {
  en: en.rulesText,
  de: de.rulesText,
  es: es.rulesText,
  pt: pt.rulesText,
  fr: fr.rulesText,
};
const LANGS = Object.keys(TEXTS) as Lang[];

/** Every combination of the options a page may choose, plus the smallest and largest hands and two targets. */
function combinations(): ResolvedRules[] {
  const all: ResolvedRules[] = [];
  for (const variant of VARIANTS) {
    const c = choicesOf(variant);
    for (const players of c.players)
      for (const set of c.set)
        for (const spinners of c.spinners)
          for (const lead of c.lead) {
            const base = { players, set, spinners, lead };
            all.push(rulesFor(variant, base));
            all.push(rulesFor(variant, { ...base, handSize: 1, targetScore: 1 }));
            all.push(rulesFor(variant, { ...base, handSize: maxHandSize(variant, players, set), targetScore: 150 }));
          }
  }
  return all;
}
const COMBINATIONS = combinations();
const label = (r: ResolvedRules) =>
  `${r.variant} players=${r.players} set=${r.set} spinners=${r.spinners} lead=${r.lead} hand=${r.handSize} target=${r.targetScore}`;
const strings = (text: RulesText): string[] => [text.title, ...text.sections.flatMap((s) => [s.heading, ...s.items])];
/**
 * The numbers and tiles a text names, sorted: every language must name the same ones. The 6-6 is left out: Spanish,
 * Portuguese and French call it by name (doble seis, carroça de seis, double six), as their tables do.
 */
const numbers = (text: RulesText): string[] =>
  strings(text)
    .flatMap((s) => s.match(/\d+(?:-\d+)?/g) ?? [])
    .filter((n) => n !== '6-6')
    .sort();

describe('rules texts', () => {
  it('cover every variant and option combination in every language, with the shape of English', () => {
    assert.ok(COMBINATIONS.length > 40, `${COMBINATIONS.length} combinations`);
    for (const rules of COMBINATIONS) {
      const shape = (t: RulesText) => t.sections.map((s) => s.items.length);
      const want = shape(TEXTS.en(rules));
      for (const lang of LANGS) assert.deepEqual(shape(TEXTS[lang](rules)), want, `${lang} ${label(rules)}`);
    }
  });

  it('a title, then 5 to 9 sections of 1 to 5 points each', () => {
    for (const rules of COMBINATIONS) {
      const text = TEXTS.en(rules);
      assert.ok(text.sections.length >= 5 && text.sections.length <= 9, label(rules));
      for (const s of text.sections) assert.ok(s.items.length >= 1 && s.items.length <= 5, `${s.heading}`);
    }
  });

  it('only plain, short, non-empty text: no markup, no placeholder, no "undefined" or NaN', () => {
    for (const rules of COMBINATIONS) {
      for (const lang of LANGS) {
        const text = TEXTS[lang](rules);
        assert.deepEqual(JSON.parse(JSON.stringify(text)), text, 'plain data');
        for (const s of strings(text)) {
          const where = `${lang} ${label(rules)}: ${s}`;
          assert.ok(s.trim().length > 0 && s === s.trim(), where);
          assert.ok(s.length <= 260, where);
          assert.doesNotMatch(s, /[<>&{}]|undefined|NaN|null/, where);
        }
        // Headings are distinct within a text, so a screen reader's list of headings can be told apart.
        const headings = text.sections.map((s) => s.heading);
        assert.equal(new Set(headings).size, headings.length, `${lang} ${label(rules)}`);
      }
    }
  });

  it('every language names the same numbers (hand size, boneyard, target, the 6-6…) as English', () => {
    for (const rules of COMBINATIONS) {
      const want = numbers(TEXTS.en(rules));
      for (const lang of LANGS) assert.deepEqual(numbers(TEXTS[lang](rules)), want, `${lang} ${label(rules)}`);
    }
  });

  it('R-DC-1, R-DC-2, R-DC-4: each option of Kelley’s Doubles changes what the text says, in every language', () => {
    for (const lang of LANGS) {
      const say = (options: Parameters<typeof rulesFor>[1]) =>
        JSON.stringify(TEXTS[lang](rulesFor('doubles-classic', options)));
      const spinners = ['all', 'first', 'none'].map((s) => say({ spinners: s as 'all' }));
      assert.equal(new Set(spinners).size, 3, `${lang} spinners`);
      assert.notEqual(say({ lead: 'highest-double' }), say({ lead: 'double-six' }), `${lang} lead`);
      assert.notEqual(say({ set: 'double-six' }), say({ set: 'double-nine' }), `${lang} set`);
      assert.notEqual(say({ players: 2 }), say({ players: 3 }), `${lang} players`);
    }
  });

  it('states the settled points: R-MC-7 the two-tile reserve, R-DB-8 ties score nothing, R-BY-5 play to the right', () => {
    const items = (variant: (typeof VARIANTS)[number]) => strings(TEXTS.en(rulesFor(variant))).join('\n');
    assert.match(items('maltese-cross'), /last 2 tiles of the boneyard are never drawn/);
    assert.match(items('maltese-cross'), /every player scores 10/);
    assert.match(items('doubles'), /A tie for the lowest hand: nobody scores/);
    assert.match(items('doubles-classic'), /boneyard may be drawn empty/);
    assert.match(items('doubles-in-the-boneyard'), /To the right \(anticlockwise\)/);
    assert.match(items('doubles-in-the-boneyard'), /loses its own pips/);
    assert.match(strings(TEXTS.en(rulesFor('doubles', { players: 2 }))).join('\n'), /takes 8 tiles; the other 12/);
    assert.match(strings(TEXTS.en(rulesFor('doubles-classic', { set: 'double-nine' }))).join('\n'), /55 tiles/);
  });

  it("each language's table words; French with a no-break space before : ; ! ?", () => {
    const all = (lang: Lang) =>
      COMBINATIONS.slice(0, 40)
        .flatMap((r) => strings(TEXTS[lang](r)))
        .join('\n');
    assert.match(all('de'), /Talon/);
    assert.match(all('de'), /Pasch/);
    assert.match(all('es'), /pozo/);
    assert.match(all('es'), /Tranque/);
    assert.match(all('pt'), /carroça/);
    assert.match(all('pt'), /compra/);
    assert.match(all('fr'), /pioche/);
    assert.match(all('fr'), /boude/);
    assert.doesNotMatch(all('fr'), / [:;!?]/);
    for (const lang of ['de', 'es', 'pt', 'fr'] as const) assert.doesNotMatch(all(lang), /boneyard|spinner/i, lang);
  });
});
