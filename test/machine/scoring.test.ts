/** The statechart in the games that score during play: count and points on each move, a match won mid-round. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { TableEmitted, TableInput } from '../../src/machine/index.js';
import { allFives, fivesAndThrees } from '../engine/scoring-games.js';
import { assertGameOrder, eventFor, fixedDeal, isAwaitingHuman, playToEnd, settle, withTable } from './helpers.js';

const watch = (rules: TableInput['rules'], seed: string): TableInput => ({
  rules,
  seed,
  humans: 0,
  ai: 'normal',
  aiDelay: 0,
});

/** Checks R-GX-11 over what the machine emitted: every total is the moves' points plus the rounds' points. */
function assertTotals(emitted: TableEmitted[], players: number): number[] {
  const totals = Array.from({ length: players }, () => 0);
  for (const e of emitted) {
    if (e.type === 'move.played') {
      assert.equal(typeof e.count, 'number', 'every move carries the count');
      assert.equal(typeof e.points, 'number', 'every move carries its points');
      totals[e.seat]! += e.points!;
    }
    if (e.type === 'round.ended') {
      e.points.forEach((p, s) => (totals[s]! += p));
      assert.deepEqual(e.scores, totals, `round ${e.round}: scores are the points during play plus the round's`);
    }
  }
  return totals;
}

describe('machine: games that score during play', () => {
  for (const [name, rules] of [
    ['All Fives', allFives({ targetScore: 60 })],
    ['Fives and Threes', fivesAndThrees()],
  ] as const) {
    it(`${name}: R-A5-6 / R-F3-6: each move.played carries count and points; R-GX-11: totals add up; the match ends once`, async () => {
      await withTable(watch(rules, `machine-${name}`), async (table) => {
        await playToEnd(table);
        assertGameOrder(table.emitted, 0);
        const totals = assertTotals(table.emitted, rules.players);
        const end = table.emitted.find((e) => e.type === 'match.ended');
        assert.ok(end?.type === 'match.ended');
        assert.deepEqual(end.scores, totals);
        assert.deepEqual(table.snapshot().context.match.scores, totals);
      });
    });
  }

  it('R-A5-9, R-GX-9: a score during play that reaches the target emits round.ended (target) and then match.ended', async () => {
    const rules = allFives({ targetScore: 10 });
    // Seat 0 (the person) leads 5-5: count 10, 10 points, the target: the round stops there.
    const deal = fixedDeal(
      rules,
      [
        ['5-5', '6-4', '6-3', '6-2', '6-1', '6-0', '4-4', '3-3', '2-2'],
        ['5-4', '5-3', '5-2', '5-1', '5-0', '4-3', '4-2', '4-1', '4-0'],
      ],
      [],
      0,
    );
    const input: TableInput = { rules, seed: 'target', humans: 1, ai: 'normal', aiDelay: 0, deal };
    await withTable(input, async (table) => {
      await settle(table, isAwaitingHuman);
      table.emitted.length = 0;
      table.send(eventFor({ type: 'play', tile: '5-5', end: 'center' }));
      const s = await settle(table, (snap) => snap.matches('matchOver'));
      const types = table.emitted.map((e) => e.type);
      assert.deepEqual(types, ['move.played', 'round.ended', 'match.ended']);
      const [played, ended, won] = table.emitted;
      assert.ok(played?.type === 'move.played' && ended?.type === 'round.ended' && won?.type === 'match.ended');
      assert.deepEqual([played.count, played.points], [10, 10]);
      assert.equal(ended.reason, 'target');
      assert.equal(ended.winner, 0);
      assert.deepEqual(ended.points, [0, 0]);
      assert.deepEqual(ended.scores, [10, 0]);
      assert.deepEqual([won.winner, won.scores], [0, [10, 0]]);
      assert.equal(s.context.match.count, 10);
    });
  });
});
