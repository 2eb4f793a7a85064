/**
 * The studio's drafts in the browser's storage, several by title, and the timing of their saving: at most once a
 * second after the last change (and at once when the page is hidden or left), never per keystroke. No DOM.
 */

import { defaultSetup, type Draft } from './draft.js';

/** Where the drafts live: `localStorage`, or a test's stand-in. */
export type Shelf = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A saved draft as the list of drafts shows it. */
export interface SavedDraft {
  id: string;
  title: string;
  /** When it was last saved (ms since 1970). */
  saved: number;
}

const PREFIX = 'domino-table-studio:';
const INDEX = `${PREFIX}drafts`;
const entry = (id: string): string => `${PREFIX}draft:${id}`;

/** A new draft's id: unique enough for one person's browser. */
export const newDraftId = (now = Date.now()): string => `${now.toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const isSaved = (value: unknown): value is SavedDraft =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SavedDraft).id === 'string' &&
  typeof (value as SavedDraft).title === 'string' &&
  typeof (value as SavedDraft).saved === 'number';

/** The saved drafts, the last saved first; an unreadable list is an empty one (it is never thrown at the author). */
export function listDrafts(shelf: Shelf | null): SavedDraft[] {
  try {
    const list: unknown = JSON.parse(shelf?.getItem(INDEX) ?? '[]');
    return Array.isArray(list) ? list.filter(isSaved).sort((a, b) => b.saved - a.saved) : [];
  } catch {
    return [];
  }
}

/** A saved draft, or null when it is gone or not a draft (its setup filled with the defaults it lacks). */
export function loadDraft(shelf: Shelf | null, id: string): Draft | null {
  try {
    const value = JSON.parse(shelf?.getItem(entry(id)) ?? 'null') as Partial<Draft> | null;
    if (!value || typeof value.setup !== 'object' || !Array.isArray(value.rounds) || value.rounds.length === 0)
      return null;
    const draft: Draft = { setup: { ...defaultSetup(), ...value.setup }, rounds: value.rounds };
    // A draft of several chapters: each filled the same way, the one edited last chosen.
    const chapters = Array.isArray(value.chapters) ? value.chapters.filter((c) => c && Array.isArray(c.rounds)) : [];
    if (chapters.length > 1) {
      draft.chapters = chapters.map((c) => ({ setup: { ...defaultSetup(), ...c.setup }, rounds: c.rounds }));
      draft.chapter = Math.min(Math.max(0, Number(value.chapter) || 0), chapters.length - 1);
    }
    return draft;
  } catch {
    return null;
  }
}

/** Saves a draft under its id and lists it by its title; false when the storage refuses (full, or forbidden). */
export function saveDraft(shelf: Shelf | null, id: string, draft: Draft, now = Date.now()): boolean {
  if (!shelf) return false;
  try {
    shelf.setItem(entry(id), JSON.stringify(draft));
    const others = listDrafts(shelf).filter((saved) => saved.id !== id);
    // Listed by its first chapter's title (a draft of one chapter: its own).
    const title = (draft.chapters?.[0] ?? draft).setup.title.trim();
    shelf.setItem(INDEX, JSON.stringify([{ id, title, saved: now }, ...others]));
    return true;
  } catch {
    return false;
  }
}

/** Removes a saved draft and its line in the list. */
export function removeDraft(shelf: Shelf | null, id: string): void {
  try {
    shelf?.removeItem(entry(id));
    shelf?.setItem(INDEX, JSON.stringify(listDrafts(shelf).filter((saved) => saved.id !== id)));
  } catch {
    // Nothing to do: a storage that refuses keeps what it had.
  }
}

/** Timers as the saver uses them (a test passes a fake clock's). */
export interface Timers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface Saver {
  /** The draft changed: it is saved a second after the last change (a run of typing is one write). */
  changed(): void;
  /** Saves now if anything is waiting; true when storage holds the draft as it is. */
  flush(): boolean;
  /** True while a change is not in storage (waiting, or refused). */
  readonly dirty: boolean;
}

/** Calls `save` (true when it worked) `wait` ms after the last change, or at once on `flush`. */
export function saver(save: () => boolean, timers: Timers = realTimers, wait = 1000): Saver {
  let timer: unknown = null;
  let dirty = false;
  const run = (): boolean => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    if (dirty) dirty = !save();
    return !dirty;
  };
  return {
    changed() {
      dirty = true;
      if (timer !== null) timers.clear(timer);
      timer = timers.set(run, wait);
    },
    flush: run,
    get dirty() {
      return dirty;
    },
  };
}
