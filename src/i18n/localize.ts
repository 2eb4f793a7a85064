/** Message lookup: language choice, plural forms and named parameters, always producing plain text. */

import { chunk } from '../chunk.js';
import { parseTile } from '../engine/tiles.js';
import { en, loaders } from './catalogs.js';
import type { Catalog, EntryKey, MsgKey } from './en.js';
import { enScoring, type ScoringKey } from './en-rare.js';
import { sayCount } from './count-words.js';
import type { Forms, forms } from './intl.js';

export type { Catalog, EntryKey, MsgKey };

/** Keys whose message is a comma-separated list, indexed by pip 0–9 (compass: by seat position). */
export type ListKey = 'pips' | 'suits' | 'compass' | 'places';
export type Lang = 'en' | keyof typeof loaders;
/** Values for `{name}` placeholders; `you` selects the first branch of `{~A|B}`, `count` the plural form. */
export type Params = { readonly [name: string]: string | number | boolean | undefined };

/**
 * The catalogs loaded so far. Until a language's has arrived, its messages are English. The entry's English lacks the
 * keys whose English comes with a chunk (en-rare.ts): the chunk hands its English to `t`.
 */
const CATALOGS: Partial<Record<Lang, Partial<Catalog>>> = { en };
export const LANGS = ['en', ...Object.keys(loaders)] as Lang[];
export const DEFAULT_LANG: Lang = 'en';
const catalog = (lang: Lang): Partial<Catalog> => CATALOGS[lang] ?? en;

/** Where a language's catalog comes from: its module, exporting it under the language's name (tests replace a
 * loader to see a failed load). */
export const load: {
  [L in Exclude<Lang, 'en'>]: () => Promise<{ [K in L]: Catalog } & { forms: typeof forms }>;
} = { ...loaders };

type Loaders = Record<Lang, () => Promise<Partial<Record<Lang, Catalog>> & { forms: typeof forms }>>;
/**
 * The plural and list forms of each language loaded but English, brought by its chunk (intl.ts); English's are
 * written here (`format`, `listOf`), and so are a language's until its chunk has arrived, as are its words.
 */
const FORMS: { [lang: string]: Forms } = Object.create(null);
const chunks: Partial<Record<Lang, Promise<boolean>>> = {};

/**
 * Undefined when `lang`'s messages are ready (English always is: it is in CATALOGS from the start); else a
 * promise (the first call starts the load) of whether they arrived. A load that fails is not tried again in this
 * page: that language stays English.
 */
export function langReady(lang: Lang): Promise<boolean> | undefined {
  if (CATALOGS[lang]) return undefined;
  // `lang` is not English here (its catalog is always present); the loaders' types are keyed by the others.
  const catalogs = chunk(() => (load as unknown as Loaders)[lang]);
  return (chunks[lang] ??= catalogs.ready()!.then((arrived) => {
    const code = catalogs.code();
    CATALOGS[lang] = code?.[lang] ?? en;
    if (code) FORMS[lang] = code.forms(lang);
    return arrived;
  }));
}

/**
 * The words of a move's count and points (count-words.ts): none until the games that score during play bring them
 * (their chunk's loader, element/loaders/scoring-loader.ts, or `allLangsReady`).
 */
export const counted: { _said?: typeof sayCount } = {};

/**
 * Every language loaded (Node tooling and tests that compare catalogs), English with the words of the games that score
 * during play, which a table's English gets with their chunk (element/loaders/scoring-loader.ts), and their count's.
 */
export const allLangsReady = (): Promise<unknown> => (
  Object.assign(en, enScoring),
  (counted._said = sayCount),
  Promise.all(LANGS.map(langReady))
);

/**
 * The supported language for a BCP 47 tag: its primary subtag, case-insensitive ("de-AT" → "de",
 * "DE" → "de"), else English. The element finds the tag from its own or its nearest ancestor's `lang`.
 */
export function resolveLang(tag: string | null | undefined): Lang {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LANGS as string[]).includes(primary) ? (primary as Lang) : DEFAULT_LANG;
}

// {~A|B}: A for "you", B otherwise. {#one|other}: the plural form for {count} (English and German
// have one and other; a language with more categories lists them in CLDR order: French, Spanish and
// Portuguese one|many|other). Branches may hold {param}s but no further choices.
const CHOICE = /\{~((?:[^{}|]|\{\w+\})*)\|((?:[^{}]|\{\w+\})*)\}/g;
const PLURAL = /\{#((?:[^{}]|\{\w+\})*)\}/g;
const PARAM = /\{(\w+)\}/g;

/**
 * Fills a template. Values are inserted as they are, in one pass (a value is never scanned for
 * placeholders) and never as HTML: the result is text for Lit to render as text or for an aria-live
 * region. A placeholder without a value stays visible, so a missing parameter shows in tests.
 */
export function format(template: string, params: Params = {}, lang: string = DEFAULT_LANG): string {
  const count = params['count'];
  return template
    .replace(CHOICE, (_m, yes: string, no: string) => (params['you'] ? yes : no))
    .replace(PLURAL, (_m, forms: string) => {
      const list = forms.split('|');
      // English: 1 is `one`, anything else `other` (no Intl.PluralRules on the first render).
      const i = typeof count !== 'number' ? -1 : FORMS[lang] ? FORMS[lang][0](count) : count === 1 ? 0 : -1;
      return list[i] ?? list.at(-1) ?? '';
    })
    .replace(PARAM, (m, name: string) => {
      const v = params[name];
      return v === undefined || typeof v === 'boolean' ? m : String(v);
    });
}

/**
 * The message `key` in `lang`. A key whose English is not in the entry (en-rare.ts) needs that English, from the
 * chunk that says it: it is read where `lang` is English, or where `lang`'s catalog could not be loaded.
 */
export function t(lang: Lang, key: EntryKey | ScoringKey, params?: Params): string;
export function t<K extends MsgKey>(lang: Lang, key: K, params: Params, english: { readonly [k in K]: string }): string;
export function t(lang: Lang, key: MsgKey, params: Params = {}, english?: Partial<Catalog>): string {
  // '' where the English of a chunk that could not be had is asked for (scoring-loader.ts): a sentence left out.
  return format(catalog(lang)[key] ?? english?.[key] ?? '', params, lang);
}

/** Whether a computed key (e.g. `cannot-draw.closed`) exists. */
export const isMsgKey = (key: string): key is EntryKey => Object.hasOwn(en, key);

/** Item `i` of a list message (pip words, suit names, compass points). */
export function listItem(lang: Lang, key: ListKey, i: number): string {
  return catalog(lang)[key]!.split(',')[i] ?? String(i);
}

/**
 * "6, 4, and 3" / "6, 4 und 3"; with `or`, "6, 4, or 3". English is written here as Intl writes it (the first
 * frame then needs no Intl at all); the other languages' forms come with their chunk (intl.ts).
 */
export function listOf(lang: Lang, items: readonly string[], or = false): string {
  if (FORMS[lang]) return FORMS[lang][1](items, or);
  const last = items.length > 1 ? ` ${or ? 'or' : 'and'} ${items.at(-1)}` : (items[0] ?? '');
  return items.length > 2 ? `${items.slice(0, -1).join(', ')},${last}` : items.length > 1 ? items[0] + last : last;
}

/** A tile's accessible name: "6-3" → "six–three", "6-6" → "double six"; null → "hidden tile". */
export function tileName(lang: Lang, tile: string | null | undefined): string {
  if (tile === null || tile === undefined) return t(lang, 'hidden');
  const info = parseTile(tile);
  if (!info) return tile;
  const word = (n: number) => listItem(lang, 'pips', n);
  return info.double ? t(lang, 'dbl', { p: word(info.hi) }) : t(lang, 'tile', { hi: word(info.hi), lo: word(info.lo) });
}
