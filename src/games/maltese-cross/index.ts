/** Maltese Cross (R-MC-1…R-MC-9): the 6-6 leads, its four sides first, then suits locked; draw any time. */

import type { Game } from '../game.js';

export const malteseCross: Game = {
  mechanisms: {
    doublesInPlay: true,
    direction: 1,
    leadFallback: 'search',
    laterLead: 'lead-rule',
    cross: true,
    suitLock: true,
    draw: 'any-time',
    drawLimit: 'playable',
    playDrawn: false,
    reserve: 2,
    blockScoring: 'ten-each',
  },
  players: { min: 4, max: 4, default: 4 },
  targetScore: 200,
  spinners: ['first'],
  lead: ['double-six'],
  set: ['double-six'],
  handSize: () => 5,
};
