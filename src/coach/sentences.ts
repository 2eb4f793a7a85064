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
  | 'title'
  | 'none'
  | 'tip'
  | 'back'
  | 'step'
  | 'grades'
  | 'decimal'
  | 'play'
  | 'open'
  | 'drawing'
  | 'passing'
  | 'places'
  | 'you'
  | 'drew'
  | 'passed'
  | 'best'
>;

/** The catalog of `lang` ('de', 'de-AT' and 'DE' alike), English when the coach does not speak it. */
export function catalogOf(lang: string): CoachCatalog {
  const primary = String(lang).toLowerCase().split(/[-_]/)[0] ?? '';
  return CATALOGS[primary] ?? en;
}

export const fill = (template: string, params: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

/**
 * Where an end lies in the table's words: its place in the record's letters ("N", "NE", "L"; src/record/names.ts) as
 * the table says it: the first letter an arm or end of the line, each later one a side of a spinner on the way.
 */
export function placeWords(c: CoachCatalog, place: string): string {
  const words = c.places.split(',');
  return [...place]
    .map((l, i) => words[i ? 6 + 'NESW'.indexOf(l === 'L' ? 'W' : l === 'R' ? 'E' : l) : 'NESWLR'.indexOf(l)] ?? '')
    .join(', ');
}

/** Where a play goes: the number of its end and that end's place letters (null for the lead). */
export interface EndOf {
  pip: number;
  place: string;
}

/** A move in words: "6–4 on the 6, north arm", "6–6 to open", "drawing", "passing". */
export function moveName(c: CoachCatalog, move: Move, end: EndOf | null): string {
  if (move.type === 'draw') return c.drawing;
  if (move.type === 'pass') return c.passing;
  const tile = move.tile.replace('-', '–');
  return end === null
    ? fill(c.open, { tile })
    : fill(c.play, { tile, pip: String(end.pip), place: placeWords(c, end.place) });
}

/** What the person did, in a sentence: "You played 6–4 on the 6, north arm.", "You drew.", "You passed." */
export function playedSentence(c: CoachCatalog, move: Move, end: EndOf | null): string {
  return move.type === 'draw'
    ? c.drew
    : move.type === 'pass'
      ? c.passed
      : fill(c.you, { move: moveName(c, move, end) });
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
