/** Copying a match state with some fields changed (states are never mutated in place). */

import type { MatchState } from './types.js';

/** Any of a match's fields, each of any phase's type: the caller keeps `phase`, `current`, `lastRound` and `winner` in step. */
type MatchPatch = { readonly [K in keyof MatchState]?: MatchState[K] };

/**
 * A copy of `state` with `patch` applied. Written field by field on purpose: V8 turns `{ ...state, x }`
 * into a slow generic copy (about 30 times slower here), and this runs on every move of every playout.
 */
export function evolve(state: MatchState, patch: MatchPatch): MatchState {
  const p = patch;
  // The one place a state is assembled field by field: the phase's fields come from the same patch (endRound, a
  // move in play), so the copy is a state of the phase it names.
  return {
    rules: p.rules !== undefined ? p.rules : state.rules,
    seed: p.seed !== undefined ? p.seed : state.seed,
    phase: p.phase !== undefined ? p.phase : state.phase,
    round: p.round !== undefined ? p.round : state.round,
    dealer: p.dealer !== undefined ? p.dealer : state.dealer,
    current: p.current !== undefined ? p.current : state.current,
    hands: p.hands !== undefined ? p.hands : state.hands,
    boneyard: p.boneyard !== undefined ? p.boneyard : state.boneyard,
    drawable: p.drawable !== undefined ? p.drawable : state.drawable,
    layout: p.layout !== undefined ? p.layout : state.layout,
    unlocked: p.unlocked !== undefined ? p.unlocked : state.unlocked,
    scores: p.scores !== undefined ? p.scores : state.scores,
    lead: p.lead !== undefined ? p.lead : state.lead,
    lastRound: p.lastRound !== undefined ? p.lastRound : state.lastRound,
    winner: p.winner !== undefined ? p.winner : state.winner,
    log: p.log !== undefined ? p.log : state.log,
    turnDrawn: p.turnDrawn !== undefined ? p.turnDrawn : state.turnDrawn,
    count: p.count !== undefined ? p.count : state.count,
  } as MatchState;
}
