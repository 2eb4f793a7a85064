// Languages other than English are loaded on first use (src/i18n/catalogs.ts): until then a table speaks
// English, after that the language's own words; English itself never waits.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LANGS, langReady, t, tileName } from '../../src/i18n/localize.js';

describe('languages loaded on first use', () => {
  it('English is ready at once; German falls back to English until its catalog has loaded, then speaks German', async () => {
    assert.equal(langReady('en'), undefined);
    assert.deepEqual([...LANGS].sort(), ['de', 'en'], 'a language is listed (and resolvable) before it is loaded');
    assert.equal(t('de', 'newMatch'), t('en', 'newMatch'));
    assert.equal(tileName('de', '6-6'), tileName('en', '6-6'));
    const first = langReady('de');
    assert.ok(first instanceof Promise);
    assert.equal(langReady('de'), first, 'one load, however often it is asked for');
    await first;
    assert.equal(langReady('de'), undefined);
    assert.equal(t('de', 'newMatch'), 'Neue Partie');
    assert.equal(tileName('de', '6-6'), 'Sechserpasch');
  });
});
