/** Draw's rules sections (R-DR), with its chosen spinners, in the words of the phrases handed in. */

import type { TeachSections } from '../../rules-text/types.js';

export const teach: TeachSections = (p, { spinners }, { section, tiles }) => {
  const h = p.headings;
  const play = spinners === 'none' ? [p.line] : [spinners === 'first' ? p.spinFirst : p.spinAll, p.noLock];
  return [
    tiles(),
    section(h.opening, p.openHeaviest, p.laterLeadLowest),
    section(h.order, p.toLeft),
    section(h.play, p.match, ...play),
    section(h.drawing, p.drawUntil, p.reserve(2)),
    section(h.passing, p.passClosed),
    section(h.blocked, p.blocked),
    section(h.scoring, p.pips, p.domino, p.blockMinusOwn),
  ];
};
