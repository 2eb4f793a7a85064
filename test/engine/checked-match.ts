/**
 * A checked random player: plays whole seeded matches through the public engine API, choosing legal
 * moves at random, trying illegal ones, and running every invariant after every move. Used by
 * properties.test.ts and fuzz.ts.
 */

import {
  applyMove,
  explainMove,
  IllegalMoveError,
  legalMoves,
  newMatch,
  nextRound,
  nextSeat,
  parseTile,
  rulesFor,
  choicesOf,
  type MatchState,
  type Move,
  type ResolvedRules,
  type RuleOptions,
  type Variant,
} from '../../src/engine/index.js';
import { check, checkLayout, checkRoundEnd, checkRoundStart, checkShape, checkTiles, json } from './invariants.js';
import { directionOf, expectedCount, expectedPoints, readRules, someoneCanAct } from './rulebook.js';
import { mulberry32 } from '../../src/engine/rng.js';
import { VARIANTS } from '../../src/games/index.js';

/** A seeded generator for choosing moves: the engine's mulberry32 on the test's own seeds. */
export const prng = (seed: number): (() => number) => mulberry32(seed);

/** Every option combination a game offers, from the registry (doubles-classic: set × spinners × lead × players). */
export function optionCombos(variant: Variant): Partial<RuleOptions>[] {
  const choices = choicesOf(variant);
  const out: Partial<RuleOptions>[] = [];
  const some = <T>(values: readonly T[]) => (values.length > 1 ? values : [undefined]);
  for (const set of some(choices.set)) {
    for (const spinners of some(choices.spinners)) {
      for (const lead of some(choices.lead)) {
        for (const players of some(choices.players)) {
          const combo: Partial<RuleOptions> = {};
          if (set !== undefined) combo.set = set;
          if (spinners !== undefined) combo.spinners = spinners;
          if (lead !== undefined) combo.lead = lead;
          if (players !== undefined) combo.players = players;
          out.push(combo);
        }
      }
    }
  }
  return out;
}

export const ALL_VARIANTS: readonly Variant[] = VARIANTS;

export interface CheckOptions {
  /** Random illegal (or legal) candidate moves tried per state. */
  tries: number;
  /** Apply every legal move, not only the chosen one. */
  applyAll: boolean;
  /** Compare a JSON copy of the state before and after the attempts. */
  untouched: boolean;
  /** Also check that some seat can still act at every state (R-ALL-7, costly). */
  everyState: boolean;
  /**
   * The share of states (0…1) that get the costly checks above; the others get the cheap ones (tiles,
   * layout, turn order, every legal move explained as legal, round-end scoring, replay).
   */
  sample: number;
}

export const FULL_CHECKS: CheckOptions = { tries: 4, applyAll: true, untouched: true, everyState: true, sample: 1 };

export interface MatchRun {
  final: MatchState;
  rounds: number;
  moves: number;
  /** The moves made, with null where nextRound was called. */
  history: (Move | null)[];
}

const MAX_MOVES_PER_ROUND = 2000;
const MAX_ROUNDS = 500;

/** End ids to try; undefined means "no end named" (legal when exactly one end fits, API.md §4). */
const ENDS_POOL = ['center', '0n', '0e', '0s', '0w', '1n', '3e', '12w', 'zz', undefined];

/** A random candidate move: any tile name (some not of this set, some reversed), any end, draw, pass. */
function candidate(s: MatchState, random: () => number): Move {
  const k = random();
  if (k < 0.12) return { type: 'draw' };
  if (k < 0.24) return { type: 'pass' };
  if (k < 0.26) return { type: 'play', tile: 'x-1', end: 'center' };
  const hi = Math.floor(random() * 10);
  const lo = Math.floor(random() * (hi + 1));
  const tile = random() < 0.2 ? `${lo}-${hi}` : `${hi}-${lo}`;
  const ends = s.layout.ends;
  const end =
    ends.length > 0 && random() < 0.7
      ? ends[Math.floor(random() * ends.length)]!.id
      : ENDS_POOL[Math.floor(random() * ENDS_POOL.length)]!;
  // Prefer tiles in the hand of the seat to act, so suit and cross rules get exercised.
  const hand = s.current === null ? [] : s.hands[s.current]!;
  if (hand.length > 0 && random() < 0.6)
    return { type: 'play', tile: hand[Math.floor(random() * hand.length)]!, end } as Move;
  return { type: 'play', tile, end } as Move;
}

const key = (m: Move): string =>
  m.type === 'play' ? `${parseTile(m.tile)?.name ?? m.tile}@${m.end === undefined ? '' : m.end}` : m.type;

/** Tries a candidate: legal ones must be accepted, illegal ones refused with explainMove's reason. */
function tryCandidate(s: MatchState, m: Move, legal: Set<string>): void {
  const why = explainMove(s, m);
  const name = m.type === 'play' ? parseTile(m.tile)?.name : undefined;
  const omitted = m.type === 'play' && m.end === undefined;
  const fits = omitted ? [...legal].filter((k) => k.startsWith(`${name}@`)).length : 0;
  if (omitted ? fits === 1 : legal.has(key(m))) {
    check(why === null, `legal move ${key(m)} explained as ${why}`);
    applyMove(s, m);
    return;
  }
  check(why !== null, `explainMove accepts ${key(m)}, which legalMoves does not list`);
  let thrown: unknown = null;
  // Capturing stack traces is most of the cost of a refused move, and nothing here reads them.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    applyMove(s, m);
  } catch (e) {
    thrown = e;
  } finally {
    Error.stackTraceLimit = limit;
  }
  check(thrown instanceof IllegalMoveError, `applyMove accepted the illegal ${key(m)} (${why})`);
  check(
    (thrown as IllegalMoveError).reason === why,
    `applyMove says ${(thrown as IllegalMoveError).reason}, explainMove ${why}`,
  );
}

/** One move with every per-move check; returns the state after the chosen move. */
function checkedStep(s: MatchState, random: () => number, options: CheckOptions): { next: MatchState; move: Move } {
  const opts = options.sample >= 1 || random() < options.sample ? options : CHEAP;
  const before = opts.untouched ? json(s) : '';
  const legal = legalMoves(s);
  check(legal.length > 0, 'a seat in play always has a move (a forced pass is a move)');
  const keys = new Set(legal.map(key));
  check(keys.size === legal.length, 'legal moves are listed once');
  if (s.layout.tiles.length > 0) {
    const book = readRules(s);
    const listed = json([...keys].sort());
    check(listed === json(book.moves), `legal moves ${listed}, the rules give ${json(book.moves)}`);
    for (const type of ['draw', 'pass'] as const) {
      const why = explainMove(s, { type });
      check(why === book[type], `${type} explained as ${why}, the rules give ${book[type]}`);
    }
  }
  for (const m of legal) check(explainMove(s, m) === null, `explainMove refuses the legal ${key(m)}`);
  // With tiles left to draw someone can always act (draw, or play when not stuck): check the rest always.
  if (opts.everyState || s.drawable === 0) check(someoneCanAct(s), 'R-ALL-7: the round should have ended as blocked');
  for (let i = 0; i < opts.tries; i++) tryCandidate(s, candidate(s, random), keys);
  const move = legal[Math.floor(random() * legal.length)]!;
  const results = opts.applyAll
    ? legal.map((m) => [m, applyMove(s, m)] as const)
    : [[move, applyMove(s, move)] as const];
  let next: MatchState | undefined;
  for (const [m, after] of results) {
    checkTiles(after);
    checkShape(after);
    checkTurn(s, m, after);
    checkPointsDuringPlay(s, m, after);
    if (after.phase !== 'play') checkRoundEnd(s, m, after);
    if (m === move) next = after;
  }
  if (opts.untouched) check(json(s) === before, 'a move (legal or not) changed the state it was given');
  // The whole layout graph is checked on sampled states and at every round's end (where it is complete).
  if (opts !== CHEAP || next!.phase !== 'play') checkLayout(next!);
  return { next: next!, move };
}

const CHEAP: CheckOptions = { tries: 0, applyAll: false, untouched: false, everyState: false, sample: 0 };

/** R-ALL-2: after a play or pass the next seat in the rules' direction; after a draw the same seat. */
function checkTurn(prev: MatchState, move: Move, next: MatchState): void {
  if (next.phase !== 'play') return;
  const seat = prev.current!;
  const step = directionOf(prev);
  const n = prev.rules.players;
  const expected = move.type === 'draw' ? seat : (seat + step + n) % n;
  check(nextSeat(prev.rules, seat) === (seat + step + n) % n, 'nextSeat follows the direction of play');
  check(next.current === expected, `${move.type} by seat ${seat}: seat ${next.current} to act, expected ${expected}`);
  check(next.round === prev.round, 'the same round');
}

/**
 * R-A5-5, R-A5-6, R-F3-6, R-F3-7, R-F3-8, R-GX-11: the count after every move is the count of the ends; only the
 * mover scores, by the rule's points for that count (with the chip-out point), never past an exact target; games
 * that do not score during play keep every total and carry no count.
 */
export function checkPointsDuringPlay(prev: MatchState, move: Move, next: MatchState): void {
  const record = next.log.at(-1);
  const seat = prev.current!;
  if (prev.count === null) {
    check(next.count === null && record?.count === undefined, 'no count outside the scoring games');
    check(next.phase !== 'play' || next.scores.every((x, i) => x === prev.scores[i]), 'no scoring mid-round');
    return;
  }
  check(record !== undefined && record.seat === seat, 'the move is logged');
  check(next.count === expectedCount(next), `R-A5-5: count ${next.count}, the ends count ${expectedCount(next)}`);
  check(record!.count === next.count, 'the log carries the count');
  let points = 0;
  if (move.type === 'play') {
    const out = next.hands[seat]!.length === 0;
    points = expectedPoints(next, next.count!) + (out && next.rules.dominoScoring === 'chip-out' ? 1 : 0);
    if (next.rules.targetRule === 'exact' && prev.scores[seat]! + points > next.rules.targetScore) points = 0;
  } else check(next.count === prev.count, 'a draw or pass leaves the count');
  check(record!.points === points, `points ${record!.points}, expected ${points}`);
  if (next.phase === 'play' || next.lastRound?.reason === 'target') {
    check(
      json(next.scores) === json(prev.scores.map((x, i) => (i === seat ? x + points : x))),
      'only the mover scores, its points',
    );
  }
  if (next.rules.targetRule === 'exact')
    check(
      next.scores.every((x) => x <= next.rules.targetScore),
      'R-F3-8',
    );
}

/**
 * Plays one whole match with randomly chosen legal moves, checking every invariant after every move and
 * replaying it at the end (R-ALL-9). Throws InvariantError (or the engine's own error) on a violation.
 */
export function playCheckedMatch(rules: ResolvedRules, seed: string, moveSeed: number, opts: CheckOptions): MatchRun {
  const random = prng(moveSeed);
  let s = newMatch(rules, seed);
  check(json(s) === json(newMatch(rules, seed)), 'R-ALL-9: newMatch is deterministic');
  checkTiles(s);
  checkShape(s);
  checkRoundStart(s, null);
  const history: (Move | null)[] = [];
  /** The state at every round's start and end, to compare with the replay (R-ALL-9). */
  const checkpoints: string[] = [json(s)];
  let rounds = 1;
  let moves = 0;
  let inRound = 0;
  let passesInARow = 0;
  for (;;) {
    if (s.phase === 'play') {
      const { next, move } = checkedStep(s, random, opts);
      history.push(move);
      moves++;
      check(++inRound <= MAX_MOVES_PER_ROUND, 'the round ends');
      passesInARow = move.type === 'pass' ? passesInARow + 1 : 0;
      check(passesInARow < rules.players || next.phase !== 'play', 'R-ALL-7: a full circle of passes');
      if (next.phase !== 'play') checkpoints.push(json(next));
      s = next;
    } else if (s.phase === 'round-over') {
      check(legalMoves(s).length === 0, 'no moves between rounds');
      tryRefusedAfterRound(s);
      const prev = s;
      s = nextRound(s);
      checkTiles(s);
      checkShape(s);
      checkRoundStart(s, prev);
      history.push(null);
      checkpoints.push(json(s));
      rounds++;
      inRound = 0;
      passesInARow = 0;
      check(rounds <= MAX_ROUNDS, 'the match ends');
    } else {
      check(legalMoves(s).length === 0, 'no moves after the match');
      tryRefusedAfterRound(s);
      let thrown: unknown = null;
      try {
        nextRound(s);
      } catch (e) {
        thrown = e;
      }
      check(thrown instanceof IllegalMoveError && thrown.reason === 'wrong-phase', 'no round after the match');
      break;
    }
  }
  const replayed = replay(rules, seed, history);
  check(json(replayed.final) === json(s), 'R-ALL-9: the same seed and moves give the same match');
  check(replayed.checkpoints.length === checkpoints.length, 'R-ALL-9: the replay has as many rounds');
  replayed.checkpoints.forEach((c, i) => check(c === checkpoints[i], `R-ALL-9: checkpoint ${i} of the replay differs`));
  return { final: s, rounds, moves, history };
}

function tryRefusedAfterRound(s: MatchState): void {
  for (const m of [{ type: 'pass' }, { type: 'draw' }, { type: 'play', tile: '6-6', end: 'center' }] as Move[]) {
    check(explainMove(s, m) === 'wrong-phase', 'moves between rounds are wrong-phase');
  }
}

/** Replays a match from its seed and moves (null = next round), noting the state at each round's start and end. */
export function replay(
  rules: ResolvedRules,
  seed: string,
  history: readonly (Move | null)[],
): { final: MatchState; checkpoints: string[] } {
  let s = newMatch(rules, seed);
  const checkpoints = [json(s)];
  for (const m of history) {
    s = m === null ? nextRound(s) : applyMove(s, m);
    if (m === null || s.phase !== 'play') checkpoints.push(json(s));
  }
  return { final: s, checkpoints };
}

/** The rules for the n-th match of a variant: option combinations cycled, targets varied. */
export function rulesForRun(variant: Variant, n: number, targets: readonly (number | undefined)[]): ResolvedRules {
  const combos = optionCombos(variant);
  const options = { ...combos[n % combos.length] };
  const target = targets[Math.floor(n / combos.length) % targets.length];
  if (target !== undefined) options.targetScore = target;
  return rulesFor(variant, options);
}
