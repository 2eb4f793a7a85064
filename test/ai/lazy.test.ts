/** The table's thinker (src/ai/lazy.ts): the same decisions as `chooseMove`, the hard player loaded on first use. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseMove } from '../../src/ai/index.js';
import { thinkingLazy } from '../../src/ai/lazy.js';
import { seedOf } from '../../src/ai/seed.js';
import { viewFor } from '../../src/engine/view.js';
import type { Level } from '../../src/ai/players.js';
import { applyMove, legalMoves, newMatch, rulesFor, type MatchState, type Move } from '../../src/engine/index.js';

type Steps = Generator<void, Move, void>;

const run = (steps: Steps): Move => {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
};

/** Positions along a seeded game: each level's choice is compared in every one. */
function positions(): MatchState[] {
  const out: MatchState[] = [];
  let state = newMatch(rulesFor('doubles', { players: 3 }), 'lazy');
  while (state.phase === 'play' && out.length < 12) {
    out.push(state);
    state = applyMove(state, legalMoves(state)[0] as Move);
  }
  return out;
}

describe('thinkingLazy', () => {
  it('easy and normal decide at once (a generator), hard after its code loads (a promise), all as chooseMove does', async () => {
    for (const state of positions()) {
      for (const level of ['easy', 'normal', 'hard'] as Level[]) {
        for (const seed of [undefined, 'given']) {
          // From the mover's view, which has no seed: a call without one gets chooseMove's, made from the match.
          const made = thinkingLazy(viewFor(state, state.current!), level, seedOf(state, seed));
          assert.equal(made instanceof Promise, level === 'hard', level);
          const move = run(made instanceof Promise ? await made : made);
          assert.deepEqual(move, chooseMove(state, level, seed), `${level} at move ${state.log.length}`);
        }
      }
    }
  });
});
