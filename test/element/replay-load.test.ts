// The replay view is a chunk (API.md §1): a table without `record` never fetches it; one that cannot be fetched
// is reported once (`load`) and the table shows nothing played. Alone in its page: the chunk's state is the page's.
import { expect } from '@open-wc/testing';
import { load } from '../../src/element/loaders/replay-loader.js';
import { $, mount, record, until } from './helpers.js';
import { MALTESE_LOCKS } from './replay-helpers.js';

// Files of src/replay/ that other chunks share (the count's badge with chunks/scoring.js, which every game but the
// Maltese Cross fetches for its words; roving focus with chunks/rare.js): fetched without the replay view.
const SHARED = ['/src/replay/count-badge.ts', '/src/replay/roving.ts'];

describe('the replay chunk', () => {
  it('a table without `record` does not fetch it', async () => {
    let asked = 0;
    const real = load.replay;
    load.replay = () => {
      asked++;
      return real();
    };
    try {
      const moves = record(document, ['domino-move']);
      await mount({ variant: 'doubles', players: '2', humans: '0', 'ai-delay': '0', seed: 'no-chunk' });
      await until(() => moves.length >= 4, 'four computer moves');
      expect(asked).to.equal(0);
      const fetched = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/src/replay/') && !SHARED.some((file) => entry.name.includes(file)));
      expect(fetched.map((entry) => entry.name)).to.deep.equal([]);
    } finally {
      load.replay = real;
    }
  });

  it('one that cannot be fetched is reported once; the table draws nothing and deals nothing', async () => {
    let tries = 0;
    load.replay = () => {
      tries++;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module: chunks/replay.js'));
    };
    const seen = record(document, ['domino-error', 'domino-turn', 'domino-step']);
    const el = await mount({ record: MALTESE_LOCKS });
    expect(seen.map((e) => [e.type, (e.detail as { code?: string }).code])).to.deep.equal([['domino-error', 'load']]);
    expect((seen[0]!.detail as { message: string }).message).to.contain('replay');
    expect($(el, '.frame')).to.equal(null);
    // A second table is a later action: it tries once more (issue 22 item 3), and the page is not told twice.
    await mount({ record: MALTESE_LOCKS });
    expect(tries).to.equal(2);
    expect(seen.length).to.equal(1);
  });
});
