/** Whole matches through the statechart: every variant to match-over with no, one and every seat human. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { restoreMatch, serializeMatch } from '../../src/machine/index.js';
import { VARIANTS, assertGameOrder, inputFor, playToEnd, withTable } from './helpers.js';

/** Small targets keep the matches short while still needing more than one round now and then. */
const TARGET = 40;

describe('whole matches', () => {
  for (const variant of VARIANTS) {
    for (const who of ['none', 'one', 'all'] as const) {
      it(`${variant}: ${who} human — plays to match-over, events in game order`, async () => {
        const base = inputFor(variant, { targetScore: TARGET }, { seed: `whole/${variant}/${who}` });
        const humans = who === 'none' ? 0 : who === 'one' ? 1 : base.rules.players;
        await withTable({ ...base, humans }, async (table) => {
          const played = await playToEnd(table);
          const s = table.snapshot();
          assert.ok(s.matches('matchOver'));
          const { match, rounds } = s.context;
          assert.equal(match.phase, 'match-over');
          assert.ok(match.winner !== null && (match.scores[match.winner] as number) >= TARGET);
          assert.equal(rounds.length, match.round);
          assert.equal(table.emitted.filter((e) => e.type === 'lead.settled').length, match.round);
          // People ask for the next round; watch mode goes on by itself.
          assert.equal(played.rounds, humans > 0 ? match.round : 1);
          if (who === 'none') assert.equal(played.humanMoves, 0);
          else assert.ok(played.humanMoves > 0);
          // Hands are handed over only where several people share the screen.
          if (who === 'all') assert.ok(played.handovers > 0);
          else assert.equal(played.handovers, 0);
          assertGameOrder(table.emitted, humans);
          const ended = table.emitted.at(-1);
          assert.deepEqual(ended, { type: 'match.ended', winner: match.winner, scores: match.scores });
          // The moves recorded replay to the very same match.
          const restored = restoreMatch(serializeMatch(s.context));
          assert.ok(restored.ok, restored.ok ? '' : restored.why);
          assert.deepEqual(restored.value.match, match);
        });
      });
    }
  }

  it('some match above went past one round (round.next and the watch-mode pause are exercised)', async () => {
    // Deterministic: the same seeds as above, so this checks the test itself covers multi-round matches.
    const rounds: number[] = [];
    for (const variant of VARIANTS) {
      for (const humans of [0, 1]) {
        const input = inputFor(
          variant,
          { targetScore: TARGET },
          { seed: `whole/${variant}/${humans ? 'one' : 'none'}`, humans },
        );
        rounds.push(
          await withTable(input, async (table) => {
            await playToEnd(table);
            return table.snapshot().context.match.round;
          }),
        );
      }
    }
    assert.ok(
      rounds.filter((n, i) => i % 2 === 0).some((n) => n > 1),
      `watch-mode rounds ${rounds}`,
    );
    assert.ok(
      rounds.filter((n, i) => i % 2 === 1).some((n) => n > 1),
      `one-human rounds ${rounds}`,
    );
  });
});
