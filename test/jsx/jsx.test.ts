// The framework types (scripts/jsx-types.mjs, dist/jsx/ after a build): generated from custom-elements.json, they
// make <domino-table> type-check in React 19, Vue, Svelte and Solid. Each fixture (fixtures.ts) is compiled with
// TypeScript against the generated files and the source types, and must give no error.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
// @ts-expect-error: a plain .mjs script without types (the build runs it)
import { generate, readElement, writeTypes } from '../../scripts/jsx-types.mjs';
import { ATTRIBUTES } from '../contract.js';
import { REACT, SOLID, SVELTE, VUE } from './fixtures.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const manifest: unknown = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
// Inside the project, so the fixtures find the frameworks in its node_modules as a project of theirs would.
mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
const dir = mkdtempSync(join(root, 'node_modules/.cache/domino-jsx-'));
const types = join(dir, 'jsx');

/** Compiles the fixtures with these JSX options; the errors in the fixtures and the generated files, as text. */
function compile(files: Record<string, string>, jsx: ts.CompilerOptions): string[] {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: [],
    // The frameworks' own .d.ts are theirs to check; ours are checked below (they are not in node_modules).
    skipLibCheck: false,
    skipDefaultLibCheck: true,
    paths: { 'domino-table/jsx/*': [join(types, '*')] },
    ...jsx,
  };
  const program = ts.createProgram({ rootNames: Object.keys(files).map((name) => join(dir, name)), options });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file === undefined || d.file.fileName.startsWith(dir))
    .map((d) => {
      const where = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
      const file = d.file ? `${d.file.fileName.slice(dir.length + 1)}:${(where?.line ?? 0) + 1}` : '';
      return `${file} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
    });
}

describe('framework types generated from custom-elements.json', () => {
  before(() => {
    // The source types stand in for dist/index.d.ts, which exists only after a build.
    writeTypes(types, join(root, 'src/index.js'));
  });

  it('cover every attribute and event of the manifest, and every attribute of API.md §2 the element has', () => {
    const element = readElement(manifest) as { attributes: { name: string }[]; events: string[] };
    const files = generate(element) as Record<string, string>;
    const names = element.attributes.map((a) => a.name);
    for (const name of ATTRIBUTES) assert.ok(names.includes(name), name);
    for (const event of element.events) {
      assert.match(files['index.d.ts']!, new RegExp(`'${event}': EventOf`), event);
      assert.match(files['react.d.ts']!, new RegExp(`'on${event}'\\?:`), event);
      assert.match(files['solid.d.ts']!, new RegExp(`'on:${event}'\\?:`), event);
    }
    assert.ok(element.events.includes('domino-move'));
    assert.match(files['vue.d.ts']!, /onDominoRoundEnd\?:/);
  });

  it('React 19, Vue and Svelte: the fixtures compile, and every wrong use is an error', () => {
    const errors = compile({ 'react.tsx': REACT, 'vue.ts': VUE, 'svelte.ts': SVELTE }, { jsx: ts.JsxEmit.ReactJSX });
    assert.deepEqual(errors, []);
  });

  it('Solid: the fixture compiles, and every wrong use is an error', () => {
    const errors = compile({ 'solid.tsx': SOLID }, { jsx: ts.JsxEmit.Preserve, jsxImportSource: 'solid-js' });
    assert.deepEqual(errors, []);
  });

  it('a fixture with a mistake fails (the check is not vacuous)', () => {
    const errors = compile(
      {
        'mistake.tsx': `import type {} from 'domino-table/jsx/react';\nexport const t = <domino-table players="many" />;\n`,
      },
      { jsx: ts.JsxEmit.ReactJSX },
    );
    assert.equal(errors.length, 1, errors.join('\n'));
    assert.match(errors[0]!, /^mistake\.tsx:2 /);
  });
});

process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
