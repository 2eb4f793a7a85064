// The compact playout round agrees with the engine move by move: same legal moves in the same order,
// same seat to act, same hands and boneyard, same round end and points, for every variant and option.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyMove, legalMoves, newMatch, nextRound, rulesFor } from '../../src/engine/index.js';
import { randomFor } from '../../src/engine/rng.js';
import type { MatchState, ResolvedRules } from '../../src/engine/types.js';
import { CONFIGS, SCORING_CONFIGS } from './positions.js';
import { codeOf, roundOf, type Round } from '../../src/ai/playout.js';
import { VARIANTS } from '../../src/games/index.js';
import { optionCombos } from '../engine/checked-match.js';

const codes = (tiles: readonly string[]): number[] => tiles.map(codeOf);

function compact(state: MatchState): Round {
  return roundOf(state, state.hands.map(codes), codes(state.boneyard));
}

function handsOf(round: Round): number[][] {
  const out: number[][] = [];
  for (let s = 0; s < round.players; s++)
    out.push(Array.from(round.hands.subarray(s * 56, s * 56 + (round.handSize[s] as number))));
  return out;
}

/** Plays 40 seeded games of up to 3 rounds through the engine and the compact round side by side. */
function agree(rules: ResolvedRules, label: string): void {
  const buffer = new Int16Array(512);
  let moves = 0;
  const scoring = rules.playPoints !== undefined && rules.playPoints !== 'none';
  for (let game = 0; game < 40; game++) {
    const random = randomFor(`agree/${label}/${game}`);
    let state = newMatch(rules, `agree-${game}`);
    for (let round = 0; round < 3; round++) {
      if (state.phase === 'round-over') state = nextRound(state);
      if (state.phase !== 'play') break;
      const before = state.scores;
      let fast = compact(state);
      while (state.phase === 'play') {
        // Now and then start again from the engine's state mid-round: conversion is tested too.
        if (random() < 0.1) fast = compact(state);
        const expected = legalMoves(state);
        const n = fast.legal(buffer);
        const got = Array.from(buffer.subarray(0, n), (m) => fast.toMove(m));
        assert.deepEqual(got, expected);
        const pick = Math.floor(random() * n);
        const points: number =
          fast.current === state.current ? fast.pointsOfPlay(buffer[pick]! >> 6, buffer[pick]! & 63) : 0;
        const mover: number = state.current;
        state = applyMove(state, expected[pick]!);
        fast.apply(buffer[pick]!);
        moves++;
        assert.equal(fast.over, state.phase !== 'play');
        if (scoring) {
          const record = state.log.at(-1)!;
          assert.equal(fast.count, state.count, 'R-A5-5: the same count');
          if (expected[pick]!.type === 'play') assert.equal(points, record.points, `points of ${mover}'s play`);
        }
        if (!fast.over) {
          assert.equal(fast.current, state.current);
          assert.deepEqual(handsOf(fast), state.hands.map(codes));
          assert.equal(fast.drawable(), state.drawable);
          assert.deepEqual(Array.from(fast.totals), state.scores);
        }
      }
      const result = state.lastRound!;
      assert.deepEqual(Array.from(fast.points), result.points);
      assert.equal(fast.winner, result.winner ?? -1);
      assert.equal(fast.target, result.reason === 'target');
      // R-GX-11: the totals are those before the round, its points during play and its end's points.
      assert.deepEqual(Array.from(fast.totals), state.scores);
      const during = before.map((_, seat) =>
        state.log.reduce((sum, m) => sum + (m.seat === seat ? (m.points ?? 0) : 0), 0),
      );
      assert.deepEqual(
        Array.from(fast.totals),
        before.map((b, s) => b + during[s]! + fast.points[s]!),
      );
    }
  }
  assert.ok(moves > 500, `only ${moves} moves compared`);
}

const covered = new Set(CONFIGS.map(([variant]) => variant));
const PARITY = [
  ...CONFIGS,
  ...VARIANTS.filter((v) => !covered.has(v)).flatMap((v) => optionCombos(v).map((o) => [v, o] as const)),
];

test('the parity runs cover every registered game', () => {
  assert.deepEqual([...new Set(PARITY.map(([variant]) => variant))].sort(), [...VARIANTS].sort());
});

for (const [variant, options] of PARITY) {
  test(`playout agrees with the engine: ${variant} ${JSON.stringify(options)}`, () => {
    agree(rulesFor(variant, options), `${variant}/${JSON.stringify(options)}`);
  });
}

for (const [label, rules] of SCORING_CONFIGS) {
  test(`playout agrees with the engine, count and points too: ${label}`, () => agree(rules, label));
}
