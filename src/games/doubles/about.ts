import type { About } from '../about.js';

export const about: About = {
  summary:
    'The highest double opens; every double is a spinner; numbers locked until their double is down; a stuck player draws one tile. Target 100.',
  card: 'Two to four players. The highest double opens, every double is a spinner, and a stuck player draws one tile.',
  names: {
    en: 'Doubles',
    de: 'Doubles',
    es: 'Dobles',
    pt: 'Carroças',
    fr: 'Doubles',
  },
  rulesTitles: {
    en: 'Doubles: every double a spinner',
    de: 'Doubles: jeder Pasch nach allen Seiten offen',
    es: 'Dobles: todo doble abre por sus cuatro lados',
    pt: 'Carroças: toda carroça abre nos quatro lados',
    fr: 'Doubles : chaque double s’ouvre sur quatre côtés',
  },
};
