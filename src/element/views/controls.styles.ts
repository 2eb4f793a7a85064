/** The bottom bar: Draw, Pass, Undo and Hint in the middle, the menu at the end; a question in the buttons' place. */

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
   * A phone: the buttons in one row, each as wide as its words allow, a long label (French, Kelley's "draw until a
   * tile fits") wrapping between its words, never inside one. Narrower than 360 px they share rows (as wide).
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
      font-size: 14px;
      overflow-wrap: normal;
    }
  }
  .controls__question {
    flex-basis: 100%;
    text-align: center;
    font-weight: 600;
  }
`;
