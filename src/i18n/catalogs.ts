/**
 * The language registry: adding a language is one catalog file and one line in `loaders`. English is built
 * in (it is also every other language's fallback); every other language is a chunk of the CDN bundle
 * (dist/chunks/<lang>.js) that a table fetches the first time it speaks it, so an English page downloads
 * no other language.
 */

import type { Catalog } from './localize.js';

export { en } from './en.js';

export const loaders = {
  de: (): Promise<Catalog> => import('./de.js').then((m) => m.de),
};
