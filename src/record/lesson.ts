/** Lessons: judging a reader's try at a question of a replayed record. */

import {
  applyMove,
  explainMove,
  parseTile,
  type MoveRecord,
  type MoveRequest,
  type ReasonCode,
} from '../engine/index.js';
import type { Replay, ReplayTry } from './replay.js';

/**
 * The verdict on a try: `right` (the record's move, `comment` its own; or a second right answer written
 * `(= move {comment})`, `comment` the try's and `second` set), `wrong` (legal, but not
 * the record's move; `comment` is the record's word on that try, or null: the element then says "not this
 * one, try again"), or `illegal` (`reason` is the engine's code for the element's refusal message).
 */
export type Answer =
  | { verdict: 'right'; comment: string | null; second?: true }
  | { verdict: 'wrong'; comment: string | null }
  | { verdict: 'illegal'; reason: ReasonCode; comment: string | null };

/** Whether a written try means this move (a try written as a tile alone that fits no end means any end). */
function sameMove(a: MoveRequest, b: MoveRequest): boolean {
  if (a.type !== 'play' || b.type !== 'play') return a.type === b.type;
  return parseTile(a.tile)?.name === parseTile(b.tile)?.name && (a.end === b.end || a.end === '');
}

const tryOf = (tries: readonly ReplayTry[], move: MoveRequest): ReplayTry | undefined =>
  tries.find((t) => sameMove(t.move, move));

const commentOn = (tries: readonly ReplayTry[], move: MoveRequest): string | null =>
  tryOf(tries, move)?.comment ?? null;

/**
 * Judges `move` as the reader's answer to step `step` (the move that leads to it, played in the position
 * of step `step - 1`). Any step with a move can be asked; a deal step or a step out of range has no
 * answer and gives `illegal` with `wrong-phase`. Never throws.
 */
export function checkAnswer(replay: Replay, step: number, move: MoveRequest): Answer {
  const asked = replay.steps[step];
  const position = replay.steps[step - 1];
  if (!asked?.move || !position) return { verdict: 'illegal', reason: 'wrong-phase', comment: null };
  const reason = explainMove(position.state, move);
  if (reason !== null) return { verdict: 'illegal', reason, comment: commentOn(asked.tries, move) };
  // The engine's record of the move has its end resolved (an opening's "center", an omitted end filled in).
  const made = (applyMove(position.state, move).log.at(-1) as MoveRecord).move;
  if (sameMove(asked.move, made)) return { verdict: 'right', comment: asked.comment };
  const written = tryOf(asked.tries, made);
  if (written?.right) return { verdict: 'right', comment: written.comment, second: true };
  return { verdict: 'wrong', comment: written?.comment ?? null };
}
