// The studio (demo/studio/, built to dist/studio.html; README "Studio") against the source element: an author
// writes the README's Maltese Cross lesson by tapping on the table and filling the studio's forms, and the record
// it copies replays in a <domino-table> to the README record's positions, step by step; a record with an error
// shows the error the table gives. check-built-demo.ts loads the built page under its default-src 'self'.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { startStudio, type Studio } from '../../demo/studio/app.js';
import type { DominoTable } from '../../src/element/domino-table.js';
import { readRecord, type ReplayStep } from '../../src/record/index.js';
import { action, click, handTile, mount, target, until } from '../element/helpers.js';

/** The README's Maltese Cross lesson, read from the README itself. */
async function readmeLesson(): Promise<string> {
  const readme = await (await fetch('/README.md')).text();
  const at = readme.indexOf('Maltese Cross (the first worked example');
  const start = readme.indexOf('```text\n', at) + '```text\n'.length;
  return readme.slice(start, readme.indexOf('```', start));
}

let root: HTMLElement;
beforeEach(() => {
  root = document.body.appendChild(document.createElement('main'));
  root.style.width = '1024px';
});
afterEach(() => root.remove());

const studioIn = (el: HTMLElement): Studio => startStudio(el);
const $ = <T extends Element>(selector: string): T => {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector} in the studio`);
  return found;
};
/** Types into a form control as a person does: focus, clear, type. */
async function type(control: HTMLInputElement | HTMLTextAreaElement, text: string): Promise<void> {
  control.focus();
  control.select();
  await sendKeys({ press: 'Backspace' });
  // sendKeys types characters one by one: long texts are set whole, then announced as typed.
  if (text.length > 40) {
    control.value = text;
    control.dispatchEvent(new Event('input', { bubbles: true }));
  } else await sendKeys({ type: text });
}
const stepButton = (i: number): HTMLButtonElement => $<HTMLButtonElement>(`.step-list [data-step="${i}"]`);

/** What a step shows, as the replay has it: positions, comment, question, tries. */
const seen = (step: ReplayStep) => ({
  hands: step.state.hands,
  layout: step.state.layout,
  current: step.state.current,
  boneyard: step.state.boneyard.length,
  comment: step.comment,
  question: step.question,
  tries: step.tries.map((t) => ({ move: t.move, comment: t.comment, right: t.right })),
});

describe('studio', () => {
  it('writes the README Maltese Cross lesson by playing it on the table; the record replays to the same positions', async function () {
    this.timeout(60000);
    const lessonText = await readmeLesson();
    const lesson = readRecord(lessonText);
    if (!lesson.ok) throw new Error(lesson.error.message);
    const steps = lesson.replay.steps;
    const studio = studioIn(root);

    // The deal: typed hands and boneyard, as the lesson gives them.
    const hands = /\[hands ([^\]]*)\]/.exec(lessonText)![1]!;
    const boneyard = /\[boneyard ([^\]]*)\]/.exec(lessonText)![1]!;
    // By keyboard, as an author without a mouse would.
    $<HTMLInputElement>('input[type="radio"][value="hands"]').focus();
    await sendKeys({ press: 'Space' });
    await type($('textarea[name="hands"]'), hands);
    await type($('input[name="boneyard"]'), boneyard);
    await click($('.setup-form button[type="submit"]'));
    await studio.ready;

    // Every move, tapped on the table: the tile in the hand, then its end (or Draw).
    const table = studio.table as unknown as DominoTable;
    for (let i = 1; i < steps.length; i++) {
      const move = steps[i]!.move!;
      await until(() => table.state.log.length === i - 1 && root.querySelectorAll('.step-list li').length === i);
      if (move.type === 'play') {
        await until(() => handTile(table, move.tile) !== null, `${move.tile} in the hand`);
        await click(handTile(table, move.tile)!);
        await table.updateComplete;
        if (table.state.log.length === i - 1) {
          await until(() => target(table, move.end) !== null, `end ${move.end}`);
          await click(target(table, move.end)!);
        }
      } else {
        await until(() => action(table, move.type) !== null, move.type);
        await click(action(table, move.type));
      }
    }
    await until(() => root.querySelectorAll('.step-list li').length === steps.length, 'every step listed');

    // Comments, the question and its wrong tries, through the step editor.
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i]!;
      if (!step.comment && !step.question && step.tries.length === 0) continue;
      await click(stepButton(i));
      if (step.comment) await type($('.step-editor textarea[name="comment"]'), step.comment);
      if (step.question) await click($('.step-editor input[name="question"]'));
      for (const t of step.tries) {
        await click($<HTMLButtonElement>('.tries-part > button'));
        const rows = root.querySelectorAll('.try');
        const row = rows[rows.length - 1]!;
        await type(row.querySelector<HTMLInputElement>('input[name="try-move"]')!, t.text);
        if (t.comment) await type(row.querySelector<HTMLInputElement>('input[name="try-comment"]')!, t.comment);
      }
    }

    // The record the studio copies reads, and shows what the README's shows at every step.
    const written = $<HTMLTextAreaElement>('textarea[name="record"]').value;
    expect(written).to.equal(studio.text);
    const mine = readRecord(written);
    if (!mine.ok) throw new Error(`${mine.error.message}\n${written}`);
    expect(mine.replay.steps.map(seen)).to.deep.equal(steps.map(seen));

    // And in <domino-table>s in replay mode, step by step.
    const theirs = await mount({ record: lessonText });
    const ours = await mount({ record: written });
    await until(() => theirs.state.layout !== undefined && ours.state.layout !== undefined);
    for (let i = 0; i < steps.length; i++) {
      theirs.step = i;
      ours.step = i;
      await theirs.updateComplete;
      await ours.updateComplete;
      expect(ours.state, `step ${i}`).to.deep.equal(theirs.state);
    }
  });
});
