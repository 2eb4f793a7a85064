// The round-end table's column headings exist in every catalog (the element test checks they are shown).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, allLangsReady, t } from '../../src/i18n/localize.js';

// German is loaded on first use: these tests speak it.
await allLangsReady();

const KEYS = ['end.col.seat', 'end.col.hand', 'end.col.points', 'end.col.total'] as const;

describe('round-end column headings', () => {
  it('English and German', () => {
    assert.deepEqual(
      KEYS.map((k) => t('en', k)),
      ['Player', 'Tiles left', 'Points', 'Total'],
    );
    assert.deepEqual(
      KEYS.map((k) => t('de', k)),
      ['Spieler', 'Reststeine', 'Punkte', 'Gesamt'],
    );
  });

  it('every language has its own short, distinct headings', () => {
    for (const lang of LANGS) {
      const words = KEYS.map((k) => t(lang, k));
      assert.equal(new Set(words).size, KEYS.length, lang);
      for (const w of words) assert.ok(w.length > 0 && w.length <= 16 && !w.includes('{'), `${lang}: ${w}`);
    }
  });
});
