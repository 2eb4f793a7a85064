/**
 * Board layout speed: the time `placeLayout` takes per layout along seeded random full rounds of the
 * densest games (every double a spinner), as the board calls it.
 *
 *   npx tsx bench/geometry.bench.ts                   200 rounds of each game (~1 min)
 *   npx tsx bench/geometry.bench.ts --rounds 1000     a deeper run
 *   npx tsx bench/geometry.bench.ts --aspect 0.7      another container shape
 *
 * "move": the board's case, one call after each play with the layouts of the round before it already
 * placed (the geometry's own cache warm). "cold": the last layout of each round with an empty cache (a
 * restored game's first paint, or a resize to a new aspect). Times are wall clock per call; "cpu max"
 * is the largest per-call CPU time, which a busy machine does not inflate. Goal: max < 16 ms, p95 < 2 ms.
 */

import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import * as geometry from '../src/geometry/index.js';
import type { Layout } from '../src/engine/types.js';
import { playRound, type GameKind } from '../test/geometry/games.js';
import { quantile } from './lib/stats.mjs';

const KINDS: GameKind[] = [2, 3, 4].flatMap((players): GameKind[] => [
  { name: `doubles-${players}p`, variant: 'doubles', options: { players } },
  {
    name: `kelley-9-all-${players}p`,
    variant: 'doubles-classic',
    options: { set: 'double-nine', players, spinners: 'all' },
  },
]);

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '200' }, aspect: { type: 'string' } },
});
const ROUNDS = Number(values.rounds);
const ASPECT = values.aspect === undefined ? undefined : Number(values.aspect);

// Empties the geometry's cache of earlier placements (where the geometry has one).
const reset = (): void => (geometry as { resetPlacementCache?: () => void }).resetPlacementCache?.();

interface Sample {
  ms: number;
  cpu: number;
  kind: string;
  round: number;
  tiles: number;
}
// Work counts per game (where the geometry reports them): the moves that restarted or fell back.
type Work = NonNullable<geometry.PlaceOptions['work']>;
const newWork = (): Work => ({ moves: 0, steps: 0, maxMoveSteps: 0, restarts: 0, lifts: 0, fallbacks: 0 });
function time(layout: Layout, kind: string, round: number, work?: Work): Sample {
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  geometry.placeLayout(layout, { maxAspect: ASPECT, work });
  const ms = performance.now() - t0;
  const used = process.cpuUsage(cpu);
  return { ms, cpu: (used.user + used.system) / 1000, kind, round, tiles: layout.tiles.length };
}

const ms = (v: number): string => v.toFixed(v < 10 ? 2 : 1);
function row(name: string, samples: readonly Sample[]): string[] {
  const wall = samples.map((s) => s.ms).sort((a, b) => a - b);
  const cpu = Math.max(...samples.map((s) => s.cpu));
  const mean = wall.reduce((a, b) => a + b, 0) / wall.length;
  return [
    name,
    String(samples.length),
    ms(mean),
    ms(quantile(wall, 0.5)),
    ms(quantile(wall, 0.95)),
    ms(quantile(wall, 0.99)),
    ms(wall[wall.length - 1]!),
    ms(cpu),
  ];
}
function table(title: string, rows: string[][]): void {
  const head = ['game', 'layouts', 'mean', 'p50', 'p95', 'p99', 'max', 'cpu max'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]): string => r.map((v, i) => (i ? v.padStart(widths[i]!) : v.padEnd(widths[i]!))).join('  ');
  console.log(`\n${title}`);
  console.log(line(head));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(r));
}

console.log(
  `node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores), load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}; ${ROUNDS} rounds per game, aspect ${ASPECT ?? 'default'}`,
);

// The rounds first (the engine's time is not measured), then a warm-up so the JIT has seen the code.
const rounds = KINDS.map((kind) =>
  Array.from({ length: ROUNDS }, (_, r) => playRound(kind, `bench-${kind.name}-${r}`)),
);
for (const layouts of rounds.map((rs) => rs[0]!)) {
  reset();
  for (const layout of layouts) geometry.placeLayout(layout, { maxAspect: ASPECT });
}

const moves: Sample[][] = [];
const colds: Sample[][] = [];
const works: Work[] = [];
KINDS.forEach((kind, k) => {
  const move: Sample[] = [];
  const cold: Sample[] = [];
  const work = newWork();
  works.push(work);
  rounds[k]!.forEach((layouts, r) => {
    reset();
    for (const layout of layouts) move.push(time(layout, kind.name, r, work));
    reset();
    cold.push(time(layouts[layouts.length - 1]!, kind.name, r));
  });
  moves.push(move);
  colds.push(cold);
});

const show = (title: string, all: Sample[][]): void => {
  table(title, [...KINDS.map((kind, k) => row(kind.name, all[k]!)), row('all', all.flat())]);
  const worst = all
    .flat()
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 5);
  console.log(
    `slowest: ${worst.map((s) => `${ms(s.ms)} ms (cpu ${ms(s.cpu)}) ${s.kind} round ${s.round} at ${s.tiles} tiles`).join('; ')}`,
  );
};
show('move: one call after each play, ms per layout', moves);
console.log(
  '\nwork of the moves above (spots tried; restarts after a failed repair; fallbacks when a move ran out of budget)',
);
for (const [k, w] of works.entries())
  console.log(
    `${KINDS[k]!.name.padEnd(16)} moves ${w.moves}  spots ${w.steps}  max spots/move ${w.maxMoveSteps}  restarts ${w.restarts}  fallbacks ${w.fallbacks}`,
  );
show('cold: the last layout of each round, empty cache, ms', colds);
const load = loadavg()[0]!;
if (load > cpus().length)
  console.log(`note: load average ${load.toFixed(1)} on ${cpus().length} cores: wall-clock figures are inflated`);
