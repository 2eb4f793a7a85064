/**
 * The open menu's panel (views/status.ts, `menuView`): New match, the scores table and the moves of the round, with its
 * look. In chunks/rare.js, fetched when the menu opens (a round played by taps never opens it); what it draws comes
 * in the kit (buttons.ts).
 */

import type { CSSResult, css as Css } from 'lit';
import type { MenuPanel } from '../views/status.js';
import type { RareKit } from './rare-types.js';
import { enRare } from '../../i18n/en-rare.js';

const menuStyles = (css: typeof Css): CSSResult => css`
  /* The menu's panel lies over the felt, above the buttons, and scrolls inside itself. */
  .menu__panel {
    position: absolute;
    z-index: 5;
    right: 8px;
    bottom: 64px;
    display: grid;
    gap: 10px;
    justify-items: start;
    width: min(340px, calc(100% - 16px));
    max-height: calc(100% - 80px);
    overflow: auto;
    padding: 12px 14px;
    border-radius: 14px;
    background: color-mix(in srgb, var(--domino-table-felt) 40%, #000);
    box-shadow: 0 10px 40px var(--_shadow);
  }
  /* A phone: the menu is a sheet across the table, above the buttons (its button stays in sight to close it). */
  @container (max-width: 599px) {
    .menu__panel {
      left: 0;
      right: 0;
      width: auto;
      border-radius: 18px 18px 0 0;
    }
  }
  /* Tables do not inherit colour or size in quirks mode, which a CMS page may be in. */
  .scoreboard {
    border-collapse: collapse;
    color: var(--_ink);
    font-size: inherit;
    font-variant-numeric: tabular-nums;
  }
  .scoreboard caption,
  .log__title {
    margin: 0;
    text-align: start;
    color: var(--_muted);
    font-size: 13px;
    font-weight: 600;
  }
  .scoreboard :is(th, td) {
    padding: 2px 12px 2px 0;
    text-align: start;
  }
  .scoreboard__row--current {
    color: var(--domino-highlight);
  }
  .scoreboard__name {
    display: block;
    max-width: min(200px, 60cqi);
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .log ol {
    margin: 4px 0 0;
    padding-inline-start: 24px;
    font-size: 14px;
  }
`;

let styles: CSSResult | undefined;

/** The panel, its sheet added to the table's styles the first time (constructed sheets pass a CSP). */
export function menuPanel([host, table, , , t, html, css]: RareKit, o: MenuPanel): unknown {
  const lang = table.lang();
  const moves = t(lang, 'log', {}, enRare);
  const root = host.renderRoot as ShadowRoot;
  const { styleSheet } = (styles ??= menuStyles(css));
  if (styleSheet && !root.adoptedStyleSheets.includes(styleSheet))
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, styleSheet];
  return html`<div class="menu__panel">
    ${o.newMatch}
    <table class="scoreboard" part="scoreboard">
      <caption>
        ${t(lang, 'scores', {}, enRare)}
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
    </table>
    <section class="log" part="log" aria-label=${moves}>
      <h3 class="log__title">${moves} (${o.moves})</h3>
      <ol>
        ${o.log.map((line) => html`<li>${line}</li>`)}
      </ol>
    </section>
  </div>`;
}
