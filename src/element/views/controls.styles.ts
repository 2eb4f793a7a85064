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
   * Narrow: the buttons share two even rows at most, their words wrapping inside them, so a long label (French,
   * Kelley's "draw until a tile fits") never pushes the board off the screen.
   */
  @container (max-width: 480px) {
    .controls:not(.controls--ask) {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    .controls .btn {
      padding: 4px 10px;
      font-size: 14px;
    }
  }
  .controls__question {
    flex-basis: 100%;
    text-align: center;
    font-weight: 600;
  }
`;
