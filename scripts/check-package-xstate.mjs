#!/usr/bin/env node
// `npm run check:xstate` (after `npm run build`): the npm package against the newest XState 5 the registry has, not
// the lock file's. Installs `xstate@5` into a temporary folder (never into package.json), puts the built package
// beside it as a page's bundler would, and in a Node process of its own makes the table's statechart with that
// XState (the machine by its file: the package exports the element, which needs a page) and plays a round of every
// game: a person's moves sent as the element sends them, the computer's answered by its actor,
// until the round ends. It fails if anything throws, a move is refused, or the round does not end. The npm package
// uses XState's public API only (test/package/xstate.test.ts); this is the run that shows it.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'domino-xstate-'));
const range = process.argv[2] ?? 'xstate@5';

const player = `
import { createActor } from 'xstate';
import { readFileSync } from 'node:fs';
import { tableMachine, phaseOf } from './node_modules/domino-table/dist/machine/index.js';
import { legalMoves, rulesFor, VARIANTS } from 'domino-table/engine';
const version = JSON.parse(readFileSync('./node_modules/xstate/package.json', 'utf8')).version;
const results = [];
for (const variant of VARIANTS) {
  const heard = [];
  const actor = createActor(tableMachine, {
    input: { rules: rulesFor(variant), seed: 'xstate-' + variant, humans: 1, ai: 'normal', aiDelay: 0 },
  });
  actor.on('*', (event) => {
    heard.push(event.type);
    if (event.type === 'move.refused' || event.type === 'error') throw new Error(variant + ': ' + JSON.stringify(event));
  });
  const ended = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(variant + ': the round did not end in 20 s')), 20000);
    actor.subscribe({
      next: (snapshot) => {
        const { match } = snapshot.context;
        if (phaseOf(snapshot) !== 'play' && phaseOf(snapshot) !== 'lead') {
          clearTimeout(timer);
          resolve(snapshot);
        } else if (snapshot.matches({ play: 'awaitingHuman' }) && match.current === 0) {
          // The person plays the first legal move, as a tap would (queued: never sent from inside a transition).
          const move = legalMoves(match)[0];
          const event =
            move.type === 'play' ? { type: 'tile.play', tile: move.tile, end: move.end } : { type: move.type === 'draw' ? 'tile.draw' : 'turn.pass' };
          queueMicrotask(() => actor.send(event));
        }
      },
      error: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
  });
  actor.start();
  const end = await ended;
  actor.stop();
  const moves = heard.filter((t) => t === 'move.played').length;
  if (!heard.includes('round.ended') || moves < 2) throw new Error(variant + ': ' + heard.join(' '));
  results.push(variant + ' ' + moves + ' moves, ' + phaseOf(end));
}
console.log('XState ' + version + ': ' + results.join('; '));
`;

try {
  execFileSync(
    'npm',
    [
      'install',
      range,
      '--prefix',
      dir,
      '--no-save',
      '--no-package-lock',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const pkg = join(dir, 'node_modules', 'domino-table');
  cpSync(join(root, 'dist'), join(pkg, 'dist'), { recursive: true });
  cpSync(join(root, 'package.json'), join(pkg, 'package.json'));
  writeFileSync(join(dir, 'package.json'), '{"type":"module","private":true}');
  writeFileSync(join(dir, 'play.mjs'), player);
  const locked = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')).packages['node_modules/xstate']
    .version;
  const out = execFileSync(process.execPath, ['play.mjs'], { cwd: dir, encoding: 'utf8' });
  process.stdout.write(`check:xstate (the lock file's XState is ${locked}): ${out}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
