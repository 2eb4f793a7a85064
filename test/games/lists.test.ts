// Every list of games reads the registry (src/games/index.ts): the ones written as text (the element's JSDoc and so
// the manifest, the README's table and rows, the demo's switcher, cards and playground) are written by
// scripts/games.ts, and this fails while any of them is out of date; the rest are checked against it here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { GAMES, VARIANTS } from '../../src/games/index.js';
import { TEACHING } from '../../src/games/teaching.js';

const root = new URL('../../', import.meta.url);

test('the lists of games written from the registry are up to date (npm run games -- --check)', () => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/games.ts', '--check'], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
});

test('each game is a folder of src/games/ holding its rules, teaching and about, and the registry lists each once', () => {
  const folders = readdirSync(new URL('src/games/', root), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  assert.deepEqual(folders, [...VARIANTS].sort());
  for (const v of VARIANTS) {
    const files = readdirSync(new URL(`src/games/${v}/`, root)).sort();
    for (const file of ['about.ts', 'index.ts', 'teach.ts']) assert.ok(files.includes(file), `${v}/${file}`);
    assert.equal(typeof TEACHING[v], 'function', v);
    assert.ok(GAMES[v].players.min <= GAMES[v].players.default && GAMES[v].players.default <= GAMES[v].players.max);
  }
});

test('nothing outside src/games/ asks which game is played: no comparison with a game id in src/', () => {
  const offenders: string[] = [];
  // A variant compared with an id, or a switch over the variant ('draw' is a move's type too, so only these count).
  const asks = new RegExp(`variant\\s*(===|!==)\\s*'(${VARIANTS.join('|')})'|switch \\([\\w.]*variant\\)`);
  const walk = (dir: URL) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name !== 'games') walk(new URL(`${entry.name}/`, dir));
      } else if (entry.name.endsWith('.ts')) {
        const text = readFileSync(new URL(entry.name, dir), 'utf8');
        for (const line of text.split('\n')) if (asks.test(line)) offenders.push(`${entry.name}: ${line.trim()}`);
      }
    }
  };
  walk(new URL('src/', root));
  assert.deepEqual(offenders, []);
});
