import type { About } from '../about.js';

export const about: About = {
  summary:
    'The highest double opens (no double dealt: the heaviest tile); one line, nobody draws; the winner scores the others’ pips minus its own. Target 100.',
  card: 'The simplest domino game: two to four players, one line, no drawing. Play out first, or hold the fewest pips when nobody can play.',
  names: {
    en: 'Block',
    de: 'Block-Domino',
    es: 'Dominó de bloqueo',
    pt: 'Bloqueio',
    fr: 'Domino bloqué',
  },
};
