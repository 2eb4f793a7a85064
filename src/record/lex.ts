/** Cutting a game record into tokens: words (moves), `{comments}`, `[tags]` and the parentheses of wrong tries. */

import { fail, type Spot } from './errors.js';

/**
 * A mark inside a comment (`[%mark 3-3 @1N]`, `[%arrow 3-1 @1N]`): what it draws and the words naming its
 * targets, a tile (`3-3`) or an open end by its name after `@` (`@1N`, `@N`, `@3`).
 */
export interface WrittenMark {
  spot: Spot;
  kind: 'mark' | 'arrow';
  targets: Spot[];
}

export type Token =
  | ({ kind: 'word' } & Spot)
  /** `{text}`: `body` is the text shown (marks taken out, white space as one space), `marks` its marks. */
  | ({ kind: 'comment'; body: string; marks: WrittenMark[] } & Spot)
  /** `[name value]`: `value` is the text after the name (quotes taken off), `words` its words with their spots. */
  | ({ kind: 'tag'; name: string; value: string; valueAt: number; words: Spot[] } & Spot)
  | ({ kind: 'open' | 'close' } & Spot);

const SPACE = /\s/;
const DELIMITERS = '{}[]()';

/** The words of a tag value with their offsets. */
function wordsOf(value: string, at: number): Spot[] {
  const out: Spot[] = [];
  for (const match of value.matchAll(/\S+/g)) out.push({ at: at + (match.index ?? 0), text: match[0] });
  return out;
}

const HEAD = /\[\s*([^\s\]"]*)\s*/y;

/** A tag from the `[` at `start`: `[name value]`, the value bare (up to `]`) or quoted (`"…"`, `\` escapes). */
function readTag(text: string, start: number): { token: Token; end: number } {
  const close = (from: number): number => {
    const i = text.indexOf(']', from);
    if (i < 0) fail('unclosed-tag', { at: start, text: text.slice(start, start + 24).split('\n')[0] ?? '[' });
    return i;
  };
  // Sticky, from `start`: a slice of the rest of the text for each tag made long records quadratic.
  HEAD.lastIndex = start;
  const head = HEAD.exec(text) as RegExpExecArray;
  const name = (head[1] ?? '').toLowerCase();
  let i = start + head[0].length;
  let value: string;
  let valueAt = i;
  let end: number;
  if (text[i] === '"') {
    value = '';
    valueAt = i + 1;
    for (i++; i < text.length && text[i] !== '"'; i++) value += text[i] === '\\' ? (text[++i] ?? '') : text[i];
    if (i >= text.length) close(text.length);
    end = close(i + 1);
    const rest = text.slice(i + 1, end);
    if (rest.trim()) fail('unexpected', { at: i + 1 + rest.search(/\S/), text: rest.trim() });
    return {
      token: { kind: 'tag', at: start, text: text.slice(start, end + 1), name, value, valueAt, words: [] },
      end,
    };
  }
  end = close(i);
  value = text.slice(i, end).trimEnd();
  const token: Token = {
    kind: 'tag',
    at: start,
    text: text.slice(start, end + 1),
    name,
    value,
    valueAt,
    words: wordsOf(value, i),
  };
  return { token, end };
}

const TARGET = /^(\d-\d|@\d?[NESWLR]*)$/i;

const isSpace = (c: string | undefined): boolean => c !== undefined && SPACE.test(c);

/**
 * A comment's text cut in one pass (`raw` starts at `at`): the text shown, each `[%…]` taken out (as one space) and
 * white space as one space, and its marks, checked for form: a known command, at least one target (an arrow: a
 * tile, then a tile or an end), each a tile or `@` and an end's name. Whether they name anything is the replay's to
 * judge, in the position of their step. A `[%` without a `]` after it is text, as is everything after it: the scan
 * stops there rather than look for a `]` again from each later `[%` (a comment of `[%[%[%…` read that way was
 * quadratic).
 */
function commentOf(raw: string, at: number): { body: string; marks: WrittenMark[] } {
  const marks: WrittenMark[] = [];
  const shown: string[] = [];
  let from = 0;
  for (let open = raw.indexOf('[%'); open >= 0; open = raw.indexOf('[%', from)) {
    const close = raw.indexOf(']', open + 2);
    if (close < 0) break;
    shown.push(raw.slice(from, open), ' ');
    from = close + 1;
    const spot = { at: at + open, text: raw.slice(open, close + 1) };
    let name = open + 2;
    while (name < close && !isSpace(raw[name])) name++;
    const kind = raw.slice(open + 2, name).toLowerCase();
    if (kind !== 'mark' && kind !== 'arrow') fail('unknown-mark', spot);
    const targets = wordsOf(raw.slice(name, close), at + name);
    for (const target of targets) if (!TARGET.test(target.text) || target.text === '@') fail('bad-mark', target);
    const arrow = kind === 'arrow';
    if (targets.length === 0 || (arrow && (targets.length !== 2 || targets[0]!.text.startsWith('@')))) {
      fail('bad-mark', spot);
    }
    marks.push({ spot, kind, targets });
  }
  shown.push(raw.slice(from));
  return { body: shown.join('').trim().replace(/\s+/g, ' '), marks };
}

/** The record's tokens in order. Throws a RecordFailure (errors.ts) for an unclosed comment or tag. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (SPACE.test(c)) {
      i++;
    } else if (c === '{') {
      const end = text.indexOf('}', i);
      if (end < 0) fail('unclosed-comment', { at: i, text: text.slice(i, i + 24).split('\n')[0] ?? '{' });
      const { body, marks } = commentOf(text.slice(i + 1, end), i + 1);
      tokens.push({ kind: 'comment', at: i, text: text.slice(i, end + 1), body, marks });
      i = end + 1;
    } else if (c === '[') {
      const { token, end } = readTag(text, i);
      tokens.push(token);
      i = end + 1;
    } else if (c === '(' || c === ')') {
      tokens.push({ kind: c === '(' ? 'open' : 'close', at: i, text: c });
      i++;
    } else if (c === '}' || c === ']') {
      fail('unexpected', { at: i, text: c });
    } else {
      let end = i;
      while (end < text.length && !SPACE.test(text[end] as string) && !DELIMITERS.includes(text[end] as string)) end++;
      tokens.push({ kind: 'word', at: i, text: text.slice(i, end) });
      i = end;
    }
  }
  return tokens;
}
