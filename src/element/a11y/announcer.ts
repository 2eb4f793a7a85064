/** The polite live region: the last few things that happened, in words, for screen readers. */

import { html, noChange, type TemplateResult } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';

/**
 * Hands the element it is on to a callback at every render: the part of `ref()` the region needs, without
 * the async-directive machinery `ref` brings into the bundle.
 */
const attach = directive(
  class extends Directive {
    render(_callback: (el: Element) => void): unknown {
      return noChange;
    }
    override update(part: ElementPart, [callback]: [(el: Element) => void]): unknown {
      callback(part.element);
      return noChange;
    }
  },
);

/**
 * Keeps the latest announcements. Each is a new node in a polite live region, so even the same words twice
 * ("North draws", "North draws") are read twice; old lines are dropped, never edited.
 *
 * Lit renders only the empty region; the lines are added and removed here by hand. A `repeat()` over a
 * sliding window leaves one empty comment marker behind per line it drops (lit/lit#5010), which over a long
 * watch-mode session grew the region by thousands of nodes.
 */
export class Announcer {
  #lines: string[] = [];
  #region: Element | undefined;
  readonly #attach = (el: Element): void => {
    if (el === this.#region) return;
    this.#region = el;
    el.replaceChildren(...this.#lines.map(line));
  };

  constructor(private readonly keep = 4) {}

  say(text: string): void {
    if (!text) return;
    this.#lines = [...this.#lines, text].slice(-this.keep);
    const region = this.#region;
    if (!region) return;
    region.append(line(text));
    while (region.childElementCount > this.keep) region.firstElementChild?.remove();
  }

  clear(): void {
    this.#lines = [];
    this.#region?.replaceChildren();
  }

  /** The last announcement (tests and the visible status line read it). */
  get last(): string {
    return this.#lines[this.#lines.length - 1] ?? '';
  }

  render(): TemplateResult {
    return html`<div
      class="sr-only"
      role="log"
      aria-live="polite"
      aria-atomic="false"
      aria-relevant="additions"
      ${attach(this.#attach)}
    ></div>`;
  }
}

/** One announcement as a text-only node: nothing said is ever parsed as markup. */
function line(text: string): HTMLDivElement {
  const div = document.createElement('div');
  div.textContent = text;
  return div;
}
