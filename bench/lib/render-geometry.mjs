// `npm run bench:render`, geometry section: `placeLayout` per layout along seeded rounds, in Node.

import { existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundle, importBundle } from './bundle.mjs';
import { load } from './machine.mjs';
import { report } from './report.mjs';
import { mean, quantile } from './stats.mjs';

/** Times `placeLayout` on every layout of `geometryRounds` seeded rounds of `kind`, read from `from`. */
export async function geometrySection({ geometryRounds, kind, aspect, from }) {
  // src/geometry/ since issue 24; src/element/geometry/ in older checkouts (e.g. 048017b, to compare against).
  const geometry = ['src/geometry/index.ts', 'src/element/geometry/index.ts'].find((p) => existsSync(join(from, p)));
  const code = await bundle(
    {
      source:
        `export { placeLayout } from ${JSON.stringify(join(from, geometry))};\n` +
        `export { KINDS, playRound } from ${JSON.stringify(join(from, 'test/geometry/games.ts'))};\n`,
    },
    { platform: 'neutral' },
  );
  const { placeLayout, KINDS, playRound } = await importBundle(code);
  const k = KINDS.find((x) => x.name === kind);
  if (!k) throw new Error(`unknown kind ${kind}: ${KINDS.map((x) => x.name).join(', ')}`);
  // Warm-up: a few rounds of another seed range.
  for (let i = 0; i < 5; i++) for (const l of playRound(k, `warm-${i}`)) placeLayout(l, { maxAspect: aspect });

  const times = [];
  const perRound = [];
  const cpu = process.cpuUsage();
  const started = performance.now();
  let layoutMs = 0;
  for (let i = 0; i < geometryRounds; i++) {
    const seed = `bench-${i}`;
    const layouts = playRound(k, seed);
    let worst = { ms: -1 };
    layouts.forEach((layout, move) => {
      const t0 = performance.now();
      placeLayout(layout, { maxAspect: aspect });
      const ms = performance.now() - t0;
      layoutMs += ms;
      times.push(ms);
      if (ms > worst.ms) worst = { ms, move, tiles: layout.tiles.length, layout };
    });
    perRound.push({ seed, ...worst, final: layouts.at(-1)?.tiles.length ?? 0 });
  }
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  const over = (ms) => times.filter((t) => t > ms).length;
  const roundsOver = (ms) => perRound.filter((r) => r.ms > ms).length;
  report(
    `geometry: placeLayout per layout along ${geometryRounds} seeded rounds of ${kind} (every play's layout, maxAspect ${aspect}), ms`,
    [
      {
        layouts: times.length,
        'tiles at end (mean/max)': `${mean(perRound.map((r) => r.final)).toFixed(1)} / ${Math.max(...perRound.map((r) => r.final))}`,
        mean: mean(times),
        p50: quantile(times, 0.5),
        p95: quantile(times, 0.95),
        p99: quantile(times, 0.99),
        max: times[times.length - 1],
        '>16 ms': over(16),
        '>50 ms': over(50),
        '>200 ms': over(200),
        'rounds with one >50 ms': roundsOver(50),
        'rounds with one >200 ms': roundsOver(200),
      },
    ],
  );
  const worst = [...perRound].sort((a, b) => b.ms - a.ms).slice(0, 8);
  report(
    `slowest rounds (reproduce: playRound(KINDS.find(k => k.name === '${kind}'), seed)[move] from test/geometry/games.ts)`,
    worst.map((r) => ({ seed: r.seed, move: r.move, tiles: r.tiles, ms: r.ms })),
  );
  const file = join(tmpdir(), 'domino-geometry-worst.json');
  writeFileSync(file, JSON.stringify({ kind, seed: worst[0].seed, move: worst[0].move, layout: worst[0].layout }));
  console.log(`slowest layout written to ${file}`);
  console.log(
    `geometry section: ${(wall / 1000).toFixed(1)} s wall, ${((used.user + used.system) / 1e6).toFixed(1)} s CPU ` +
      `(placeLayout ${(layoutMs / 1000).toFixed(1)} s), load average ${load()}`,
  );
}
