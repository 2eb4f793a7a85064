// Names fixed by API.md, in its order, for tests that go over all of them.
import { ATTRIBUTE_TABLE, attributeName } from '../src/element/attribute-table.js';

/**
 * Every attribute of API.md §2 a playing table reads (replay mode's own left out), from the element's one attribute
 * table (src/element/attribute-table.ts), in API.md's order.
 */
export const ATTRIBUTES: readonly string[] = Object.entries(ATTRIBUTE_TABLE)
  .filter(([property, [, applies]]) => applies !== 'replay' && property !== 'record')
  .map(([property]) => attributeName(property));

/** Every event of API.md §5. */
export const EVENTS = [
  'domino-lead',
  'domino-move',
  'domino-turn',
  'domino-round-end',
  'domino-match-end',
  'domino-step',
  'domino-answer',
  'domino-error',
] as const;
