/** What the statechart emits, field by field and in game order, for fixed deals and seeds. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseMove } from '../../src/ai/index.js';
import { applyMove, legalMoves, newMatch, rulesFor, type MatchState } from '../../src/engine/index.js';
import type { TableEmitted } from '../../src/machine/index.js';
import { eventFor, fixedDeal, inputFor, isAwaitingHuman, settle, withTable } from './helpers.js';

const MC = rulesFor('maltese-cross', { targetScore: 50 });

/** Seat 2 holds the 6-6; seat 0 (the person) holds no 6 and must draw; the 6-1 and 6-0 are drawn first. */
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

/** The events a computer seat's turn emits, computed with the engine and the computer player directly. */
function computerTurn(state: MatchState): { events: TableEmitted[]; state: MatchState } {
  const seat = state.current as number;
  const move = chooseMove(state, 'normal', `${state.seed}/${state.round}/${state.log.length}`);
  const next = applyMove(state, move);
  const record = next.log.at(-1)!;
  const played: TableEmitted = { type: 'move.played', round: state.round, seat, move: record.move };
  if (record.drawn !== undefined) played.drawn = record.drawn;
  return { events: [{ type: 'turn.started', round: state.round, seat, human: false }, played], state: next };
}

describe('emitted events', () => {
  it('Maltese Cross, fixed deal: lead, then turn/move pairs up to the person, with the seeds the machine promises', async () => {
    const input = inputFor('maltese-cross', { targetScore: 50 }, { seed: 'events-1', deal: SEAT2_LEADS });
    await withTable(input, async (table) => {
      await settle(table, isAwaitingHuman);
      const expected: TableEmitted[] = [
        { type: 'lead.settled', round: 1, seat: 2, how: 'double-six', tile: '6-6' },
        { type: 'turn.started', round: 1, seat: 2, human: false },
        { type: 'move.played', round: 1, seat: 2, move: { type: 'play', tile: '6-6', end: 'center' } },
        { type: 'turn.started', round: 1, seat: 3, human: false },
        // Seat 3 holds no 6 and the cross must be finished first: it draws, and sees the 6-1.
        { type: 'move.played', round: 1, seat: 3, move: { type: 'draw' }, drawn: '6-1' },
      ];
      let state = applyMove(
        applyMove(newMatch(MC, 'events-1', SEAT2_LEADS), { type: 'play', tile: '6-6', end: 'center' }),
        {
          type: 'draw',
        },
      );
      // From here the computer players decide; their moves must be the ones chooseMove gives with the position's seed.
      while (state.current !== 0) {
        const turn = computerTurn(state);
        expected.push(...turn.events);
        state = turn.state;
      }
      expected.push({ type: 'turn.started', round: 1, seat: 0, human: true });
      assert.deepEqual(table.emitted, expected);
      assert.deepEqual(table.snapshot().context.match, state);

      // The person draws: the move carries the tile drawn, and the same seat is to act again.
      const before = table.emitted.length;
      const drawn = state.boneyard[0];
      table.send({ type: 'tile.draw' });
      assert.deepEqual(table.emitted.slice(before), [
        { type: 'move.played', round: 1, seat: 0, move: { type: 'draw' }, drawn },
        { type: 'turn.started', round: 1, seat: 0, human: true },
      ]);
    });
  });

  it('a human leader may open during the lead: turn, then move, then the next turn', async () => {
    const deal = fixedDeal(MC, [
      ['6-6', '6-5', '6-4', '6-3', '6-2'],
      ['5-5', '5-4', '5-3', '5-2', '5-1'],
      ['4-4', '4-3', '4-2', '4-1', '4-0'],
      ['3-3', '3-2', '3-1', '3-0', '2-2'],
    ]);
    const input = inputFor('maltese-cross', { targetScore: 50 }, { deal, aiDelay: 60_000 });
    await withTable(input, (table) => {
      assert.ok(table.snapshot().matches('lead'));
      assert.deepEqual(table.emitted, [{ type: 'lead.settled', round: 1, seat: 0, how: 'double-six', tile: '6-6' }]);
      table.send({ type: 'tile.play', tile: '6-6' });
      assert.deepEqual(table.emitted.slice(1), [
        { type: 'turn.started', round: 1, seat: 0, human: true },
        { type: 'move.played', round: 1, seat: 0, move: { type: 'play', tile: '6-6', end: 'center' } },
        { type: 'turn.started', round: 1, seat: 1, human: false },
      ]);
      assert.ok(table.snapshot().matches({ play: 'computerThinking' }));
    });
  });

  it('a fixed leader is announced as "deal"; a drawn-doubles lead lists the doubles drawn', async () => {
    const mc = inputFor('maltese-cross', {}, { deal: { ...SEAT2_LEADS, leader: 2 }, aiDelay: 60_000 });
    await withTable(mc, (table) => {
      const lead = newMatch(mc.rules, mc.seed, mc.deal).lead;
      assert.equal(lead.how, 'deal');
      assert.deepEqual(table.emitted[0], {
        type: 'lead.settled',
        round: 1,
        seat: 2,
        how: 'deal',
        ...(lead.tile ? { tile: lead.tile } : {}),
      });
    });
    const by = inputFor('doubles-in-the-boneyard', {}, { seed: 'drawn', aiDelay: 60_000 });
    await withTable(by, (table) => {
      const lead = newMatch(by.rules, by.seed).lead;
      assert.equal(lead.how, 'drawn-doubles');
      assert.ok(lead.drawn && lead.drawn.length === 3);
      assert.deepEqual(table.emitted, [
        { type: 'lead.settled', round: 1, seat: lead.seat, how: 'drawn-doubles', drawn: lead.drawn },
      ]);
    });
  });

  it("round.ended and match.ended carry the engine's results, once each, in order", async () => {
    const input = inputFor('doubles', { players: 2, targetScore: 30 }, { seed: 'ends', humans: 1 });
    await withTable(input, async (table) => {
      for (;;) {
        const s = await settle(table);
        if (s.matches('matchOver') || s.matches('roundOver')) {
          const { lastRound, scores, winner } = s.context.match;
          assert.ok(lastRound);
          const ends = table.emitted.filter((e) => e.type === 'round.ended');
          assert.equal(ends.length, lastRound.round);
          const { round, reason, winner: roundWinner, points, hands } = lastRound;
          assert.deepEqual(ends.at(-1), {
            type: 'round.ended',
            round,
            reason,
            winner: roundWinner,
            points,
            scores: lastRound.scores,
            hands,
          });
          if (s.matches('matchOver')) {
            assert.deepEqual(table.emitted.at(-2), ends.at(-1));
            assert.deepEqual(table.emitted.at(-1), { type: 'match.ended', winner, scores });
            assert.equal(table.emitted.filter((e) => e.type === 'match.ended').length, 1);
            return;
          }
          assert.equal(table.emitted.at(-1)?.type, 'round.ended');
          table.send({ type: 'round.next' });
          assert.deepEqual(table.emitted.at(-1), {
            type: 'lead.settled',
            round: round + 1,
            ...leadFields(table.snapshot().context.match),
          });
        } else {
          table.send(eventFor(legalMoves(s.context.match)[0]!));
        }
      }
    });
  });
});

function leadFields(match: MatchState) {
  const { seat, how, drawn, tile } = match.lead;
  return { seat, how, ...(drawn ? { drawn } : {}), ...(tile ? { tile } : {}) };
}
