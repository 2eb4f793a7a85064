import type { About } from '../about.js';

export const about: About = {
  summary:
    'The 6-6 opens and its four sides are filled first; then a number is locked until its double is down. Draw while 3 or more tiles are left. Target 200.',
  card: 'Also called Doubles. Four players; the 6-6 opens and its four sides are filled first, then a suit opens only once its double is down.',
};
