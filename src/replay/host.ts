/** What the replay uses of the element that shows it, and the board's space the element measured. */

import type { StepValue } from './options.js';

/** What the replay uses of the element: its replay attributes as properties, its shadow root, its updates. */
export interface ReplayHost extends HTMLElement {
  step: StepValue;
  view: number | undefined;
  controls: string | undefined;
  chapter: string | undefined;
  playerNames: string | undefined;
  boardOnly: boolean;
  /** Read as a property, so a framework that sets it (as React 19 and Vue do) shows the record as the attribute does. */
  src: string | undefined;
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly updateComplete: Promise<boolean>;
  requestUpdate(): void;
}

/** The board's space in CSS pixels, as the element measures it. */
export type Box = { width: number; height: number } | null;
