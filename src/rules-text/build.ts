/** Picks a language's rules sentences for a variant and its options: the same sections, in the same order, in every language. */

import { TEACHING } from '../games/teaching.js';
import type { Phrases, RulesFacts, RulesSection, RulesText, TeachKit } from './types.js';

/** Tiles in each set (R-ALL-1). */
const TILES = { 'double-six': 28, 'double-nine': 55 } as const;

/** The rules of `rules.variant` as this table plays them, in the language of `p`. */
export function buildRules(p: Phrases, rules: RulesFacts): RulesText {
  const { variant, players, handSize, set, targetScore } = rules;
  const section = (heading: string, ...items: string[]): RulesSection => ({ heading, items });
  const kit: TeachKit = {
    section,
    tiles() {
      const tiles = TILES[set];
      const left = tiles - players * handSize;
      const deal = left <= 0 ? p.handAll(handSize) : p.hand(handSize, left);
      return section(p.headings.tiles, p.players(players, p.set(set, tiles)), deal);
    },
  };
  const sections = TEACHING[variant](p, rules, kit);
  // A game whose target works its own way (R-A5-9, R-F3-8) says so in its own target section.
  if (!sections.some((s) => s.heading === p.headings.target)) {
    sections.push(section(p.headings.target, p.target(targetScore), p.tieTop));
  }
  return { title: p.names[variant], sections };
}
