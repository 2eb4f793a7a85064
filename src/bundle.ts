/** The CDN entry (dist/domino-table.js): defines `<domino-table>` and exports the class, Lit and XState inside. */

export { DominoTable } from './define.js';
