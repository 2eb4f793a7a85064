/**
 * Invariants every reachable match state must keep, and a checked random player that plays whole matches
 * through the public engine API while testing them. Shared by properties.test.ts and fuzz.ts.
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
  pipTotal,
  rulesFor,
  tilesOf,
  type MatchState,
  type Move,
  type ResolvedRules,
  type RuleOptions,
  type Variant,
} from '../../src/engine/index.js';

export class InvariantError extends Error {
  override name = 'InvariantError';
}

function check(ok: boolean, what: string): asserts ok {
  if (!ok) throw new InvariantError(what);
}

const json = (v: unknown): string => JSON.stringify(v);

/** A small seeded generator for choosing moves (mulberry32), independent of the engine's own. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every option combination the variants offer (doubles-classic: set × spinners × lead × players). */
export function optionCombos(variant: Variant): Partial<RuleOptions>[] {
  if (variant === 'doubles') return [2, 3, 4].map((players) => ({ players }));
  if (variant !== 'doubles-classic') return [{}];
  const out: Partial<RuleOptions>[] = [];
  for (const set of ['double-six', 'double-nine'] as const) {
    for (const spinners of ['all', 'first', 'none'] as const) {
      for (const lead of ['highest-double', 'double-six'] as const) {
        for (const players of [2, 3, 4]) out.push({ set, spinners, lead, players });
      }
    }
  }
  return out;
}

export const ALL_VARIANTS: Variant[] = ['maltese-cross', 'doubles', 'doubles-classic', 'doubles-in-the-boneyard'];

const isDouble = (t: string): boolean => t[0] === t[2];
const hasSuit = (t: string, n: number): boolean => Number(t[0]) === n || Number(t[2]) === n;

// ---------------------------------------------------------------------------------------------------
// State invariants

/** Hands + boneyard + layout hold the rule set's tiles exactly once each. */
export function checkTiles(s: MatchState): void {
  const size = setSize(s.rules);
  // Tiles are counted by their code (10 × high + low): cheap enough to run after every move.
  const seen = new Uint8Array(100);
  let count = 0;
  const note = (t: string, where: string) => {
    const hi = t.charCodeAt(0) - 48;
    const lo = t.charCodeAt(2) - 48;
    const valid =
      t.length === 3 && hi >= lo && lo >= 0 && hi <= maxPipOf(s.rules) && (s.rules.doublesInPlay || hi !== lo);
    if (!valid) throw new InvariantError(`${t} in ${where} is not a tile of the set`);
    if (seen[hi * 10 + lo]++ !== 0) throw new InvariantError(`${t} appears twice (again in ${where})`);
    count++;
  };
  for (let seat = 0; seat < s.hands.length; seat++) for (const t of s.hands[seat]!) note(t, `hand ${seat}`);
  for (const t of s.boneyard) note(t, 'boneyard');
  for (const t of s.layout.tiles) note(t.tile, 'layout');
  check(count === size, `${count} tiles accounted for, the set has ${size}`);
}

const maxPipOf = (rules: ResolvedRules): number => (rules.set === 'double-nine' ? 9 : 6);
const setSize = (rules: ResolvedRules): number => tilesOf(rules.set, rules.doublesInPlay).length;

/** The layout graph agrees with R-ALL-3 (end counts), suit locks (open flags) and the unlocked suits. */
export function checkLayout(s: MatchState): void {
  const { rules, layout } = s;
  const doubles = new Set(layout.tiles.filter((t) => isDouble(t.tile)).map((t) => Number(t.tile[0])));
  check(
    json([...doubles].sort()) === json([...s.unlocked].sort()),
    `unlocked ${json(s.unlocked)} but doubles down ${json([...doubles])}`,
  );
  if (layout.tiles.length === 0) {
    check(layout.ends.length === 0, 'ends without tiles');
    return;
  }
  let expected = 0;
  const exposed: number[] = [];
  layout.tiles.forEach((t, i) => {
    const info = parseTile(t.tile)!;
    if (i === 0) {
      check(t.parent === null && t.end === null && t.match === null, 'the lead has no parent');
      expected += t.spinner ? 4 : 2;
      exposed.push(info.hi);
    } else {
      check(t.parent !== null && t.parent < i, `tile ${i} has a parent played before it`);
      check(t.match !== null && hasSuit(t.tile, t.match), `tile ${i} (${t.tile}) matched ${t.match}`);
      const lead = layout.tiles[0]!;
      const parentShows =
        t.parent === 0 && !lead.spinner && t.end === '0e' ? parseTile(lead.tile)!.lo : exposed[t.parent!];
      check(t.match === parentShows, `tile ${i} matches the ${parentShows} its parent shows`);
      check(t.end === `${t.parent}${t.dir}`, `tile ${i} covers end ${t.end} of tile ${t.parent} growing ${t.dir}`);
      expected += (t.spinner ? 3 : 1) - 1;
      exposed.push(t.match === info.hi ? info.lo : info.hi);
    }
    const spins = isDouble(t.tile) && (rules.spinners === 'all' || (rules.spinners === 'first' && i === 0));
    check(t.spinner === spins, `tile ${i} (${t.tile}) spinner ${t.spinner}, rules say ${spins}`);
  });
  check(layout.ends.length === expected, `${layout.ends.length} open ends, R-ALL-3 gives ${expected}`);
  const ids = new Set(layout.ends.map((e) => e.id));
  check(ids.size === layout.ends.length, 'end ids are unique');
  const covered = new Set(layout.tiles.map((t) => t.end));
  const lead = layout.tiles[0]!;
  const leadInfo = parseTile(lead.tile)!;
  const crossIncomplete = rules.cross && layout.ends.some((e) => e.tile === 0);
  for (const e of layout.ends) {
    check(!covered.has(e.id), `end ${e.id} is both open and covered`);
    const pip = e.tile === 0 && !lead.spinner && e.id === '0e' ? leadInfo.lo : exposed[e.tile];
    check(e.pip === pip, `end ${e.id} shows ${e.pip}, its tile exposes ${pip}`);
    const open = crossIncomplete ? e.tile === 0 : !rules.suitLock || s.unlocked.includes(e.pip);
    check(e.open === open, `end ${e.id} open ${e.open}, rules say ${open}`);
  }
}

/** Phase, seat, drawable and the R-BY-7 parity fact. */
export function checkShape(s: MatchState): void {
  const { rules } = s;
  check(s.hands.length === rules.players && s.scores.length === rules.players, 'one hand and score per seat');
  const drawable = rules.draw === 'never' ? 0 : Math.max(0, s.boneyard.length - rules.reserve);
  check(s.drawable === drawable, `drawable ${s.drawable}, expected ${drawable}`);
  if (s.phase === 'play') check(s.current !== null && s.current >= 0 && s.current < rules.players, 'a seat is to act');
  else check(s.current === null, 'nobody acts after the round');
  check(s.scores.every(Number.isInteger), 'integer scores');
  if (!rules.doublesInPlay && s.phase === 'play')
    check(!boneyardBlock(s), 'R-BY-7: both ends n with suit n all down, yet play goes on');
}

/** R-BY-7: both ends show the same n and all six tiles of suit n are in the layout. */
export function boneyardBlock(s: MatchState): boolean {
  const ends = s.layout.ends;
  if (ends.length !== 2 || ends[0]!.pip !== ends[1]!.pip) return false;
  const n = ends[0]!.pip;
  return s.layout.tiles.filter((t) => hasSuit(t.tile, n)).length === 6;
}

/**
 * The legal moves by an independent reading of the rules (R-ALL-4/5, R-MC-4/7/8, R-DB-6/7, R-DC-6/7,
 * R-BY-6), as "tile@end", "draw" and "pass", sorted. Only for states with a layout.
 */
export function expectedMoves(s: MatchState): string[] {
  return readRules(s).moves;
}

/** Why a draw or a pass is refused by the rule book (null when allowed); see expectedMoves. */
export function expectedReason(s: MatchState, type: 'draw' | 'pass'): string | null {
  return readRules(s)[type];
}

function readRules(s: MatchState): { moves: string[]; draw: string | null; pass: string | null } {
  const { rules, layout } = s;
  const cross = rules.cross && layout.ends.some((e) => e.tile === 0);
  const fits = (t: string, e: (typeof layout.ends)[number]) =>
    hasSuit(t, e.pip) && (cross ? e.tile === 0 : !rules.suitLock || isDouble(t) || s.unlocked.includes(e.pip));
  const playsOf = (tiles: readonly string[]) =>
    tiles.flatMap((t) => layout.ends.filter((e) => fits(t, e)).map((e) => `${t}@${e.id}`));
  const hand = s.hands[s.current!]!;
  const last = s.turnDrawn.at(-1);
  if (rules.playDrawn && last !== undefined) {
    const drawnPlays = playsOf([last]);
    if (drawnPlays.length > 0) return { moves: drawnPlays.sort(), draw: 'must-play-drawn', pass: 'must-play-drawn' };
  }
  const plays = playsOf(hand);
  const canPlay = plays.length > 0;
  const mayDraw =
    rules.draw !== 'never' &&
    s.drawable > 0 &&
    (rules.draw === 'any-time' || (!canPlay && (rules.drawLimit === 'playable' || s.turnDrawn.length === 0)));
  const out = [...plays];
  if (mayDraw) out.push('draw');
  if (!canPlay && !mayDraw) out.push('pass');
  // R-MC-7: with 3 or more tiles left a Maltese player may not pass, playable tile or not.
  const pass =
    !canPlay && !mayDraw
      ? null
      : rules.draw === 'any-time' && mayDraw
        ? 'must-draw'
        : canPlay
          ? 'must-play'
          : 'must-draw';
  const draw = mayDraw ? null : rules.draw === 'when-stuck' && canPlay ? 'must-play' : 'cannot-draw';
  return { moves: out.sort(), draw, pass };
}

/** What a seat could do if it were to act now with nothing drawn this turn. */
function movesOf(s: MatchState, seat: number): Move[] {
  return legalMoves({ ...s, current: seat, turnDrawn: [] });
}

/** R-ALL-7: some seat may still play or draw. */
function someoneCanAct(s: MatchState): boolean {
  for (let seat = 0; seat < s.rules.players; seat++) {
    if (movesOf(s, seat).some((m) => m.type !== 'pass')) return true;
  }
  return false;
}

/** The first state of a round: dealt, lead settled, nothing played (R-MC-2, R-DB-2, R-DC-2, R-BY-2/3). */
export function checkRoundStart(s: MatchState, prev: MatchState | null): void {
  const { rules, lead } = s;
  check(s.phase === 'play' && s.layout.tiles.length === 0 && s.log.length === 0, 'a fresh round');
  check(s.current === lead.seat, 'the leader acts first');
  check(s.turnDrawn.length === 0 && s.unlocked.length === 0, 'nothing drawn or unlocked yet');
  if (prev) {
    check(
      s.round === prev.round + 1 && s.dealer === (prev.dealer + 1) % rules.players,
      'next round, dealer one to the left',
    );
    check(json(s.scores) === json(prev.scores), 'scores carried over');
    check(json(s.lastRound) === json(prev.lastRound), 'last round kept');
  } else {
    check(s.round === 1 && s.dealer === 0 && s.scores.every((x) => x === 0), 'round 1, dealer 0, no points');
  }
  const searched = lead.how === 'double-six' && lead.drawn !== undefined;
  s.hands.forEach((h, seat) => {
    const extra = searched ? lead.drawn![seat]!.length : 0;
    check(h.length === rules.handSize + extra, `hand ${seat} holds ${h.length}`);
    if (extra > 0) check(json(h.slice(-extra)) === json(lead.drawn![seat]), `seat ${seat} keeps the tiles it drew`);
  });
  const all = s.hands.flat();
  switch (lead.how) {
    case 'highest-double': {
      check(rules.lead === 'highest-double', 'lead rule');
      const heaviest = all.filter(isDouble).sort().at(-1);
      check(lead.tile === heaviest && s.hands[lead.seat]!.includes(heaviest!), `the heaviest double ${heaviest} leads`);
      break;
    }
    case 'double-six': {
      check(rules.lead === 'double-six' && lead.tile === '6-6' && s.hands[lead.seat]!.includes('6-6'), 'the 6-6 leads');
      if (searched) {
        check(rules.leadFallback === 'search', 'only Maltese Cross searches');
        const total = lead.drawn!.reduce((n, d) => n + d.length, 0);
        for (let seat = 0; seat < rules.players; seat++) {
          const turn = (seat - s.dealer + rules.players) % rules.players;
          const expected = turn < total ? Math.floor((total - 1 - turn) / rules.players) + 1 : 0;
          check(
            lead.drawn![seat]!.length === expected,
            `R-MC-2: seat ${seat} drew ${lead.drawn![seat]!.length}, expected ${expected}`,
          );
        }
        check(
          lead.seat === (s.dealer + total - 1) % rules.players && lead.drawn![lead.seat]!.at(-1) === '6-6',
          'the 6-6 drawer leads',
        );
      }
      break;
    }
    case 'drawn-doubles': {
      const drawn = lead.drawn!;
      const seats = drawn.flatMap((d, seat) => (d.length > 0 ? [seat] : []));
      if (prev) {
        const totals = prev.lastRound!.hands.map(pipTotal);
        const low = Math.min(...totals);
        check(prev.lastRound!.winner === null, 'doubles are drawn again only after a tie');
        check(
          json(seats) === json(totals.flatMap((t, seat) => (t === low ? [seat] : []))),
          'R-BY-3: the tied players draw',
        );
      } else {
        check(seats.length === rules.players, 'R-BY-2: everyone draws');
      }
      const doubles = drawn.flat();
      check(doubles.every(isDouble) && new Set(doubles).size === doubles.length, 'distinct doubles drawn');
      check(
        drawn.every((d) => d.length <= 1),
        'one double each',
      );
      const best = doubles.sort().at(-1)!;
      check(drawn[lead.seat]![0] === best, 'the highest double starts');
      check(lead.tile === undefined, 'any tile opens');
      break;
    }
    case 'previous-winner':
      check(prev !== null && prev.lastRound!.winner === lead.seat && rules.laterLead === 'previous-winner', 'R-BY-3');
      break;
    default:
      check(false, `unexpected lead how ${lead.how}`);
  }
  const openers = lead.tile !== undefined ? [lead.tile] : (s.hands[lead.seat] as string[]);
  const legal = legalMoves(s);
  check(json(legal) === json(openers.map((tile) => ({ type: 'play', tile, end: 'center' }))), 'the opening plays');
}

/** Checks a round's end: who won, the points (R-MC-9, R-DB-8, R-DC-8, R-BY-8), R-ALL-7 and R-ALL-10. */
export function checkRoundEnd(prev: MatchState, move: Move, s: MatchState): void {
  const { rules } = s;
  const r = s.lastRound!;
  check(r !== null && r.round === prev.round, 'the round result names its round');
  check(json(r.hands) === json(s.hands), 'the result shows the hands as they ended');
  check(json(r.scores) === json(s.scores), 'the result carries the totals');
  check(json(s.scores) === json(prev.scores.map((x, i) => x + r.points[i]!)), 'scores = previous + points');
  const totals = s.hands.map(pipTotal);
  const all = totals.reduce((a, b) => a + b, 0);
  const seat = prev.current!;
  if (r.reason === 'domino') {
    check(move.type === 'play' && s.hands[seat]!.length === 0 && r.winner === seat, 'R-ALL-6: the last tile wins');
    check(json(r.points) === json(totals.map((_, i) => (i === seat ? all : 0))), `domino points ${json(r.points)}`);
  } else {
    check(
      s.hands.every((h) => h.length > 0),
      'a block leaves every hand holding tiles',
    );
    check(!someoneCanAct(s), 'R-ALL-7: a blocked round really is stuck');
    if (!rules.doublesInPlay) check(boneyardBlock(s), 'R-BY-7: a Boneyard block has both ends n and suit n all down');
    const low = Math.min(...totals);
    const lowest = totals.flatMap((t, i) => (t === low ? [i] : []));
    let points: number[];
    let winner: number | null = null;
    if (rules.blockScoring === 'ten-each') points = totals.map(() => 10);
    else if (lowest.length === 1) {
      winner = lowest[0]!;
      const take = rules.blockScoring === 'lowest-takes-all' ? all : all - low;
      if (rules.blockScoring === 'lowest-takes-all') {
        const layoutPips = pipTotal(s.layout.tiles.map((t) => t.tile));
        check(take === 126 - layoutPips, 'R-BY-8: 126 minus the layout');
      }
      points = totals.map((_, i) => (i === winner ? take : 0));
    } else if (rules.blockScoring === 'lowest-takes-all' && lowest.length < totals.length) {
      points = totals.map((t, i) => (lowest.includes(i) ? 0 : -t));
    } else points = totals.map(() => 0);
    check(r.winner === winner, `block winner ${r.winner}, expected ${winner}`);
    check(json(r.points) === json(points), `block points ${json(r.points)}, expected ${json(points)}`);
  }
  const top = Math.max(...s.scores);
  const leaders = s.scores.filter((x) => x === top).length;
  const over = top >= rules.targetScore && leaders === 1;
  check(s.phase === (over ? 'match-over' : 'round-over'), `R-ALL-10: phase ${s.phase} with scores ${json(s.scores)}`);
  check(s.winner === (over ? s.scores.indexOf(top) : null), 'R-ALL-10: the winner is the one strictly ahead');
}

// ---------------------------------------------------------------------------------------------------
// The checked random player

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
  // R-ALL-2, R-BY-5: the Boneyard game goes to the right, every other variant to the left.
  const step = prev.rules.variant === 'doubles-in-the-boneyard' ? -1 : 1;
  const n = prev.rules.players;
  const expected = move.type === 'draw' ? seat : (seat + step + n) % n;
  check(nextSeat(prev.rules, seat) === (seat + step + n) % n, 'nextSeat follows the direction of play');
  check(next.current === expected, `${move.type} by seat ${seat}: seat ${next.current} to act, expected ${expected}`);
  check(next.round === prev.round && next.scores.every((x, i) => x === prev.scores[i]), 'no scoring mid-round');
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
