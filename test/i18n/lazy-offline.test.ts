// A language whose catalog cannot be loaded (offline, a blocked chunk) stays English rather than failing.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loaders } from '../../src/i18n/catalogs.js';
import { langReady, t } from '../../src/i18n/localize.js';

describe('a language that cannot be loaded', () => {
  it('settles its wait, then speaks English, and is not asked for again', async () => {
    let attempts = 0;
    loaders.de = () => {
      attempts++;
      return Promise.reject(new Error('chunk not found'));
    };
    await langReady('de');
    assert.equal(t('de', 'newMatch'), t('en', 'newMatch'));
    assert.equal(langReady('de'), undefined);
    assert.equal(attempts, 1);
  });
});
