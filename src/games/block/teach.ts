/** Block's rules sections (R-BK), in the words of the phrases handed in. */

import type { TeachSections } from '../../rules-text/types.js';

export const teach: TeachSections = (p, _rules, { section, tiles }) => {
  const h = p.headings;
  const { heading, items } = tiles();
  return [
    section(heading, ...items, p.noDrawing),
    section(h.opening, p.openHeaviest, p.laterLeadLowest),
    section(h.order, p.toLeft),
    section(h.play, p.match, p.line),
    section(h.passing, p.passMust),
    section(h.blocked, p.blockedNoDraw),
    section(h.scoring, p.pips, p.domino, p.blockMinusOwn),
  ];
};
