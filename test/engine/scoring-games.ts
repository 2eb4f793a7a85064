/**
 * The rule sets of All Fives (R-A5) and Fives and Threes (R-F3) as the scenario and property tests use them:
 * `rulesFor` of the game, resolved with the options given.
 */

import type { Mechanisms, ResolvedRules, RuleOptions, Variant } from '../../src/engine/index.js';

const ALL_FIVES: Mechanisms = {
  doublesInPlay: true,
  direction: 1,
  leadFallback: 'redeal',
  laterLead: 'domino-winner',
  cross: false,
  suitLock: false,
  draw: 'when-stuck',
  drawLimit: 'playable',
  playDrawn: true,
  reserve: 0,
  blockScoring: 'lowest-takes-opponents',
  playPoints: 'fives',
  sidesFirst: true,
  dominoScoring: 'pips',
  roundTo: 5,
  targetRule: 'at-once',
};

const FIVES_AND_THREES: Mechanisms = {
  doublesInPlay: true,
  direction: 1,
  leadFallback: 'redeal',
  laterLead: 'rotation',
  cross: false,
  suitLock: false,
  draw: 'never',
  drawLimit: 'one',
  playDrawn: false,
  reserve: 0,
  blockScoring: 'nobody',
  playPoints: 'fives-and-threes',
  sidesFirst: false,
  dominoScoring: 'chip-out',
  roundTo: 1,
  targetRule: 'exact',
};

/** R-A5-1, R-A5-10: 9 / 7 / 5 tiles, target 250 for two, 200 for three or four; `first-double` or `none` (Muggins). */
export function allFives(options: Partial<RuleOptions> = {}): ResolvedRules {
  const players = options.players ?? 2;
  return {
    variant: 'all-fives' as Variant,
    players,
    handSize: options.handSize ?? (players === 2 ? 9 : players === 3 ? 7 : 5),
    set: 'double-six',
    spinners: options.spinners ?? 'first-double',
    lead: 'drawn-doubles',
    targetScore: options.targetScore ?? (players === 2 ? 250 : 200),
    ...ALL_FIVES,
  };
}

/** R-F3-1: 7 tiles for two, 5 for three or four; target exactly 61. */
export function fivesAndThrees(options: Partial<RuleOptions> = {}): ResolvedRules {
  const players = options.players ?? 2;
  return {
    variant: 'fives-and-threes' as Variant,
    players,
    handSize: options.handSize ?? (players === 2 ? 7 : 5),
    set: 'double-six',
    spinners: 'none',
    lead: 'drawn-doubles',
    targetScore: options.targetScore ?? 61,
    ...FIVES_AND_THREES,
  };
}
