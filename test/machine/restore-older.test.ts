/** Saved matches written before the engine recorded the search for the 6-6 in draw order still restore. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyMove, legalMoves, newMatch, rulesFor } from '../../src/engine/index.js';
import { restoreMatch, serializeMatch, type SavedMatch } from '../../src/machine/index.js';

const rules = rulesFor('maltese-cross');
// Seed 'older-1' deals the 6-6 to nobody: seat 0 draws 5-1, seat 1 the 6-6 (R-MC-2).
const start = newMatch(rules, 'older-1');
const moves = [legalMoves(start)[0]!];
const match = applyMove(start, moves[0]!);
const saved: SavedMatch = JSON.parse(serializeMatch({ rules, seed: 'older-1', humans: 1, rounds: [moves], match }));

describe('restore: saves from before lead.search', () => {
  it('R-MC-2: the seed searches for the 6-6, so the save records the search', () => {
    assert.deepEqual(saved.match.lead.search, [
      { seat: 0, tile: '5-1' },
      { seat: 1, tile: '6-6' },
    ]);
  });

  it('a save whose lead has no search (as written before) restores, and the restored lead has it', () => {
    const older = structuredClone(saved);
    delete older.match.lead.search;
    const result = restoreMatch(JSON.stringify(older));
    assert.ok(result.ok, result.ok ? '' : result.why);
    assert.deepEqual(result.value.match.lead.search, saved.match.lead.search);
  });

  it('a save whose search differs from the replay is still refused', () => {
    const tampered = structuredClone(saved);
    tampered.match.lead.search!.reverse();
    assert.equal(restoreMatch(JSON.stringify(tampered)).ok, false);
    assert.equal(restoreMatch(JSON.stringify(saved)).ok, true);
  });
});

describe('restore: saves from before the games that score during play', () => {
  it('R-GX-11: a save without `count` (as written before) restores, its count null', () => {
    const older = structuredClone(saved) as unknown as { match: { count?: number | null } };
    delete older.match.count;
    const result = restoreMatch(JSON.stringify(older));
    assert.ok(result.ok, result.ok ? '' : result.why);
    assert.equal(result.value.match.count, null);
  });

  it('a save whose count differs from the replay is still refused', () => {
    const tampered = structuredClone(saved) as SavedMatch & { match: { count: number | null } };
    tampered.match.count = 0;
    assert.equal(restoreMatch(JSON.stringify(tampered)).ok, false);
  });
});
