// The manifest tells tools (editors, docs generators) the values of every keyword attribute: the type text
// of `variant`, `spinners`, `lead`, `set`, `ai` and `theme` lists exactly the values the element accepts,
// taken here from the engine and the element's own checks, so a new value cannot be left out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { choicesOf, VARIANTS } from '../../src/engine/rules.js';
import { readConfig } from '../../src/element/config.js';

interface Attribute {
  name: string;
  type?: { text: string };
}
const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8')) as {
  modules: { declarations?: { name: string; attributes?: Attribute[] }[] }[];
};
const table = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.name === 'DominoTable');
const values = (name: string): string[] => {
  const text = table?.attributes?.find((a) => a.name === name)?.type?.text ?? '';
  return [...text.matchAll(/'([^']+)'/g)].map((m) => m[1] as string).sort();
};
/** Whether the element takes `value` for `name` without reporting it (doubles-classic offers every option). */
const accepted = (name: string, value: string): boolean =>
  readConfig({ variant: 'doubles-classic', [name]: value }).problems.length === 0;

test('keyword attributes list their values in the manifest, exactly those the element accepts', () => {
  assert.deepEqual(values('variant'), [...VARIANTS].sort());
  const classic = choicesOf('doubles-classic');
  assert.deepEqual(values('spinners'), [...classic.spinners].sort());
  assert.deepEqual(values('lead'), [...classic.lead].sort());
  assert.deepEqual(values('set'), [...classic.set].sort());
  assert.deepEqual(values('ai'), ['easy', 'hard', 'normal']);
  assert.deepEqual(values('theme'), ['auto', 'dark', 'light']);
  for (const name of ['spinners', 'lead', 'set', 'ai', 'theme']) {
    for (const value of values(name)) assert.ok(accepted(name, value), `${name}="${value}" is accepted`);
    assert.ok(!accepted(name, 'bogus'), `${name}="bogus" is reported`);
  }
});
