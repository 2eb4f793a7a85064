/** Tap targets on the board: each lit end's hit area, a fingertip wide, without overlapping another's. */

/** A rectangle as [left, top, right, bottom] in board units. */
export type Box = [number, number, number, number];

/** A slot grown to a fingertip: at least `tap` units a side, round its centre. */
export function grown(s: Box, tap: number): Box {
  const gx = Math.max(0, (tap - s[2] + s[0]) / 2);
  const gy = Math.max(0, (tap - s[3] + s[1]) / 2);
  return [s[0] - gx, s[1] - gy, s[2] + gx, s[3] + gy];
}

/**
 * The hit area of each lit end (first) and its drawn slot (second): the slot grown to a fingertip (`tap`
 * units a side); where two hit areas overlap, both cut at the middle of the gap between their slots on the
 * axis where that gap is widest; then each slot cut to its hit area. Areas only shrink, so one pass over the
 * pairs leaves no two overlapping, and a tap inside a drawn slot is inside that end's area alone.
 */
export function hitAreas(slots: readonly Box[], tap: number): Array<[Box, Box]> {
  const hits = slots.map((s) => grown(s, tap));
  hits.forEach((a, i) => {
    for (let j = i + 1; j < hits.length; j++) {
      const b = hits[j]!;
      if (!(a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3])) continue;
      // On each axis (0: x, 1: y), the slot nearer the start, and the gap between the two slots.
      const gap = (k: number): [number, number, number] => {
        const [p, q] = slots[i]![k]! < slots[j]![k]! ? [i, j] : [j, i];
        return [p, q, slots[q]![k]! - slots[p]![k + 2]!];
      };
      const k = gap(0)[2] >= gap(1)[2] ? 0 : 1;
      const [p, q, width] = gap(k);
      const cut = slots[p]![k + 2]! + width / 2;
      hits[p]![k + 2] = Math.min(hits[p]![k + 2]!, cut);
      hits[q]![k] = Math.max(hits[q]![k], cut);
    }
  });
  return hits.map((h, i) => {
    const s = slots[i]!;
    return [h, [Math.max(s[0], h[0]), Math.max(s[1], h[1]), Math.min(s[2], h[2]), Math.min(s[3], h[3])]];
  });
}
