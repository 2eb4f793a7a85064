/** A tile's look wherever it is drawn: ivory face, pips, the spinner's pin, its back, highlight states. */

import { css } from 'lit';

export const tileStyles = css`
  .tile__face,
  .tile__bar {
    stroke: var(--domino-tile-edge);
    stroke-width: 0.04;
  }
  .tile__face {
    fill: var(--domino-tile-face);
    filter: drop-shadow(0.03px 0.06px 0.04px var(--_shadow));
  }
  /* A dot a pip: the path has no area to fill (views/tile.ts). */
  .pip {
    stroke: var(--domino-tile-pip);
    stroke-width: 0.23;
    stroke-linecap: round;
  }
  .tile__pin {
    fill: #c9a227;
    stroke: #7a5c12;
    stroke-width: 0.025;
  }
  :is(.tile--playable, .tile--last) .tile__face {
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
    width: 24px;
    height: 48px;
  }
  /* High contrast: system colours, so pips and edges stay visible whatever the theme. */
  @media (forced-colors: active) {
    .tile__face {
      fill: Canvas;
      filter: none;
    }
    .tile__face,
    .tile__bar {
      stroke: CanvasText;
    }
    .pip {
      stroke: CanvasText;
    }
    .tile__pin {
      fill: CanvasText;
    }
    .tile:is(.tile--playable, .tile--selected, .tile--last) .tile__face {
      stroke: Highlight;
    }
  }
`;
