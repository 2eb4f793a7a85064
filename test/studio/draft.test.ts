// The studio's document (demo/studio/draft.ts): what it writes reads back as written, in the notation of the
// README's "Game records"; the step editor's mark toggling. The studio in a browser is test/demo/studio.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultSetup, draftFromRecord, emptyDraft, headerOf, stepsOf, writeDraft } from '../../demo/studio/draft.js';
import { parseRecord, readRecord, replayRecord } from '../../src/record/index.js';
import { MALTESE_LOCKS } from '../record/worked-examples.js';

const read = (text: string) => {
  const result = readRecord(text);
  if (!result.ok) throw new Error(`${result.error.message}\n${text}`);
  return result.replay;
};

describe('studio draft', () => {
  it('writes typed hands with +N, the title and names quoted, and the seed only where it deals', () => {
    const setup = {
      ...defaultSetup(),
      title: 'Locks "first" lesson',
      names: 'Ann / Ben/Cy',
      dealFrom: 'hands' as const,
      seed: '',
      hands: '6-6 3-1   +3 / +5 / +5 / +5',
    };
    const header = headerOf(setup);
    assert.deepEqual(header, [
      '[title "Locks \\"first\\" lesson"]',
      '[names Ann/Ben/Cy]',
      '[variant maltese-cross]',
      '[hands 6-6 3-1 +3 / +5 / +5 / +5]',
    ]);
    const replay = read(writeDraft(emptyDraft(setup)));
    assert.equal(replay.title, 'Locks "first" lesson');
    assert.deepEqual(replay.names, ['Ann', 'Ben', 'Cy']);
    assert.equal(replay.steps[0]!.state.hands[0]!.length, 5);
    assert.deepEqual(headerOf({ ...defaultSetup(), seed: 'a b' }), ['[variant maltese-cross]', '[seed "a b"]']);
  });

  it('keeps a comment a comment: braces inside become parentheses', () => {
    const draft = emptyDraft({ ...defaultSetup(), seed: 'braces' });
    draft.rounds[0]!.comment = 'Deal {not a new comment} here';
    const replay = read(writeDraft(draft));
    assert.equal(replay.steps[0]!.comment, 'Deal (not a new comment) here');
  });

  it('reads the Maltese lesson into a draft that writes it back to the same steps, comments, questions and tries', () => {
    const parsed = parseRecord(MALTESE_LOCKS);
    assert.ok(parsed.ok);
    const replayed = replayRecord(parsed.record);
    assert.ok(replayed.ok);
    const draft = draftFromRecord(parsed.record, replayed.replay);
    assert.equal(stepsOf(draft).length, replayed.replay.steps.length);
    assert.match(draft.setup.hands, /^6-6 3-1 5-2 5-5 1-1 \/ /);
    const again = read(writeDraft(draft));
    const view = (steps: typeof again.steps) =>
      steps.map((s) => ({ state: s.state, comment: s.comment, question: s.question, tries: s.tries, marks: s.marks }));
    assert.deepEqual(view(again.steps), view(replayed.replay.steps));
  });
});

describe('studio marks', () => {
  it("a tapped target joins the comment's [%mark], a second tap takes it out", async () => {
    const { toggleMark } = await import('../../demo/studio/step-editor.js');
    assert.equal(toggleMark('Look.', '3-3'), 'Look. [%mark 3-3]');
    assert.equal(toggleMark('Look. [%mark 3-3]', '@1N'), 'Look. [%mark 3-3 @1N]');
    assert.equal(toggleMark('Look. [%mark 3-3 @1N]', '3-3'), 'Look. [%mark @1N]');
    assert.equal(toggleMark('Look. [%mark @1N]', '@1N'), 'Look.');
  });
});
