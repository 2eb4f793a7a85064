// Strength and think time of the computer players (`npm run bench:ai`). The engine and the players are
// bundled and minified with esbuild first, so the figures are those of shipped code. Rounds run in
// worker threads (one per core). Each round is the first round of a fresh seeded match; the stronger
// player's seat rotates round by round. A round is won by the seat the engine names its winner (domino,
// or the lowest hand of a block); blocked rounds without a winner (ties, Maltese Cross blocks) are a win
// for nobody and are counted apart.
//
// Usage: npm run bench:ai [-- --rounds 1000] [--workers 2] [--only doubles-hard,maltese-hard] [--size]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync, constants } from 'node:zlib';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { bundle } from './lib/bundle.mjs';
import { quantile } from './lib/stats.mjs';

interface Pairing {
  name: string;
  variant: string;
  options: Record<string, unknown>;
  strong: string;
  weak: string;
  goal: number;
  extra?: boolean;
}

const PAIRINGS: Pairing[] = [
  { name: 'doubles-hard', variant: 'doubles', options: { players: 2 }, strong: 'hard', weak: 'normal', goal: 0.6 },
  { name: 'doubles-normal', variant: 'doubles', options: { players: 2 }, strong: 'normal', weak: 'easy', goal: 0.7 },
  { name: 'maltese-hard', variant: 'maltese-cross', options: {}, strong: 'hard', weak: 'normal', goal: 0.35 },
  // For reference only (`--only NAME`): how far above the easy player the search itself gets.
  {
    name: 'doubles-hard-easy',
    variant: 'doubles',
    options: { players: 2 },
    strong: 'hard',
    weak: 'easy',
    goal: 0,
    extra: true,
  },
  {
    name: 'maltese-normal',
    variant: 'maltese-cross',
    options: {},
    strong: 'normal',
    weak: 'easy',
    goal: 0,
    extra: true,
  },
  // Perfect-information references (they see every hand): how far the goals are from what is reachable.
  {
    name: 'doubles-oracle',
    variant: 'doubles',
    options: { players: 2 },
    strong: 'oracle',
    weak: 'normal',
    goal: 0,
    extra: true,
  },
  {
    name: 'doubles-oracle-easy',
    variant: 'doubles',
    options: { players: 2 },
    strong: 'oracle',
    weak: 'easy',
    goal: 0,
    extra: true,
  },
  {
    name: 'maltese-oracle',
    variant: 'maltese-cross',
    options: {},
    strong: 'oracle',
    weak: 'normal',
    goal: 0,
    extra: true,
  },
];

interface Result {
  rounds: number;
  wins: number;
  losses: number;
  nobody: number;
  scoreDiff: number;
  times: Record<string, number[]>;
  cpu: Record<string, number[]>;
}

const args = process.argv.slice(2);
const arg = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? (args[i + 1] as string) : fallback;
};
const ROUNDS = Number(arg('rounds', '1000'));
const WORKERS = Number(arg('workers', String(Math.min(2, availableParallelism()))));
const ONLY = arg('only', '');

// The worker: plays its share of the rounds with the bundled engine and players.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
(async () => {
  const { rulesFor, newMatch, applyMove, chooseMove, legalMoves, Round, roundOf, codeOf, rollout, randomFor } = await import(workerData.bundle);
  // A reference, never a player: it reads every hand and the boneyard's order, and plays each legal move
  // out 100 times per move on the true deal with the hard player's playouts (an upper bound on what
  // sampling the hidden tiles could reach with this playout policy).
  const buffer = new Int16Array(512);
  function oracle(state, seed) {
    const moves = legalMoves(state);
    if (moves.length === 1) return moves[0];
    const random = randomFor(seed);
    const base = roundOf(state, state.hands.map((h) => h.map(codeOf)), state.boneyard.map(codeOf));
    const codes = moves.map((m) => base.codeOfMove(m));
    const scratch = new Round(state.rules);
    const me = state.current;
    let best = 0, bestValue = -Infinity;
    codes.forEach((code, c) => {
      let total = 0;
      for (let i = 0; i < 100; i++) {
        scratch.copyFrom(base);
        scratch.apply(code);
        rollout(scratch, random, buffer);
        let other = -Infinity;
        for (let s = 0; s < scratch.players; s++) if (s !== me) other = Math.max(other, scratch.points[s]);
        total += (scratch.winner === me ? 100 : 0) + scratch.points[me] - other;
      }
      if (total > bestValue) { bestValue = total; best = c; }
    });
    return moves[best];
  }
  const { pairing, from, to } = workerData;
  const rules = rulesFor(pairing.variant, pairing.options);
  const out = { rounds: 0, wins: 0, losses: 0, nobody: 0, scoreDiff: 0, times: { [pairing.strong]: [], [pairing.weak]: [] }, cpu: { [pairing.strong]: [], [pairing.weak]: [] } };
  for (let i = from; i < to; i++) {
    let state = newMatch(rules, 'bench-ai-' + i);
    const strongSeat = i % rules.players;
    while (state.phase === 'play') {
      const seat = state.current;
      const level = seat === strongSeat ? pairing.strong : pairing.weak;
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const seed = 'bench/' + i + '/' + state.log.length;
      const move = level === 'oracle' ? oracle(state, seed) : chooseMove(state, level, seed);
      out.times[level].push(performance.now() - t0);
      const c1 = process.cpuUsage(c0);
      out.cpu[level].push((c1.user + c1.system) / 1000);
      state = applyMove(state, move);
    }
    const result = state.lastRound;
    out.rounds++;
    if (result.winner === null) out.nobody++;
    else if (result.winner === strongSeat) out.wins++;
    else out.losses++;
    let best = -Infinity;
    result.points.forEach((p, s) => { if (s !== strongSeat && p > best) best = p; });
    out.scoreDiff += result.points[strongSeat] - best;
  }
  parentPort.postMessage(out);
})();
`;

function runShare(bundle: string, pairing: Pairing, from: number, to: number): Promise<Result> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { bundle, pairing, from, to } });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** 95 % Wilson score interval of k successes in n trials. */
function wilson(k: number, n: number): [number, number] {
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [centre - half, centre + half];
}

const pct = (x: number): string => `${(100 * x).toFixed(1)} %`;

/**
 * Minified and min+gzip bytes of src/ai alone (engine modules left external) and what src/ai adds to
 * the engine bundle (src/headless.ts, the engine with chooseMove, minus src/engine/index.ts).
 */
async function sizes(): Promise<string[]> {
  const measure = async (entry: string, externalEngine: boolean): Promise<[number, number]> => {
    const code = Buffer.from(
      await bundle(entry, {
        plugins: externalEngine
          ? [
              {
                name: 'engine-external',
                setup: (b) => b.onResolve({ filter: /\/engine\// }, (a) => ({ path: a.path, external: true })),
              },
            ]
          : [],
      }),
    );
    return [code.length, gzipSync(code, { level: constants.Z_BEST_COMPRESSION }).length];
  };
  const [aiMin, aiGz] = await measure('src/ai/index.ts', true);
  const [withMin, withGz] = await measure('src/headless.ts', false);
  const [withoutMin, withoutGz] = await measure('src/engine/index.ts', false);
  return [
    `src/ai alone (engine external):          min ${aiMin} B, min+gzip ${aiGz} B`,
    `engine + ai: ${withMin} B / ${withGz} B; engine without ai: ${withoutMin} B / ${withoutGz} B; ai adds ${withMin - withoutMin} B min, ${withGz - withoutGz} B min+gzip`,
  ];
}

const dir = mkdtempSync(join(tmpdir(), 'ai-bench-'));
try {
  if (args.includes('--size')) {
    for (const line of await sizes()) console.log(line);
    process.exit(0);
  }
  const file = join(dir, 'engine.mjs');
  // The engine entry (with chooseMove), plus the playout internals for the perfect-information reference.
  const at = (path: string): string => JSON.stringify(join(process.cwd(), path));
  writeFileSync(
    file,
    await bundle({
      source:
        `export * from ${at('src/headless.ts')};\n` +
        `export { Round, roundOf, codeOf } from ${at('src/ai/playout.ts')};\n` +
        `export { rollout } from ${at('src/ai/hard.ts')};\n` +
        `export { randomFor } from ${at('src/engine/rng.ts')};\n`,
    }),
  );
  const bundled = pathToFileURL(file).href;
  const times: Record<string, number[]> = { easy: [], normal: [], hard: [], oracle: [] };
  const cpu: Record<string, number[]> = { easy: [], normal: [], hard: [], oracle: [] };
  const rows: string[] = [];
  for (const pairing of PAIRINGS) {
    if (ONLY ? !ONLY.split(',').includes(pairing.name) : pairing.extra) continue;
    const started = performance.now();
    const shares: Promise<Result>[] = [];
    for (let w = 0; w < WORKERS; w++) {
      shares.push(
        runShare(bundled, pairing, Math.floor((w * ROUNDS) / WORKERS), Math.floor(((w + 1) * ROUNDS) / WORKERS)),
      );
    }
    const parts = await Promise.all(shares);
    const total: Result = { rounds: 0, wins: 0, losses: 0, nobody: 0, scoreDiff: 0, times: {}, cpu: {} };
    for (const part of parts) {
      total.rounds += part.rounds;
      total.wins += part.wins;
      total.losses += part.losses;
      total.nobody += part.nobody;
      total.scoreDiff += part.scoreDiff;
      for (const [level, list] of Object.entries(part.times)) (times[level] as number[]).push(...list);
      for (const [level, list] of Object.entries(part.cpu)) (cpu[level] as number[]).push(...list);
    }
    const [lo, hi] = wilson(total.wins, total.rounds);
    const decided = total.wins + total.losses;
    const seconds = (performance.now() - started) / 1000;
    rows.push(
      `${pairing.name.padEnd(15)} ${`${pairing.strong} vs ${pairing.weak}`.padEnd(16)} ${String(total.rounds).padStart(6)} ` +
        `${pct(total.wins / total.rounds).padStart(8)}  [${pct(lo)}, ${pct(hi)}]`.padEnd(30) +
        ` ${String(total.nobody).padStart(7)} ${pct(total.wins / Math.max(1, decided)).padStart(9)} ` +
        `${(total.scoreDiff / total.rounds).toFixed(1).padStart(8)} ${pairing.extra ? '     —  reference' : `${pct(pairing.goal).padStart(6)} ${lo >= pairing.goal ? 'met' : total.wins / total.rounds >= pairing.goal ? 'met (point)' : 'MISSED'}`}  ${seconds.toFixed(0)} s`,
    );
    console.log(rows[rows.length - 1]);
  }
  console.log(`\ncomputer players, ${ROUNDS} rounds per pairing, ${WORKERS} worker(s)`);
  console.log(
    'pairing         players            rounds  strong wins [95 % Wilson]    no-winner  of decided  Δscore   goal',
  );
  for (const row of rows) console.log(row);
  const spread = (name: string, list: number[]): string => {
    list.sort((a, b) => a - b);
    return `${name} p50 ${quantile(list, 0.5).toFixed(3)}  p95 ${quantile(list, 0.95).toFixed(3)}  max ${quantile(list, 1).toFixed(3)}`;
  };
  console.log(
    `\nthink time per move (ms), all decisions of the runs above; load average at the end ${loadavg()[0]!.toFixed(1)}`,
  );
  console.log('(wall: performance.now; cpu: process CPU time, which counts every thread: exact with --workers 1 only)');
  for (const [level, list] of Object.entries(times)) {
    if (list.length === 0) continue;
    console.log(
      `${level.padEnd(7)} n=${String(list.length).padStart(6)}  ${spread('wall', list)}   ${spread('cpu', cpu[level] as number[])}`,
    );
  }
  console.log("Δscore: the strong seat's round points minus the best other seat's, per round.");
} finally {
  rmSync(dir, { recursive: true, force: true });
}
