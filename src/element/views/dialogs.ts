/** The panels: a round's end with its score breakdown, the match's end, and the hot-seat handover. */

import { html, nothing, type TemplateResult } from 'lit';
import { tileImage } from './tile.js';

export interface RoundEndOptions {
  title: string;
  /** The breakdown, one sentence each: how it ended, each hand's pips, who scored what and why. */
  lines: readonly string[];
  names: readonly string[];
  hands: readonly (readonly string[])[];
  points: readonly number[];
  scores: readonly number[];
  tileName: (tile: string) => string;
  /** The match's end, when this round decided it. */
  matchLine: string | null;
  action: { label: string; run: () => void };
}

export function roundEndView(o: RoundEndOptions): TemplateResult {
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
  return html`<section class="dialog dialog--round" part="dialog" role="dialog" aria-labelledby="dialog-title">
    <h2 class="dialog__title" id="dialog-title">${o.title}</h2>
    ${o.matchLine === null ? nothing : html`<p class="dialog__match">${o.matchLine}</p>`}
    <ul class="dialog__lines">
      ${o.lines.map((line) => html`<li>${line}</li>`)}
    </ul>
    <ul class="breakdown">
      ${o.names.map(
        (name, seat) =>
          html`<li class="breakdown__row">
            <span class="breakdown__name">${name}</span>
            <span class="breakdown__tiles"
              >${(o.hands[seat] ?? []).map((t) => tileImage(t, { label: o.tileName(t), part: false }))}</span
            >
            <span class="breakdown__points">${signed(o.points[seat] ?? 0)}</span>
            <span class="breakdown__total">= ${o.scores[seat] ?? 0}</span>
          </li>`,
      )}
    </ul>
    <div class="dialog__actions">
      <button type="button" class="btn btn--primary" data-action="dialog" @click=${o.action.run}>
        ${o.action.label}
      </button>
    </div>
  </section>`;
}

export function handoverView(text: string, ready: string, onReady: () => void): TemplateResult {
  return html`<section class="dialog dialog--handover" part="dialog" role="dialog" aria-labelledby="dialog-title">
    <h2 class="dialog__title" id="dialog-title">${text}</h2>
    <div class="dialog__actions">
      <button type="button" class="btn btn--primary" data-action="ready" @click=${onReady}>${ready}</button>
    </div>
  </section>`;
}
