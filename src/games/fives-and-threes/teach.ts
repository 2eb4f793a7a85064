/** Fives and Threes' rules sections (R-F3), in the words of the phrases handed in. */

import type { TeachSections } from '../../rules-text/types.js';

/** The double-six set (R-F3-1). */
const TILES = 28;

export const teach: TeachSections = (p, { players, handSize, targetScore }, { section }) => {
  const h = p.headings;
  const left = TILES - players * handSize;
  return [
    section(
      h.tiles,
      p.players(players, p.set('double-six', TILES)),
      left <= 0 ? p.handAll(handSize) : p.handAside(handSize, left),
      p.noDrawing,
    ),
    section(h.opening, p.firstLeadDrawn, p.laterLeadRotation),
    section(h.order, p.toLeft),
    section(h.play, p.match, p.line, p.count, p.fivesThrees),
    section(h.passing, p.passMust, p.knock),
    section(h.blocked, p.blockedNoDraw),
    section(h.scoring, p.chipOut),
    section(h.target, p.targetExact(targetScore)),
  ];
};
