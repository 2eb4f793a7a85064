// The evidence from the other seats' choices (src/ai/infer.ts): which decisions count, and that weighing
// the sampled deals by it brings them closer to the real hands.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyMove, legalMoves, newMatch, rulesFor } from '../../src/engine/index.js';
import { chooseMove } from '../../src/ai/index.js';
import { randomFor } from '../../src/engine/rng.js';
import type { Level } from '../../src/ai/players.js';
import type { MatchState, RuleOptions, Variant } from '../../src/engine/types.js';
import { viewFor } from '../../src/engine/view.js';
import { codeOf } from '../../src/ai/playout.js';
import { knowledgeOf, sampleDeal } from '../../src/ai/sample.js';
import { evidenceOf, likelihood } from '../../src/ai/infer.js';

/** Positions where seat 0 is to choose, the others playing `level`. */
function positions(variant: Variant, options: Partial<RuleOptions>, level: Level, games: number): MatchState[] {
  const out: MatchState[] = [];
  for (let g = 0; g < games; g++) {
    let state = newMatch(rulesFor(variant, options), `infer-${g}`);
    while (state.phase === 'play') {
      const seat = state.current!;
      if (seat === 0 && state.log.length > 4 && legalMoves(state).length > 1) out.push(state);
      state = applyMove(state, chooseMove(state, seat === 0 ? 'normal' : level, `i${state.log.length}`));
    }
  }
  return out;
}

/** The share of the other seats' sampled tiles they really hold, plain and weighed by the evidence. */
function hits(states: MatchState[]): { plain: number; weighed: number } {
  let plain = 0;
  let weighed = 0;
  for (const [i, state] of states.entries()) {
    const view = viewFor(state, 0);
    const k = knowledgeOf(view, 0);
    const evidence = evidenceOf(view, k);
    const random = randomFor(`hits/${i}`);
    let sum = 0;
    let weightedSum = 0;
    let total = 0;
    for (let n = 0; n < 100; n++) {
      const deal = sampleDeal(k, state.rules.players, random);
      let right = 0;
      let all = 0;
      for (let s = 1; s < state.rules.players; s++) {
        const real = new Set(state.hands[s]!.map(codeOf));
        for (const t of deal.hands[s]!) {
          all++;
          if (real.has(t)) right++;
        }
      }
      const w = likelihood(evidence, deal.tiles);
      sum += right / all;
      weightedSum += (w * right) / all;
      total += w;
    }
    plain += sum / 100;
    weighed += weightedSum / total;
  }
  return { plain: plain / states.length, weighed: weighed / states.length };
}

describe('evidence from choices', () => {
  for (const [variant, options] of [
    ['doubles', { players: 2 }],
    ['doubles-in-the-boneyard', {}],
  ] as const) {
    // Against easy only the number of moves a hand allows is evidence (a random choice among n is 1/n likely),
    // so the gain is smaller there; it must not turn into a loss.
    for (const [level, gain] of [
      ['normal', 0.03],
      ['easy', 0.005],
    ] as const) {
      test(`${variant} against ${level}: weighed deals hold the others' real tiles more often`, () => {
        const { plain, weighed } = hits(positions(variant, options, level, 12));
        assert.ok(weighed > plain + gain, `weighed ${weighed.toFixed(3)}, plain ${plain.toFixed(3)}`);
      });
    }
  }

  test('only choices count: no pass, no draw where one draws only when stuck, no fixed lead, no drawn tile played at once', () => {
    for (const [variant, options] of [
      ['doubles', { players: 3 }],
      ['doubles-classic', { players: 2 }],
      ['maltese-cross', {}],
      ['doubles-in-the-boneyard', {}],
    ] as const) {
      for (const state of positions(variant, options, 'easy', 3)) {
        const view = viewFor(state, 0);
        const decisions = evidenceOf(view, knowledgeOf(view, 0)).decisions;
        let expected = 0;
        state.log.forEach((r, at) => {
          if (r.seat === 0 || r.move.type === 'pass') return;
          if (r.move.type === 'draw') {
            if (state.rules.draw === 'any-time') expected++;
            return;
          }
          const opening = at === 0 && state.lead.tile !== undefined;
          const before = state.log[at - 1];
          const drawnFirst = state.rules.playDrawn && before?.seat === r.seat && before.move.type === 'draw';
          if (!opening && !drawnFirst) expected++;
        });
        assert.equal(decisions.length, expected, `${variant} at move ${state.log.length}`);
        assert.ok(decisions.every((d) => d.seat !== 0));
      }
    }
  });
});
