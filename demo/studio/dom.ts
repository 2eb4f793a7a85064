/** A small way to build the studio's DOM: attributes with setAttribute, text as text nodes, never markup. */

export type Child = Node | string | null | undefined | false;

/**
 * An element with these attributes (`true`: present and empty; `false`, `undefined`: left out) and children.
 * Strings become text nodes: nothing the author types is ever parsed as HTML.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    el.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children) if (child) el.append(child);
  return el;
}

let ids = 0;
/** A fresh id for pairing a label with its control. */
export const uid = (prefix: string): string => `${prefix}-${++ids}`;

/** A labelled control: the label wraps its text and points at the control by id. */
export function field(label: string, control: HTMLElement, hint?: string): HTMLElement {
  if (!control.id) control.id = uid('f');
  const hintId = hint ? `${control.id}-hint` : undefined;
  if (hintId) control.setAttribute('aria-describedby', hintId);
  return h(
    'div',
    { class: 'field' },
    h('label', { for: control.id }, label),
    control,
    hint ? h('p', { class: 'hint', id: hintId }, hint) : null,
  );
}

/** A select with these values and labels, the given one chosen. */
export function select(options: readonly (readonly [string, string])[], value: string): HTMLSelectElement {
  const el = h('select');
  for (const [v, label] of options) el.append(h('option', { value: v, selected: v === value }, label));
  el.value = value;
  return el;
}
