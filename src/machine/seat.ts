/**
 * Who may act now: the one seat policy. The machine's guard, the element's move methods, the pick and the screen's
 * controls all ask it, so "may this person act" is decided here and nowhere else (what a viewer may see is view.ts).
 */

import type { TableContext, TablePhase } from './table.events.js';
import { isHumanSeat } from './table.context.js';

/** Why a person may not act now (reason codes of README "Properties and methods"). */
export type ActRefusal = 'wrong-phase' | 'not-your-turn';

/** Where the statechart stands, as far as the policy cares. */
export interface SeatFacts {
  context: TableContext;
  /** The phase of README `state.phase` (`lead` only pauses to show who opens: a human leader may open at once). */
  phase: TablePhase;
  /** The hot-seat hand-over is up: the screen is between two people. */
  handingOver: boolean;
}

/**
 * Why the seat to act may not be played by a person now, or null when it may: a round must be in play (its lead
 * included) and the seat to act a person's. `atScreen`: asked for a press on the table itself, which the hand-over
 * also stops until Ready (a page's script may still play for the seat behind it, as the studio does).
 */
export function refusalToAct({ context, phase, handingOver }: SeatFacts, atScreen = false): ActRefusal | null {
  const { match } = context;
  if (match.phase !== 'play' || (phase !== 'play' && phase !== 'lead')) return 'wrong-phase';
  return isHumanSeat(context, match.current) && !(atScreen && handingOver) ? null : 'not-your-turn';
}

/** Whether a person may act now (see `refusalToAct`). */
export const mayAct = (facts: SeatFacts, atScreen = false): boolean => refusalToAct(facts, atScreen) === null;
