/** Rounds in a record: each dealt by hand (hands, boneyard, leader) or from the seed, and the steps they give. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newMatch, nextRound, rulesFor } from '../../src/engine/index.js';
import { replayOf } from './helpers.js';

/** Maltese Cross with hands of one tile: whoever leads the 6-6 has played out at once. */
const ONE_TILE = `
[variant maltese-cross]
[hand-size 1]
[target-score 100]
[hands 6-6 / 6-5 / 1-0 / 2-0]
6-6 {Domino at once: 6 + 5 + 1 + 2 = 14.}
[round 2]
[hands 5-5 / 6-6 / 4-4 / 3-3]
6-6
[round 3]
[hands 5-5 / 4-4 / 3-3 / 2-2]
[boneyard 1-1 0-0 6-6]
{Nobody holds the 6-6: from the dealer, seat 2, each draws in turn until it comes.}
`;

describe('rounds of a record', () => {
  it('R-ALL-9: a later round dealt by hand is the engine round with that deal (nextRound with a deal)', () => {
    const replay = replayOf(ONE_TILE);
    assert.deepEqual(
      replay.steps.map((s) => [s.round, s.move === null]),
      [
        [1, true],
        [1, false],
        [2, true],
        [2, false],
        [3, true],
      ],
    );
    const rules = rulesFor('maltese-cross', { handSize: 1, targetScore: 100 });
    const round1 = replay.steps[1]!.state;
    assert.deepEqual(round1.scores, [14, 0, 0, 0]);
    const deal2 = { hands: [['5-5'], ['6-6'], ['4-4'], ['3-3']] };
    const round2 = replay.steps[2]!.state;
    assert.deepEqual(round2.hands, deal2.hands);
    assert.equal(round2.dealer, 1);
    assert.equal(round2.current, 1);
    // The same states as the engine gives for those deals (the boneyard, not written, is shuffled from the seed "").
    const first = newMatch(rules, '', replay.deal);
    assert.deepEqual(replay.steps[0]!.state, first);
    assert.deepEqual(round2, nextRound(replay.steps[1]!.state, deal2));
    assert.deepEqual(replay.steps[3]!.state.scores, [14, 10 + 8 + 6, 0, 0]);
    const round3 = replay.steps[4]!.state;
    assert.equal(round3.dealer, 2);
    assert.deepEqual(round3.lead, {
      seat: 0,
      how: 'double-six',
      drawn: [['6-6'], [], ['1-1'], ['0-0']],
      search: [
        { seat: 2, tile: '1-1' },
        { seat: 3, tile: '0-0' },
        { seat: 0, tile: '6-6' },
      ],
      tile: '6-6',
    });
    assert.equal(replay.steps[4]!.comment?.startsWith('Nobody holds the 6-6'), true);
  });

  it('a comment before the first move belongs to the deal; after a move, to that move', () => {
    const replay = replayOf('{Before.} [variant maltese-cross] {Still before.} [seed c]');
    assert.equal(replay.steps[0]!.comment, 'Before. Still before.');
    const withMove = replayOf(
      `[variant maltese-cross] [hand-size 1] [hands 6-6 / 6-5 / 1-0 / 2-0] 6-6 {After} {and more.}`,
    );
    assert.equal(withMove.steps[1]!.comment, 'After and more.');
  });

  it('a round tag for round 1 may be written, before its deal or after it', () => {
    const a = replayOf('[variant maltese-cross]\n[seed r]\n[round 1]');
    const b = replayOf('[variant maltese-cross]\n[seed r]\n[round 1]');
    assert.deepEqual(a.steps, b.steps);
    assert.equal(a.steps.length, 1);
  });
});
