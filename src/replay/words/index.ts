/**
 * The replay chunk's words in the table's language: the replay view's (step bar, lessons, `src` failures) and the
 * record errors'. English is in the replay chunk; each other language is a chunk of its own
 * (dist/chunks/replay-<lang>.js), fetched the first time a replay speaks it, so a replay carries no language its page
 * does not use. In the replay chunk, the record reader's catalogs are these (rollup.config.mjs points
 * src/record/errors.ts's `./messages/index.js` here): the reader waits for a language's words before it reads.
 */

import { chunk, type Chunk } from '../../chunk.js';
import { en as record, type RecordCatalog } from '../../record/messages/en.js';
import { en as replay } from '../messages/en.js';

export type { RecordCatalog, RecordErrorCode } from '../../record/messages/en.js';

import type { Words } from './words.js';

export type { Words } from './words.js';

/** Where each language but English comes from (tests replace one to see a failed load). */
export const load = {
  de: (): Promise<{ words: Words }> => import('./de.js'),
  es: (): Promise<{ words: Words }> => import('./es.js'),
  pt: (): Promise<{ words: Words }> => import('./pt.js'),
  fr: (): Promise<{ words: Words }> => import('./fr.js'),
};

type Other = keyof typeof load;
const ENGLISH: Words = { record, replay };
const chunks: Partial<Record<Other, Chunk<{ words: Words }>>> = {};
const other = (lang: string): lang is Other => Object.hasOwn(load, lang);
const chunkOf = (lang: Other) => (chunks[lang] ??= chunk(() => load[lang]));

/** The loaders whose fetch failed: that language's replay stays English in this page (the reader asks on every update). */
const failed = new WeakSet<object>();

/** Undefined when `lang`'s words are here (English always is) or cannot be had; else the fetch, resolving to whether they arrived. */
export function wordsReady(lang: string): Promise<boolean> | undefined {
  if (!other(lang) || failed.has(load[lang])) return undefined;
  const fetcher = load[lang];
  return chunkOf(lang)
    .ready()
    ?.then((arrived) => {
      if (!arrived) failed.add(fetcher);
      return arrived;
    });
}

/** True the first time it is asked after `lang`'s words failed to load: a page hears of it once. */
export const wordsMissing = (lang: string): boolean => other(lang) && chunkOf(lang).report();

/** The words of a language the table resolved (`en`, `de`, `es`, `pt`, `fr`): English until, or unless, they arrive. */
export const wordsOf = (lang: string): Words => (other(lang) ? chunks[lang]?.code()?.words : undefined) ?? ENGLISH;

/** The record errors' catalog for a BCP 47 tag (`pt-BR` reads `pt`), as src/record/messages/index.ts gives it. */
export const catalogFor = (tag: string): RecordCatalog =>
  wordsOf(String(tag).toLowerCase().split(/[-_]/)[0] ?? '').record;
