/**
 * Records within the limits built to hurt a reader (issue 37 item 1): comments full of `[%` that never close,
 * thousands of marks naming the same target, and saved matches too long or too deep for `restore()`. Each is read
 * as README "Marks" and API.md §4 say; how long it takes is `npm run bench:records`' to measure.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_BYTES } from '../../src/record/parse.js';
import { parseRecord } from '../../src/record/parse.js';
import { MAX_SAVED_CHARS, restoreMatch } from '../../src/machine/serialize.js';
import { errorOf, replayOf } from './helpers.js';
import { MALTESE_LOCKS } from './worked-examples.js';
import { hostileRecords } from './hostile-records.js';

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('marks: a hostile comment is read in one pass', () => {
  it('R-REC-MARKS: a comment of `[%` with no `]` (just under 256 KB) is text, not a mark, and the record reads', () => {
    const head = MALTESE_LOCKS.replace('{Seat 0 holds', '{Seat 0 holds [%mark 6-6]');
    const filler = '[%'.repeat((MAX_BYTES - bytes(head) - 16) / 2);
    const text = head.replace('{Seat 0 has no 6', `{${filler} Seat 0 has no 6`);
    assert.ok(bytes(text) <= MAX_BYTES);
    const read = parseRecord(text);
    assert.ok(read.ok, read.ok ? '' : read.error.message);
    const round = read.record.rounds[0]!;
    assert.deepEqual(
      round.marks.map((m) => m.spot.text),
      ['[%mark 6-6]'],
      'the well-formed mark before it is still a mark',
    );
    const draw = round.moves.find((m) => m.kind === 'draw')!;
    assert.equal(draw.marks.length, 0);
    assert.ok(draw.comment!.startsWith('[%[%[%'), 'the unclosed `[%` stay in the text shown');
    assert.ok(draw.comment!.endsWith('Seat 0 has no 6 left for the last free side: it draws one.'));
  });

  it('R-REC-MARKS: a `[%` with no `]` after it, and all that follows it, are text; the marks before it are marks', () => {
    const read = parseRecord(MALTESE_LOCKS.replace('{Seat 0 holds', '{[%mark 6-6] one [%arrow 6-6 6-4]two [%x'));
    assert.ok(read.ok, read.ok ? '' : read.error.message);
    const round = read.record.rounds[0]!;
    assert.deepEqual(
      round.marks.map((m) => [m.kind, m.targets.map((t) => t.text)]),
      [
        ['mark', ['6-6']],
        ['arrow', ['6-6', '6-4']],
      ],
    );
    assert.equal(round.comment, 'one two [%x the 6-6 and opens.');
  });

  it('R-REC-MARKS: a mark’s spots are where they are written, as before the one-pass reader', () => {
    const text = MALTESE_LOCKS.replace('{Seat 0 holds', '{x  [%mark  6-6 @6] Seat 0 holds');
    const read = parseRecord(text);
    assert.ok(read.ok);
    const [mark] = read.record.rounds[0]!.marks;
    assert.equal(text.slice(mark!.spot.at, mark!.spot.at + mark!.spot.text.length), '[%mark  6-6 @6]');
    for (const target of mark!.targets) {
      assert.equal(text.slice(target.at, target.at + target.text.length), target.text);
    }
    assert.equal(read.record.rounds[0]!.comment, 'x Seat 0 holds the 6-6 and opens.');
  });
});

describe('marks: a target named again is drawn and said once', () => {
  it('R-REC-MARKS: 12 000 copies of one arrow on a step are one arrow', () => {
    const arrows = '[%arrow 6-5 @6]'.repeat(12_000);
    const replay = replayOf(MALTESE_LOCKS.replace('{Seat 0 has no 6', `{${arrows} Seat 0 has no 6`));
    const step = replay.steps.find((s) => s.text === 'draw:6-5')!;
    assert.equal(step.marks.length, 1);
    assert.equal(step.marks[0]!.kind, 'arrow');
    assert.deepEqual(step.marks[0]!.targets[0], { tile: '6-5' });
  });

  it('R-REC-MARKS: a tile outlined twice is outlined once; a mark whose targets were all named before is dropped', () => {
    const replay = replayOf(
      MALTESE_LOCKS.replace(
        '{Seat 0 holds',
        '{[%mark 6-6 6-6 3-1] [%mark 3-1 6-6] [%mark 5-2 3-1] [%arrow 3-1 6-6] [%arrow 3-1 6-6] Seat 0 holds',
      ),
    );
    assert.deepEqual(replay.steps[0]!.marks, [
      { kind: 'mark', targets: [{ tile: '6-6' }, { tile: '3-1' }] },
      { kind: 'mark', targets: [{ tile: '5-2' }] },
      { kind: 'arrow', targets: [{ tile: '3-1' }, { tile: '6-6' }] },
    ]);
  });

  it('R-REC-MARKS: a copy of a mark that names nothing is still an error, though its other target was named before', () => {
    const e = errorOf(MALTESE_LOCKS.replace('{Seat 0 holds', '{[%mark 6-6] [%mark 6-6 @6N] Seat 0 holds'));
    assert.equal(e.code, 'mark-nothing');
    assert.equal(e.token, '@6N');
  });
});

describe('restore(): refused at once when too long or too deep (API.md §4)', () => {
  it('a string over 1 048 576 characters is refused before it is parsed, saying so', () => {
    assert.equal(MAX_SAVED_CHARS, 1_048_576);
    const result = restoreMatch(`{"a":"${'x'.repeat(MAX_SAVED_CHARS)}"}`);
    assert.deepEqual(result, { ok: false, why: 'too long or too deeply nested' });
  });

  it('deep nesting is refused before it is parsed; brackets inside strings do not count', () => {
    const deep = `${'['.repeat(500_000)}${']'.repeat(500_000)}`;
    assert.deepEqual(restoreMatch(deep), { ok: false, why: 'too long or too deeply nested' });
    const quoted = `{"format":"${'['.repeat(1000)}\\"["}`;
    const result = restoreMatch(quoted);
    assert.ok(!result.ok);
    assert.match(result.why, /^format must be/);
  });
});

describe('the bench’s hostile records (npm run bench:records)', () => {
  for (const { name, text, step } of hostileRecords()) {
    it(`R-REC-MARKS: ${name}: within 256 KB, read and replayed, its step’s marks each drawn once`, () => {
      assert.ok(bytes(text) <= MAX_BYTES, `${bytes(text)} bytes`);
      const replay = replayOf(text);
      const marks = replay.steps[step]!.marks;
      const keys = marks.flatMap((m) =>
        m.kind === 'arrow' ? [JSON.stringify(m.targets)] : m.targets.map((t) => JSON.stringify(t)),
      );
      assert.equal(new Set(keys).size, keys.length, 'no target or arrow twice');
      assert.ok(marks.length <= 9, `${marks.length} marks`);
    });
  }
});
