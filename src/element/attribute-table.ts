/**
 * Every attribute of `<domino-table>`, once (README "Attributes", in its order): its property, the kind of value it
 * takes and when a change applies. The element's properties, the check of every value set from script, config.ts's
 * reading, the tests' contract and the embed page's list are all made from this table.
 */

/**
 * `text`: a string; `count`: a whole number (or its text); `step`: a count or `end`; `flag`: present or absent (any
 * value is its truth); `own`: read by the element itself, not a Lit property (`lang` is native, `record` a method).
 */
export type Kind = 'text' | 'count' | 'step' | 'flag' | 'own';
/**
 * `match`: a change starts a new match; `config`: read by config.ts, applies at once; `view`: read as the table draws;
 * `replay`: replay mode's.
 */
export type Applies = 'match' | 'config' | 'view' | 'replay';

export const ATTRIBUTE_TABLE = {
  variant: ['text', 'match'],
  players: ['count', 'match'],
  humans: ['count', 'match'],
  seed: ['text', 'match'],
  targetScore: ['count', 'match'],
  handSize: ['count', 'match'],
  spinners: ['text', 'match'],
  lead: ['text', 'match'],
  set: ['text', 'match'],
  ai: ['text', 'config'],
  aiDelay: ['count', 'config'],
  showHands: ['flag', 'view'],
  hints: ['flag', 'view'],
  lang: ['own', 'view'],
  theme: ['text', 'config'],
  record: ['own', 'config'],
  src: ['text', 'replay'],
  boardOnly: ['flag', 'replay'],
  step: ['step', 'replay'],
  view: ['count', 'replay'],
  controls: ['text', 'replay'],
  chapter: ['text', 'replay'],
  loading: ['text', 'config'],
  sound: ['flag', 'view'],
  playerNames: ['text', 'config'],
  persist: ['text', 'config'],
  deal: ['text', 'match'],
} as const satisfies Record<string, readonly [Kind, Applies]>;

export type AttributeProperty = keyof typeof ATTRIBUTE_TABLE;

/** The HTML name of a property: `targetScore` → `target-score`. */
export const attributeName = (property: string): string => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every attribute's HTML name, in the table's order (the embed page's list; the element does not need it). */
export const ATTRIBUTE_NAMES: string[] = /* @__PURE__ */ Object.keys(ATTRIBUTE_TABLE).map(attributeName);

/** The properties whose change is read by config.ts (a new match, or a setting applied at once). */
export const CONFIG_PROPS: string[] = Object.keys(ATTRIBUTE_TABLE).filter((p) => {
  const applies = ATTRIBUTE_TABLE[p as AttributeProperty][1];
  return applies === 'match' || applies === 'config';
});

/**
 * Whether a value set from script has a kind's type (`null` and `undefined` are absence). Checked before any other
 * use, so no later step turns a Symbol or an object whose `toString` throws into text.
 */
export function fits(kind: Kind, value: unknown): boolean {
  const type = typeof value;
  return (
    value == null || kind === 'flag' || kind === 'own' || type === 'string' || (type === 'number' && kind !== 'text')
  );
}

/** A value of the wrong type in words, without converting it (its `toString` may throw). */
export function describe(value: unknown): string {
  const type = typeof value;
  return Array.isArray(value)
    ? 'an array'
    : type === 'number'
      ? String(value)
      : `a${type === 'object' ? 'n' : ''} ${type}`;
}
