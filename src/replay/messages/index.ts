/** The replay view's words by language, and the one for a table's language (English for any other). */

import { de } from './de.js';
import { en, type ReplayCatalog } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';

export type { ReplayCatalog } from './en.js';

const CATALOGS: Record<string, ReplayCatalog> = { en, de, es, pt, fr };

/** The words for a language the table resolved (`en`, `de`, `es`, `pt`, `fr`). */
export const wordsFor = (lang: string): ReplayCatalog => (Object.hasOwn(CATALOGS, lang) ? CATALOGS[lang]! : en);
