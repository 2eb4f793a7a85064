/** The element's look: felt table, tiles, themes, layout of the parts, focus, forced colours and motion. */

import { css } from 'lit';

/*
 * Class names (shared with the element and the views; keep them in sync):
 *   .table                 grid: seats round the board, your seat at the bottom (areas top, left, board, right, bottom)
 *   .seat                  a player's place: .seat__name .seat__count .seat__tiles; where it sits: .seat--top
 *                          .seat--left .seat--right .seat--bottom; .seat--current is the seat to act (glows)
 *   .board-wrap            the centre cell holding the board svg
 *   .board (part="board")  the svg from views/board.ts; .board--empty before the lead, .board__spot its empty slot
 *   .tile .tile--playable .tile--selected .tile--last .tile--back  one tile (views/tile.ts), drawn with
 *                          .tile__face .tile__bar .tile__back .pip; .tile-img (.tile-img--h, --v) a standalone tile svg
 *   .target .target__area  a drop target on the board (role="button")
 *   .hand (part="hand")    your tiles; .hand__tile the button round one tile ([aria-pressed="true"] when picked)
 *   .scoreboard (part="scoreboard") .scoreboard__row--current
 *   .controls (part="controls")  the buttons: .btn, .btn--primary
 *   .status                whose turn; .status__arrow (--left: clockwise as drawn, --right: mirrored)
 *   .boneyard .log (part="log") .dialog (part="dialog") .dialog__title .dialog__actions
 *   .sr-only               visually hidden (the live region)
 * Colours: the public custom properties (API.md §7) and private ones (--_ink, --_muted, --_panel, --_back, --_shadow).
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
    --_muted: #f4f1e6b8;
    --_panel: #00000038;
    --_back: #7a2e2a;
    --_shadow: #00000059;
    display: block;
    container-type: inline-size;
    min-width: 0;
    color: var(--_ink);
    font: 1rem/1.35 var(--domino-font);
  }
  :host([hidden]) {
    display: none;
  }
  /* Dark: chosen, or following the system with theme="auto" (never automatic: DESIGN.md). */
  :host([theme='dark']) {
    --domino-table-felt: #10291e;
    --domino-tile-face: #e6dfcb;
    --domino-tile-edge: #6f6857;
    --domino-highlight: #f2b630;
    --_back: #4a1f1c;
    --_shadow: #0009;
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) {
      --domino-table-felt: #10291e;
      --domino-tile-face: #e6dfcb;
      --domino-tile-edge: #6f6857;
      --domino-highlight: #f2b630;
      --_back: #4a1f1c;
      --_shadow: #0009;
    }
  }
  * {
    box-sizing: border-box;
  }

  /* The table: felt with a soft light in the middle, a fine weave and a wooden rim. */
  .table {
    display: grid;
    grid-template: 'top top top' auto 'left board right' 1fr 'bottom bottom bottom' auto / auto minmax(0, 1fr) auto;
    gap: 0.5rem;
    padding: 0.75rem;
    border-radius: 1rem;
    background:
      radial-gradient(ellipse at 50% 45%, #ffffff1a, transparent 65%),
      repeating-linear-gradient(45deg, #ffffff06 0 2px, transparent 2px 4px),
      repeating-linear-gradient(-45deg, #0000000a 0 2px, transparent 2px 4px), var(--domino-table-felt);
    box-shadow:
      inset 0 0 0 6px #3c230f8c,
      inset 0 0 40px #00000073;
  }
  .seat {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-width: 0;
    padding: 0.35rem 0.6rem;
    border: 2px solid transparent;
    border-radius: 0.6rem;
    background: var(--_panel);
    transition:
      border-color 0.2s,
      box-shadow 0.2s;
  }
  .seat--top {
    grid-area: top;
    justify-self: center;
  }
  .seat--left,
  .seat--right {
    grid-area: left;
    flex-direction: column;
    align-self: center;
  }
  .seat--right {
    grid-area: right;
  }
  .seat--bottom {
    grid-area: bottom;
    flex-wrap: wrap;
    justify-content: center;
  }
  .seat--current {
    border-color: var(--domino-highlight);
    box-shadow: 0 0 16px color-mix(in srgb, var(--domino-highlight) 50%, transparent);
  }
  .seat__name {
    font-weight: 600;
  }
  /* A long seat name inside a sentence or label (views/names.ts): cut, whole in its title and its text. */
  .name {
    display: inline-block;
    max-width: 9em;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    vertical-align: bottom;
  }
  /* Any other unbreakable text wraps rather than widen the host page. */
  .frame {
    overflow-wrap: anywhere;
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
    max-width: 4.5rem;
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
  }
  .board__spot {
    fill: none;
    stroke: #fff6;
    stroke-width: 0.05;
    stroke-dasharray: 0.15 0.12;
  }

  /* Tiles: ivory with a soft shadow; a re-laid-out board glides, a new tile drops in. */
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
  }
  .pip {
    fill: var(--domino-tile-pip);
  }
  .tile__back {
    fill: var(--_back);
  }
  .tile--playable .tile__face,
  .tile--last .tile__face {
    stroke: var(--domino-highlight);
    stroke-width: 0.08;
  }
  .tile--selected .tile__face {
    stroke: var(--domino-highlight);
    stroke-width: 0.12;
    filter: drop-shadow(0 0 0.12px var(--domino-highlight));
  }
  .tile-img {
    display: block;
    width: auto;
    height: 3.5rem;
  }
  .tile-img--h {
    height: 1.75rem;
  }

  /* Drop targets: a dashed slot that pulses; focusable, so tiles can be placed by keyboard. */
  .target {
    cursor: pointer;
    outline: none;
  }
  .target__area {
    fill: #ffffff29;
    stroke: var(--domino-highlight);
    stroke-width: 0.07;
    stroke-dasharray: 0.2 0.12;
    animation: pulse 1.4s ease-in-out infinite alternate;
  }
  .target:hover .target__area,
  .target:focus-visible .target__area {
    fill: color-mix(in srgb, var(--domino-highlight) 45%, transparent);
  }
  .target:focus-visible .target__area {
    stroke: var(--_ink);
    stroke-width: 0.12;
    stroke-dasharray: none;
  }
  @keyframes pulse {
    to {
      fill: color-mix(in srgb, var(--domino-highlight) 28%, transparent);
    }
  }

  /* Your hand: a row of tile buttons that wraps; the picked one is lifted. */
  .hand,
  .controls {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.4rem;
  }
  .controls__question {
    flex-basis: 100%;
    text-align: center;
    font-weight: 600;
  }
  .hand__tile {
    padding: 0.15rem;
    border: 2px solid transparent;
    border-radius: 0.4rem;
    background: none;
    color: inherit;
    cursor: pointer;
    transition: transform 0.15s;
  }
  .hand__tile:hover,
  .hand__tile[aria-pressed='true'] {
    transform: translateY(-0.3rem);
  }
  .hand__tile[aria-pressed='true'] {
    border-color: var(--domino-highlight);
  }

  /* Words, scores, buttons. */
  .status {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-weight: 600;
  }
  .status__arrow {
    display: inline-block;
  }
  .status__arrow--right {
    transform: scaleX(-1);
  }
  .boneyard,
  .log {
    color: var(--_muted);
  }
  .scoreboard {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
    background: var(--_panel);
    border-radius: 0.5rem;
  }
  .scoreboard :is(th, td) {
    padding: 0.2rem 0.6rem;
    text-align: start;
  }
  .scoreboard__row--current {
    color: var(--domino-highlight);
  }
  /* A long given name ends in an ellipsis rather than stretching the scoreboard or wrapping. */
  .scoreboard__name {
    display: block;
    max-width: min(14rem, 55cqi);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .btn {
    min-height: 2.5rem;
    padding: 0.4rem 1rem;
    border: 1px solid #fff5;
    border-radius: 999px;
    background: #ffffff1f;
    color: inherit;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .btn:hover:not([disabled]) {
    background: #ffffff38;
  }
  .btn--primary {
    border-color: transparent;
    background: var(--domino-highlight);
    color: #1d1d1f;
  }
  .btn--primary:hover:not([disabled]) {
    background: color-mix(in srgb, var(--domino-highlight) 80%, #fff);
  }
  /* Disabled: no fill, a dashed outline and dim text, so it never reads as a live (tinted) button. */
  .btn:disabled,
  .btn--primary:disabled {
    border: 1px dashed color-mix(in srgb, var(--_ink) 35%, transparent);
    background: transparent;
    color: color-mix(in srgb, var(--_ink) 50%, transparent);
    box-shadow: none;
    cursor: not-allowed;
  }
  .log {
    max-height: 10rem;
    overflow: auto;
    padding: 0.4rem 0.8rem;
    border-radius: 0.5rem;
    background: var(--_panel);
    font-size: 0.875em;
  }
  .dialog {
    display: grid;
    gap: 0.75rem;
    justify-items: center;
    max-width: 32rem;
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
    gap: 0.5rem;
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  :focus-visible {
    outline: 3px solid var(--domino-highlight);
    outline-offset: 2px;
  }

  /*
   * Narrow containers (320 px up): the other seats above the board in play order (left, across, right),
   * as many to a row as fit whole, so a name is never broken inside a word; one name longer than the
   * row ends in an ellipsis. Smaller parts.
   */
  @container (max-width: 560px) {
    .table {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
      padding: 0.4rem;
    }
    .seat {
      flex-direction: row;
      padding: 0.25rem 0.4rem;
      font-size: 0.875em;
    }
    .seat:is(.seat--left, .seat--top, .seat--right) {
      flex: 1 1 auto;
      flex-wrap: wrap;
      justify-content: center;
      align-self: stretch;
    }
    .seat--left {
      order: 1;
    }
    .seat--top {
      order: 2;
    }
    .seat--right {
      order: 3;
    }
    .board-wrap {
      order: 4;
      flex: 1 0 100%;
    }
    .seat--bottom {
      order: 5;
      flex: 1 0 100%;
    }
    .seat__name {
      min-width: 0;
      max-width: 100%;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .seat--bottom {
      flex-direction: column;
    }
    .seat--left .seat__tiles,
    .seat--right .seat__tiles {
      display: none;
    }
    .tile-img {
      height: 2.75rem;
    }
    .btn {
      padding: 0.35rem 0.75rem;
    }
  }

  /* High contrast: system colours, so pips and edges stay visible whatever the theme. */
  @media (forced-colors: active) {
    .tile__face,
    .target__area {
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
    .tile:is(.tile--playable, .tile--selected, .tile--last) .tile__face,
    .target:focus-visible .target__area {
      stroke: Highlight;
    }
    .seat--current {
      border-color: Highlight;
    }
    .btn {
      border-color: ButtonText;
    }
    .btn:disabled,
    .btn--primary:disabled {
      border-color: GrayText;
      color: GrayText;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    *,
    .tile {
      transition: none !important;
      animation: none !important;
    }
  }
`;
