/**
 * A language's plural and list forms, from Intl: every language's chunk but English's brings this (the entry's
 * English has its own, localize.ts), so an English table downloads none of it and makes no Intl formatter.
 */

// CLDR's order of plural categories: a language's `{#…|…}` lists its own categories in this order, and
// `other` is always its last form. `other` is left out here so it picks the last form even where the runtime's
// CLDR knows fewer categories than the catalog lists: French, Spanish and Portuguese gained `many` (round
// millions) in recent CLDR versions, and a browser with older data must still read `one|many|other` right.
const CATEGORIES: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many'];

/**
 * What localize.ts asks of a language's forms, a pair (an object's keys would cost the entry their names): which of
 * its plural forms `count` takes (an index into its `{#…|…}` list, -1 for the last), and a list ("6, 4 und 3"; with
 * `or`, "6, 4 oder 3").
 */
export type Forms = readonly [
  plural: (count: number) => number,
  list: (items: readonly string[], or: boolean) => string,
];

/**
 * `lang`'s forms, made as its chunk arrives (before the table's first frame, which uses its plurals). A list formatter
 * is made on first use and kept: making one costs far more than using it (60-140 ms for the first at CPU x4).
 */
export function forms(lang: string): Forms {
  const rules = new Intl.PluralRules(lang);
  const own = rules.resolvedOptions().pluralCategories;
  const order = CATEGORIES.filter((c) => own.includes(c));
  const lists: Intl.ListFormat[] = [];
  return [
    (count) => order.indexOf(rules.select(count)),
    (items, or) =>
      (lists[+or] ??= new Intl.ListFormat(lang, { type: or ? 'disjunction' : 'conjunction' })).format(items),
  ];
}
