/**
 * The first frame makes no Intl formatter (issue 23): English lists and plurals come from the catalog's own forms,
 * written as Intl writes them; every other language's chunk brings its forms (src/i18n/intl.ts), one cached formatter
 * of each kind, whatever the number of tiles.
 */

import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { format, langReady, listOf } from '../../src/i18n/localize.js';
import type { Lang } from '../../src/i18n/index.js';

const LISTS = [[], ['6'], ['6', '4'], ['6', '4', '3'], ['six', 'four', 'three', 'one']];
const real = { ListFormat: Intl.ListFormat, PluralRules: Intl.PluralRules };
let made: string[] = [];
// Intl's members are read-only in TypeScript's eyes; the test swaps them for counting ones and back.
const intl = Intl as { -readonly [K in keyof typeof Intl]: (typeof Intl)[K] };

describe('Intl on the first render', () => {
  beforeEach(() => {
    made = [];
    // Counts what is constructed; formats as Intl does.
    intl.ListFormat = class extends real.ListFormat {
      constructor(...args: ConstructorParameters<typeof Intl.ListFormat>) {
        super(...args);
        made.push(`ListFormat ${String(args[0])}`);
      }
    } as typeof Intl.ListFormat;
    intl.PluralRules = class extends real.PluralRules {
      constructor(...args: ConstructorParameters<typeof Intl.PluralRules>) {
        super(...args);
        made.push(`PluralRules ${String(args[0])}`);
      }
    } as typeof Intl.PluralRules;
  });
  afterEach(() => {
    intl.ListFormat = real.ListFormat;
    intl.PluralRules = real.PluralRules;
  });

  it('English lists and plurals make no Intl formatter, and read as Intl would write them', () => {
    for (const items of LISTS) {
      for (const or of [false, true]) {
        const expected = new real.ListFormat('en', { type: or ? 'disjunction' : 'conjunction' }).format(items);
        assert.equal(listOf('en', items, or), expected, JSON.stringify(items));
      }
    }
    for (const count of [0, 1, 2, 5, 21, 100])
      assert.equal(
        format('{count} {#tile|tiles}', { count }, 'en'),
        `${count} ${new real.PluralRules('en').select(count) === 'one' ? 'tile' : 'tiles'}`,
      );
    assert.deepEqual(made, []);
  });

  for (const lang of ['de', 'es', 'pt', 'fr'] as Lang[]) {
    it(`${lang}: English forms until its chunk arrives, as its words are; then Intl's own, one formatter of each kind however many tiles`, async () => {
      assert.equal(listOf(lang, ['6', '4', '3']), '6, 4, and 3');
      assert.equal(format('{#a|b}', { count: 1 }, lang), 'a');
      assert.equal(await langReady(lang), true);
      assert.deepEqual(made, [`PluralRules ${lang}`], 'its plural rules as its chunk arrives, no list formatter yet');
      for (let tile = 0; tile < 20; tile++) {
        for (const items of LISTS) {
          for (const or of [false, true]) {
            const type = or ? 'disjunction' : 'conjunction';
            assert.equal(listOf(lang, items, or), new real.ListFormat(lang, { type }).format(items));
          }
        }
        format('{#a|b|c}', { count: tile }, lang);
      }
      assert.ok(made.filter((m) => m === `ListFormat ${lang}`).length <= 2, made.join(', '));
      assert.ok(made.filter((m) => m === `PluralRules ${lang}`).length <= 1, made.join(', '));
    });
  }
});
