/** The person's hand: big tile buttons, a fingertip wide on a phone, every one in sight; the picked one lifted. */

import { css } from 'lit';

export const handStyles = css`
  /*
   * Every tile in sight, never scrolled to (issue 35): a long hand's tiles narrow together (--n, the count, from
   * hand.ts) down to 28 × 56 px, still readable, then wrap into centred rows. The hand is at least as tall as a
   * full-size tile whatever the count, so the felt keeps its size until a second row is needed.
   */
  .hand {
    display: flex;
    flex-wrap: wrap;
    place-content: center;
    gap: 4px 0;
    min-height: calc(2 * var(--_hand-w) + 18px);
    padding: 10px 0 8px;
  }
  .hand__tile {
    flex: none;
    width: max(28px, min(var(--_hand-w), 100% / var(--n) - 6px));
    margin: 0 3px;
    padding: 0;
    border: 0;
    border-radius: 8px;
    background: none;
    color: inherit;
    cursor: pointer;
    /* A finger moving up (or down) from a tile drags it and never scrolls the page. */
    touch-action: pan-x;
    transition: transform 0.15s;
  }
  /* A tile drawn since the person's last play: a bar of light along its top. */
  .hand__tile[data-new] {
    box-shadow: 0 -4px var(--domino-highlight);
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
