/** A small way to build the studio's DOM: attributes with setAttribute, text as text nodes, never markup. */

import { tell, type Key } from './strings.js';

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

/** An element whose text is the studio's words for `key`, in the language chosen now and after a change. */
export function told<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  key: Key,
  attrs: Record<string, string | number | boolean | undefined> = {},
): HTMLElementTagNameMap[K] {
  return tell(h(tag, attrs), key);
}

/** A labelled control: the label wraps its text and points at the control by id. */
export function field(label: Key, control: HTMLElement, hint?: Key): HTMLElement {
  if (!control.id) control.id = uid('f');
  const hintId = hint ? `${control.id}-hint` : undefined;
  if (hintId) control.setAttribute('aria-describedby', hintId);
  return h(
    'div',
    { class: 'field' },
    told('label', label, { for: control.id }),
    control,
    hint ? told('p', hint, { class: 'hint', id: hintId }) : null,
  );
}

/**
 * Says a mistake at the control the author typed it in (`aria-invalid`, and the sentence under it, read out at
 * once), or (`null`) takes it away.
 */
export function flag(control: HTMLElement, message: string | null): void {
  const id = `${control.id || (control.id = uid('f'))}-error`;
  const described = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((x) => x && x !== id);
  let said = control.ownerDocument.getElementById(id);
  if (message === null) {
    said?.remove();
    control.removeAttribute('aria-invalid');
  } else {
    if (!said) {
      said = h('p', { class: 'error', role: 'alert', id });
      control.after(said);
    }
    said.textContent = message;
    control.setAttribute('aria-invalid', 'true');
    described.push(id);
  }
  if (described.length) control.setAttribute('aria-describedby', described.join(' '));
  else control.removeAttribute('aria-describedby');
}

/** A select with these values and labels, the given one chosen. */
export function select(options: readonly (readonly [string, string])[], value: string): HTMLSelectElement {
  const el = h('select');
  for (const [v, label] of options) el.append(h('option', { value: v, selected: v === value }, label));
  el.value = value;
  return el;
}
