/** Lessons: a try at a question is right, legal but wrong (with the record's word on it), or illegal with a reason. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkAnswer } from '../../src/record/lesson.js';
import { playAt, replayOf, stepOf } from './helpers.js';
import { MALTESE_CROSS_FIRST, MALTESE_LOCKS } from './worked-examples.js';

describe('lessons', () => {
  it('the right move counts however it is given: end omitted where one end fits, tile in either order', () => {
    const replay = replayOf(MALTESE_LOCKS);
    const asked = stepOf(replay, '?1-1');
    assert.equal(checkAnswer(replay, asked, { type: 'play', tile: '1-1' } as never).verdict, 'right');
    const later = stepOf(replay, '5-3@3');
    const position = replay.steps[later - 1]!;
    assert.equal(checkAnswer(replay, later, playAt(position, '3-5', 'E')).verdict, 'right');
    assert.equal(
      checkAnswer(replay, later, { type: 'draw' }).verdict,
      'wrong',
      'R-MC-7: drawing is legal, not the move',
    );
  });

  it('an opening question is answered with the tile alone or on "center"', () => {
    const replay = replayOf(MALTESE_CROSS_FIRST.replace('6-6 6-4@6N', '?6-6 6-4@6N'));
    assert.equal(replay.steps[1]!.question, true);
    assert.equal(checkAnswer(replay, 1, { type: 'play', tile: '6-6', end: 'center' }).verdict, 'right');
    assert.equal(checkAnswer(replay, 1, { type: 'play', tile: '6-6' } as never).verdict, 'right');
    const refused = checkAnswer(replay, 1, { type: 'play', tile: '5-5', end: 'center' });
    assert.deepEqual(refused, { verdict: 'illegal', reason: 'must-lead', comment: null });
  });

  it('a wrong try written as a tile that fits no end matches that tile on any end', () => {
    const replay = replayOf(MALTESE_LOCKS.replace('(5-5 {', '(2-2 {Not in your hand.}) (5-5 {'));
    const asked = stepOf(replay, '?1-1');
    const position = replay.steps[asked - 1]!;
    assert.deepEqual(
      replay.steps[asked]!.tries.map((t) => t.text),
      ['3-1@1', '3-1@3', '5-2', '2-2', '5-5'],
    );
    assert.deepEqual(checkAnswer(replay, asked, playAt(position, '2-2', 'S')), {
      verdict: 'illegal',
      reason: 'not-in-hand',
      comment: 'Not in your hand.',
    });
  });

  it('a step without a move has no answer: the deal, and steps out of range', () => {
    const replay = replayOf(MALTESE_LOCKS);
    for (const step of [0, -1, replay.steps.length, 1.5]) {
      assert.deepEqual(checkAnswer(replay, step, { type: 'draw' }), {
        verdict: 'illegal',
        reason: 'wrong-phase',
        comment: null,
      });
    }
  });

  it('any step with a move may be asked, question or not', () => {
    const replay = replayOf(MALTESE_LOCKS);
    const step = stepOf(replay, 'draw:6-5');
    assert.equal(replay.steps[step]!.question, false);
    assert.equal(checkAnswer(replay, step, { type: 'draw' }).verdict, 'right');
    assert.equal(checkAnswer(replay, step, { type: 'pass' }).verdict, 'illegal');
  });
});
