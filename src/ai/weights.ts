/**
 * The weights the normal player (normal.ts) and the hard player's playout policy (policy.ts) share. A module of
 * their own: the normal player is in the table's bundle, and policy.ts would bring playout.ts's tables with it.
 */

/**
 * Weights, tuned against the easy player with `npm run bench:ai` (3000 rounds of 2-player Doubles each):
 * denying the others' options carries it (54.7 % of rounds won alone); playing doubles early (46.5 %) and
 * keeping own tiles playable (47.5 %) both did worse than random moves, so doubles are held back. The normal
 * player (normal.ts) weighs with the same numbers.
 */
export const W = {
  /** Shed heavy tiles when nothing else decides: they are what a lost round costs. */
  pips: 0.1,
  /** Negative: keep doubles back, for they unlock a suit for every seat, and only their holder can. */
  double: -4,
  /** The share of the tiles this seat cannot see that could be played after this move (the others' chances). */
  options: 6,
  /**
   * Per point a play scores at once in the games that score during play (R-A5-6, R-F3-6): scoring comes first, the
   * hard player's playouts weigh what it gives away and the round's end.
   */
  score: 1,
};
