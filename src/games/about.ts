/**
 * What the README and the demo say of a game in a line (src/games/<id>/about.ts), read by scripts/games.ts when it
 * writes the lists of games; never imported by the element.
 */
export interface About {
  /** The README's games table, "in short": the rules that set the game apart, and its target. */
  readonly summary: string;
  /** The demo's home page card under the game's name. */
  readonly card: string;
}
