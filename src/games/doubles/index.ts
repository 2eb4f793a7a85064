/** Doubles (R-DB-1…R-DB-8): the highest double leads, every double spins, suits locked, a stuck seat draws one. */

import type { Game } from '../game.js';

export const doubles: Game = {
  mechanisms: {
    doublesInPlay: true,
    direction: 1,
    leadFallback: 'redeal',
    laterLead: 'lead-rule',
    cross: false,
    suitLock: true,
    draw: 'when-stuck',
    drawLimit: 'one',
    playDrawn: true,
    reserve: 2,
    blockScoring: 'lowest-takes-opponents',
  },
  players: { min: 2, max: 4, default: 4 },
  targetScore: 100,
  spinners: ['all'],
  lead: ['highest-double'],
  set: ['double-six'],
  handSize: (players) => (players === 2 ? 8 : 6),
};
