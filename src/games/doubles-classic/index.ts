/** Kelley's Doubles (R-DC-1…R-DC-8): spinners, lead and set to choose; a stuck seat draws until a tile fits. */

import type { Game } from '../game.js';

export const doublesClassic: Game = {
  mechanisms: {
    doublesInPlay: true,
    direction: 1,
    leadFallback: 'redeal',
    laterLead: 'lead-rule',
    cross: false,
    suitLock: true,
    draw: 'when-stuck',
    drawLimit: 'playable',
    playDrawn: true,
    reserve: 0,
    blockScoring: 'lowest-takes-opponents',
  },
  players: { min: 2, max: 4, default: 4 },
  targetScore: 100,
  spinners: ['all', 'first', 'none'],
  lead: ['highest-double', 'double-six'],
  set: ['double-six', 'double-nine'],
  handSize: (players, set) => (set === 'double-nine' || players === 2 ? 7 : 5),
};
