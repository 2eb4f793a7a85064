#!/usr/bin/env node
// Writes the framework types of <domino-table> from custom-elements.json (run by `npm run build`, into dist/jsx/):
// index.d.ts (the attributes, properties and events as plain types) and one file per framework that declares the
// tag in that framework's JSX or component registry: react.d.ts (React 19: properties, attributes and
// `ondomino-move` listeners, as React 19 passes them to custom elements), vue.d.ts (GlobalComponents, listeners as
// `onDominoMove`, i.e. `@domino-move` in templates), svelte.d.ts (Svelte 5: `ondomino-move`) and solid.d.ts
// (`on:domino-move`). Each has an empty .js beside it, so a bundler resolves `import 'domino-table/jsx/react'`.
// Usage: node scripts/jsx-types.mjs [--out DIR] [--from SPECIFIER] (the module exporting DominoTable and
// DominoEventMap; default ../index.js, i.e. dist/index.d.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The element's attributes, properties and events, read from the manifest. */
export function readElement(manifest) {
  for (const module of manifest.modules ?? []) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.tagName !== 'domino-table') continue;
      const attributes = (declaration.attributes ?? []).map((a) => ({
        name: a.name,
        field: a.fieldName ?? null,
        type: a.type?.text ?? null,
      }));
      const events = (declaration.events ?? []).map((e) => e.name).filter((name) => name?.startsWith('domino-'));
      return { attributes, events };
    }
  }
  throw new Error('custom-elements.json declares no <domino-table>');
}

const HEADER = '// Generated from custom-elements.json by scripts/jsx-types.mjs (npm run build): do not edit.\n';
/** "domino-round-end" → "DominoRoundEnd" (Vue's listener props). */
const pascal = (name) => name.replace(/(^|-)([a-z])/g, (_m, _dash, letter) => letter.toUpperCase());
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);
/**
 * The manifest's type for an attribute, where it stands on its own: string literals, string, number, boolean,
 * undefined, null (the element declares lenient `string` properties and documents the values with `@type`, which
 * the manifest carries). Anything naming another type falls back to the class's property type.
 */
const typeOf = (a) => {
  const text = a.type ?? '';
  const bare = text.replace(/'[^']*'/g, '').replace(/\b(string|number|boolean|undefined|null|true|false)\b/g, '');
  return text && /^[\s|]*$/.test(bare) ? text : `DominoTable['${a.field}']`;
};

/** The files' text, by file name. */
export function generate(element, from = '../index.js') {
  const { attributes, events } = element;
  const properties = attributes.filter((a) => a.field);
  // Attribute names a property does not already cover (kebab-case ones, and `lang`, which has no field).
  const attributeOnly = attributes.filter((a) => a.name !== a.field);
  const handlers = (prefix, name = (e) => e) =>
    events.map((e) => `  ${key(`${prefix}${name(e)}`)}?: (event: DominoTableEvents['${e}']) => void;`).join('\n');

  const index = `${HEADER}/** <domino-table>'s attributes, properties and events (README "Attributes", "Events"), for typing the tag in any framework. */
import type { DominoEventMap, DominoTable } from '${from}';

export type DominoTableElement = DominoTable;

/** The properties that mirror an attribute, camelCase, as a framework that sets properties passes them. */
export interface DominoTableProperties {
${properties.map((a) => `  ${key(a.field)}?: ${typeOf(a)};`).join('\n')}
}

/** An attribute's value as written: a number may also be given as its text. */
type AttributeValue<T> = T extends number ? T | \`\${T}\` : T;

/** The attributes whose name differs from their property's, as written in HTML. */
export interface DominoTableAttributes {
${attributeOnly
  .map((a) =>
    a.field ? `  ${key(a.name)}?: AttributeValue<NonNullable<${typeOf(a)}>>;` : `  ${key(a.name)}?: string;`,
  )
  .join('\n')}
}

type EventOf<K extends string> = K extends keyof DominoEventMap ? DominoEventMap[K] : CustomEvent<unknown>;

/** The domino-* events and their types. */
export interface DominoTableEvents {
${events.map((e) => `  '${e}': EventOf<'${e}'>;`).join('\n')}
}

/** Everything but listeners: properties and attributes. */
export type DominoTableOptions = DominoTableProperties & DominoTableAttributes;
`;

  const react = `${HEADER}/** <domino-table> in React 19 JSX: properties (camelCase), attributes (kebab-case) and \`ondomino-move\`-style listeners. */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { DominoTableElement, DominoTableEvents, DominoTableOptions } from './index.js';

/** React 19 adds a listener for a custom element's prop \`on\` + event name, as written. */
export interface DominoTableReactEvents {
${handlers('on')}
}

export type DominoTableReactProps = DetailedHTMLProps<HTMLAttributes<DominoTableElement>, DominoTableElement> &
  DominoTableOptions &
  DominoTableReactEvents;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'domino-table': DominoTableReactProps;
    }
  }
}
`;

  const vue = `${HEADER}/** <domino-table> in Vue 3 templates: GlobalComponents, with \`@domino-move\` listeners (props \`onDominoMove\`). */
import type { DefineComponent } from 'vue';
import type { DominoTableEvents, DominoTableOptions } from './index.js';

/** Vue turns \`@domino-move\` into the prop \`onDominoMove\` and listens to "domino-move" on a custom element. */
export interface DominoTableVueEvents {
${handlers('on', pascal)}
}

export type DominoTableVueProps = DominoTableOptions & DominoTableVueEvents;

declare module 'vue' {
  interface GlobalComponents {
    'domino-table': DefineComponent<DominoTableVueProps>;
  }
}
`;

  const svelte = `${HEADER}/** <domino-table> in Svelte 5 markup: properties, attributes and \`ondomino-move\` listeners. */
import type { HTMLAttributes } from 'svelte/elements';
import type { DominoTableElement, DominoTableEvents, DominoTableOptions } from './index.js';

/** Svelte 5 listens to the event named after \`on\`, as written. */
export interface DominoTableSvelteEvents {
${handlers('on')}
}

export type DominoTableSvelteProps = HTMLAttributes<DominoTableElement> & DominoTableOptions & DominoTableSvelteEvents;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'domino-table': DominoTableSvelteProps;
  }
}
`;

  const solid = `${HEADER}/** <domino-table> in Solid JSX: properties, attributes and \`on:domino-move\` listeners. */
import type { JSX } from 'solid-js';
import type { DominoTableElement, DominoTableEvents, DominoTableOptions } from './index.js';

/** Solid's \`on:\` namespace adds a listener for the event as written. */
export interface DominoTableSolidEvents {
${handlers('on:')}
}

export type DominoTableSolidProps = JSX.HTMLAttributes<DominoTableElement> & DominoTableOptions & DominoTableSolidEvents;

declare module 'solid-js' {
  namespace JSX {
    interface IntrinsicElements {
      'domino-table': DominoTableSolidProps;
    }
  }
}
`;
  return { 'index.d.ts': index, 'react.d.ts': react, 'vue.d.ts': vue, 'svelte.d.ts': svelte, 'solid.d.ts': solid };
}

/** Writes the files (and an empty module beside each) into `out`. */
export function writeTypes(out, from) {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
  const files = generate(readElement(manifest), from);
  mkdirSync(out, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(out, name), text);
    writeFileSync(join(out, name.replace('.d.ts', '.js')), `${HEADER}export {};\n`);
  }
  return Object.keys(files);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { values } = parseArgs({
    options: { out: { type: 'string', default: join(root, 'dist/jsx') }, from: { type: 'string' } },
  });
  const written = writeTypes(values.out, values.from);
  console.log(`jsx-types: ${written.join(', ')} in ${values.out}`);
}
