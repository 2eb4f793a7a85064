/**
 * Replaying a match from its moves, round after round: the one loop that the table's rounds, a saved match, undo,
 * a game record and its writer share. The engine judges every move; a refusal is a result, never a throw.
 */

import { dealMatch, nextRound } from './match.js';
import { tryMove } from './moves.js';
import { ok, resulting, type Result } from './result.js';
import type { Deal, MatchState, Move, MoveRecord, MoveRequest, PlayState, ReasonCode, ResolvedRules } from './types.js';

/** A round to replay: its fixed deal (else the seed deals it) and its moves, as the caller writes them. */
export interface RoundMoves<W = MoveRequest> {
  readonly deal?: Deal | undefined;
  readonly moves: readonly W[];
}

/** Where in the replay: the round given (0-based) and the move in it (-1: its deal). */
export interface ReplayAt {
  round: number;
  move: number;
}

/** A round as replayed: its state right after the deal, the engine's records of its moves, its state after them. */
export interface PlayedRound {
  start: MatchState;
  moves: Move[];
  end: MatchState;
}

/**
 * Why a replay stopped, and where: `why` is the deal's refusal in words, or a code: `round-not-over` (a round given
 * while the one before is still played), `match-over` (a round or a move after the match's end), or, with `reason`,
 * the engine's reason for refusing a move.
 */
export interface ReplayFailure {
  at: ReplayAt;
  why: string;
  reason?: ReasonCode;
}

/** What a caller sees and decides along the way (a game record resolves its written moves and checks its own rules). */
export interface ReplayHooks<W> {
  /** The move a given one asks for in this position (default: the given move itself). May throw the caller's error. */
  resolve?(state: PlayState, given: W, at: ReplayAt): MoveRequest;
  /**
   * A round just dealt (`next`: a round the moves went on into, dealt from the seed, when `continue` is set); what
   * it returns is the round's start (a record's `[scores]` give round 1 its scores).
   */
  dealt?(state: MatchState, at: ReplayAt, next: boolean): MatchState;
  /** Before the next round is dealt from the seed because the moves go on past a round's end. May throw. */
  continuing?(state: MatchState, at: ReplayAt): void;
  /** A move made: the position before, after, and the engine's record of it (end resolved, draw named). */
  moved?(before: PlayState, after: MatchState, record: MoveRecord, given: W, at: ReplayAt): void;
}

export interface ReplaySource<W> {
  rules: ResolvedRules;
  seed: string;
  rounds: readonly RoundMoves<W>[];
  /** Moves given past a round's end go on into the next round, dealt from the seed (a game record's rounds may). */
  continue?: boolean;
}

/** Every round replayed from the seed and the deals, or where and why the engine refused. */
export function replayMatch<W = MoveRequest>(
  source: ReplaySource<W>,
  hooks: ReplayHooks<W> = {},
): Result<PlayedRound[], ReplayFailure> {
  const played: PlayedRound[] = [];
  let state: MatchState | undefined;
  let failure: ReplayFailure | undefined;
  /** Deals the next round (the first from the seed or its deal); false, with `failure` set, when it cannot be. */
  const deal = (at: ReplayAt, fixed: Deal | undefined, goesOn: boolean): boolean => {
    const before = state;
    if (before && before.phase !== 'round-over') {
      failure = { at, why: before.phase === 'play' ? 'round-not-over' : 'match-over' };
      return false;
    }
    const dealt = before ? resulting(() => nextRound(before, fixed)) : dealMatch(source.rules, source.seed, fixed);
    if (!dealt.ok) failure = { at, why: dealt.why };
    else {
      state = hooks.dealt ? hooks.dealt(dealt.value, at, goesOn) : dealt.value;
      played.push({ start: state, moves: [], end: state });
    }
    return dealt.ok;
  };
  source.rounds.every(
    (round, r) =>
      deal({ round: r, move: -1 }, round.deal, false) &&
      round.moves.every((given, i) => {
        const at = { round: r, move: i };
        let before = state as MatchState;
        if (before.phase === 'round-over' && source.continue) {
          hooks.continuing?.(before, at);
          if (!deal(at, undefined, true)) return false;
          before = state as MatchState;
        }
        if (before.phase !== 'play') {
          failure = { at, why: before.phase === 'match-over' ? before.phase : 'wrong-phase', reason: 'wrong-phase' };
          return false;
        }
        const after = tryMove(before, hooks.resolve ? hooks.resolve(before, given, at) : (given as MoveRequest));
        if (!after.ok) {
          failure = { at, why: after.reason, reason: after.reason };
          return false;
        }
        state = after.value;
        // tryMove logs every move it makes: the last record is this one.
        const record = state.log[state.log.length - 1] as MoveRecord;
        const round = played[played.length - 1] as PlayedRound;
        round.moves.push(record.move);
        round.end = state;
        hooks.moved?.(before, state, record, given, at);
        return true;
      }),
  );
  return failure ? { ok: false, ...failure } : ok(played);
}

/** A round's moves made again from a position (undo replays the round up to the move taken back). */
export function replayRound(
  start: MatchState,
  moves: readonly MoveRequest[],
): Result<MatchState, { reason: ReasonCode }> {
  let state = start;
  for (const move of moves) {
    const after = tryMove(state, move);
    if (!after.ok) return after;
    state = after.value;
  }
  return ok(state);
}
