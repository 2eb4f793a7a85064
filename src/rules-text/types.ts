/** The shape of a rules text (what the Rules panel shows) and the phrases each language provides for it. */

import type { ResolvedRules, SetName, Variant } from '../engine/types.js';

/** The options a rules text depends on: a table's ResolvedRules can be passed as it is. */
export type RulesFacts = Pick<
  ResolvedRules,
  'variant' | 'players' | 'handSize' | 'set' | 'spinners' | 'lead' | 'targetScore'
>;

/** One part of the rules: a short heading and its points, plain text (no markup). */
export interface RulesSection {
  readonly heading: string;
  readonly items: readonly string[];
}

/** A variant's rules as this table plays them: its name, then 8 or 9 sections in a fixed order. */
export interface RulesText {
  readonly title: string;
  readonly sections: readonly RulesSection[];
}

/**
 * What a language says. Each entry is one short sentence (or a function of the numbers it names), written in
 * the language's own table words; `build.ts` picks the ones that apply to a variant and its options, so every
 * language says the same rules in the same order.
 */
export interface Phrases {
  /** The variant's name as the demo pages title it ("Maltese Cross (also called Doubles)"). */
  readonly names: { readonly [V in Variant]: string };
  readonly headings: {
    readonly tiles: string;
    readonly opening: string;
    readonly order: string;
    readonly play: string;
    readonly drawing: string;
    readonly passing: string;
    readonly blocked: string;
    readonly scoring: string;
    readonly target: string;
  };
  // Players and tiles (R-MC-1, R-DB-1, R-DC-1, R-BY-1).
  /** "A double-six set (28 tiles)". */
  readonly set: (set: SetName, tiles: number) => string;
  /** "A double-six set without its seven doubles (21 tiles)". */
  readonly setWithoutDoubles: string;
  /** "4 players and {set}." */
  readonly players: (players: number, set: string) => string;
  /** "Each player takes 5 tiles; the other 8 are the boneyard." */
  readonly hand: (handSize: number, left: number) => string;
  /** Every tile dealt: "Each player takes 7 tiles: the whole set is dealt." */
  readonly handAll: (handSize: number) => string;
  /** Doubles in the Boneyard with smaller hands: "…; the other 6 stay face down and never count." */
  readonly handAside: (handSize: number, left: number) => string;
  /** R-BY-1: nothing is ever drawn. */
  readonly noDrawing: string;
  // Who opens.
  /** R-MC-2, R-DC-2 double-six: the holder of the 6-6 opens with it, every round. */
  readonly openSixSix: string;
  /** R-MC-2 (resolved): the search for the 6-6. */
  readonly searchSixSix: string;
  /** R-DC-2 double-six: no 6-6 dealt, so a redeal. */
  readonly redealSixSix: string;
  /** R-DB-2, R-DC-2: the highest double opens, every round; no other tile may open. */
  readonly openHighest: string;
  /** R-BK-2: the highest double opens, else the heaviest tile; no other tile may open. */
  readonly openHeaviest: string;
  /** R-BK-3, R-GX-3: later rounds, the last round's winner (the lowest hand after a block); a tie draws doubles. */
  readonly laterLeadLowest: string;
  /** No double dealt: a redeal. */
  readonly redealNoDouble: string;
  /** R-BY-2 and R-BY-4: the drawn doubles pick the first leader, who may open with any tile. */
  readonly firstLeadDrawn: string;
  /** R-BY-3: later rounds, and the tie that draws doubles again. */
  readonly laterLeadWinner: string;
  // Order of play (R-ALL-2).
  readonly toLeft: string;
  readonly toRight: string;
  // Playing.
  /** R-ALL-6: one tile a turn, matching an open end. */
  readonly match: string;
  /** R-MC-4: the cross. */
  readonly cross: string;
  /** R-MC-5 (resolved): four arms, later doubles crosswise. */
  readonly arms: string;
  /** R-DB-4, R-DC-4 all: every double a spinner, all sides open at once. */
  readonly spinAll: string;
  /** R-DC-4 first. */
  readonly spinFirst: string;
  /** R-DC-4 none. */
  readonly spinNone: string;
  /** R-ALL-4: a number is locked until its double is down; only the matched number counts. */
  readonly lock: string;
  /** R-ALL-5 (resolved): a double may always join its number and unlocks it. */
  readonly doubleUnlocks: string;
  /** R-DR-4: spinners, but no suit lock. */
  readonly noLock: string;
  /** R-BY-4: one line, no spinners, no locks. */
  readonly line: string;
  // Drawing.
  /** R-MC-7: draw when you cannot or will not play, then play or draw again. */
  readonly drawAnyTime: string;
  /** R-MC-7, R-DB-6: the last `reserve` tiles are never drawn. */
  readonly reserve: (reserve: number) => string;
  /** R-DB-6: only when stuck, exactly one tile, played at once if it fits. */
  readonly drawOne: string;
  /** R-DC-6: only when stuck, draw until a tile fits, keep them all, play it at once. */
  readonly drawUntil: string;
  /** R-DC-6: no reserve. */
  readonly drawEmpty: string;
  // Passing.
  /** R-MC-7 (resolved): no pass while `min` or more tiles are in the boneyard. */
  readonly mustDraw: (min: number) => string;
  /** R-MC-8: pass only with drawing closed and no play; with drawing closed a playable tile must be played. */
  readonly passClosed: string;
  /** R-DB-7. */
  readonly passAfterDraw: string;
  /** R-DC-7 (resolved). */
  readonly passEmpty: string;
  /** R-BY-6 (resolved). */
  readonly passMust: string;
  // Blocked round (R-ALL-7, resolved: it ends at once).
  readonly blocked: string;
  readonly blockedNoDraw: string;
  /** R-BY-7: when a line without doubles blocks. */
  readonly blockWhen: string;
  // Scoring (R-ALL-8).
  readonly pips: string;
  readonly domino: string;
  /** R-MC-9: a block is a draw, 10 each. */
  readonly blockTen: string;
  /** R-DB-8, R-DC-8 (resolved tie). */
  readonly blockLowest: string;
  /** R-BK-8, R-DR-5: the winner scores the others' pips minus its own; a block's lowest hand wins, a tie scores nothing. */
  readonly blockMinusOwn: string;
  /** R-BY-8: one lowest hand scores all three hands. */
  readonly blockAll: string;
  /** R-BY-8: two tied, the third loses its pips. */
  readonly blockTwo: string;
  /** R-BY-8: all three tied. */
  readonly blockThree: string;
  // Winning the match (R-ALL-10, resolved).
  readonly target: (points: number) => string;
  readonly tieTop: string;
  /** The games that score during play (R-A5, R-F3): later leads, the first-double spinner, the count, points. */
  readonly laterLeadDomino: string;
  readonly laterLeadRotation: string;
  readonly spinFirstDouble: string;
  readonly count: string;
  readonly fives: string;
  readonly fivesThrees: string;
  readonly knock: string;
  readonly dominoFive: string;
  readonly blockFive: string;
  readonly chipOut: string;
  readonly targetAtOnce: (target: number) => string;
  readonly targetExact: (target: number) => string;
}

/** What build.ts hands a game's sections (src/games/<id>/teach.ts): the shared pieces every game words alike. */
export interface TeachKit {
  section(heading: string, ...items: string[]): RulesSection;
  /** The players-and-tiles section of a full set: how many play, the set, each hand and the boneyard. */
  tiles(): RulesSection;
}

/**
 * A game's rules sections in order, between the tiles and the target (build.ts adds the target): the phrases of
 * `p` that apply to the game and its options. Lives in the game's folder; loaded with the rules text, in chunks.
 */
export type TeachSections = (p: Phrases, rules: RulesFacts, kit: TeachKit) => RulesSection[];
