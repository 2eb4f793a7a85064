/** The buttons under the hand (Draw, Pass, Undo, Hint; in watch mode Pause, Step, Speed) and New match's question. */

import { html, type TemplateResult } from 'lit';

/** "New match" pressed while a match with a person's move is in progress: the question in its place. */
export interface NewMatchQuestion {
  question: string;
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
}

/** One button. One that may not be used now stays focusable and says why when pressed (`aria-disabled`). */
export interface Control {
  action: string;
  label: string;
  enabled: boolean;
  run: () => void;
}

export function controlsView(buttons: readonly Control[], asking: NewMatchQuestion | null): TemplateResult {
  const q = asking;
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
    ${buttons.map(
      (b) =>
        html`<button
          type="button"
          class="btn"
          data-action=${b.action}
          aria-disabled=${b.enabled ? 'false' : 'true'}
          @click=${b.run}
        >
          ${b.label}
        </button>`,
    )}
  </div>`;
}

/** The New match button (in the menu). */
export const newMatchButton = (label: string, onPress: () => void): TemplateResult =>
  html`<button type="button" class="btn" data-action="new-match" @click=${onPress}>${label}</button>`;
