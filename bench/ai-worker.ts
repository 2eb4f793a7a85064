// One worker of `npm run bench:ai`: plays its share of the duplicate deals (every deal once per seat of the
// stronger player) and of the matches, and posts per-deal margins, match results and think times back.
// Bundled with esbuild by bench/ai.bench.ts, so it runs the minified code a page would.
import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { applyMove, legalMoves, newMatch, nextRound, rulesFor } from '../src/engine/index.js';
import type { Level } from '../src/ai/players.js';
import type { MatchState, Move, RuleOptions, Variant } from '../src/engine/types.js';
import { thinking, type HardBudget } from '../src/ai/index.js';
import { randomOf } from '../src/ai/seed.js';
import { viewFor } from '../src/engine/view.js';
import { searchPreviousHard } from './ai-previous-hard.js';
import { searchOracle } from './ai-oracle.js';

/** A player of the bench: the three levels, the hard player as it was, and a reference that sees every hand. */
export type Player = Level | 'prev' | 'oracle';

export interface Job {
  variant: Variant;
  options: Partial<RuleOptions>;
  strong: Player;
  weak: Player;
  deals: number[];
  matches: number[];
  budget?: Partial<HardBudget>;
}

export interface Timing {
  /** Per decision with a choice: the work of the whole decision, ms. */
  think: number[];
  /** Per decision with a choice: its longest slice (`thinking` step), ms. */
  slice: number[];
  /** Per decision with a choice: the process's CPU time, ms (the decision's own with one worker only). */
  cpu: number[];
}

export interface Outcome {
  /** Per deal: the strong seat's margin (its points minus the mean of the others'), averaged over seats. */
  margins: number[];
  /** Per deal: the share of rounds (one per seat) the strong seat won. */
  roundWins: number[];
  /** Per match deal: the share of its matches (one per seat) the strong seat won. */
  matchWins: number[];
  /** Rounds per match, all matches. */
  matchRounds: number[];
  timing: Record<string, Timing>;
}

function steps(state: MatchState, player: Player, seed: string, budget?: Partial<HardBudget>) {
  if (player === 'prev') return searchPreviousHard(state, randomOf(state, 'hard', seed));
  if (player === 'oracle') return searchOracle(state, seed);
  // The players decide from the mover's view (engine/view.ts), as in the table.
  return thinking(viewFor(state, state.current!), player, seed, player === 'hard' ? budget : undefined);
}

function decide(state: MatchState, player: Player, seed: string, job: Job, timing: Timing): Move {
  const choice = legalMoves(state).length > 1;
  const run = steps(state, player, seed, job.budget);
  let work = 0;
  let longest = 0;
  const cpu = process.cpuUsage();
  for (;;) {
    const t0 = performance.now();
    const step = run.next();
    const dt = performance.now() - t0;
    work += dt;
    if (dt > longest) longest = dt;
    if (step.done) {
      if (choice) {
        const used = process.cpuUsage(cpu);
        timing.think.push(work);
        timing.slice.push(longest);
        timing.cpu.push((used.user + used.system) / 1000);
      }
      return step.value;
    }
  }
}

/** Plays the round of `state` to its end, seat `strong` as the strong player; returns the state after it. */
function playRound(state: MatchState, strong: number, tag: string, job: Job, out: Outcome): MatchState {
  let s = state;
  while (s.phase === 'play') {
    const seat = s.current as number;
    const player = seat === strong ? job.strong : job.weak;
    const timing = (out.timing[player] ??= { think: [], slice: [], cpu: [] });
    s = applyMove(s, decide(s, player, `${tag}/${s.round}/${s.log.length}`, job, timing));
  }
  return s;
}

export function run(job: Job): Outcome {
  const rules = rulesFor(job.variant, job.options);
  const out: Outcome = { margins: [], roundWins: [], matchWins: [], matchRounds: [], timing: {} };
  for (const d of job.deals) {
    let margin = 0;
    let wins = 0;
    for (let strong = 0; strong < rules.players; strong++) {
      const end = playRound(newMatch(rules, `deal-${d}`), strong, `d${d}/s${strong}`, job, out);
      // The round's points are what each total gained in it: points during play (All Fives, Fives and Threes) and
      // the round's end (R-GX-11); a round starts from 0 here.
      const points = end.scores;
      const others = points.reduce((a, b) => a + b, 0) - (points[strong] as number);
      margin += (points[strong] as number) - others / (rules.players - 1);
      if (end.lastRound?.winner === strong) wins++;
    }
    out.margins.push(margin / rules.players);
    out.roundWins.push(wins / rules.players);
  }
  for (const m of job.matches) {
    let wins = 0;
    for (let strong = 0; strong < rules.players; strong++) {
      let state = newMatch(rules, `match-${m}`);
      for (;;) {
        state = playRound(state, strong, `m${m}/s${strong}`, job, out);
        if (state.phase === 'match-over') break;
        state = nextRound(state);
      }
      if (state.winner === strong) wins++;
      out.matchRounds.push(state.round);
    }
    out.matchWins.push(wins / rules.players);
  }
  return out;
}

if (parentPort && workerData) parentPort.postMessage(run(workerData as Job));
