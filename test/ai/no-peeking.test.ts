// No computer player reads a hidden tile. The hidden tiles of a position (the other hands as dealt, the
// boneyard's order, what the others drew) are dealt again in many ways that tell the same public story:
// the same moves from the same start are all legal again, with the same seats to act, the same lead and
// the same counts. Each level must then choose the same move with the same seed: its choice may depend on
// the hidden tiles only through its own sampling, which reads none of them.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyMove, legalMoves, newMatch, nextRound, rulesFor } from '../../src/engine/index.js';
import { chooseMove } from '../../src/ai/index.js';
import { randomFor, type Random } from '../../src/engine/rng.js';
import type { Level } from '../../src/ai/players.js';
import type { MatchState, Move, RuleOptions, Tile, Variant } from '../../src/engine/types.js';
import { CONFIGS, label } from './positions.js';

const BUDGET = { playouts: 120, deals: 40, slice: 10 };
const LEVELS: Level[] = ['easy', 'normal', 'hard'];

interface Story {
  /** The round as dealt (phase 'play', nobody has moved). */
  start: MatchState;
  moves: Move[];
  /** The position after the moves, with a seat to act. */
  state: MatchState;
}

/** Positions of seeded rounds, each with its start and the moves that led to it, played by `normal`. */
function stories(variant: Variant, options: Partial<RuleOptions>, count: number): Story[] {
  const out: Story[] = [];
  const rules = rulesFor(variant, options);
  for (let i = 0; out.length < count; i++) {
    const random = randomFor(`story/${label(variant, options)}/${i}`);
    let start = newMatch(rules, `story-${i}`);
    // Later rounds too (another lead rule: the previous winner).
    if (i % 3 === 2) {
      while (start.phase === 'play') start = applyMove(start, chooseMove(start, 'easy', `w${start.log.length}`));
      if (start.phase !== 'round-over') continue;
      start = nextRound(start);
    }
    let state = start;
    const moves: Move[] = [];
    const stop = 4 + Math.floor(random() * 30);
    while (state.phase === 'play' && moves.length < stop) {
      const move = chooseMove(state, random() < 0.5 ? 'easy' : 'normal', `s${moves.length}`);
      moves.push(move);
      state = applyMove(state, move);
    }
    if (state.phase === 'play' && legalMoves(state).length > 1) out.push({ start, moves, state });
  }
  return out;
}

/** The moves of `moves` from `start`, or null when one is illegal there or the round ends early. */
function replay(start: MatchState, moves: readonly Move[]): MatchState | null {
  let state = start;
  for (const move of moves) {
    if (state.phase !== 'play') return null;
    try {
      state = applyMove(state, move);
    } catch {
      return null;
    }
  }
  return state.phase === 'play' ? state : null;
}

/** Where the hidden tiles sit at the start: a seat's slot in its hand, or a place in the boneyard. */
type Place = { seat: number; i: number } | { seat: -1; i: number };

/**
 * `story` with the tiles `me` cannot see dealt again: random swaps between the other hands and the
 * boneyard, each kept only when the same moves still tell the same story (the lead's public facts kept:
 * no higher double than the lead where the highest double leads, the tiles shown in the search for the
 * 6-6 left where they are).
 */
function retold(story: Story, me: number, random: Random, swaps: number): MatchState | null {
  const { start } = story;
  // Tiles this seat draws stay in their places in the boneyard: it sees them.
  const mine = new Set<number>();
  let drawn = 0;
  for (const r of story.state.log) {
    if (r.move.type !== 'draw') continue;
    if (r.seat === me) mine.add(drawn);
    drawn++;
  }
  const shown = new Set((start.lead.drawn ?? []).flat());
  const places: Place[] = [];
  start.hands.forEach((hand, seat) => {
    if (seat === me) return;
    hand.forEach((t, i) => {
      if (!shown.has(t)) places.push({ seat, i });
    });
  });
  start.boneyard.forEach((t, i) => {
    if (!mine.has(i) && !shown.has(t)) places.push({ seat: -1, i });
  });
  let hands = start.hands.map((h) => h.slice());
  let boneyard = start.boneyard.slice();
  const get = (p: Place): Tile => (p.seat < 0 ? boneyard[p.i] : hands[p.seat]![p.i])!;
  const set = (p: Place, t: Tile): void => {
    if (p.seat < 0) boneyard[p.i] = t;
    else hands[p.seat]![p.i] = t;
  };
  const leadDouble = start.lead.how === 'highest-double' ? start.lead.tile : undefined;
  let result: MatchState | null = null;
  let done = 0;
  for (let attempt = 0; attempt < swaps * 40 && done < swaps; attempt++) {
    const a = places[Math.floor(random() * places.length)]!;
    const b = places[Math.floor(random() * places.length)]!;
    if (a.seat === b.seat) continue;
    const before = { hands: hands.map((h) => h.slice()), boneyard: boneyard.slice() };
    const ta = get(a);
    set(a, get(b));
    set(b, ta);
    const higher =
      leadDouble !== undefined && hands.some((h) => h.some((t) => t[0] === t[2] && t !== leadDouble && t > leadDouble));
    const state = higher ? null : replay({ ...start, hands, boneyard }, story.moves);
    if (state === null) ({ hands, boneyard } = before);
    else {
      result = state;
      done++;
    }
  }
  return result;
}

for (const [variant, options] of CONFIGS) {
  describe(label(variant, options), () => {
    test('hidden tiles dealt again consistently with the public record: every level chooses the same move', () => {
      let compared = 0;
      let changed = 0;
      for (const [n, story] of stories(variant, options, 10).entries()) {
        const me = story.state.current!;
        for (let k = 0; k < 2; k++) {
          const other = retold(story, me, randomFor(`retold/${n}/${k}`), 12);
          if (other === null) continue;
          // The same public story, other hidden tiles.
          assert.deepEqual(other.hands[me], story.state.hands[me]);
          assert.deepEqual(other.layout, story.state.layout);
          assert.deepEqual(
            other.log.map((r) => (r.seat === me ? r : { ...r, drawn: undefined })),
            story.state.log.map((r) => (r.seat === me ? r : { ...r, drawn: undefined })),
          );
          if (JSON.stringify(other.hands) !== JSON.stringify(story.state.hands)) changed++;
          for (const level of LEVELS) {
            assert.deepEqual(
              chooseMove(other, level, 'np', BUDGET),
              chooseMove(story.state, level, 'np', BUDGET),
              `${level}, position ${n}`,
            );
          }
          compared++;
        }
      }
      assert.ok(compared >= 10, `only ${compared} positions compared`);
      assert.ok(changed >= compared / 2, `the hidden hands changed in only ${changed} of ${compared}`);
    });
  });
}
