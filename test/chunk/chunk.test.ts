// The one way a chunk is loaded (src/chunk.ts; issue 22 item 3): one fetch while in flight however many ask, a
// failure forgotten so that a later action tries again, the code kept once it arrived.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chunk } from '../../src/chunk.js';
import { BUILD } from '../../src/build-id.js';

describe('chunk', () => {
  it('many asking at once share one fetch; once arrived, the code is there and nothing is fetched again', async () => {
    let fetches = 0;
    const fetch = () => {
      fetches++;
      return Promise.resolve({ answer: 42, build: BUILD });
    };
    const part = chunk(() => fetch);
    assert.equal(part.code(), null);
    const asks = [part.ready(), part.ready(), part.get(), part.ready()];
    assert.deepEqual(await Promise.all(asks), [true, true, { answer: 42, build: BUILD }, true]);
    assert.equal(fetches, 1);
    assert.equal(part.ready(), undefined);
    assert.deepEqual(part.code(), { answer: 42, build: BUILD });
    assert.deepEqual(await part.get(), { answer: 42, build: BUILD });
    assert.equal(fetches, 1);
  });

  it('a failed fetch is shared by those waiting, then forgotten: the next call fetches again', async () => {
    let fetches = 0;
    let fail = true;
    const error = new TypeError('Failed to fetch dynamically imported module: chunks/x.js');
    const fetch = () => {
      fetches++;
      return fail ? Promise.reject(error) : Promise.resolve({ code: 1, build: BUILD });
    };
    const part = chunk(() => fetch);
    assert.deepEqual(await Promise.all([part.ready(), part.ready()]), [false, false]);
    await assert.rejects(part.get(), (e) => e === error);
    assert.equal(fetches, 2);
    assert.equal(part.code(), null);
    assert.equal(part.report(), true, 'the first to ask reports it');
    assert.equal(part.report(), false, 'and nobody after');
    fail = false;
    assert.deepEqual(await part.get(), { code: 1, build: BUILD });
    assert.equal(fetches, 3);
  });

  it('a fetch that throws at once is a failure like any other, never an exception to the caller', async () => {
    let tries = 0;
    const part = chunk(() => (): Promise<{ code: number }> => {
      tries++;
      throw new Error('import() refused');
    });
    assert.equal(await part.ready(), false);
    assert.equal(await part.ready(), false);
    assert.equal(tries, 2, 'and it is tried again on the next call');
  });

  it('a fetcher put in place of the first (a test seam) loads afresh', async () => {
    const load = { part: () => Promise.resolve({ code: 'first', build: BUILD }) };
    const part = chunk(() => load.part);
    assert.deepEqual(await part.get(), { code: 'first', build: BUILD });
    load.part = () => Promise.resolve({ code: 'second', build: BUILD });
    assert.equal(part.code(), null);
    assert.deepEqual(await part.get(), { code: 'second', build: BUILD });
  });

  // DESIGN.md "Chunks are checked, not trusted": a module that arrives is used only if it is the part this build
  // expects, its `build` the entry's (src/build-id.ts: 'source' from source; the built files' own id when built).
  for (const [name, module] of [
    ['empty (a valid module exporting nothing)', {}],
    ['from another build (its id differs)', { code: 1, more: 2, build: 'an-older-build' }],
  ] as const) {
    it(`a chunk ${name} is a failed load: never used, reported once, tried again on the next call`, async () => {
      let fetches = 0;
      const fetch = () => {
        fetches++;
        return Promise.resolve(module as { code?: number; more?: number });
      };
      const part = chunk(() => fetch);
      assert.equal(await part.ready(), false);
      assert.equal(part.code(), null);
      await assert.rejects(part.get(), /stale/);
      assert.equal(part.report(), true);
      assert.equal(part.report(), false);
      assert.equal(fetches, 2);
    });
  }

  it('a chunk with the entry’s build id is used', async () => {
    const fetch = () => Promise.resolve({ code: 1, more: 0, build: BUILD });
    const part = chunk(() => fetch);
    assert.deepEqual(await part.get(), { code: 1, more: 0, build: BUILD });
  });
});
