import type { About } from '../about.js';

export const about: About = {
  summary:
    'Any tile opens (by lot); the first double laid spins, its flanks after its sides; a count of the ends that is a multiple of 5 scores at once; round points rounded to 5; the target wins at once. Target 250 (two players) or 200.',
  card: 'Two to four players. Every play whose ends add up to a multiple of 5 scores at once; the first to the target wins, even mid-round.',
};
