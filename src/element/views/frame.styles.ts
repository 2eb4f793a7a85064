/** The element's own layout around the table grid: the bar above it, panels, narrow rows, the drag ghost. */

import { css } from 'lit';

/** The parts around the table grid: the bar above it, the panels, the drag ghost (the table's look is in styles). */
export const frameStyles = css`
  .frame {
    display: grid;
    gap: 0.5rem;
  }
  /* A long name in one line (ellipsis) must not widen the frame's column past the container. */
  .frame > * {
    min-width: 0;
  }
  .top-bar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: start;
    justify-content: space-between;
    color: var(--domino-table-ink, inherit);
  }
  .frame {
    color: var(--_ink);
    background: color-mix(in srgb, var(--domino-table-felt) 70%, #000);
    padding: 0.5rem;
    border-radius: 1.1rem;
  }
  /* Tables do not inherit colour or size in quirks mode, which a CMS page may be in. */
  .scoreboard {
    color: var(--_ink);
    font-size: inherit;
  }
  .scoreboard caption {
    white-space: nowrap;
    padding: 0.2rem 0.6rem;
    text-align: start;
    font-size: 0.875em;
    color: var(--_muted);
    caption-side: top;
  }
  .info {
    flex: 1 1 16rem;
    display: grid;
    gap: 0.2rem;
    min-width: 0;
  }
  .info p {
    margin: 0;
  }
  .status {
    justify-content: start;
  }
  .info__line {
    font-size: 0.875em;
    color: var(--_muted);
  }
  .message {
    min-height: 1.35em;
    font-weight: 600;
    color: var(--domino-highlight);
  }
  .seat--bottom {
    flex-direction: column;
  }
  @container (max-width: 560px) {
    /* Face-down tiles say no more than the count: leave the narrow row of seats to the names. */
    .seat__tiles[aria-hidden='true'] {
      display: none;
    }
  }
  .seat__tiles .tile-img {
    height: 1.6rem;
  }
  .dialog {
    width: 100%;
  }
  .dialog__lines {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 0.25rem;
  }
  /* The breakdown: one row per seat under column headings; the tiles left wrap inside their cell. */
  .breakdown {
    border-collapse: collapse;
    color: var(--_ink);
    font-size: inherit;
    font-variant-numeric: tabular-nums;
  }
  .breakdown :is(th, td) {
    padding: 0.2rem 0.4rem;
    vertical-align: middle;
  }
  .breakdown thead th {
    font-size: 0.8em;
    font-weight: 600;
    color: var(--_muted);
    border-bottom: 1px solid color-mix(in srgb, var(--_ink) 30%, transparent);
    white-space: nowrap;
  }
  .breakdown thead th:first-child,
  .breakdown__name {
    text-align: start;
  }
  .breakdown__name {
    font-weight: 600;
    max-width: 10rem;
    overflow-wrap: break-word;
    hyphens: auto;
  }
  .breakdown__name .name {
    max-width: 6em;
  }
  .breakdown__hand {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 2px;
  }
  .breakdown__hand .tile-img {
    height: 1.8rem;
  }
  .breakdown :is(thead th:nth-child(n + 3), .breakdown__points, .breakdown__total) {
    text-align: end;
  }
  .breakdown__points {
    color: var(--domino-highlight);
  }
  @container (max-width: 560px) {
    .dialog {
      padding: 1rem 0.25rem;
    }
    .breakdown :is(th, td) {
      padding: 0.2rem 0.25rem;
    }
    .breakdown__hand .tile-img {
      height: 1.4rem;
    }
  }
  .ghost {
    position: fixed;
    z-index: 10;
    pointer-events: none;
    transform: translate(-50%, -50%) rotate(-4deg);
    filter: drop-shadow(0 6px 8px rgba(0, 0, 0, 0.4));
  }
  .log ol {
    margin: 0.25rem 0 0;
    padding-inline-start: 1.5rem;
  }
  .log summary {
    cursor: pointer;
  }
`;
