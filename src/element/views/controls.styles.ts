/** The bottom bar: Draw, Pass and Undo in the middle, the menu at the end; a question in the buttons' place. */

import { css } from 'lit';

export const controlsStyles = css`
  .bottom-bar {
    display: flex;
    align-items: center;
    gap: var(--_gap);
  }
  .controls {
    flex: 1;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: var(--_gap);
  }
  .controls__question {
    flex-basis: 100%;
    text-align: center;
    font-weight: 600;
  }
`;
