/**
 * The round a review is of, in the coach's chunk (loaders/coach-chunk.ts): the last round that ended, replayed from
 * what the table keeps, its decisions judged, and the position after any of its moves for the review to show.
 */

import { applyMove, type MatchState } from '../engine/core.js';
import type { TableContext } from '../machine/index.js';
import { reviewRound, type ReviewItem } from '../coach/index.js';
import { placeOf } from '../record/names.js';
import { playedRounds, type PlayedRound } from './rounds.js';

/** The last round that ended (the one the round-end panel shows, or the one before the round in play), if any. */
export const endedRound = (context: TableContext): PlayedRound | undefined =>
  playedRounds(context)
    .filter(({ end }) => end.phase !== 'play')
    .at(-1);

/** `review()`: the decisions of the table's people (seats 0 to humans − 1) in the last round that ended, judged. */
export function reviewLast(context: TableContext, lang: string): ReviewItem[] {
  const last = endedRound(context);
  const humans = Array.from({ length: context.humans }, (_, seat) => seat);
  return last && humans.length ? reviewRound(last.start, last.moves, humans, lang, placeOf) : [];
}

/** The position after the move at `step` of the round (its `log` index), as the move list's step shows it. */
export function positionAfter(round: PlayedRound, step: number): MatchState {
  return round.moves.slice(0, step + 1).reduce<MatchState>((state, move) => applyMove(state, move), round.start);
}
