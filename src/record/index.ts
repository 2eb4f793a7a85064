/**
 * Game records (README "Game records"): the reader, the replay and lessons, for the chunk a table loads when
 * `record` is set. The writer (`write.ts`) is imported on its own by the element, behind `record()`.
 */

export {
  parseRecord,
  type GameRecord,
  type ParseResult,
  type RecordMove,
  type WrittenMove,
  type WrittenRound,
} from './parse.js';
export {
  readRecord,
  replayRecord,
  resolveMove,
  type Replay,
  type ReplayResult,
  type ReplayStep,
  type ReplayTry,
  type MarkTarget,
  type StepMark,
} from './replay.js';
export { checkAnswer, type Answer } from './lesson.js';
export { endByName, endName, moveName, placeOf } from './names.js';
export type { RecordError, RecordErrorCode } from './errors.js';
