// Realistic layouts for the geometry tests: whole rounds of every variant played with seeded random legal moves.
import { newMatch } from '../../src/engine/match.js';
import { applyMove, legalMoves } from '../../src/engine/moves.js';
import { rulesFor } from '../../src/engine/rules.js';
import { randomFor } from '../../src/engine/rng.js';
import type { Layout, RuleOptions, Variant } from '../../src/engine/types.js';

export interface GameKind {
  name: string;
  variant: Variant;
  options?: Partial<RuleOptions>;
}

export const KINDS: readonly GameKind[] = [
  { name: 'maltese-cross', variant: 'maltese-cross' },
  { name: 'doubles', variant: 'doubles' },
  { name: 'doubles-2p', variant: 'doubles', options: { players: 2 } },
  { name: 'kelley', variant: 'doubles-classic' },
  { name: 'kelley-9-all-2p', variant: 'doubles-classic', options: { set: 'double-nine', players: 2 } },
  { name: 'kelley-9-all-4p', variant: 'doubles-classic', options: { set: 'double-nine', players: 4 } },
  {
    name: 'kelley-9-none-2p',
    variant: 'doubles-classic',
    options: { set: 'double-nine', players: 2, spinners: 'none' },
  },
  {
    name: 'kelley-9-first-2p',
    variant: 'doubles-classic',
    options: { set: 'double-nine', players: 2, spinners: 'first' },
  },
  { name: 'boneyard', variant: 'doubles-in-the-boneyard' },
];

/**
 * Plays one round with random legal moves (plays preferred over draws so layouts grow large) and
 * returns the layout after every play, from the lead to the last tile.
 */
export function playRound(kind: GameKind, seed: string): Layout[] {
  const random = randomFor(`geometry:${seed}`);
  let state = newMatch(rulesFor(kind.variant, kind.options), seed);
  const layouts: Layout[] = [];
  for (let guard = 0; guard < 500 && state.phase === 'play'; guard++) {
    const moves = legalMoves(state);
    const plays = moves.filter((m) => m.type === 'play');
    const pool = plays.length > 0 && random() < 0.9 ? plays : moves;
    const move = pool[Math.floor(random() * pool.length)]!;
    state = applyMove(state, move);
    if (move.type === 'play') layouts.push(state.layout);
  }
  return layouts;
}
