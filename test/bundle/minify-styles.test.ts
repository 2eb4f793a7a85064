/**
 * scripts/minify-styles.mjs: every stylesheet of src/ is minified in the bundles, the reading panels' sheets (in the
 * rules and coach chunks) as well as the element's; a comment naming `css`, and a literal it cannot read, are left.
 */

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Plugin } from 'rollup';

// @ts-expect-error: the plugin is plain JavaScript.
const { minifyStyles } = (await import('../../scripts/minify-styles.mjs')) as { minifyStyles: () => Plugin };

type Transform = (code: string, id: string) => Promise<{ code: string } | null>;
const run = (code: string, id = '/repo/src/element/views/x.ts'): Promise<{ code: string } | null> =>
  (minifyStyles().transform as Transform)(code, id);

/** The text of each `css` literal in a module's code. */
const literals = (code: string): string[] =>
  [...code.matchAll(/(?<![\w.$\x60])css\x60([^\x60]*)\x60/g)].map((m) => m[1] ?? '');

test('the panels sheets (rules, review, their place) come out minified: no comment, no line break', async () => {
  for (const file of ['src/rules-text/view.ts', 'src/rules-text/panel-place.ts', 'src/element/views/review.ts']) {
    const source = readFileSync(file, 'utf8');
    const before = literals(source);
    assert.equal(before.length, 1, file);
    assert.match(before[0] ?? '', /\/\*|\n/, `${file} is written with comments or line breaks`);
    const out = await run(source, `/repo/${file}`);
    const [sheet = ''] = literals(out?.code ?? '');
    assert.doesNotMatch(sheet, /\/\*|\n/, file);
    // The place both panels share is put in where it was.
    if (!file.endsWith('place.ts')) assert.match(sheet, /^\$\{panelPlace\(css\)\} \./, file);
    assert.ok(sheet.length < (before[0] ?? '').length * 0.8, `${file}: ${sheet.length} of ${before[0]?.length}`);
    // What is not the sheet is left as written (the comments about it included).
    assert.equal(out?.code.replace(sheet, ''), source.replace(before[0] ?? '', ''), file);
  }
});

test('a comment naming `css`, an interpolated literal and a module outside src/ are left as they are', async () => {
  const comment = "/** Lit's `css` handed in: css` is a tag. */\nexport const a = 1;\n";
  assert.equal((await run(comment))?.code, comment);
  const interpolated = 'const s = css`.a { color: ${c}; }`;\n';
  assert.equal((await run(interpolated))?.code, interpolated);
  // An interpolation alone on its line inside a rule (not between rules) leaves the literal as it is.
  const inRule = 'const s = css`.a {\n  ${decls}\n  color: red;\n}`;\n';
  assert.equal((await run(inRule))?.code, inRule);
  const between = 'const s = css`\n  ${place}\n  .a {\n    color: red;\n  }\n  ${more}\n`;\n';
  assert.equal((await run(between))?.code, 'const s = css`${place} .a{color:red} ${more}`;\n');
  // The end of an html literal's text that reads "css" is no tag; a character beyond ASCII stays itself.
  const text = 'const t = html`<code>css`;\nconst u = html`<b>${x}</b>`;\n';
  assert.equal((await run(text))?.code, text);
  assert.equal(
    (await run('const s = css`.a::before {\n  content: "→";\n}`;'))?.code,
    'const s = css`.a:before{content:"→"}`;',
  );
  assert.equal(await run('const s = css`.a {  color: red; }`;', '/repo/node_modules/x/y.ts'), null);
  assert.equal((await run('const s = css`.a {\n  color: red;\n}`;'))?.code, 'const s = css`.a{color:red}`;');
});
