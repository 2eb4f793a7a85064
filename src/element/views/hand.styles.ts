/** The person's hand: big tile buttons, a fingertip wide on a phone, in one row; the picked one lifted. */

import { css } from 'lit';

export const handStyles = css`
  /*
   * One row, as the mobile domino apps keep it: a long hand's tiles narrow (to 32 × 64 px, still a fingertip's
   * target) rather than wrap, so the felt keeps its height; a hand longer still scrolls sideways. The auto margins
   * centre a short row and give way when it overflows, so its first tile is never cut off.
   */
  .hand {
    display: flex;
    align-items: center;
    /* As tall as a full-size tile whatever the count, so the felt keeps its size (and its layout) as a hand grows. */
    min-height: calc(2 * var(--_hand-w) + 18px);
    box-sizing: border-box;
    padding: 10px 0 2px;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: thin;
  }
  .hand__tile {
    flex: 0 1 var(--_hand-w);
    min-width: 32px;
    margin: 0 3px 6px;
    padding: 0;
    border: 0;
    border-radius: 8px;
    background: none;
    color: inherit;
    cursor: pointer;
    /* A finger on a tile drags it instead of scrolling the page; in a hand that scrolls, sideways moves scroll it. */
    touch-action: none;
    transition: transform 0.15s;
  }
  .hand--scrolls .hand__tile {
    touch-action: pan-x;
  }
  .hand__tile:first-child {
    margin-left: auto;
  }
  .hand__tile:last-child {
    margin-right: auto;
  }
  .hand__tile .tile-img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1 / 2;
  }
  .ghost .tile-img {
    width: var(--_hand-w);
    height: calc(2 * var(--_hand-w));
  }
  @media (hover: hover) {
    .hand__tile:hover {
      transform: translateY(-4px);
    }
  }
  .hand__tile[aria-pressed='true'] {
    transform: translateY(-8px);
  }
  .ghost {
    position: fixed;
    z-index: 10;
    pointer-events: none;
    transform: translate(-50%, -50%) rotate(-4deg);
    filter: drop-shadow(0 6px 8px #0006);
  }
`;
