/** Doubles in the Boneyard (R-BY-1…R-BY-8): no doubles, no drawing, play to the right, one line. */

import type { Game } from '../game.js';

export const doublesInTheBoneyard: Game = {
  mechanisms: {
    doublesInPlay: false,
    direction: -1,
    leadFallback: 'redeal',
    laterLead: 'previous-winner',
    cross: false,
    suitLock: false,
    draw: 'never',
    drawLimit: 'one',
    playDrawn: false,
    reserve: 0,
    blockScoring: 'lowest-takes-all',
  },
  players: { min: 3, max: 3, default: 3 },
  targetScore: 200,
  spinners: ['none'],
  lead: ['drawn-doubles'],
  set: ['double-six'],
  handSize: () => 7,
};
