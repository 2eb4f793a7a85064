// `npm run bench:ai -- --coach [--rounds 30]`: how long the coach (src/coach) takes to review a whole round,
// Maltese Cross (4 players) and 2-player Doubles, one reviewed seat and every seat. Each round is played by
// `normal` from a seeded match; the review runs in this thread, on the bundled, minified code.
import { performance } from 'node:perf_hooks';
import { applyMove, newMatch, rulesFor } from '../src/engine/index.js';
import { chooseMove } from '../src/ai/index.js';
import type { MatchState, Move, RuleOptions, Variant } from '../src/engine/types.js';
import { reviewRound } from '../src/coach/index.js';
import { placeOf } from '../src/record/names.js';

export function timeCoach(rounds: number): string[] {
  const cases: [string, Variant, Partial<RuleOptions>, number[]][] = [
    ['Maltese Cross 4p, one seat', 'maltese-cross', {}, [0]],
    ['Maltese Cross 4p, every seat', 'maltese-cross', {}, [0, 1, 2, 3]],
    ['Doubles 2p, one seat', 'doubles', { players: 2 }, [0]],
    ['Doubles 2p, both seats', 'doubles', { players: 2 }, [0, 1]],
  ];
  const lines: string[] = [];
  for (const [title, variant, options, humans] of cases) {
    const times: number[] = [];
    let items = 0;
    for (let r = 0; r < rounds; r++) {
      const start = newMatch(rulesFor(variant, options), `coach-bench-${r}`);
      let state: MatchState = start;
      const moves: Move[] = [];
      while (state.phase === 'play') {
        const move = chooseMove(state, 'normal', `c${state.log.length}`);
        moves.push(move);
        state = applyMove(state, move);
      }
      const t0 = performance.now();
      items += reviewRound(start, moves, humans, 'en', placeOf).length;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const q = (p: number): string =>
      (times[Math.min(times.length - 1, Math.floor(p * times.length))] as number).toFixed(0);
    lines.push(
      `${title.padEnd(30)} ${rounds} rounds, ${(items / rounds).toFixed(1)} decisions reviewed per round: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, max ${q(1)} ms`,
    );
  }
  return lines;
}
