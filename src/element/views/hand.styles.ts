/** The person's hand: big tile buttons, a fingertip wide on a phone, that wrap; the picked one lifted. */

import { css } from 'lit';

export const handStyles = css`
  .hand {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 6px;
    padding: 10px 0 2px;
  }
  /* A flex item: a block. */
  .hand__tile {
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
