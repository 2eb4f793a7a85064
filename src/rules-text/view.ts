/**
 * The rules panel's template: the game's rules in the table's language, over the felt. It travels in the
 * rules-text chunks (each language's module re-exports it), so a table that never opens the panel never downloads
 * it: Lit's `html` is handed in by the table, never imported (a second Lit in the chunk would double it).
 */

import type { css as Css, CSSResult, html as Html, TemplateResult } from 'lit';
import { panelPlace } from './panel-place.js';
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

/**
 * The panel's look, in the chunk with it: the table adds it to its styles when the panel first opens
 * (src/element/buttons.ts); Lit's `css` handed in. Its place and sticky head are panel-place.ts, shared with the review.
 */
export const rulesStyles = (css: typeof Css): CSSResult => css`
  ${panelPlace(css)}
  .dialog--rules h3 {
    margin: 4px 0 0;
    font-size: 15px;
  }
  .dialog--rules ul {
    margin: 0;
    padding-inline-start: 20px;
    font-size: 14px;
  }
`;
