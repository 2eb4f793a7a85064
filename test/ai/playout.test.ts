// The compact playout round agrees with the engine move by move: same legal moves in the same order,
// same seat to act, same hands and boneyard, same round end and points, for every registered game: the configurations
// the players' tests use, and every option combination of each game they leave out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { applyMove, legalMoves, newMatch, nextRound, rulesFor } from '../../src/engine/index.js';
import { randomFor } from '../../src/engine/rng.js';
import type { MatchState } from '../../src/engine/types.js';
import { CONFIGS } from './positions.js';
import { VARIANTS } from '../../src/games/index.js';
import { optionCombos } from '../engine/checked-match.js';
import { codeOf, roundOf, type Round } from '../../src/ai/playout.js';

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
    const rules = rulesFor(variant, options);
    const buffer = new Int16Array(512);
    let moves = 0;
    for (let game = 0; game < 40; game++) {
      const random = randomFor(`agree/${variant}/${JSON.stringify(options)}/${game}`);
      let state = newMatch(rules, `agree-${game}`);
      for (let round = 0; round < 3; round++) {
        if (state.phase === 'round-over') state = nextRound(state);
        if (state.phase !== 'play') break;
        let fast = compact(state);
        while (state.phase === 'play') {
          // Now and then start again from the engine's state mid-round: conversion is tested too.
          if (random() < 0.1) fast = compact(state);
          const expected = legalMoves(state);
          const n = fast.legal(buffer);
          const got = Array.from(buffer.subarray(0, n), (m) => fast.toMove(m));
          assert.deepEqual(got, expected);
          const pick = Math.floor(random() * n);
          state = applyMove(state, expected[pick]!);
          fast.apply(buffer[pick]!);
          moves++;
          assert.equal(fast.over, state.phase !== 'play');
          if (!fast.over) {
            assert.equal(fast.current, state.current);
            assert.deepEqual(handsOf(fast), state.hands.map(codes));
            assert.equal(fast.drawable(), state.drawable);
          }
        }
        const result = state.lastRound!;
        assert.deepEqual(Array.from(fast.points), result.points);
        assert.equal(fast.winner, result.winner ?? -1);
      }
    }
    assert.ok(moves > 500, `only ${moves} moves compared`);
  });
}
