/** Kelley's Doubles' rules sections (R-DC), with its chosen lead and spinners, in the words of the phrases handed in. */

import type { TeachSections } from '../../rules-text/types.js';

export const teach: TeachSections = (p, { spinners, lead }, { section, tiles }) => {
  const h = p.headings;
  const spin = spinners === 'first' ? p.spinFirst : spinners === 'none' ? p.spinNone : p.spinAll;
  return [
    tiles(),
    lead === 'double-six'
      ? section(h.opening, p.openSixSix, p.redealSixSix)
      : section(h.opening, p.openHighest, p.redealNoDouble),
    section(h.order, p.toLeft),
    section(h.play, p.match, spin, p.lock, p.doubleUnlocks),
    section(h.drawing, p.drawUntil, p.drawEmpty),
    section(h.passing, p.passEmpty),
    section(h.blocked, p.blocked),
    section(h.scoring, p.pips, p.domino, p.blockLowest),
  ];
};
