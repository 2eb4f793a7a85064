/** Legal moves, the verdict on a move (refused, with its facts), and applying a move (draw, pass, block, round end). */

import { attach, crossIncomplete, findEnd, fitReason, openWith, type FitReason } from './layout.js';
import { matchWinner, scoreRound } from './scoring.js';
import { duringPlay, withoutDuringPlay } from './during.js';
import { maxPip, parseTile, tileInfo, type TileInfo } from './tiles.js';
import { evolve } from './state.js';
import { ok, type Result } from './result.js';
import type {
  CannotDrawWhy,
  LayoutEnd,
  MatchState,
  PlayState,
  Move,
  MoveRecord,
  MoveRequest,
  ReasonCode,
  Refusal,
  ResolvedRules,
  Tile,
  Writable,
} from './types.js';

/** Thrown by `applyMove` for an illegal move; `reason` is the same code `explainMove` returns. */
export class IllegalMoveError extends Error {
  readonly reason: ReasonCode;
  constructor(reason: ReasonCode, message = `illegal move: ${reason}`) {
    super(message);
    this.name = 'IllegalMoveError';
    this.reason = reason;
  }
}

export const nextSeat = (rules: ResolvedRules, seat: number): number =>
  (seat + rules.direction + rules.players) % rules.players;

/** Tiles that may still be drawn from a boneyard of this size. */
export const drawableOf = (rules: ResolvedRules, boneyard: number): number =>
  rules.draw === 'never' ? 0 : Math.max(0, boneyard - rules.reserve);

/** Every end this tile may be attached to now by the layout rules. */
function fittingEnds(state: MatchState, tile: TileInfo, incomplete: boolean): LayoutEnd[] {
  const out: LayoutEnd[] = [];
  for (const end of state.layout.ends) {
    if (fitReason(state.rules, tile, end, state.unlocked, incomplete) === null) out.push(end);
  }
  return out;
}

/** Whether any of these tiles fits anywhere in the layout. */
function anyFits(state: MatchState, hand: readonly Tile[], incomplete: boolean): boolean {
  for (const t of hand) {
    const tile = tileInfo(t);
    for (const end of state.layout.ends) {
      if (fitReason(state.rules, tile, end, state.unlocked, incomplete) === null) return true;
    }
  }
  return false;
}

/** The tile drawn this turn that must be played at once, if any (R-DB-6, R-DC-6). */
function pendingDrawn(state: MatchState, incomplete: boolean): Tile | undefined {
  if (!state.rules.playDrawn || state.turnDrawn.length === 0) return undefined;
  const last = state.turnDrawn[state.turnDrawn.length - 1] as Tile;
  return anyFits(state, [last], incomplete) ? last : undefined;
}

/** Whether the seat to act may draw now, given whether it has a legal play (R-MC-7, R-DB-6, R-DC-6). */
function mayDraw(state: MatchState, canPlay: boolean): boolean {
  const { rules } = state;
  if (rules.draw === 'never' || state.drawable === 0) return false;
  if (rules.draw === 'any-time') return true;
  return !canPlay && (rules.drawLimit === 'playable' || state.turnDrawn.length === 0);
}

/** The legal moves of the seat to act; [] outside play. */
export function legalMoves(state: MatchState): Move<Tile>[] {
  if (state.phase !== 'play' || state.current === null || withoutDuringPlay(state.rules)) return [];
  const hand = state.hands[state.current] as readonly Tile[];
  if (state.layout.tiles.length === 0) {
    const openers = state.lead.tile !== undefined ? [state.lead.tile] : hand;
    return openers.map((tile) => ({ type: 'play', tile, end: 'center' }));
  }
  const incomplete = crossIncomplete(state.rules, state.layout);
  const pending = pendingDrawn(state, incomplete);
  const moves: Move<Tile>[] = [];
  for (const t of pending !== undefined ? [pending] : hand) {
    for (const end of fittingEnds(state, tileInfo(t), incomplete)) moves.push({ type: 'play', tile: t, end: end.id });
  }
  if (pending !== undefined) return moves;
  const canPlay = moves.length > 0;
  if (mayDraw(state, canPlay)) moves.push({ type: 'draw' });
  else if (!canPlay) moves.push({ type: 'pass' });
  return moves;
}

/** A play may leave its end out (undefined, null or ''), when exactly one end fits. */
const noEndNamed = (end: unknown): boolean => end === undefined || end === null || end === '';

/** The end a play goes to: the named one, or the only one that fits when none is named. */
function resolveEnd(state: MatchState, tile: TileInfo, end: unknown, incomplete: boolean): LayoutEnd | undefined {
  if (noEndNamed(end)) {
    const fits = fittingEnds(state, tile, incomplete);
    return fits.length === 1 ? fits[0] : undefined;
  }
  return findEnd(state.layout, end);
}

/** The refusal for attaching `tile` where the layout rules say `reason`, at an end showing `pip`. */
function refuseAt(reason: FitReason, tile: Tile, pip: number | undefined): Refusal {
  if (reason === 'no-match') return pip === undefined ? { code: reason, tile } : { code: reason, tile, pip };
  return reason === 'suit-locked' ? { code: reason, tile, suit: pip as number } : { code: reason, tile };
}

/**
 * Why a move is illegal now, with the facts that decided it, or null when it is legal. Never throws.
 * The one place the rules judge a move: `explainMove` returns its code, `applyMove` refuses by it, and the
 * messages only put its facts into words.
 */
export function judgeMove(state: MatchState, move: MoveRequest): Refusal | null {
  if (state.phase !== 'play' || state.current === null) return { code: 'wrong-phase' };
  // A game that scores during play, before its mechanisms have come (during.ts): nothing is played without them.
  if (typeof move !== 'object' || move === null || withoutDuringPlay(state.rules)) return { code: 'invalid-state' };
  const hand = state.hands[state.current] as readonly Tile[];
  const opening = state.layout.tiles.length === 0;
  const incomplete = opening ? false : crossIncomplete(state.rules, state.layout);
  // R-MC-2, R-ALL-3: a rule that fixes the opening tile names it; otherwise any tile of the hand opens.
  const mustLead: Refusal =
    state.lead.tile === undefined ? { code: 'must-lead' } : { code: 'must-lead', tile: state.lead.tile };

  if (move.type === 'play') {
    const tile = parseTile(move.tile);
    if (!tile || tile.hi > maxPip(state.rules.set) || (tile.double && !state.rules.doublesInPlay)) {
      return { code: 'invalid-tile' };
    }
    const name = tile.name;
    if (!hand.includes(name)) return { code: 'not-in-hand', tile: name };
    if (opening) {
      if (state.lead.tile !== undefined && name !== state.lead.tile) return mustLead;
      return noEndNamed(move.end) || move.end === 'center' ? null : { code: 'no-such-end', tile: name };
    }
    const pending = pendingDrawn(state, incomplete);
    if (pending !== undefined && name !== pending) return { code: 'must-play-drawn', tile: pending };
    if (noEndNamed(move.end)) {
      // No end named: fine when exactly one fits; otherwise say why it fits nowhere, or that one is needed.
      const fits = fittingEnds(state, tile, incomplete).length;
      if (fits === 1) return null;
      return fits > 1 ? { code: 'no-such-end', tile: name } : firstRefusal(state, tile, incomplete);
    }
    const end = findEnd(state.layout, move.end);
    if (!end) return { code: 'no-such-end', tile: name };
    const reason = fitReason(state.rules, tile, end, state.unlocked, incomplete);
    return reason === null ? null : refuseAt(reason, name, end.pip);
  }
  if (move.type !== 'draw' && move.type !== 'pass') return { code: 'invalid-state' };
  // R-GX-7: where nobody draws, a draw is refused as such, at the opening too.
  if (move.type === 'draw' && state.rules.draw === 'never') {
    return { code: 'cannot-draw', why: 'never', count: state.boneyard.length };
  }
  if (opening) return mustLead;
  const pending = pendingDrawn(state, incomplete);
  if (pending !== undefined) return { code: 'must-play-drawn', tile: pending };
  const canPlay = anyFits(state, hand, incomplete);
  const canDraw = mayDraw(state, canPlay);
  if (move.type === 'draw') {
    if (canDraw) return null;
    if (state.rules.draw === 'when-stuck' && canPlay) return { code: 'must-play', draw: true };
    return { code: 'cannot-draw', why: cannotDrawWhy(state), count: state.boneyard.length };
  }
  // Pass: drawing comes first where one may draw at any time (R-MC-7), playing first elsewhere.
  if (state.rules.draw === 'any-time' && canDraw) return { code: 'must-draw' };
  if (canPlay) return { code: 'must-play' };
  return canDraw ? { code: 'must-draw' } : null;
}

/**
 * Why `mayDraw` forbids a draw: no drawing in this game (R-BY-1), the boneyard empty, closed at its reserve
 * (R-MC-7, R-DB-6), or the one draw of the turn made (R-DB-6).
 */
function cannotDrawWhy(state: MatchState): CannotDrawWhy {
  if (state.rules.draw === 'never') return 'never';
  if (state.boneyard.length === 0) return 'empty';
  return state.drawable === 0 ? 'closed' : 'once';
}

/** Why a move is illegal now (the code of `judgeMove`'s verdict), or null when it is legal. Never throws. */
export function explainMove(state: MatchState, move: MoveRequest): ReasonCode | null {
  return judgeMove(state, move)?.code ?? null;
}

/** For a play without an end that fits nowhere: the most telling refusal among the ends. */
function firstRefusal(state: MatchState, tile: TileInfo, incomplete: boolean): Refusal {
  for (const end of state.layout.ends) {
    const reason = fitReason(state.rules, tile, end, state.unlocked, incomplete);
    if (reason !== null && reason !== 'no-match') return refuseAt(reason, tile.name, end.pip);
  }
  return refuseAt('no-match', tile.name, undefined);
}

/** R-ALL-7: nobody can play and nobody may draw. */
function isBlocked(state: MatchState): boolean {
  if (state.drawable > 0) return false;
  const incomplete = crossIncomplete(state.rules, state.layout);
  for (const hand of state.hands) if (anyFits(state, hand, incomplete)) return false;
  return true;
}

/**
 * Ends the round: scores it, and ends the match when a player is strictly ahead at the target. `target` (R-A5-9,
 * R-F3-8, R-GX-9): a score during play reached it while the mover, `seat`, still holds tiles: the round stops
 * unscored (its hands count for nobody), names the mover as winner, and the match ends.
 */
function endRound(state: MatchState, seat: number | null, target?: true): MatchState {
  const { winner, points } = target
    ? { winner: seat, points: state.scores.map(() => 0) }
    : scoreRound(state.rules, state.hands, seat);
  const scores = state.scores.map((s, i) => s + (points[i] as number));
  const matchWon = matchWinner(state.rules, scores);
  return evolve(state, {
    phase: matchWon === null ? 'round-over' : 'match-over',
    current: null,
    scores,
    winner: matchWon,
    turnDrawn: [],
    lastRound: {
      round: state.round,
      reason: target ? 'target' : seat === null ? 'blocked' : 'domino',
      winner,
      points,
      scores,
      hands: state.hands,
    },
  });
}

/** An illegal move's failure: the code `explainMove` gives. */
export type MoveFailure = { reason: ReasonCode };

/** The state after a move, or why the move is refused (nothing changes). */
export function tryMove(state: MatchState, move: MoveRequest): Result<MatchState, MoveFailure> {
  const refusal = judgeMove(state, move);
  // judgeMove refuses every move outside play (wrong-phase); the phase test tells TypeScript so.
  if (refusal !== null || state.phase !== 'play') return { ok: false, reason: refusal?.code ?? 'wrong-phase' };
  return ok(made(state, move));
}

/** The state after a legal move; throws IllegalMoveError (with the reason) for an illegal one. */
export function applyMove(state: MatchState, move: MoveRequest): MatchState {
  const result = tryMove(state, move);
  if (!result.ok) throw new IllegalMoveError(result.reason);
  return result.value;
}

/** A move judged legal, made. */
function made(state: PlayState, move: MoveRequest): MatchState {
  const seat = state.current;
  const hand = state.hands[seat] as readonly Tile[];

  if (move.type === 'draw') {
    const tile = state.boneyard[0] as Tile;
    const hands = state.hands.slice();
    hands[seat] = [...hand, tile];
    const boneyard = state.boneyard.slice(1);
    const next = evolve(state, {
      hands,
      boneyard,
      drawable: drawableOf(state.rules, boneyard.length),
      turnDrawn: [...state.turnDrawn, tile],
      log: [...state.log, withPoints({ seat, move: { type: 'draw' }, drawn: tile }, state.count)],
    });
    return isBlocked(next) ? endRound(next, null) : next;
  }

  if (move.type === 'pass') {
    return evolve(state, {
      current: nextSeat(state.rules, seat),
      turnDrawn: [],
      log: [...state.log, withPoints({ seat, move: { type: 'pass' } }, state.count)],
    });
  }

  // Judged above: the tile is in the hand.
  const tile = parseTile(move.tile) as TileInfo;
  const opening = state.layout.tiles.length === 0;
  const unlocked = tile.double && !state.unlocked.includes(tile.hi) ? [...state.unlocked, tile.hi] : state.unlocked;
  let layout;
  let record: Writable<MoveRecord>;
  if (opening) {
    layout = openWith(state.rules, tile, unlocked);
    record = { seat, move: { type: 'play', tile: tile.name, end: 'center' } };
  } else {
    const end = resolveEnd(state, tile, move.end, crossIncomplete(state.rules, state.layout)) as LayoutEnd;
    layout = attach(state.rules, state.layout, tile, end, unlocked);
    record = { seat, move: { type: 'play', tile: tile.name, end: end.id }, pip: end.pip };
  }
  const hands = state.hands.slice();
  hands[seat] = hand.filter((t) => t !== tile.name);
  const out = hands[seat].length === 0;
  const { rules } = state;
  let { scores, count } = state;
  let points = 0;
  // Games that score during play (their count is a number): R-A5-6, R-F3-6, the count after the play scores for the
  // mover at once; R-F3-7 a chip-out adds its point to that score, and R-F3-8 tests the two as one. The mechanisms
  // write the count and the points on the record (a game without them has no legal move: engine/during.ts).
  const during = duringPlay();
  if (count !== null && during) {
    points = during.scored(rules, layout, scores[seat] as number, out, record);
    count = record.count as number;
    scores = scores.map((s, i) => (i === seat ? s + points : s));
  }
  const next = evolve(state, {
    hands,
    layout,
    unlocked,
    scores,
    count,
    current: nextSeat(rules, seat),
    turnDrawn: [],
    log: [...state.log, record],
  });
  // R-ALL-6: the last tile ends the round at once.
  if (out) return endRound(next, seat);
  if (points > 0 && during!.winsAtOnce(rules, scores[seat] as number)) return endRound(next, seat, true);
  return isBlocked(next) ? endRound(next, null) : next;
}

/**
 * A draw's or a pass's record, fresh from the caller; in games that score during play (`count` a number) with the count
 * unchanged and 0 points (a play's are written by the mechanisms, engine/during-play.ts). Added to the fresh object, not copied with a
 * spread: a spread copy was the slowest step of a move.
 */
function withPoints(record: Writable<MoveRecord>, count: number | null): MoveRecord {
  if (count !== null) {
    record.count = count;
    record.points = 0;
  }
  return record;
}
