/** The panels: a round's end laid over the felt (the board stays in sight above it), the hot-seat handover. */

import { css } from 'lit';

export const dialogStyles = css`
  .dialog {
    --_pad-y: 16px;
    --_pad-x: 18px;
    display: grid;
    align-content: start;
    gap: 10px;
    justify-items: center;
    width: 100%;
    max-width: 520px;
    margin: auto;
    padding: var(--_pad-y) var(--_pad-x);
    border-radius: 16px;
    background: color-mix(in srgb, var(--domino-table-felt) 45%, #000);
    box-shadow: 0 10px 40px var(--_shadow);
    text-align: center;
    /* A word breaks only when it cannot fit a line of its own: never to let a button shrink (the frame's anywhere). */
    overflow-wrap: break-word;
  }
  /* The round's end: its words, the breakdown and the buttons, stacked (a phone) or side by side (wider). */
  .dialog__words {
    display: contents;
  }
  /*
   * Tablets and desktops: in the hand's place below the felt, the final board in sight above it; the breakdown
   * beside the words, the buttons across both (beside the words only, German's wrapped to three rows over the board).
   */
  @container (min-width: 600px) {
    .dialog--round {
      grid-template-columns: minmax(0, 1fr) auto;
      align-items: center;
      padding: 10px 16px;
    }
    /* The hand's room (hand.styles.ts; its row's gap stays), kept while the sheet stands in its place. */
    .frame:has(.dialog--round) {
      padding-bottom: calc(2 * var(--_hand-w) + 26px);
    }
    .dialog__words {
      display: grid;
      gap: 6px;
    }
    .dialog--round > .dialog__actions {
      grid-column: 1 / 3;
    }
  }
  /* Folded (Escape, "See the board"): a bar of its title and buttons, the final board in sight. */
  .dialog--folded :is(.breakdown, .dialog__lines, .standings, .dialog__margin) {
    display: none;
  }
  .dialog--handover {
    margin: 8px auto;
  }
  .dialog__title {
    margin: 0;
    font-size: 20px;
  }
  /* The buttons share rows, each as wide as its words: a label wraps between words, never inside one. */
  .dialog__actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 8px;
  }
  .dialog__lines {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 4px;
  }
  /* The breakdown: one row per seat under column headings; the tiles left wrap inside their cell. */
  /* .breakdown is a table like the menu's .scoreboard (views/status.styles.ts). */
  .breakdown :is(th, td) {
    padding: 3px 6px;
  }
  .breakdown thead th {
    color: var(--_muted);
    font-size: 13px;
    font-weight: 600;
    border-bottom: 1px solid color-mix(in srgb, var(--_ink) 30%, transparent);
    white-space: nowrap;
  }
  .breakdown thead th:first-child,
  .breakdown__name {
    text-align: start;
  }
  .breakdown__name {
    font-weight: 600;
    max-width: 160px;
  }
  .breakdown__name .name {
    max-width: 6em;
  }
  .breakdown__hand {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 2px;
  }
  .breakdown__hand .tile-img {
    width: 18px;
    height: 36px;
  }
  .breakdown :is(thead th:nth-child(n + 3), .breakdown__points, .breakdown__total) {
    text-align: end;
  }
  .breakdown__points {
    color: var(--domino-highlight);
  }
  @container (max-width: 480px) {
    .dialog {
      --_pad-y: 12px;
      --_pad-x: 12px;
    }
    .breakdown :is(th, td) {
      padding: 3px 3px;
    }
  }
  /*
   * The round's end is a sheet from the table's foot over the felt (the frame holds it), full width, with one scroll
   * of its own. On a phone over the whole table; wider, the table keeps the hand's room (below), so its height stays.
   * (The rules and the review, sheets too, bring their own look: review.ts.)
   */
  .dialog--round {
    position: absolute;
    z-index: 2;
    left: 0;
    bottom: 0;
    max-width: none;
    max-height: 100%;
    overflow: auto;
    border-radius: 18px 18px 0 0;
    overscroll-behavior: contain;
  }
`;
