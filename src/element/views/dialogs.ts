/** The panels: a round's end with its score breakdown, the match's end, and the hot-seat handover. */

import { html, nothing, type TemplateResult } from 'lit';
import { t, type Lang, type Params } from '../../i18n/index.js';
import { tileImage } from './tile.js';
import type { Tile } from '../../engine/types.js';
import { named, type Text } from './names.js';

/** Column headings of the breakdown table: the seat, its tiles left, the round's points, the match score. */
export type RoundEndHeadings = readonly string[];

export interface RoundEndOptions {
  title: Text;
  /** The breakdown, one sentence each: how it ended, each hand's pips, who scored what and why. */
  lines: readonly Text[];
  names: readonly string[];
  hands: readonly (readonly Tile[])[];
  points: readonly number[];
  scores: readonly number[];
  tileName: (tile: string) => string;
  action: { label: string; run: () => void };
  /** Copy record: the match so far as a game record to the clipboard (its label says when it was copied). */
  copy: { label: string; run: () => void };
  /** The button that opens the review of the person's moves (a person played the round), or null. */
  review: { label: string; run: () => void } | null;
  /** "See the board": folds the panel to a bar (its title and buttons) and back, as Escape does. */
  fold: string;
  /** The table's column headings (`roundEndHeadings(lang)`). */
  headings: RoundEndHeadings;
  /**
   * At the match's end: who won by how much, and the standings with every round's totals, drawn by their code in
   * chunks/rare.js (loaders/standings.ts), fetched when the match ends.
   */
  standings: unknown;
}

/** The standings' words and figures (loaders/standings.ts draws them). */
export interface Standings {
  /** Who finished how far ahead, for "You finish 12 points ahead." */
  margin: Params;
  /** Each seat's name, marked where long. */
  names: readonly Text[];
  totals: readonly (readonly number[])[];
}

export const roundEndHeadings = (lang: Lang): RoundEndHeadings =>
  (['seat', 'hand', 'points', 'total'] as const).map((col) => t(lang, `end.col.${col}`));

const headRow = (h: RoundEndHeadings): TemplateResult =>
  html`<tr>
    ${h.map((col) => html`<th scope="col">${col}</th>`)}
  </tr>`;

/**
 * The round's (or match's) end: one scroll, the panel's own, on a short screen. Its words, the breakdown and the
 * buttons are three blocks: stacked on a phone, side by side on wider screens.
 */
export function roundEndView(o: RoundEndOptions): TemplateResult {
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
  // A modal dialog: Tab goes round its buttons; Escape or "See the board" folds it, the final board in sight, and
  // back. The fold is the section's own class (the template never sets it), gone with the panel at the next round.
  const keys = (e: KeyboardEvent): void => {
    const panel = e.currentTarget as HTMLElement;
    const buttons = [...panel.querySelectorAll('button')];
    const at = buttons.indexOf((panel.getRootNode() as ShadowRoot).activeElement as HTMLButtonElement);
    if (e.key === 'Escape') fold(e);
    else if (e.key === 'Tab' && at === (e.shiftKey ? 0 : buttons.length - 1)) {
      e.preventDefault();
      buttons.at(e.shiftKey ? -1 : 0)!.focus();
    }
  };
  const fold = (e: Event): void => {
    const panel = (e.currentTarget as HTMLElement).closest('.dialog')!;
    panel.querySelector('[data-action="fold"]')!.ariaPressed = String(panel.classList.toggle('dialog--folded'));
  };
  return html`<section
    class="dialog dialog--round"
    part="dialog"
    role="dialog"
    aria-modal="true"
    aria-labelledby="dialog-title"
    @keydown=${keys}
  >
    <div class="dialog__words">
      <h2 class="dialog__title" id="dialog-title">${o.title}</h2>
      ${o.standings}
      <ul class="dialog__lines">
        ${o.lines.map((line) => html`<li>${line}</li>`)}
      </ul>
    </div>
    <table class="breakdown">
      <thead>
        ${headRow(o.headings)}
      </thead>
      <tbody>
        ${o.names.map(
          (name, seat) =>
            html`<tr class="breakdown__row">
              <th scope="row" class="breakdown__name">${named(name, o.names)}</th>
              <td class="breakdown__tiles">
                <div class="breakdown__hand">
                  ${(o.hands[seat] ?? []).map((tile) => tileImage(tile, { label: o.tileName(tile) }))}
                </div>
              </td>
              <td class="breakdown__points">${signed(o.points[seat] ?? 0)}</td>
              <td class="breakdown__total">${o.scores[seat] ?? 0}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    <div class="dialog__actions">
      <button type="button" class="btn" data-action="fold" aria-pressed="false" @click=${fold}>${o.fold}</button>
      <button type="button" class="btn" data-action="copy-record" @click=${o.copy.run}>${o.copy.label}</button>
      ${
        o.review
          ? html`<button type="button" class="btn" data-action="review" @click=${o.review.run}>
              ${o.review.label}
            </button>`
          : nothing
      }
      <button type="button" class="btn btn--primary" data-action="dialog" @click=${o.action.run}>
        ${o.action.label}
      </button>
    </div>
  </section>`;
}

export function handoverView(text: Text, ready: string, onReady: () => void): TemplateResult {
  return html`<section
    class="dialog dialog--handover"
    part="dialog"
    role="dialog"
    aria-labelledby="dialog-title"
    tabindex="-1"
  >
    <h2 class="dialog__title" id="dialog-title">${text}</h2>
    <div class="dialog__actions">
      <button type="button" class="btn btn--primary" data-action="ready" @click=${onReady}>${ready}</button>
    </div>
  </section>`;
}
