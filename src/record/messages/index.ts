/** The record error catalogs by language, and picking one for a BCP 47 tag (`pt-BR` reads `pt`). */

import { de } from './de.js';
import { en, type RecordCatalog } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';

export type { RecordCatalog, RecordErrorCode } from './en.js';

const CATALOGS: Record<string, RecordCatalog> = { en, de, es, pt, fr };

/** The catalog for a language tag; English for any other. */
export function catalogFor(lang: string): RecordCatalog {
  const base = String(lang).toLowerCase().split(/[-_]/)[0] ?? '';
  return Object.hasOwn(CATALOGS, base) ? (CATALOGS[base] as RecordCatalog) : en;
}
