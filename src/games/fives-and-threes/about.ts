import type { About } from '../about.js';

export const about: About = {
  summary:
    'The British pub game: one line, no drawing; the ends score count ÷ 5 plus count ÷ 3 during play; chipping out scores 1; exactly 61 wins.',
  card: 'Two to four players. The ends score when they divide by 5 or by 3; reach exactly 61 to win.',
  names: {
    en: 'Fives and Threes',
    de: 'Fives and Threes',
    es: 'Cincos y treses',
    pt: 'Cincos e três',
    fr: 'Cinq et trois',
  },
  rulesTitles: {
    en: 'Fives and Threes (also called Threes and Fives)',
    de: 'Fives and Threes (Fünfer und Dreier)',
    es: 'Cincos y treses (Fives and Threes)',
    pt: 'Cincos e três (Fives and Threes)',
    fr: 'Cinq et trois (Fives and Threes)',
  },
};
