// Chapters (API.md §2 `chapter`, §5 `domino-step`, §8; issue 36 item 4): a record of several chapters shows their
// list; the reader steps between them by tap, click or keyboard, and hears which one; `chapter` selects one by number
// or title and follows the reader; `step` counts within the chapter.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { $, $$, click, mount, record, root, until, type DominoTable } from './helpers.js';
import { note, played, shownStep, stepButton } from './replay-helpers.js';
import { BOOK, TITLES } from '../record/chapters.js';

const chapters = (el: DominoTable) => $$<HTMLButtonElement>(el, '.replay__chapter');
const current = (el: DominoTable) => $$(el, '.replay__chapter').findIndex((b) => b.hasAttribute('aria-current'));
const said = (el: DominoTable) => $(el, '.replay__chapters [aria-live]')?.textContent?.trim() ?? '';

describe('replay: chapters', () => {
  it('API.md §8 chapters: lists the chapters by number and title, the first shown; a tap shows another, at its deal', async () => {
    const seen = record(document, ['domino-step']);
    const el = await mount({ record: BOOK });
    expect(chapters(el).map((b) => b.textContent!.replace(/\s+/g, ' ').trim())).to.deep.equal(
      TITLES.map((title, i) => `${i + 1}${title}`),
    );
    expect($(el, 'nav.replay__chapters')!.getAttribute('aria-label')).to.equal('Chapters');
    expect(current(el)).to.equal(0);
    expect(seen.at(-1)!.detail).to.deep.equal({ step: 0, total: 6, round: 1, chapter: 1 });
    await click(stepButton(el, 'forward'));
    await until(() => shownStep(el) === 1, 'step 1');
    await click(chapters(el)[1]!);
    await until(() => current(el) === 1, 'the second chapter');
    expect(el.getAttribute('chapter')).to.equal('2');
    expect(el.chapter).to.equal('2');
    expect(el.getAttribute('step')).to.equal('0');
    expect(shownStep(el)).to.equal(0);
    expect(played(el)).to.equal(0);
    expect(seen.at(-1)!.detail).to.deep.equal({ step: 0, total: 12, round: 1, chapter: 2 });
    expect(note(el)).to.include('Seat 0 holds the 6-6 and opens.');
    expect(said(el)).to.equal(`Chapter 2 of 3: ${TITLES[1]}`);
    // The whole record, every chapter, is what record() gives.
    expect(el.record()).to.equal(BOOK);
  });

  it('API.md §8 chapters: the keyboard: arrows in the list, Page Up and Page Down from anywhere in the table', async () => {
    const el = await mount({ record: BOOK });
    chapters(el)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await until(() => current(el) === 1, 'the second chapter');
    await until(() => root(el).activeElement === chapters(el)[1], 'focus on it');
    expect(shownStep(el), 'the arrows moved the chapter, not the step').to.equal(0);
    await sendKeys({ press: 'End' });
    await until(() => current(el) === 2, 'the last chapter');
    expect(said(el)).to.equal(`Chapter 3 of 3: ${TITLES[2]}`);
    stepButton(el, 'forward').focus();
    await sendKeys({ press: 'PageUp' });
    await until(() => current(el) === 1, 'Page Up: the chapter before');
    await sendKeys({ press: 'ArrowRight' });
    await until(() => shownStep(el) === 1, 'the arrow outside the list steps');
    await sendKeys({ press: 'PageDown' });
    await until(() => current(el) === 2 && shownStep(el) === 0, 'Page Down: the next chapter at its deal');
    // Only the current chapter is a tab stop.
    expect(chapters(el).map((b) => b.tabIndex)).to.deep.equal([-1, -1, 0]);
  });

  it('API.md §8 chapters: `chapter` selects by number or exact title, `step` counts within it', async () => {
    const el = await mount({ record: BOOK, chapter: TITLES[1]!, step: '3' });
    expect(current(el)).to.equal(1);
    expect(shownStep(el)).to.equal(3);
    expect(played(el)).to.equal(3);
    el.setAttribute('chapter', '3');
    await until(() => current(el) === 2, 'chapter 3');
    el.chapter = '1';
    await until(() => current(el) === 0, 'chapter 1 by the property');
    // A figure of one chapter: no list, no bar.
    const figure = await mount({ record: BOOK, chapter: '2', step: '4', controls: 'none' });
    expect(chapters(figure)).to.have.length(0);
    expect(played(figure)).to.equal(4);
  });

  it('API.md §8 chapters: a chapter the record does not have shows the first and is reported once', async () => {
    const seen = record(document, ['domino-error']);
    const el = await mount({ record: BOOK, chapter: 'Nope' });
    expect(current(el)).to.equal(0);
    const errors = seen.map((e) => e.detail as { code: string; message: string });
    expect(errors).to.have.length(1);
    expect(errors[0]!.code).to.equal('invalid-attribute');
    expect(errors[0]!.message).to.match(/^chapter="Nope" is not a chapter of this record \(1 to 3/);
    el.setAttribute('chapter', '4');
    await until(() => seen.length === 2, 'the second error');
    expect((seen[1]!.detail as { message: string }).message).to.match(/^chapter="4"/);
    // A record without chapters has no list.
    const plain = await mount({ record: BOOK.slice(BOOK.indexOf('[variant')).split('[chapter')[0]! });
    expect(chapters(plain)).to.have.length(0);
  });
});
