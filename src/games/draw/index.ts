/**
 * Draw (R-DR-1…R-DR-5): Block with a boneyard to draw from when stuck (all but its last 2 tiles), and spinners to
 * choose.
 */

import type { Game } from '../game.js';

export const draw: Game = {
  mechanisms: {
    doublesInPlay: true,
    direction: 1,
    leadFallback: 'heaviest-tile',
    laterLead: 'previous-winner',
    cross: false,
    suitLock: false,
    draw: 'when-stuck',
    drawLimit: 'playable',
    playDrawn: true,
    reserve: 2,
    blockScoring: 'others-minus-own',
  },
  players: { min: 2, max: 4, default: 2 },
  targetScore: 100,
  spinners: ['none', 'first', 'all'],
  lead: ['highest-double'],
  set: ['double-six'],
  // R-GX-6: any hand size with n × players ≤ 28; a boneyard of 2 or fewer is closed from the start.
  dealsWholeSet: true,
  handSize: (players) => (players === 2 ? 7 : 5),
};
