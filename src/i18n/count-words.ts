/**
 * The count and points of a move, in words (R-A5-6, R-F3-6, R-F3-8): ": count 15, scores 8", ": count 6, 3 points
 * not scored (past the target)". Only the games that score during play say them, so they travel in chunks/scoring.js
 * (element/loaders/scoring-loader.ts hands them to `moveAnnouncement` with the chunk's English).
 */

import type { MoveRecord } from '../engine/types.js';

/** A catalog's parameters, as i18n/localize.ts takes them (which imports this module, so its types are not imported). */
type Params = { readonly [name: string]: string | number | boolean | undefined };
/** As much of localize.ts's `t` as these words use. */
type Say<L> = (lang: L, key: 'say.count' | 'say.scores' | 'say.refused', params: Params) => string;

/**
 * '' for a move without a count (the other games). `t` is handed in by the caller (a chunk holds all it needs and
 * imports nothing from the entry); `subject`: the mover as the move's words name them.
 */
export const sayCount = <L>(t: Say<L>, lang: L, subject: Params, r: MoveRecord): string =>
  r.count === undefined
    ? ''
    : t(lang, 'say.count', { count: r.count }) +
      (r.points
        ? t(lang, 'say.scores', { ...subject, count: r.points })
        : r.refused
          ? t(lang, 'say.refused', { count: r.refused })
          : '');
