/** Maltese Cross's rules sections (R-MC), in the words of the phrases handed in. */

import type { TeachSections } from '../../rules-text/types.js';

export const teach: TeachSections = (p, _rules, { section, tiles }) => {
  const h = p.headings;
  return [
    tiles(),
    section(h.opening, p.openSixSix, p.searchSixSix),
    section(h.order, p.toLeft),
    section(h.play, p.match, p.cross, p.arms, p.lock, p.doubleUnlocks),
    section(h.drawing, p.drawAnyTime, p.reserve(2)),
    section(h.passing, p.mustDraw(3), p.passClosed),
    section(h.blocked, p.blocked),
    section(h.scoring, p.pips, p.domino, p.blockTen),
  ];
};
