// The services behind the WordPress check (issue 34): Debian's packages where missing, a private MariaDB and PHP's
// own web server on 127.0.0.1, each stopped by its pid when the check ends, also when it fails or is interrupted.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { join } from 'node:path';

/** Debian's packages the check needs (TOOLCHAIN.md, "A real WordPress here"). */
export const PACKAGES = ['wordpress', 'wordpress-theme-twentytwentythree', 'mariadb-server', 'php-cli', 'php-mysql'];

const installed = (pkg) => {
  const r = spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.includes('install ok installed');
};

/** Installs with apt-get whatever of PACKAGES is missing; returns the packages it installed. */
export function ensurePackages(log) {
  const missing = PACKAGES.filter((p) => !installed(p));
  if (missing.length === 0) return [];
  log(`apt-get install ${missing.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => execFileSync('apt-get', args, { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    apt(['install', '-y', '--no-install-recommends', ...missing]);
  } catch {
    apt(['update']); // a fresh machine may have no package lists yet
    apt(['install', '-y', '--no-install-recommends', ...missing]);
  }
  return missing;
}

/** A TCP port free on 127.0.0.1 now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves once something accepts connections on 127.0.0.1:port; rejects after `ms` or when `child` exits. */
async function listening(port, child, name, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const ok = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await pause(100);
  }
  throw new Error(`${name} did not listen on 127.0.0.1:${port} within ${ms} ms`);
}

/** The processes started, newest last, so they are stopped in reverse. */
const started = [];

function start(name, command, args, logFile, env = {}, signal = 'SIGTERM') {
  const out = openSync(logFile, 'a');
  // Its own process group, so stopping it reaches what it starts, and a Ctrl-C to the check does not race it.
  const child = spawn(command, args, { stdio: ['ignore', out, out], detached: true, env: { ...process.env, ...env } });
  started.push({ name, child, signal });
  return child;
}

/** Stops every process started here: its signal to its group, SIGKILL after 5 s. Safe to call twice. */
export async function stopAll() {
  while (started.length > 0) {
    const { child, signal } = started.pop();
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, signal);
    } catch {
      continue;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // gone already
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  }
}

/** A private MariaDB on its own datadir, socket and 127.0.0.1 port, root without a password, database `wordpress`. */
export async function startMariadb(dir) {
  const datadir = join(dir, 'mysql');
  mkdirSync(datadir, { recursive: true });
  const install = spawnSync(
    'mariadb-install-db',
    [
      '--no-defaults',
      `--datadir=${datadir}`,
      '--user=root',
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
    ],
    { encoding: 'utf8' },
  );
  if (install.status !== 0) throw new Error(`mariadb-install-db failed:\n${install.stdout}${install.stderr}`);
  const port = await freePort();
  const socket = join(dir, 'mysql.sock');
  const child = start(
    'mariadbd',
    'mariadbd',
    [
      '--no-defaults',
      `--datadir=${datadir}`,
      `--socket=${socket}`,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      '--user=root',
      `--pid-file=${join(dir, 'mysql.pid')}`,
      '--skip-log-bin',
      '--innodb-buffer-pool-size=32M',
      '--skip-name-resolve',
    ],
    join(dir, 'mariadb.log'),
    {},
    // Its datadir is thrown away with the check: nothing to flush, so no clean shutdown to wait for (about 10 s).
    'SIGKILL',
  );
  await listening(port, child, 'mariadbd');
  execFileSync('mariadb', [`--socket=${socket}`, '-uroot', '-e', 'CREATE DATABASE wordpress']);
  return { port, socket };
}

/** PHP's built-in web server for the site, its errors (all levels) written to `phpLog`. */
export async function startPhp(docroot, phpLog, dir) {
  const port = await freePort();
  // Four workers (one request at a time would fetch the editor's hundred files in a row) and the opcode cache
  // (WordPress compiles some two hundred files per request): together about three times faster here.
  const child = start(
    'php -S',
    'php',
    [...phpIni(phpLog), '-d', 'opcache.enable_cli=1', '-S', `127.0.0.1:${port}`, '-t', docroot],
    join(dir, 'php-server.log'),
    { PHP_CLI_SERVER_WORKERS: '4' },
  );
  await listening(port, child, 'php -S');
  return { port };
}

/** The PHP settings of every PHP run of the check: every error level logged to one file, none displayed. */
export const phpIni = (phpLog) => [
  '-d',
  'error_reporting=E_ALL',
  '-d',
  'log_errors=On',
  '-d',
  'display_errors=Off',
  '-d',
  `error_log=${phpLog}`,
  '-d',
  'memory_limit=256M',
];

/** Lines of the PHP log that come from the plugin's own files. */
export function pluginLogLines(phpLog, pluginDir) {
  if (!existsSync(phpLog)) return [];
  return readFileSync(phpLog, 'utf8')
    .split('\n')
    .filter((line) => line.includes(pluginDir));
}
