/**
 * Why the better move was better, in facts anyone can check on the table after the round: it went out or
 * blocked the round in the seat's favour, the move made let the next seat go out, the better one left the
 * next seat stuck, playing beat drawing (or the other way), it gave the others fewer chances to go out or
 * won more often in the playouts, it shed a heavier tile, it kept more of the seat's own tiles playable. When none of these tells them apart, only the points do.
 */

import { DRAW, PASS, type Round, fits, pipsOf } from '../ai/playout.js';
import type { Reason } from './sentences.js';

/** A tile heavier by at least this many pips is worth naming as the reason. */
const HEAVIER = 3;

const buffer = new Int16Array(512);

/** Whether the seat to act in `round` has a play (not only a draw or a pass). */
function canPlay(round: Round): boolean {
  const n = round.legal(buffer);
  for (let i = 0; i < n; i++) if ((buffer[i] as number) >= 0) return true;
  return false;
}

/** Whether the seat to act in `round` can go out at once: one tile left, and it fits. */
function canGoOut(round: Round): boolean {
  return !round.over && round.handSize[round.current] === 1 && canPlay(round);
}

/** How many of `seat`'s tiles fit the layout of `round` as it stands. */
function playable(round: Round, seat: number): number {
  const mask = round.fitMask();
  let n = 0;
  for (let i = 0; i < (round.handSize[seat] as number); i++) if (fits(round.hands[seat * 56 + i] as number, mask)) n++;
  return n;
}

/** A difference in the share of playouts won (or lost to another seat going out) worth naming. */
const SHARE = 0.15;

/** One side of the comparison: a move (compact code), the round right after it, and its playouts' shares. */
export interface Side {
  move: number;
  after: Round;
  wins: number;
  outs: number;
}

/** The reason the better move beat the move made for `seat`, and for a heavier tile by how many pips. */
export function reasonOf(seat: number, bestSide: Side, madeSide: Side): { reason: Reason; pips: number } {
  const { move: best, after: better } = bestSide;
  const { move: made, after: worse } = madeSide;
  const pips = best >= 0 && made >= 0 ? pipsOf(best >> 6) - pipsOf(made >> 6) : 0;
  if (better.over && better.winner === seat && better.handSize[seat] === 0) return { reason: 'domino', pips };
  if (better.over && better.winner === seat) return { reason: 'block', pips };
  if (canGoOut(worse) && worse.current !== seat && !canGoOut(better)) return { reason: 'gaveDomino', pips };
  if (made === DRAW && best >= 0) return { reason: 'playInstead', pips };
  if (best === DRAW || best === PASS) return { reason: 'drawInstead', pips };
  if (!better.over && !worse.over && better.current !== seat && !canPlay(better) && canPlay(worse))
    return { reason: 'nextStuck', pips };
  if (madeSide.outs - bestSide.outs >= SHARE) return { reason: 'lessRisk', pips };
  if (bestSide.wins - madeSide.wins >= SHARE) return { reason: 'moreWins', pips };
  if (pips >= HEAVIER) return { reason: 'heavier', pips };
  if (playable(better, seat) > playable(worse, seat)) return { reason: 'options', pips };
  return { reason: 'points', pips };
}
