/** Registers `<domino-table>`: guarded, so loading the bundle and the package (or either twice) is harmless. */

// First: it must listen before Lit loads (a page that forbids Lit's Trusted Types policy stops Lit as it loads).
import './trusted-types.js';
import { DominoTable } from './element/domino-table.js';

if (!customElements.get('domino-table')) customElements.define('domino-table', DominoTable);

declare global {
  interface HTMLElementTagNameMap {
    'domino-table': DominoTable;
  }
}

export { DominoTable };
