/**
 * Records are exact (API.md §8, R-ALL-9): for seeded matches of every variant and option, `writeRecord`
 * then `readRecord` gives the positions of the match, step after step, round after round. The record
 * writes each round's deal and the tiles drawn, never the seed: what it cannot give back is the order of the
 * boneyard's tiles nobody drew, and how the opener was found (a redeal, drawn doubles), which it states instead.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { rulesFor, maxHandSize, type MatchState, type RuleOptions, type Variant } from '../../src/engine/index.js';
import { writeRecord } from '../../src/record/write.js';
import { ALL_VARIANTS, optionCombos } from '../engine/checked-match.js';
import { playMatch, randomDeal, replayOf, type PlayedMatch } from './helpers.js';

const FC_SEED = Number(process.env['FC_SEED'] ?? 20_261_122);

/** What a reader sees of a state: everything but the seed, the undrawn tiles' order and how the opener was found. */
export function position(state: MatchState): object {
  const { seed: _seed, boneyard, lead, ...seen } = state;
  return { ...seen, boneyard: boneyard.length, leader: lead.seat, leadTile: lead.tile };
}

/** Writes the match, reads it back, and compares every position and the moves the table would keep. */
function roundTrip(match: PlayedMatch): void {
  const text = writeRecord(match);
  assert.ok(!text.includes('[seed'), 'never the seed');
  const replay = replayOf(text);
  assert.equal(replay.steps.length, match.states.length, 'one step per deal and per move');
  replay.steps.forEach((step, i) => {
    assert.deepStrictEqual(position(step.state), position(match.states[i]!), `step ${i} of\n${text}`);
    assert.equal(step.round, match.states[i]!.round);
    // Every tile drawn is the one the match drew.
    assert.deepStrictEqual(step.state.log, match.states[i]!.log);
  });
  assert.deepStrictEqual(replay.rounds, match.rounds);
  assert.deepStrictEqual(replay.rules, match.rules);
  // What the replay gives back is what the table keeps: written again, it is the same text.
  assert.equal(writeRecord(replay), text);
}

const label = (variant: Variant, options: Partial<RuleOptions>, seed: string): string =>
  `${variant} ${JSON.stringify(options)} seed ${JSON.stringify(seed)}`;

describe('game records: written and read back', () => {
  it('R-ALL-9: every option combination of every variant, whole matches from a seed', () => {
    for (const variant of ALL_VARIANTS) {
      optionCombos(variant).forEach((combo, c) => {
        const options = { ...combo, targetScore: 40 };
        const seed = `combo-${c}`;
        try {
          roundTrip(playMatch(rulesFor(variant, options), seed, c, 10_000));
        } catch (e) {
          throw new Error(`${label(variant, options, seed)}: ${(e as Error).message}`, { cause: e });
        }
      });
    }
  });

  it('R-ALL-9: random matches, cut anywhere (mid-round, at a round end, just dealt), with or without a fixed deal', () => {
    const combos = ALL_VARIANTS.flatMap((variant) => optionCombos(variant).map((o) => [variant, o] as const));
    fc.assert(
      fc.property(
        fc.nat(combos.length - 1),
        fc.string({ maxLength: 12 }),
        fc.nat(),
        fc.integer({ min: 1, max: 300 }),
        fc.constantFrom(1, 25, 60),
        fc.option(fc.nat({ max: 20 }), { nil: undefined }),
        fc.record({ deal: fc.boolean(), boneyard: fc.boolean(), leader: fc.boolean() }),
        (combo, seed, moveSeed, steps, targetScore, smallHand, fixed) => {
          const [variant, base] = combos[combo]!;
          const options: Partial<RuleOptions> = { ...base, targetScore };
          if (smallHand !== undefined) {
            const players = base.players ?? rulesFor(variant).players;
            options.handSize = 1 + (smallHand % maxHandSize(variant, players, base.set ?? 'double-six'));
          }
          const rules = rulesFor(variant, options);
          const deal = fixed.deal ? randomDeal(rules, moveSeed, fixed.boneyard, fixed.leader) : undefined;
          try {
            roundTrip(playMatch(rules, seed, moveSeed, steps, deal));
          } catch (e) {
            throw new Error(`${label(variant, options, seed)} deal ${JSON.stringify(deal)}: ${(e as Error).message}`, {
              cause: e,
            });
          }
        },
      ),
      { numRuns: 300, seed: FC_SEED },
    );
  });

  it('a seed that is not one plain word is quoted, and read back as it was', () => {
    for (const seed of ['', 'two words', 'a]b', 'quote " and \\ backslash', ' padded ', 'line\nbreak', '[x]{y}']) {
      const match = playMatch(rulesFor('doubles', { players: 2, targetScore: 5 }), seed, 3, 40);
      roundTrip(match);
    }
  });
});
