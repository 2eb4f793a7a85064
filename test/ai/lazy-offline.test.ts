/** The table's thinker when the hard player's code cannot be loaded (offline, a blocked chunk). */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseMove } from '../../src/ai/index.js';
import { load, thinkingLazy } from '../../src/ai/lazy.js';
import { newMatch, rulesFor, type Move } from '../../src/engine/index.js';
import { viewFor } from '../../src/engine/view.js';

type Steps = Generator<void, Move, void>;
const run = (steps: Steps): Move => {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
};

describe('thinkingLazy without its hard player', () => {
  it('plays the move as normal would, and tries the load again on the next move', async () => {
    const state = newMatch(rulesFor('doubles', { players: 2 }), 'offline');
    const real = load.hard;
    let attempts = 0;
    load.hard = () => {
      attempts++;
      return Promise.reject(new Error('chunk not found'));
    };
    try {
      const move = run(await thinkingLazy(viewFor(state, state.current!), 'hard', 'seed'));
      assert.deepEqual(move, chooseMove(state, 'normal', 'seed'));
      run(await thinkingLazy(viewFor(state, state.current!), 'hard', 'seed'));
      assert.equal(attempts, 2, 'a failed load is not remembered');
    } finally {
      load.hard = real;
    }
    assert.deepEqual(
      run(await thinkingLazy(viewFor(state, state.current!), 'hard', 'seed')),
      chooseMove(state, 'hard', 'seed'),
    );
  });
});
