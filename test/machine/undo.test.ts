/** move.undo: back to just before the last human move of the round, computer replies taken back too. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { legalMoves, type MatchState } from '../../src/engine/index.js';
import { canUndo, whyNoUndo } from '../../src/machine/index.js';
import {
  eventFor,
  inputFor,
  isAwaitingHuman,
  isHandover,
  personPicks,
  settle,
  withTable,
  type Table,
} from './helpers.js';

/** Sends the human's move and waits until the table needs the test again; returns the match before the move. */
async function humanMoves(table: Table): Promise<MatchState> {
  const before = table.snapshot().context.match;
  table.send(eventFor(personPicks(legalMoves(before), before)));
  await settle(table);
  return before;
}

function assertRefused(table: Table): void {
  const before = table.snapshot();
  const emitted = table.emitted.length;
  assert.equal(before.can({ type: 'move.undo' }), false);
  table.send({ type: 'move.undo' });
  assert.equal(table.snapshot().context, before.context);
  assert.deepEqual(table.snapshot().value, before.value);
  assert.equal(table.emitted.length, emitted);
}

describe('undo', () => {
  it('is refused (nothing changes, nothing emitted) when no human moved this round', async () => {
    await withTable(inputFor('doubles', { targetScore: 50 }, { seed: 'undo-a' }), async (table) => {
      await settle(table, isAwaitingHuman);
      assertRefused(table);
    });
    // Watch mode: nobody is human, so there is never anything to take back.
    await withTable(
      inputFor('doubles', { targetScore: 50 }, { seed: 'undo-a', humans: 0, aiDelay: 60_000 }),
      (table) => {
        table.send({ type: 'pause.end' });
        table.send({ type: 'computer.move', move: legalMoves(table.snapshot().context.match)[0]! });
        assert.equal(table.snapshot().context.match.log.length, 1);
        assertRefused(table);
      },
    );
  });

  it('takes back the last human move and the computer replies, replaying the round from its start', async () => {
    await withTable(inputFor('doubles', { targetScore: 100 }, { seed: 'undo-b' }), async (table) => {
      await settle(table, isAwaitingHuman);
      const first = await humanMoves(table);
      assert.ok(isAwaitingHuman(table.snapshot()), 'the round goes on');
      const second = await humanMoves(table);
      assert.ok(isAwaitingHuman(table.snapshot()));
      const atThird = table.snapshot().context;
      assert.ok(canUndo(atThird));
      const computerReplies = atThird.match.log.length - second.log.length - 1;
      assert.ok(computerReplies > 0, 'the computers replied');

      const emitted = table.emitted.length;
      table.send({ type: 'move.undo' });
      let s = table.snapshot();
      assert.ok(isAwaitingHuman(s));
      assert.deepEqual(s.context.match, second);
      assert.deepEqual(s.context.rounds, [second.log.map((r) => r.move)]);
      assert.deepEqual(table.emitted.slice(emitted), [
        { type: 'moves.undone', round: 1, seat: 0, count: computerReplies + 1 },
        { type: 'turn.started', round: 1, seat: 0, human: true },
      ]);

      table.send({ type: 'move.undo' });
      s = table.snapshot();
      assert.deepEqual(s.context.match, first);
      assertRefused(table);
    });
  });

  it('a round that has ended is final: undo is refused at round-over and at match-over (API.md §4)', async () => {
    // A target of 1 ends the match with the first round; a large one leaves round-over.
    for (const targetScore of [500, 1]) {
      await withTable(inputFor('doubles', { players: 2, targetScore }, { seed: 'undo-c' }), async (table) => {
        let s = await settle(table);
        let humanMoved = false;
        while (!s.matches('roundOver') && !s.matches('matchOver')) {
          const before = s.context.match;
          table.send(eventFor(personPicks(legalMoves(before), before)));
          humanMoved = true;
          s = await settle(table);
        }
        assert.ok(humanMoved);
        assert.ok(s.matches(targetScore === 1 ? 'matchOver' : 'roundOver'));
        assert.equal(whyNoUndo(s.context), 'ended');
        assertRefused(table);
      });
    }
  });

  it('hot seat: only the person who moved may undo, before the screen is passed', async () => {
    const input = inputFor('doubles', { players: 2, targetScore: 100 }, { seed: 'undo-d', humans: 2 });
    await withTable(input, async (table) => {
      let s = await settle(table);
      assert.ok(isHandover(s));
      table.send({ type: 'handover.confirm' });
      const mover = table.snapshot().context.match.current as number;
      const before = table.snapshot().context.match;
      table.send(eventFor(personPicks(legalMoves(before), before)));
      s = await settle(table);
      assert.ok(isHandover(s), 'the other person takes the screen');
      // On the handover screen nobody may take the move back: whoever holds the screen is not known.
      assert.equal(whyNoUndo(s.context), 'other');
      assertRefused(table);
      table.send({ type: 'handover.confirm' });
      assert.equal(table.snapshot().context.shownSeat, 1 - mover);
      // The next person cannot take back the previous person's move.
      assert.equal(whyNoUndo(table.snapshot().context), 'other');
      assertRefused(table);
    });
  });

  it('hot seat: the person who moved may undo while their hand is still on show (computers replying)', async () => {
    // Seats 0 and 1 are people, 2 and 3 the computer, which thinks for a minute: seat 1's move stays undoable.
    const input = inputFor('doubles', { players: 4, targetScore: 100 }, { seed: 'undo-e', humans: 2, aiDelay: 60_000 });
    await withTable(input, async (table) => {
      table.send({ type: 'pause.end' });
      let s = table.snapshot();
      for (let step = 0; step < 20 && !(isHandover(s) && s.context.match.current === 1); step++) {
        if (isHandover(s)) table.send({ type: 'handover.confirm' });
        else if (isAwaitingHuman(s)) table.send(eventFor(legalMoves(s.context.match)[0]!));
        else table.send({ type: 'computer.move', move: legalMoves(s.context.match)[0]! });
        s = table.snapshot();
      }
      assert.ok(isHandover(s) && s.context.match.current === 1, 'seat 1 is handed the screen');
      table.send({ type: 'handover.confirm' });
      const before = table.snapshot().context.match;
      table.send(eventFor(legalMoves(before)[0]!));
      s = table.snapshot();
      if (s.context.match.current === 1) return; // a draw that leaves seat 1 to act: covered by the undo tests above
      assert.ok(s.matches({ play: 'computerThinking' }));
      assert.equal(s.context.shownSeat, 1);
      assert.equal(whyNoUndo(s.context), null);
      table.send({ type: 'move.undo' });
      s = table.snapshot();
      assert.deepEqual(s.context.match, before);
      assert.ok(isAwaitingHuman(s), 'back to the same person, no handover');
    });
  });
});
