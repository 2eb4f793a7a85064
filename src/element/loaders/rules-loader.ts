/**
 * The rules panel's texts: one chunk per language (dist/chunks/rules-<lang>.js), fetched the first time the panel is
 * opened in that language. One literal import per language, so the build can map each to its chunk.
 */

import { chunk, type Chunk } from '../../chunk.js';
import type { Lang } from '../../i18n/index.js';
import type { RulesFacts, RulesText } from '../../rules-text/types.js';
import type { rulesStyles as RulesStyles, rulesView as RulesView } from '../../rules-text/view.js';

type Module = {
  rulesText: (rules: RulesFacts) => RulesText;
  rulesView: typeof RulesView;
  rulesStyles: typeof RulesStyles;
};

/** Where each language's text comes from (tests replace one to see a failed load). */
export const load: Record<Lang, () => Promise<Module>> = {
  en: () => import('../../rules-text/en.js'),
  de: () => import('../../rules-text/de.js'),
  es: () => import('../../rules-text/es.js'),
  pt: () => import('../../rules-text/pt.js'),
  fr: () => import('../../rules-text/fr.js'),
};

/** Each language's rules text as a chunk (fetched once while in flight, again only on a later press). */
export const rulesChunks = {} as Record<Lang, Chunk<Module>>;
for (const lang of Object.keys(load) as Lang[]) rulesChunks[lang] = chunk(() => load[lang]);
