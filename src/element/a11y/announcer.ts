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
/** Watch mode says at most one line in this time (a screen reader speaks a move's sentence in about 2 s). */
export const WATCH_PACE_MS = 2500;

export class Announcer {
  #lines: string[] = [];
  /** When the last line was said, and how many paced lines were left unsaid since. */
  #spoke = -Infinity;
  #skipped = 0;
  #region: Element | undefined;
  readonly #attach = (el: Element): void => {
    if (el === this.#region) return;
    this.#region = el;
    el.replaceChildren(...this.#lines.map(line));
  };

  constructor(private readonly keep = 4) {}

  /**
   * Watch mode's moves: said only when the last line is WATCH_PACE_MS old, with a count of those left unsaid since
   * (`skipped` words it). Nothing waits to be said later: a screen reader never falls behind the table.
   */
  pace(text: string, skipped: (count: number) => string): void {
    if (performance.now() - this.#spoke < WATCH_PACE_MS) this.#skipped++;
    else this.say(this.#skipped ? `${skipped(this.#skipped)} ${text}` : text);
  }

  say(text: string): void {
    if (!text) return;
    this.#spoke = performance.now();
    this.#skipped = 0;
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
