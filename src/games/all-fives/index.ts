/**
 * All Fives (R-A5-1…R-A5-10): the count of the ends scores when it is a multiple of 5, during play; the first double
 * laid is the only spinner and its flanks wait for both sides; round points rounded to 5; the target wins at once.
 * `spinners: 'none'` is Muggins.
 */

import type { Game } from '../game.js';

export const allFives: Game = {
  mechanisms: {
    doublesInPlay: true,
    direction: 1,
    leadFallback: 'redeal',
    laterLead: 'domino-winner',
    cross: false,
    suitLock: false,
    draw: 'when-stuck',
    drawLimit: 'playable',
    playDrawn: true,
    reserve: 0,
    blockScoring: 'lowest-takes-opponents',
    playPoints: 'fives',
    sidesFirst: true,
    roundTo: 5,
    targetRule: 'at-once',
  },
  players: { min: 2, max: 4, default: 2 },
  // R-A5-1: 250 for two players, 200 for three or four.
  targetScore: (players) => (players === 2 ? 250 : 200),
  spinners: ['first-double', 'none'],
  lead: ['drawn-doubles'],
  set: ['double-six'],
  handSize: (players) => (players === 2 ? 9 : players === 3 ? 7 : 5),
};
