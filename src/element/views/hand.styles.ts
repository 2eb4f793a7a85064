/** The person's hand: big tile buttons, a fingertip wide on a phone, in one row; the picked one lifted. */

import { css } from 'lit';

export const handStyles = css`
  /*
   * One row, as the mobile domino apps keep it: a long hand's tiles narrow (to 32 × 64 px, still a fingertip's
   * target) rather than wrap, and a hand longer still scrolls sideways (safe centring: its first tile is never cut
   * off). The row is as tall as a full-size tile whatever the count, so the felt keeps its size and its layout.
   */
  .hand {
    display: flex;
    align-items: center;
    justify-content: safe center;
    min-height: calc(2 * var(--_hand-w) + 18px);
    padding: 10px 0 8px;
    overflow: auto;
  }
  .hand__tile {
    flex: 0 1 var(--_hand-w);
    min-width: 32px;
    margin: 0 3px;
    padding: 0;
    border: 0;
    border-radius: 8px;
    background: none;
    color: inherit;
    cursor: pointer;
    /*
     * A finger moving up (or down) from a tile drags it and never scrolls the page; moving sideways it scrolls a hand
     * too long for the row, as a phone's card rows do.
     */
    touch-action: pan-x;
    transition: transform 0.15s;
  }
  .hand__tile .tile-img {
    width: 100%;
    height: auto;
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
