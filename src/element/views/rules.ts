/** The rules panel: the game's rules in the table's language (texts from the rules-text chunk), over the felt. */

import { html, type TemplateResult } from 'lit';
import type { RulesText } from '../../rules-text/types.js';

/** `text` null: still loading (or it could not be loaded: `failed`). */
export function rulesView(
  text: RulesText | null,
  close: { label: string; run: () => void },
  failed: string | null,
): TemplateResult {
  return html`<section
    class="dialog dialog--rules"
    part="dialog"
    role="dialog"
    aria-labelledby="rules-title"
    @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && close.run()}
  >
    <div class="dialog__head">
      <h2 class="dialog__title" id="rules-title">${text?.title ?? failed ?? '…'}</h2>
      <button type="button" class="btn" data-action="close-rules" @click=${close.run}>${close.label}</button>
    </div>
    ${(text?.sections ?? []).map(
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
