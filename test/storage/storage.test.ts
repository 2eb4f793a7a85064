// MatchStore: the persist slot survives missing, full, forbidden and foreign storage without throwing.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MatchStore, STORAGE_FORMAT, STORAGE_VERSION, type KeyValueStorage } from '../../src/element/storage.js';

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

describe('MatchStore', () => {
  it('round-trips a match under its key, wrapped with format and version', () => {
    const storage = new MemoryStorage();
    const store = new MatchStore('k', storage, () => assert.fail('no problem expected'));
    assert.deepEqual(store.load(), { kind: 'empty' });
    store.save('{"m":1}');
    assert.deepEqual(JSON.parse(storage.data.get('k') as string), {
      format: STORAGE_FORMAT,
      version: STORAGE_VERSION,
      match: '{"m":1}',
    });
    assert.deepEqual(store.load(), { kind: 'found', match: '{"m":1}' });
    store.clear();
    assert.deepEqual(store.load(), { kind: 'empty' });
  });

  it('reports garbage, foreign and old-version entries as problems without throwing', () => {
    const storage = new MemoryStorage();
    const store = new MatchStore('k', storage, () => {});
    for (const raw of ['{not json', '[]', 'null', '{"format":"other","version":1,"match":"x"}',
      JSON.stringify({ format: STORAGE_FORMAT, version: 0, match: '{}' }),
      JSON.stringify({ format: STORAGE_FORMAT, version: STORAGE_VERSION, match: 42 })]) {
      storage.data.set('k', raw);
      assert.equal(store.load().kind, 'problem', raw);
    }
  });

  it('reports a full storage once and keeps going; a later success re-arms the report', () => {
    const storage = new MemoryStorage();
    const problems: string[] = [];
    const store = new MatchStore('k', storage, (m) => problems.push(m));
    storage.full = true;
    store.save('a');
    store.save('b');
    assert.equal(problems.length, 1);
    storage.full = false;
    store.save('c');
    storage.full = true;
    store.save('d');
    assert.equal(problems.length, 2);
    assert.deepEqual(store.load(), { kind: 'found', match: 'c' });
  });

  it('treats forbidden or missing storage as empty, reported once', () => {
    const problems: string[] = [];
    const forbidden = new MatchStore('k', throwing, (m) => problems.push(m));
    assert.deepEqual(forbidden.load(), { kind: 'empty' });
    forbidden.save('x');
    forbidden.clear();
    assert.equal(problems.length, 1);
    const missing = new MatchStore('k', null, (m) => problems.push(m));
    assert.deepEqual(missing.load(), { kind: 'empty' });
    missing.save('x');
    assert.equal(problems.length, 2);
  });

  it('keeps two keys apart', () => {
    const storage = new MemoryStorage();
    const a = new MatchStore('a', storage, () => {});
    const b = new MatchStore('b', storage, () => {});
    a.save('A');
    b.save('B');
    assert.deepEqual(a.load(), { kind: 'found', match: 'A' });
    assert.deepEqual(b.load(), { kind: 'found', match: 'B' });
  });
});
