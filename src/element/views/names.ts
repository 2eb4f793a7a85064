/** Seat names in text: a long one becomes a span that CSS cuts with an ellipsis, its whole text kept. */

import { html, type TemplateResult } from 'lit';

/** Text a view shows: a plain string, or one with names marked. */
export type Text = string | TemplateResult;

/** Names shorter than this always fit (the localised defaults do); only longer ones are marked. */
const LONG = 12;

/**
 * `text` with every long seat name in it marked as `<span class="name">`: cut with an ellipsis where space is
 * short, its full text still the accessible name (the cut is only drawn). No `title`: a name is the page's
 * text, and attributes carry none of it. Everything stays text (never markup).
 */
export function named(text: string, names: readonly string[]): Text {
  for (const name of names) {
    if (name.length < LONG) continue;
    const at = text.indexOf(name);
    if (at >= 0) {
      return html`${text.slice(0, at)}<span class="name">${name}</span>${named(text.slice(at + name.length), names)}`;
    }
  }
  return text;
}
