/** The polite live region: the last few things that happened, in words, for screen readers. */

import { html, type TemplateResult } from 'lit';
import { repeat } from 'lit/directives/repeat.js';

interface Line {
  id: number;
  text: string;
}

/**
 * Keeps the latest announcements. Each is a new node in a polite live region, so even the same words twice
 * ("North draws", "North draws") are read twice; old lines are dropped, never edited.
 */
export class Announcer {
  #lines: Line[] = [];
  #next = 0;

  constructor(private readonly keep = 4) {}

  say(text: string): void {
    if (!text) return;
    this.#lines = [...this.#lines, { id: this.#next++, text }].slice(-this.keep);
  }

  clear(): void {
    this.#lines = [];
  }

  /** The last announcement (tests and the visible status line read it). */
  get last(): string {
    return this.#lines[this.#lines.length - 1]?.text ?? '';
  }

  render(): TemplateResult {
    return html`<div class="sr-only" role="log" aria-live="polite" aria-atomic="false" aria-relevant="additions">
      ${repeat(
        this.#lines,
        (line) => line.id,
        (line) => html`<div>${line.text}</div>`,
      )}
    </div>`;
  }
}
