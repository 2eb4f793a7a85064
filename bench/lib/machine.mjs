// Where a bench reads the sources from, and the line that says on what machine and tree it ran.

import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Where the sources are read from: the working tree (default), or with `--head` a copy of the committed
 * HEAD (`git archive`, read-only for the repo), so a bench is not thrown off by someone's half-made edit.
 */
export function sources(head) {
  if (!head) return { dir: root, dispose: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'domino-head-'));
  execSync(`git archive HEAD src test/geometry tsconfig.json | tar -x -C ${JSON.stringify(dir)}`, { cwd: root });
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The load averages (1, 5, 15 min), for the lines that say how busy the machine was. */
export const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Node, the CPU, the load and which source tree a bench measured (`head`: the committed HEAD). */
export function machineLine(head = false) {
  let tree = '';
  try {
    const commit = execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain -- src', { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map((l) => l.slice(3));
    tree = head
      ? `\nsource: committed HEAD ${commit} (--head)`
      : `\nsource: working tree at ${commit}${dirty.length ? ` + uncommitted changes in ${dirty.join(', ')}` : ''}`;
  } catch {
    // not a git checkout
  }
  return `node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} cores), load average ${load()}${tree}`;
}
