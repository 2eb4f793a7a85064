/**
 * The studio's own words in the language chosen at the top (the tables in it and a record's errors follow the same
 * choice, in the table's own words). One studio per page: the choice is the page's.
 */

import { de } from './words/de.js';
import { en, type Words } from './words/en.js';
import { es } from './words/es.js';
import { fr } from './words/fr.js';
import { pt } from './words/pt.js';

export type Key = keyof typeof en;
/** A language's catalog: every key of the English one, the same `{placeholders}` in each text. */
export type { Words };

export const CATALOGS = { en, de, es, pt, fr } as const satisfies Record<string, Words>;
export type Lang = keyof typeof CATALOGS;

/** The words now: `S.title`. Reassigned by `useLanguage` (importers see the new catalog). */
export let S: Words = en;

export function useLanguage(lang: string): void {
  S = Object.hasOwn(CATALOGS, lang) ? CATALOGS[lang as Lang] : en;
}

/** A text with its `{placeholders}` filled: `say('dealStep', { round: 2 })`. */
export function say(key: Key, values: Record<string, string | number> = {}): string {
  return S[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** Gives an element the text of a key and keeps the key on it (`data-say`), so `retell` can change its language. */
export function tell<E extends HTMLElement>(el: E, key: Key | null, text = ''): E {
  if (key === null) {
    el.removeAttribute('data-say');
    el.textContent = text;
  } else {
    el.setAttribute('data-say', key);
    el.textContent = S[key];
  }
  return el;
}

/** Every element under `scope` that carries a key, in the words now. */
export function retell(scope: ParentNode): void {
  for (const el of scope.querySelectorAll<HTMLElement>('[data-say]')) {
    const key = el.dataset['say'] as Key;
    if (Object.hasOwn(S, key)) el.textContent = S[key];
  }
}
