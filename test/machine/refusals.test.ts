/** Events the machine must refuse: illegal human moves, moves for the wrong kind of seat, events out of phase (a person's move refused says why). */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { explainMove, legalMoves, rulesFor, type MatchState, type ReasonCode } from '../../src/engine/index.js';
import type { TableEmitted, TableEvent } from '../../src/machine/index.js';
import { eventFor, fixedDeal, inputFor, isAwaitingHuman, settle, withTable, type Table } from './helpers.js';

const MC = rulesFor('maltese-cross', { targetScore: 50 });
const SEAT2_LEADS = fixedDeal(
  MC,
  [
    ['5-5', '5-4', '5-3', '5-2', '5-1'],
    ['4-4', '4-3', '4-2', '4-1', '4-0'],
    ['6-6', '6-5', '6-4', '6-3', '6-2'],
    ['3-3', '3-2', '3-1', '3-0', '2-2'],
  ],
  ['6-1', '6-0'],
);

/** Sends the event and checks nothing happened: same state, same match, nothing emitted (or only `said`). */
function assertIgnored(table: Table, event: TableEvent, said: TableEmitted[] = []): void {
  const before = table.snapshot();
  const emitted = table.emitted.length;
  table.send(event);
  const after = table.snapshot();
  assert.deepEqual(after.value, before.value, `${JSON.stringify(event)} changed the state`);
  assert.equal(after.context, before.context, `${JSON.stringify(event)} changed the context`);
  assert.deepEqual(
    table.emitted.slice(emitted),
    said,
    `${JSON.stringify(event)} emitted other than ${JSON.stringify(said)}`,
  );
}

/** A person's move refused: nothing changes, and the machine says why (issue 24: the element shows it). */
const assertRefused = (table: Table, event: TableEvent, reason: ReasonCode): void =>
  assertIgnored(table, event, [{ type: 'move.refused', reason }]);

describe('refused events', () => {
  it('illegal human moves change nothing (each is one the engine refuses)', async () => {
    const input = inputFor('maltese-cross', { targetScore: 50 }, { seed: 'refuse', deal: SEAT2_LEADS });
    await withTable(input, async (table) => {
      const s = await settle(table, isAwaitingHuman);
      const match = s.context.match;
      assert.equal(match.current, 0);
      const illegal: TableEvent[] = [
        { type: 'tile.play', tile: '6-6', end: 'center' }, // not in hand
        { type: 'tile.play', tile: 'x-y' }, // not a tile
        { type: 'tile.play', tile: '9-9' }, // not in this set
        { type: 'tile.play', tile: '5-5', end: 'nowhere' }, // no such end
        { type: 'tile.play', tile: '5-5' }, // fits nowhere while the cross is open
        { type: 'turn.pass' }, // one may draw
      ];
      for (const event of illegal) {
        const move =
          event.type === 'tile.play'
            ? ({ type: 'play', tile: event.tile, ...(event.end ? { end: event.end } : {}) } as never)
            : ({ type: 'pass' } as const);
        const reason = explainMove(match, move);
        assert.notEqual(reason, null, `${JSON.stringify(event)} is illegal for the engine`);
        assertRefused(table, event, reason!);
      }
      // Garbage shapes from a careless sender are refused too, never thrown on.
      assertRefused(table, { type: 'tile.play', tile: 42 as never }, 'invalid-tile');
      assertRefused(table, { type: 'tile.play', tile: null as never, end: {} as never }, 'invalid-tile');
    });
  });

  it('a human move event on a computer seat is ignored, even a legal one', async () => {
    const input = inputFor('doubles', { targetScore: 50 }, { seed: 'computer-seat', humans: 1, aiDelay: 60_000 });
    await withTable(input, async (table) => {
      // The pause after the lead is long: skip it as the pause actor would.
      table.send({ type: 'pause.end' });
      let s = table.snapshot();
      // Play until a computer seat is to act (its thinking waits for the long delay).
      while (!s.matches({ play: 'computerThinking' })) {
        table.send(eventOfFirst(s.context.match));
        s = table.snapshot();
      }
      const legal = legalMoves(s.context.match);
      for (const move of legal) assertRefused(table, eventFor(move), 'not-your-turn');
      assertRefused(table, { type: 'tile.draw' }, 'not-your-turn');
      assertRefused(table, { type: 'turn.pass' }, 'not-your-turn');
    });
  });

  it('a computer move on a human seat is ignored, and an illegal computer move too', async () => {
    const input = inputFor('maltese-cross', { targetScore: 50 }, { seed: 'refuse', deal: SEAT2_LEADS });
    await withTable(input, async (table) => {
      const s = await settle(table, isAwaitingHuman);
      for (const move of legalMoves(s.context.match)) assertIgnored(table, { type: 'computer.move', move });
    });
    const watching = inputFor(
      'maltese-cross',
      { targetScore: 50 },
      { seed: 'refuse', deal: SEAT2_LEADS, humans: 0, aiDelay: 60_000 },
    );
    await withTable(watching, (table) => {
      table.send({ type: 'pause.end' });
      assert.ok(table.snapshot().matches({ play: 'computerThinking' }));
      assertIgnored(table, { type: 'computer.move', move: { type: 'play', tile: '6-5', end: 'center' } });
      assertIgnored(table, { type: 'computer.move', move: { type: 'draw' } });
      table.send({ type: 'computer.move', move: { type: 'play', tile: '6-6', end: 'center' } });
      assert.equal(table.snapshot().context.match.log.length, 1, 'the legal one is taken');
    });
  });

  it('events out of phase are ignored: round.next during play, handover.confirm without a handover, moves after the round', async () => {
    const input = inputFor('doubles', { players: 2, targetScore: 5 }, { seed: 'phase', humans: 1 });
    await withTable(input, async (table) => {
      let s = await settle(table);
      assert.ok(isAwaitingHuman(s));
      assertIgnored(table, { type: 'round.next' });
      assertIgnored(table, { type: 'handover.confirm' });
      while (!s.matches('roundOver') && !s.matches('matchOver')) {
        table.send(eventOfFirst(s.context.match));
        s = await settle(table);
      }
      for (const event of [
        { type: 'tile.draw' },
        { type: 'turn.pass' },
        { type: 'tile.play', tile: '6-6' },
      ] as TableEvent[]) {
        assertRefused(table, event, 'wrong-phase');
      }
      for (const event of [
        { type: 'handover.confirm' },
        { type: 'computer.move', move: { type: 'pass' } },
      ] as TableEvent[]) {
        assertIgnored(table, event);
      }
      if (s.matches('matchOver')) assertIgnored(table, { type: 'round.next' });
    });
  });

  it('a match.new with settings that cannot start a match emits invalid-state and keeps the match', async () => {
    const input = inputFor('doubles', {}, { aiDelay: 60_000 });
    await withTable(input, (table) => {
      const bad: TableEvent[] = [
        { type: 'match.new', input: { ...input, humans: 9 } },
        { type: 'match.new', input: { ...input, ai: 'expert' as never } },
        { type: 'match.new', input: { ...input, aiDelay: -1 } },
        { type: 'match.new', input: { ...input, deal: { hands: [['6-6']] } } },
      ];
      for (const event of bad) {
        const before = table.snapshot();
        const emitted = table.emitted.length;
        table.send(event);
        assert.equal(table.snapshot().context, before.context);
        assert.deepEqual(table.snapshot().value, before.value);
        const errors = table.emitted.slice(emitted);
        assert.equal(errors.length, 1);
        assert.equal(errors[0]?.type, 'error');
        assert.equal(errors[0]?.type === 'error' && errors[0].code, 'invalid-state');
      }
    });
  });
});

function eventOfFirst(match: MatchState): TableEvent {
  return eventFor(legalMoves(match)[0]!);
}
