/** The table's layout: seat chips round the felt, the felt filling what is left, the hand and buttons below. */

import { css } from 'lit';

export const frameStyles = css`
  /*
   * A phone: one screen, at least a comfortable height for its width and never taller than the viewport; the felt
   * takes every pixel the seats, the hand and the buttons leave. Wider (below): as tall as the content needs.
   */
  .frame {
    position: relative;
    display: grid;
    grid-template-rows: minmax(0, 1fr) auto auto auto;
    gap: 6px;
    min-height: var(--domino-table-height, min(100dvh, max(600px, 200cqi)));
    max-height: var(--domino-table-max-height, 100dvh);
    padding: 8px;
    border-radius: 18px;
    background: color-mix(in srgb, var(--domino-table-felt) 62%, #000);
    color: var(--_ink);
    overflow: hidden;
    /* Unbreakable text wraps rather than widen the host page. */
    overflow-wrap: anywhere;
  }
  .frame > * {
    min-width: 0;
  }
  .table {
    display: grid;
    grid-template: 'seats' auto 'felt' minmax(180px, 1fr) / minmax(0, 1fr);
    gap: 6px;
    min-height: 0;
  }
  /*
   * Tablets and desktops: as tall as the content needs and never taller than the viewport. The felt asks for a
   * height fitting its width, less where the viewport is short, so that a heading above the table leaves the hand
   * and the buttons in sight.
   */
  @container (min-width: 600px) {
    .frame {
      --_felt: clamp(180px, 100dvh - 460px, 60cqi);
      min-height: var(--domino-table-height, auto);
    }
    .table {
      grid-template-rows: auto minmax(var(--_felt), 1fr);
    }
  }
  /* A lazy table far from view (loading="lazy") keeps a playing table's box, so the page does not jump when it deals. */
  .frame.frame--away {
    min-height: var(--domino-table-height, min(100dvh, max(600px, 200cqi)));
  }
  /* Narrow: the other seats in a row above the felt, in play order (left, across, right). */
  .seats {
    grid-area: seats;
    display: flex;
    gap: 6px;
  }
  .seats > .seat {
    flex: 1;
  }
  /* Two players: the one seat across is as wide as its content, centred above the felt (not a full-width bar). */
  .seats > .seat:only-child {
    flex: 0 1 auto;
    margin: auto;
  }
  /* Narrow, every hand face up (show-hands): a row per seat, its tiles beside its name; the whole screen. */
  @container (max-width: 899px) {
    .frame--open {
      min-height: var(--domino-table-height, 100dvh);
    }
    .frame--open .seats {
      flex-direction: column;
      gap: 4px;
    }
    .frame--open .seats > .seat {
      grid-template-columns: auto auto minmax(0, 1fr);
      padding: 3px 8px;
    }
    .frame--open .seat__name {
      grid-column: 1/3;
      max-width: 110px;
    }
    .frame--open .seat__tiles {
      grid-column: 3;
      grid-row: 1/3;
      justify-content: end;
      padding: 0;
    }
  }
  /* The felt: a soft light in the middle, a fine weave and a wooden rim. */
  .felt {
    grid-area: felt;
    display: grid;
    grid-template-rows: auto minmax(0, 1fr);
    min-height: 0;
    border-radius: 14px;
    background:
      radial-gradient(ellipse at 50% 45%, #ffffff1a, transparent 65%),
      repeating-linear-gradient(45deg, #ffffff06 0 2px, transparent 2px 4px),
      repeating-linear-gradient(-45deg, #0000000a 0 2px, transparent 2px 4px), var(--domino-table-felt);
    box-shadow:
      inset 0 0 0 5px #3c230f8c,
      inset 0 0 32px #00000073;
  }
  /* The person at the screen: whose turn and the message, with their own chip at the end. */
  .me {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    padding: 0 4px;
  }
  .me > .status {
    flex: 1;
  }
  .me > .seat {
    flex: none;
    max-width: 45%;
  }
  /* Wide: the seats round the felt, where they sit at a real table. */
  @container (min-width: 900px) {
    .table {
      grid-template: '. top .' auto 'left felt right' minmax(var(--_felt), 1fr) / auto minmax(0, 1fr) auto;
    }
    .seats {
      display: contents;
    }
    .seat.seat--top {
      grid-area: top;
      margin: auto;
      min-width: 180px;
    }
    .seat--left,
    .seat--right {
      grid-area: left;
      align-self: center;
      width: 150px;
    }
    .seat--right {
      grid-area: right;
    }
  }
`;
