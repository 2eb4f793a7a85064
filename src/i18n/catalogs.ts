/**
 * The language registry: adding a language is one catalog file and one line in `loaders`. English is built
 * in (it is also every other language's fallback); every other language is a chunk of the CDN bundle
 * (dist/chunks/<lang>.js) that a table fetches the first time it speaks it, so an English page downloads
 * no other language. Each catalog module exports its catalog under its language's name (`de` in de.ts), so a
 * loader is the bare import and localize.ts picks the catalog by name: a line per language is all the entry pays. Each
 * also brings its plural and list forms (intl.ts), which English, written in the entry, does not need.
 */

import type { Catalog } from './en.js';
import type { forms } from './intl.js';

export { en } from './en.js';

export const loaders = {
  de: (): Promise<{ de: Catalog; forms: typeof forms }> => import('./de.js'),
  es: (): Promise<{ es: Catalog; forms: typeof forms }> => import('./es.js'),
  pt: (): Promise<{ pt: Catalog; forms: typeof forms }> => import('./pt.js'),
  fr: (): Promise<{ fr: Catalog; forms: typeof forms }> => import('./fr.js'),
};
