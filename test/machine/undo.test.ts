/** move.undo: back to just before the last human move of the round, computer replies taken back too. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { legalMoves, type MatchState } from '../../src/engine/index.js';
import { canUndo } from '../../src/machine/index.js';
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

  it('works from round-over (the winning domino is taken back) but not from match-over', async () => {
    // A target of 1 ends the match with the first round; a large one leaves round-over.
    for (const targetScore of [500, 1]) {
      await withTable(inputFor('doubles', { players: 2, targetScore }, { seed: 'undo-c' }), async (table) => {
        let s = await settle(table);
        let before: MatchState = s.context.match;
        let lastHuman = -1;
        while (!s.matches('roundOver') && !s.matches('matchOver')) {
          before = s.context.match;
          lastHuman = before.log.length;
          table.send(eventFor(personPicks(legalMoves(before), before)));
          s = await settle(table);
        }
        if (targetScore === 1) {
          assert.ok(s.matches('matchOver'));
          assertRefused(table);
          return;
        }
        assert.ok(s.matches('roundOver'));
        assert.ok(lastHuman >= 0);
        table.send({ type: 'move.undo' });
        s = table.snapshot();
        assert.ok(isAwaitingHuman(s));
        assert.deepEqual(s.context.match, before);
        assert.equal(s.context.match.phase, 'play');
        assert.deepEqual(s.context.match.scores, [0, 0]);
        assert.equal(s.context.match.lastRound, null);
      });
    }
  });

  it('hot seat: undo by the next person returns the turn to the one who moved, behind a handover', async () => {
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
      table.send({ type: 'handover.confirm' });
      assert.equal(table.snapshot().context.shownSeat, 1 - mover);
      table.send({ type: 'move.undo' });
      s = table.snapshot();
      assert.deepEqual(s.context.match, before);
      assert.ok(isHandover(s), 'hands hidden until the first person has the screen again');
      assert.equal(s.context.shownSeat, null);
    });
  });
});
