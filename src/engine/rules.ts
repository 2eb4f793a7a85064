/** Rule presets: one data object per variant, and `rulesFor`, which resolves and validates options. */

import { resulting, type Result } from './result.js';
import { tilesOf } from './tiles.js';
import type { LeadRule, Mechanisms, ResolvedRules, RuleOptions, SetName, Spinners, Variant } from './types.js';

interface Preset {
  mechanisms: Mechanisms;
  players: { min: number; max: number; default: number };
  targetScore: number;
  /** Options the page may choose, with their allowed values; the first is the default. */
  spinners: readonly Spinners[];
  lead: readonly LeadRule[];
  set: readonly SetName[];
  handSize: (players: number, set: SetName) => number;
}

/** The presets, keyed by the variant union so a new variant cannot be forgotten. */
export const PRESETS: { readonly [V in Variant]: Preset } = {
  // R-MC-1…R-MC-9
  'maltese-cross': {
    mechanisms: {
      doublesInPlay: true,
      direction: 1,
      leadFallback: 'search',
      laterLead: 'lead-rule',
      cross: true,
      suitLock: true,
      draw: 'any-time',
      drawLimit: 'playable',
      playDrawn: false,
      reserve: 2,
      blockScoring: 'ten-each',
    },
    players: { min: 4, max: 4, default: 4 },
    targetScore: 200,
    spinners: ['first'],
    lead: ['double-six'],
    set: ['double-six'],
    handSize: () => 5,
  },
  // R-DB-1…R-DB-8
  doubles: {
    mechanisms: {
      doublesInPlay: true,
      direction: 1,
      leadFallback: 'redeal',
      laterLead: 'lead-rule',
      cross: false,
      suitLock: true,
      draw: 'when-stuck',
      drawLimit: 'one',
      playDrawn: true,
      reserve: 2,
      blockScoring: 'lowest-takes-opponents',
    },
    players: { min: 2, max: 4, default: 4 },
    targetScore: 100,
    spinners: ['all'],
    lead: ['highest-double'],
    set: ['double-six'],
    handSize: (players) => (players === 2 ? 8 : 6),
  },
  // R-DC-1…R-DC-8
  'doubles-classic': {
    mechanisms: {
      doublesInPlay: true,
      direction: 1,
      leadFallback: 'redeal',
      laterLead: 'lead-rule',
      cross: false,
      suitLock: true,
      draw: 'when-stuck',
      drawLimit: 'playable',
      playDrawn: true,
      reserve: 0,
      blockScoring: 'lowest-takes-opponents',
    },
    players: { min: 2, max: 4, default: 4 },
    targetScore: 100,
    spinners: ['all', 'first', 'none'],
    lead: ['highest-double', 'double-six'],
    set: ['double-six', 'double-nine'],
    handSize: (players, set) => (set === 'double-nine' || players === 2 ? 7 : 5),
  },
  // R-BY-1…R-BY-8
  'doubles-in-the-boneyard': {
    mechanisms: {
      doublesInPlay: false,
      direction: -1,
      leadFallback: 'redeal',
      laterLead: 'previous-winner',
      cross: false,
      suitLock: false,
      draw: 'never',
      drawLimit: 'one',
      playDrawn: false,
      reserve: 0,
      blockScoring: 'lowest-takes-all',
    },
    players: { min: 3, max: 3, default: 3 },
    targetScore: 200,
    spinners: ['none'],
    lead: ['drawn-doubles'],
    set: ['double-six'],
    handSize: () => 7,
  },
};

export const VARIANTS = Object.keys(PRESETS) as Variant[];

export const isVariant = (v: unknown): v is Variant => typeof v === 'string' && Object.hasOwn(PRESETS, v);

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
  const keep = p.mechanisms.draw === 'never' ? 0 : p.mechanisms.reserve;
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

/** Resolves a variant and options into complete rules; throws RangeError naming the bad value (README "Headless engine in Node"). */
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
      ? p.targetScore
      : integerIn('targetScore', options.targetScore, 1, Number.MAX_SAFE_INTEGER, variant);
  return { variant, players, handSize, set, spinners, lead, targetScore, ...p.mechanisms };
}

/** A variant and options resolved into complete rules, or why not (the first bad value, named). */
export function checkRules(variant: Variant, options: Partial<RuleOptions> = {}): Result<ResolvedRules> {
  return resulting(() => rulesFor(variant, options));
}
