/** The saved form of a match (JSON, schema version 1), and restoring one by replaying it through the engine. */

import {
  checkRules,
  isVariant,
  replayMatch,
  type Deal,
  type PlayedRound,
  type MatchState,
  type Move,
  type ResolvedRules,
  type Writable,
} from '../engine/core.js';
import { failed, ok } from '../engine/result.js';
import type { RestoredMatch, RestoreResult, TableContext } from './table.events.js';

export const MATCH_FORMAT = 'domino-table/match';
export const MATCH_VERSION = 1;

/** What `serializeMatch` writes. `match` is there to be checked against the replay, never trusted. */
interface SavedForm {
  format: typeof MATCH_FORMAT;
  version: typeof MATCH_VERSION;
  rules: ResolvedRules;
  seed: string;
  deal?: Deal;
  humans: number;
  /** The moves of every round, the current one last. */
  rounds: readonly (readonly Move[])[];
  match: MatchState;
}

/** A saved match as `JSON.parse` reads it back: a copy, nothing in it read-only. */
export type SavedMatch = Writable<SavedForm>;

type SavedFields = Pick<TableContext, 'rules' | 'seed' | 'deal' | 'humans' | 'rounds' | 'match'>;

/** The whole match as a JSON string: enough to replay it exactly. */
export function serializeMatch(context: SavedFields): string {
  const saved: SavedForm = {
    format: MATCH_FORMAT,
    version: MATCH_VERSION,
    rules: context.rules,
    seed: context.seed,
    humans: context.humans,
    rounds: context.rounds,
    match: context.match,
  };
  if (context.deal !== undefined) saved.deal = context.deal;
  return JSON.stringify(saved);
}

class Refused extends Error {}

const refuse = (message: string): never => {
  throw new Refused(message);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Structural equality of JSON values (key order ignored). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => k in b && sameJson(a[k], b[k]));
  }
  return false;
}

/** The rules, only when they are exactly what `rulesFor` gives for their variant and options. */
function readRules(value: unknown): ResolvedRules {
  if (!isRecord(value)) return refuse('rules must be an object');
  if (!isVariant(value.variant)) return refuse(`unknown variant ${JSON.stringify(value.variant)}`);
  // checkRules reads only the options (players, handSize, set…); the rest is compared below.
  const rules = checkRules(value.variant, value);
  if (!rules.ok) return refuse(`rules: ${rules.why}`);
  // Mechanisms are fixed by the variant's preset: a saved rule set that differs was not made by us.
  if (!sameJson(rules.value, value)) return refuse('rules do not match their variant');
  return rules.value;
}

function readMove(value: unknown): Move {
  if (isRecord(value)) {
    if (value.type === 'draw' || value.type === 'pass') return { type: value.type };
    if (value.type === 'play' && typeof value.tile === 'string' && typeof value.end === 'string') {
      return { type: 'play', tile: value.tile, end: value.end };
    }
  }
  return refuse(`not a move: ${JSON.stringify(value)}`);
}

function readRounds(value: unknown): Move[][] {
  if (!Array.isArray(value) || value.length === 0) return refuse('rounds must be a non-empty array');
  return value.map((round) => (Array.isArray(round) ? round.map(readMove) : refuse('each round must be an array')));
}

/** Replays every round from the seed (and deal), the engine judging every move: the first round's start and the match. */
function replay(
  rules: ResolvedRules,
  seed: string,
  deal: Deal | undefined,
  rounds: Move[][],
): [MatchState, MatchState] {
  const played = replayMatch({
    rules,
    seed,
    rounds: rounds.map((moves, r) => ({ deal: r === 0 ? deal : undefined, moves })),
  });
  if (!played.ok) {
    const { at, why, reason } = played;
    if (reason) return refuse(`round ${at.round + 1}, move ${at.move + 1} is illegal: illegal move: ${reason}`);
    if (why === 'round-not-over' || why === 'match-over')
      return refuse(`round ${at.round} did not end before the next began`);
    return refuse(`deal: ${why}`);
  }
  // Saved moves are the engine's own records (tile named high first, end resolved): anything else was edited.
  played.value.forEach(({ moves }, r) =>
    moves.forEach((move, i) => {
      if (!sameJson(move, rounds[r]?.[i])) refuse(`round ${r + 1}, move ${i + 1} is not as recorded`);
    }),
  );
  const last = played.value[played.value.length - 1] as PlayedRound;
  return [last.start, last.end];
}

/** The longest saved match read: a long match's save is a few tens of KB. Refused unparsed. */
export const MAX_SAVED_CHARS = 1_048_576;
/** The deepest nesting of arrays and objects read: a save nests about 5 deep; deeper is refused before it is parsed. */
const MAX_DEPTH = 32;

/**
 * Whether the JSON text nests deeper than MAX_DEPTH, brackets inside strings not counted: one pass, no parse (V8's
 * JSON.parse takes 0.6 s over 1 MB of `[`). A backslash outside a string, or a close before its open, is where
 * JSON.parse stops anyway.
 */
function tooDeep(json: string): boolean {
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < json.length; i++) {
    const c = json[i];
    if (c === '\\') i++;
    else if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '[' || c === '{') && ++depth > MAX_DEPTH) return true;
    else if (!quoted && (c === ']' || c === '}')) depth--;
  }
  return false;
}

/**
 * Restores a saved match, or says why not. Never throws: anything that is not our format, not version 1,
 * or does not replay to exactly the saved match state is refused.
 */
export function restoreMatch(json: string): RestoreResult {
  try {
    if (typeof json !== 'string') return refuse('a saved match is a JSON string');
    if (json.length > MAX_SAVED_CHARS || tooDeep(json)) {
      return refuse('too long or too deeply nested');
    }
    let data: unknown;
    try {
      data = JSON.parse(json);
    } catch {
      return refuse('not JSON');
    }
    if (!isRecord(data)) return refuse('not a saved match');
    if (data.format !== MATCH_FORMAT) return refuse(`format must be ${MATCH_FORMAT}`);
    if (data.version !== MATCH_VERSION) return refuse(`unsupported version ${JSON.stringify(data.version)}`);
    const rules = readRules(data.rules);
    if (typeof data.seed !== 'string') return refuse('seed must be a string');
    const seed = data.seed;
    const humans = data.humans;
    if (typeof humans !== 'number' || !Number.isInteger(humans) || humans < 0 || humans > rules.players) {
      return refuse(`humans must be an integer from 0 to ${rules.players}`);
    }
    if (data.deal !== undefined && !isRecord(data.deal)) return refuse('deal must be an object');
    const deal = data.deal as Deal | undefined;
    const rounds = readRounds(data.rounds);
    const [roundStart, match] = replay(rules, seed, deal, rounds);
    // Compared as JSON: what was saved is what the replay gives, field for field.
    const replayed: Writable<MatchState> = JSON.parse(JSON.stringify(match));
    // Saves made before the engine recorded the search for the 6-6 in draw order (`lead.search`) lack it.
    if (isRecord(data.match) && isRecord(data.match.lead) && !('search' in data.match.lead)) {
      delete replayed.lead.search;
    }
    // Saves made before the games that score during play lack `count`, null in every game they could hold.
    if (isRecord(data.match) && !('count' in data.match) && replayed.count === null) {
      delete (replayed as Partial<Writable<MatchState>>).count;
    }
    if (!sameJson(replayed, data.match)) {
      return refuse('the saved match state is not what its moves give');
    }
    const context: RestoredMatch = { rules, seed, humans, rounds, match, roundStart };
    if (deal !== undefined) context.deal = deal;
    return ok(context);
  } catch (error) {
    return failed(error instanceof Refused ? error.message : `unreadable saved match: ${String(error)}`);
  }
}
