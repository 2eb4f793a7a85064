// `npm run games`: writes every list of games that is text rather than code from the registry (src/games/index.ts):
// the element's JSDoc for `variant`, `players`, `spinners`, `lead` and `set` (and so custom-elements.json and the
// framework types, after `npm run analyze`), the README's games table and its `variant` and `players` rows, and the
// demo's page switcher, home-page cards and playground choices. `npm run games -- --check` (test/games/lists.test.ts)
// fails naming each file that is out of date. A game's line of words and its names in every language are its folder's
// about.ts. A demo page switcher lists the games that have a page (demo/<id>.html). It also writes the code that lists
// games by name, so a new game is its folder and its registry line: the `Variant` union (src/engine/types.ts), the
// rules sections' imports (src/games/teaching.ts), and the games' names in the table's catalogs (src/i18n/<lang>.ts),
// the Rules panel's titles (src/rules-text/<lang>.ts) and the studio's words (demo/studio/words/<lang>.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import { DEFAULT_VARIANT, GAMES, VARIANTS } from '../src/games/index.js';
import type { About } from '../src/games/about.js';
import type { Variant } from '../src/engine/types.js';
import type { Lang } from '../src/i18n/localize.js';

const root = new URL('../', import.meta.url);
const path = (file: string) => new URL(file, root);

const about = async (variant: Variant): Promise<About> =>
  ((await import(`../src/games/${variant}/about.ts`)) as { about: About }).about;

const abouts = new Map<Variant, About>();
for (const v of VARIANTS) abouts.set(v, await about(v));
/** A game's name in English (the README, the demo). */
const name = (v: Variant): string => abouts.get(v)!.names.en;
/** The table's languages, as the games' names give them (a catalog missing one is a type error in src/i18n/). */
const LANGS = Object.keys(abouts.get(DEFAULT_VARIANT)!.names) as Lang[];
/** A key in a TS object: quoted when it is not an identifier. */
const key = (k: string) => (/^[a-z]\w*$/i.test(k) ? k : `'${k}'`);
/** An id as a TS identifier: 'fives-and-threes' → fivesAndThrees. */
const camel = (v: string) => v.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

const code = (s: string) => `\`${s}\``;
const players = (v: Variant) => {
  const { min, max } = GAMES[v].players;
  return min === max ? `${min}` : `${min}–${max}`;
};
/** Games grouped by their players text, in registry order: [['4', ['maltese-cross']], ['2–4', [...]], …]. */
const byPlayers = (): [string, Variant[]][] => {
  const groups = new Map<string, Variant[]>();
  for (const v of VARIANTS) groups.set(players(v), [...(groups.get(players(v)) ?? []), v]);
  return [...groups];
};
const orList = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;

/** The values of an option across the games that offer a choice of it, and those games. */
const option = (name: 'spinners' | 'lead' | 'set') => {
  const values: string[] = [];
  const games = VARIANTS.filter((v) => GAMES[v][name].length > 1);
  for (const v of games) for (const value of GAMES[v][name]) if (!values.includes(value)) values.push(value);
  return { values, games };
};

/** Replaces the JSDoc right before `declare <member>:` in the element's class. */
function setDoc(source: string, member: string, lines: string[]): string {
  const at = source.indexOf(`  declare ${member}:`);
  const start = source.lastIndexOf('  /**', at);
  if (at < 0 || start < 0) throw new Error(`no JSDoc before declare ${member}`);
  const doc =
    lines.length === 1 ? `  /** ${lines[0]} */\n` : `  /**\n${lines.map((l) => `   * ${l}`).join('\n')}\n   */\n`;
  return source.slice(0, start) + doc + source.slice(at);
}

function element(source: string): string {
  let s = setDoc(source, 'variant', [
    `The game: ${orList(VARIANTS.map(code))}.`,
    `@type {${VARIANTS.map((v) => `'${v}'`).join(' | ')}}`,
  ]);
  const seats = byPlayers()
    .map(([n, vs]) => `${vs.join(', ')} ${n}`)
    .join('; ');
  s = setDoc(s, 'players', [`Number of players (${seats}). Default: the variant's.`]);
  for (const name of ['spinners', 'lead', 'set'] as const) {
    const { values, games } = option(name);
    s = setDoc(s, name, [
      `${orList(values.map(code))} (${games.map(code).join(', ')}${games.length === 1 ? ' only' : ''}).`,
      `@type {${values.map((v) => `'${v}'`).join(' | ')} | undefined}`,
    ]);
  }
  // The default as a literal, so the manifest names it.
  return s.replace(/this\.variant = '[^']*';/, `this.variant = '${DEFAULT_VARIANT}';`);
}

/** Replaces what lies between `<!-- games:<name> -->` and `<!-- /games:<name> -->`. */
function between(source: string, name: string, body: string, file: string): string {
  const open = `<!-- games:${name} -->`;
  const close = `<!-- /games:${name} -->`;
  const a = source.indexOf(open);
  const b = source.indexOf(close);
  if (a < 0 || b < a) throw new Error(`${file}: no ${open} … ${close}`);
  return `${source.slice(0, a + open.length)}\n${body}\n${source.slice(b)}`;
}

/** Replaces the lines between `// games:<name>` and `// /games:<name>` (a generated region of a TS file). */
function region(source: string, name: string, lines: string[], file: string): string {
  const open = source.match(new RegExp(`^.*// games:${name}\\b.*$`, 'm'));
  const close = source.match(new RegExp(`^\\s*// /games:${name}\\b.*$`, 'm'));
  if (!open || !close || close.index! < open.index!)
    throw new Error(`${file}: no // games:${name} … // /games:${name}`);
  const from = open.index! + open[0].length;
  return `${source.slice(0, from)}\n${lines.join('\n')}\n${source.slice(close.index!)}`;
}

const variantUnion = (source: string): string =>
  source.replace(/export type Variant =[^;]*;/, `export type Variant = ${VARIANTS.map((v) => `'${v}'`).join(' | ')};`);

function teaching(source: string): string {
  const imports = VARIANTS.map((v) => `import { teach as ${camel(v)} } from './${v}/teach.js';`);
  const s = region(source, 'imports', imports, 'teaching.ts');
  return region(
    s,
    'teaching',
    VARIANTS.map((v) => `${key(v)}: ${camel(v)},`),
    'teaching.ts',
  );
}

/** The names' region of a catalog: `'<prefix><id>': '<name>',` per game. */
const names = (lang: Lang, prefix: string, pick: (a: About) => string) => (source: string, file: string) =>
  region(
    source,
    'names',
    VARIANTS.map((v) => `${key(prefix + v)}: ${JSON.stringify(pick(abouts.get(v)!))},`),
    file,
  );

/** Replaces the README attribute table's row for `name` (a line starting "| `name` "). */
function row(source: string, name: string, cells: string[]): string {
  const after = source.indexOf('<!-- /games:table -->');
  const re = new RegExp(`^\\| \`${name}\` +\\|.*$`, 'm');
  const rest = source.slice(after);
  if (after < 0 || !re.test(rest)) throw new Error(`README: no row for ${name}`);
  return source.slice(0, after) + rest.replace(re, `| \`${name}\` | ${cells.join(' | ')} |`);
}

async function readme(source: string): Promise<string> {
  const lines = ['| `variant` | players | in short |', '| --- | --- | --- |'];
  for (const v of VARIANTS) lines.push(`| ${code(v)} | ${players(v)} | ${(await about(v)).summary} |`);
  let s = between(source, 'table', `\n${lines.join('\n')}\n`, 'README.md');
  s = row(s, 'variant', [VARIANTS.map(code).join(' · '), code(DEFAULT_VARIANT)]);
  const seats = byPlayers()
    .map(([n, vs]) => `${vs.map(code).join(', ')}: ${n}`)
    .join('; ');
  s = row(s, 'players', [seats, VARIANTS.map((v) => GAMES[v].players.default).join(', ')]);
  return s;
}

const pages = VARIANTS.filter((v) => existsSync(path(`demo/${v}.html`)));
const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function demoPage(source: string, file: string): string {
  if (!source.includes('<!-- games:nav -->')) return source;
  const items = pages.map(
    (v) => `<li><a href="${v}.html"${file === `${v}.html` ? ' aria-current="page"' : ''}>${attr(name(v))}</a></li>`,
  );
  return between(source, 'nav', items.join('\n'), file);
}

async function home(source: string): Promise<string> {
  const cards: string[] = [];
  for (const v of pages) {
    cards.push(`<li><h3><a href="${v}.html">${attr(name(v))}</a></h3><p>${attr(abouts.get(v)!.card)}</p></li>`);
  }
  return between(source, 'cards', cards.join('\n'), 'index.html');
}

function playground(source: string): string {
  const options = [
    `<option value="">default (${DEFAULT_VARIANT})</option>`,
    ...VARIANTS.map((v) => `<option value="${v}">${v}</option>`),
  ];
  let s = between(source, 'options', options.join('\n'), 'playground.html');
  const groups = byPlayers();
  const most = groups.reduce((a, b) => (b[1].length > a[1].length ? b : a));
  const hint = [
    ...groups.filter((g) => g !== most).map(([n, vs]) => `${vs.map(name).join(', ')} ${n}`),
    `the others ${most[0]}`,
  ];
  s = between(s, 'players', `<span class="hint">${attr(hint.join(', '))}.</span>`, 'playground.html');
  return s;
}

const check = process.argv.includes('--check');
const stale: string[] = [];
async function update(file: string, change: (source: string) => string | Promise<string>) {
  const before = readFileSync(path(file), 'utf8');
  const options = (await resolveConfig(path(file).pathname)) ?? {};
  const after = await format(await change(before), { ...options, filepath: path(file).pathname });
  if (after === before) return;
  if (check) stale.push(file);
  else writeFileSync(path(file), after);
}

await update('src/element/domino-table.ts', element);
await update('src/engine/types.ts', variantUnion);
await update('src/games/teaching.ts', teaching);
for (const lang of LANGS) {
  await update(`src/i18n/${lang}.ts`, (s) => names(lang, 'game.', (a) => a.names[lang])(s, `i18n/${lang}.ts`));
  await update(`src/rules-text/${lang}.ts`, (s) =>
    names(lang, '', (a) => (a.rulesTitles ?? a.names)[lang])(s, `rules-text/${lang}.ts`),
  );
  await update(`demo/studio/words/${lang}.ts`, (s) => names(lang, '', (a) => a.names[lang])(s, `studio/${lang}.ts`));
}
await update('README.md', readme);
for (const file of ['index.html', 'playground.html', ...pages.map((v) => `${v}.html`)]) {
  await update(`demo/${file}`, async (s) => {
    let out = demoPage(s, file);
    if (file === 'index.html') out = await home(out);
    if (file === 'playground.html') out = playground(out);
    return out;
  });
}
if (stale.length > 0) {
  console.error(`Out of date with src/games/index.ts (run npm run games, then npm run analyze): ${stale.join(', ')}`);
  process.exitCode = 1;
} else if (!check) {
  console.log('Lists of games written; run npm run analyze if the element changed.');
}
