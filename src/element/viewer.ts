/** The person at the screen: the seat drawn at the bottom, the hand they may pick from, whether they may move now (what they may see is machine/view.ts). */

import {
  isHumanSeat,
  mayAct,
  seatFacts,
  sees,
  viewerOf,
  type TableContext,
  type TablePhase,
  type TableSnapshot,
} from '../machine/index.js';

/** The machine's side of the table: the context and where the statechart stands. */
export interface TableFacts {
  context: TableContext;
  phase: TablePhase;
  handingOver: boolean;
  /** A person is to act (the machine waits for them). */
  awaitingHuman: boolean;
}

export const factsOf = (snapshot: TableSnapshot): TableFacts => ({
  ...seatFacts(snapshot),
  awaitingHuman: snapshot.matches({ play: 'awaitingHuman' }),
});

/** The seat drawn at the bottom: the person at the screen (hot seat: the one to act), else seat 0. */
export function viewerSeat(context: TableContext): number {
  if (context.shownSeat !== null) return context.shownSeat;
  const current = context.match.current;
  return isHumanSeat(context, current) ? current : 0;
}

/** The tiles the person at the screen may pick from: their hand when the viewer policy shows it (machine/view.ts). */
export function handTiles(context: TableContext, showHands: boolean): string[] {
  const seat = viewerSeat(context);
  return sees(viewerOf(context, showHands), seat) && isHumanSeat(context, seat)
    ? [...(context.match.hands[seat] ?? [])]
    : [];
}

/** Whether the person at the screen may move now (their turn, their hand shown): the seat policy, at the screen. */
export const canAct = (facts: TableFacts): boolean => mayAct(facts, true);
