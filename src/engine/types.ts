/** The engine's vocabulary: rule options, match state, moves and reasons, all plain JSON-safe data. */

export type Variant = 'maltese-cross' | 'doubles' | 'doubles-classic' | 'doubles-in-the-boneyard';
export type SetName = 'double-six' | 'double-nine';
export type Spinners = 'none' | 'first' | 'all';
export type LeadRule = 'highest-double' | 'double-six' | 'drawn-doubles';
export type Level = 'easy' | 'normal' | 'hard';

/** What a page author may choose; everything else about a variant is fixed by its preset. */
export interface RuleOptions {
  players: number;
  handSize: number;
  set: SetName;
  spinners: Spinners;
  lead: LeadRule;
  targetScore: number;
}

/**
 * The mechanisms a rule set is built from. Variants differ only in these values (R-ALL-3…R-ALL-10):
 * the engine asks "does this rule set lock suits?", never "is this Maltese Cross?".
 */
export interface Mechanisms {
  /** false: the set's doubles are taken out before the deal (Doubles in the Boneyard). */
  doublesInPlay: boolean;
  /** +1: play to the left (clockwise); -1: to the right (anticlockwise). R-ALL-2 */
  direction: 1 | -1;
  /** When no lead tile was dealt: redeal, or draw from the boneyard round the table (Maltese Cross). */
  leadFallback: 'redeal' | 'search';
  /** Who opens rounds after the first: by the lead rule again, or the winner of the previous round. */
  laterLead: 'lead-rule' | 'previous-winner';
  /** The lead spinner's four sides must all hold a tile before anything else is played. R-MC-4 */
  cross: boolean;
  /** A single may only be matched to n once n-n is in the layout. R-ALL-4 */
  suitLock: boolean;
  /** any-time: draw instead of playing; when-stuck: only without a legal play; never. */
  draw: 'any-time' | 'when-stuck' | 'never';
  /** one: a single tile per turn; playable: keep drawing until a tile fits. */
  drawLimit: 'one' | 'playable';
  /** A drawn tile that fits must be played at once. */
  playDrawn: boolean;
  /** Tiles that always stay in the boneyard. */
  reserve: number;
  /** How a blocked round is scored. */
  blockScoring: 'ten-each' | 'lowest-takes-opponents' | 'lowest-takes-all';
}

export interface ResolvedRules extends RuleOptions, Mechanisms {
  variant: Variant;
}

export type Move = { type: 'play'; tile: string; end: string } | { type: 'draw' } | { type: 'pass' };

export type ReasonCode =
  | 'not-your-turn'
  | 'invalid-tile'
  | 'not-in-hand'
  | 'no-such-end'
  | 'no-match'
  | 'suit-locked'
  | 'cross-incomplete'
  | 'must-lead'
  | 'must-play'
  | 'must-draw'
  | 'cannot-draw'
  | 'must-play-drawn'
  | 'wrong-phase'
  | 'invalid-state';

/** Why drawing is refused: the rules have no drawing, the boneyard is empty, only its reserve is left, or one draw per turn was made. */
export type CannotDrawWhy = 'never' | 'empty' | 'closed' | 'once';

/**
 * A refused move with the facts that decided it (`judgeMove`): what a message needs, found once by the rules.
 * `explainMove` returns its `code`.
 */
export type Refusal =
  | { code: 'wrong-phase' | 'invalid-state' | 'invalid-tile' | 'must-draw' }
  /** `tile` as written high–low. */
  | { code: 'not-in-hand' | 'no-such-end' | 'cross-incomplete'; tile: string }
  /** `pip`: the number of the end named; without it, the tile matches no open end (R-ALL-3). */
  | { code: 'no-match'; tile: string; pip?: number }
  /** `suit`: the number locked until its double is down (R-ALL-4). */
  | { code: 'suit-locked'; tile: string; suit: number }
  /** `tile`: the tile the round must open with; without it, any tile of the hand opens. */
  | { code: 'must-lead'; tile?: string }
  /** `draw`: a draw was refused (not a pass) because a tile fits. */
  | { code: 'must-play'; draw?: true }
  /** `count`: the tiles left in the boneyard. */
  | { code: 'cannot-draw'; why: CannotDrawWhy; count: number }
  /** `tile`: the tile just drawn, which fits and must be played now. */
  | { code: 'must-play-drawn'; tile: string };

export type Direction = 'n' | 'e' | 's' | 'w';

/** A tile in the layout, in the order played. */
export interface LayoutTile {
  tile: string;
  /** Index of the tile it is attached to; null for the lead. */
  parent: number | null;
  /** Id of the end it covered; null for the lead. */
  end: string | null;
  spinner: boolean;
  /** The number touching its parent (null for the lead). */
  match: number | null;
  /** The direction it grows from its parent, relative to the lead (null for the lead). */
  dir: Direction | null;
}

/** An open end of the layout. */
export interface LayoutEnd {
  id: string;
  pip: number;
  /** Whether any tile showing `pip` may be attached here now by the suit and cross rules. */
  open: boolean;
  /** Index of the layout tile this end belongs to. */
  tile: number;
  /** Direction a tile placed here grows in. */
  dir: Direction;
}

export interface Layout {
  tiles: LayoutTile[];
  ends: LayoutEnd[];
}

export type LeadHow = 'highest-double' | 'double-six' | 'drawn-doubles' | 'previous-winner' | 'deal';

export interface LeadInfo {
  seat: number;
  how: LeadHow;
  /** Per seat: the double drawn (drawn-doubles) or the tiles drawn searching for the 6-6. */
  drawn?: string[][];
  /** The search for the 6-6 (R-MC-2), one draw at a time in the order made: who drew which tile. */
  search?: { seat: number; tile: string }[];
  /** The tile the leader must open with, if the rules fix one. */
  tile?: string;
  /** How many times the tiles were reshuffled because no lead tile was dealt. */
  redeals?: number;
}

export interface MoveRecord {
  seat: number;
  move: Move;
  /** For a draw: the tile drawn (hidden from other seats by the element). */
  drawn?: string;
  /** For a play: the number it was matched to (absent for the lead). */
  pip?: number;
}

export interface RoundResult {
  round: number;
  reason: 'domino' | 'blocked';
  winner: number | null;
  points: number[];
  scores: number[];
  hands: string[][];
}

export interface MatchState {
  rules: ResolvedRules;
  seed: string;
  phase: 'play' | 'round-over' | 'match-over';
  round: number;
  dealer: number;
  current: number | null;
  hands: string[][];
  /** In draw order, first drawn first. */
  boneyard: string[];
  drawable: number;
  layout: Layout;
  unlocked: number[];
  scores: number[];
  lead: LeadInfo;
  lastRound: RoundResult | null;
  winner: number | null;
  log: MoveRecord[];
  /** Tiles the current seat has drawn this turn (for the one-per-turn and play-it-now rules). */
  turnDrawn: string[];
}

/** A fixed first deal (teaching positions). */
export interface Deal {
  hands: string[][];
  boneyard?: string[];
  leader?: number;
}
