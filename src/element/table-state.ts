/** The element's public `state` (README "Properties and methods"): a fresh JSON-safe TableState derived from the match. */

import type { MatchState, Move, MoveRecord, ResolvedRules, RoundResult, Variant, Writable } from '../engine/types.js';

export type TablePhase = 'lead' | 'play' | 'round-over' | 'match-over';

export interface SeatState {
  name: string;
  human: boolean;
  /**
   * The real tiles in this seat's hand, for every seat. `state` is the programmatic view (a teaching page
   * may want to show or check any hand); the rendering hides what a player should not see.
   */
  hand: string[];
  score: number;
}

export interface TableState {
  variant: Variant;
  rules: Writable<ResolvedRules>;
  phase: TablePhase;
  round: number;
  current: number | null;
  seats: SeatState[];
  boneyard: number;
  drawable: number;
  layout: {
    tiles: { tile: string; parent: number | null; end: string | null; spinner: boolean }[];
    ends: { id: string; pip: number; open: boolean }[];
  };
  unlocked: number[];
  /** Games that score during play: the count of the ends now (R-A5-5); null in the others. */
  count: number | null;
  lastRound: Writable<RoundResult> | null;
  log: Writable<MoveRecord>[];
}

export type { Move };

/** A deep copy through JSON: the caller can keep or change it without touching the match. */
export const copy = <T>(value: T): Writable<T> => JSON.parse(JSON.stringify(value)) as Writable<T>;

/**
 * The TableState of a match. `phase` is the machine's phase when one is given (`lead` while who opens is
 * shown); otherwise the engine's.
 */
export function tableState(
  match: MatchState,
  names: readonly string[],
  humans: number,
  phase: TablePhase = match.phase,
): TableState {
  return copy({
    variant: match.rules.variant,
    rules: match.rules,
    phase,
    round: match.round,
    // In `lead` the opener is already the seat to act (a human leader may open at once).
    current: match.phase === 'play' ? match.current : null,
    seats: match.hands.map((hand, seat) => ({
      name: names[seat] ?? `${seat + 1}`,
      human: seat < humans,
      hand,
      score: match.scores[seat] ?? 0,
    })),
    boneyard: match.boneyard.length,
    drawable: match.drawable,
    layout: {
      tiles: match.layout.tiles.map(({ tile, parent, end, spinner }) => ({ tile, parent, end, spinner })),
      ends: match.layout.ends.map(({ id, pip, open }) => ({ id, pip, open })),
    },
    unlocked: match.unlocked,
    count: match.count,
    lastRound: match.lastRound,
    log: match.log,
  });
}
