/**
 * Fives and Threes (R-F3-1…R-F3-8): one line, no drawing; the count scores count ÷ 5 and count ÷ 3 during play;
 * chipping out scores 1 with the last play; exactly 61 wins, at once; later rounds are led in rotation.
 */

import type { Game } from '../game.js';

export const fivesAndThrees: Game = {
  mechanisms: {
    doublesInPlay: true,
    direction: 1,
    leadFallback: 'redeal',
    laterLead: 'rotation',
    cross: false,
    suitLock: false,
    draw: 'never',
    drawLimit: 'one',
    playDrawn: false,
    reserve: 0,
    blockScoring: 'nobody',
    playPoints: 'fives-and-threes',
    dominoScoring: 'chip-out',
    targetRule: 'exact',
  },
  players: { min: 2, max: 4, default: 2 },
  targetScore: 61,
  spinners: ['none'],
  lead: ['drawn-doubles'],
  set: ['double-six'],
  handSize: (players) => (players === 2 ? 7 : 5),
};
