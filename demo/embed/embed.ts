/** dist/embed.js: defines the element from the bundle beside it, then shows the table the address asks for. */

// Kept external by the build: the embed loads the same dist/domino-table.js (and its chunks) as any page.
import './domino-table.js';
import { startEmbed } from './embed-core.js';

startEmbed(document, location.search, window.parent);
