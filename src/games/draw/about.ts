import type { About } from '../about.js';

export const about: About = {
  summary:
    'Block with a boneyard: a stuck player draws until a tile fits (the last 2 are never drawn); spinners `none`/`first`/`all`. Target 100.',
  card: 'Block with a boneyard: two to four players, and a player who cannot play draws until a tile fits. Choose the spinners.',
  names: {
    en: 'Draw',
    de: 'Zieh-Domino',
    es: 'Dominó de robo',
    pt: 'Jogo de compra',
    fr: 'Domino à la pioche',
  },
};
