/**
 * scripts/lit-as-used.mjs: the CDN file's Lit leaves out property and boolean bindings, so a template of src/ that
 * binds one fails the build; the Lit it builds has the cuts, counted.
 */

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rollup, type Plugin } from 'rollup';

// @ts-expect-error: the plugin is plain JavaScript.
const { litAsUsed } = (await import('../../scripts/lit-as-used.mjs')) as { litAsUsed: () => Plugin };

/** Runs the plugin's check on one module of src/ and returns the build error's text, if any. */
function check(code: string, id = '/repo/src/element/views/x.ts'): string | undefined {
  const plugin = litAsUsed();
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  try {
    (plugin.transform as (this: unknown, code: string, id: string) => unknown).call(context, code, id);
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
}

test('a module of src/ with a property or boolean binding, or what else the cuts leave out, fails the build', () => {
  assert.match(check('html`<input .value=${v}>`') ?? '', /binds \.value=\$\{…\}/);
  assert.match(check('html`<button ?disabled=${off}></button>`') ?? '', /binds \?disabled=\$\{…\}/);
  assert.equal(check('html`<button class=${c} aria-disabled=${off} @click=${go}></button>`'), undefined);
  // A property typed Number, Object or Array (the default converter's cases are left out), and the two methods cut.
  assert.match(check('static properties = { size: { type: Number } };') ?? '', /uses type: Number/);
  assert.match(check('static properties = { data: { type: Array, attribute: false } };') ?? '', /uses type: Array/);
  assert.match(check('this.host.removeController(this);') ?? '', /uses removeController\(/);
  assert.match(check('Table.addInitializer((t) => t);') ?? '', /uses addInitializer\(/);
  assert.equal(
    check('static properties = { open: { type: Boolean }, text: { converter: textConverter } };'),
    undefined,
  );
  // Code outside src/ (the demo pages' own Lit) is not the CDN file's.
  assert.equal(check('html`<input .value=${v}>`', '/repo/demo/preview/preview.ts'), undefined);
});

test('Lit built with the cuts: both parts throw where they would render, the error texts are codes', async () => {
  const bundle = await rollup({
    input: 'lit',
    plugins: [(await import('@rollup/plugin-node-resolve')).nodeResolve({ browser: true }), litAsUsed()],
    onwarn: () => {},
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  const code = output[0].code;
  assert.match(code, /\.property bindings are left out of this build/);
  assert.match(code, /\?boolean bindings are left out of this build/);
  assert.doesNotMatch(code, /invalid template strings array/);
  assert.doesNotMatch(code, /addInitializer|removeController|JSON\.parse/);
  // The polyfill hooks and version lists of lit-html and reactive-element (lit-element's are not cut).
  assert.doesNotMatch(
    code,
    /litHtmlPolyfillSupport|reactiveElementPolyfillSupport|litHtmlVersions|reactiveElementVersions/,
  );
  assert.match(code, /litElementVersions/);
  assert.match(code, /Lit error 1/);
});
