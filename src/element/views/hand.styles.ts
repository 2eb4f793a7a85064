/** The person's hand: big tile buttons, a fingertip wide on a phone, in even rows; the picked one lifted. */

import { css } from 'lit';

export const handStyles = css`
  /*
   * The tiles are a line of inline blocks with balanced wrapping: a hand too long for one row splits into even rows
   * (8 as 4 and 4), never one tile alone on the second. The line's height is the tiles'.
   */
  .hand {
    padding: 10px 0 2px;
    line-height: 0;
    text-align: center;
    text-wrap: balance;
  }
  .hand__tile {
    display: inline-block;
    vertical-align: top;
    margin: 0 3px 6px;
    padding: 0;
    border: 0;
    border-radius: 8px;
    background: none;
    color: inherit;
    cursor: pointer;
    /* A finger on a tile drags it instead of scrolling the page. */
    touch-action: none;
    transition: transform 0.15s;
  }
  .hand__tile .tile-img,
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
