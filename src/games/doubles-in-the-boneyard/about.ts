import type { About } from '../about.js';

export const about: About = {
  summary:
    'The doubles set aside, no drawing, play to the right, one line; a blocked round can cost points. Target 200.',
  card: 'Three players, the doubles set aside, no drawing, play to the right, and a blocked round can cost you points.',
  names: {
    en: 'Doubles in the Boneyard',
    de: 'Doubles in the Boneyard',
    es: 'Dobles en el pozo',
    pt: 'Carroças no monte',
    fr: 'Doubles dans la pioche',
  },
};
