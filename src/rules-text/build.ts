/** Picks a language's rules sentences for a variant and its options: the same sections, in the same order, in every language. */

import type { Phrases, RulesFacts, RulesSection, RulesText } from './types.js';

/** Tiles in each set (R-ALL-1); Doubles in the Boneyard takes the 7 doubles out of the double-six set (R-BY-1). */
const TILES = { 'double-six': 28, 'double-nine': 55 } as const;

/** The rules of `rules.variant` as this table plays them, in the language of `p`. */
export function buildRules(p: Phrases, rules: RulesFacts): RulesText {
  const { variant, players, handSize, set, spinners, lead, targetScore } = rules;
  const h = p.headings;
  const line = variant === 'doubles-in-the-boneyard';
  const tiles = line ? TILES['double-six'] - 7 : TILES[set];
  const left = tiles - players * handSize;
  const section = (heading: string, ...items: string[]): RulesSection => ({ heading, items });

  const deal = left <= 0 ? p.handAll(handSize) : line ? p.handAside(handSize, left) : p.hand(handSize, left);
  const sections: RulesSection[] = [
    line
      ? section(h.tiles, p.players(players, p.setWithoutDoubles), deal, p.noDrawing)
      : section(h.tiles, p.players(players, p.set(set, tiles)), deal),
  ];

  switch (variant) {
    case 'maltese-cross':
      sections.push(
        section(h.opening, p.openSixSix, p.searchSixSix),
        section(h.order, p.toLeft),
        section(h.play, p.match, p.cross, p.arms, p.lock, p.doubleUnlocks),
        section(h.drawing, p.drawAnyTime, p.reserve(2)),
        section(h.passing, p.mustDraw(3), p.passClosed),
        section(h.blocked, p.blocked),
        section(h.scoring, p.pips, p.domino, p.blockTen),
      );
      break;
    case 'doubles':
    case 'doubles-classic': {
      const kelley = variant === 'doubles-classic';
      const spin = spinners === 'first' ? p.spinFirst : spinners === 'none' ? p.spinNone : p.spinAll;
      sections.push(
        lead === 'double-six'
          ? section(h.opening, p.openSixSix, p.redealSixSix)
          : section(h.opening, p.openHighest, p.redealNoDouble),
        section(h.order, p.toLeft),
        section(h.play, p.match, spin, p.lock, p.doubleUnlocks),
        kelley ? section(h.drawing, p.drawUntil, p.drawEmpty) : section(h.drawing, p.drawOne, p.reserve(2)),
        section(h.passing, kelley ? p.passEmpty : p.passAfterDraw),
        section(h.blocked, p.blocked),
        section(h.scoring, p.pips, p.domino, p.blockLowest),
      );
      break;
    }
    case 'doubles-in-the-boneyard':
      sections.push(
        section(h.opening, p.firstLeadDrawn, p.laterLeadWinner),
        section(h.order, p.toRight),
        section(h.play, p.match, p.line),
        section(h.passing, p.passMust),
        section(h.blocked, p.blockedNoDraw, p.blockWhen),
        section(h.scoring, p.pips, p.domino, p.blockAll, p.blockTwo, p.blockThree),
      );
      break;
  }
  sections.push(section(h.target, p.target(targetScore), p.tieTop));
  return { title: p.names[variant], sections };
}
