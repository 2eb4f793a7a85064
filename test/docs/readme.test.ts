// The README's API tables against the Custom Elements Manifest (custom-elements.json, generated from the
// source and checked by `npm run check:cem`), so the documentation cannot drift from the element: the
// attribute, method and event names must be exactly the manifest's, and the CSS parts and custom properties
// the README names must exist. The engine example must run. Runs under `npm run test:node` (node:test + tsx).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');

interface Named {
  name: string;
  privacy?: string;
  static?: boolean;
  kind?: string;
}
interface Declaration extends Named {
  tagName?: string;
  attributes?: Named[];
  events?: Named[];
  members?: Named[];
  cssParts?: Named[];
  cssProperties?: Named[];
}
interface Manifest {
  modules: { path: string; declarations?: Declaration[] }[];
}

const manifest = JSON.parse(readFileSync(new URL('custom-elements.json', root), 'utf8')) as Manifest;
const element = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'domino-table');

/** Lifecycle callbacks of custom elements and Lit: public in the class, not part of the documented API. */
const LIFECYCLE = new Set([
  'connectedCallback',
  'disconnectedCallback',
  'attributeChangedCallback',
  'adoptedCallback',
  'createRenderRoot',
  'render',
  'update',
  'updated',
  'firstUpdated',
  'willUpdate',
  'shouldUpdate',
  'requestUpdate',
  'performUpdate',
  'scheduleUpdate',
  'getUpdateComplete',
]);

/**
 * The first-column names of the first table under the heading `### {title}`: the first `code` span of
 * each row, up to a parenthesis (`play(tile, end?)` → `play`).
 */
function tableNames(title: string): string[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.trim() === `### ${title}`);
  assert.notEqual(start, -1, `README.md has a "### ${title}" section`);
  const names: string[] = [];
  let inTable = false;
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,3} /.test(line)) break;
    if (line.startsWith('|')) {
      inTable = true;
      const first = line.split('|')[1] ?? '';
      if (/^\s*:?-+:?\s*$/.test(first)) continue; // the separator row
      const code = /`([^`(]+)/.exec(first);
      if (code) names.push(code[1]!.trim());
    } else if (inTable) {
      break;
    }
  }
  assert.ok(names.length > 0, `the "### ${title}" section of README.md has a table`);
  return names;
}

const publicNames = (items: Named[] | undefined) =>
  (items ?? []).filter((item) => (item.privacy ?? 'public') === 'public' && !item.static).map((item) => item.name);

const sorted = (names: string[]) => [...names].sort();

test('custom-elements.json declares <domino-table>', () => {
  assert.ok(element, 'no declaration with tagName "domino-table" in custom-elements.json (run `npm run analyze`)');
});

test('README attributes are exactly the attributes of <domino-table> in custom-elements.json', () => {
  const documented = tableNames('Attributes');
  assert.equal(new Set(documented).size, documented.length, 'an attribute is listed twice');
  assert.deepEqual(sorted(documented), sorted((element?.attributes ?? []).map((a) => a.name)));
});

test('README methods are exactly the public methods of <domino-table> in custom-elements.json', () => {
  const documented = tableNames('Properties and methods').filter((name) => name !== 'state');
  const methods = publicNames(element?.members?.filter((m) => m.kind === 'method')).filter((n) => !LIFECYCLE.has(n));
  assert.deepEqual(sorted(documented), sorted(methods));
});

test('README lists the read-only `state` property, which custom-elements.json declares', () => {
  assert.ok(tableNames('Properties and methods').includes('state'));
  assert.ok(
    publicNames(element?.members?.filter((m) => m.kind === 'field')).includes('state'),
    'custom-elements.json has no public `state` member',
  );
});

test('README events are exactly the events of <domino-table> in custom-elements.json', () => {
  assert.deepEqual(sorted(tableNames('Events')), sorted((element?.events ?? []).map((e) => e.name)));
});

test('every CSS part and custom property the README names is in custom-elements.json', () => {
  const parts = new Set((element?.cssParts ?? []).map((p) => p.name));
  const properties = new Set((element?.cssProperties ?? []).map((p) => p.name));
  const documented = tableNames('Styling');
  assert.ok(documented.length >= 13, 'the styling table lists the parts and custom properties');
  for (const name of documented) {
    if (name.startsWith('--')) assert.ok(properties.has(name), `custom property ${name} is not in the manifest`);
    else assert.ok(parts.has(name.replace(/^::part\(|\)$/g, '')), `part ${name} is not in the manifest`);
  }
});

test('the styling table lists every custom property the styles read, and every one the manifest declares', () => {
  const documented = new Set(tableNames('Styling').filter((name) => name.startsWith('--')));
  const styles = spawnSync('git', ['grep', '-hoE', 'var\\(--domino-[a-z-]+', '--', 'src'], {
    cwd: root,
    encoding: 'utf8',
  });
  const read = new Set(
    styles.stdout
      .split('\n')
      .filter(Boolean)
      .map((v) => v.slice(4)),
  );
  assert.ok(read.has('--domino-table-height'), 'the styles were searched');
  for (const name of read) assert.ok(documented.has(name), `${name} is read by the styles but not in the README`);
  for (const p of element?.cssProperties ?? []) assert.ok(documented.has(p.name), `${p.name} is not in the README`);
});

test('the README points to no file the package does not ship', () => {
  assert.doesNotMatch(readme, /API\.md|DESIGN\.md|RULES\.md|TOOLCHAIN\.md/);
});

test('nor do the types and the manifest: no source comment (they become the .d.ts) cites a design document', () => {
  // The package's .d.ts files are src/ compiled with its comments (tsconfig.build.json), custom-elements.json and
  // the framework types are read from them: a reference in src/ ends up in what a user's editor shows.
  const cited = spawnSync('git', ['grep', '-nE', 'API\\.md|DESIGN\\.md|RULES\\.md|TOOLCHAIN\\.md', '--', 'src'], {
    cwd: root,
    encoding: 'utf8',
  });
  assert.equal(cited.status, 1, `src/ cites files the package does not ship:\n${cited.stdout}`);
  const manifest = readFileSync(new URL('custom-elements.json', root), 'utf8');
  assert.doesNotMatch(manifest, /API\.md|DESIGN\.md|RULES\.md|TOOLCHAIN\.md/);
});

test('the headless engine example in README.md runs (against src/headless.ts, as `npm test` runs before a build)', () => {
  const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const example = blocks.find((code) => code.includes(`from 'domino-table/engine'`));
  assert.ok(example, "README.md has a js example importing 'domino-table/engine'");
  // The source of `domino-table/engine` (package.json exports; test/package/engine-entry.test.ts ties the two).
  const engine = new URL('src/headless.ts', root).href;
  const dir = mkdtempSync(join(tmpdir(), 'readme-engine-'));
  try {
    const file = join(dir, 'example.mjs');
    writeFileSync(file, example.replace(`'domino-table/engine'`, JSON.stringify(engine)));
    const run = spawnSync(process.execPath, ['--import', 'tsx', file], { encoding: 'utf8', timeout: 60000 });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /type: 'play'/, 'it prints the legal opening moves');
    assert.match(run.stdout, /seat \d wins after \d+ rounds with/, 'it plays a whole match');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
