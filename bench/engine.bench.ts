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

import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type * as Engine from '../src/engine/index.js';
import { mulberry32 } from '../src/engine/rng.js';

/** One row of a printed table: column name → value (numbers are printed with thousands separators). */
export type Row = Record<string, string | number>;

/** Prints rows as an aligned table under a title. */
export function report(title: string, rows: readonly Row[]): void {
  const columns = Object.keys(rows[0] ?? {});
  const cell = (v: string | number): string =>
    typeof v === 'number' ? v.toLocaleString('en-US', { maximumFractionDigits: v < 10 ? 2 : 0 }) : v;
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c] ?? '').length)));
  const line = (values: string[]) =>
    values.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  console.log(`\n${title}`);
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(columns.map((c) => cell(r[c] ?? ''))));
}

/** Bundles and minifies an entry point with esbuild into a temp file and imports it. */
export async function importBundled<T>(entry: string): Promise<{ module: T; bytes: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'domino-bench-'));
  try {
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'esm',
      platform: 'neutral',
      minify: true,
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.contents;
    const file = join(dir, 'bundle.mjs');
    writeFileSync(file, code);
    return { module: (await import(pathToFileURL(file).href)) as T, bytes: code.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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

const VARIANTS: Engine.Variant[] = ['maltese-cross', 'doubles', 'doubles-classic', 'doubles-in-the-boneyard'];

/** DESIGN.md: ≥ 10 000 rounds/s on the slowest variant; the Boneyard game should beat 19 500. */
const GOAL_SLOWEST = 10_000;
const REFERENCE_BLOCK_ENGINE = 19_500;

async function engineSection(seconds: number): Promise<void> {
  const { module: engine, bytes } = await importBundled<typeof Engine>(
    new URL('../src/engine/index.ts', import.meta.url).pathname,
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
