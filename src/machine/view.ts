/**
 * Who is looking at a match: the one reveal policy, beside the game. The seat view itself (what a seat may know) is
 * the engine's `viewFor`; here the table decides whose view each reader gets: the screen (status, lead sentence, log,
 * live region, chips, the hand), the page (the `domino-*` events) and the computer players (the seat to act).
 */

import type { Viewer } from '../engine/view.js';
import { isHumanSeat } from './table.context.js';
import type { TableContext } from './table.events.js';

export { HIDDEN } from '../engine/tiles.js';
export { sees, viewFor, type SeatView, type Viewer } from '../engine/view.js';

/**
 * The viewer at the screen: everyone with `show-hands`; else the person whose hand is on show (the one person at the
 * screen, or in hot seat the one who pressed Ready); nobody while the screen is being handed over.
 */
export function viewerOf(context: TableContext, showHands: boolean): Viewer {
  if (showHands) return 'all';
  const seat = context.shownSeat;
  return seat !== null && isHumanSeat(context, seat) ? seat : null;
}

/**
 * Whether the page (the `domino-*` events) may know this seat's tiles: every hand with `show-hands`, else the
 * people's own (a person's draw names its tile; a computer's, or any draw in watch mode, does not).
 */
export const pageSees = (context: TableContext, showHands: boolean, seat: number): boolean =>
  showHands || isHumanSeat(context, seat);
