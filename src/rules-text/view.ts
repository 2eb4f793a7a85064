/**
 * The rules panel's template: the game's rules in the table's language, over the felt. It travels in the
 * rules-text chunks (each language's module re-exports it), so a table that never opens the panel never downloads
 * it: Lit's `html` is handed in by the table, never imported (a second Lit in the chunk would double it).
 */

import type { css as Css, CSSResult, html as Html, TemplateResult } from 'lit';
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
 * (src/element/buttons.ts); Lit's `css` handed in. The panel's place and its sticky head are also the review's (src/element/views/review.ts).
 */
export const rulesStyles = (css: typeof Css): CSSResult => css`
  /*
   * Over the table (the frame holds it, not the felt), scrolling inside itself (one scroll: nothing in it scrolls
   * apart), read from the top; on a phone a sheet over the whole table.
   */
  .felt > .dialog {
    position: absolute;
    z-index: 3;
    top: 8px;
    left: 50%;
    bottom: 8px;
    width: calc(100% - 16px);
    overflow: auto;
    transform: translateX(-50%);
    justify-items: stretch;
    text-align: start;
  }
  @container (max-width: 599px) {
    .felt > .dialog {
      inset: 0;
      width: 100%;
      max-width: none;
      border-radius: 0;
      transform: none;
      overscroll-behavior: contain;
    }
  }
  /* Its title and Close stay at the top while the text scrolls under them. */
  .dialog__head {
    position: sticky;
    top: calc(0px - var(--_pad-y));
    display: flex;
    align-items: center;
    gap: 8px;
    margin: calc(0px - var(--_pad-y)) calc(0px - var(--_pad-x)) 0;
    padding: 12px var(--_pad-x) 8px;
    background: inherit;
  }
  .dialog__head .dialog__title {
    flex: 1;
    font-size: 18px;
  }
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
