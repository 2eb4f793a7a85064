/**
 * Every mistake in a record is said where it was made (issue 36): a second right answer `(= …)` the reader could
 * not play, a try that is the record's own move, a place that does not exist (`@6X`), each named at its token; a
 * seat named as the record names it. The table's `src` mistakes are test/element/replay-src.test.ts's.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { errorOf, replayOf } from './helpers.js';
import { MALTESE_LOCKS } from './worked-examples.js';

/** The Maltese lesson with one more line of tries under its question. */
const withTry = (line: string): string => MALTESE_LOCKS.replace('  (5-2 {', `  ${line}\n  (5-2 {`);
const lineOf = (text: string, token: string): number => text.slice(0, text.indexOf(token)).split('\n').length;

describe('mistakes in a lesson', () => {
  it('API.md §8 (R-MC-6): a second right answer the reader could not play is refused at its token, with the reason', () => {
    // 3-1@1: suit 1 is locked until the 1-1 is down (R-MC-6), so "(= 3-1@1)" would be refused, then called right.
    const text = MALTESE_LOCKS.replace('(3-1@1 {Suit 1', '(= 3-1@1 {Suit 1');
    const e = errorOf(text);
    assert.equal(e.code, 'illegal');
    assert.equal(e.token, '3-1@1');
    assert.equal(e.line, lineOf(text, '(= 3-1@1'));
    assert.equal(e.reason, 'suit-locked');
    assert.match(e.message, /“3-1@1”: illegal for seat 0: that suit is locked until its double is down/);
    assert.equal(e.why, 'illegal for seat 0: that suit is locked until its double is down');
    // A legal second answer still reads, and a wrong try may be illegal (the lesson says why).
    assert.equal(replayOf(MALTESE_LOCKS.replace('(5-5 {Legal', '(= 5-5 {Legal')).steps.length > 0, true);
    assert.equal(replayOf(MALTESE_LOCKS).steps.length > 0, true);
  });

  it('API.md §8: a try that is the answer itself is refused, written as a try or as a second answer', () => {
    for (const written of ['(1-1 {Same.})', '(= 1-1@1 {Same.})']) {
      const text = withTry(written);
      const e = errorOf(text);
      assert.equal(e.code, 'same-as-answer', written);
      assert.equal(e.line, lineOf(text, written));
      assert.match(e.message, /: this try is the answer\.$/);
    }
  });

  it('a place that does not exist is named: @6X is not a place, and @6NE is no open end here', () => {
    const head =
      '[variant maltese-cross]\n[hands 6-6 5-5 3-2 2-1 1-0 / 6-4 5-4 5-3 5-2 5-1 / 4-4 6-2 4-3 4-2 4-1 / 6-5 6-3 6-1 6-0 3-3]\n';
    let e = errorOf(`${head}6-6 6-4@6X`);
    assert.equal(e.code, 'bad-place');
    assert.equal(e.token, '6-4@6X');
    assert.match(e.message, /^Line 3, column 5, “6-4@6X”: “X” is no place: N, E, S, W, L or R\.$/);
    e = errorOf(`${head}6-6 6-4@Q`);
    assert.equal(e.code, 'bad-place');
    assert.match(e.message, /“Q” is no place/);
    e = errorOf(`${head}6-6 6-4@6NE`);
    assert.equal(e.code, 'no-place');
    assert.match(e.message, /no open end at NE/);
    // In each language, the place is named.
    for (const lang of ['de', 'es', 'pt', 'fr']) assert.match(errorOf(`${head}6-6 6-4@6X`, lang).message, /X/);
  });

  it('a seat is named as the record names it; without names, as "seat N" in the language', () => {
    const text = `[names Ann/Ben/Cy/Di]\n${MALTESE_LOCKS.replace('6-6 6-4@6N 6-3@6E', '6-6 6-4@6N 3-1@6E')}`;
    const e = errorOf(text);
    assert.equal(e.code, 'illegal');
    assert.match(e.message, /illegal for Cy: /);
    const de = errorOf(MALTESE_LOCKS.replace('6-6 6-4@6N 6-3@6E', '6-6 6-4@6N 3-1@6E'), 'de');
    assert.match(de.message, /für Platz 2 nicht erlaubt/);
    const named = errorOf(
      text.replace('(3-1@1 {Suit 1', '(3-1@1 {Suit 1').replace('3-1@6E', '6-3@6E').replace('(3-1@1 {', '(= 3-1@1 {'),
    );
    assert.match(named.message, /“3-1@1”: illegal for Ann: /);
  });
});
