/** Issue 11 item 15: the hard player's chunk cannot be loaded: reported once, at most two tries per match. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { load } from '../../src/ai/lazy.js';
import { inputFor, playToEnd, withTable } from './helpers.js';

describe('the hard player cannot be loaded', () => {
  it('the match plays on as normal; one `load` error per match, and at most two tries per match', async () => {
    const real = load.hard;
    let tries = 0;
    load.hard = () => {
      tries++;
      return Promise.reject(new Error('404 chunks/hard.js'));
    };
    try {
      const input = inputFor('doubles', { players: 4, targetScore: 60 }, { seed: 'no-hard', humans: 0, ai: 'hard' });
      await withTable(input, async (table) => {
        await playToEnd(table);
        const moves = table.emitted.filter((e) => e.type === 'move.played').length;
        assert.ok(moves > 20, 'a whole match was played');
        const errors = table.emitted.filter((e) => e.type === 'error');
        assert.deepEqual(
          errors.map((e) => e.type === 'error' && e.code),
          ['load'],
        );
        assert.equal(tries, 2, 'one retry, then no more requests in this match');
        // A new match may try again (once it fails twice, it stops again).
        table.send({ type: 'match.new' });
        await playToEnd(table);
        assert.equal(tries, 4);
        assert.equal(table.emitted.filter((e) => e.type === 'error').length, 2);
      });
    } finally {
      load.hard = real;
    }
  });
});
