// The computer players: every level picks a legal move in every variant, deterministically, without
// looking at hidden tiles; `thinking` reaches the same move as `chooseMove`.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { chooseMove, legalMoves, type MatchState } from '../../src/headless.js';
import { thinking } from '../../src/ai/index.js';
import { viewFor } from '../../src/engine/view.js';
import type { Level } from '../../src/ai/players.js';
import { CONFIGS, label, permuteHidden, positions } from './positions.js';

/** Tests search with a small explicit budget; production uses the fixed default. */
const BUDGET = { playouts: 120, deals: 40, slice: 10 };
const LEVELS: Level[] = ['easy', 'normal', 'hard'];

for (const [variant, options] of CONFIGS) {
  describe(label(variant, options), () => {
    const states = positions(variant, options, 24);

    test('every level chooses one of the legal moves', () => {
      for (const state of states) {
        const legal = legalMoves(state);
        for (const level of LEVELS) {
          for (const seed of ['a', 'b']) {
            const move = chooseMove(state, level, seed, BUDGET);
            assert.ok(
              legal.some((m) => JSON.stringify(m) === JSON.stringify(move)),
              `${level} chose ${JSON.stringify(move)}, not among ${JSON.stringify(legal)}`,
            );
          }
        }
      }
    });

    test('same state and seed, same move (with and without a seed)', () => {
      for (const state of states) {
        for (const level of LEVELS) {
          const copy = structuredClone(state);
          assert.deepEqual(chooseMove(copy, level, 's', BUDGET), chooseMove(state, level, 's', BUDGET));
          assert.deepEqual(chooseMove(copy, level, undefined, BUDGET), chooseMove(state, level, undefined, BUDGET));
        }
      }
    });

    test('hidden tiles permuted between the other hands and the boneyard: the same move', () => {
      for (const [i, state] of states.entries()) {
        const me = state.current!;
        for (let k = 0; k < 3; k++) {
          const other = permuteHidden(state, me, `perm/${i}/${k}`);
          for (const level of LEVELS) {
            assert.deepEqual(
              chooseMove(other, level, 'x', BUDGET),
              chooseMove(state, level, 'x', BUDGET),
              `${level}, position ${i}`,
            );
          }
        }
      }
    });

    test('thinking yields between slices and returns the move chooseMove returns', () => {
      let yielded = 0;
      for (const state of states) {
        for (const level of LEVELS) {
          const steps = thinking(viewFor(state, state.current!), level, 't', BUDGET);
          let step = steps.next();
          while (!step.done) {
            if (level !== 'hard') assert.fail('only the search spreads over slices');
            yielded++;
            step = steps.next();
          }
          assert.deepEqual(step.value, chooseMove(state, level, 't', BUDGET));
        }
      }
      assert.ok(yielded > 0, 'the search never yielded');
    });
  });
}

test('chooseMove refuses a state where nobody is to act', () => {
  const [state] = positions('doubles', { players: 2 }, 1);
  // Forged: a round over whose lastRound was never written; chooseMove must still refuse it.
  const over = { ...state!, phase: 'round-over' as const, current: null } as MatchState;
  for (const level of LEVELS) assert.throws(() => chooseMove(over, level), RangeError);
});

test('hard with its default budget picks a legal move', () => {
  for (const state of positions('maltese-cross', {}, 4, 'full')) {
    const move = chooseMove(state, 'hard');
    assert.ok(legalMoves(state).some((m) => JSON.stringify(m) === JSON.stringify(move)));
  }
});

test('R-ALL-4: normal exposes a locked suit whose double it holds itself, not one the others may unlock', async () => {
  const { applyMove, newMatch, rulesFor } = await import('../../src/engine/index.js');
  const rules = rulesFor('doubles', { players: 2 });
  let state = newMatch(rules, 'scenario', {
    hands: [
      ['6-6', '5-4', '5-3', '5-1', '4-1', '4-0', '3-1', '1-0'],
      ['6-2', '6-3', '2-2', '5-0', '4-3', '3-0', '2-1', '5-2'],
    ],
    leader: 0,
  });
  state = applyMove(state, { type: 'play', tile: '6-6', end: 'center' });
  // 6-2 leaves a 2 that only seat 1's own 2-2 can open; 6-3 leaves a 3 the unseen 3-3 could open.
  for (const seed of ['a', 'b', 'c']) {
    const move = chooseMove(state, 'normal', seed);
    assert.equal(move.type === 'play' && move.tile, '6-2');
  }
});
