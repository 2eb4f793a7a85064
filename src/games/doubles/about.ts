import type { About } from '../about.js';

export const about: About = {
  summary:
    'The highest double opens; every double is a spinner; numbers locked until their double is down; a stuck player draws one tile. Target 100.',
  card: 'Two to four players. The highest double opens, every double is a spinner, and a stuck player draws one tile.',
};
