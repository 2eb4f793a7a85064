/**
 * The bottom bar: Draw, Pass, Undo and Hint in the middle, the menu at the end; a question in the buttons' place (its
 * words' look comes with it: loaders/rare-buttons.ts).
 */

import { css } from 'lit';

export const controlsStyles = css`
  .bottom-bar {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .controls {
    flex: 1;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 8px;
  }
  /*
   * A phone: the buttons in one row, each as wide as its words allow, a long label (Kelley's "draw until one fits")
   * wrapping between its words, never inside one, on at most two lines that fit the button's 44 px in every language.
   * Narrower than 360 px they share rows (as wide).
   */
  @container (min-width: 360px) and (max-width: 480px) {
    .controls:not(.controls--ask) {
      flex-wrap: nowrap;
      gap: 2px;
    }
    .controls .btn {
      flex: 1 1 auto;
      min-width: min-content;
      padding: 4px 5px;
      font-size: 13px;
      line-height: 1.15;
      overflow-wrap: normal;
    }
    /* A strut: the narrowest a button gets (its longest word) is still a fingertip, 44 px with the padding. */
    .controls .btn::after {
      content: '';
      display: block;
      width: 34px;
    }
  }
`;
