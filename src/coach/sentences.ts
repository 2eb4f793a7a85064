/** The coach's sentences: the catalog of a language (English when unknown) and the filling of its templates. */

import type { Move } from '../engine/types.js';
import { de } from './de.js';
import { en, type CoachCatalog } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';

export const CATALOGS: Record<string, CoachCatalog> = { en, de, es, pt, fr };

/** Why a better move was better: every sentence of the catalog but the words for moves and the praise. */
export type Reason = Exclude<
  keyof CoachCatalog,
  'title' | 'none' | 'grades' | 'decimal' | 'play' | 'open' | 'drawing' | 'passing' | 'best'
>;

/** The catalog of `lang` ('de', 'de-AT' and 'DE' alike), English when the coach does not speak it. */
export function catalogOf(lang: string): CoachCatalog {
  const primary = String(lang).toLowerCase().split(/[-_]/)[0] ?? '';
  return CATALOGS[primary] ?? en;
}

const fill = (template: string, params: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

/** A move in words: "6–4 on the 6", "6–6 to open", "drawing", "passing". `pip`: the number of its end. */
export function moveName(c: CoachCatalog, move: Move, pip: number | null): string {
  if (move.type === 'draw') return c.drawing;
  if (move.type === 'pass') return c.passing;
  const tile = move.tile.replace('-', '–');
  return pip === null ? fill(c.open, { tile }) : fill(c.play, { tile, pip: String(pip) });
}

/** One sentence: the better move and why, or praise for the best move. */
export function sentence(
  c: CoachCatalog,
  reason: Reason | null,
  names: { move: string; best: string },
  points: number,
  facts: { readonly [name: string]: number },
): string {
  const number = points.toFixed(1).replace('.', c.decimal);
  const numbers = Object.fromEntries(Object.entries(facts).map(([k, v]) => [k, String(v)]));
  const text = fill(reason === null ? c.best : c[reason], { ...numbers, ...names, points: number });
  return text.charAt(0).toUpperCase() + text.slice(1);
}
