// Seeded positions of every variant for the computer-player tests: random legal play from fresh matches,
// stopped at a random point, across several rounds.
import { applyMove, legalMoves, newMatch, nextRound, rulesFor } from '../../src/engine/index.js';
import { randomFor } from '../../src/engine/rng.js';
import type { MatchState, ResolvedRules, RuleOptions, Tile, Variant } from '../../src/engine/types.js';
import { allFives, fivesAndThrees } from '../engine/scoring-games.js';

export const CONFIGS: [Variant, Partial<RuleOptions>][] = [
  ['maltese-cross', {}],
  ['doubles', { players: 2 }],
  ['doubles', { players: 3 }],
  ['doubles', {}],
  ['doubles-classic', {}],
  ['doubles-classic', { players: 2 }],
  ['doubles-classic', { spinners: 'first' }],
  ['doubles-classic', { spinners: 'none', lead: 'double-six' }],
  ['doubles-classic', { set: 'double-nine', players: 3 }],
  ['doubles-classic', { set: 'double-nine', spinners: 'none' }],
  ['doubles-in-the-boneyard', {}],
];

/** The games that score during play, with short targets so that matches end mid-round too (R-A5-9, R-F3-8). */
export const SCORING_CONFIGS: [string, ResolvedRules][] = [
  ['all-fives', allFives()],
  ['all-fives 3 players, target 60', allFives({ players: 3, targetScore: 60 })],
  ['all-fives 4 players, Muggins, target 30', allFives({ players: 4, spinners: 'none', targetScore: 30 })],
  ['fives-and-threes', fivesAndThrees()],
  ['fives-and-threes 3 players, target 10', fivesAndThrees({ players: 3, targetScore: 10 })],
  ['fives-and-threes 4 players', fivesAndThrees({ players: 4 })],
];

export const label = (variant: Variant, options: Partial<RuleOptions>): string =>
  `${variant}${Object.keys(options).length > 0 ? ` ${JSON.stringify(options)}` : ''}`;

/** `count` positions in play of this rule set, each after a random number of random legal moves. */
export function positions(variant: Variant, options: Partial<RuleOptions>, count: number, tag = 'pos'): MatchState[] {
  const rules = rulesFor(variant, options);
  const out: MatchState[] = [];
  for (let i = 0; out.length < count; i++) {
    const random = randomFor(`${tag}/${label(variant, options)}/${i}`);
    let state = newMatch(rules, `${tag}-${i}`);
    const stop = Math.floor(random() * 40);
    for (let step = 0; step < stop; step++) {
      if (state.phase === 'round-over') state = nextRound(state);
      if (state.phase !== 'play') break;
      const moves = legalMoves(state);
      state = applyMove(state, moves[Math.floor(random() * moves.length)]!);
    }
    if (state.phase === 'round-over') state = nextRound(state);
    if (state.phase === 'play') out.push(state);
  }
  return out;
}

/** The tiles `seat` cannot see, dealt again at random among the other hands and the boneyard (same counts). */
export function permuteHidden(state: MatchState, seat: number, seed: string): MatchState {
  const random = randomFor(seed);
  const pool: Tile[] = [];
  state.hands.forEach((h, s) => {
    if (s !== seat) pool.push(...h);
  });
  pool.push(...state.boneyard);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  let next = 0;
  const hands = state.hands.map((h, s) => (s === seat ? h : pool.slice(next, (next += h.length))));
  const boneyard = pool.slice(next);
  return { ...state, hands, boneyard };
}
