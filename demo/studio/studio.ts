/** dist/studio.js: defines the element from the bundle beside it, then starts the studio in the page. */

// Kept external by the build: the studio plays on the same dist/domino-table.js (and its chunks) as any page.
import './domino-table.js';
import { startStudio } from './app.js';

startStudio(document.getElementById('studio') as HTMLElement, location.search);
