// Languages other than English are loaded on first use (src/i18n/catalogs.ts, API.md §2 `lang`): until then
// a table speaks English, after that the language's own words; a language that cannot load stays English.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LANGS, langReady, t, tileName } from '../../src/i18n/localize.js';
import type * as Localize from '../../src/i18n/localize.js';
import { enModes, enRare } from '../../src/i18n/en-rare.js';
import { en } from '../../src/i18n/en.js';

describe('languages loaded on first use', () => {
  it('English is ready at once; German is English until its catalog has loaded, then German', async () => {
    assert.equal(langReady('en'), undefined);
    assert.deepEqual(
      [...LANGS].sort(),
      ['de', 'en', 'es', 'fr', 'pt'],
      'a language is listed (and resolvable) before it is loaded',
    );
    assert.equal(t('de', 'newMatch'), t('en', 'newMatch'));
    assert.equal(tileName('de', '6-6'), tileName('en', '6-6'));
    const first = langReady('de');
    assert.ok(first instanceof Promise);
    assert.equal(langReady('de'), first, 'one load per language');
    assert.equal(await first, true);
    assert.equal(langReady('de'), undefined);
    assert.equal(t('de', 'newMatch'), 'Neue Partie');
    // Words whose English comes with a chunk (en-rare.ts): English from the chunk, German from German's catalog.
    assert.equal(t('en', 'keepPlaying', {}, enRare), 'Keep playing');
    assert.equal(t('de', 'keepPlaying', {}, enRare), 'Weiterspielen');
    assert.equal(tileName('de', '6-6'), 'Sechserpasch');
  });

  it('the English a chunk brings is not in the entry’s catalog (each key in one place)', () => {
    for (const key of Object.keys({ ...enRare, ...enModes })) assert.ok(!Object.hasOwn(en, key), key);
  });
});

describe('a language that cannot be loaded', () => {
  it('settles as not loaded, is not tried again, and speaks English', async () => {
    // A fresh module instance, so German is not loaded yet there; its loader fails like a missing chunk.
    const fresh = (await import(`../../src/i18n/localize.js?fail=${Date.now()}`)) as typeof Localize;
    let tries = 0;
    fresh.load.de = () => {
      tries++;
      return Promise.reject(new Error('404'));
    };
    assert.equal(await fresh.langReady('de'), false);
    assert.equal(fresh.langReady('de'), undefined, 'not tried again');
    assert.equal(tries, 1);
    assert.equal(fresh.t('de', 'newMatch'), 'New match');
    // A chunk's own words (en-rare.ts): the English the chunk brings.
    assert.equal(fresh.t('de', 'keepPlaying', {}, enRare), 'Keep playing');
  });
});
