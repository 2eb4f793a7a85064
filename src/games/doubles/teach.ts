/** Doubles' rules sections (R-DB), in the words of the phrases handed in. */

import type { TeachSections } from '../../rules-text/types.js';

export const teach: TeachSections = (p, _rules, { section, tiles }) => {
  const h = p.headings;
  return [
    tiles(),
    section(h.opening, p.openHighest, p.redealNoDouble),
    section(h.order, p.toLeft),
    section(h.play, p.match, p.spinAll, p.lock, p.doubleUnlocks),
    section(h.drawing, p.drawOne, p.reserve(2)),
    section(h.passing, p.passAfterDraw),
    section(h.blocked, p.blocked),
    section(h.scoring, p.pips, p.domino, p.blockLowest),
  ];
};
