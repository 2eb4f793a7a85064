// docs/rules.md and docs/architecture.md against the code: every rule id the tests and comments cite is
// defined in the rule book, and every file or folder the map names exists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

/** Every .ts file under a folder of the repository. */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

test('every rule id cited in src/ and test/ is defined in docs/rules.md', () => {
  const book = read('docs/rules.md');
  const defined = new Set([...book.matchAll(/\*\*(R-[A-Z]+-\d+)/g)].map((m) => m[1]));
  assert.ok(defined.size >= 40, `${defined.size} rules defined`);
  const cited = new Map<string, string>();
  for (const file of [...sources('src'), ...sources('test')]) {
    for (const [id] of readFileSync(file, 'utf8').matchAll(/R-(?:ALL|MC|DB|DC|BY|BK|DR|GX)-\d+/g)) cited.set(id, file);
  }
  assert.ok(cited.size >= 30, `${cited.size} rules cited`);
  for (const [id, file] of cited) assert.ok(defined.has(id), `${id} (cited in ${file}) is not in docs/rules.md`);
});

test('every path docs/architecture.md names exists', () => {
  const map = read('docs/architecture.md');
  const paths = [...map.matchAll(/`((?:src|test|bench|scripts|demo|docs)\/[\w./<>-]*?)`/g)].map((m) => m[1]!);
  assert.ok(paths.length >= 20, `${paths.length} paths named`);
  for (const path of paths) {
    // `src/i18n/<lang>.ts` stands for every language: English is one of them.
    const concrete = path.replace('<lang>', 'en');
    assert.ok(existsSync(join(root, concrete)), `${path} is named in docs/architecture.md but does not exist`);
  }
});
