/** Scenario helpers: fixed deals, a tiny move script, and assertions on refusals, ends and scores. */

import assert from 'node:assert/strict';
import {
  applyMove,
  explainMove,
  IllegalMoveError,
  legalMoves,
  parseTile,
  newMatch,
  rulesFor,
  tilesOf,
  type MatchState,
  type MoveRequest,
  type ReasonCode,
  type ResolvedRules,
  type RuleOptions,
  type Variant,
} from '../../src/engine/index.js';

export const rules = (variant: Variant, options: Partial<RuleOptions> = {}): ResolvedRules =>
  rulesFor(variant, options);

/**
 * A fixed first deal. `boneyardFront` lists the first tiles to be drawn, in order; the rest of the set
 * follows in the set's fixed order (heaviest first), so every tile of a scenario is known.
 */
export function fixedDeal(
  r: ResolvedRules,
  hands: string[][],
  boneyardFront: string[] = [],
  leader?: number,
): { hands: string[][]; boneyard: string[]; leader?: number } {
  const used = new Set([...hands.flat(), ...boneyardFront]);
  const rest = tilesOf(r.set, r.doublesInPlay).filter((t) => !used.has(t));
  const boneyard = [...boneyardFront, ...rest];
  return leader === undefined ? { hands, boneyard } : { hands, boneyard, leader };
}

/** Round 1 of a match dealt exactly as given. */
export function start(r: ResolvedRules, hands: string[][], boneyardFront: string[] = [], leader?: number): MatchState {
  return newMatch(r, 'scenario', fixedDeal(r, hands, boneyardFront, leader));
}

/** "6-5@0n" plays 6-5 on end 0n, "6-6" leads (or plays where only one end fits), "draw", "pass". */
export function parseMove(step: string): MoveRequest {
  if (step === 'draw') return { type: 'draw' };
  if (step === 'pass') return { type: 'pass' };
  const [tile, end] = step.split('@') as [string, string | undefined];
  return { type: 'play', tile, end };
}

/**
 * Plays a script of moves separated by ";". A step may name the seat expected to act: "s2 6-5@0n".
 * Fails with the step's text when a move is refused or the wrong seat is to act.
 */
export function run(state: MatchState, script: string): MatchState {
  let s = state;
  for (const raw of script
    .split(';')
    .map((x) => x.trim())
    .filter(Boolean)) {
    const m = /^s(\d+)\s+(.*)$/.exec(raw);
    const step = m ? (m[2] as string) : raw;
    if (m) assert.equal(s.current, Number(m[1]), `step "${raw}": seat ${s.current} is to act`);
    let move = parseMove(step);
    if (move.type === 'play' && move.end === undefined && s.layout.tiles.length === 0) {
      move = { type: 'play', tile: move.tile, end: 'center' };
    }
    const why = explainMove(s, move);
    assert.equal(why, null, `step "${raw}" was refused: ${why}`);
    s = applyMove(s, move);
  }
  return s;
}

/** The move is refused with exactly this reason by both explainMove and applyMove. */
export function refuses(state: MatchState, move: MoveRequest | string, reason: ReasonCode): void {
  const m = typeof move === 'string' ? parseMove(move) : move;
  const before = JSON.stringify(state);
  assert.equal(explainMove(state, m), reason, `explainMove(${JSON.stringify(m)})`);
  assert.throws(
    () => applyMove(state, m),
    (e: unknown) => e instanceof IllegalMoveError && e.reason === reason,
    `applyMove(${JSON.stringify(m)}) should throw IllegalMoveError ${reason}`,
  );
  assert.equal(JSON.stringify(state), before, 'a refused move must leave the state untouched');
}

/** The move is legal: explainMove says null, legalMoves lists it (when an end is named), applyMove accepts it. */
export function accepts(state: MatchState, move: MoveRequest | string): MatchState {
  const m = typeof move === 'string' ? parseMove(move) : move;
  assert.equal(explainMove(state, m), null, `explainMove(${JSON.stringify(m)})`);
  if (m.type !== 'play' || m.end !== undefined) {
    const name = m.type === 'play' ? `${parseTile(m.tile)!.name}@${m.end}` : m.type;
    assert.ok(legal(state).includes(name), `legalMoves lists ${name}`);
  }
  return applyMove(state, m);
}

/** The open ends as "id:pip" in layout order, e.g. ["0n:6", "1e:3"]. */
export const ends = (state: MatchState): string[] => state.layout.ends.map((e) => `${e.id}:${e.pip}`);

/** The legal moves as short strings: "6-5@0n", "draw", "pass". */
export const legal = (state: MatchState): string[] =>
  legalMoves(state).map((m) => (m.type === 'play' ? `${m.tile}@${m.end}` : m.type));

/** A position with some fields replaced (scores carried into a teaching position, say). */
export const withScores = (state: MatchState, scores: number[]): MatchState => ({ ...state, scores });
