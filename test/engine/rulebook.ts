/**
 * The rule book read independently of the engine: which moves are legal, why a draw or pass is refused,
 * whether a round is stuck. The invariants compare the engine's answers with these.
 */

import { legalMoves, type MatchState, type Move } from '../../src/engine/index.js';

export const isDouble = (t: string): boolean => t[0] === t[2];
export const hasSuit = (t: string, n: number): boolean => Number(t[0]) === n || Number(t[2]) === n;

/** R-ALL-2, R-BY-5: the Boneyard game goes to the right, every other variant to the left. */
export const directionOf = (s: MatchState): 1 | -1 => (s.rules.variant === 'doubles-in-the-boneyard' ? -1 : 1);

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

export function readRules(s: MatchState): { moves: string[]; draw: string | null; pass: string | null } {
  const { rules, layout } = s;
  const cross = rules.cross && layout.ends.some((e) => e.tile === 0);
  const fits = (t: string, e: (typeof layout.ends)[number]) =>
    hasSuit(t, e.pip) &&
    !waitingFlank(s, e) &&
    (cross ? e.tile === 0 : !rules.suitLock || isDouble(t) || s.unlocked.includes(e.pip));
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

/** The sides of a layout tile: a lead's run west and east, a later tile's side is the way it grows. */
const sideDirs = (s: MatchState, tile: number): string[] => {
  const t = s.layout.tiles[tile]!;
  return t.parent === null ? ['w', 'e'] : [t.dir!];
};

/**
 * R-A5-4, R-GX-8: an end on a spinner's flank while one of the spinner's sides has no tile against it (in a game
 * whose flanks wait: All Fives).
 */
export function waitingFlank(s: MatchState, end: { tile: number; id: string }): boolean {
  if (s.rules.sidesFirst !== true || !s.layout.tiles[end.tile]!.spinner) return false;
  const sides = sideDirs(s, end.tile);
  const dirOf = (id: string) => id.slice(-1);
  if (sides.includes(dirOf(end.id))) return false;
  return s.layout.ends.some((e) => e.tile === end.tile && sides.includes(dirOf(e.id)));
}

/**
 * R-A5-5, R-GX-8: the count, read from the ends: a single's end its number, a double with an open side 2n once,
 * a flank nothing.
 */
export function expectedCount(s: MatchState): number {
  let sum = 0;
  const counted = new Set<number>();
  for (const e of s.layout.ends) {
    const t = s.layout.tiles[e.tile]!;
    if (!isDouble(t.tile)) sum += e.pip;
    else if (sideDirs(s, e.tile).includes(e.id.slice(-1)) && !counted.has(e.tile)) {
      counted.add(e.tile);
      sum += 2 * e.pip;
    }
  }
  return sum;
}

/** R-A5-6, R-F3-6: what a count scores during play. */
export function expectedPoints(s: MatchState, count: number): number {
  if (s.rules.playPoints === 'fives') return count % 5 === 0 ? count : 0;
  if (s.rules.playPoints === 'fives-and-threes') {
    return (count % 5 === 0 ? count / 5 : 0) + (count % 3 === 0 ? count / 3 : 0);
  }
  return 0;
}

/** What a seat could do if it were to act now with nothing drawn this turn. */
function movesOf(s: MatchState, seat: number): Move[] {
  return legalMoves({ ...s, current: seat, turnDrawn: [] } as MatchState);
}

/** R-ALL-7: some seat may still play or draw. */
export function someoneCanAct(s: MatchState): boolean {
  for (let seat = 0; seat < s.rules.players; seat++) {
    if (movesOf(s, seat).some((m) => m.type !== 'pass')) return true;
  }
  return false;
}
