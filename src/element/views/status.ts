/** Words about the match: scoreboard, whose turn and which way, boneyard, unlocked suits, the lead, messages, the log. */

import { html, nothing, type TemplateResult } from 'lit';
import type { Text } from './names.js';

export interface ScoreboardOptions {
  caption: string;
  /** "Round 2" and "Target: 200 points". */
  round: string;
  target: string;
  names: readonly string[];
  scores: readonly number[];
  current: number | null;
}

export function scoreboardView(o: ScoreboardOptions): TemplateResult {
  return html`<table class="scoreboard" part="scoreboard">
    <caption>
      <span class="scoreboard__round">${o.round}</span>
      ·
      <span class="scoreboard__target">${o.target}</span>
    </caption>
    <tbody>
      ${o.names.map(
        (name, seat) =>
          html`<tr class=${seat === o.current ? 'scoreboard__row--current' : ''}>
            <th scope="row"><span class="scoreboard__name">${name}</span></th>
            <td>${o.scores[seat] ?? 0}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
}

export interface StatusOptions {
  /** "Your turn" / "West to play" / "West is thinking…", or empty between rounds. */
  turn: Text;
  /** "Play goes clockwise (to the left)." */
  direction: string;
  clockwise: boolean;
  boneyard: string | null;
  /** "Unlocked suits: 6 and 4", or null where suits never lock. */
  unlocked: string | null;
  /** Who opens and why (shown while the first tile is not down). */
  lead: Text | null;
  /** An explained refusal or a prompt ("Choose an open end"). */
  message: Text;
}

export function statusView(o: StatusOptions): TemplateResult {
  return html`<div class="info">
    ${
      o.turn === ''
        ? nothing
        : html`<p class="status">
            <span
              class="status__arrow ${o.clockwise ? 'status__arrow--left' : 'status__arrow--right'}"
              aria-hidden="true"
              >↻</span
            >
            <span class="status__turn">${o.turn}</span>
          </p>`
    }
    <p class="info__line direction">${o.direction}</p>
    ${o.boneyard === null ? nothing : html`<p class="info__line boneyard">${o.boneyard}</p>`}
    ${o.unlocked === null ? nothing : html`<p class="info__line unlocked">${o.unlocked}</p>`}
    ${o.lead === null ? nothing : html`<p class="info__line lead">${o.lead}</p>`}
    <p class="message" role="status">${o.message}</p>
  </div>`;
}

/** The moves of the current round, oldest first. */
export function logView(summary: string, lines: readonly Text[]): TemplateResult {
  return html`<details class="log" part="log">
    <summary>${summary} (${lines.length})</summary>
    <ol>
      ${lines.map((line) => html`<li>${line}</li>`)}
    </ol>
  </details>`;
}
