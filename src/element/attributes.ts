/** Attribute plumbing: how attributes become properties, the text config.ts reads back, reported problems. */

import type { PropertyDeclarations } from 'lit';
import type { TableInput } from '../machine/index.js';
import { parseCount, type AttributeProblem, type RawAttributes, type TableConfig } from './config.js';
import type { DetailOf } from './events.js';

/** Attributes whose change starts a new match (README "Attributes"); the others apply at once. */
const MATCH_PROPS = [
  'variant',
  'players',
  'humans',
  'set',
  'handSize',
  'spinners',
  'seed',
  'deal',
  'lead',
  'targetScore',
];
export const CONFIG_PROPS = [...MATCH_PROPS, 'ai', 'aiDelay', 'theme', 'playerNames', 'persist', 'loading', 'record'];

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

/**
 * The attributes as text for config.ts: every declared property but the two flags, a property set from
 * script turned into its attribute form. A script may set any value on a text property (`el.variant = 42`):
 * its text form is what gets checked; a count whose text was not a number (NaN) gives that text back.
 */
export function rawAttributes(el: Element, properties: PropertyDeclarations): RawAttributes {
  const raw: Record<string, string | null> = {};
  for (const [key, { type, attribute, converter }] of Object.entries(properties)) {
    if (type === Boolean) continue;
    const v = (el as unknown as Record<string, unknown>)[key];
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
