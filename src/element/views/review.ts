/**
 * The review of a round: each decision of the person's, graded, saying what was played and where, what was better and
 * why (the coach's words); each a button that shows the position after that move on the table's own board, with a way
 * back. It travels in the coach's chunk (src/element/loaders/coach-chunk.ts), so its template is downloaded with the
 * coach, on first use: Lit's `html` and the table's board are handed in by the table, never imported.
 */

import type { css as Css, CSSResult, html as Html, TemplateResult } from 'lit';
import type { ReviewItem, ReviewWords } from '../../coach/index.js';
import { panelPlace } from '../../rules-text/panel-place.js';

/** What the panel shows: the coach's review and words. */
export interface Review {
  items: readonly ReviewItem[];
  words: ReviewWords;
  /** The seats' names where more than one person plays (hot seat): each item then says whose move it judges. */
  seats?: readonly string[];
}

/** Whose move an item judges, before its grade, where several people play ("North · "); else nothing. */
const whose = (review: Review, item: ReviewItem): string => (review.seats ? `${review.seats[item.seat] ?? ''} · ` : '');

/** What the panel does, and the position open (the list when null). */
export interface ReviewPanel {
  close: { label: string; run: () => void };
  /** Shows the position after item `index`'s move. */
  open: (index: number) => void;
  /** Back from the position to the list. */
  back: () => void;
  /** The item whose position is shown, and that position drawn by the table's board. */
  at: { index: number; board: TemplateResult } | null;
}

/** An item in one sentence, as its button is named and the position is announced: "Blunder: You played …". */
export const itemName = (review: Review, item: ReviewItem): string =>
  `${whose(review, item)}${review.words.grades[item.grade]}: ${item.why}`;

/**
 * Tab and Shift+Tab go round the panel's buttons (a modal dialog, as the round-end panel it is opened from): from the
 * last (or the first, backwards), or from the panel itself, to the other end.
 */
const trap = (e: KeyboardEvent): void => {
  const panel = e.currentTarget as HTMLElement;
  const buttons = [...panel.querySelectorAll('button')];
  const at = buttons.indexOf((panel.getRootNode() as ShadowRoot).activeElement as HTMLButtonElement);
  if (e.key === 'Tab' && (at < 0 || at === (e.shiftKey ? 0 : buttons.length - 1))) {
    e.preventDefault();
    buttons.at(e.shiftKey ? -1 : 0)?.focus();
  }
};

export function reviewView(html: typeof Html, review: Review, panel: ReviewPanel): TemplateResult {
  const { words } = review;
  const close = html`<button type="button" class="btn" data-action="close-review" @click=${panel.close.run}>
    ${panel.close.label}
  </button>`;
  const grade = (item: ReviewItem) =>
    html`<span class="review__grade">${whose(review, item)}${words.grades[item.grade]}</span>`;
  const at = panel.at;
  const shown = at && review.items[at.index];
  if (at && shown) {
    // The position after the move, on the table's board: Escape or Back returns to the list, focus on the item; the
    // arrows step to the previous or next decision reviewed, as a replay's arrows step through its moves.
    const keys = (e: KeyboardEvent): void => {
      const to = at.index + (e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0);
      trap(e);
      if (e.key === 'Escape') panel.back();
      else if (to !== at.index && review.items[to]) {
        e.preventDefault();
        panel.open(to);
      }
    };
    return html`<section
      class="dialog dialog--rules dialog--review dialog--at"
      part="dialog"
      role="dialog"
      aria-labelledby="review-at-title"
      tabindex="-1"
      @keydown=${keys}
    >
      <div class="dialog__head">
        <h2 class="dialog__title" id="review-at-title">${words.step(shown.step + 1)}</h2>
        <button type="button" class="btn btn--primary" data-action="review-back" @click=${panel.back}>
          ${words.back}
        </button>
      </div>
      <p class="review__said review__item--${shown.grade}">${grade(shown)} ${shown.why}</p>
      ${at.board}
    </section>`;
  }
  return html`<section
    class="dialog dialog--rules dialog--review"
    part="dialog"
    role="dialog"
    aria-labelledby="review-title"
    @keydown=${(e: KeyboardEvent) => {
      trap(e);
      if (e.key === 'Escape') panel.close.run();
    }}
  >
    <div class="dialog__head">
      <h2 class="dialog__title" id="review-title">${words.title}</h2>
      ${close}
    </div>
    ${
      review.items.length === 0
        ? html`<p>${words.none}</p>`
        : html`<p class="review__tip">${words.tip}</p>
            <ol class="review">
              ${review.items.map(
                (item, index) =>
                  html`<li>
                    <button
                      type="button"
                      class="review__item review__item--${item.grade}"
                      data-index=${index}
                      aria-label=${itemName(review, item)}
                      @click=${() => panel.open(index)}
                    >
                      ${grade(item)} ${item.why}
                    </button>
                  </li>`,
              )}
            </ol>`
    }
  </section>`;
}

/**
 * The panel's look, in the coach's chunk with it: the table adds it to its styles when the panel first opens
 * (rare-buttons.ts); Lit's `css` handed in. Its place and sticky head are src/rules-text/panel-place.ts, shared with the rules panel.
 */
export const reviewStyles = (css: typeof Css): CSSResult => css`
  ${panelPlace(css)}
  .review {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 6px;
    font-size: 14px;
  }
  .review__tip {
    margin: 0;
    color: var(--_muted);
    font-size: 13px;
  }
  /* Each decision is a button as wide as the panel, a finger's height at least: it opens the position. */
  .review__item {
    display: block;
    width: 100%;
    min-height: 44px;
    padding: 8px 10px;
    border: 1px solid color-mix(in srgb, var(--_ink) 25%, transparent);
    border-radius: 10px;
    background: #ffffff0d;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  .review__item:hover {
    background: #ffffff1f;
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
  /*
   * The position: its name and Back, the sentence, then the board on its felt filling what is left (one screen, no
   * scroll), over the whole table at every width: the live board out of sight while this one is shown.
   */
  .dialog--at {
    grid-template-rows: auto auto minmax(0, 1fr);
    max-width: none;
    overflow: hidden;
  }
  .review__said {
    margin: 0;
    font-size: 14px;
  }
  .dialog--at .board-wrap {
    margin: 0;
    min-height: 120px;
    border-radius: 12px;
    background: var(--domino-table-felt);
  }
`;
