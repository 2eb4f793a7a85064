/** Doubles in the Boneyard's rules sections (R-BY), in the words of the phrases handed in. */

import type { TeachSections } from '../../rules-text/types.js';

/** The double-six set without its seven doubles (R-BY-1). */
const TILES = 21;

export const teach: TeachSections = (p, { players, handSize }, { section }) => {
  const h = p.headings;
  const left = TILES - players * handSize;
  return [
    section(
      h.tiles,
      p.players(players, p.setWithoutDoubles),
      left <= 0 ? p.handAll(handSize) : p.handAside(handSize, left),
      p.noDrawing,
    ),
    section(h.opening, p.firstLeadDrawn, p.laterLeadWinner),
    section(h.order, p.toRight),
    section(h.play, p.match, p.line),
    section(h.passing, p.passMust),
    section(h.blocked, p.blockedNoDraw, p.blockWhen),
    section(h.scoring, p.pips, p.domino, p.blockAll, p.blockTwo, p.blockThree),
  ];
};
