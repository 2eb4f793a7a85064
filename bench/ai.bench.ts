// Strength and think time of the computer players (`npm run bench:ai`), on duplicate deals: every deal is
// played once per seat of the stronger player (its seat rotates, the others play the weaker level), so
// the luck of the deal cancels. Per pairing and variant it reports
//   margin   the stronger seat's round points minus the mean of the others', averaged per deal over the
//            seats, with a 95 % confidence interval over deals (normal approximation);
//   matches  the share of whole matches to the target it wins (again once per seat per match deal, 95 %
//            interval over match deals), beside the share a seat of equal strength would win (1 / players);
//   think    p95 of the work per decision with a choice, and the longest slice of `thinking`, in ms.
// The engine and the players are bundled and minified with esbuild first, so the figures are those of
// shipped code; deals are shared out among worker threads (one per core by default).
//
// Usage: npm run bench:ai [-- --deals 1000] [--first 0] [--matches 100] [--workers 2]
//          [--variants doubles2,boneyard] [--pairs hard-normal,hard-easy]
//          [--budget playouts=1000,deals=300]   (the hard player's budget, to compare budgets)
//          [--out margins.json]                 (per-deal margins and match results, for paired comparisons)
//        npm run bench:ai -- --size              (bytes of src/ai alone and what it adds to the engine)
//        npm run bench:ai -- --coach [--rounds 30]  (time for the coach to review a round)
// Pairs: hard-normal, hard-easy, normal-easy, hard-prev (the hard player before issue 17), prev-normal,
// prev-easy, oracle-normal (a reference that sees every hand).
import { build } from 'esbuild';
import { quantile as sortedQuantile } from './lib/stats.mjs';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync, constants } from 'node:zlib';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Job, Outcome, Player, Timing } from './ai-worker.js';
import type * as Coach from './ai-coach.js';
import { choicesOf, rulesFor } from '../src/engine/rules.js';
import { VARIANTS as GAME_IDS } from '../src/games/index.js';
import type { About } from '../src/games/about.js';
import type { RuleOptions, Variant } from '../src/engine/types.js';

/** The short names older commands (the README's) use for some tables; every other one is the game's id and players. */
const SHORT: Record<string, string> = {
  'maltese-cross/4': 'maltese',
  'doubles/2': 'doubles2',
  'doubles/4': 'doubles4',
  'doubles-classic/2': 'kelley2',
  'doubles-classic/4': 'kelley4',
  'doubles-in-the-boneyard/3': 'boneyard',
  'all-fives/2': 'fives2',
  'all-fives/4': 'fives4',
  'fives-and-threes/2': 'threes2',
  'fives-and-threes/4': 'threes4',
};

/** Every registered game (src/games/index.ts), at its fewest and its most players, with its English name. */
const VARIANTS: Record<string, { variant: Variant; options: Partial<RuleOptions>; title: string }> = {};
for (const variant of GAME_IDS) {
  const { about } = (await import(`../src/games/${variant}/about.js`)) as { about: About };
  const { players } = choicesOf(variant);
  for (const n of new Set([players[0] as number, players[players.length - 1] as number])) {
    const key = SHORT[`${variant}/${n}`] ?? `${variant}${n}`;
    VARIANTS[key] = { variant, options: { players: n }, title: `${about.names.en}, ${n} players` };
  }
}

/** The width of the tables' first column: the longest title. */
const TITLE = Math.max(...Object.values(VARIANTS).map((v) => v.title.length));

const args = process.argv.slice(2);
const arg = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] !== undefined ? (args[i + 1] as string) : fallback;
};
const DEALS = Number(arg('deals', '1000'));
/** The first deal's number: another range of deals checks a result found on the first (`--first 1000`). */
const FIRST = Number(arg('first', '0'));
const MATCHES = Number(arg('matches', '100'));
const WORKERS = Number(arg('workers', String(Math.min(2, availableParallelism()))));
const CHOSEN = arg('variants', Object.keys(VARIANTS).join(',')).split(',');
const PAIRS = arg('pairs', 'hard-normal,hard-easy,normal-easy').split(',');
const OUT = arg('out', '');
const BUDGET = Object.fromEntries(
  arg('budget', '')
    .split(',')
    .filter(Boolean)
    .map((kv) => [kv.split('=')[0], Number(kv.split('=')[1])]),
);

for (const v of CHOSEN) if (!(v in VARIANTS)) throw new RangeError(`unknown variant ${v}: ${Object.keys(VARIANTS)}`);

/** Mean and 95 % interval (normal approximation) of per-deal values. */
function interval(xs: number[]): { mean: number; lo: number; hi: number } {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1));
  const half = (1.96 * sd) / Math.sqrt(n);
  return { mean, lo: mean - half, hi: mean + half };
}

/** The bench's one quantile (bench/lib/stats.mjs), of unsorted numbers. */
const quantile = (xs: number[], q: number): number =>
  sortedQuantile(
    xs.slice().sort((a, b) => a - b),
    q,
  );

function runJob(bundle: string, job: Job): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(bundle), { workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** Minified and min+gzip bytes of src/ai alone (engine modules left external), entry and hard player. */
async function sizes(dir: string): Promise<string[]> {
  const measure = async (entry: string): Promise<string> => {
    const outfile = join(dir, `size-${Math.random().toString(36).slice(2)}.js`);
    await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      format: 'esm',
      outfile,
      logLevel: 'error',
      plugins: [
        {
          name: 'engine-external',
          setup: (b) => b.onResolve({ filter: /\/engine\// }, (a) => ({ path: a.path, external: true })),
        },
      ],
    });
    const code = readFileSync(outfile);
    return `min ${code.length} B, min+gzip ${gzipSync(code, { level: constants.Z_BEST_COMPRESSION }).length} B`;
  };
  return [
    `src/ai/lazy.ts (easy, normal, hard on demand; engine external): ${await measure('src/ai/lazy.ts')}`,
    `src/ai/hard.ts (the hard chunk's own code; engine external):    ${await measure('src/ai/hard.ts')}`,
  ];
}

/** Issue 33's budget: hard's think time p95 in Node, every game. */
const THINK_GOAL = 50;

const fmt = (x: number, digits = 2): string => (x >= 0 ? '+' : '') + x.toFixed(digits);
const pct = (x: number): string => `${(100 * x).toFixed(0)} %`;

const dir = mkdtempSync(join(tmpdir(), 'ai-bench-'));
try {
  if (args.includes('--size')) {
    for (const line of await sizes(dir)) console.log(line);
    process.exit(0);
  }
  if (args.includes('--coach')) {
    const file = join(dir, 'coach.mjs');
    await build({
      entryPoints: [join(process.cwd(), 'bench/ai-coach.ts')],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'node',
      outfile: file,
      logLevel: 'error',
    });
    const { timeCoach } = (await import(new URL(`file://${file}`).href)) as typeof Coach;
    console.log(`the coach reviewing whole rounds, in this thread; load average ${loadavg()[0]?.toFixed(1)}`);
    for (const line of timeCoach(Number(arg('rounds', '30')))) console.log(line);
    process.exit(0);
  }
  const file = join(dir, 'worker.mjs');
  await build({
    entryPoints: [join(process.cwd(), 'bench/ai-worker.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'node',
    outfile: file,
    logLevel: 'error',
  });
  const bundle = new URL(`file://${file}`).href;
  const times: Record<string, Timing> = {};
  /** Per game, every decision with a choice of each level, all tables and pairings: issue 33's p95 <= 50 ms per game. */
  const perGame: Partial<Record<Variant, Record<string, Timing>>> = {};
  const rows: string[] = [];
  const dump: Record<string, { margins: number[]; matchWins: number[] }> = {};
  console.log(
    `computer players on duplicate deals: ${DEALS} deals from deal ${FIRST} (each once per seat), ${MATCHES} match deals; ${WORKERS} worker(s)` +
      (Object.keys(BUDGET).length ? `; hard budget ${JSON.stringify(BUDGET)}` : ''),
  );
  console.log(
    `${'variant'.padEnd(TITLE)} pairing          margin per round [95 % CI]   matches won [95 % CI] (fair)   think p95 ms`,
  );
  for (const key of CHOSEN) {
    const { variant, options, title } = VARIANTS[key] as (typeof VARIANTS)[string];
    for (const pair of PAIRS) {
      const [strong, weak] = pair.split('-') as [Player, Player];
      const started = performance.now();
      const jobs: Promise<Outcome>[] = [];
      for (let w = 0; w < WORKERS; w++) {
        const deals = Array.from({ length: DEALS }, (_, i) => FIRST + i).filter((i) => i % WORKERS === w);
        const matches = Array.from({ length: MATCHES }, (_, i) => i).filter((i) => i % WORKERS === w);
        jobs.push(runJob(bundle, { variant, options, strong, weak, deals, matches, budget: BUDGET }));
      }
      const parts = await Promise.all(jobs);
      const margins = parts.flatMap((p) => p.margins);
      const matchWins = parts.flatMap((p) => p.matchWins);
      const timing: Record<string, Timing> = {};
      for (const part of parts)
        for (const [level, t] of Object.entries(part.timing)) {
          for (const into of [
            (timing[level] ??= { think: [], slice: [], cpu: [] }),
            (times[level] ??= { think: [], slice: [], cpu: [] }),
          ]) {
            into.think.push(...t.think);
            into.slice.push(...t.slice);
            into.cpu.push(...t.cpu);
          }
          const game = ((perGame[variant] ??= {})[level] ??= { think: [], slice: [], cpu: [] });
          game.think.push(...t.think);
          game.cpu.push(...t.cpu);
        }
      dump[`${key}/${pair}`] = { margins, matchWins };
      const m = margins.length > 0 ? interval(margins) : null;
      const players = rulesFor(variant, options).players;
      const w = matchWins.length > 0 ? interval(matchWins) : null;
      const think = (p: Player): string =>
        timing[p] ? `${p} ${quantile(timing[p].think, 0.95).toFixed(1)}` : `${p} —`;
      const row =
        `${title.padEnd(TITLE)} ${`${strong} vs ${weak}`.padEnd(16)} ${m ? `${fmt(m.mean).padStart(6)} [${fmt(m.lo)}, ${fmt(m.hi)}]` : '     —'}`.padEnd(
          TITLE + 47,
        ) +
        (w ? `${pct(w.mean).padStart(5)} [${pct(w.lo)}, ${pct(w.hi)}] (${pct(1 / players)})` : '—').padEnd(31) +
        `${think(strong)} · ${think(weak)}   ${((performance.now() - started) / 1000).toFixed(0)} s`;
      rows.push(row);
      console.log(row);
    }
  }
  if (OUT) writeFileSync(OUT, JSON.stringify(dump));
  console.log(
    `\nthink time per decision with a choice (ms), all runs above; load average at the end ${loadavg()[0]?.toFixed(1)}`,
  );
  for (const [level, t] of Object.entries(times)) {
    console.log(
      `${level.padEnd(7)} n=${String(t.think.length).padStart(7)}  p50 ${quantile(t.think, 0.5).toFixed(2)}  p95 ${quantile(t.think, 0.95).toFixed(2)}  max ${quantile(t.think, 1).toFixed(1)}   longest slice p95 ${quantile(t.slice, 0.95).toFixed(2)}  max ${quantile(t.slice, 1).toFixed(1)}   cpu p95 ${quantile(t.cpu, 0.95).toFixed(2)}`,
    );
  }
  console.log(
    `\nthink time per game (goal: hard's p95 <= ${THINK_GOAL} ms in every game), ms per decision with a choice: wall, and ` +
      "cpu (the process's CPU time, without other processes' slices on a loaded machine; the decision's own with --workers 1)",
  );
  for (const [variant, levels] of Object.entries(perGame)) {
    const line = Object.entries(levels)
      .map(
        ([level, t]) => `${level} p95 ${quantile(t.think, 0.95).toFixed(1)}, cpu ${quantile(t.cpu, 0.95).toFixed(1)}`,
      )
      .join(' · ');
    const hard = levels.hard;
    const verdict = !hard
      ? 'no hard player'
      : quantile(hard.think, 0.95) <= THINK_GOAL
        ? 'met'
        : quantile(hard.cpu, 0.95) <= THINK_GOAL
          ? 'met per CPU time (wall over: the load)'
          : 'NOT met';
    console.log(`${variant.padEnd(24)} ${line} (n=${hard?.think.length ?? 0})   ${verdict}`);
  }
  console.log(
    'wall: performance.now around each slice; cpu: the process CPU time per decision, which counts every thread: the decision alone with --workers 1 only',
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
