/**
 * Block (R-BK-1…R-BK-10): the highest double leads, else the heaviest tile; one line, no drawing; the winner scores
 * the others' pips minus its own.
 */

import type { Game } from '../game.js';

export const block: Game = {
  mechanisms: {
    doublesInPlay: true,
    direction: 1,
    leadFallback: 'heaviest-tile',
    laterLead: 'previous-winner',
    cross: false,
    suitLock: false,
    draw: 'never',
    drawLimit: 'one',
    playDrawn: false,
    reserve: 0,
    blockScoring: 'others-minus-own',
  },
  players: { min: 2, max: 4, default: 2 },
  targetScore: 100,
  spinners: ['none'],
  lead: ['highest-double'],
  set: ['double-six'],
  handSize: (players) => (players === 2 ? 7 : 5),
};
