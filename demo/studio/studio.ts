/** dist/studio.js: defines the element from the bundle beside it, then starts the studio in the page. */

// Kept external by the build: the studio plays on the same dist/domino-table.js (and its chunks) as any page.
import './domino-table.js';
import { startStudio } from './app.js';
import { retell, S } from './strings.js';

// The page around the studio speaks its language too: its title, its heading, and `lang` for screen readers.
startStudio(document.getElementById('studio') as HTMLElement, location.search, (lang) => {
  document.documentElement.lang = lang;
  document.title = S.pageTitle;
  const header = document.querySelector('.studio-header');
  if (header) retell(header);
});
