/** Seat chips: name, tiles left and score in two short lines; the seat to act glows; face-up tiles under it. */

import { css } from 'lit';

export const seatStyles = css`
  .seat {
    position: relative;
    display: grid;
    grid-template-columns: auto 1fr;
    align-items: center;
    gap: 2px 8px;
    min-width: 0;
    padding: 4px 10px;
    border: 2px solid transparent;
    border-radius: 12px;
    background: var(--_panel);
    font-size: 14px;
    transition:
      border-color 0.2s,
      box-shadow 0.2s;
  }
  /*
   * Each seat's colour: its chip and the tiles it played since the person's last move (views/board.ts). A seat
   * keeps its colour wherever it is drawn (hot seat turns the table); seat 0's shows only away from the bottom.
   */
  .seat--by-bottom,
  .tile--by-bottom {
    --_by: #8fdc8f;
  }
  .seat--by-left,
  .tile--by-left {
    --_by: #7cc4ff;
  }
  .seat--by-top,
  .tile--by-top {
    --_by: #d7a6ff;
  }
  .seat--by-right,
  .tile--by-right {
    --_by: #ffa66b;
  }
  /* The seat's colour, as a stripe at its start (the tiles it played since your last move wear it too). */
  .seat:not(.seat--bottom.seat--by-bottom) {
    background:
      linear-gradient(90deg, var(--_by) 0 4px, transparent 4px) border-box no-repeat,
      var(--_panel);
  }
  /*
   * What it did besides playing since your last move: a small bubble hanging from the chip's foot, over the gap
   * below it, so it comes and goes without changing the chip's height (the felt and its board would jump).
   */
  .seat__did {
    position: absolute;
    right: 4px;
    bottom: -10px;
    white-space: nowrap;
    padding: 1px 8px;
    border-radius: 10px 10px 10px 2px;
    background: var(--_ink);
    color: #1d1d1f;
    font-size: 12px;
    font-weight: 600;
  }
  .seat--current {
    border-color: var(--domino-highlight);
    box-shadow: 0 0 14px color-mix(in srgb, var(--domino-highlight) 45%, transparent);
  }
  /* Names stay on one line, cut with an ellipsis; the chip's accessible name holds the whole name. */
  .seat__name {
    grid-column: 1/-1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: 600;
  }
  .seat__count {
    display: flex;
    align-items: center;
    gap: 4px;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  /* A tile's back before the count: what the number counts. */
  .seat__count::before {
    content: '';
    width: 8px;
    height: 14px;
    border: 1px solid var(--domino-tile-edge);
    border-radius: 2px;
    background: var(--_back);
  }
  .seat__score {
    justify-self: end;
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .seat__tiles {
    grid-column: 1/-1;
    display: flex;
    flex-wrap: wrap;
    gap: 3px;
    padding-top: 2px;
  }
  @media (forced-colors: active) {
    .seat--current {
      border-color: Highlight;
    }
    .seat__count::before {
      background: GrayText;
    }
  }
`;
