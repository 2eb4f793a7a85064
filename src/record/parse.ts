/** Reading the text of a game record into its rules, rounds, moves, comments, questions and wrong tries. */

import type { ResolvedRules, Tile } from '../engine/index.js';
import { fail, guard, type RecordError } from './errors.js';
import { tokenize, type Token, type WrittenMark } from './lex.js';
import type { Spot } from './errors.js';
import {
  ALL_TAGS,
  DEAL_TAGS,
  dealOf,
  namesOf,
  OPTION_TAGS,
  rulesOf,
  scoresOf,
  tileOf,
  type DealTag,
  type OptionTag,
  type Tag,
  type WrittenDeal,
} from './tags.js';

export type { WrittenDeal } from './tags.js';
export type { WrittenMark } from './lex.js';

/** The most a record may hold (README "Game records"): refused whole, before any of it is read or drawn. */
export const MAX_BYTES = 256 * 1024;
export const MAX_STEPS = 10_000;
/** The most chapters a record holds: each is dealt when the record is read, so 10 000 empty ones would take seconds. */
export const MAX_CHAPTERS = 100;

/** A move as written, not yet resolved against a position. */
export interface WrittenMove {
  /** The word as written (with its `?`) and where. */
  spot: Spot;
  kind: 'play' | 'draw' | 'pass';
  /** A play's tile, or the tile a draw names ("draw:4-2"); canonical, high first. */
  tile?: Tile;
  /** The number written after `@`. */
  pip?: number;
  /** The place written after `@`, in compass letters (L read as W, R as E). */
  place?: string;
  comment: string | null;
  /** `(= move)`: a wrong try that is a second right answer. */
  right?: boolean;
}

/** A move of the record: a move as written, whether it is a question, and the wrong tries written for it. */
export interface RecordMove extends WrittenMove {
  question: boolean;
  /** `(move {comment})` after the move: what to say when a reader tries that move instead. */
  tries: WrittenMove[];
  /** The marks of its comment: drawn at its step. */
  marks: WrittenMark[];
}

/** A round as written: from the header or its `[round N]` to the next `[round N]`. */
export interface WrittenRound {
  number: number;
  /** The `[round N]` tag, null for round 1 when none is written. */
  spot: Spot | null;
  deal?: WrittenDeal;
  /** The comment on the deal (before the round's first move), and its marks. */
  comment: string | null;
  marks: WrittenMark[];
  moves: RecordMove[];
}

export interface GameRecord {
  text: string;
  rules: ResolvedRules;
  /** The `[seed]`; undefined when the record gives every round's deal instead. */
  seed?: string;
  /** `[scores …]`: the scores carried into round 1. */
  scores?: number[];
  /** `[title …]` and `[names …]` (a name per seat from seat 0, perhaps fewer than the seats). */
  title?: string;
  names?: string[];
  rounds: WrittenRound[];
}

/**
 * A record read: its chapters (one for a record without `[chapter]`), `record` the first of them, and the title of
 * the whole (`[title]` before the first `[chapter]`, or the one chapter's own).
 */
export type ParseResult =
  { ok: true; record: GameRecord; chapters: GameRecord[]; title?: string } | { ok: false; error: RecordError };

const includes = <T extends string>(list: readonly T[], name: string): name is T => list.includes(name as T);

const joined = (before: string | null, body: string): string => (before ? `${before} ${body}` : body);

/** The move a word means, or `bad-move` / `bad-tile` naming it. */
function moveOf(spot: Spot, rules: ResolvedRules): WrittenMove {
  const word = spot.text.replace(/^[?=]/, '');
  const lower = word.toLowerCase();
  if (lower === 'pass' || lower === 'draw') return { spot, kind: lower, comment: null };
  if (lower.startsWith('draw:')) return { spot, kind: 'draw', tile: tileOf(spot, word.slice(5), rules), comment: null };
  const m = /^(\d+-\d+)(?:@(\d)?([NESWLR]*))?$/i.exec(word);
  // A place with letters no place has (`6-4@6X`) is named as the place it is not.
  const place = /^\d+-\d+@\d?([a-z]+)$/i.exec(word);
  if (!m && place) fail('bad-place', spot, { place: place[1] as string });
  if (!m || (word.includes('@') && m[2] === undefined && !m[3])) {
    return fail(/^\d+-\d+(@|$)/.test(word) && !/^\d-\d(@|$)/.test(word) ? 'bad-tile' : 'bad-move', spot);
  }
  const move: WrittenMove = { spot, kind: 'play', tile: tileOf(spot, m[1] as string, rules), comment: null };
  if (m[2] !== undefined) move.pip = Number(m[2]);
  if (m[3]) move.place = m[3].toUpperCase().replace(/L/g, 'W').replace(/R/g, 'E');
  return move;
}

interface Building extends Omit<WrittenRound, 'deal'> {
  dealTags: Map<DealTag, Tag>;
}

/** The tags written before the first `[chapter]`: they apply to every chapter that does not write its own. */
interface Shared {
  options: Map<OptionTag, Tag>;
  deal: Map<DealTag, Tag>;
}

/** Steps a token makes: a move, a round's deal, a chapter's deal (the limit on steps counts them all). */
const makesStep = (token: Token): boolean =>
  token.kind === 'word' || (token.kind === 'tag' && (token.name === 'round' || token.name === 'chapter'));

function structure(text: string): { chapters: GameRecord[]; title?: string } {
  // Refused whole: a longer text is not even cut into tokens.
  if (text.length > MAX_BYTES / 4 && new TextEncoder().encode(text).length > MAX_BYTES) {
    fail('too-large', { at: 0, text: '' });
  }
  const tokens = tokenize(text);
  let words = 0;
  for (const token of tokens) if (makesStep(token)) words++;
  if (words > MAX_STEPS) fail('too-long', { at: 0, text: '' }, { n: MAX_STEPS });
  const first = tokens.findIndex((token) => token.kind === 'tag' && token.name === 'chapter');
  if (first < 0) {
    const record = chapterOf(text, tokens, null, null);
    return record.title === undefined ? { chapters: [record] } : { chapters: [record], title: record.title };
  }
  // Before the first chapter: only the tags every chapter shares.
  const shared: Shared = { options: new Map(), deal: new Map() };
  for (const token of tokens.slice(0, first)) {
    if (token.kind !== 'tag' || token.name === 'round') return fail('before-chapter', token);
    if (includes(OPTION_TAGS, token.name)) {
      if (shared.options.has(token.name)) fail('duplicate-tag', token);
      shared.options.set(token.name, token);
    } else if (includes(DEAL_TAGS, token.name)) {
      if (shared.deal.has(token.name)) fail('duplicate-tag', token);
      shared.deal.set(token.name, token);
    } else fail('unknown-tag', token, { tags: ALL_TAGS });
  }
  const chapters: GameRecord[] = [];
  let from = first;
  for (let i = first + 1; i <= tokens.length; i++) {
    const token = tokens[i];
    if (token && !(token.kind === 'tag' && token.name === 'chapter')) continue;
    if (token && chapters.length + 1 >= MAX_CHAPTERS) fail('too-many-chapters', token, { n: MAX_CHAPTERS });
    chapters.push(chapterOf(text, tokens.slice(from + 1, i), tokens[from] as Tag, shared));
    from = i;
  }
  const title = shared.options.get('title')?.value;
  return title ? { chapters, title } : { chapters };
}

/**
 * One chapter's record (the whole record when it has no `[chapter]`): its tokens after its `[chapter title]` tag,
 * with the tags shared by every chapter where it writes none of its own.
 */
function chapterOf(text: string, tokens: Token[], chapter: Tag | null, shared: Shared | null): GameRecord {
  const options = new Map<OptionTag, Tag>(shared?.options);
  /** The option tags this chapter writes itself: one of them twice is a mistake, a shared one overridden is not. */
  const own = new Set<OptionTag>();
  if (chapter) {
    // The chapter's title is its own `[title]`.
    options.set('title', chapter);
    own.add('title');
  }
  const head = chapter ?? tokens[0];
  const start: Spot = head ? { at: head.at, text: head.text } : { at: 0, text: '' };
  let rules: ResolvedRules | undefined;
  const resolved = (): ResolvedRules => (rules ??= rulesOf(options, start));
  const fresh = (number: number, spot: Spot | null): Building => ({
    number,
    spot,
    dealTags: new Map(),
    comment: null,
    marks: [],
    moves: [],
  });
  const rounds: Building[] = [fresh(1, null)];
  let round = rounds[0] as Building;
  /** An open `(`: its spot and the wrong try written in it so far. */
  let open: { spot: Spot; move?: WrittenMove; right?: boolean } | null = null;

  const onTag = (tag: Tag): void => {
    if (includes(OPTION_TAGS, tag.name)) {
      if (rules) fail('misplaced-tag', tag);
      if (own.has(tag.name)) fail('duplicate-tag', tag);
      own.add(tag.name);
      options.set(tag.name, tag);
    } else if (includes(DEAL_TAGS, tag.name)) {
      if (round.moves.length > 0) fail('misplaced-deal', tag);
      if (round.dealTags.has(tag.name)) fail('duplicate-tag', tag);
      round.dealTags.set(tag.name, tag);
    } else if (tag.name === 'round') {
      resolved();
      const first = round.number === 1 && round.spot === null && round.moves.length === 0;
      const n = first && tag.value === '1' ? 1 : round.number + 1;
      if (tag.value !== String(n)) fail('bad-round', { at: tag.valueAt, text: tag.value || tag.text }, { n });
      if (n === 1) round.spot = tag;
      else rounds.push((round = fresh(n, tag)));
    } else {
      fail('unknown-tag', tag, { tags: ALL_TAGS });
    }
  };

  for (const token of tokens) {
    if (open && (token.kind === 'tag' || token.kind === 'open' || (token.kind === 'word' && open.move))) {
      fail('unclosed-try', open.spot);
    }
    const last = round.moves[round.moves.length - 1];
    switch (token.kind) {
      case 'tag':
        onTag(token);
        break;
      case 'comment':
        // Marks belong to a step: a wrong try's comment is said, not drawn.
        if (open && token.marks[0]) fail('unexpected', token.marks[0].spot);
        if (open?.move) open.move.comment = joined(open.move.comment, token.body);
        else if (open) fail('unexpected', token);
        else if (last) {
          last.comment = joined(last.comment, token.body);
          for (const mark of token.marks) last.marks.push(mark);
        } else {
          round.comment = joined(round.comment, token.body);
          for (const mark of token.marks) round.marks.push(mark);
        }
        break;
      case 'word':
        if (open) {
          // `(= move)` or `(=move)`: a second right answer.
          if (token.text === '=' && !open.right) {
            open.right = true;
            break;
          }
          open.move = moveOf(token, resolved());
          if (open.right || token.text.startsWith('=')) open.move.right = true;
        } else {
          // Completed in place: a spread copy of each move made long records slow to read.
          const move = moveOf(token, resolved()) as RecordMove;
          move.question = token.text.startsWith('?');
          move.tries = [];
          move.marks = [];
          round.moves.push(move);
        }
        break;
      case 'open':
        if (!last) fail('unexpected', token);
        open = { spot: token };
        break;
      case 'close':
        if (!open?.move || !last) fail('unexpected', token);
        last.tries.push(open.move);
        open = null;
        break;
    }
  }
  if (open) fail('unclosed-try', open.spot);
  // The shared deal, for a chapter that deals round 1 neither by its own tags nor from its own seed.
  const dealt = rounds[0] as Building;
  if (shared && dealt.dealTags.size === 0 && !own.has('seed'))
    for (const [name, tag] of shared.deal) dealt.dealTags.set(name, tag);
  const record: GameRecord = { text, rules: resolved(), rounds: [] };
  const seed = options.get('seed');
  if (seed) record.seed = seed.value;
  const scores = options.get('scores');
  if (scores) record.scores = scoresOf(scores, record.rules);
  const title = options.get('title');
  if (title?.value) record.title = title.value;
  const names = options.get('names');
  if (names) record.names = namesOf(names, record.rules);
  for (const { dealTags, ...written } of rounds) {
    const deal = dealOf(dealTags, record.rules);
    record.rounds.push(deal ? { ...written, deal } : written);
  }
  return record;
}

/**
 * Reads a game record (README "Game records"). Checks its form, its tags and its tiles; whether its moves
 * are legal is `replayRecord`'s to judge. Never throws: a bad record gives an error naming the token,
 * its line and column, and why, in `lang`.
 */
export function parseRecord(text: string, lang = 'en'): ParseResult {
  const result = guard(text, lang, () => structure(String(text)));
  if (!result.ok) return result;
  const { chapters, title } = result.value;
  const parsed: ParseResult = { ok: true, record: chapters[0] as GameRecord, chapters };
  if (title !== undefined) parsed.title = title;
  return parsed;
}
