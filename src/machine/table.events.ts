/** The statechart's vocabulary: its input, its context, the events it accepts and the events it emits. */

import type { Level } from '../ai/players.js';
import type { Deal, LeadHow, MatchState, Move, ReasonCode, ResolvedRules, RoundResult, Tile } from '../engine/core.js';
import type { Result } from '../engine/result.js';

/** What starts a match. Seats 0…humans-1 are people; the rest are played by the computer. */
export interface TableInput {
  rules: ResolvedRules;
  seed: string;
  /** A fixed first deal (teaching positions), already accepted by the engine's rules for it. */
  deal?: Deal;
  /** 0 = watch mode: the computer plays every seat and the match runs by itself. */
  humans: number;
  ai: Level;
  /** Milliseconds before each computer move, before play starts after the lead, and (×3) between rounds in watch mode. */
  aiDelay: number;
}

/** Presentation settings: they change how the match is shown and paced, never the match itself. */
export interface TableSettings {
  ai?: Level;
  aiDelay?: number;
  /**
   * `aiDelay` is a change of pace (watch mode's Speed), not the page's own ai-delay: `pageDelay`, and so the round
   * result's 4 s, stay as they were.
   */
  pace?: boolean;
}

export interface TableContext extends TableInput {
  /** The match as the engine sees it (JSON, never mutated). */
  match: MatchState;
  /** The state at the start of the current round, lead settled: undo replays from here. */
  roundStart: MatchState;
  /** The moves of every round so far, the current one last: what serialization replays. */
  rounds: Move[][];
  /**
   * The human seat whose hand the screen may show face up; null while hands are hidden (the hot-seat
   * handover, and watch mode). With one human it is always 0.
   */
  shownSeat: number | null;
  /**
   * How often the hard player's code failed to load in this match: the first failure is reported, one more
   * load is tried, and after a second failure the match goes on at `normal` without trying again.
   */
  loadFailures: number;
  /** Watch mode: paused by the reader (a step plays one move and pauses again). Not saved with the match. */
  paused?: boolean;
  /**
   * The page's own ai-delay, which a change of pace (Speed) leaves alone: from 100 ms, a pace meant for people,
   * watch mode's round result stays at least 4 s whatever the pace. Not saved with the match.
   */
  pageDelay: number;
}

/** Events sent to the machine. Human moves act for the current seat when it is a human one. */
export type TableEvent =
  | { type: 'tile.play'; tile: string; end?: string }
  | { type: 'tile.draw' }
  | { type: 'turn.pass' }
  | { type: 'round.next' }
  /** A new match: with the given input (attributes changed), else with the current one (same seed, same deals). */
  | { type: 'match.new'; input?: TableInput }
  | { type: 'handover.confirm' }
  | { type: 'move.undo' }
  /** A saved match, read by the sender (restoreMatch): taken when it could be read, refused with its reason otherwise. */
  | { type: 'match.restore'; restored: RestoreResult }
  | ({ type: 'settings.update' } & TableSettings)
  /** Sent back by the computer player; accepted only for a computer seat, and only when legal. */
  | { type: 'computer.move'; move: Move }
  /** Sent back by the computer player when it could not produce a move. */
  | { type: 'computer.fail'; message: string }
  /** Sent back by the computer player when its code could not be loaded (it plays this move as `normal`). */
  | { type: 'computer.loadFailed'; message: string }
  /** Sent by the machine's own pause (after the lead, between rounds in watch mode). */
  | { type: 'pause.end' }
  /** Watch mode: the reader pauses, resumes, or plays one move (or starts the next round) and pauses again. */
  | { type: 'watch.pause' }
  | { type: 'watch.resume' }
  | { type: 'watch.step' };

export type HumanMoveEvent = Extract<TableEvent, { type: 'tile.play' | 'tile.draw' | 'turn.pass' }>;

/** Error codes, the same as `domino-error`'s (README "Events"). */
export type TableErrorCode = 'invalid-state' | 'load';

/** Events the machine emits (`actor.on(type, …)`); the element maps each to one `domino-*` DOM event. */
export type TableEmitted =
  | {
      type: 'lead.settled';
      round: number;
      seat: number;
      how: LeadHow;
      /** Per seat: the double drawn (drawn-doubles) or the tiles drawn searching for the 6-6. */
      drawn?: readonly (readonly Tile[])[];
      /** The tile the leader must open with, when the rules fix one. */
      tile?: Tile;
    }
  | { type: 'turn.started'; round: number; seat: number; human: boolean }
  | {
      type: 'move.played';
      round: number;
      seat: number;
      move: Move<Tile>;
      /** For a draw: the tile drawn. The element shows it only where the drawing hand is shown. */
      drawn?: Tile;
      /** Games that score during play: the count after the move and the points it scored (R-A5-6, R-F3-6). */
      count?: number;
      points?: number;
    }
  | ({ type: 'round.ended' } & RoundResult)
  | { type: 'match.ended'; winner: number; scores: readonly number[] }
  /** Moves taken back by `move.undo`, down to and including the last human move (not a DOM event of the element). */
  | { type: 'moves.undone'; round: number; seat: number; count: number }
  | { type: 'error'; code: TableErrorCode; message: string }
  /** A person's move the machine refused (the seat policy's or the engine's reason); nothing else changed. */
  | { type: 'move.refused'; reason: ReasonCode };

/** The phase names of README "Properties and methods" `state.phase`, read from the machine's state. */
export type TablePhase = 'lead' | 'play' | 'round-over' | 'match-over';

/** What a saved match restores: the match part of the table's context (presentation settings stay as they are). */
export type RestoredMatch = Pick<
  TableContext,
  'rules' | 'seed' | 'deal' | 'humans' | 'rounds' | 'match' | 'roundStart'
>;

/** The match restored, or why the saved text is refused (the table reports it as `invalid-state`). */
export type RestoreResult = Result<RestoredMatch>;
