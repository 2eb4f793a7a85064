import type { About } from '../about.js';

export const about: About = {
  summary:
    'The 6-6 opens and its four sides are filled first; then a number is locked until its double is down. Draw while 3 or more tiles are left. Target 200.',
  card: 'Also called Doubles. Four players; the 6-6 opens and its four sides are filled first, then a suit opens only once its double is down.',
  names: {
    en: 'Maltese Cross',
    de: 'Malteserkreuz',
    es: 'Cruz de Malta',
    pt: 'Cruz de Malta',
    fr: 'Croix de Malte',
  },
  rulesTitles: {
    en: 'Maltese Cross (also called Doubles)',
    de: 'Malteserkreuz (auch Doubles genannt)',
    es: 'Cruz de Malta (también llamado Dobles)',
    pt: 'Cruz de Malta (também chamado Carroças)',
    fr: 'Croix de Malte (aussi appelé Doubles)',
  },
};
