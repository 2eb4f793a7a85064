// The manifest tells tools (editors, docs generators) the values of every keyword attribute: the type text
// of `variant`, `spinners`, `lead`, `set`, `ai` and `theme` lists exactly the values the element accepts,
// taken here from the engine and the element's own checks, so a new value cannot be left out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { choicesOf, VARIANTS } from '../../src/engine/rules.js';
import { GAMES } from '../../src/games/index.js';
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
/** Whether the element takes `value` for `name` without reporting it in some game of the registry. */
const accepted = (name: string, value: string): boolean =>
  Object.keys(GAMES).some((variant) => readConfig({ variant, [name]: value }).problems.length === 0);

test('keyword attributes list their values in the manifest, exactly those the element accepts', () => {
  assert.deepEqual(values('variant'), [...VARIANTS].sort());
  // Each option's values across the games that offer a choice of it.
  const offered = (name: 'spinners' | 'lead' | 'set') =>
    [...new Set(VARIANTS.flatMap((v) => (choicesOf(v)[name].length > 1 ? choicesOf(v)[name] : [])))].sort();
  assert.deepEqual(values('spinners'), offered('spinners'));
  assert.deepEqual(values('lead'), offered('lead'));
  assert.deepEqual(values('set'), offered('set'));
  assert.deepEqual(values('ai'), ['easy', 'hard', 'normal']);
  assert.deepEqual(values('theme'), ['auto', 'dark', 'light']);
  for (const name of ['spinners', 'lead', 'set', 'ai', 'theme']) {
    for (const value of values(name)) assert.ok(accepted(name, value), `${name}="${value}" is accepted`);
    assert.ok(!accepted(name, 'bogus'), `${name}="bogus" is reported`);
  }
});

test('the manifest gives each public custom property the default the styles set on :host', () => {
  const props =
    (
      manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.name === 'DominoTable') as {
        cssProperties?: { name: string; default?: string }[];
      }
    ).cssProperties ?? [];
  const styles = readFileSync(new URL('../../src/element/domino-table.styles.ts', import.meta.url), 'utf8');
  const host = styles.slice(styles.indexOf(':host {'), styles.indexOf('}', styles.indexOf(':host {')));
  const set = new Map([...host.matchAll(/(--domino-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
  const frame = readFileSync(new URL('../../src/element/views/frame.styles.ts', import.meta.url), 'utf8');
  // The frame's height properties: the first use in the frame's rules is the default.
  for (const m of frame.matchAll(/var\((--domino-[\w-]+),\s*(.+?)\);\n/g))
    if (!set.has(m[1]!)) set.set(m[1]!, m[2]!.trim());
  assert.ok(props.length >= 8, 'every public custom property is in the manifest');
  for (const prop of props) assert.equal(prop.default, set.get(prop.name), prop.name);
  assert.deepEqual([...set.keys()].sort(), props.map((p) => p.name).sort());
});
