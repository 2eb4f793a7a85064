/** Starting a match and its rounds: deal, settle the lead, hand the opener the turn. */

import { drawableOf } from './moves.js';
import { validateDeal } from './deal.js';
import { openRound } from './lead.js';
import { EMPTY_LAYOUT } from './layout.js';
import { randomFor } from './rng.js';
import type { Deal, MatchState, ResolvedRules, RoundResult } from './types.js';
import { IllegalMoveError } from './moves.js';
import { resulting, type Result } from './result.js';
import { scoresDuringPlay } from './scoring.js';

/** Each round shuffles from its own stream of the match seed (R-ALL-9), so rounds replay independently. */
const roundRandom = (seed: string, round: number) => randomFor(`${seed}\u0000${round}`);

function roundState(
  rules: ResolvedRules,
  seed: string,
  round: number,
  dealer: number,
  scores: readonly number[],
  previous: RoundResult | null,
  deal?: Deal,
  previousLeader?: number,
): MatchState {
  const random = roundRandom(seed, round);
  const fixed = deal ? validateDeal(rules, deal, random) : undefined;
  const { hands, boneyard, lead } = openRound(rules, random, dealer, previous, fixed, previousLeader);
  return {
    rules,
    seed,
    phase: 'play',
    round,
    dealer,
    current: lead.seat,
    hands,
    boneyard,
    drawable: drawableOf(rules, boneyard.length),
    layout: EMPTY_LAYOUT,
    unlocked: [],
    scores,
    lead,
    lastRound: previous,
    winner: null,
    log: [],
    turnDrawn: [],
    // R-GX-11: 0 before the lead in the games that score during play, null in the others.
    count: scoresDuringPlay(rules) ? 0 : null,
  };
}

/** A new match: round 1 dealt from the seed (or the fixed deal) with its opener to play. */
export function newMatch(rules: ResolvedRules, seed: string, deal?: Deal): MatchState {
  return roundState(
    rules,
    String(seed),
    1,
    0,
    Array.from({ length: rules.players }, () => 0),
    null,
    deal,
  );
}

/**
 * The next round after `round-over`: the dealer moves one seat to the left. `deal` fixes that round's deal
 * as `newMatch`'s does the first (a game record of a real table gives every round's deal).
 */
export function nextRound(state: MatchState, deal?: Deal): MatchState {
  if (state.phase !== 'round-over') throw new IllegalMoveError('wrong-phase');
  const dealer = (state.dealer + 1) % state.rules.players;
  return roundState(
    state.rules,
    state.seed,
    state.round + 1,
    dealer,
    state.scores,
    state.lastRound,
    deal,
    state.lead.seat,
  );
}

/** A new match, or why its fixed deal cannot be dealt (a tile twice, a hand of the wrong size, a leader with no lead). */
export const dealMatch = (rules: ResolvedRules, seed: string, deal?: Deal): Result<MatchState> =>
  resulting(() => newMatch(rules, seed, deal));
