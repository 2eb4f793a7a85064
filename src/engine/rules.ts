/** `rulesFor`, which resolves and validates a game's options over its preset (src/games/<id>/, by registry). */

import { resulting, type Result } from './result.js';
import { tilesOf } from './tiles.js';
import { GAMES, isVariant, VARIANTS } from '../games/index.js';
import type { LeadRule, ResolvedRules, RuleOptions, SetName, Spinners, Variant } from './types.js';

/** The presets: the games' rules as data (src/games/<id>/), by the one registry every list of games reads. */
export const PRESETS = GAMES;

export { VARIANTS, isVariant };

/** The options a variant lets the page choose (others are fixed by the preset). */
export function choicesOf(variant: Variant): {
  players: readonly number[];
  spinners: readonly Spinners[];
  lead: readonly LeadRule[];
  set: readonly SetName[];
} {
  const p = PRESETS[variant];
  const players: number[] = [];
  for (let n = p.players.min; n <= p.players.max; n++) players.push(n);
  return { players, spinners: p.spinners, lead: p.lead, set: p.set };
}

/** The largest hand that leaves the preset's reserve (and at least one tile to draw where drawing exists). */
export function maxHandSize(variant: Variant, players: number, set: SetName): number {
  const p = PRESETS[variant];
  const total = tilesOf(set, p.mechanisms.doublesInPlay).length;
  const keep = p.mechanisms.draw === 'never' || p.dealsWholeSet === true ? 0 : p.mechanisms.reserve;
  return Math.floor((total - keep) / players);
}

function oneOf<T>(name: string, value: T | undefined, allowed: readonly T[], variant: Variant): T {
  if (value === undefined) return allowed[0] as T;
  if (!allowed.includes(value)) {
    throw new RangeError(
      `${name} ${JSON.stringify(value)} is not allowed for ${variant}: allowed ${allowed.map((a) => JSON.stringify(a)).join(', ')}`,
    );
  }
  return value;
}

function integerIn(name: string, value: unknown, min: number, max: number, variant: Variant): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `an integer ≥ ${min}` : `an integer from ${min} to ${max}`;
    throw new RangeError(`${name} ${JSON.stringify(value)} is not allowed for ${variant}: allowed ${range}`);
  }
  return value;
}

/** Resolves a variant and options into complete rules; throws RangeError naming the bad value. */
export function rulesFor(variant: Variant, options: Partial<RuleOptions> = {}): ResolvedRules {
  if (!isVariant(variant)) {
    throw new RangeError(`variant ${JSON.stringify(variant)} is unknown: allowed ${VARIANTS.join(', ')}`);
  }
  const p = PRESETS[variant];
  const players =
    options.players === undefined
      ? p.players.default
      : integerIn('players', options.players, p.players.min, p.players.max, variant);
  const set = oneOf('set', options.set, p.set, variant);
  const spinners = oneOf('spinners', options.spinners, p.spinners, variant);
  const lead = oneOf('lead', options.lead, p.lead, variant);
  const handSize =
    options.handSize === undefined
      ? p.handSize(players, set)
      : integerIn('handSize', options.handSize, 1, maxHandSize(variant, players, set), variant);
  const targetScore =
    options.targetScore === undefined
      ? typeof p.targetScore === 'number'
        ? p.targetScore
        : p.targetScore(players)
      : integerIn('targetScore', options.targetScore, 1, Number.MAX_SAFE_INTEGER, variant);
  return { variant, players, handSize, set, spinners, lead, targetScore, ...p.mechanisms };
}

/** A variant and options resolved into complete rules, or why not (the first bad value, named). */
export function checkRules(variant: Variant, options: Partial<RuleOptions> = {}): Result<ResolvedRules> {
  return resulting(() => rulesFor(variant, options));
}
