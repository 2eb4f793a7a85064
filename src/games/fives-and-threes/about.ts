import type { About } from '../about.js';

export const about: About = {
  summary:
    'The British pub game: one line, no drawing; the ends score count ÷ 5 plus count ÷ 3 during play; chipping out scores 1; exactly 61 wins.',
  card: 'Two to four players. The ends score when they divide by 5 or by 3; reach exactly 61 to win.',
};
