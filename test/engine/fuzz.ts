/**
 * The engine fuzzer (`npm run fuzz`): many seeded random matches per variant, option combinations and
 * targets cycled, every invariant of invariants.ts checked. Exits non-zero with the seeds of any failure.
 *
 *   npm run fuzz                                   10 000 matches per variant
 *   npm run fuzz -- --matches 500                  fewer
 *   npm run fuzz -- --variant doubles --match 4711 replays one failing match
 */

import { parseArgs } from 'node:util';
import type { ResolvedRules, Variant } from '../../src/engine/index.js';
import { ALL_VARIANTS, FULL_CHECKS, playCheckedMatch, rulesForRun, type CheckOptions } from './checked-match.js';

const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '10000' },
    variant: { type: 'string' },
    match: { type: 'string' },
    sample: { type: 'string', default: '0.1' },
  },
});

/** Targets cycled per option combination: the variant's own, then shorter ones for more rounds per second. */
const TARGETS = [undefined, 30, 10] as const;

const matches = Number(values.matches);
const variants = values.variant ? [values.variant as Variant] : ALL_VARIANTS;
const checks: CheckOptions = { ...FULL_CHECKS, sample: Number(values.sample) };
const only = values.match === undefined ? undefined : Number(values.match);

if (!Number.isInteger(matches) || matches < 1 || variants.some((v) => !ALL_VARIANTS.includes(v))) {
  console.error(`usage: fuzz [--matches N] [--variant ${ALL_VARIANTS.join('|')}] [--match I] [--sample 0..1]`);
  process.exit(2);
}

const options = (r: ResolvedRules) =>
  JSON.stringify({ players: r.players, set: r.set, spinners: r.spinners, lead: r.lead, targetScore: r.targetScore });

let passed = 0;
let failed = 0;
for (const variant of variants) {
  const started = performance.now();
  let ok = 0;
  let bad = 0;
  let rounds = 0;
  let moves = 0;
  for (let i = only ?? 0; i < (only === undefined ? matches : only + 1); i++) {
    const rules = rulesForRun(variant, i, TARGETS);
    const seed = `fuzz-${variant}-${i}`;
    try {
      const run = playCheckedMatch(rules, seed, i, checks);
      rounds += run.rounds;
      moves += run.moves;
      ok++;
    } catch (e) {
      bad++;
      if (bad <= 10) {
        console.error(`FAIL ${variant} match ${i} ${options(rules)} seed ${JSON.stringify(seed)} moves ${i}`);
        console.error(`     ${(e as Error).message}`);
        console.error(`     reproduce: npm run fuzz -- --variant ${variant} --match ${i} --sample 1`);
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`${variant}: ${ok} passed, ${bad} failed (${rounds} rounds, ${moves} moves, ${seconds.toFixed(1)} s)`);
  passed += ok;
  failed += bad;
}
console.log(`fuzz: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
