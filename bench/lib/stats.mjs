// Order statistics shared by the benches: one quantile and one mean, so every table reads the same way.

/** The p-quantile (0…1) of ascending numbers, by nearest rank (p = 1 is the largest); NaN for none. */
export const quantile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : NaN;

/** The arithmetic mean; NaN for none. */
export const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
