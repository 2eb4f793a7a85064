/** Attributes → settings: validates every raw attribute value, applies defaults, and lists what was wrong. */

import { validateDeal } from '../engine/deal.js';
import { newMatch } from '../engine/match.js';
import { failed, ok, type Result } from '../engine/result.js';
import { randomFor } from '../engine/rng.js';
import { choicesOf, maxHandSize, rulesFor, VARIANTS } from '../engine/rules.js';
import { DEFAULT_VARIANT } from '../games/index.js';
import type { Deal, LeadRule, ResolvedRules, SetName, Spinners, Variant } from '../engine/types.js';
import { LEVELS, type Level } from '../ai/players.js';

/**
 * The attribute values as the element reads them (`getAttribute`, or the property it reflects):
 * `null`/`undefined` means the attribute is absent. Boolean attributes (`show-hands`, `hints`) and
 * `lang` are not here: their presence is their value, and `lang` is resolved by i18n/.
 */
export interface RawAttributes {
  variant?: string | null;
  players?: string | null;
  humans?: string | null;
  seed?: string | null;
  targetScore?: string | null;
  handSize?: string | null;
  spinners?: string | null;
  lead?: string | null;
  set?: string | null;
  ai?: string | null;
  aiDelay?: string | null;
  theme?: string | null;
  playerNames?: string | null;
  deal?: string | null;
  persist?: string | null;
  loading?: string | null;
}

/** One invalid or ignored attribute: the element dispatches `domino-error` and warns once per problem. */
export interface AttributeProblem {
  /** The HTML attribute name, e.g. `target-score`. */
  attribute: string;
  /** The raw value as given. */
  value: string;
  /** English, developer-facing: for `console.warn` and the `domino-error` detail. */
  message: string;
}

export type Theme = 'light' | 'dark' | 'auto';

export interface TableConfig {
  variant: Variant;
  rules: ResolvedRules;
  humans: number;
  /** null: no seed given, the element picks a random one. */
  seed: string | null;
  /** A validated fixed first deal in canonical tile form ("1-3" → "3-1"), or undefined. */
  deal: Deal | undefined;
  ai: Level;
  aiDelay: number;
  theme: Theme;
  /** Per seat, trimmed; an empty entry means "use the localised default for that seat". */
  playerNames: string[];
  /** The localStorage key, or null for no persistence. */
  persist: string | null;
}

export const DEFAULT_HUMANS = 1;
export const DEFAULT_AI: Level = 'normal';
export const DEFAULT_AI_DELAY = 700;
export const DEFAULT_THEME: Theme = 'light';
const THEMES: readonly Theme[] = ['light', 'dark', 'auto'];
/** setTimeout's largest delay; a longer one would fire at once, the opposite of what was asked. */
const MAX_DELAY = 2_147_483_647;
const DEAL_KEYS = new Set(['hands', 'boneyard', 'leader']);

/**
 * A non-negative integer in plain decimal digits, or undefined. This is the HTML "valid non-negative
 * integer" grammar (ASCII digits only, leading zeros allowed) with nothing around it: no sign, no
 * whitespace, no exponent, no fraction ("-0", " 7", "1e3", "3.5", "12abc" are all refused), so a typo
 * is reported instead of silently read as something else.
 */
export function parseCount(text: string): number | undefined {
  if (!/^[0-9]+$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** Messages are plain text for the console: the value is shown shortened, never interpreted. */
const quote = (value: string): string => `"${value.length > 60 ? `${value.slice(0, 57)}...` : value}"`;
const list = (values: readonly (string | number)[]): string => values.map((v) => `"${v}"`).join(', ');

/**
 * Reads and validates all attributes; never throws. Each invalid value falls back to its default and
 * yields one problem, in the order variant, players, set, spinners, lead, hand-size, target-score,
 * humans, ai, ai-delay, theme, persist, deal. Keywords match exactly, as numbers do: no other case, no
 * surrounding whitespace ("Dark", " doubles" are reported), because the property reflects the value the
 * page wrote and a silent fix-up would hide the typo. `seed` and `player-names` accept any text.
 */
export function readConfig(raw: RawAttributes): { config: TableConfig; problems: AttributeProblem[] } {
  const problems: AttributeProblem[] = [];
  const report = (attribute: string, value: string, why: string, fallback: string): void => {
    // A deal is long JSON: the message says what is wrong with it rather than repeating it.
    const shown = attribute === 'deal' ? attribute : `${attribute}=${quote(value)}`;
    problems.push({ attribute, value, message: `${shown} ${why}; ${fallback}.` });
  };
  const given = (v: string | null | undefined): v is string => typeof v === 'string';
  /** One of the `allowed` keywords, else `fallback` (reported when a value was given). */
  function keyword<T extends string>(
    attribute: string,
    value: string | null | undefined,
    allowed: readonly T[],
    fallback: T,
  ): T {
    if (!given(value)) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    report(attribute, value, `is not allowed (allowed: ${list(allowed)})`, `using "${fallback}"`);
    return fallback;
  }

  // variant first: every other option is checked against it. Not the engine's isVariant: it uses `in`, so
  // "constructor" or "toString" would pass.
  const variant = keyword('variant', raw.variant, VARIANTS, DEFAULT_VARIANT);
  const choices = choicesOf(variant);
  const defaults = rulesFor(variant);

  /** A whole number that `fits`, else `fallback` (reported with `why` when a value was given). */
  function count(
    attribute: string,
    value: string | null | undefined,
    fits: (n: number) => boolean,
    why: string,
    fallback: number,
  ): number {
    if (!given(value)) return fallback;
    const n = parseCount(value);
    if (n !== undefined && fits(n)) return n;
    report(attribute, value, why, `using ${fallback}`);
    return fallback;
  }

  const seats = choices.players;
  const players = count(
    'players',
    raw.players,
    (n) => seats.includes(n),
    seats.length === 1
      ? `is not possible: ${variant} is always played by ${defaults.players}`
      : `is not a whole number from ${seats[0]} to ${seats[seats.length - 1]} (${variant})`,
    defaults.players,
  );

  // Options only some variants offer: elsewhere any value is ignored, since the variant fixes the rule.
  function option<T extends string>(
    attribute: string,
    value: string | null | undefined,
    allowed: readonly T[],
    fixed: T,
  ): T {
    if (!given(value) || allowed.length > 1) return keyword(attribute, value, allowed, fixed);
    report(attribute, value, `is not an option of ${variant}`, `ignored: ${variant} always uses "${fixed}"`);
    return fixed;
  }
  const set: SetName = option('set', raw.set, choices.set, defaults.set);
  const spinners: Spinners = option('spinners', raw.spinners, choices.spinners, defaults.spinners);
  const lead: LeadRule = option('lead', raw.lead, choices.lead, defaults.lead);

  const base = { players, set, spinners, lead };
  // The most that leaves the variant's reserve, as rulesFor allows.
  const max = maxHandSize(variant, players, set);
  const handSize = count(
    'hand-size',
    raw.handSize,
    (n) => n >= 1 && n <= max,
    `is not a whole number from 1 to ${max} tiles (${variant}, ${players} players, ${set})`,
    rulesFor(variant, base).handSize,
  );
  const targetScore = count(
    'target-score',
    raw.targetScore,
    (n) => n > 0,
    'is not a positive whole number',
    defaults.targetScore,
  );

  // A value not given is the default, as rulesFor would choose it.
  const rules = rulesFor(variant, { ...base, handSize, targetScore });

  const humans = count(
    'humans',
    raw.humans,
    (n) => n <= rules.players,
    `is not a whole number from 0 to ${rules.players}`,
    DEFAULT_HUMANS,
  );

  const ai = keyword('ai', raw.ai, LEVELS, DEFAULT_AI);

  const aiDelay = count(
    'ai-delay',
    raw.aiDelay,
    (n) => n <= MAX_DELAY,
    `is not a whole number of milliseconds from 0 to ${MAX_DELAY}`,
    DEFAULT_AI_DELAY,
  );

  const theme = keyword('theme', raw.theme, THEMES, DEFAULT_THEME);

  // An empty entry ("Ann,,Bob") keeps that seat's default name; an empty attribute names nobody.
  const playerNames =
    given(raw.playerNames) && raw.playerNames.trim() !== '' ? raw.playerNames.split(',').map((n) => n.trim()) : [];

  // Only checked: the element reads `loading` itself (a lazy table is one not started yet).
  keyword('loading', raw.loading, ['eager', 'lazy'], 'eager');

  let persist: string | null = null;
  if (given(raw.persist)) {
    if (raw.persist.trim() !== '') persist = raw.persist;
    else report('persist', raw.persist, 'is empty', 'the match is not saved');
  }

  let deal: Deal | undefined;
  if (given(raw.deal)) {
    const result = readDeal(raw.deal, rules);
    if (result.ok) deal = result.value;
    else report('deal', raw.deal, `is not a usable deal: ${result.why}`, 'dealing from the seed');
  }

  const seed = given(raw.seed) ? raw.seed : null;
  return {
    config: { variant, rules, humans, seed, deal, ai, aiDelay, theme, playerNames, persist },
    problems,
  };
}

/** Parses and checks a `deal` attribute: the deal in canonical form, or why it cannot be used. */
export function readDeal(text: string, rules: ResolvedRules): Result<Deal> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return failed('not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return failed('must be a JSON object like {"hands": [["6-6", …], …]}');
  }
  // A misspelt key ("boneYard") would otherwise be dropped silently and the deal mean something else.
  const unknown = Object.keys(parsed).filter((k) => !DEAL_KEYS.has(k));
  if (unknown.length > 0) return failed(`unknown key ${list(unknown)} (allowed: ${list([...DEAL_KEYS])})`);
  const given = parsed as Deal;
  try {
    // The random only fills a missing boneyard, which is thrown away here: the seed deals it later.
    const checked = validateDeal(rules, given, randomFor('config'));
    const deal: Deal = { hands: checked.hands };
    if (given.boneyard !== undefined) deal.boneyard = checked.boneyard;
    if (checked.leader !== undefined) deal.leader = checked.leader;
    // The lead rule is checked only when the match opens (a leader without a tile it may open with).
    newMatch(rules, 'config', deal);
    return ok(deal);
  } catch (e) {
    return failed(e instanceof Error ? e.message.replace(/^deal: /, '') : String(e));
  }
}
