/**
 * The rules panel's template: the game's rules in the table's language, over the felt. It travels in the
 * rules-text chunks (each language's module re-exports it), so a table that never opens the panel never downloads
 * it: Lit's `html` is handed in by the table, never imported (a second Lit in the chunk would double it).
 */

import type { html as Html, TemplateResult } from 'lit';
import type { RulesText } from './types.js';

export function rulesView(
  html: typeof Html,
  text: RulesText,
  close: { label: string; run: () => void },
): TemplateResult {
  return html`<section
    class="dialog dialog--rules"
    part="dialog"
    role="dialog"
    aria-labelledby="rules-title"
    @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && close.run()}
  >
    <div class="dialog__head">
      <h2 class="dialog__title" id="rules-title">${text.title}</h2>
      <button type="button" class="btn" data-action="close-rules" @click=${close.run}>${close.label}</button>
    </div>
    ${text.sections.map(
      (section) =>
        html`<h3>${section.heading}</h3>
          <ul>
            ${section.items.map((item) => html`<li>${item}</li>`)}
          </ul>`,
    )}
    <div class="dialog__actions">
      <button type="button" class="btn btn--primary" data-action="close-rules" @click=${close.run}>
        ${close.label}
      </button>
    </div>
  </section>`;
}
