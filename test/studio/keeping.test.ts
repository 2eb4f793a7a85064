// The studio keeps the author's work (demo/studio/history.ts, shelf.ts, output.ts): undo and redo of every edit
// with a run of typing as one edit, drafts saved by title at most once a second after the last change, a file
// named from the title. The studio in a browser (reload, Play on undone, the leave warning) is test/demo/studio-keeping.test.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { defaultSetup, emptyDraft } from '../../demo/studio/draft.js';
import { History } from '../../demo/studio/history.js';
import { fileName } from '../../demo/studio/output.js';
import {
  listDrafts,
  loadDraft,
  removeDraft,
  saveDraft,
  saver,
  type Shelf,
  type Timers,
} from '../../demo/studio/shelf.js';

/** A storage in memory; `full` makes every write refused, as a full localStorage does. */
function memory(): Shelf & { map: Map<string, string>; full: boolean } {
  const map = new Map<string, string>();
  return {
    map,
    full: false,
    getItem: (key) => map.get(key) ?? null,
    setItem(key, value) {
      if (this.full) throw new DOMException('full', 'QuotaExceededError');
      map.set(key, value);
    },
    removeItem: (key) => void map.delete(key),
  };
}

/** A fake clock: timers run only when the test moves time on. */
function clock(): Timers & { tick(ms: number): void; now: number } {
  let now = 0;
  const queue = new Map<number, { at: number; run: () => void }>();
  let next = 0;
  return {
    get now() {
      return now;
    },
    set: (run, ms) => {
      queue.set(++next, { at: now + ms, run });
      return next;
    },
    clear: (handle) => void queue.delete(handle as number),
    tick(ms) {
      now += ms;
      for (const [id, timer] of [...queue].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at > now) continue;
        queue.delete(id);
        timer.run();
      }
    },
  };
}

describe('studio undo and redo', () => {
  it('takes back each edit and brings it back; a new edit after an undo drops what could be redone', () => {
    const history = new History();
    let doc = 'a';
    const change = (to: string, run: string | null = null) => {
      history.edit(() => doc, run);
      doc = to;
    };
    change('b');
    change('c');
    assert.equal(history.undo(doc), 'b');
    doc = 'b';
    assert.equal(history.undo(doc), 'a');
    doc = 'a';
    assert.equal(history.undo(doc), null);
    assert.equal(history.redo(doc), 'b');
    doc = 'b';
    change('x');
    assert.equal(history.canRedo, false);
    assert.equal(history.undo(doc), 'b');
  });

  it('a run of typing in one field is one edit, asked for the draft once; another field or a seal starts the next', () => {
    const history = new History();
    let doc = '';
    let copies = 0;
    const now = () => {
      copies++;
      return doc;
    };
    for (const letter of 'hello') {
      history.edit(now, 'comment:3');
      doc += letter;
    }
    assert.equal(copies, 1);
    history.edit(now, 'title');
    doc = 'hello T';
    history.seal();
    history.edit(now, 'title');
    doc = 'hello Ti';
    assert.equal(copies, 3);
    assert.equal(history.undo(doc), 'hello T');
    assert.equal(history.undo('hello T'), 'hello');
    assert.equal(history.undo('hello'), '');
  });
});

describe('studio drafts', () => {
  it('several drafts by title, the last saved first; a draft read back as saved, with its setup completed', () => {
    const shelf = memory();
    const a = emptyDraft({ ...defaultSetup(), title: 'Locks first' });
    const b = emptyDraft({ ...defaultSetup(), title: 'Doubles lesson', variant: 'doubles' });
    assert.ok(saveDraft(shelf, 'a', a, 1000));
    assert.ok(saveDraft(shelf, 'b', b, 2000));
    assert.deepEqual(
      listDrafts(shelf).map((d) => [d.id, d.title]),
      [
        ['b', 'Doubles lesson'],
        ['a', 'Locks first'],
      ],
    );
    a.rounds[0]!.comment = 'Again';
    assert.ok(saveDraft(shelf, 'a', a, 3000));
    assert.equal(listDrafts(shelf)[0]!.id, 'a');
    assert.deepEqual(loadDraft(shelf, 'a'), a);
    // A draft saved by an older studio without some setup fields gets the defaults.
    const { scores: _scores, ...older } = a.setup;
    shelf.setItem('domino-table-studio:draft:old', JSON.stringify({ setup: older, rounds: a.rounds }));
    assert.equal(loadDraft(shelf, 'old')!.setup.scores, '');
    removeDraft(shelf, 'b');
    assert.deepEqual(
      listDrafts(shelf).map((d) => d.id),
      ['a'],
    );
    assert.equal(loadDraft(shelf, 'b'), null);
  });

  it('nothing that is not a draft is taken for one, and nothing thrown: a corrupt list, a corrupt draft, no storage', () => {
    const shelf = memory();
    shelf.setItem('domino-table-studio:drafts', '{not json');
    assert.deepEqual(listDrafts(shelf), []);
    shelf.setItem('domino-table-studio:draft:x', '{"setup": 1}');
    assert.equal(loadDraft(shelf, 'x'), null);
    assert.deepEqual(listDrafts(null), []);
    assert.equal(saveDraft(null, 'x', emptyDraft()), false);
    shelf.full = true;
    assert.equal(saveDraft(shelf, 'y', emptyDraft()), false);
  });

  it('saves a second after the last change, once for a run of changes, never per change; at once on flush', () => {
    const time = clock();
    let saves = 0;
    const saving = saver(() => {
      saves++;
      return true;
    }, time);
    for (let i = 0; i < 20; i++) {
      saving.changed();
      time.tick(100); // a keystroke every 100 ms
    }
    assert.equal(saves, 0);
    assert.equal(saving.dirty, true);
    time.tick(900);
    assert.equal(saves, 1);
    assert.equal(saving.dirty, false);
    time.tick(5000);
    assert.equal(saves, 1);
    saving.changed();
    assert.equal(saving.flush(), true);
    assert.equal(saves, 2);
    time.tick(1000);
    assert.equal(saves, 2, 'the timer was cancelled by the flush');
    assert.equal(saving.flush(), true, 'nothing waits: storage holds the draft');
    assert.equal(saves, 2);
  });

  it('a save storage refuses stays waiting: flush says so (the studio then warns before leaving)', () => {
    const time = clock();
    let refuse = true;
    const saving = saver(() => !refuse, time);
    saving.changed();
    time.tick(1000);
    assert.equal(saving.dirty, true);
    assert.equal(saving.flush(), false);
    refuse = false;
    assert.equal(saving.flush(), true);
    assert.equal(saving.dirty, false);
  });
});

describe('studio file name', () => {
  it('is the title in lower case, accents dropped, other characters one hyphen; record.txt without a title', () => {
    assert.equal(fileName('Locks, first!'), 'locks-first.txt');
    assert.equal(fileName('  Señor Dómino: la salida  '), 'senor-domino-la-salida.txt');
    assert.equal(fileName('Übung 3 / Kreuz'), 'ubung-3-kreuz.txt');
    assert.equal(fileName(''), 'record.txt');
    assert.equal(fileName('???'), 'record.txt');
    assert.equal(fileName('../../etc/passwd'), 'etc-passwd.txt');
    assert.ok(fileName('x'.repeat(200)).length <= 64);
  });
});
