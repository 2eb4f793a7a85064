/**
 * What the README and the demo say of a game in a line (src/games/<id>/about.ts), read by scripts/games.ts when it
 * writes the lists of games; never imported by the element.
 */
/** The languages the table speaks (each has a catalog in src/i18n/, which this layer may not import). */
export type Language = 'en' | 'de' | 'es' | 'pt' | 'fr';

export interface About {
  /** The README's games table, "in short": the rules that set the game apart, and its target. */
  readonly summary: string;
  /** The demo's home page card under the game's name. */
  readonly card: string;
  /**
   * Its name in each language the table speaks: written by `npm run games` into the table's catalogs
   * (`game.<id>`), the studio's words and, unless `rulesTitles` says more, the Rules panel's title.
   */
  readonly names: { readonly [L in Language]: string };
  /** The Rules panel's title where it says more than the name (another name the game goes by). */
  readonly rulesTitles?: { readonly [L in Language]: string };
}
