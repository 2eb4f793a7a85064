/** The engine's vocabulary: rule options, match state, moves and reasons; plain JSON-safe data, read-only as handed out. */

export type Variant =
  | 'maltese-cross'
  | 'doubles'
  | 'doubles-classic'
  | 'doubles-in-the-boneyard'
  | 'block'
  | 'draw'
  | 'all-fives'
  | 'fives-and-threes';
export type SetName = 'double-six' | 'double-nine';

/** A number on a tile: 0 to 9 (a double-nine set's highest). */
export type Pip = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
/**
 * A tile's name as the engine writes every tile it hands out: its numbers high first, "6-4". What a page passes
 * in (a move, a deal) is a plain string, checked and put in this form (`parseTile`); `tileInfo` reads its numbers.
 */
export type Tile = `${Pip}-${Pip}`;
export type Spinners = 'none' | 'first' | 'all' | 'first-double';
export type LeadRule = 'highest-double' | 'double-six' | 'drawn-doubles';

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
  readonly doublesInPlay: boolean;
  /** +1: play to the left (clockwise); -1: to the right (anticlockwise). R-ALL-2 */
  readonly direction: 1 | -1;
  /**
   * When no lead tile was dealt: redeal, draw from the boneyard round the table (Maltese Cross), or the heaviest
   * tile dealt leads (R-BK-2).
   */
  readonly leadFallback: 'redeal' | 'search' | 'heaviest-tile';
  /**
   * Who opens rounds after the first: by the lead rule again; the winner of the previous round; the player who
   * dominoed, else a lot of every seat (R-A5-2); the player after the previous round's leader (R-F3-2).
   */
  readonly laterLead: 'lead-rule' | 'previous-winner' | 'domino-winner' | 'rotation';
  /** The lead spinner's four sides must all hold a tile before anything else is played. R-MC-4 */
  readonly cross: boolean;
  /** A single may only be matched to n once n-n is in the layout. R-ALL-4 */
  readonly suitLock: boolean;
  /** any-time: draw instead of playing; when-stuck: only without a legal play; never. */
  readonly draw: 'any-time' | 'when-stuck' | 'never';
  /** one: a single tile per turn; playable: keep drawing until a tile fits. */
  readonly drawLimit: 'one' | 'playable';
  /** A drawn tile that fits must be played at once. */
  readonly playDrawn: boolean;
  /** Tiles that always stay in the boneyard. */
  readonly reserve: number;
  /**
   * How a blocked round is scored: 10 each (R-MC-9); the lowest hand takes the opponents' pips (R-DB-8), all pips
   * (R-BY-8), or the opponents' pips minus its own (R-BK-8); `nobody`: a block scores nothing (R-F3-7).
   */
  readonly blockScoring: 'ten-each' | 'lowest-takes-opponents' | 'lowest-takes-all' | 'others-minus-own' | 'nobody';
  // The mechanisms of the games that score during play (R-A5, R-F3). Absent means the seed games' rule, so a rule set
  // saved before they existed reads as it did.
  /** Points during play (R-A5-6, R-F3-6): none; the count when a multiple of 5; count ÷ 5 plus count ÷ 3. */
  readonly playPoints?: PlayPoints;
  /** A spinner's flanks wait until both its sides hold a tile (R-A5-4, `sides-first`). */
  readonly sidesFirst?: boolean;
  /** What a domino scores: the pips in the other hands (default), or one point with the last play (R-F3-7). */
  readonly dominoScoring?: 'pips' | 'chip-out';
  /** Round points rounded to the nearest multiple (R-A5-8: 5); default 1. */
  readonly roundTo?: 1 | 5;
  /**
   * When reaching the target wins: at a round's end, strictly ahead (R-ALL-10, default); at once, mid-round too
   * (R-A5-9); exactly, at once, a score past it refused (R-F3-8).
   */
  readonly targetRule?: TargetRule;
}

export type PlayPoints = 'none' | 'fives' | 'fives-and-threes';
export type TargetRule = 'round-end' | 'at-once' | 'exact';

/** The rules a match is played by (`rulesFor`): the options chosen and the mechanisms of the variant. */
export interface ResolvedRules extends Readonly<RuleOptions>, Mechanisms {
  readonly variant: Variant;
}

/**
 * A move as the engine makes and records it: a play names its tile and the end it went to. `Move<Tile>`: one the
 * engine made (`legalMoves`, the log), its tile written high first.
 */
export type Move<T extends string = string> =
  { type: 'play'; tile: T; end: string } | { type: 'draw' } | { type: 'pass' };

/**
 * A move as a person or page asks for it: a play may leave its end out (or give ''), for the opening or where
 * exactly one end fits. The engine judges it as it is and records it as a `Move`, its end resolved.
 */
export type MoveRequest = { type: 'play'; tile: string; end?: string } | { type: 'draw' } | { type: 'pass' };

export type ReasonCode =
  | 'not-your-turn'
  | 'invalid-tile'
  | 'not-in-hand'
  | 'no-such-end'
  | 'no-match'
  | 'suit-locked'
  | 'cross-incomplete'
  | 'sides-first'
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
  | { code: 'not-in-hand' | 'no-such-end' | 'cross-incomplete' | 'sides-first'; tile: Tile }
  /** `pip`: the number of the end named; without it, the tile matches no open end (R-ALL-3). */
  | { code: 'no-match'; tile: Tile; pip?: number }
  /** `suit`: the number locked until its double is down (R-ALL-4). */
  | { code: 'suit-locked'; tile: Tile; suit: number }
  /** `tile`: the tile the round must open with; without it, any tile of the hand opens. */
  | { code: 'must-lead'; tile?: Tile }
  /** `draw`: a draw was refused (not a pass) because a tile fits. */
  | { code: 'must-play'; draw?: true }
  /** `count`: the tiles left in the boneyard. */
  | { code: 'cannot-draw'; why: CannotDrawWhy; count: number }
  /** `tile`: the tile just drawn, which fits and must be played now. */
  | { code: 'must-play-drawn'; tile: Tile };

export type Direction = 'n' | 'e' | 's' | 'w';

/** A tile in the layout, in the order played. */
export interface LayoutTile {
  readonly tile: Tile;
  /** Index of the tile it is attached to; null for the lead. */
  readonly parent: number | null;
  /** Id of the end it covered; null for the lead. */
  readonly end: string | null;
  readonly spinner: boolean;
  /** The number touching its parent (null for the lead). */
  readonly match: number | null;
  /** The direction it grows from its parent, relative to the lead (null for the lead). */
  readonly dir: Direction | null;
}

/** An open end of the layout. */
export interface LayoutEnd {
  readonly id: string;
  readonly pip: number;
  /** Whether any tile showing `pip` may be attached here now by the suit and cross rules. */
  readonly open: boolean;
  /** Index of the layout tile this end belongs to. */
  readonly tile: number;
  /** Direction a tile placed here grows in. */
  readonly dir: Direction;
  /** A spinner's flank that waits for both its sides to hold a tile (R-A5-4, R-GX-8): refused with `sides-first`. */
  readonly waiting?: true;
}

export interface Layout {
  readonly tiles: readonly LayoutTile[];
  readonly ends: readonly LayoutEnd[];
}

export type LeadHow =
  'highest-double' | 'double-six' | 'drawn-doubles' | 'previous-winner' | 'heaviest-tile' | 'rotation' | 'deal';

export interface LeadInfo {
  readonly seat: number;
  readonly how: LeadHow;
  /** Per seat: the double drawn (drawn-doubles) or the tiles drawn searching for the 6-6. */
  readonly drawn?: readonly (readonly Tile[])[];
  /** The search for the 6-6 (R-MC-2), one draw at a time in the order made: who drew which tile. */
  readonly search?: readonly { readonly seat: number; readonly tile: Tile }[];
  /** The tile the leader must open with, if the rules fix one. */
  readonly tile?: Tile;
  /** How many times the tiles were reshuffled because no lead tile was dealt. */
  readonly redeals?: number;
}

export interface MoveRecord {
  readonly seat: number;
  readonly move: Readonly<Move<Tile>>;
  /** For a draw: the tile drawn (hidden from other seats by the element). */
  readonly drawn?: Tile;
  /** For a play: the number it was matched to (absent for the lead). */
  readonly pip?: number;
  /** Games that score during play: the count of the ends after the move (R-A5-5). */
  readonly count?: number;
  /** Games that score during play: what the move added to the mover's total (0 when R-F3-8 refuses it). */
  readonly points?: number;
  /** R-F3-8, R-GX-10: the points the play would have scored, refused as they would take the total past the target. */
  readonly refused?: number;
}

export interface RoundResult {
  readonly round: number;
  /** `target`: a score during play reached the target and the round stopped there, unscored (R-A5-9, R-F3-8). */
  readonly reason: 'domino' | 'blocked' | 'target';
  readonly winner: number | null;
  readonly points: readonly number[];
  readonly scores: readonly number[];
  readonly hands: readonly (readonly Tile[])[];
}

/** What every phase of a match holds. */
interface MatchBase {
  readonly rules: ResolvedRules;
  readonly seed: string;
  readonly round: number;
  readonly dealer: number;
  readonly hands: readonly (readonly Tile[])[];
  /** In draw order, first drawn first. */
  readonly boneyard: readonly Tile[];
  readonly drawable: number;
  readonly layout: Layout;
  readonly unlocked: readonly number[];
  readonly scores: readonly number[];
  readonly lead: LeadInfo;
  readonly log: readonly MoveRecord[];
  /** Tiles the current seat has drawn this turn (for the one-per-turn and play-it-now rules). */
  readonly turnDrawn: readonly Tile[];
  /** Games that score during play: the count of the ends now (R-A5-5), 0 before the lead; null in the others. */
  readonly count: number | null;
}

/** A round being played: `current` is the seat to act; `lastRound` the round before (null in round 1). */
export interface PlayState extends MatchBase {
  readonly phase: 'play';
  readonly current: number;
  readonly lastRound: RoundResult | null;
  readonly winner: null;
}

/** A round over, the match not: `lastRound` is the round just ended. */
export interface RoundOverState extends MatchBase {
  readonly phase: 'round-over';
  readonly current: null;
  readonly lastRound: RoundResult;
  readonly winner: null;
}

/** The match over: `winner` reached the target score in `lastRound`. */
export interface MatchOverState extends MatchBase {
  readonly phase: 'match-over';
  readonly current: null;
  readonly lastRound: RoundResult;
  readonly winner: number;
}

/**
 * A match, one type per phase (README "Headless engine in Node": `current` is a number only in play, `lastRound` set
 * once a round has ended, `winner` only at the match's end): narrowing on `phase` tells which.
 */
export type MatchState = PlayState | RoundOverState | MatchOverState;

/** A fixed first deal (teaching positions). */
export interface Deal {
  hands: readonly (readonly string[])[];
  boneyard?: readonly string[];
  leader?: number;
}

/**
 * A deep copy of an engine value (`JSON.parse` of its JSON, `structuredClone`): the same shape, nothing
 * read-only. The engine hands out read-only values; a copy is the holder's to change.
 */
export type Writable<T> = T extends readonly (infer U)[]
  ? Writable<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Writable<T[K]> }
    : T;
