// Issue 13: watch mode's round result stays up at least 4 s at a pace meant for people; faster tables (tests,
// benches) keep 3 × ai-delay. The pause and the computer are replaced by spies that answer at once.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createActor, fromCallback, waitFor } from 'xstate';
import { chooseMove } from '../../src/ai/index.js';
import { tableMachine, type TableEvent } from '../../src/machine/index.js';
import type { ComputerInput } from '../../src/machine/computer.js';
import { inputFor } from './helpers.js';

/**
 * The pause lengths a watch-mode match asks for, with `aiDelay`, until its first round has ended. `before` is sent
 * as the match starts, `after` once the round's result is shown.
 */
async function pauses(
  aiDelay: number,
  before: TableEvent[] = [],
  after: TableEvent[] = [],
): Promise<{ lead: number[]; round: number[] }> {
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
  for (const event of before) actor.send(event);
  await waitFor(actor, (s) => s.matches('roundOver'), { timeout: 10_000 });
  for (const event of after) actor.send(event);
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

  it('Speed never makes the result shorter than 4 s at a pace meant for people; the page’s own ai-delay does', async () => {
    // ai-delay 300 on Fast: the element's Speed button sends the pace round(300 × 0.25) = 75.
    const fast: TableEvent = { type: 'settings.update', aiDelay: 75, pace: true };
    assert.deepEqual((await pauses(300, [fast])).round, [4000], 'Fast before the round ends');
    assert.deepEqual((await pauses(300, [], [fast])).round, [4000, 4000], 'Fast while the result is shown');
    // Slow at a test's pace stays a test's pace.
    assert.deepEqual((await pauses(50, [{ type: 'settings.update', aiDelay: 100, pace: true }])).round, [300]);
    // The page's own settings (as an attribute change sends them) set the rule again.
    const page = (aiDelay: number): TableEvent => ({ type: 'settings.update', ai: 'normal', aiDelay });
    assert.deepEqual((await pauses(300, [page(0)])).round, [0]);
    assert.deepEqual((await pauses(0, [page(300)])).round, [4000]);
    // A delay of 0 is no pause at all, however it is set.
    assert.deepEqual((await pauses(300, [{ type: 'settings.update', aiDelay: 0, pace: true }])).round, [0]);
    // A new match with the same settings keeps the pace and the page's delay.
    assert.deepEqual((await pauses(300, [fast, { type: 'match.new' }])).round, [4000]);
  });
});
