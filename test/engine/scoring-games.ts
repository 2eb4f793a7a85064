/** The rule sets of All Fives (R-A5) and Fives and Threes (R-F3) as the scenario and property tests use them. */

import { rulesFor, type ResolvedRules, type RuleOptions } from '../../src/engine/index.js';

/** R-A5-1, R-A5-10: 9 / 7 / 5 tiles, target 250 for two, 200 for three or four; `first-double` or `none` (Muggins). */
export const allFives = (options: Partial<RuleOptions> = {}): ResolvedRules => rulesFor('all-fives', options);

/** R-F3-1: 7 tiles for two, 5 for three or four; target exactly 61. */
export const fivesAndThrees = (options: Partial<RuleOptions> = {}): ResolvedRules =>
  rulesFor('fives-and-threes', options);
