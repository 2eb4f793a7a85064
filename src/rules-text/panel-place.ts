/**
 * Where a reading panel (the rules, the coach's review) stands and how its head stays put: the one stylesheet both
 * panels' chunks bring with them (Lit's `css` handed in, as their templates are).
 */

import type { css as Css, CSSResult } from 'lit';

export const panelPlace = (css: typeof Css): CSSResult => css`
  /*
   * Over the table (the frame holds it, not the felt), scrolling inside itself (one scroll: nothing in it scrolls
   * apart), read from the top; on a phone a sheet over the whole table.
   */
  .felt > .dialog {
    position: absolute;
    z-index: 3;
    top: 8px;
    left: 50%;
    bottom: 8px;
    width: calc(100% - 16px);
    overflow: auto;
    transform: translateX(-50%);
    justify-items: stretch;
    text-align: start;
  }
  @container (max-width: 599px) {
    .felt > .dialog {
      inset: 0;
      width: 100%;
      max-width: none;
      border-radius: 0;
      transform: none;
      overscroll-behavior: contain;
    }
  }
  /* Its title and Close stay at the top while the text scrolls under them. */
  .dialog__head {
    position: sticky;
    top: calc(0px - var(--_pad-y));
    display: flex;
    align-items: center;
    gap: 8px;
    margin: calc(0px - var(--_pad-y)) calc(0px - var(--_pad-x)) 0;
    padding: 12px var(--_pad-x) 8px;
    background: inherit;
  }
  .dialog__head .dialog__title {
    flex: 1;
    font-size: 18px;
  }
`;
