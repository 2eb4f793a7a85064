/**
 * The review of a round: each decision of the person's, graded, with the better move and why (the coach's words).
 * It travels in the coach's chunk (src/element/loaders/coach-chunk.ts), so its template is downloaded with the coach, on
 * first use: Lit's `html` is handed in by the table, never imported.
 */

import type { css as Css, CSSResult, html as Html, TemplateResult } from 'lit';
import type { Grade, ReviewItem } from '../../coach/index.js';
import { panelPlace } from '../../rules-text/panel-place.js';

/** What the panel shows: the coach's review and words. */
export interface Review {
  items: readonly ReviewItem[];
  words: { title: string; none: string; grades: Record<Grade, string> };
}

export function reviewView(
  html: typeof Html,
  review: Review,
  close: { label: string; run: () => void },
): TemplateResult {
  return html`<section
    class="dialog dialog--rules dialog--review"
    part="dialog"
    role="dialog"
    aria-labelledby="review-title"
    @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && close.run()}
  >
    <div class="dialog__head">
      <h2 class="dialog__title" id="review-title">${review.words.title}</h2>
      <button type="button" class="btn" data-action="close-review" @click=${close.run}>${close.label}</button>
    </div>
    ${
      review.items.length === 0
        ? html`<p>${review.words.none}</p>`
        : html`<ol class="review">
            ${review.items.map(
              (item) =>
                html`<li class="review__item review__item--${item.grade}">
                  <span class="review__grade">${review.words.grades[item.grade]}</span>
                  ${item.why}
                </li>`,
            )}
          </ol>`
    }
  </section>`;
}

/**
 * The panel's look, in the coach's chunk with it: the table adds it to its styles when the panel first opens
 * (buttons.ts); Lit's `css` handed in. Its place and sticky head are src/rules-text/panel-place.ts, shared with the rules panel.
 */
export const reviewStyles = (css: typeof Css): CSSResult => css`
  ${panelPlace(css)}
  .review {
    margin: 0;
    padding-inline-start: 20px;
    display: grid;
    gap: 6px;
    font-size: 14px;
  }
  .review__grade {
    display: inline-block;
    margin-inline-end: 6px;
    padding: 0 8px;
    border-radius: 8px;
    background: #ffffff26;
    font-weight: 700;
    font-size: 12px;
  }
  .review__item--best .review__grade {
    background: #4caf7a;
  }
  .review__item--loose .review__grade {
    background: #c98a2b;
  }
  .review__item--blunder .review__grade {
    background: #c4473f;
  }
`;
