/** Pure functions over the table's context: starting a match, applying a move, undo, whose seat is whose. */

import {
  dealMatch,
  nextRound,
  explainMove,
  replayRound,
  tryMove,
  type MatchState,
  type MoveRecord,
  type MoveRequest,
} from '../engine/core.js';
import { isLevel, LEVELS } from '../ai/players.js';
import { failed, ok, type Result } from '../engine/result.js';
import type { HumanMoveEvent, TableContext, TableInput } from './table.events.js';

/** These settings, checked, or why they cannot start a match. The rules and deal themselves are the engine's to judge. */
export function checkInput(input: TableInput): Result<TableInput> {
  if (typeof input !== 'object' || input === null) return failed('input must be an object');
  const { rules, humans, ai, aiDelay, seed } = input;
  if (typeof rules !== 'object' || rules === null) return failed('input.rules must be resolved rules (rulesFor)');
  if (typeof seed !== 'string') return failed('input.seed must be a string');
  if (!Number.isInteger(humans) || humans < 0 || humans > rules.players) {
    return failed(`input.humans must be an integer from 0 to ${rules.players}`);
  }
  if (!isLevel(ai)) return failed(`input.ai must be one of ${LEVELS.join(', ')}`);
  if (typeof aiDelay !== 'number' || !Number.isFinite(aiDelay) || aiDelay < 0) {
    return failed('input.aiDelay must be ≥ 0');
  }
  return ok(input);
}

/** The human seat shown at the start: the only human, or nobody until a handover (several) or ever (none). */
export const firstShownSeat = (humans: number): number | null => (humans === 1 ? 0 : null);

/** A match's input, with the page's own delay when `aiDelay` is a pace (the same settings again); else `aiDelay`. */
export type MatchInput = TableInput & { pageDelay?: number };

/** A new match's context, or why this input cannot start one: the settings, then the engine's word on rules and deal. */
export function startMatch(input: MatchInput): Result<TableContext> {
  const checked = checkInput(input);
  if (!checked.ok) return checked;
  const dealt = dealMatch(input.rules, input.seed, input.deal);
  if (!dealt.ok) return dealt;
  const match = dealt.value;
  return ok({
    rules: input.rules,
    seed: input.seed,
    // Always present (possibly undefined) so a new match's context replaces an old deal.
    deal: input.deal,
    humans: input.humans,
    ai: input.ai,
    aiDelay: input.aiDelay,
    pageDelay: input.pageDelay ?? input.aiDelay,
    match,
    roundStart: match,
    rounds: [[]],
    shownSeat: firstShownSeat(input.humans),
    loadFailures: 0,
  });
}

/** A new match's context. Throws RangeError when it cannot start (the actor's input: the element checks it first). */
export function contextFor(input: MatchInput): TableContext {
  const started = startMatch(input);
  if (!started.ok) throw new RangeError(started.why);
  return started.value;
}

export const isHumanSeat = (context: TableContext, seat: number | null): seat is number =>
  seat !== null && seat < context.humans;

/** The move a human event asks for. A play without an end leaves the end for the engine to find. */
export function moveOf(event: HumanMoveEvent): MoveRequest {
  if (event.type === 'tile.draw') return { type: 'draw' };
  if (event.type === 'turn.pass') return { type: 'pass' };
  // README "Properties and methods": `end` may be omitted (the opening, or exactly one end fits); the engine resolves it.
  return { type: 'play', tile: event.tile, end: event.end };
}

/** Whether the seat to act may make this move now: the engine's verdict, nothing more. */
export const isLegal = (match: MatchState, move: MoveRequest): boolean => explainMove(match, move) === null;

/** The context after a legal move by the seat to act (the guard asked the engine first; a refusal changes nothing). */
export function afterMove(context: TableContext, move: MoveRequest): TableContext {
  const made = tryMove(context.match, move);
  if (!made.ok) return context;
  const match = made.value;
  // tryMove logs every move it makes: the last record is this one.
  const record = match.log[match.log.length - 1] as MoveRecord;
  const rounds = context.rounds.slice(0, -1);
  rounds.push((context.rounds[context.rounds.length - 1] ?? []).concat([record.move]));
  return { ...context, match, rounds };
}

/** The next round's context, after round-over. */
export function nextRoundContext(context: TableContext): TableContext {
  const match = nextRound(context.match);
  // Hot seat: nobody's hand is on show when a round is dealt, so every round starts behind the handover.
  return {
    ...context,
    match,
    roundStart: match,
    rounds: context.rounds.concat([[]]),
    shownSeat: firstShownSeat(context.humans),
  };
}

/** Index in the current round's log of the last move made by a human seat, or -1. */
export function lastHumanMove(context: TableContext): number {
  const log = context.match.log;
  for (let i = log.length - 1; i >= 0; i--) {
    if (isHumanSeat(context, (log[i] as { seat: number }).seat)) return i;
  }
  return -1;
}

/** Whether a person has made a move in this match (a later round means they have played). */
export const humanHasMoved = (context: TableContext): boolean =>
  context.humans > 0 && (context.match.round > 1 || lastHumanMove(context) >= 0);

/** Why `move.undo` is refused now, or null when it is allowed. */
export type UndoRefusal = 'ended' | 'none' | 'other';

/**
 * Undo takes back the last human move of a round still being played: a round that has ended is final (its
 * `domino-round-end` is out). In hot seat only the person who moved may undo, while their hand is still on
 * show, before the screen is passed (the handover hides every hand).
 */
export function whyNoUndo(context: TableContext): UndoRefusal | null {
  if (context.match.phase !== 'play') return 'ended';
  const last = lastHumanMove(context);
  if (last < 0) return 'none';
  if (context.humans > 1 && context.match.log[last]?.seat !== context.shownSeat) return 'other';
  return null;
}

export const canUndo = (context: TableContext): boolean => whyNoUndo(context) === null;

/**
 * The context just before the last human move of the round, computer replies taken back too: the round's
 * moves before it, replayed from the round's start.
 */
export function undoneContext(context: TableContext): TableContext {
  const keep = lastHumanMove(context);
  const moves = (context.rounds[context.rounds.length - 1] ?? []).slice(0, keep);
  const undone = replayRound(context.roundStart, moves);
  // The round's own moves, accepted once: the engine never refuses them again (if it did, nothing is undone).
  if (!undone.ok) return context;
  return { ...context, match: undone.value, rounds: context.rounds.slice(0, -1).concat([moves]) };
}
