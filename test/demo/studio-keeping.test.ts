// The studio never loses the author's work (demo/studio/; issue 36): the draft comes back after a reload of the
// page, every edit (Play on from this step too) is undone and redone, several drafts are kept by title, leaving
// with a draft the browser would not keep is warned of, and the saved file is named from the title.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { startStudio, Studio } from '../../demo/studio/app.js';
import { studioRoom } from './studio-room.js';
import '../../src/define.js';
import type { DominoTable } from '../../src/element/domino-table.js';
import { click, until } from '../element/helpers.js';

/** One legal move on the studio's table, through its public methods (a tap ends in the same calls). */
function moveOnce(table: DominoTable): void {
  const move = table.legalMoves()[0]!;
  if (move.type === 'play') table.play(move.tile, move.end);
  else if (move.type === 'draw') table.draw();
  else table.pass();
}

/** Types into a control as a person does: every letter an input event. */
async function type(control: HTMLInputElement | HTMLTextAreaElement, text: string): Promise<void> {
  control.focus();
  control.select();
  await sendKeys({ press: 'Backspace' });
  await sendKeys({ type: text });
}

/** Ctrl and a letter, as a person presses them. */
async function chord(key: string): Promise<void> {
  await sendKeys({ down: 'Control' });
  await sendKeys({ press: key });
  await sendKeys({ up: 'Control' });
}

const steps = (scope: ParentNode): number => scope.querySelectorAll('.step-list li').length;

describe('studio keeps the work', () => {
  const room = studioRoom();
  const { $ } = room;
  let studio: Studio;

  /** A studio with `moves` moves played on a Doubles deal. */
  async function played(moves: number, options: Parameters<typeof startStudio>[3] = {}): Promise<Studio> {
    studio = room.start('', undefined, options);
    await studio.ready;
    const variant = $<HTMLSelectElement>('select[name="variant"]');
    variant.value = 'doubles';
    variant.dispatchEvent(new Event('change'));
    await click($('.setup-form button[type="submit"]'));
    await studio.ready;
    for (let i = 0; i < moves; i++) {
      moveOnce(studio.table as unknown as DominoTable);
      await (studio.table as unknown as DominoTable).updateComplete;
    }
    await until(() => steps(room.root) === moves + 1, `${moves} moves listed`);
    return studio;
  }

  it('the draft survives a reload of the page: steps, comment, title and the table at its last position', async function () {
    this.timeout(40000);
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width: 1024px; height: 800px; border: 0';
    const loaded = () => new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    let load = loaded();
    frame.src = '/test/demo/studio-page.html';
    document.body.append(frame);
    await load;
    const win = frame.contentWindow as Window & { studio?: Studio };
    await until(() => win.studio !== undefined, 'the studio in the frame');
    const first = win.studio!;
    await first.ready;
    const doc = frame.contentDocument!;
    const table = first.table as unknown as DominoTable;
    for (let i = 0; i < 3; i++) {
      moveOnce(table);
      await table.updateComplete;
    }
    await until(() => steps(doc) === 4, 'three moves listed');
    // The moves' save done (a second after the last), then a comment typed on the second move, and a title: not
    // a write per keystroke (a save comes only after a pause of a second, which a loaded machine may make).
    await until(() => win.localStorage.getItem('domino-table-studio:drafts') !== null, 'the moves saved', 5000);
    const writes: string[] = [];
    const { Storage: FrameStorage } = win as unknown as typeof globalThis;
    const setItem = FrameStorage.prototype.setItem;
    FrameStorage.prototype.setItem = function (key: string, value: string) {
      writes.push(key);
      setItem.call(this, key, value);
    };
    await click($<HTMLButtonElement>('.step-list [data-step="2"]', doc));
    await type($<HTMLTextAreaElement>('.step-editor textarea[name="comment"]', doc), 'A quiet move.');
    await type($<HTMLInputElement>('input[name="title"]', doc), 'Keep me');
    const typed = 'A quiet move.'.length + 'Keep me'.length;
    const drafts = (): number => writes.filter((key) => key.includes(':draft:')).length;
    expect(drafts(), 'no write per keystroke').to.be.below(typed / 4);
    // A second after the last keystroke the draft is saved, with the title.
    await until(
      () => (win.localStorage.getItem('domino-table-studio:drafts') ?? '').includes('Keep me'),
      'saved',
      5000,
    );
    const before = first.text;
    expect(before).to.include('{A quiet move.}').and.include('[title "Keep me"]');

    load = loaded();
    win.location.reload();
    await load;
    const again = win as Window & { studio?: Studio };
    await until(() => again.studio !== undefined && again.studio !== first, 'the studio after the reload');
    const second = again.studio!;
    await second.ready;
    const after = frame.contentDocument!;
    expect(second.text).to.equal(before);
    expect(steps(after)).to.equal(4);
    expect($<HTMLInputElement>('input[name="title"]', after).value).to.equal('Keep me');
    expect($('.panel--setup .status', after).textContent).to.match(/back as you left it/);
    const live = second.table as unknown as DominoTable;
    expect(live.state.layout.tiles.length).to.equal(3);
    // It plays on from there.
    moveOnce(live);
    await until(() => steps(after) === 5, 'a fourth move after the reload');
    frame.remove();
  });

  it('Play on from this step is undone: the later steps and their comments come back, and the table with them; Redo cuts again', async function () {
    this.timeout(30000);
    const s = await played(4);
    await click($<HTMLButtonElement>('.step-list [data-step="4"]'));
    await type($<HTMLTextAreaElement>('.step-editor textarea[name="comment"]'), 'Worth keeping.');
    const full = s.text;
    expect(full).to.include('{Worth keeping.}');
    await click($<HTMLButtonElement>('.step-list [data-step="2"]'));
    await click($<HTMLButtonElement>('.step-editor button[data-say="playFromHere"]'));
    await s.ready;
    expect(steps(room.root)).to.equal(3);
    expect(s.text).to.not.include('Worth keeping');
    expect((s.table as unknown as DominoTable).state.layout.tiles.length).to.equal(2);

    const undo = $<HTMLButtonElement>('.toolbar button[data-say="undoEdit"]');
    const redo = $<HTMLButtonElement>('.toolbar button[data-say="redoEdit"]');
    expect(redo.disabled).to.equal(true);
    await click(undo);
    await s.ready;
    expect(s.text).to.equal(full);
    expect(steps(room.root)).to.equal(5);
    expect((s.table as unknown as DominoTable).state.layout.tiles.length).to.equal(4);
    // The table plays on from the step it is back at.
    expect(redo.disabled).to.equal(false);
    await click(redo);
    await s.ready;
    expect(steps(room.root)).to.equal(3);
    // By keyboard, outside the text fields: Ctrl+Z undoes, Ctrl+Y redoes.
    $<HTMLButtonElement>('.step-list [data-step="1"]').focus();
    await chord('z');
    await s.ready;
    expect(s.text).to.equal(full);
    await chord('y');
    await s.ready;
    expect(steps(room.root)).to.equal(3);
  });

  it('every edit is one Undo: a move, a run of typing in a comment, a question ticked, a try added', async function () {
    this.timeout(30000);
    const s = await played(2);
    const texts = [s.text];
    await click($<HTMLButtonElement>('.step-list [data-step="2"]'));
    await type($<HTMLTextAreaElement>('.step-editor textarea[name="comment"]'), 'Typed as one edit.');
    texts.push(s.text);
    await click($('.step-editor input[name="question"]'));
    texts.push(s.text);
    await click($<HTMLButtonElement>('.tries-part > button'));
    await type($<HTMLInputElement>('.try input[name="try-move"]'), 'pass');
    texts.push(s.text);
    moveOnce(s.table as unknown as DominoTable);
    await until(() => steps(room.root) === 4, 'a third move');
    const undo = $<HTMLButtonElement>('.toolbar button[data-say="undoEdit"]');
    for (let i = texts.length - 1; i >= 0; i--) {
      // A try added and its move typed are two edits (adding writes nothing to the record).
      await click(undo);
      await s.ready;
      if (i === texts.length - 2) {
        await click(undo);
        await s.ready;
      }
      expect(s.text, `undo back to edit ${i}`).to.equal(texts[i]);
    }
    expect(steps(room.root)).to.equal(3);
    expect((s.table as unknown as DominoTable).state.layout.tiles.length).to.equal(2);
  });

  it('several drafts by title: a new draft, and the first one chosen again from the list', async function () {
    this.timeout(30000);
    const s = await played(2);
    await type($<HTMLInputElement>('input[name="title"]'), 'First lesson');
    const first = s.text;
    await click($<HTMLButtonElement>('.toolbar button[data-say="newDraft"]'));
    await s.ready;
    expect(steps(room.root)).to.equal(1);
    expect($<HTMLInputElement>('input[name="title"]').value).to.equal('');
    await type($<HTMLInputElement>('input[name="title"]'), 'Second lesson');
    const list = $<HTMLSelectElement>('select[name="draft"]');
    const names = () => [...list.options].map((o) => o.textContent ?? '');
    await until(() => names().length === 2, 'both drafts listed');
    expect(names()[0]).to.match(/^Second lesson/);
    expect(names()[1]).to.match(/^First lesson · /);
    list.value = list.options[1]!.value;
    list.dispatchEvent(new Event('change'));
    await s.ready;
    expect(s.text).to.equal(first);
    expect(steps(room.root)).to.equal(3);
    // The file is named from the title.
    expect($<HTMLAnchorElement>('.output a[download]').download).to.equal('first-lesson.txt');
  });

  it('warns before leaving only when the browser would not keep the draft, and says so at once', async function () {
    this.timeout(30000);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    await played(1, { shelf: refusing });
    const leave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leave);
    expect(leave.defaultPrevented).to.equal(true);
    expect($('.toolbar [role="status"]').textContent).to.match(/Not saved/);
    studio.stop();
    room.root.replaceChildren();
    // With storage that keeps it, leaving is silent: the draft is saved as the page goes.
    await played(1);
    const quiet = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).to.equal(false);
    expect(localStorage.getItem('domino-table-studio:drafts')).to.match(/"id"/);
  });
});
