/** The hot-seat handover: hands hidden between two different people, never for a single person. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { legalMoves } from '../../src/engine/index.js';
import { isHandingOver } from '../../src/machine/index.js';
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

/**
 * Plays a whole match checking, at every stop, the handover rule: the screen is handed over exactly when
 * a person is to act and the screen shows someone else (or nobody yet). Returns how many handovers there were.
 */
async function playCheckingHandovers(table: Table): Promise<number> {
  let handovers = 0;
  for (let step = 0; step < 5000; step++) {
    const s = await settle(table);
    const { match, shownSeat, humans } = s.context;
    if (s.matches('matchOver')) return handovers;
    if (s.matches('roundOver')) {
      table.send({ type: 'round.next' });
      continue;
    }
    const seat = match.current as number;
    assert.ok(seat < humans);
    if (isHandover(s)) {
      handovers++;
      assert.ok(humans > 1, 'no handover for a single person');
      assert.equal(shownSeat, null, 'every hand hidden');
      assert.ok(isHandingOver(s));
      table.send({ type: 'handover.confirm' });
      const shown = table.snapshot();
      assert.ok(isAwaitingHuman(shown));
      assert.equal(shown.context.shownSeat, seat);
      continue;
    }
    assert.ok(isAwaitingHuman(s));
    assert.equal(shownSeat, seat, 'the person to act sees their own hand');
    table.send(eventFor(personPicks(legalMoves(match), match)));
  }
  throw new Error('the match did not end');
}

describe('handover', () => {
  it('one person: never a handover, their hand always shown', async () => {
    await withTable(inputFor('doubles', { targetScore: 60 }, { seed: 'hand-1' }), async (table) => {
      assert.equal(table.snapshot().context.shownSeat, 0);
      assert.equal(await playCheckingHandovers(table), 0);
    });
  });

  it('watch mode: no hand is shown', async () => {
    await withTable(
      inputFor('doubles', { targetScore: 60 }, { seed: 'hand-0', humans: 0, aiDelay: 60_000 }),
      (table) => {
        assert.equal(table.snapshot().context.shownSeat, null);
      },
    );
  });

  for (const [variant, players, humans] of [
    ['doubles', 2, 2],
    ['doubles', 4, 2],
    ['maltese-cross', 4, 4],
    ['doubles-in-the-boneyard', 3, 3],
  ] as const) {
    it(`${variant}, ${humans} of ${players} seats human: handed over between different people only`, async () => {
      const input = inputFor(variant, { players, targetScore: 40 }, { seed: `hand-${variant}`, humans });
      await withTable(input, async (table) => {
        assert.ok((await playCheckingHandovers(table)) > 1);
      });
    });
  }

  it('the same person acting again (after a draw) keeps the screen; the first person of a match is handed it', async () => {
    // Maltese Cross draws at any time: a draw leaves the same seat to act, with no handover.
    const input = inputFor('maltese-cross', { targetScore: 40 }, { seed: 'hand-draw', humans: 4 });
    await withTable(input, async (table) => {
      let s = await settle(table);
      assert.ok(isHandover(s), 'nobody has the screen when the match starts');
      let sawDrawAgain = false;
      for (let step = 0; step < 400 && !s.matches('roundOver') && !s.matches('matchOver'); step++) {
        if (isHandover(s)) table.send({ type: 'handover.confirm' });
        const { match } = table.snapshot().context;
        const draw = legalMoves(match).find((m) => m.type === 'draw');
        const move = draw && match.layout.tiles.length > 0 ? draw : personPicks(legalMoves(match), match);
        table.send(eventFor(move));
        s = await settle(table);
        if (move.type === 'draw' && s.context.match.current === match.current && s.context.match.phase === 'play') {
          assert.ok(isAwaitingHuman(s), 'no handover after one’s own draw');
          sawDrawAgain = true;
        }
      }
      assert.ok(sawDrawAgain);
    });
  });

  it('a move sent during the handover is played for the seat to act (methods act whether or not it shows)', async () => {
    const input = inputFor('doubles', { players: 2, targetScore: 40 }, { seed: 'hand-move', humans: 2 });
    await withTable(input, async (table) => {
      const s = await settle(table);
      assert.ok(isHandover(s));
      const { match } = s.context;
      const move = legalMoves(match)[0]!;
      table.send(eventFor(move));
      const after = table.snapshot();
      assert.equal(after.context.match.log.length, 1);
      assert.equal(after.context.match.log[0]?.seat, match.current);
      assert.equal(table.emitted.filter((e) => e.type === 'move.played').length, 1);
    });
  });

  for (const [variant, players, humans] of [
    ['doubles', 2, 2],
    ['doubles', 4, 3],
    ['doubles-in-the-boneyard', 3, 2],
  ] as const) {
    it(`${variant}, ${humans} of ${players} human: every round starts behind the handover, no hand on show`, async () => {
      const input = inputFor(variant, { players, targetScore: 500 }, { seed: `round-${variant}`, humans });
      await withTable(input, async (table) => {
        for (let round = 1; round <= 4; round++) {
          let s = await settle(table);
          // Nobody's hand is on show from the deal on, and the first person to act is handed the screen.
          while (!isHandover(s) && !s.matches('roundOver') && !s.matches('matchOver')) {
            assert.equal(s.context.shownSeat, null, `round ${round}: no hand shown before the first handover`);
            s = await settle(table);
          }
          if (s.matches('matchOver')) return;
          assert.ok(isHandover(s), `round ${round} starts behind the handover`);
          while (!s.matches('roundOver') && !s.matches('matchOver')) {
            if (isHandover(s)) table.send({ type: 'handover.confirm' });
            else table.send(eventFor(personPicks(legalMoves(s.context.match), s.context.match)));
            s = await settle(table);
          }
          if (s.matches('matchOver')) return;
          table.send({ type: 'round.next' });
          assert.equal(table.snapshot().context.shownSeat, null, 'the last mover’s new hand is not shown');
        }
      });
    });
  }
});
