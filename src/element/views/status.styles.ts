/** Words on and under the felt: the bar, whose turn with the message, and the menu with scores and moves. */

import { css } from 'lit';

export const statusStyles = css`
  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 2px 12px;
    padding: 6px 12px 0;
    color: var(--_muted);
    font-size: 12px;
  }
  .bar__variant {
    color: var(--_ink);
    font-weight: 700;
  }
  /*
   * The rules button: a fingertip-sized button drawn as a small round "?", overlapping the bar's padding; it reaches
   * down more than up, clear of a top seat's bubble ("drew 1") hanging over the felt's edge.
   */
  .bar__rules {
    position: relative;
    isolation: isolate;
    display: grid;
    place-items: center;
    margin: -4px -10px -16px auto;
    width: 44px;
    height: 44px;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: 700 15px/1 var(--domino-font);
    cursor: pointer;
  }
  .bar__rules:focus-visible {
    outline-offset: -5px;
    border-radius: 50%;
  }
  .bar__rules::before {
    content: '';
    position: absolute;
    z-index: -1;
    inset: 8px;
    border: 1px solid #fff6;
    border-radius: 50%;
    background: #ffffff1f;
  }
  .bar__boneyard {
    display: flex;
    align-items: center;
    gap: 4px;
    color: var(--_ink);
    font-size: 13px;
  }
  /* The boneyard as a tile's back with the count beside it. */
  .bar__boneyard::before {
    content: '';
    width: 9px;
    height: 16px;
    border: 1px solid var(--domino-tile-edge);
    border-radius: 2px;
    background: var(--_back);
  }
  /* Drawing closed: the pile is crossed out. */
  .bar__boneyard--closed {
    color: var(--_muted);
    text-decoration: line-through;
  }
  .bar__boneyard--closed::before {
    opacity: 0.5;
  }
  /* .bar's children are flex items: blocks (a span needs no display). */
  .bar__direction {
    font-size: 15px;
    line-height: 1;
  }
  .bar__direction--right {
    transform: scaleX(-1);
  }
  .status {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 10px;
    min-width: 0;
  }
  .status__turn {
    font-weight: 700;
    font-size: 17px;
  }
  .status__last {
    min-width: 0;
    font-size: 14px;
  }
  .message {
    min-width: 0;
    color: var(--domino-highlight);
    font-weight: 600;
    font-size: 14px;
  }
  /*
   * A phone: the last move whole, on one or two lines of its own, whose turn (or the message) below it; room for three
   * lines kept, so the felt and its board do not jump as the round goes. While a message stands it takes the turn's
   * place (the person's chip glows on their turn) and the last move stays in sight above it.
   */
  @container (max-width: 599px) {
    .status {
      display: block;
      min-height: 61px;
    }
    .status > * {
      display: block;
    }
    .status__last > * {
      display: none;
    }
    .status--said > .status__turn {
      position: absolute;
      width: 1px;
      height: 1px;
      clip-path: inset(50%);
    }
  }
  .menu__button {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border: 1px solid #fff5;
    border-radius: 50%;
    background: #ffffff1f;
    font-size: 20px;
    list-style: none;
    cursor: pointer;
  }
  .menu__button::-webkit-details-marker {
    display: none;
  }
  /* Open: above its panel, which may reach it on a phone, a ✕ that closes it. */
  .menu[open] .menu__button {
    position: relative;
    z-index: 6;
    background: var(--domino-highlight);
    color: #1d1d1f;
  }
  .menu[open] .menu__button > * {
    display: none;
  }
  .menu[open] .menu__button::after {
    content: '✕';
  }
  /* Until the panel's code has come (or where it cannot), New match stands alone, above the backdrop. */
  .menu > .btn {
    position: relative;
    z-index: 5;
  }
  /* A backdrop over the table beside the open panel: a tap on it closes the menu (status.ts). */
  .menu[open]::before {
    content: '';
    position: absolute;
    z-index: 4;
    inset: 0;
  }
  /* Tables do not inherit colour or size in quirks mode, which a CMS page may be in (the menu's: loaders/menu-panel.ts). */
  .breakdown {
    border-collapse: collapse;
    color: var(--_ink);
    font-size: inherit;
    font-variant-numeric: tabular-nums;
  }
`;
