// MatchStore: the persist slot survives missing, full, forbidden and foreign storage without throwing.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  MatchStore,
  readEntry,
  STORAGE_FORMAT,
  STORAGE_VERSION,
  type KeyValueStorage,
} from '../../src/element/saving/storage.js';
import { restoreMatch } from '../../src/machine/index.js';

class MemoryStorage implements KeyValueStorage {
  readonly data = new Map<string, string>();
  full = false;
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (this.full) throw new Error('QuotaExceededError');
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}

const throwing: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const V1 = readFileSync(new URL('./fixtures/saved-match-v1.json', import.meta.url), 'utf8').trim();
/** Written by today's format (version 2): when the format changes, this save must still resume (a migration from 2). */
const V2 = readFileSync(new URL('./fixtures/saved-match-v2.json', import.meta.url), 'utf8').trim();

describe('MatchStore', () => {
  it('round-trips a match under its key, wrapped with format, version and variant', () => {
    const storage = new MemoryStorage();
    const store = new MatchStore('k', storage, () => assert.fail('no problem expected'));
    assert.deepEqual(store.load('doubles'), { ok: true, value: null });
    store.save('doubles', '{"m":1}');
    assert.deepEqual(JSON.parse(storage.data.get('k') as string), {
      format: STORAGE_FORMAT,
      version: STORAGE_VERSION,
      variant: 'doubles',
      match: '{"m":1}',
    });
    assert.deepEqual(store.load('doubles'), { ok: true, value: '{"m":1}' });
    store.clear();
    assert.deepEqual(store.load('doubles'), { ok: true, value: null });
  });

  it('issue 11 item 1: tells each unusable entry apart (corrupt, foreign, newer, other variant)', () => {
    const entry = (fields: object) => JSON.stringify({ format: STORAGE_FORMAT, version: STORAGE_VERSION, ...fields });
    const cases: [string, string][] = [
      ['{not json', 'corrupt'],
      ['[]', 'foreign'],
      ['null', 'foreign'],
      ['{"theme":"dark","visits":3}', 'foreign'],
      ['{"format":"other","version":1,"match":"x"}', 'foreign'],
      [JSON.stringify({ format: STORAGE_FORMAT, version: 0, match: '{}' }), 'corrupt'],
      [JSON.stringify({ format: STORAGE_FORMAT, version: 'x', match: '{}' }), 'corrupt'],
      [entry({ variant: 'doubles', match: 42 }), 'corrupt'],
      [JSON.stringify({ format: STORAGE_FORMAT, version: 1, match: 'not json' }), 'corrupt'],
      [
        JSON.stringify({ format: STORAGE_FORMAT, version: STORAGE_VERSION + 1, variant: 'doubles', match: '{}' }),
        'newer',
      ],
      [entry({ variant: 'maltese-cross', match: '{}' }), 'other-variant'],
      [entry({ variant: null, match: null, stale: true }), 'stale'],
    ];
    for (const [raw, why] of cases) {
      const found = readEntry(raw, 'doubles');
      assert.equal(!found.ok && found.why, why, raw);
    }
    assert.deepEqual(readEntry(entry({ variant: 'maltese-cross', match: '{}' }), 'doubles'), {
      ok: false,
      why: 'other-variant',
      variant: 'maltese-cross',
    });
  });

  it('issue 11 item 2: a save of format version 1 (a fixture written by that version) is migrated, not refused', () => {
    assert.equal((JSON.parse(V1) as { version: number }).version, 1);
    const found = readEntry(V1, 'doubles');
    assert.ok(found.ok && found.value !== null);
    const match = found.value;
    assert.equal(match, (JSON.parse(V1) as { match: string }).match, 'the match itself is unchanged');
    const restored = restoreMatch(match);
    assert.ok(restored.ok);
    assert.equal(restored.value.match.log.length, 9);
    assert.equal(restored.value.rules.targetScore, 150);
    // Its variant is read from the match: a table of another variant does not resume it.
    assert.deepEqual(readEntry(V1, 'maltese-cross'), { ok: false, why: 'other-variant', variant: 'doubles' });
  });

  it('issue 11 item 2: a save of today’s format (version 2, a fixture: Kelley, double-nine, three people) resumes as saved', () => {
    assert.equal((JSON.parse(V2) as { version: number }).version, 2);
    const found = readEntry(V2, 'doubles-classic');
    assert.ok(found.ok && found.value !== null);
    const restored = restoreMatch(found.value);
    assert.ok(restored.ok);
    assert.equal(restored.value.match.log.length, 12);
    assert.equal(restored.value.rules.set, 'double-nine');
    assert.equal(restored.value.rules.players, 3);
    assert.equal(restored.value.rules.targetScore, 150);
    assert.equal(restored.value.humans, 3);
    assert.deepEqual(readEntry(V2, 'doubles'), { ok: false, why: 'other-variant', variant: 'doubles-classic' });
  });

  it('issue 11 item 6: a failed save is reported once and leaves a stale marker, not the older match', () => {
    const storage = new MemoryStorage();
    const problems: string[] = [];
    const store = new MatchStore('k', storage, (m) => problems.push(m));
    assert.ok(store.save('doubles', 'a'));
    storage.full = true;
    assert.equal(store.save('doubles', 'b'), null);
    store.save('doubles', 'c');
    assert.equal(problems.length, 1);
    // The entry could not be replaced by the marker either (storage is full): it is at least gone.
    assert.deepEqual(store.load('doubles'), { ok: true, value: null });
    storage.full = false;
    store.save('doubles', 'd');
    assert.deepEqual(store.load('doubles'), { ok: true, value: 'd' });
    // Full for the new match but with room for the small marker: a reload is told the save failed.
    storage.data.set('other', 'x');
    const write = storage.setItem.bind(storage);
    storage.setItem = (key, value) => {
      if (value.length > 120) throw new Error('QuotaExceededError');
      write(key, value);
    };
    store.save('doubles', 'e'.repeat(200));
    assert.equal(problems.length, 2, 'a later success re-armed the report');
    assert.deepEqual(store.load('doubles'), { ok: false, why: 'stale' });
  });

  it('treats forbidden or missing storage as empty, reported once', () => {
    const problems: string[] = [];
    const forbidden = new MatchStore('k', throwing, (m) => problems.push(m));
    assert.deepEqual(forbidden.load('doubles'), { ok: true, value: null });
    forbidden.save('doubles', 'x');
    forbidden.clear();
    assert.equal(problems.length, 1);
    const missing = new MatchStore('k', null, (m) => problems.push(m));
    assert.deepEqual(missing.load('doubles'), { ok: true, value: null });
    missing.save('doubles', 'x');
    assert.equal(problems.length, 2);
  });

  it('keeps two keys apart', () => {
    const storage = new MemoryStorage();
    const a = new MatchStore('a', storage, () => {});
    const b = new MatchStore('b', storage, () => {});
    a.save('doubles', 'A');
    b.save('doubles', 'B');
    assert.deepEqual(a.load('doubles'), { ok: true, value: 'A' });
    assert.deepEqual(b.load('doubles'), { ok: true, value: 'B' });
  });
});
