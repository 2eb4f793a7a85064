/**
 * Engine speed (`npm run bench`): random full rounds per second through the public API, measured on the
 * engine as it ships (bundled and minified by esbuild), not on tsx's transpiled modules.
 *
 *   npm run bench                     every section (today: engine), ~2 s per variant
 *   npm run bench -- --seconds 5      longer runs
 *   npm run bench -- --section engine one section
 *
 * Another section (ai, render…) is a function added to SECTIONS that prints its tables with `report`.
 */

import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type * as Engine from '../src/headless.js';
import { mulberry32 } from '../src/engine/rng.js';
import { bundle, importBundle } from './lib/bundle.mjs';
import { report, type Row } from './lib/report.mjs';
import { VARIANTS } from '../src/games/index.js';

export { report, type Row };

/** Bundles and minifies an entry point as it ships (esbuild) and imports it. */
export async function importBundled<T>(entry: string): Promise<{ module: T; bytes: number }> {
  const code = await bundle(entry, { platform: 'neutral' });
  return { module: await importBundle<T>(code), bytes: Buffer.byteLength(code) };
}

/** The bench's move chooser: the engine's seeded generator with the bench's own seeds, so runs repeat. */
const prng = (seed: number): (() => number) => mulberry32(seed);

/** Plays fresh first rounds with random legal moves for about `ms` milliseconds. */
function playRounds(engine: typeof Engine, rules: Engine.ResolvedRules, ms: number, seed: number) {
  const random = prng(seed);
  let rounds = 0;
  let moves = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    // Check the clock every 50 rounds: reading it costs more than a move.
    for (let k = 0; k < 50; k++) {
      let state = engine.newMatch(rules, `bench-${seed}-${rounds}`);
      while (state.phase === 'play') {
        const legal = engine.legalMoves(state);
        state = engine.applyMove(state, legal[Math.floor(random() * legal.length)]!);
        moves++;
      }
      rounds++;
    }
    elapsed = performance.now() - started;
  }
  const used = process.cpuUsage(cpu);
  return { rounds, moves, ms: elapsed, cpuMs: (used.user + used.system) / 1000 };
}

/** docs/architecture.md, Targets: ≥ 10 000 rounds/s on the slowest variant; the Boneyard game should beat 19 500. */
const GOAL_SLOWEST = 10_000;
const REFERENCE_BLOCK_ENGINE = 19_500;

async function engineSection(seconds: number): Promise<void> {
  const { module: engine, bytes } = await importBundled<typeof Engine>(
    new URL('../src/headless.ts', import.meta.url).pathname,
  );
  console.log(`engine bundle: ${bytes.toLocaleString('en-US')} bytes minified`);
  const rulesOf = (v: Engine.Variant) => engine.rulesFor(v);
  // Warm up every variant first so the JIT has seen all code paths before any timing.
  for (const v of VARIANTS) playRounds(engine, rulesOf(v), 300, 1);
  const rows: Row[] = [];
  const wall = new Map<Engine.Variant, number>();
  const cpu = new Map<Engine.Variant, number>();
  for (const v of VARIANTS) {
    const { rounds, moves, ms, cpuMs } = playRounds(engine, rulesOf(v), seconds * 1000, 42);
    wall.set(v, (rounds * 1000) / ms);
    cpu.set(v, (rounds * 1000) / cpuMs);
    rows.push({
      variant: v,
      'rounds/s': Math.round(wall.get(v)!),
      'moves/s': Math.round((moves * 1000) / ms),
      'µs/move': (ms * 1000) / moves,
      'moves/round': moves / rounds,
      // On a shared machine the wall clock also counts other processes' time slices: this does not.
      'rounds/cpu-s': Math.round(cpu.get(v)!),
    });
  }
  report(`engine: random full rounds through the public API (default rules, ~${seconds} s each)`, rows);
  const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
  const verdict = (value: number, goal: number) => (value >= goal ? 'met' : 'NOT met');
  const slowWall = Math.min(...wall.values());
  const slowCpu = Math.min(...cpu.values());
  console.log(
    `\nslowest variant (goal ≥ ${fmt(GOAL_SLOWEST)} rounds/s): wall clock ${fmt(slowWall)} (${verdict(slowWall, GOAL_SLOWEST)}), ` +
      `per CPU second ${fmt(slowCpu)} (${verdict(slowCpu, GOAL_SLOWEST)})`,
  );
  const by = 'doubles-in-the-boneyard';
  console.log(
    `${by} (goal > ${fmt(REFERENCE_BLOCK_ENGINE)} rounds/s, the reference block engine): wall clock ${fmt(wall.get(by)!)} ` +
      `(${verdict(wall.get(by)!, REFERENCE_BLOCK_ENGINE)}), per CPU second ${fmt(cpu.get(by)!)} (${verdict(cpu.get(by)!, REFERENCE_BLOCK_ENGINE)})`,
  );
  // The reference engine plays Block itself: the target is to match it there (docs/architecture.md).
  const bk = 'block';
  console.log(
    `${bk} (goal ≥ ${fmt(REFERENCE_BLOCK_ENGINE)} rounds/s, the reference block engine): wall clock ${fmt(wall.get(bk)!)} ` +
      `(${verdict(wall.get(bk)!, REFERENCE_BLOCK_ENGINE)}), per CPU second ${fmt(cpu.get(bk)!)} (${verdict(cpu.get(bk)!, REFERENCE_BLOCK_ENGINE)})`,
  );
  const load = loadavg()[0]!;
  if (load > cpus().length) {
    console.log(
      `note: load average ${load.toFixed(1)} on ${cpus().length} cores: wall-clock figures understate the engine`,
    );
  }
}

const SECTIONS: Record<string, (seconds: number) => Promise<void>> = {
  engine: engineSection,
};

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '2' }, section: { type: 'string' } },
});
const seconds = Number(values.seconds);
const chosen = values.section ? [values.section] : Object.keys(SECTIONS);
console.log(
  `node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores), load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
for (const name of chosen) {
  const section = SECTIONS[name];
  if (!section) {
    console.error(`unknown section ${name}: ${Object.keys(SECTIONS).join(', ')}`);
    process.exit(2);
  }
  await section(seconds);
}
