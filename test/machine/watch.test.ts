// Issue 13: watch mode's round result stays up at least 4 s at a pace meant for people; faster tables (tests,
// benches) keep 3 × ai-delay. The pause and the computer are replaced by spies that answer at once.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createActor, fromCallback, waitFor } from 'xstate';
import { chooseMove } from '../../src/ai/index.js';
import { tableMachine, type TableEvent } from '../../src/machine/index.js';
import type { ComputerInput } from '../../src/machine/computer.js';
import { inputFor } from './helpers.js';

/** The pause lengths a watch-mode match asks for, with `aiDelay`, until its first round has ended. */
async function pauses(aiDelay: number): Promise<{ lead: number[]; round: number[] }> {
  const seen = { lead: [] as number[], round: [] as number[] };
  const machine = tableMachine.provide({
    actors: {
      pause: fromCallback<TableEvent, { ms: number }>(({ input, sendBack, self }) => {
        const state = self._parent?.getSnapshot() as { matches: (s: string) => boolean } | undefined;
        (state?.matches('roundOver') ? seen.round : seen.lead).push(input.ms);
        if (!state?.matches('roundOver')) queueMicrotask(() => sendBack({ type: 'pause.end' }));
      }),
      computerPlayer: fromCallback<TableEvent, ComputerInput>(({ input, sendBack }) => {
        queueMicrotask(() => sendBack({ type: 'computer.move', move: chooseMove(input.match, 'easy', 'w') }));
      }),
    },
  });
  const actor = createActor(machine, { input: inputFor('doubles', { players: 2 }, { humans: 0, aiDelay, seed: 'w' }) });
  actor.start();
  await waitFor(actor, (s) => s.matches('roundOver'), { timeout: 10_000 });
  actor.stop();
  return seen;
}

describe('watch mode pace', () => {
  it('the round result stays at least 4 s from ai-delay 100 ms up, else 3 × ai-delay', async () => {
    assert.deepEqual((await pauses(700)).round, [4000]);
    assert.deepEqual((await pauses(2000)).round, [6000]);
    assert.deepEqual((await pauses(50)).round, [150]);
    assert.deepEqual((await pauses(0)).round, [0]);
    // The lead is shown for ai-delay, as before.
    assert.deepEqual((await pauses(700)).lead, [700]);
  });
});
