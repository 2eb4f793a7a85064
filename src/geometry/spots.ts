/** The spots a tile may take on an end, each with its base cost, and the memo of them for one call. */

import {
  ALONGSIDE,
  ALONGSIDE_BACK,
  CORNER,
  CORNER_ALONG_DOUBLE,
  DOUBLE_ACROSS_TURN,
  DOUBLE_CORNER,
  DOUBLE_CORNER_ALONG_DOUBLE,
  DOUBLE_LENGTHWISE,
  DOUBLE_SHIFTED_ALONG_DOUBLE,
  FLAT_AGAINST_DOUBLE,
  HOOK,
  SHIFTED_ALONG_DOUBLE,
  STRAIGHT_ON,
} from './costs.js';
import { STEP_X, STEP_Y, type LaidTile, type Rect } from './shapes.js';

/** A place a tile may take on an end. */
export interface Spot extends Rect {
  /** Physical direction of the tile's line there. */
  heading: number;
  /** Base cost: how unusual the spot is. */
  cost: number;
  /** The tile laid there, made once and shared by every search over this spot (see search.ts). */
  laid?: LaidTile | undefined;
}

/**
 * The spots for a tile played on side `side` (a physical direction) of `parent`; `straight`: only straight out from
 * it, centred (a spinner lead's arms, so its first four tiles make a cross).
 */
export type SpotsOnEnd = (parent: Rect, side: number, double: boolean, straight?: boolean) => Spot[];

/**
 * The spots of each end, found once: the same ends are asked about again and again during a search.
 * Make one per placeLayout call: kept longer, every spot ever looked at stays reachable from the cached
 * placements, and the garbage collector's young-generation pauses grow with it (to 5–30 ms).
 */
export function spotsMemo(): SpotsOnEnd {
  const memo = new WeakMap<Rect, Spot[][]>();
  return (parent, side, double, straight) => {
    let byEnd = memo.get(parent);
    if (!byEnd) memo.set(parent, (byEnd = []));
    // Straight on and centred are the spots of cost 0 (a single on its line, a double crosswise).
    return (byEnd[side * 4 + Number(double) * 2 + Number(!!straight)] ??= spotsOn(parent, side, double).filter(
      (spot) => !straight || spot.cost === STRAIGHT_ON,
    ));
  };
}

/**
 * Every spot has the tile's matched half against the end's half. A double may take every spot a single
 * may (so a free drop target always has room for a double too), and crosswise centred.
 */
function spotsOn(parent: Rect, side: number, double: boolean): Spot[] {
  // The midpoint of the parent's side that faces `side`, and that side's length.
  const reach = side % 2 ? parent.hx : parent.hy;
  const cx = parent.x + STEP_X[side]! * reach;
  const cy = parent.y + STEP_Y[side]! * reach;
  const width = 2 * (side % 2 ? parent.hy : parent.hx);
  const out: Spot[] = [];
  const sideHorizontal = side % 2 === 1;
  // A spot `along` units out from the end and `offset` units towards `aside`.
  const add = (
    along: number,
    aside: number,
    offset: number,
    horizontal: boolean,
    heading: number,
    cost: number,
  ): void => {
    out.push({
      x: cx + STEP_X[side]! * along + STEP_X[aside]! * offset,
      y: cy + STEP_Y[side]! * along + STEP_Y[aside]! * offset,
      hx: horizontal ? 1 : 0.5,
      hy: horizontal ? 0.5 : 1,
      cells: undefined,
      heading,
      cost,
      laid: undefined,
    });
  };
  if (double) add(0.5, side, 0, !sideHorizontal, side, STRAIGHT_ON); // crosswise, centred
  for (const turn of [(side + 1) % 4, (side + 3) % 4]) {
    // Straight on (a double there lies crosswise to a turned line, or along its own).
    if (double) {
      add(1, turn, 0, sideHorizontal, turn, DOUBLE_ACROSS_TURN);
      add(1, turn, 0, sideHorizontal, side, DOUBLE_LENGTHWISE);
    } else if (turn === (side + 1) % 4) add(1, turn, 0, sideHorizontal, side, STRAIGHT_ON);
    // Corner: the matched half against the end, the other half turned (a double: crosswise, shifted).
    add(0.5, turn, 0.5, !sideHorizontal, double ? side : turn, double ? DOUBLE_CORNER : CORNER);
    if (width > 1) {
      // Along a double's long side: shifted half a tile, or (a single) lying flat against it.
      add(
        1,
        turn,
        0.5,
        sideHorizontal,
        double ? turn : side,
        double ? DOUBLE_SHIFTED_ALONG_DOUBLE : SHIFTED_ALONG_DOUBLE,
      );
      add(
        0.5,
        turn,
        1,
        !sideHorizontal,
        double ? side : turn,
        double ? DOUBLE_CORNER_ALONG_DOUBLE : CORNER_ALONG_DOUBLE,
      );
      if (!double) add(0.5, turn, 0, !sideHorizontal, (turn + 2) % 4, FLAT_AGAINST_DOUBLE);
    } else {
      // Fallbacks for tight spots, the matched half beside the end half: turned away (a hook), or
      // lying alongside the end tile, forwards or back.
      add(-0.5, turn, 1.5, !sideHorizontal, double ? side : turn, HOOK);
      add(0, turn, 1, sideHorizontal, double ? turn : side, ALONGSIDE);
      add(-1, turn, 1, sideHorizontal, double ? turn : (side + 2) % 4, ALONGSIDE_BACK);
    }
  }
  return out;
}
