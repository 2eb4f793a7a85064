// The studio (demo/studio/, built to dist/studio.html; README "Studio") against the source element: an author
// writes the README's Maltese Cross lesson by tapping on the table and filling the studio's forms, and the record
// it copies replays in a <domino-table> to the README record's positions, step by step; a record with an error
// shows the error the table gives. check-built-demo.ts loads the built page under its default-src 'self'.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { startStudio, type Studio } from '../../demo/studio/app.js';
import type { DominoTable } from '../../src/element/domino-table.js';
import { readRecord, type ReplayStep } from '../../src/record/index.js';
import { action, click, guardOver, handTile, mount, target, until } from '../element/helpers.js';
import { readmeLesson } from './readme-lesson.js';

let root: HTMLElement;
const started: Studio[] = [];
beforeEach(() => {
  // Each test starts with no saved draft (the studio would bring the last one back).
  localStorage.clear();
  root = document.body.appendChild(document.createElement('main'));
  root.style.width = '1024px';
});
afterEach(() => {
  for (const studio of started.splice(0)) studio.stop();
  root.remove();
  localStorage.clear();
});

const studioIn = (el: HTMLElement, query = ''): Studio => {
  const studio = startStudio(el, query);
  started.push(studio);
  return studio;
};
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
      // The hot seat's hand-over (passed by the studio) holds off a person's input for a moment.
      await guardOver();
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

  it('opening a record with an error shows the error the table gives: line, column, token and why', async () => {
    const studio = studioIn(root);
    await studio.ready;
    const bad =
      '[variant maltese-cross]\n[hands 6-6 3-1 5-2 5-5 1-1 / 6-4 4-4 6-2 5-4 5-3 / 6-3 3-3 6-1 5-1 5-0 / 6-0 4-1 4-3 4-2 4-0]\n6-6 7-7@6N\n';
    const before = studio.text;
    await type($('textarea[name="open-text"]'), bad);
    await click($('.panel--open button'));
    const shown = $('.panel--open [role="alert"]').textContent ?? '';
    expect(shown).to.match(/^Line 3, column 5, “7-7@6N”: /);
    // The same sentence as a table given the record reports (after its "record: ").
    const errors: string[] = [];
    await mount(
      { record: bad },
      {
        before: (el) =>
          el.addEventListener('domino-error', (e) =>
            errors.push((e as CustomEvent<{ message: string }>).detail.message),
          ),
      },
    );
    await until(() => errors.length > 0, 'the table reports the error');
    expect(errors[0]).to.include(shown);
    // Nothing of the draft changed.
    expect(studio.text).to.equal(before);
  });

  it('opens the README lesson to edit: the same steps, a table at its last position, a second answer added', async function () {
    this.timeout(30000);
    const lessonText = await readmeLesson();
    const lesson = readRecord(lessonText);
    if (!lesson.ok) throw new Error(lesson.error.message);
    const studio = studioIn(root);
    await studio.ready;
    await type($('textarea[name="open-text"]'), lessonText);
    await click($('.panel--open button'));
    await studio.ready;
    expect($('.panel--play .status').textContent).to.equal('');
    const opened = readRecord(studio.text);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.replay.steps.map(seen)).to.deep.equal(lesson.replay.steps.map(seen));
    // The table plays on from the record's last position.
    const last = lesson.replay.steps[lesson.replay.steps.length - 1]!.state;
    expect(studio.table.state.layout.tiles.map((t) => t.tile)).to.deep.equal(last.layout.tiles.map((t) => t.tile));

    // The question's step: a second right answer with its comment, and a mark on the step after it, by tapping.
    const question = lesson.replay.steps.findIndex((step) => step.question);
    await click(stepButton(question));
    await click($<HTMLButtonElement>('.tries-part > button'));
    const rows = root.querySelectorAll('.try');
    const row = rows[rows.length - 1]!;
    await type(row.querySelector<HTMLInputElement>('input[name="try-move"]')!, '5-5');
    await click(row.querySelector<HTMLInputElement>('input[name="try-right"]')!);
    await type(row.querySelector<HTMLInputElement>('input[name="try-comment"]')!, 'Also good.');
    await click(stepButton(question));
    await click($('.marks-part .chip[data-target="1-1"]'));
    await click($('.marks-part input[value="arrow"]'));
    await click($('.marks-part .chip[data-target="3-1"]'));
    const ends = [...root.querySelectorAll<HTMLButtonElement>('.marks-part .chip[data-target^="@"]')];
    await click(ends[0]!);
    const edited = readRecord(studio.text);
    if (!edited.ok) throw new Error(`${edited.error.message}\n${studio.text}`);
    const step = edited.replay.steps[question]!;
    expect(step.tries.at(-1)).to.deep.include({ text: '5-5', comment: 'Also good.', right: true });
    expect(step.marks.map((m) => m.kind)).to.deep.equal(['mark', 'arrow']);
    expect(step.marks[0]!.targets).to.deep.equal([{ tile: '1-1' }]);
    expect(step.marks[1]!.targets[0]).to.deep.equal({ tile: '3-1' });
    expect(studio.text).to.include('(= 5-5 {Also good.})');

    // A tile tapped on the preview's board is marked too: the lead, the first tile the board draws.
    await click(stepButton(1));
    const preview = $<DominoTable>('.editor-wrap domino-table');
    await until(
      () => (preview.shadowRoot?.querySelectorAll('[part~="played"]').length ?? 0) === 1,
      'the preview board',
    );
    await click(preview.shadowRoot!.querySelector('[part~="played"]')!);
    expect($<HTMLTextAreaElement>('.step-editor textarea[name="comment"]').value).to.include('[%mark 6-6]');
    const marked = readRecord(studio.text);
    if (!marked.ok) throw new Error(marked.error.message);
    expect(marked.replay.steps[1]!.marks).to.deep.equal([{ kind: 'mark', targets: [{ tile: '6-6' }] }]);
  });

  it('speaks the language the address asks for: the table and the record errors', async () => {
    const studio = studioIn(root, '?lang=de-AT');
    await studio.ready;
    expect(root.querySelector<HTMLSelectElement>('select[name="lang"]')!.value).to.equal('de');
    expect(studio.table.getAttribute('lang')).to.equal('de');
    await type($('textarea[name="open-text"]'), '[variant doubles]\n[seed x]\n7-7\n');
    await click($('.panel--open button'));
    const shown = $('.panel--open [role="alert"]').textContent ?? '';
    expect(shown).to.equal(
      (readRecord('[variant doubles]\n[seed x]\n7-7\n', 'de') as { error: { message: string } }).error.message,
    );
    expect(shown).to.not.equal(
      (readRecord('[variant doubles]\n[seed x]\n7-7\n', 'en') as { error: { message: string } }).error.message,
    );
  });

  it('a second round dealt on the table is written with its deal, and Take back undoes a step', async function () {
    this.timeout(30000);
    const studio = studioIn(root);
    await studio.ready;
    await type($('input[name="hand-size"]'), '3');
    const variant = $<HTMLSelectElement>('select[name="variant"]');
    variant.value = 'doubles';
    variant.dispatchEvent(new Event('change'));
    await type($('input[name="seed"]'), 'two rounds');
    await click($('.setup-form button[type="submit"]'));
    await studio.ready;
    const table = studio.table;
    // The moves through the table's own methods (a tap ends in the same calls and the same domino-move).
    const moveOnce = (t: DominoTable): void => {
      const move = t.legalMoves()[0]!;
      if (move.type === 'play') t.play(move.tile, move.end);
      else if (move.type === 'draw') t.draw();
      else t.pass();
    };
    const live = table as unknown as DominoTable;
    while (live.state.phase === 'play') {
      moveOnce(live);
      await live.updateComplete;
    }
    expect(live.nextRound().ok).to.equal(true);
    await until(() => live.state.phase === 'play' && live.state.round === 2, 'round 2');
    moveOnce(live);
    await until(() => /\[round 2\]/.test(studio.text) && readRecord(studio.text).ok, 'round 2 written');
    const read = readRecord(studio.text);
    if (!read.ok) throw new Error(read.error.message);
    expect(studio.text).to.match(/\[round 2\]\n\[hands /);
    const last = read.replay.steps[read.replay.steps.length - 1]!.state;
    expect(last.round).to.equal(2);
    expect(last.layout.tiles.map((t) => t.tile)).to.deep.equal(live.state.layout.tiles.map((t) => t.tile));
    expect(last.hands.map((h) => [...h].sort())).to.deep.equal(live.state.seats.map((s) => [...s.hand].sort()));

    // Take back (by keyboard): one step fewer, and the table is back where that leaves it.
    const steps = root.querySelectorAll('.step-list li').length;
    const undo = $<HTMLButtonElement>('.panel--play > button');
    undo.focus();
    await sendKeys({ press: 'Enter' });
    await studio.ready;
    expect(root.querySelectorAll('.step-list li').length).to.equal(steps - 1);
    const back = readRecord(studio.text);
    if (!back.ok) throw new Error(back.error.message);
    const now = studio.table as unknown as DominoTable;
    expect(now.state.layout.tiles.length).to.equal(0);
    expect(back.replay.steps.at(-1)!.state.round).to.equal(2);
    expect($('.panel--play .status').textContent).to.equal('');

    // Dealing again throws the steps away only when asked twice.
    const dealButton = $<HTMLButtonElement>('.setup-form button[type="submit"]');
    dealButton.focus();
    await sendKeys({ press: 'Enter' });
    expect(root.querySelectorAll('.step-list li').length).to.equal(steps - 1);
    expect($('.panel--setup .status').textContent).to.match(/once more/);
    await sendKeys({ press: 'Enter' });
    await studio.ready;
    expect(root.querySelectorAll('.step-list li').length).to.equal(1);
  });
});
