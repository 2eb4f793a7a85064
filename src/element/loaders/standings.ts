/**
 * The match's standings in its end panel (views/dialogs.ts): who won by how much, then the seats by their final score
 * with their total after every round. In chunks/rare.js, fetched when the match ends (buttons.ts); what it draws with
 * comes in the kit.
 */

import type { CSSResult, css as Css } from 'lit';
import type { Standings } from '../views/dialogs.js';
import type { RareKit } from './rare-types.js';
import { enRare } from '../../i18n/en-rare.js';

const standingsStyles = (css: typeof Css): CSSResult => css`
  .dialog__margin {
    margin: 0;
    font-weight: 700;
  }
  /* The standings scroll sideways inside the panel when a match had many rounds. */
  .standings {
    max-width: 100%;
    overflow-x: auto;
  }
  .standings caption {
    color: var(--_muted);
    font-size: 13px;
    font-weight: 600;
  }
`;

let styles: CSSResult | undefined;

export function standingsView([host, table, , , t, html, css]: RareKit, o: Standings): unknown {
  const lang = table.lang();
  const root = host.renderRoot as ShadowRoot;
  const { styleSheet } = (styles ??= standingsStyles(css));
  if (styleSheet && !root.adoptedStyleSheets.includes(styleSheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, styleSheet];
  const last = o.totals.at(-1) ?? [];
  const order = o.names.map((_, seat) => seat).sort((a, b) => (last[b] ?? 0) - (last[a] ?? 0));
  return html`<p class="dialog__margin">${t(lang, 'end.margin', o.margin, enRare)}</p>
    <div class="standings">
      <table class="breakdown">
        <caption>
          ${t(lang, 'standings', {}, enRare)}
        </caption>
        <thead>
          <tr>
            <th scope="col">${t(lang, 'end.col.seat')}</th>
            ${o.totals.map((_, i) => html`<th scope="col">${t(lang, 'roundN', { n: i + 1 }, enRare)}</th>`)}
          </tr>
        </thead>
        <tbody>
          ${order.map(
            (seat) =>
              html`<tr>
                <th scope="row" class="breakdown__name">${o.names[seat]}</th>
                ${o.totals.map((round) => html`<td class="breakdown__total">${round[seat] ?? 0}</td>`)}
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
}
