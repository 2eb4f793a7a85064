/**
 * The worked examples the demo's variant pages embed as replays and lessons (their `record` attributes): each
 * reads and replays, shows the rule docs/rules.md's example is about, and every question has its right move.
 */

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { checkAnswer } from '../../src/record/lesson.js';
import { readRecord, type Replay } from '../../src/record/replay.js';

/** The `record` attributes of a demo page, as the browser reads them (the few entities the pages use decoded). */
function recordsOf(page: string): string[] {
  const html = readFileSync(new URL(`../../demo/${page}`, import.meta.url), 'utf8');
  return [...html.matchAll(/\brecord="([^"]*)"/g)].map((m) =>
    (m[1] as string)
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

function replayed(text: string): Replay {
  const read = readRecord(text);
  if (!read.ok) assert.fail(read.error.message);
  return read.replay;
}

/** Every question's recorded move is its right answer. */
function questionsAnswer(replay: Replay): number {
  const asked = replay.steps.flatMap((step, i) => (step.question ? [i] : []));
  for (const i of asked) assert.equal(checkAnswer(replay, i, replay.steps[i]!.move!).verdict, 'right');
  return asked.length;
}

describe('the demo pages’ worked examples', () => {
  it('R-MC-6 (maltese-cross.html): the lesson on the 1-1 over the locked layout', () => {
    const [text, ...more] = recordsOf('maltese-cross.html');
    assert.deepEqual(more, []);
    const replay = replayed(text!);
    assert.equal(questionsAnswer(replay), 1);
    const question = replay.steps.findIndex((step) => step.question);
    assert.deepEqual([...replay.steps[question - 1]!.state.unlocked].sort(), [3, 4, 6]);
    assert.equal(replay.steps[question]!.name, '1-1');
  });

  it('R-DB-4, R-DB-6 (doubles.html): the spinner diagram and the lesson on the draw that must be played', () => {
    const [spinner, draw, ...more] = recordsOf('doubles.html');
    assert.deepEqual(more, []);
    const diagram = replayed(spinner!).steps.at(-1)!.state;
    assert.equal(diagram.layout.ends.filter((end) => end.pip === 3).length, 3);
    const lesson = replayed(draw!);
    assert.equal(questionsAnswer(lesson), 1);
    assert.deepEqual(
      lesson.steps.slice(-2).map((step) => step.name),
      ['draw:0-0', '0-0'],
    );
  });

  it('R-DC-6 (doubles-classic.html): North draws 7-2 and 4-1, keeps them, and plays the 0-0', () => {
    const [text, ...more] = recordsOf('doubles-classic.html');
    assert.deepEqual(more, []);
    const replay = replayed(text!);
    assert.equal(questionsAnswer(replay), 1);
    const end = replay.steps.at(-1)!;
    assert.equal(end.seat, 2);
    assert.deepEqual(
      (['7-2', '4-1'] as const).map((tile) => end.state.hands[2]!.includes(tile)),
      [true, true],
    );
  });

  it('R-BY-7, R-BY-8 (doubles-in-the-boneyard.html): the block on two blank ends, West losing its 32', () => {
    const [text, ...more] = recordsOf('doubles-in-the-boneyard.html');
    assert.deepEqual(more, []);
    const replay = replayed(text!);
    const blocked = replay.steps.filter((step) => step.round === 1).at(-1)!.state;
    assert.equal(blocked.lastRound?.reason, 'blocked');
    assert.deepEqual(blocked.lastRound?.points, [0, -32, 0]);
    assert.equal(replay.steps.at(-1)!.round, 2);
  });
});
