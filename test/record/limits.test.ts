/**
 * API.md §8's limits on a record (256 KB, 10 000 steps) with records that are otherwise valid: one at the limits
 * reads and replays every step; one step or a few bytes more is refused whole, with the sentence that says so.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readRecord } from '../../src/record/replay.js';
import { MAX_BYTES, MAX_STEPS } from '../../src/record/parse.js';
import { bigRecord } from './big-record.js';

describe('a record at the size limits', () => {
  it('10 000 steps, just under 256 KB, rounds and all: read and replayed to its last step', () => {
    const big = bigRecord(MAX_STEPS, true);
    const bytes = new TextEncoder().encode(big.text).length;
    assert.ok(bytes > MAX_BYTES - 8 * 1024 && bytes <= MAX_BYTES, `${bytes} bytes`);
    const read = readRecord(big.text);
    assert.ok(read.ok, read.ok ? '' : read.error.message);
    assert.equal(read.replay.steps.length - 1, MAX_STEPS);
    const last = read.replay.steps.at(-1)!.state;
    assert.deepEqual([last.layout.tiles.length, last.round], [big.playedAtEnd, big.roundAtEnd]);
    assert.ok(big.roundAtEnd > 100, 'each later round’s deal counts as a step');
  });

  it('one step more is refused as too long', () => {
    const read = readRecord(bigRecord(MAX_STEPS + 1).text);
    assert.equal(read.ok, false);
    if (read.ok) return;
    assert.equal(read.error.code, 'too-long');
    assert.equal(read.error.message, 'This record has more than 10000 steps, the most a table shows.');
  });

  it('a few bytes more than 256 KB is refused as too large, whatever it holds', () => {
    const big = bigRecord(MAX_STEPS, true);
    const over = `${big.text}{${'x'.repeat(MAX_BYTES - new TextEncoder().encode(big.text).length)}}`;
    const read = readRecord(over, 'fr');
    assert.equal(read.ok, false);
    if (read.ok) return;
    assert.equal(read.error.code, 'too-large');
    assert.match(read.error.message, /dépasse 256 Ko/);
  });
});
