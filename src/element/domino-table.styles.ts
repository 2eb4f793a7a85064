/** The element's look: felt table, tiles, themes, layout of the parts, focus, forced colours and motion. */

import { css } from 'lit';

/*
 * Class names (shared with the element and the views; keep them in sync):
 *   .table                 grid: top seat, left seat | board | right seat, your hand at the bottom
 *   .table--narrow         (optional) set by the element when it wants the stacked layout regardless of width
 *   .seat                  an opponent's (or your) place: name, tile count, face-down tiles; .seat--top,
 *   .seat--left .seat--right .seat--bottom   where it sits (grid areas top, left, right, bottom)
 *   .seat--current         the seat to act (glows)
 *   .seat__name .seat__count .seat__tiles    parts of a seat
 *   .board-wrap            the centre cell holding the board svg (grid area board)
 *   .board (part="board")  the svg from views/board.ts; .board--empty before the lead
 *   .tile .tile--playable .tile--selected .tile--last .tile--back, .tile__face .tile__bar .tile__back .pip
 *   .tile-img .tile-img--h .tile-img--v      a standalone tile svg (views/tile.ts tileImage)
 *   .target .target__area  a drop target on the board (role="button")
 *   .hand (part="hand")    your tiles; .hand__tile is the button around one tileImage ([aria-pressed], [disabled])
 *   .scoreboard (part="scoreboard")  a <table> or list of scores; .scoreboard__row--current
 *   .controls (part="controls")      buttons Draw, Pass, Undo, New match: .btn, .btn--primary
 *   .status                whose turn; .status__arrow (rotated by direction: .status__arrow--left / --right)
 *   .boneyard              the boneyard count and its face-down stack
 *   .log (part="log")      the move list (a <details>/<ol>)
 *   .dialog (part="dialog") round end, match end, hot-seat handover; .dialog__title .dialog__actions
 *   .sr-only               visually hidden (the live region)
 */
export const styles = css`
  :host {
    --domino-table-felt: #1f6b45;
    --domino-tile-face: #fbf7ea;
    --domino-tile-pip: #1d1d1f;
    --domino-tile-edge: #b7ad94;
    --domino-highlight: #ffc83d;
    --domino-font: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    --_ink: #f4f1e6;
    --_muted: rgba(244, 241, 230, 0.72);
    --_panel: rgba(0, 0, 0, 0.22);
    --_back: #7a2e2a;
    --_target: rgba(255, 255, 255, 0.16);
    --_shadow: rgba(0, 0, 0, 0.35);
    display: block;
    container-type: inline-size;
    min-width: 0;
    color: var(--_ink);
    font-family: var(--domino-font);
    font-size: 1rem;
    line-height: 1.35;
  }
  :host([hidden]) {
    display: none;
  }
  :host([theme='dark']) {
    --domino-table-felt: #10291e;
    --domino-tile-face: #e6dfcb;
    --domino-tile-pip: #111;
    --domino-tile-edge: #6f6857;
    --domino-highlight: #f2b630;
    --_ink: #e9e6dc;
    --_muted: rgba(233, 230, 220, 0.65);
    --_panel: rgba(0, 0, 0, 0.35);
    --_back: #4a1f1c;
    --_shadow: rgba(0, 0, 0, 0.6);
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) {
      --domino-table-felt: #10291e;
      --domino-tile-face: #e6dfcb;
      --domino-tile-pip: #111;
      --domino-tile-edge: #6f6857;
      --domino-highlight: #f2b630;
      --_ink: #e9e6dc;
      --_muted: rgba(233, 230, 220, 0.65);
      --_panel: rgba(0, 0, 0, 0.35);
      --_back: #4a1f1c;
      --_shadow: rgba(0, 0, 0, 0.6);
    }
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  /* The table: felt with a soft light in the middle and a fine weave, a wooden rim. */
  .table {
    display: grid;
    grid-template: 'top top top' auto 'left board right' 1fr 'bottom bottom bottom' auto / minmax(0, auto) minmax(0, 1fr) minmax(0, auto);
    gap: 0.5rem;
    padding: 0.75rem;
    border-radius: 1rem;
    background:
      radial-gradient(ellipse at 50% 45%, rgba(255, 255, 255, 0.1), transparent 65%),
      repeating-linear-gradient(45deg, rgba(255, 255, 255, 0.025) 0 2px, transparent 2px 4px),
      repeating-linear-gradient(-45deg, rgba(0, 0, 0, 0.04) 0 2px, transparent 2px 4px),
      var(--domino-table-felt);
    box-shadow:
      inset 0 0 0 6px rgba(60, 35, 15, 0.55),
      inset 0 0 40px rgba(0, 0, 0, 0.45);
  }
  .seat {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-width: 0;
    padding: 0.35rem 0.6rem;
    border-radius: 0.6rem;
    background: var(--_panel);
    border: 2px solid transparent;
    transition: border-color 0.2s, box-shadow 0.2s;
  }
  .seat--top {
    grid-area: top;
    justify-self: center;
  }
  .seat--left {
    grid-area: left;
    flex-direction: column;
    align-self: center;
  }
  .seat--right {
    grid-area: right;
    flex-direction: column;
    align-self: center;
  }
  .seat--bottom {
    grid-area: bottom;
    flex-wrap: wrap;
    justify-content: center;
  }
  .seat--current {
    border-color: var(--domino-highlight);
    box-shadow: 0 0 0 3px color-mix(in srgb, var(--domino-highlight) 35%, transparent), 0 0 18px color-mix(in srgb, var(--domino-highlight) 45%, transparent);
  }
  .seat__name {
    font-weight: 600;
  }
  .seat__count {
    color: var(--_muted);
    font-size: 0.875em;
  }
  .seat__tiles {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 2px;
  }
  .seat--left .seat__tiles,
  .seat--right .seat__tiles {
    flex-direction: column;
  }

  /* The board fills its cell; the svg keeps its shape (viewBox, meet) and never scrolls. */
  .board-wrap {
    grid-area: board;
    display: grid;
    place-items: center;
    min-width: 0;
    min-height: 10rem;
  }
  .board {
    display: block;
    width: 100%;
    height: auto;
    max-height: min(70vh, 40rem);
    overflow: visible;
  }
  .board__spot {
    fill: none;
    stroke: rgba(255, 255, 255, 0.35);
    stroke-width: 0.05;
    stroke-dasharray: 0.15 0.12;
  }

  /* Tiles: ivory with a soft shadow; pips from the custom properties. */
  .tile {
    transition: transform 0.35s ease;
  }
  .tile--last {
    animation: tile-in 0.35s ease-out;
  }
  @keyframes tile-in {
    from {
      opacity: 0;
      scale: 1.25;
    }
  }
  .tile__face {
    fill: var(--domino-tile-face);
    stroke: var(--domino-tile-edge);
    stroke-width: 0.04;
    filter: drop-shadow(0.03px 0.06px 0.04px var(--_shadow));
  }
  .tile__bar {
    stroke: var(--domino-tile-edge);
    stroke-width: 0.04;
    stroke-linecap: round;
  }
  .pip {
    fill: var(--domino-tile-pip);
  }
  .tile__back {
    fill: var(--_back);
    stroke: color-mix(in srgb, var(--domino-tile-face) 40%, transparent);
    stroke-width: 0.04;
  }
  .tile--playable .tile__face {
    stroke: var(--domino-highlight);
    stroke-width: 0.08;
  }
  .tile--selected .tile__face {
    stroke: var(--domino-highlight);
    stroke-width: 0.12;
    filter: drop-shadow(0 0 0.12px var(--domino-highlight));
  }
  .tile--last .tile__face {
    stroke: var(--domino-highlight);
    stroke-width: 0.07;
  }
  .tile-img {
    display: block;
    height: 3.5rem;
    width: auto;
    overflow: visible;
  }
  .tile-img--h {
    height: 1.75rem;
  }

  /* Drop targets: a dashed slot that lights up; focusable, so the board plays by keyboard too. */
  .target {
    cursor: pointer;
    outline: none;
  }
  .target__area {
    fill: var(--_target);
    stroke: var(--domino-highlight);
    stroke-width: 0.07;
    stroke-dasharray: 0.2 0.12;
    animation: target-pulse 1.4s ease-in-out infinite alternate;
  }
  .target:hover .target__area {
    fill: color-mix(in srgb, var(--domino-highlight) 35%, transparent);
  }
  .target:focus-visible .target__area {
    fill: color-mix(in srgb, var(--domino-highlight) 45%, transparent);
    stroke: var(--_ink);
    stroke-width: 0.12;
    stroke-dasharray: none;
  }
  @keyframes target-pulse {
    to {
      fill: color-mix(in srgb, var(--domino-highlight) 28%, transparent);
    }
  }

  /* Your hand: a row of tile buttons that wraps. */
  .hand {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.4rem;
    padding: 0.25rem;
  }
  .hand__tile {
    display: inline-flex;
    padding: 0.15rem;
    border: 2px solid transparent;
    border-radius: 0.4rem;
    background: none;
    color: inherit;
    cursor: pointer;
    transition: transform 0.15s;
  }
  .hand__tile:hover:not([disabled]),
  .hand__tile[aria-pressed='true'] {
    transform: translateY(-0.3rem);
  }
  .hand__tile[aria-pressed='true'] {
    border-color: var(--domino-highlight);
  }
  .hand__tile[disabled] {
    cursor: default;
    opacity: 0.6;
  }

  /* Status, boneyard, scores, buttons, log. */
  .status {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    font-weight: 600;
  }
  .status__arrow {
    display: inline-block;
    transition: transform 0.2s;
  }
  .status__arrow--right {
    transform: scaleX(-1);
  }
  .boneyard {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    color: var(--_muted);
  }
  .scoreboard {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
    background: var(--_panel);
    border-radius: 0.5rem;
  }
  .scoreboard th,
  .scoreboard td {
    padding: 0.2rem 0.6rem;
    text-align: start;
  }
  .scoreboard td:last-child {
    text-align: end;
  }
  .scoreboard__row--current {
    color: var(--domino-highlight);
    font-weight: 600;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.5rem;
  }
  .btn {
    min-height: 2.5rem;
    padding: 0.4rem 1rem;
    border: 1px solid rgba(255, 255, 255, 0.35);
    border-radius: 999px;
    background: rgba(255, 255, 255, 0.12);
    color: inherit;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .btn:hover:not([disabled]) {
    background: rgba(255, 255, 255, 0.22);
  }
  .btn--primary {
    background: var(--domino-highlight);
    border-color: transparent;
    color: #1d1d1f;
  }
  .btn[disabled] {
    opacity: 0.45;
    cursor: default;
  }
  .log {
    max-height: 10rem;
    overflow: auto;
    padding: 0.4rem 0.8rem;
    border-radius: 0.5rem;
    background: var(--_panel);
    font-size: 0.875em;
    color: var(--_muted);
  }
  .dialog {
    display: grid;
    gap: 0.75rem;
    justify-items: center;
    max-width: 28rem;
    margin: auto;
    padding: 1.25rem 1.5rem;
    border-radius: 1rem;
    background: color-mix(in srgb, var(--domino-table-felt) 55%, #000);
    box-shadow: 0 10px 40px var(--_shadow);
    text-align: center;
  }
  .dialog__title {
    margin: 0;
    font-size: 1.25em;
  }
  .dialog__actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    justify-content: center;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  :focus-visible {
    outline: 3px solid var(--domino-highlight);
    outline-offset: 2px;
  }

  /* Narrow containers (320 px and up): opponents in one row above the board, everything stacked. */
  @container (max-width: 560px) {
    .table {
      grid-template: 'left top right' auto 'board board board' auto 'bottom bottom bottom' auto / 1fr auto 1fr;
      padding: 0.4rem;
      gap: 0.35rem;
    }
    .seat--left,
    .seat--right {
      flex-direction: row;
      justify-self: center;
    }
    .seat--left .seat__tiles,
    .seat--right .seat__tiles {
      display: none;
    }
    .seat {
      padding: 0.25rem 0.4rem;
      font-size: 0.875em;
    }
    .tile-img {
      height: 2.75rem;
    }
    .btn {
      padding: 0.35rem 0.75rem;
    }
  }

  @media (forced-colors: active) {
    .table {
      background: Canvas;
      border: 1px solid CanvasText;
    }
    .tile__face {
      fill: Canvas;
      stroke: CanvasText;
      filter: none;
    }
    .tile__bar {
      stroke: CanvasText;
    }
    .pip {
      fill: CanvasText;
    }
    .tile__back {
      fill: GrayText;
    }
    .tile--playable .tile__face,
    .tile--selected .tile__face,
    .tile--last .tile__face {
      stroke: Highlight;
    }
    .target__area {
      fill: Canvas;
      stroke: LinkText;
    }
    .target:focus-visible .target__area {
      stroke: Highlight;
    }
    .seat--current {
      border-color: Highlight;
    }
    .board__spot {
      stroke: GrayText;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .tile,
    .seat,
    .hand__tile,
    .status__arrow {
      transition: none;
    }
    .tile--last,
    .target__area {
      animation: none;
    }
  }
`;
