/**
 * The mechanisms only the games that score during play use (All Fives, Fives and Threes), as a table the engine
 * receives rather than imports: the engine's own entry (index.ts) hands it over at once, and the CDN table hands it
 * over when its chunk has arrived, before a scoring game's first move. Until then such a game has no legal move and
 * every move is refused (`invalid-state`): nothing is played without its rules.
 */

import type {
  Layout,
  LayoutEnd,
  LeadInfo,
  Mechanisms,
  MoveRecord,
  ResolvedRules,
  RoundResult,
  Writable,
} from './types.js';

export interface DuringPlay {
  /**
   * After a play (R-A5-5, R-A5-6, R-F3-6, R-F3-7, R-F3-8): writes on the play's fresh `record` the count of the ends of
   * `layout`, what the play adds to the mover's total `total` (`out`: it was the mover's last tile), and what R-F3-8
   * refused (`refused`, only when it refused something); gives what it adds.
   */
  scored(rules: ResolvedRules, layout: Layout, total: number, out: boolean, record: Writable<MoveRecord>): number;
  /** R-A5-9, R-F3-8: whether a total reached during play wins at once. */
  winsAtOnce(rules: ResolvedRules, total: number): boolean;
  /** R-A5-4, R-GX-8: whether an end is a spinner's flank waiting for both its sides (`sides-first`). */
  waits(layout: Layout, end: LayoutEnd): boolean;
  /**
   * Who leads a later round where the previous one decides it (R-A5-2: who dominoed; R-F3-2: the seat after the last
   * leader, `leader`); undefined where the lead rule decides (All Fives after a block, the other games).
   */
  later(rules: ResolvedRules, previous: RoundResult, leader: number): LeadInfo | undefined;
}

const slot: { _table?: DuringPlay } = {};

/** Hands the engine the mechanisms of the games that score during play. */
export const useDuringPlay = (table: DuringPlay): void => {
  slot._table = table;
};

/** The mechanisms, once handed over. */
export const duringPlay = (): DuringPlay | undefined => slot._table;

/** Whether these rules need the mechanisms: they score during play, or their flanks wait (sides-first). */
export const needsDuringPlay = (rules: Mechanisms): boolean =>
  (!!rules.playPoints && rules.playPoints !== 'none') || !!rules.sidesFirst;

/** Whether a match by these rules cannot be played yet: it needs the mechanisms and they have not come. */
export const withoutDuringPlay = (rules: ResolvedRules): boolean => !slot._table && needsDuringPlay(rules);
