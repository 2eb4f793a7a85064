import type { About } from '../about.js';

export const about: About = {
  summary:
    "Kelley's rules: spinners `all`/`first`/`none`, lead `highest-double`/`double-six`, a double-six or double-nine set; a stuck player draws until a tile fits. Target 100.",
  card: 'The classic book rules: choose the spinners, the opening double and a double-six or double-nine set. A stuck player draws until a tile fits.',
  names: {
    en: "Kelley's Doubles",
    de: 'Doubles nach Kelley',
    es: 'Dobles según Kelley',
    pt: 'Carroças de Kelley',
    fr: 'Doubles selon Kelley',
  },
};
