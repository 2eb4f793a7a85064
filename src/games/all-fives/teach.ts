/** All Fives' rules sections (R-A5), with its spinner choice (Muggins: none), in the words of the phrases handed in. */

import type { TeachSections } from '../../rules-text/types.js';

export const teach: TeachSections = (p, { spinners, targetScore }, { section, tiles }) => {
  const h = p.headings;
  return [
    tiles(),
    section(h.opening, p.firstLeadDrawn, p.laterLeadDomino),
    section(h.order, p.toLeft),
    section(h.play, p.match, spinners === 'none' ? p.spinNone : p.spinFirstDouble, p.count, p.fives),
    section(h.drawing, p.drawUntil, p.drawEmpty),
    section(h.passing, p.passEmpty),
    section(h.blocked, p.blocked),
    section(h.scoring, p.dominoFive, p.blockFive),
    section(h.target, p.targetAtOnce(targetScore)),
  ];
};
