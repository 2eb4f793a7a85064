#!/usr/bin/env node
// `npm run test:wp` (issue 34): the plugin on a real WordPress with a real database. Installs Debian's WordPress,
// MariaDB and PHP where missing, starts a private MariaDB and `php -S` on 127.0.0.1, installs WordPress into a fresh
// database, installs and activates the plugin from dist/domino-table-wordpress.zip (`npm run build:wp`), creates posts
// as an Administrator and as an Author, and opens them in headless Chromium. Every service it starts is stopped at
// the end, on failure and on Ctrl-C too. Prints how long it took.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { CHROME_ARGS, findChrome, INSTRUCTION } from '../../../scripts/find-chrome.mjs';
import { ensurePackages, phpIni, pluginLogLines, startMariadb, startPhp, stopAll } from './services.mjs';
import { HOSTILE, POSTS, RECORD, readmePost } from './posts.mjs';
import { editorCheck } from './editor.mjs';
import { CORES, copyCore } from './core.mjs';
import { checkTable, playMove } from './tables.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '../../..');
const zipFile = join(root, 'dist/domino-table-wordpress.zip');
POSTS.push(readmePost(readFileSync(join(root, 'README.md'), 'utf8')));
/** `--core=6.5`: WordPress 6.5.5 instead of Debian's 6.1.9 (core.mjs). */
const core = process.argv.find((a) => a.startsWith('--core='))?.slice('--core='.length) ?? 'debian';
if (!CORES[core]) throw new Error(`--core=${core}: one of ${Object.keys(CORES).join(', ')}`);
/** Set when the core could not be fetched: every test then skips, saying why. */
let skipped = false;
const started = Date.now();
const log = (message) => console.log(`[wp-check ${((Date.now() - started) / 1000).toFixed(1)} s] ${message}`);

let dir = '';
let site = '';
let phpLog = '';
let origin = '';
let browser = null;
/** Post key → { id, content, blocks } as stored. */
let posts = {};

async function shutdown() {
  await browser?.close().catch(() => {});
  browser = null;
  await stopAll();
  if (dir && !process.env.WP_CHECK_KEEP) rmSync(dir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.once(signal, () => {
    void shutdown().finally(() => process.exit(128 + 2));
  });

/** The site's wp-config.php: its own database, offline (no HTTP out, no cron, no updates), every error logged. */
const wpConfig = (db) => {
  const salt = () => randomBytes(24).toString('hex');
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT'];
  return `<?php
define( 'DB_NAME', 'wordpress' );
define( 'DB_USER', 'root' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '127.0.0.1:${db.port}' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
${[...keys, 'LOGGED_IN_SALT', 'NONCE_SALT'].map((k) => `define( '${k}', '${salt()}' );`).join('\n')}
$table_prefix = 'wp_';
define( 'WP_HOME', '${origin}' );
define( 'WP_SITEURL', '${origin}' );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
};

/**
 * A must-use plugin of the test site only: `?check_locale=de_DE` sets the locale of one request, as a multilingual
 * plugin does for a page in another language.
 */
const LOCALE_PLUGIN = `<?php
add_filter( 'locale', function ( $locale ) {
	$asked = isset( $_GET['check_locale'] ) ? (string) $_GET['check_locale'] : '';
	return preg_match( '/^[a-z]{2}_[A-Z]{2}$/', $asked ) ? $asked : $locale;
} );
`;

const php = (args, input) =>
  execFileSync('php', [...phpIni(phpLog), ...args], { cwd: site, input, encoding: 'utf8', maxBuffer: 1 << 26 });

before(async () => {
  if (!existsSync(zipFile))
    throw new Error('dist/domino-table-wordpress.zip is missing: run `npm run build:wp` first.');
  const chrome = findChrome();
  if (!chrome) throw new Error(INSTRUCTION);
  const installedNow = ensurePackages(log);
  log(installedNow.length ? `installed ${installedNow.join(', ')}` : 'Debian packages present');
  log(`core: ${CORES[core].label}`);

  if (process.env.WP_CHECK_SHOTS) mkdirSync(process.env.WP_CHECK_SHOTS, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), 'wp-check-'));
  site = join(dir, 'site');
  phpLog = join(dir, 'php-errors.log');
  if (!copyCore(core, site, log)) {
    skipped = true;
    return;
  }
  rmSync(join(site, 'wp-config.php'), { force: true }); // the site's own, written below
  for (const sub of ['plugins', 'mu-plugins', 'uploads', 'upgrade'])
    mkdirSync(join(site, 'wp-content', sub), { recursive: true });
  rmSync(join(site, 'wp-content/plugins/domino-table'), { recursive: true, force: true });
  writeFileSync(join(site, 'wp-content/mu-plugins/check-locale.php'), LOCALE_PLUGIN);

  const db = await startMariadb(dir);
  log(`mariadbd on 127.0.0.1:${db.port}`);
  const web = await startPhp(site, phpLog, dir);
  origin = `http://127.0.0.1:${web.port}`;
  writeFileSync(join(site, 'wp-config.php'), wpConfig(db));
  log(`php -S on ${origin}`);

  const install = JSON.parse(
    php([join(here, 'install.php'), site, zipFile, origin])
      .trim()
      .split('\n')
      .pop(),
  );
  log(`WordPress installed, plugin installed from the zip and active (Author is user ${install.author})`);
  posts = JSON.parse(
    php([join(here, 'content.php'), site, origin], JSON.stringify(POSTS))
      .trim()
      .split('\n')
      .pop(),
  );
  log(`${Object.keys(posts).length} posts created`);

  browser = await puppeteer.launch({ executablePath: chrome, args: CHROME_ARGS, headless: true });
});

after(async () => {
  await shutdown();
  log('services stopped');
});

/** Browser contexts already logged in, by user: each logs in once per run. */
const sessions = new Map();

async function session(login) {
  if (!login) return browser.createBrowserContext();
  if (!sessions.has(login)) {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setRequestInterception(true);
    page.on('request', (request) => (new URL(request.url()).origin === origin ? request.continue() : request.abort()));
    await page.goto(`${origin}/wp-login.php`, { waitUntil: 'load' });
    await page.type('#user_login', login);
    await page.type('#user_pass', `${login}-password`);
    await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('#wp-submit')]);
    await page.close();
    sessions.set(login, context);
  }
  return sessions.get(login);
}

/**
 * A page opened on the site: every request it makes is listed, and any leaving 127.0.0.1 is refused and listed in
 * `outside`. `login`: the user it is opened as (else a visitor, in a fresh context).
 */
async function open(path, { login } = {}) {
  const context = await session(login);
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  const requests = [];
  const outside = [];
  const errors = [];
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return void request.continue();
    requests.push(url);
    if (new URL(url).origin !== origin) {
      outside.push(url);
      return void request.abort();
    }
    return void request.continue();
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  return { page, requests, outside, errors, close: () => (login ? page.close() : context.close()) };
}

/** A test that skips, saying why, when the core could not be fetched. */
const check = (name, fn) => it(name, (t) => (skipped ? t.skip(`${CORES[core].label} could not be fetched`) : fn(t)));

const postPath = (key, query = '') => `/?p=${posts[key].id}${query}`;

describe(`the plugin on ${CORES[core].label} (issue 34)`, () => {
  for (const post of POSTS.filter((p) => p.tables.length > 0)) {
    check(
      `${post.title} (${post.user}): each table upgrades, reports the options written, and plays a move`,
      async () => {
        // The HTML as served: one module tag, and no `theme` unless the author chose one (DESIGN.md, WordPress).
        const html = await (await fetch(`${origin}${postPath(post.key)}`)).text();
        const tags = html.match(/<domino-table\b[^>]*>/g) ?? [];
        assert.equal(tags.length, post.tables.length, 'tables in the HTML');
        assert.deepEqual(
          tags.filter((tag) => / theme=/.test(tag)),
          [],
          'no theme written',
        );
        const modules = html.match(/<script\b[^>]*domino-table\.js[^>]*>/g) ?? [];
        assert.equal(modules.length, 1, 'one script tag for the module');
        assert.match(modules[0], /type="module"/);
        const view = await open(postPath(post.key));
        try {
          const count = await view.page.$$eval('domino-table', (tables) => tables.length);
          assert.equal(count, post.tables.length, 'tables on the page');
          for (const [index, expected] of post.tables.entries()) {
            await checkTable(view.page, index, expected);
            if (expected.play) await playMove(view.page, index);
          }
          assert.equal(await view.page.evaluate(() => window.pwned), undefined, 'no script of a seat name ran');
          assert.deepEqual(view.errors, [], 'no script error on the page');
          const bundles = view.requests.filter((u) => new URL(u).pathname.endsWith('/assets/domino-table.js'));
          assert.equal(bundles.length, 1, `the bundle is fetched once for ${count} tables: ${bundles.join(', ')}`);
          assert.deepEqual(view.outside, [], 'no request leaves 127.0.0.1');
          if (process.env.WP_CHECK_SHOTS)
            for (const [width, height] of [
              [375, 740],
              [768, 1024],
              [1280, 800],
            ]) {
              await view.page.setViewport({ width, height });
              await view.page.evaluate(() => document.querySelector('domino-table').scrollIntoView());
              await new Promise((resolve) => setTimeout(resolve, 300)); // a screenshot only: the layout settles
              await view.page.screenshot({ path: `${process.env.WP_CHECK_SHOTS}/${post.key}-${width}.png` });
            }
        } finally {
          await view.close();
        }
      },
    );
  }

  check('a hostile player-names stays text: no element or script of it reaches the page', async () => {
    for (const key of ['blocks', 'hostile']) {
      const view = await open(postPath(key));
      try {
        const found = await view.page.evaluate(() => ({
          scripts: [...document.querySelectorAll('script')].filter((s) => s.textContent.includes('pwned')).length,
          images: document.querySelectorAll('img[onerror]').length,
          names: [...document.querySelectorAll('domino-table[player-names]')].map((t) =>
            t.getAttribute('player-names'),
          ),
        }));
        assert.equal(found.scripts, 0, `${key}: no script holding the name`);
        assert.equal(found.images, 0, `${key}: no image from the name`);
        assert.ok(found.names[0]?.startsWith(HOSTILE), `${key}: the attribute holds the name as written`);
      } finally {
        await view.close();
      }
    }
  });

  check("an Author's saved post keeps its block (attributes as written) and its table", () => {
    const blocks = posts['author-block'].blocks;
    assert.equal(blocks.length, 1);
    assert.equal(blocks[0].blockName, 'domino-table/table');
    assert.deepEqual(blocks[0].attrs, POSTS.find((p) => p.key === 'author-block').blocks[0].attrs);
    // The shortcodes of the Author's post are kept too (KSES turns `&` into `&amp;`, which the shortcode reads back).
    assert.equal((posts.shortcodes.content.match(/\[domino_table/g) ?? []).length, 3);
  });

  check('a page without a table loads nothing of the plugin', async () => {
    const view = await open(postPath('plain'));
    try {
      assert.deepEqual(
        view.requests.filter((u) => u.includes('/plugins/domino-table/')),
        [],
        'no request for the plugin',
      );
      assert.equal(await view.page.$('script[src*="/plugins/domino-table/"]'), null);
    } finally {
      await view.close();
    }
  });

  check(
    "a record that fails: a visitor sees the fallback sentence and link, the post's editor the table's sentence",
    async () => {
      const visitor = await open(postPath('bad-record'));
      try {
        await visitor.page.waitForFunction(() => document.querySelector('p.domino-table__fallback'), {
          timeout: 15_000,
        });
        const seen = await visitor.page.evaluate(() => ({
          tables: document.querySelectorAll('domino-table').length,
          text: document.querySelector('p.domino-table__fallback').textContent,
          link: document.querySelector('p.domino-table__fallback a')?.getAttribute('href'),
        }));
        assert.equal(seen.tables, 0, 'the table is replaced');
        assert.match(seen.text, /game record/);
        assert.ok(seen.link?.includes(`p=${posts['bad-record'].id}`), `the link opens the post: ${seen.link}`);
      } finally {
        await visitor.close();
      }
      const editor = await open(postPath('bad-record'), { login: 'admin' });
      try {
        await editor.page.waitForFunction(
          () => document.querySelector('domino-table')?.shadowRoot?.textContent.includes('9-9'),
          { timeout: 15_000 },
        );
        assert.equal(
          await editor.page.$('domino-table[data-domino-fallback]'),
          null,
          'no fallback marker for an editor',
        );
      } finally {
        await editor.close();
      }
    },
  );

  check(
    "the page's language reaches the table: a German page's table speaks German, its chunk from the plugin",
    async () => {
      const view = await open(postPath('author-block', '&check_locale=de_DE'));
      try {
        assert.equal(await view.page.$eval('html', (html) => html.lang), 'de-DE');
        await view.page.waitForFunction(
          () => {
            const root = document.querySelector('domino-table')?.shadowRoot;
            const labels = [...(root?.querySelectorAll('[aria-label]') ?? [])].map((e) => e.getAttribute('aria-label'));
            return labels.includes('Tisch');
          },
          { timeout: 15_000 },
        );
        const chunks = view.requests.filter((u) => u.includes('/chunks/de.js'));
        assert.equal(chunks.length, 1);
        assert.ok(chunks[0].startsWith(`${origin}/wp-content/plugins/domino-table/assets/chunks/de.js`), chunks[0]);
        assert.ok(!chunks[0].includes('ver='), 'the `?ver=` of the entry does not reach its chunks');
      } finally {
        await view.close();
      }
    },
  );

  check(
    "the block in WordPress's editor, as an Author: a variation per game, the game's choices, the record checked by the table's reader, saved with its block",
    async () => {
      const view = await open('/wp-admin/post-new.php', { login: 'author' });
      let id;
      try {
        id = await editorCheck(view.page, {
          record: RECORD,
          badRecord: '[variant doubles]\n[players 2]\n9-9',
          shots: process.env.WP_CHECK_SHOTS,
          // WordPress 6.3+ puts the post editor in an iframe when every block is of API version 3, as ours is.
          iframed: core !== 'debian',
        });
        assert.deepEqual(view.errors, [], 'no script error in the editor');
        assert.deepEqual(view.outside, [], 'no request leaves 127.0.0.1');
      } finally {
        await view.close();
      }
      // The draft's preview, as its Author: the table replays the record saved in the editor.
      const preview = await open(`/?p=${id}&preview=true`, { login: 'author' });
      try {
        await checkTable(preview.page, 0, { record: RECORD, moves: 0 });
      } finally {
        await preview.close();
      }
    },
  );

  check("no PHP notice, warning or error comes from the plugin's files", () => {
    const lines = pluginLogLines(phpLog, '/plugins/domino-table/');
    assert.deepEqual(lines, []);
    log(`PHP log: ${lines.length} lines from the plugin`);
  });
});

process.on('exit', () => log(`finished in ${((Date.now() - started) / 1000).toFixed(1)} s`));
