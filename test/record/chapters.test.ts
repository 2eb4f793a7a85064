/**
 * Chapters (README "Chapters", issue 36 item 4): one record holds several, each with its own title, deal and moves;
 * the tags before the first `[chapter]` apply to every chapter that does not write its own; a record without
 * `[chapter]` is one chapter, as before; the limits hold for the whole record.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_CHAPTERS, MAX_STEPS, parseRecord } from '../../src/record/parse.js';
import { readRecord, type Replay } from '../../src/record/replay.js';
import { errorOf } from './helpers.js';
import { BOOK, PARTS, TITLES } from './chapters.js';
import { MALTESE_LOCKS } from './worked-examples.js';

const chaptersOf = (text: string): Replay[] => {
  const read = readRecord(text);
  assert.ok(read.ok, read.ok ? '' : read.error.message);
  return read.chapters;
};
const positions = (replay: Replay) => replay.steps.map((step) => [step.move, step.state.layout, step.state.hands]);

describe('chapters', () => {
  it('API.md §8 chapters: each chapter replays as its own text does alone, under its own title', () => {
    const read = readRecord(BOOK);
    assert.ok(read.ok, read.ok ? '' : read.error.message);
    assert.equal(read.title, 'Three ways in');
    assert.deepEqual(
      read.chapters.map((c) => c.title),
      TITLES,
    );
    assert.equal(read.replay, read.chapters[0], 'the first chapter is the replay of old');
    Object.values(PARTS).forEach((part, i) => {
      const alone = readRecord(part);
      assert.ok(alone.ok);
      assert.deepEqual(positions(read.chapters[i]!), positions(alone.replay), TITLES[i]);
      assert.equal(read.chapters[i]!.rules.variant, alone.replay.rules.variant);
    });
    // The lesson keeps its question and its tries.
    assert.ok(read.chapters[1]!.steps.some((s) => s.question && s.tries.length === 4));
  });

  it('API.md §8 chapters: tags before the first chapter are every chapter’s; a chapter’s own override them', () => {
    const [one, two, three] = chaptersOf(`[variant doubles]\n[players 2]\n[seed shared]\n[names Ann/Ben]
[chapter One]
[chapter Two]
[seed own]
[chapter Three]
[variant block]
[names Cy]`);
    const alone = (text: string) => chaptersOf(text)[0]!.steps[0]!.state;
    assert.deepEqual(one!.steps[0]!.state, alone('[variant doubles]\n[players 2]\n[seed shared]'));
    assert.deepEqual(two!.steps[0]!.state, alone('[variant doubles]\n[players 2]\n[seed own]'));
    assert.equal(three!.rules.variant, 'block');
    assert.equal(three!.rules.players, 2);
    assert.deepEqual(one!.names, ['Ann', 'Ben']);
    assert.deepEqual(three!.names, ['Cy']);
  });

  it('API.md §8 chapters: a shared deal is dealt in each chapter that writes neither its own deal nor its own seed', () => {
    const deal = MALTESE_LOCKS.split('\n').filter((line) => /^\[(variant|hands|boneyard)/.test(line));
    const [own, shared] = chaptersOf(`${deal.join('\n')}\n[chapter Seeded]\n[seed s]\n[chapter Shared]\n6-6`);
    assert.equal(shared!.steps[1]!.state.layout.tiles[0]!.tile, '6-6');
    assert.deepEqual(shared!.steps[0]!.state.hands, chaptersOf(MALTESE_LOCKS)[0]!.steps[0]!.state.hands);
    assert.notDeepEqual(own!.steps[0]!.state.hands, shared!.steps[0]!.state.hands);
  });

  it('API.md §8 chapters: a record without [chapter] is one chapter, read exactly as before', () => {
    const read = readRecord(MALTESE_LOCKS);
    assert.ok(read.ok);
    assert.equal(read.chapters.length, 1);
    assert.equal(read.chapters[0], read.replay);
    const parsed = parseRecord('[variant doubles]\n[seed x]\n[title Alone]');
    assert.ok(parsed.ok);
    assert.equal(parsed.title, 'Alone');
    assert.deepEqual(parsed.chapters, [parsed.record]);
  });

  it('API.md §8 chapters: only shared tags come before the first chapter; the mistake is named where it is', () => {
    for (const [before, token] of [
      ['6-6', '6-6'],
      ['{A note}', '{A note}'],
      ['[round 2]', '[round 2]'],
    ] as const) {
      const e = errorOf(`[variant doubles]\n[seed x]\n${before}\n[chapter One]`);
      assert.equal(e.code, 'before-chapter', before);
      assert.equal(e.token, token);
      assert.equal(e.line, 3);
      assert.match(e.message, /before the first \[chapter\]/);
    }
    assert.equal(errorOf('[variant doubles]\n[variant block]\n[chapter One]').code, 'duplicate-tag');
    assert.equal(errorOf('[variant doubles]\n[seed x]\n[chapter One]\n[title Two]').code, 'duplicate-tag');
    assert.equal(errorOf('[variant doubles]\n[seed x]\n[chapter One]\n[seed y]\n[seed z]').code, 'duplicate-tag');
    assert.match(errorOf('[chapterz One]').message, /the tags are .*, chapter/);
  });

  it('API.md §8 chapters: an error in a later chapter is the record’s, at its line; in every language', () => {
    const text = `${BOOK}\n[chapter Broken]\n[variant doubles]\n[seed x]\n7-7`;
    const e = errorOf(text);
    assert.equal(e.code, 'bad-tile');
    assert.equal(e.line, text.split('\n').length);
    assert.equal(errorOf('[variant doubles]\n6-6\n[chapter x]', 'de').code, 'before-chapter');
    for (const lang of ['de', 'es', 'pt', 'fr']) {
      assert.match(errorOf('[variant doubles]\n6-6\n[chapter x]', lang).message, /\[chapter\]/, lang);
      assert.doesNotMatch(errorOf('[variant doubles]\n6-6\n[chapter x]', lang).message, /only tags/, lang);
    }
    // A chapter with no variant of its own or shared says so at its [chapter] tag.
    const none = errorOf('[chapter Lost]\n6-6');
    assert.equal(none.code, 'no-variant');
    assert.equal(none.token, '[chapter Lost]');
  });

  it('API.md §8 chapters: the limits hold for the whole record (each chapter is a step), and at most 100 chapters', () => {
    const over = `[variant doubles]\n[seed x]\n${'[chapter c]\n'.repeat(MAX_STEPS + 1)}`;
    assert.equal(errorOf(over).code, 'too-long');
    const many = chaptersOf(`[variant doubles]\n[seed x]\n${'[chapter c]\n'.repeat(MAX_CHAPTERS)}`);
    assert.equal(many.length, MAX_CHAPTERS);
    assert.ok(many.every((c) => c.steps.length === 1 && c.title === 'c'));
    // Each chapter is dealt as the record is read: one more is refused at its tag, before any is dealt.
    const e = errorOf(`[variant doubles]\n[seed x]\n${'[chapter c]\n'.repeat(MAX_CHAPTERS + 1)}`);
    assert.equal(e.code, 'too-many-chapters');
    assert.equal(e.line, MAX_CHAPTERS + 3);
    assert.match(e.message, /at most 100 chapters/);
  });
});
