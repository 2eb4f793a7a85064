/** The match's rounds again, from what the table keeps (rules, seed, deal and each round's moves). */

import { applyMove, newMatch, nextRound } from '../engine/index.js';
import type { MatchState, Move } from '../engine/types.js';
import type { TableContext } from '../machine/index.js';

export interface PlayedRound {
  /** The round right after the deal (the lead settled), every hand known. */
  start: MatchState;
  moves: Move[];
  /** The state after its last move. */
  end: MatchState;
}

/** Every round so far, replayed: the engine is deterministic, so they are exactly the rounds that were played. */
export function playedRounds(context: TableContext): PlayedRound[] {
  const rounds: PlayedRound[] = [];
  let state = newMatch(context.rules, context.seed, context.deal);
  context.rounds.forEach((moves, i) => {
    if (i > 0) state = nextRound(state);
    const start = state;
    for (const move of moves) state = applyMove(state, move);
    rounds.push({ start, moves, end: state });
  });
  return rounds;
}
