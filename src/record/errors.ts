/** Errors in a game record: which token, where, and why, in the reader's language. Never thrown to callers. */

import type { ReasonCode } from '../engine/index.js';
import { catalogFor, type RecordErrorCode } from './messages/index.js';

export type { RecordErrorCode } from './messages/index.js';

/** Where a token starts in the record text (0-based offset) and its text as written. */
export interface Spot {
  at: number;
  text: string;
}

/** Why a record does not parse or replay. */
export interface RecordError {
  code: RecordErrorCode;
  /** The token as written (a tag's value word, a move, an unclosed `{`…). */
  token: string;
  /** 0-based offset of the token in the text, and its 1-based line and column. */
  offset: number;
  line: number;
  column: number;
  /** For `illegal`: the engine's reason code, which the element turns into its own refusal message. */
  reason?: ReasonCode;
  /** One plain-text sentence naming the token, its line and column, and why, in the language asked for. */
  message: string;
  /** Why alone, without the line and column (the studio says it at the field the author typed). */
  why: string;
}

export type Params = Record<string, string | number>;

/** Thrown inside the reader and caught at its public functions, which return it as a RecordError. */
export class RecordFailure extends Error {
  constructor(
    readonly code: RecordErrorCode,
    readonly spot: Spot,
    readonly params: Params = {},
    readonly reason?: ReasonCode,
  ) {
    super(code);
  }
}

export function fail(code: RecordErrorCode, spot: Spot, params: Params = {}, reason?: ReasonCode): never {
  throw new RecordFailure(code, spot, params, reason);
}

const fill = (template: string, params: Params): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));

/** The failure as a RecordError, its message in `lang` ('en', 'de', 'es', 'pt', 'fr'; regional tags use their language). */
export function toRecordError(failure: RecordFailure, text: string, lang: string): RecordError {
  const catalog = catalogFor(lang);
  const before = text.slice(0, failure.spot.at);
  const line = before.split('\n').length;
  const column = failure.spot.at - before.lastIndexOf('\n');
  const params: Params = { ...failure.params };
  // A seat is named as the record names it (`who`), else "seat 2" in the language's words.
  if (typeof params.seat === 'number') params.who ??= fill(catalog.seat, params);
  if (failure.reason) params.why = fill(catalog.reasons[failure.reason], params);
  const why = fill(catalog.codes[failure.code], params);
  // A record refused for its size names no token: the sentence says why on its own.
  const whole = failure.code === 'too-large' || failure.code === 'too-long';
  const message = whole ? `${why}.` : fill(catalog.where, { line, column, token: failure.spot.text, why });
  const error: RecordError = {
    code: failure.code,
    token: failure.spot.text,
    offset: failure.spot.at,
    line,
    column,
    message,
    why,
  };
  if (failure.reason) error.reason = failure.reason;
  return error;
}

/**
 * Runs a reader step, turning a RecordFailure into a RecordError. Anything else thrown (a record the
 * checks did not foresee) becomes `unreadable` at the start: the reader never throws to its caller.
 */
export function guard<T>(
  text: string,
  lang: string,
  run: () => T,
): { ok: true; value: T } | { ok: false; error: RecordError } {
  try {
    return { ok: true, value: run() };
  } catch (thrown) {
    const failure = thrown instanceof RecordFailure ? thrown : new RecordFailure('unreadable', { at: 0, text: '' });
    return { ok: false, error: toRecordError(failure, String(text), lang) };
  }
}
