/** Attribute plumbing: how attributes become properties, the text config.ts reads back, reported problems. */

import type { PropertyDeclaration, PropertyDeclarations } from 'lit';
import type { TableInput } from '../machine/index.js';
import { ATTRIBUTE_TABLE, attributeName, describe, fits, type Kind } from './attribute-table.js';
import { parseCount, type AttributeProblem, type RawAttributes, type TableConfig } from './config.js';

export { CONFIG_PROPS } from './attribute-table.js';
import type { DetailOf } from './events.js';

/** A string attribute: removing it gives `undefined` (the default), never `null`. */
export const textConverter = { fromAttribute: (v: string | null) => v ?? undefined };
/** A count attribute: a whole number, NaN when the text is not one (reported), `undefined` when absent. */
export const countConverter = {
  fromAttribute: (v: string | null) => (v === null ? undefined : (parseCount(v) ?? Number.NaN)),
};
/** Replay mode's `step`: a count, or `end` for the last step. */
export const stepConverter = {
  fromAttribute: (v: string | null) => (v === 'end' ? v : countConverter.fromAttribute(v)),
};
/** One bad text after another is still a change (NaN is NaN to Object.is). */
export const countChanged = (value: unknown, old: unknown) => !Object.is(value, old) || Number.isNaN(value);

/** Each kind's Lit declaration. */
const DECLARATIONS: Partial<Record<Kind, PropertyDeclaration>> = {
  text: { converter: textConverter },
  count: { converter: countConverter, hasChanged: countChanged },
  step: { converter: stepConverter, hasChanged: countChanged, reflect: true },
  flag: { type: Boolean },
};

/** The element's `static properties`, made from the attribute table. */
export function declarations(): PropertyDeclarations {
  const out: Record<string, PropertyDeclaration> = {};
  for (const [property, [kind]] of Object.entries(ATTRIBUTE_TABLE)) {
    const declaration = DECLARATIONS[kind];
    if (declaration) out[property] = { attribute: attributeName(property), ...declaration };
  }
  return out;
}

type Fields = Record<string, unknown>;

/**
 * Values set from script that do not fit their attribute's kind (an array, an object, a Symbol, a function; a number
 * where text is wanted): each is put back to absent, so the default applies, and listed for `domino-error`.
 */
export function misfits(el: Element): AttributeProblem[] {
  const problems: AttributeProblem[] = [];
  for (const [property, [kind]] of Object.entries(ATTRIBUTE_TABLE)) {
    const value = (el as unknown as Fields)[property];
    if (fits(kind, value)) continue;
    (el as unknown as Fields)[property] = undefined;
    const attribute = attributeName(property);
    const what = describe(value);
    problems.push({
      attribute,
      value: what,
      message: `${attribute}: ${what} is not valid; the default is used.`,
    });
  }
  return problems;
}

/**
 * The attributes as text for config.ts: every declared property but the flags, a property set from script turned
 * into its attribute form (after `misfits`, only strings and numbers are left); a count whose text was not a number
 * (NaN) gives that text back.
 */
export function rawAttributes(el: Element, properties: PropertyDeclarations): RawAttributes {
  const raw: Record<string, string | null> = {};
  for (const [key, { type, attribute, converter }] of Object.entries(properties)) {
    if (type === Boolean) continue;
    const v = (el as unknown as Fields)[key];
    raw[key] =
      v === undefined || v === null
        ? null
        : converter === countConverter && Number.isNaN(v)
          ? (el.getAttribute(typeof attribute === 'string' ? attribute : key) ?? 'NaN')
          : String(v);
  }
  return raw;
}

/**
 * One `domino-error` and one `console.warn` per problem; the same problem again is not repeated. `reported`
 * holds, per attribute, the problem last reported.
 */
export function reportProblems(
  reported: Map<string, string>,
  problems: AttributeProblem[],
  error: (detail: DetailOf<'domino-error'>) => void,
): void {
  const now = new Map(problems.map((p) => [p.attribute, p.message]));
  for (const attribute of [...reported.keys()]) if (!now.has(attribute)) reported.delete(attribute);
  for (const [attribute, message] of now) {
    if (reported.get(attribute) === message) continue;
    reported.set(attribute, message);
    console.warn(`<domino-table>: ${message}`);
    error({ code: 'invalid-attribute', message });
  }
}

/** The machine's input for a new match with these settings; `seed` when the `seed` attribute is absent. */
export function matchInput(c: TableConfig, seed: string): TableInput {
  const input: TableInput = { rules: c.rules, seed: c.seed ?? seed, humans: c.humans, ai: c.ai, aiDelay: c.aiDelay };
  if (c.deal !== undefined) input.deal = c.deal;
  return input;
}

/** What decides the match itself: equal keys mean the running match can go on. */
export const matchKey = (c: TableConfig): string => JSON.stringify([c.rules, c.humans, c.seed, c.deal ?? null]);

/** A fresh seed for a match without a `seed` attribute. */
export const randomSeed = (): string => Math.random().toString(36).slice(2, 10);

/** The nearest `lang` attribute from this element up, crossing shadow roots to their hosts. */
export function langTag(start: Element): string | null {
  for (let node: Node | null = start; node;) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang');
    node = node instanceof ShadowRoot ? node.host : node.parentNode;
  }
  return null;
}
