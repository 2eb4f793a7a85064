/**
 * One upright tile of a `board-only` figure's hand, drawn in the chunk with the table's tile classes (so the table's
 * tile styles colour it): borrowing the entry's tileImage would cost the entry a name in the kit, for figures only.
 */

import { svg } from './kit.js';

const A = 0.26;
/** Pip centres of a half, 0 to 9, in the order the table draws them (src/element/views/tile.ts). */
const PIPS: readonly (readonly [number, number])[][] = (() => {
  const [TL, TR, ML, MR, BL, BR, C, TC, BC] = [
    [-A, -A],
    [A, -A],
    [-A, 0],
    [A, 0],
    [-A, A],
    [A, A],
    [0, 0],
    [0, -A],
    [0, A],
  ] as [number, number][];
  return [
    [],
    [C!],
    [TR!, BL!],
    [TR!, C!, BL!],
    [TL!, TR!, BL!, BR!],
    [TL!, TR!, C!, BL!, BR!],
    [TL!, ML!, BL!, TR!, MR!, BR!],
    [TL!, ML!, BL!, C!, TR!, MR!, BR!],
    [TL!, ML!, BL!, TC!, BC!, TR!, MR!, BR!],
    [TL!, ML!, BL!, TC!, C!, BC!, TR!, MR!, BR!],
  ];
})();

/** A half's pips as a path, a dot each, as the table draws them (src/element/views/tile.ts; 0.2 across: replay.styles.ts). */
const half = (n: number, dy: number): string =>
  (PIPS[n] ?? []).map(([x, y]) => `M${x} ${(y + dy).toFixed(2)}h0`).join('');

/** The tile `H-L` upright, the higher number on top, named `label` to assistive technology. */
export function figureTile(tile: string, label: string) {
  const [hi = 0, lo = 0] = tile.split('-').map(Number);
  return svg`<svg class="tile-img tile-img--v" viewBox="-.5 -1 1 2" role="img" aria-label=${label}
    ><g class="tile"><rect class="tile__face" x="-.46" y="-.95" width=".92" height="1.9" rx=".12"></rect
    ><line class="tile__bar" x1="-.34" x2=".34" y1="0" y2="0"></line><path class="pip" d=${half(hi, -0.5) + half(lo, 0.5)}></path></g></svg>`;
}
