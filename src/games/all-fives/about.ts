import type { About } from '../about.js';

export const about: About = {
  summary:
    'Any tile opens (by lot); the first double laid spins, its flanks after its sides; a count of the ends that is a multiple of 5 scores at once; round points rounded to 5; the target wins at once. Target 250 (two players) or 200.',
  card: 'Two to four players. Every play whose ends add up to a multiple of 5 scores at once; the first to the target wins, even mid-round.',
  names: {
    en: 'All Fives',
    de: 'All Fives',
    es: 'Todos los cincos',
    pt: 'Todos os cincos',
    fr: 'Tous les cinq',
  },
  rulesTitles: {
    en: 'All Fives',
    de: 'All Fives (Alle Fünfe)',
    es: 'Todos los cincos (All Fives)',
    pt: 'Todos os cincos (All Fives)',
    fr: 'Tous les cinq (All Fives)',
  },
};
