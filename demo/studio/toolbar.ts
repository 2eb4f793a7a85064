/** The studio's toolbar: the draft being written (several, by title), New draft, Undo and Redo, and the language. */

import { field, h, select, told } from './dom.js';
import type { SavedDraft } from './shelf.js';
import { S, tell } from './strings.js';

export const LANGUAGES = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['es', 'Español'],
  ['pt', 'Português'],
  ['fr', 'Français'],
] as const;

export interface ToolbarActions {
  open(id: string): void;
  fresh(): void;
  undo(): void;
  redo(): void;
  language(lang: string): void;
}

export interface Toolbar {
  element: HTMLElement;
  /** The saved drafts, `current` chosen (a draft not saved yet is listed first, by its title). */
  drafts(list: readonly SavedDraft[], current: string, title: string, lang: string): void;
  /** Whether Undo and Redo have something to do. */
  history(canUndo: boolean, canRedo: boolean): void;
  /** After a save: said only when storage refused (a save that works is silent, as it happens every second). */
  saved(ok: boolean): void;
}

export function toolbar(lang: string, actions: ToolbarActions): Toolbar {
  const drafts = h('select', { name: 'draft' });
  const fresh = told('button', 'newDraft', { type: 'button' });
  const undo = told('button', 'undoEdit', { type: 'button', 'aria-keyshortcuts': 'Control+Z', disabled: true });
  const redo = told('button', 'redoEdit', { type: 'button', 'aria-keyshortcuts': 'Control+Y', disabled: true });
  const status = h('p', { class: 'status save-status', role: 'status' });
  const langSelect = select(LANGUAGES, lang);
  langSelect.name = 'lang';
  drafts.addEventListener('change', () => actions.open(drafts.value));
  fresh.addEventListener('click', () => actions.fresh());
  undo.addEventListener('click', () => actions.undo());
  redo.addEventListener('click', () => actions.redo());
  langSelect.addEventListener('change', () => actions.language(langSelect.value));
  const element = h(
    'div',
    { class: 'toolbar' },
    field('draft', drafts),
    h('div', { class: 'buttons' }, fresh, undo, redo),
    status,
    field('language', langSelect),
  );
  return {
    element,
    drafts(list, current, title, lang_) {
      const when = new Intl.DateTimeFormat(lang_, { dateStyle: 'short', timeStyle: 'short' });
      const rows = list.some((saved) => saved.id === current) ? list : [{ id: current, title, saved: 0 }, ...list];
      drafts.replaceChildren(
        ...rows.map((saved) => {
          const name = (saved.id === current ? title.trim() : saved.title) || S.untitled;
          return h('option', { value: saved.id }, saved.saved ? `${name} · ${when.format(saved.saved)}` : name);
        }),
      );
      drafts.value = current;
    },
    history(canUndo, canRedo) {
      undo.disabled = !canUndo;
      redo.disabled = !canRedo;
    },
    saved(ok) {
      if (ok) tell(status, null, '');
      else tell(status, 'notSaved');
    },
  };
}
