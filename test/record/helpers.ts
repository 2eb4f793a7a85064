/** Helpers for the game record tests: seeded matches kept as the table keeps them, and reading records. */

import assert from 'node:assert/strict';
import {
  applyMove,
  legalMoves,
  newMatch,
  nextRound,
  tilesOf,
  type Deal,
  type MatchState,
  type Move,
  type ReasonCode,
  type ResolvedRules,
} from '../../src/engine/index.js';
import { shuffled } from '../../src/engine/rng.js';
import { placeOf } from '../../src/record/names.js';
import { readRecord, type Replay, type ReplayStep } from '../../src/record/replay.js';
import type { RecordError } from '../../src/record/errors.js';
import { checkAnswer } from '../../src/record/lesson.js';
import { prng } from '../engine/checked-match.js';

/** A match as the table keeps it (rules, seed, deal, moves per round) and every state it went through. */
export interface PlayedMatch {
  rules: ResolvedRules;
  seed: string;
  deal?: Deal;
  rounds: Move[][];
  /** The state after every step: each round's deal, then each move, as a replay counts steps. */
  states: MatchState[];
}

/**
 * Plays random legal moves for up to `steps` steps (a deal counts as one), as the table's machine does:
 * the engine's record of each move (end resolved) goes into the round's list; the next round is dealt
 * after a round ends, unless the steps run out first.
 */
export function playMatch(
  rules: ResolvedRules,
  seed: string,
  moveSeed: number,
  steps: number,
  deal?: Deal,
): PlayedMatch {
  const random = prng(moveSeed);
  let state = newMatch(rules, seed, deal);
  const played: PlayedMatch = { rules, seed, rounds: [[]], states: [state] };
  if (deal) played.deal = deal;
  while (played.states.length < steps && state.phase !== 'match-over') {
    if (state.phase === 'round-over') {
      state = nextRound(state);
      played.rounds.push([]);
    } else {
      const moves = legalMoves(state);
      state = applyMove(state, moves[Math.floor(random() * moves.length)] as Move);
      played.rounds.at(-1)!.push(state.log.at(-1)!.move);
    }
    played.states.push(state);
  }
  return played;
}

/**
 * A random fixed first deal of the whole set, with or without its boneyard and leader. A leader is only
 * named when it holds a tile it may open with (the engine refuses it otherwise).
 */
export function randomDeal(rules: ResolvedRules, seed: number, withBoneyard: boolean, withLeader: boolean): Deal {
  const tiles = shuffled(tilesOf(rules.set, rules.doublesInPlay), prng(seed));
  const hands = Array.from({ length: rules.players }, (_, s) =>
    tiles.slice(s * rules.handSize, (s + 1) * rules.handSize),
  );
  const deal: Deal = { hands };
  if (withBoneyard) deal.boneyard = tiles.slice(rules.players * rules.handSize);
  if (withLeader) {
    const fits = (hand: string[]): boolean =>
      rules.lead === 'drawn-doubles' || hand.some((t) => (rules.lead === 'double-six' ? t === '6-6' : t[0] === t[2]));
    const leader = hands.findIndex(fits);
    if (leader >= 0) deal.leader = leader;
  }
  return deal;
}

/** Reads a record that must replay; fails the test with the record's own error message otherwise. */
export function replayOf(text: string): Replay {
  const result = readRecord(text);
  assert.ok(result.ok, result.ok ? '' : `the record does not replay: ${result.error.message}\n${text}`);
  return result.replay;
}

/** Reads a record that must fail; returns its error. */
export function errorOf(text: string, lang = 'en'): RecordError {
  const result = readRecord(text, lang);
  assert.ok(!result.ok, 'the record should not replay');
  return result.error;
}

/** The open ends of a step as "pip place" names, e.g. ["1N", "3E", "0S", "5W"], in layout order. */
export const namedEnds = (step: ReplayStep): string[] =>
  step.state.layout.ends.map((e) => `${e.pip}${placeOf(step.state.layout, e)}`);

/** The step whose move was written at the given text (first match from `from`). */
export function stepOf(replay: Replay, text: string, from = 0): number {
  const i = replay.steps.findIndex((s, n) => n >= from && s.text === text);
  assert.notEqual(i, -1, `a step was written "${text}"`);
  return i;
}

/** The engine move an end named by its place means in a step's position: for asking lessons. */
export function playAt(step: ReplayStep, tile: string, place: string): Move {
  const end = step.state.layout.ends.find((e) => placeOf(step.state.layout, e) === place);
  assert.ok(end, `an open end at ${place}`);
  return { type: 'play', tile, end: end.id };
}

/** The lesson's verdict on a try at step `step` is illegal with this reason. */
export function refusedWith(replay: Replay, step: number, move: Move, reason: ReasonCode): void {
  const answer = checkAnswer(replay, step, move);
  assert.equal(answer.verdict, 'illegal', JSON.stringify(move));
  assert.equal(answer.verdict === 'illegal' ? answer.reason : null, reason, JSON.stringify(move));
}
