/** The buttons under the hand (Draw, Pass, Undo, Hint; in watch mode Pause, Step, Speed) and the menu's New match. */

import { html, type TemplateResult } from 'lit';

/** One button. One that may not be used now stays focusable and says why when pressed (`aria-disabled`). */
export interface Control {
  action: string;
  label: string;
  enabled: boolean;
  run: () => void;
}

/** The buttons; New match's question stands in their place while it is asked (loaders/rare-buttons.ts draws it). */
export function controlsView(buttons: readonly Control[]): TemplateResult {
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
