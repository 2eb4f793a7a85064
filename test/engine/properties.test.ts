/**
 * Property tests: seeded random matches of every variant and option combination, with every invariant of
 * invariants.ts checked after every move (fast-check picks the seeds, from a fixed seed of its own).
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { newMatch, rulesFor, type RuleOptions, type Variant } from '../../src/engine/index.js';
import { ALL_VARIANTS, FULL_CHECKS, optionCombos, playCheckedMatch, type CheckOptions } from './checked-match.js';

/** fast-check's own seed: fixed so `npm test` is reproducible; FC_SEED=… explores other matches. */
const FC_SEED = Number(process.env['FC_SEED'] ?? 20_261_122);

/** Short targets keep 1 000 matches per variant within a few seconds; 1 ends a match at its first score. */
const SHORT_TARGETS = [1, 10, 30] as const;

/** Costly checks (illegal moves, untouched state, every legal move applied) on a share of the states. */
const SAMPLED: CheckOptions = { ...FULL_CHECKS, sample: 0.1 };

const MATCHES = 1000;

const describeOptions = (o: Partial<RuleOptions>): string => JSON.stringify(o);

function manyMatches(variant: Variant): void {
  const combos = optionCombos(variant);
  const covered = new Set<number>();
  let matches = 0;
  fc.assert(
    fc.property(
      fc.nat(combos.length - 1),
      fc.constantFrom(...SHORT_TARGETS),
      fc.string({ maxLength: 8 }),
      fc.nat(),
      (combo, targetScore, seed, moveSeed) => {
        const options = { ...combos[combo], targetScore };
        const rules = rulesFor(variant, options);
        try {
          playCheckedMatch(rules, seed, moveSeed, SAMPLED);
        } catch (e) {
          throw new Error(
            `${variant} ${describeOptions(options)} seed ${JSON.stringify(seed)} moves ${moveSeed}: ${(e as Error).message}`,
            {
              cause: e,
            },
          );
        }
        covered.add(combo);
        matches++;
      },
    ),
    { numRuns: MATCHES, seed: FC_SEED },
  );
  assert.equal(matches, MATCHES);
  assert.equal(covered.size, combos.length, 'every option combination was played');
}

function defaultTargets(variant: Variant, perCombo: number): void {
  const combos = optionCombos(variant);
  combos.forEach((options, c) => {
    for (let k = 0; k < perCombo; k++) {
      const rules = rulesFor(variant, options);
      const seed = `default-${variant}-${c}-${k}`;
      try {
        const run = playCheckedMatch(rules, seed, c * 1000 + k, FULL_CHECKS);
        assert.ok(run.final.phase === 'match-over' && run.final.scores[run.final.winner!]! >= rules.targetScore);
      } catch (e) {
        throw new Error(`${variant} ${describeOptions(options)} seed ${seed}: ${(e as Error).message}`, { cause: e });
      }
    }
  });
}

describe('engine properties over seeded random play', () => {
  for (const variant of ALL_VARIANTS) {
    it(`${variant}: ${MATCHES} matches at short targets, every option: tiles, turns, legality, scoring, match end, replay`, () => {
      manyMatches(variant);
    });
  }

  it('maltese-cross and doubles-in-the-boneyard: whole matches at the default target of 200, every check on every move', () => {
    defaultTargets('maltese-cross', 3);
    defaultTargets('doubles-in-the-boneyard', 3);
  });

  it('doubles and doubles-classic: whole matches at the default target of 100 for every option combination', () => {
    defaultTargets('doubles', 4);
    defaultTargets('doubles-classic', 1);
  });

  it('all-fives and fives-and-threes: whole matches at the default targets (250 / 200, exactly 61), every check on every move', () => {
    defaultTargets('all-fives', 1);
    defaultTargets('fives-and-threes', 2);
  });

  it('R-ALL-9: newMatch is deterministic per seed, and different seeds deal differently', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_VARIANTS), fc.string(), (variant, seed) => {
        const rules = rulesFor(variant);
        assert.deepEqual(newMatch(rules, seed), newMatch(rules, seed));
      }),
      { numRuns: 200, seed: FC_SEED },
    );
    for (const variant of ALL_VARIANTS) {
      const rules = rulesFor(variant);
      const deals = new Set(Array.from({ length: 50 }, (_, i) => JSON.stringify(newMatch(rules, `s${i}`).hands)));
      assert.ok(deals.size >= 48, `${variant}: ${deals.size} different deals from 50 seeds`);
    }
  });
});
