// A rollup plugin: Lit as the table's templates use it. Removes, in memory while bundling the CDN file (never on
// disk), what no template of the table reaches: the property (`.prop=${…}`) and boolean attribute (`?attr=${…}`)
// bindings, the converters for Number, Object and Array properties, addInitializer and removeController, and Lit's
// long error texts (docs/performance.md, "What the CDN file leaves out of XState"). The npm package
// (dist/index.js) and the tests use Lit as published.
//
// As with XState (scripts/xstate-as-used.mjs), each cut is found by the code's shape and counted, against the Lit
// versions it was checked with: any other version, or a cut finding other than the expected number of places, fails
// the build. And every module of src/ is read for a `.prop=${…}` or `?attr=${…}` binding: one fails the build (the
// binding's part would throw when its template first renders).
import { readFileSync } from 'node:fs';
import { applyCuts, keyName as name, miscounted } from './cuts.mjs';

/** The packages the cuts were checked against, and their versions. */
export const CHECKED = { 'lit-html': '3.3.3', '@lit/reactive-element': '2.1.2' };

/** The code of the module being cut. */
let source = '';
const packageOf = (id) => id.match(/\/node_modules\/(lit-html|@lit\/reactive-element)\/[^/]+\.js$/)?.[1];

/** A class whose constructor sets `this.type` to `type`: how Lit's minified parts say which binding they are. */
const partClass = (n, type) =>
  n.type === 'ClassDeclaration' &&
  n.body.body.some(
    (m) =>
      m.kind === 'constructor' &&
      m.value.body.body.some((s) =>
        s.expression?.expressions?.some(
          (e) => e.type === 'AssignmentExpression' && e.left.property?.name === 'type' && e.right.value === type,
        ),
      ),
  );
/** `Error("…")` or `new Error("…")` with a text (or a text built with `+`) longer than a short code. */
const longError = (n) =>
  (n.type === 'CallExpression' || n.type === 'NewExpression') &&
  n.callee.name === 'Error' &&
  n.arguments.length === 1 &&
  (n.arguments[0].type === 'Literal' || n.arguments[0].type === 'BinaryExpression') &&
  n.end - n.start > 30;

export const CUTS = [
  // lit-html: PropertyPart (type 3) and BooleanAttributePart (type 4). Kept as classes (lit-html's private exports
  // name them) whose constructor throws: a template with such a binding fails loudly where it renders.
  {
    what: 'property and boolean attribute bindings (PropertyPart, BooleanAttributePart)',
    count: 2,
    match: (n) => partClass(n, 3) || partClass(n, 4),
    replace: (n, i, code) =>
      `class ${n.id.name} extends ${code.slice(n.superClass.start, n.superClass.end)}{constructor(){super(...arguments);` +
      `throw Error("Lit: ${i === 0 ? '.property' : '?boolean'} bindings are left out of this build (scripts/lit-as-used.mjs)")}}`,
  },
  // reactive-element: the default converter's Number, Object and Array cases (JSON in attributes). The element's
  // properties are text, counts and steps with their own converters, and flags (Boolean); a module of src/ declaring
  // a property of another type fails the build (below).
  {
    what: "the default converter's Number, Object and Array cases",
    count: 5,
    match: (n) => n.type === 'SwitchCase' && ['Number', 'Object', 'Array'].includes(n.test?.name),
  },
  // reactive-element: addInitializer (for decorators, which the element does not use) and removeController (its
  // controllers stay for its life). A module of src/ calling either fails the build (below).
  {
    what: 'addInitializer() and removeController()',
    count: 2,
    match: (n) =>
      n.type === 'MethodDefinition' && ['addInitializer', 'removeController'].includes(n.key.name ?? n.key.value),
  },
  // The hooks for the webcomponents polyfills (`litHtmlPolyfillSupport`, `reactiveElementPolyfillSupport`), set only
  // by their polyfill-support scripts for browsers without native shadow DOM, which the element does not support; and
  // the version lists (`litHtmlVersions`, `reactiveElementVersions`) read only by Lit's development build, to warn of
  // two copies.
  {
    what: 'the polyfill hooks and version lists',
    count: 4,
    match: (n) =>
      (n.type === 'ChainExpression' &&
        n.expression.type === 'CallExpression' &&
        n.expression.callee.type === 'Identifier' &&
        new RegExp(`\\b${n.expression.callee.name}=\\w+\\.(litHtml|reactiveElement)PolyfillSupport\\b`).test(source)) ||
      (n.type === 'CallExpression' &&
        name(n.callee.property) === 'push' &&
        n.callee.object.type === 'AssignmentExpression' &&
        /^(litHtml|reactiveElement)Versions$/.test(name(n.callee.object.left.property))),
    replace: () => '0',
  },
  // Error texts: CSSResult constructed by hand, a non-css value in css``, a template strings array that is not one.
  {
    what: 'error texts',
    count: 3,
    match: longError,
    replace: (n, i) => `Error("Lit error ${i + 1}")`,
  },
];

/** A `.prop=${…}` or `?attr=${…}` binding in a template of src/. */
const BINDING = /\s[.?][a-zA-Z][\w-]*=\$\{/;
/** What else of Lit the cuts leave out: a property typed Number, Object or Array, addInitializer, removeController. */
const LEFT_OUT = /\btype:\s*(?:Number|Object|Array)\b|\baddInitializer\(|\bremoveController\(/;

export function litAsUsed() {
  const found = new Map(CUTS.map((cut) => [cut, 0]));
  const seen = new Set();
  return {
    name: 'lit-as-used',
    buildStart() {
      for (const cut of CUTS) found.set(cut, 0);
      seen.clear();
    },
    transform(code, id) {
      if (/\/src\/.*\.ts$/.test(id)) {
        const binding = code.match(BINDING);
        if (binding)
          this.error(
            `${id} binds ${binding[0].trim()}…}: this build leaves Lit's property and boolean bindings out ` +
              '(scripts/lit-as-used.mjs); bind an attribute, or add the cut back.',
          );
        const used = code.match(LEFT_OUT);
        if (used)
          this.error(
            `${id} uses ${used[0]}: this build leaves Lit's Number, Object and Array converters, addInitializer and ` +
              'removeController out (scripts/lit-as-used.mjs); use a converter of your own, or add the cut back.',
          );
        return null;
      }
      const pkg = packageOf(id);
      if (!pkg) return null;
      if (!seen.has(pkg)) {
        const { version } = JSON.parse(readFileSync(id.replace(/[^/]+$/, 'package.json'), 'utf8'));
        if (version !== CHECKED[pkg])
          this.error(
            `${pkg} is ${version}; scripts/lit-as-used.mjs was checked against ${CHECKED[pkg]}. Check each cut against ` +
              'the new code, run the built bundle (npm run check:demo), then update CHECKED and the counts.',
          );
        seen.add(pkg);
      }
      source = code;
      const out = applyCuts(code, this.parse(code), CUTS, found);
      return { code: out, map: null };
    },
    buildEnd(error) {
      if (error || seen.size === 0) return;
      const wrong = miscounted(CUTS, found);
      if (wrong.length)
        this.error(
          `Lit's code has changed under scripts/lit-as-used.mjs (checked against its CHECKED):\n  ${wrong.join('\n  ')}`,
        );
    },
  };
}
