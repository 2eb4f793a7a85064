/** The statechart's public face for the element: the machine, its vocabulary, helpers and the saved-match format. */

import type { SnapshotFrom } from 'xstate';
import type { TableMachine } from './table.machine.js';
import type { TablePhase } from './table.events.js';
import type { SeatFacts } from './seat.js';

export { tableMachine, type TableMachine } from './table.machine.js';
export type {
  TableContext,
  TableEmitted,
  TableErrorCode,
  TableEvent,
  TableInput,
  TablePhase,
  TableSettings,
  RestoreResult,
  RestoredMatch,
} from './table.events.js';
export { canUndo, humanHasMoved, isHumanSeat, whyNoUndo, type UndoRefusal } from './table.context.js';
export { MATCH_FORMAT, MATCH_VERSION, restoreMatch, serializeMatch, type SavedMatch } from './serialize.js';

export type TableSnapshot = SnapshotFrom<TableMachine>;

/** The phase of README "Properties and methods" `state.phase` for a snapshot (`blockCheck` is transient and never seen at rest). */
export function phaseOf(snapshot: TableSnapshot): TablePhase {
  if (snapshot.matches('lead')) return 'lead';
  if (snapshot.matches('roundOver')) return 'round-over';
  if (snapshot.matches('matchOver')) return 'match-over';
  return 'play';
}

/** Whether the hot-seat handover screen is up: every hand hidden until `handover.confirm`. */
export const isHandingOver = (snapshot: TableSnapshot): boolean => snapshot.matches({ play: 'handover' });
export { HIDDEN, pageSees, sees, viewerOf, viewFor, type SeatView, type Viewer } from './view.js';
export { mayAct, refusalToAct, type ActRefusal, type SeatFacts } from './seat.js';

/** What the seat policy (seat.ts) reads of a snapshot. */
export const seatFacts = (snapshot: TableSnapshot): SeatFacts => ({
  context: snapshot.context,
  phase: phaseOf(snapshot),
  handingOver: isHandingOver(snapshot),
});
