/** The match's rounds again, from what the table keeps (rules, seed, deal and each round's moves). */

import { replayMatch, type PlayedRound } from '../engine/core.js';
import type { TableContext } from '../machine/index.js';

export type { PlayedRound };

/**
 * Every round so far, replayed by the engine: it is deterministic, so they are exactly the rounds that were played.
 * They are the table's own moves, which the engine accepted once: it never refuses them (if it did, no rounds).
 */
export function playedRounds(context: TableContext): PlayedRound[] {
  const played = replayMatch({
    rules: context.rules,
    seed: context.seed,
    rounds: context.rounds.map((moves, r) => ({ deal: r === 0 ? context.deal : undefined, moves })),
  });
  return played.ok ? played.value : [];
}
