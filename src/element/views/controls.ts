/** The buttons: Draw and Pass (enabled exactly when legal for the person at the screen), Undo, New match. */

import { html, type TemplateResult } from 'lit';

export interface ControlsViewOptions {
  canDraw: boolean;
  canPass: boolean;
  canUndo: boolean;
  labels: { draw: string; pass: string; undo: string; newMatch: string };
  onDraw: () => void;
  onPass: () => void;
  onUndo: () => void;
  onNewMatch: () => void;
}

export function controlsView(o: ControlsViewOptions): TemplateResult {
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
    <button type="button" class="btn" data-action="new-match" @click=${o.onNewMatch}>${o.labels.newMatch}</button>
  </div>`;
}
