// The demo pages, for the test that loads them from source (pages.test.ts) and the check of the built
// bundle (check-built-demo.ts).
// Every game of the registry has a page of its own (demo/<id>.html).
import { VARIANTS } from '../../src/games/index.js';

export const PAGES = ['index.html', ...VARIANTS.map((v) => `${v}.html`), 'playground.html', 'cms.html'] as const;
