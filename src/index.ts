/** The package entry: defines `<domino-table>` and exports the class and the public types (README "Properties and methods", "Events"). */

import './define.js';

export { DominoTable } from './element/domino-table.js';
export type { TableState, SeatState, TablePhase } from './element/table-state.js';
export type { MoveResult } from './element/actions.js';
export type { Hint } from './element/hint.js';
export type { ReviewItem, Grade } from './coach/index.js';
export type { Level } from './ai/players.js';
export type {
  DominoLeadDetail,
  DominoMoveDetail,
  DominoTurnDetail,
  DominoRoundEndDetail,
  DominoMatchEndDetail,
  DominoStepDetail,
  DominoAnswerDetail,
  DominoErrorDetail,
  DominoErrorCode,
  DominoEventMap,
} from './element/events.js';
export type {
  Move,
  MoveRequest,
  ReasonCode,
  Variant,
  SetName,
  Spinners,
  LeadRule,
  LeadHow,
  ResolvedRules,
  RuleOptions,
  RoundResult,
  MoveRecord,
  Deal,
} from './engine/types.js';
