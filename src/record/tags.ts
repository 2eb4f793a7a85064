/** The tags of a game record: the match's options (resolved into rules), the starting scores, and each round's deal. */

import {
  choicesOf,
  maxHandSize,
  parseTile,
  rulesFor,
  VARIANTS,
  type ResolvedRules,
  type RuleOptions,
  type Tile,
} from '../engine/index.js';
import { fail } from './errors.js';
import type { Token } from './lex.js';
import type { Spot } from './errors.js';

export type Tag = Extract<Token, { kind: 'tag' }>;

/** The tags that start a new match: they come before the first move. */
export const OPTION_TAGS = [
  'variant',
  'players',
  'set',
  'spinners',
  'lead',
  'hand-size',
  'target-score',
  'seed',
  'scores',
  'title',
  'names',
] as const;
/** The tags of one round's deal: at the start of the round, before its first move. */
export const DEAL_TAGS = ['hands', 'boneyard', 'leader'] as const;
export const ALL_TAGS = [...OPTION_TAGS, 'round', ...DEAL_TAGS, 'chapter'].join(', ');

export type OptionTag = (typeof OPTION_TAGS)[number];
export type DealTag = (typeof DEAL_TAGS)[number];

/** A round's deal as written: the engine's Deal, with where its parts were written for error messages. */
export interface WrittenDeal {
  /** The tiles written for each hand; `more` says how many each is dealt besides (`+N`). */
  hands: Tile[][];
  /** Per seat, the tiles dealt from the rest of the set besides those written (`+N`; 0 when none). */
  more: number[];
  /** In draw order; it may list only the first tiles to be drawn (README "Game records"). */
  boneyard?: Tile[];
  leader?: number;
  /** Every dealt tile with the spot it was written at. */
  spots: Map<string, Spot>;
  /** The `[hands …]` tag. */
  spot: Spot;
  leaderSpot?: Spot;
}

const spotOf = (tag: Tag): Spot => ({ at: tag.at, text: tag.text });
/** The tag's value as one spot (its first word's place), for errors about the value as a whole. */
const valueSpot = (tag: Tag): Spot => ({ at: tag.valueAt, text: tag.value || tag.text });

/** A tile of this game's set, canonical ("1-3" reads "3-1"); `bad-tile` naming the word otherwise. */
export function tileOf(spot: Spot, text: string, rules: ResolvedRules): Tile {
  const tile = /^\d-\d$/.test(text) ? parseTile(text) : undefined;
  const max = rules.set === 'double-nine' ? 9 : 6;
  if (!tile || tile.hi > max || (tile.double && !rules.doublesInPlay)) fail('bad-tile', spot);
  return tile.name;
}

function integer(tag: Tag, min: number, max: number, allowed: string): number {
  const n = /^-?\d+$/.test(tag.value) ? Number(tag.value) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) fail('bad-value', valueSpot(tag), { allowed });
  return n;
}

function oneOf<T extends string | number>(tag: Tag, allowed: readonly T[]): T {
  const found = allowed.find((a) => String(a) === tag.value);
  if (found === undefined) fail('bad-value', valueSpot(tag), { allowed: allowed.join(', ') });
  return found;
}

/** The rules the option tags give (the variant's defaults for the others); `no-variant` without a variant. */
export function rulesOf(tags: Map<OptionTag, Tag>, start: Spot): ResolvedRules {
  const variantTag = tags.get('variant');
  if (!variantTag) return fail('no-variant', start);
  const variant = oneOf(variantTag, VARIANTS);
  const choices = choicesOf(variant);
  const options: Partial<RuleOptions> = {};
  const players = tags.get('players');
  if (players) options.players = Number(oneOf(players, choices.players.map(String)));
  const set = tags.get('set');
  if (set) options.set = oneOf(set, choices.set);
  const spinners = tags.get('spinners');
  if (spinners) options.spinners = oneOf(spinners, choices.spinners);
  const lead = tags.get('lead');
  if (lead) options.lead = oneOf(lead, choices.lead);
  const handSize = tags.get('hand-size');
  if (handSize) {
    const max = maxHandSize(variant, options.players ?? rulesFor(variant).players, options.set ?? choices.set[0]!);
    options.handSize = integer(handSize, 1, max, `1–${max}`);
  }
  const target = tags.get('target-score');
  if (target) options.targetScore = integer(target, 1, Number.MAX_SAFE_INTEGER, '1, 2, 3…');
  return rulesFor(variant, options);
}

/** `[scores 195 190 120 100]`: the scores carried into round 1 (a teaching position from a match under way). */
export function scoresOf(tag: Tag, rules: ResolvedRules): number[] {
  const scores = tag.words.map((w) => (/^-?\d+$/.test(w.text) ? Number(w.text) : NaN));
  if (scores.length !== rules.players || !scores.every(Number.isSafeInteger)) {
    fail('bad-scores', valueSpot(tag), { n: rules.players });
  }
  return scores;
}

/** `[names Ann/Ben/Cy]`: a name per seat from seat 0, separated by `/`; at most one per seat, none empty. */
export function namesOf(tag: Tag, rules: ResolvedRules): string[] {
  const names = tag.value.split('/').map((name) => name.trim());
  if (names.length > rules.players || names.some((name) => !name)) {
    fail('bad-names', valueSpot(tag), { n: rules.players });
  }
  return names;
}

/** Splits the words of `[hands …]` at `/` (with or without spaces round it), keeping each word's spot. */
function handWords(tag: Tag): Spot[][] {
  const hands: Spot[][] = [[]];
  for (const word of tag.words) {
    for (const m of word.text.matchAll(/[^/]+|\//g)) {
      if (m[0] === '/') hands.push([]);
      else hands[hands.length - 1]!.push({ at: word.at + (m.index ?? 0), text: m[0] });
    }
  }
  return hands;
}

/** A round's deal from its tags, checked: hand count and size, tiles of the set, none dealt twice, the leader a seat. */
export function dealOf(tags: Map<DealTag, Tag>, rules: ResolvedRules): WrittenDeal | undefined {
  const handsTag = tags.get('hands');
  if (!handsTag) {
    const other = tags.get('boneyard') ?? tags.get('leader');
    if (other) fail('needs-hands', spotOf(other));
    return undefined;
  }
  const spots = new Map<string, Spot>();
  const take = (spot: Spot): Tile => {
    const tile = tileOf(spot, spot.text, rules);
    if (spots.has(tile)) fail('dealt-twice', spot, { tile });
    spots.set(tile, spot);
    return tile;
  };
  const words = handWords(handsTag);
  // `+N`: N more tiles, dealt from what the record leaves over (replay.ts, dealFor).
  const more = words.map((hand) => hand.reduce((n, w) => n + (/^\+\d+$/.test(w.text) ? Number(w.text) : 0), 0));
  const hands = words.map((hand) => hand.filter((w) => !/^\+\d+$/.test(w.text)).map(take));
  if (words.length !== rules.players) fail('hand-count', spotOf(handsTag), { n: rules.players });
  words.forEach((hand, seat) => {
    const count = hands[seat]!.length + more[seat]!;
    if (count !== rules.handSize) fail('hand-size', hand[0] ?? spotOf(handsTag), { seat, count, n: rules.handSize });
  });
  const deal: WrittenDeal = { hands, more, spots, spot: spotOf(handsTag) };
  const boneyard = tags.get('boneyard');
  if (boneyard) deal.boneyard = boneyard.words.map(take);
  const leader = tags.get('leader');
  if (leader) {
    const max = rules.players - 1;
    const seat = /^\d+$/.test(leader.value) ? Number(leader.value) : NaN;
    if (!(seat <= max)) fail('bad-leader', valueSpot(leader), { max });
    deal.leader = seat;
    deal.leaderSpot = valueSpot(leader);
  }
  return deal;
}
