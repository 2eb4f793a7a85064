// The studio says every mistake at the field the author typed it in, in the author's terms (issue 36): a try that
// is no move here, a second answer the reader could not play (naming the player as the record names them), a try
// that is the answer itself, a bad tile in the typed hands, too many names; never a line and column of a record
// the author did not type, and the sentence goes when the mistake is mended.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { startStudio, type Studio } from '../../demo/studio/app.js';
import '../../src/define.js';
import { readRecord } from '../../src/record/index.js';
import { click } from '../element/helpers.js';
import { readmeLesson } from './readme-lesson.js';

let root: HTMLElement;
let studio: Studio;
beforeEach(() => {
  localStorage.clear();
  root = document.body.appendChild(document.createElement('main'));
  root.style.width = '1024px';
});
afterEach(() => {
  studio.stop();
  root.remove();
  localStorage.clear();
});

const $ = <T extends Element>(selector: string): T => {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`no ${selector} in the studio`);
  return found;
};
async function type(control: HTMLInputElement | HTMLTextAreaElement, text: string): Promise<void> {
  control.focus();
  control.select();
  await sendKeys({ press: 'Backspace' });
  if (text.length > 30) {
    control.value = text;
    control.dispatchEvent(new Event('input', { bubbles: true }));
  } else await sendKeys({ type: text });
}
/** The sentence said at a control (`aria-invalid`, and the alert it is described by), or null. */
function saidAt(control: HTMLElement): string | null {
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  const alert = ids.map((id) => document.getElementById(id)).find((el) => el?.getAttribute('role') === 'alert');
  return alert?.textContent ?? null;
}

/** The README lesson opened, its question's step chosen, a try added; the try's move input. */
async function atQuestion(): Promise<{ input: HTMLInputElement; answer: string }> {
  studio = startStudio(root);
  await studio.ready;
  const lesson = await readmeLesson();
  const read = readRecord(lesson);
  if (!read.ok) throw new Error(read.error.message);
  const question = read.replay.steps.findIndex((step) => step.question);
  await type($('textarea[name="open-text"]'), lesson);
  await click($('.panel--open button'));
  await studio.ready;
  await click($(`.step-list [data-step="${question}"]`));
  await click($('.tries-part > button'));
  const rows = root.querySelectorAll<HTMLInputElement>('.try input[name="try-move"]');
  return { input: rows[rows.length - 1]!, answer: read.replay.steps[question]!.name };
}

describe('studio mistakes', () => {
  it('a try that is no move here is said at its field, naming the place; mended, the sentence goes', async function () {
    this.timeout(30000);
    const { input } = await atQuestion();
    await type(input, '3-1@3X');
    expect(saidAt(input)).to.match(/^“3-1@3X”: “X” is no place: N, E, S, W, L or R\.$/);
    expect(saidAt(input)).to.not.match(/Line|column/);
    expect($('.panel--play .status').textContent).to.equal('');
    await type(input, '3-1@3');
    expect(saidAt(input)).to.equal(null);
    expect(root.querySelectorAll('[aria-invalid]').length).to.equal(0);
  });

  it('a second answer the reader could not play is refused at its field, the player named as the record names them', async function () {
    this.timeout(30000);
    await atQuestion();
    // Names typed: the step's editor is drawn again with them, the empty try still in it.
    await type($('input[name="names"]'), 'Ann/Ben/Cy/Di');
    const input = [...root.querySelectorAll<HTMLInputElement>('.try input[name="try-move"]')].at(-1)!;
    await type(input, '3-1@1');
    expect(saidAt(input), 'a wrong try may be illegal: the lesson says why').to.equal(null);
    await click(input.closest('.try')!.querySelector<HTMLInputElement>('input[name="try-right"]')!);
    expect(saidAt(input)).to.match(/^“3-1@1”: Illegal for Ann: that suit is locked/);
    expect(studio.text).to.include('(= 3-1@1');
  });

  it('a try that is the answer itself is said at its field', async function () {
    this.timeout(30000);
    const { input, answer } = await atQuestion();
    await type(input, answer);
    expect(saidAt(input)).to.match(/^“[^”]+”: This try is the answer\.$/);
  });

  it('deal mistakes at the field typed: a tile not of the set in the hands, too many names', async function () {
    this.timeout(30000);
    studio = startStudio(root);
    await studio.ready;
    const before = studio.text;
    await click($('input[type="radio"][value="hands"]'));
    const hands = $<HTMLTextAreaElement>('textarea[name="hands"]');
    await type(hands, '6-6 7-7 5-2 5-5 1-1 / +5 / +5 / +5');
    await click($('.setup-form button[type="submit"]'));
    expect(saidAt(hands)).to.equal('“7-7”: Not a tile of this game’s set.');
    expect(studio.text).to.equal(before);
    await type(hands, '6-6 3-1 5-2 5-5 1-1 / +5 / +5 / +5');
    await click($('.setup-form button[type="submit"]'));
    await studio.ready;
    expect(saidAt(hands)).to.equal(null);
    const names = $<HTMLInputElement>('input[name="names"]');
    await type(names, 'Ann/Ben/Cy/Di/Ed');
    expect(saidAt(names)).to.match(/^“.*”: Give at most 4 names, separated by \//);
    await type(names, 'Ann/Ben');
    expect(saidAt(names)).to.equal(null);
  });
});
