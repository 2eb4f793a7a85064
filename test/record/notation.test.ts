/**
 * The additions to the notation (README "Game records"): `[title]`, `[names]`, `+N` in hands, marks and arrows
 * in comments, second right answers `(= move)`, the size limits, and a tile the mover does not hold.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseRecord } from '../../src/record/parse.js';
import { checkAnswer } from '../../src/record/lesson.js';
import { errorOf, playAt, replayOf, stepOf } from './helpers.js';
import { MALTESE_CROSS_FIRST, MALTESE_LOCKS } from './worked-examples.js';

const parsed = (text: string) => {
  const result = parseRecord(text);
  assert.ok(result.ok, result.ok ? '' : result.error.message);
  return result.record;
};

describe('notation: title and names', () => {
  it('[title] and [names] are read, names separated by / as hands are, perhaps fewer than the seats', () => {
    const record = parsed(`[title "Locked suits: [1]"]\n[names Ann Lee/Ben/ Cy ]\n${MALTESE_LOCKS}`);
    assert.equal(record.title, 'Locked suits: [1]');
    assert.deepEqual(record.names, ['Ann Lee', 'Ben', 'Cy']);
    replayOf(`[title Locked suits]\n${MALTESE_LOCKS}`);
  });

  it('more names than seats, or an empty one, is an error naming the tag’s value', () => {
    let e = errorOf(`[names A/B/C/D/E]\n${MALTESE_LOCKS}`);
    assert.equal(e.code, 'bad-names');
    assert.match(e.message, /Line 1, column 8, “A\/B\/C\/D\/E”: give at most 4 names, separated by \//);
    e = errorOf(`[names A//C]\n${MALTESE_LOCKS}`);
    assert.equal(e.code, 'bad-names');
    e = errorOf(`${MALTESE_LOCKS}[title late]`);
    assert.equal(e.code, 'misplaced-tag');
    assert.match(errorOf(`[names A/B/C/D/E]\n${MALTESE_LOCKS}`, 'de').message, /höchstens 4 Namen/);
  });
});

describe('notation: +N in hands', () => {
  it('a hand may give the tiles that matter and +N more, dealt from the lowest tiles the record leaves over', () => {
    const replay = replayOf(
      '[variant maltese-cross]\n[hands 6-6 3-1 5-2 +2 / 6-4 +4 / 6-3 +4 / +5]\n[boneyard 6-5]\n6-6 6-4@6N 6-3@6E',
    );
    const { hands } = replay.steps[0]!.state;
    assert.deepEqual(hands[0], ['6-6', '3-1', '5-2', '0-0', '1-0']);
    assert.deepEqual(hands[1], ['6-4', '1-1', '2-0', '2-1', '2-2']);
    assert.equal(new Set(hands.flat()).size, 20, 'no tile dealt twice');
    assert.ok(!hands.flat().includes('6-5'), 'the boneyard tag’s tiles are not dealt');
    assert.equal(replay.steps[0]!.state.boneyard[0], '6-5');
  });

  it('a named draw’s tile is kept for the draw, not dealt', () => {
    const replay = replayOf('[variant doubles]\n[players 2]\n[hand-size 2]\n[hands 6-6 +1 / 5-5 +1]\n6-6 draw:0-0');
    assert.ok(!replay.steps[0]!.state.hands.flat().includes('0-0'));
    assert.equal(replay.steps[2]!.drawn, '0-0');
  });

  it('+N counts towards the hand’s size', () => {
    const e = errorOf('[variant maltese-cross]\n[hands 6-6 +3 / +5 / +5 / +5]');
    assert.equal(e.code, 'hand-size');
    assert.match(e.message, /seat 0 is dealt 4; this game deals 5 to each/);
  });
});

describe('notation: marks and arrows', () => {
  const MARKED = MALTESE_LOCKS.replace(
    '?1-1 {Right:',
    '?1-1 {[%mark 1-1 @1] Right: [%arrow 5-1 @1N] [%mark 4-4 6-4 @3E]',
  );

  it('are taken out of the comment’s text and resolved at their step: tiles, and ends by their place', () => {
    const replay = replayOf(MARKED);
    const asked = stepOf(replay, '?1-1');
    const step = replay.steps[asked]!;
    assert.match(step.comment ?? '', /^Right: the 1-1 goes on the 1/);
    const ends = step.state.layout.ends;
    const idOf = (pip: number) => ends.find((e) => e.pip === pip && e.open)?.id;
    assert.equal(step.marks.length, 3);
    assert.deepEqual(step.marks[0], { kind: 'mark', targets: [{ tile: '1-1' }, { end: idOf(1) }] });
    assert.equal(step.marks[1]!.kind, 'arrow');
    assert.deepEqual(step.marks[1]!.targets[0], { tile: '5-1' });
    assert.deepEqual(step.marks[2]!.targets.slice(0, 2), [{ tile: '4-4' }, { tile: '6-4' }]);
    assert.deepEqual(replay.steps[asked - 1]!.marks, [], 'only at their own step');
  });

  it('a mark in the deal’s comment applies to the deal', () => {
    const replay = replayOf(MALTESE_LOCKS.replace('{Seat 0 holds', '{[%mark 6-6] Seat 0 holds'));
    assert.deepEqual(replay.steps[0]!.marks, [{ kind: 'mark', targets: [{ tile: '6-6' }] }]);
    assert.equal(replay.steps[0]!.comment, 'Seat 0 holds the 6-6 and opens.');
  });

  it('an unknown command, a malformed target, an arrow from an end, a mark naming nothing: errors', () => {
    let e = errorOf(MALTESE_LOCKS.replace('{Seat 0 holds', '{[%circle 6-6] Seat 0 holds'));
    assert.equal(e.code, 'unknown-mark');
    assert.equal(e.token, '[%circle 6-6]');
    assert.equal(e.line, 5);
    assert.equal(e.column, 2);
    e = errorOf(MALTESE_LOCKS.replace('{Seat 0 holds', '{Seat [%mark 6-X] 0 holds'));
    assert.equal(e.code, 'bad-mark');
    assert.equal(e.token, '6-X');
    assert.equal(e.column, 14);
    e = errorOf(MALTESE_LOCKS.replace('{Seat 0 holds', '{[%arrow @1N 6-6] Seat 0 holds'));
    assert.equal(e.code, 'bad-mark');
    e = errorOf(MALTESE_LOCKS.replace('{Seat 0 holds', '{[%mark] Seat 0 holds'));
    assert.equal(e.code, 'bad-mark');
    // At the deal no tile is on the board and no end is open.
    e = errorOf(MALTESE_LOCKS.replace('{Seat 0 holds', '{[%mark 6-6 @6N] Seat 0 holds'));
    assert.equal(e.code, 'mark-nothing');
    assert.equal(e.token, '@6N');
    assert.match(e.message, /names nothing on the board or in a hand here/);
    e = errorOf(MALTESE_LOCKS.replace('6-4@6N 6-3@6E', '6-4@6N {[%mark 7-7]} 6-3@6E'));
    assert.equal(e.code, 'bad-tile');
    e = errorOf(MALTESE_LOCKS.replace('(5-2 {Suit', '(5-2 {[%mark 5-2] Suit'));
    assert.equal(e.code, 'unexpected', 'a wrong try’s comment is said, not drawn');
    assert.match(errorOf(MALTESE_LOCKS.replace('{Seat 0', '{[%x] Seat 0'), 'fr').message, /marque inconnue/);
  });
});

describe('notation: second right answers', () => {
  it('(= move {comment}) is accepted as right with its comment; the record’s move stays the move', () => {
    const text = MALTESE_LOCKS.replace('(5-5 {Legal:', '(= 5-5 {Also good: it unlocks suit 5.}) (5-0 {Legal:');
    const replay = replayOf(text.replace(/\(5-0 \{[^}]*\}\)/, ''));
    const asked = stepOf(replay, '?1-1');
    const position = replay.steps[asked - 1]!;
    const tries = replay.steps[asked]!.tries;
    assert.deepEqual(
      tries.map((t) => t.right),
      [false, false, false, true],
    );
    const five = position.state.layout.ends.find((e) => e.pip === 5);
    assert.ok(five);
    const answer = checkAnswer(replay, asked, { type: 'play', tile: '5-5', end: five.id });
    assert.deepEqual(answer, { verdict: 'right', comment: 'Also good: it unlocks suit 5.', second: true });
    assert.equal(checkAnswer(replay, asked, playAt(position, '3-1', 'E')).verdict, 'wrong');
    // `(=5-5` without a space reads the same.
    const tight = replayOf(text.replace('(= 5-5', '(=5-5').replace(/\(5-0 \{[^}]*\}\)/, ''));
    assert.equal(tight.steps[asked]!.tries[3]!.right, true);
  });
});

describe('notation: size limits', () => {
  it('a record over 256 KB is refused whole, with a sentence that says so', () => {
    const e = errorOf(`${MALTESE_LOCKS}{${'x'.repeat(256 * 1024)}}`);
    assert.equal(e.code, 'too-large');
    assert.equal(e.message, 'This record is over 256 KB, the most a table reads.');
    assert.equal(errorOf(`${MALTESE_LOCKS}{${'é'.repeat(140 * 1024)}}`).code, 'too-large', 'counted in bytes');
    replayOf(`${MALTESE_LOCKS}{${'x'.repeat(200 * 1024)}}`);
  });

  it('a record of more than 10 000 steps is refused before it is replayed', () => {
    const e = errorOf(`[variant doubles]\n[seed s]\n${'pass '.repeat(10_001)}`);
    assert.equal(e.code, 'too-long');
    assert.equal(e.message, 'This record has more than 10000 steps, the most a table shows.');
    assert.match(errorOf(`[variant doubles]\n[seed s]\n${'pass '.repeat(10_001)}`, 'es').message, /más de 10000/);
  });
});

describe('a tile the mover does not hold', () => {
  it('is reported as such, with or without its end (not “several open ends fit”)', () => {
    // After 6-6 6-4@6N seat 2 is to move; the 6-5 is seat 3's, and three ends show 6.
    const base = MALTESE_CROSS_FIRST.split('\n').slice(0, 3).join('\n');
    for (const move of ['6-5', '6-5@6E', '6-5@6']) {
      const e = errorOf(`${base}\n6-6 6-4@6N ${move}`);
      assert.equal(e.code, 'illegal', move);
      assert.equal(e.reason, 'not-in-hand', move);
      assert.match(e.message, /that tile is not in this seat’s hand/, move);
    }
  });
});
