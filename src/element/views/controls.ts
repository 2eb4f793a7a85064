/** The buttons under the hand: Draw, Pass and Undo; and New match, which may ask before it gives up a match. */

import { html, type TemplateResult } from 'lit';

/** "New match" pressed while a match with a person's move is in progress: the question in its place. */
export interface NewMatchQuestion {
  question: string;
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
}

export interface ControlsViewOptions {
  canDraw: boolean;
  canPass: boolean;
  canUndo: boolean;
  labels: { draw: string; pass: string; undo: string };
  onDraw: () => void;
  onPass: () => void;
  onUndo: () => void;
  /** Set while the person is asked whether to give up the match in progress. */
  asking: NewMatchQuestion | null;
}

export function controlsView(o: ControlsViewOptions): TemplateResult {
  const q = o.asking;
  if (q)
    return html`<div
      class="controls controls--ask"
      part="controls"
      role="group"
      aria-labelledby="ask-new"
      @keydown=${(e: KeyboardEvent) => e.key === 'Escape' && q.onNo()}
    >
      <span class="controls__question" id="ask-new">${q.question}</span>
      <button type="button" class="btn btn--primary" data-action="confirm-new-match" @click=${q.onYes}>${q.yes}</button>
      <button type="button" class="btn" data-action="keep-playing" @click=${q.onNo}>${q.no}</button>
    </div>`;
  return html`<div class="controls" part="controls">
    <button type="button" class="btn" data-action="draw" ?disabled=${!o.canDraw} @click=${o.onDraw}>
      ${o.labels.draw}
    </button>
    <button type="button" class="btn" data-action="pass" ?disabled=${!o.canPass} @click=${o.onPass}>
      ${o.labels.pass}
    </button>
    <button type="button" class="btn" data-action="undo" ?disabled=${!o.canUndo} @click=${o.onUndo}>
      ${o.labels.undo}
    </button>
  </div>`;
}

/** The New match button (in the menu). */
export const newMatchButton = (label: string, onPress: () => void): TemplateResult =>
  html`<button type="button" class="btn" data-action="new-match" @click=${onPress}>${label}</button>`;
