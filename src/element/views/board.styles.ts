/** The board's look: the SVG filling its space, tiles gliding and dropping in, open ends marked, tap targets. */

import { css } from 'lit';

export const boardStyles = css`
  /* The board fills its space; the SVG keeps its shape (viewBox, meet) and never scrolls. */
  .board-wrap {
    position: relative;
    min-width: 0;
    min-height: 0;
    margin: 4px 10px 10px;
  }
  /* Always inside .board-wrap (render.ts, src/replay/view.ts); absolute, so a block. */
  .board {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: auto;
    overflow: visible;
  }
  /* A board larger than its felt (tiles would be too small to read): it pans inside the felt and zooms, its buttons
     in a strip of their own below it, over no tile. */
  .board-scroll {
    position: absolute;
    inset: 0 0 48px;
    overflow: auto;
    overscroll-behavior: contain;
    /* Drags pan and two fingers zoom here (input/zoom.ts), not the page. */
    touch-action: none;
    scrollbar-width: thin;
    border-radius: 8px;
  }
  .board-scroll > .board {
    position: static;
    display: block;
  }
  .board-zoom {
    position: absolute;
    right: 0;
    bottom: 0;
    display: flex;
    gap: 4px;
  }
  .board-zoom .btn {
    padding: 0 12px;
  }
  .board__spot {
    fill: none;
    stroke: #fff6;
    stroke-width: 0.05;
    stroke-dasharray: 0.15 0.12;
  }
  /* A re-laid-out board glides; a new tile travels from its seat (the element animates it). */
  .tile {
    transition: transform 0.35s;
  }
  /* Played since the person's last move: outlined in the colour of the seat that played it. */
  .tile--by .tile__face {
    stroke: var(--_by);
    stroke-width: 0.09;
  }
  /* Where two tiles touch without being joined: a gap of felt. */
  .seam {
    stroke: var(--domino-table-felt);
    stroke-width: 0.16;
    pointer-events: none;
  }
  /* Open ends while the person may play: a light dot; a locked suit's end fainter still. */
  .end {
    fill: #ffffff59;
    pointer-events: none;
  }
  .end--locked {
    fill: #ffffff24;
  }
  /* Tap targets: where the picked tile may go, a bright slot that pulses, inside a fingertip-sized hit area. */
  .target {
    cursor: pointer;
    outline: none;
  }
  .target__hit {
    fill: transparent;
  }
  .target__area {
    fill: #ffffff29;
    stroke: var(--domino-highlight);
    stroke-width: 0.08;
    stroke-dasharray: 0.2 0.12;
    animation: pulse 1.4s ease-in-out infinite alternate;
  }
  /* The end a hint points to. */
  .target--hint .target__area {
    fill: color-mix(in srgb, var(--domino-highlight) 55%, transparent);
    stroke-dasharray: none;
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
  /* Part count (games that score during play): the count and points beside the last tile laid. */
  .count {
    pointer-events: none;
    font-weight: 600;
  }
  .count rect {
    fill: var(--domino-highlight);
  }
  @keyframes pulse {
    to {
      fill: color-mix(in srgb, var(--domino-highlight) 28%, transparent);
    }
  }
  @media (forced-colors: active) {
    .target__area,
    .end {
      fill: Canvas;
      stroke: CanvasText;
    }
    .target:focus-visible .target__area {
      stroke: Highlight;
    }
  }
`;
