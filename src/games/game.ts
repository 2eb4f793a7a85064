/** What makes a game, as data: its mechanisms and the choices a page may make (the registry, index.ts, lists them). */

import type { LeadRule, Mechanisms, SetName, Spinners } from '../engine/types.js';

export interface Game {
  /** The rules as mechanisms (R-ALL): the engine asks "does this rule set lock suits?", never "which game is it?". */
  readonly mechanisms: Mechanisms;
  readonly players: { readonly min: number; readonly max: number; readonly default: number };
  /** The target, or the target for a number of players (R-A5-1). */
  readonly targetScore: number | ((players: number) => number);
  /** Options the page may choose, with their allowed values; the first is the default. */
  readonly spinners: readonly Spinners[];
  readonly lead: readonly LeadRule[];
  readonly set: readonly SetName[];
  /**
   * `hand-size` may deal every tile of the set (R-GX-6: n × players ≤ its tiles), leaving a drawing game nothing to
   * draw; without it a drawing game's largest hand keeps its reserve back.
   */
  readonly dealsWholeSet?: boolean;
  /** The tiles each seat is dealt when the page does not choose `hand-size`. */
  readonly handSize: (players: number, set: SetName) => number;
}
