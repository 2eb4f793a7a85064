// Chapters in the studio (demo/studio/; issue 36 item 4): one draft holds several chapters, each with its own
// title, deal and moves; the author adds, renames, reorders, deletes and switches them, every change undone like any
// other, kept in the browser's storage, and exported as one record that the notation and a table read back.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { Studio } from '../../demo/studio/app.js';
import '../../src/define.js';
import type { DominoTable } from '../../src/element/domino-table.js';
import { readRecord, type Replay } from '../../src/record/index.js';
import { click, mount, until } from '../element/helpers.js';
import { BOOK, TITLES } from '../record/chapters.js';
import { studioRoom } from './studio-room.js';

const positions = (replay: Replay) => replay.steps.map((step) => [step.move, step.state.layout, step.state.hands]);
const chaptersOf = (text: string): Replay[] => {
  const read = readRecord(text);
  if (!read.ok) throw new Error(read.error.message);
  return read.chapters;
};

describe('studio: chapters', () => {
  const room = studioRoom();
  const { $ } = room;
  let studio: Studio;
  const listed = (): string[] =>
    [...room.root.querySelectorAll('.chapter-list button')].map((b) => b.textContent!.trim());
  const shown = (): number =>
    [...room.root.querySelectorAll('.chapter-list button')].findIndex((b) => b.hasAttribute('aria-current'));

  it('API.md §8 chapters: a record of chapters opens as chapters and is exported as one file the table reads the same', async function () {
    this.timeout(40000);
    studio = room.start();
    await studio.ready;
    $<HTMLTextAreaElement>('textarea[name="open-text"]').value = BOOK;
    $<HTMLButtonElement>('.panel--open button').click();
    await studio.ready;
    expect(listed()).to.deep.equal(TITLES.map((title, i) => `${i + 1}. ${title}`));
    expect(shown()).to.equal(0);
    // The export: one file, every chapter, each replaying as the original's.
    const exported = $<HTMLTextAreaElement>('.output textarea[name="record"]').value;
    expect(exported).to.equal(studio.record);
    const again = chaptersOf(exported);
    const original = chaptersOf(BOOK);
    expect(again.map((c) => c.title)).to.deep.equal(TITLES);
    again.forEach((chapter, i) => expect(positions(chapter), TITLES[i]).to.deep.equal(positions(original[i]!)));
    // Switching shows the chapter's own steps, deal and table.
    await click(room.root.querySelectorAll<HTMLButtonElement>('.chapter-list button')[1]!);
    await studio.ready;
    expect(shown()).to.equal(1);
    expect(room.root.querySelectorAll('.step-list li').length).to.equal(original[1]!.steps.length);
    expect(studio.draft.setup.variant).to.equal('maltese-cross');
    expect($<HTMLInputElement>('input[name="title"]').value).to.equal(TITLES[1]);
    // A table shows the exported record's chapters.
    const table = await mount({ record: exported, chapter: '3' });
    await until(() => table.shadowRoot!.querySelectorAll('.replay__chapter').length === 3, 'the chapter list');
    expect(table.shadowRoot!.querySelector('.replay__chapter[aria-current]')!.textContent).to.contain(TITLES[2]);
  });

  it('API.md §8 chapters: add, rename, reorder, delete and switch; each undone; kept in storage', async function () {
    this.timeout(40000);
    studio = room.start();
    await studio.ready;
    const table = studio.table as unknown as DominoTable;
    const move = table.legalMoves()[0]!;
    if (move.type === 'play') table.play(move.tile, move.end);
    await until(() => room.root.querySelectorAll('.step-list li').length === 2, 'a move listed');
    const title = $<HTMLInputElement>('input[name="title"]');
    title.focus();
    await sendKeys({ type: 'First' });
    await until(() => listed()[0] === '1. First', 'the first chapter renamed');
    $<HTMLButtonElement>('[data-chapter="add"]').click();
    await studio.ready;
    expect(listed()).to.deep.equal(['1. First', '2. Chapter 2']);
    expect(shown()).to.equal(1);
    expect(room.root.querySelectorAll('.step-list li').length, 'the new chapter at its deal').to.equal(1);
    title.focus();
    await sendKeys({ type: 'Second' });
    await until(() => listed()[1] === '2. Second', 'the second chapter renamed');
    expect(studio.record).to.match(/^\[chapter First\]\n[\s\S]*\n\[chapter Second\]\n/);
    expect(studio.record).to.not.include('[title');
    // Reordered: the chapter edited moves with its steps.
    $<HTMLButtonElement>('[data-chapter="earlier"]').click();
    expect(listed()).to.deep.equal(['1. Second', '2. First']);
    expect(shown()).to.equal(0);
    expect(studio.record.indexOf('[chapter Second]')).to.equal(0);
    // Undone with the toolbar's Undo, then redone.
    $<HTMLButtonElement>('button[aria-keyshortcuts="Control+Z"]').click();
    await until(() => listed()[0] === '1. First', 'the reorder undone');
    $<HTMLButtonElement>('button[aria-keyshortcuts="Control+Y"]').click();
    await until(() => listed()[0] === '1. Second', 'the reorder redone');
    $<HTMLButtonElement>('button[aria-keyshortcuts="Control+Z"]').click();
    await until(() => listed()[0] === '1. First', 'undone again');
    // Switching back to the first chapter: its move is still there.
    room.root.querySelectorAll<HTMLButtonElement>('.chapter-list button')[0]!.click();
    await studio.ready;
    expect(room.root.querySelectorAll('.step-list li').length).to.equal(2);
    // Kept: a studio opened again has both chapters.
    studio = room.start();
    await studio.ready;
    expect(listed()).to.deep.equal(['1. First', '2. Second']);
    expect(studio.chapters.length).to.equal(2);
    // Deleted: one chapter is written as a record without [chapter].
    $<HTMLButtonElement>('[data-chapter="delete"]').click();
    await studio.ready;
    expect(listed()).to.have.length(1);
    expect(studio.record).to.not.include('[chapter');
    expect($<HTMLButtonElement>('[data-chapter="delete"]').disabled).to.equal(true);
  });
});
