/**
 * Why the better move was better, in facts anyone can check on the table after the round: it went out or
 * blocked the round in the seat's favour, the move made let the next seat go out, the better one left the
 * next seat stuck, playing beat drawing (or the other way), it gave the others fewer chances to go out or
 * won more often in the playouts, it shed a heavier tile, it kept more of the seat's own tiles playable. In games that
 * score during play also: it reached the target, it scored more at once, the move made let the next seat score at
 * once. When none of these tells them apart, only the points do.
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

/**
 * Games that score during play (R-A5-6, R-F3-6): the most the seat to act in `round` may score at once, every hand
 * being known to the coach; 0 where nothing scores during play or the round is over.
 */
function threat(round: Round): number {
  let most = 0;
  const n = round.over ? 0 : round.legal(buffer);
  for (let i = 0; i < n; i++) {
    const m = buffer[i] as number;
    if (m >= 0) most = Math.max(most, round.pointsOfPlay(m >> 6, m & 63));
  }
  return most;
}

/**
 * What the sentences may name besides the reason: how many more pips the better move sheds (`pips`); in games that
 * score during play what it scored at once and the count it made (`scored`, `count`), and what the move made let the
 * next seat score at once (`given`).
 */
export interface Facts {
  pips: number;
  scored: number;
  count: number;
  given: number;
}

/** The reason the better move beat the move made for `seat`, with the facts its sentence names. */
export function reasonOf(seat: number, bestSide: Side, madeSide: Side): { reason: Reason } & Facts {
  const { move: best, after: better } = bestSide;
  const { move: made, after: worse } = madeSide;
  // The rounds start with nothing scored during play (roundOf): what a side scored is its move's points.
  const scored = better.scored[seat] as number;
  const given = worse.current === seat ? 0 : threat(worse);
  const facts: Facts = {
    pips: best >= 0 && made >= 0 ? pipsOf(best >> 6) - pipsOf(made >> 6) : 0,
    scored,
    count: better.count,
    given,
  };
  const because = (reason: Reason): { reason: Reason } & Facts => ({ reason, ...facts });
  if (better.over && better.winner === seat && better.handSize[seat] === 0) return because('domino');
  // R-A5-9, R-F3-8: a score during play that reaches the target wins the match there.
  if (better.target && better.winner === seat) return because('target');
  if (better.over && better.winner === seat) return because('block');
  if (canGoOut(worse) && worse.current !== seat && !canGoOut(better)) return because('gaveDomino');
  if (scored > (worse.scored[seat] as number)) return because('scores');
  if (given > (better.current === seat ? 0 : threat(better))) return because('gavePoints');
  const { pips } = facts;
  if (made === DRAW && best >= 0) return because('playInstead');
  if (best === DRAW || best === PASS) return because('drawInstead');
  if (!better.over && !worse.over && better.current !== seat && !canPlay(better) && canPlay(worse))
    return because('nextStuck');
  if (madeSide.outs - bestSide.outs >= SHARE) return because('lessRisk');
  if (bestSide.wins - madeSide.wins >= SHARE) return because('moreWins');
  // Where pips left in hand never count (R-F3-7) shedding them is no reason.
  if (pips >= HEAVIER && !better.chipOut) return because('heavier');
  if (playable(better, seat) > playable(worse, seat)) return because('options');
  return because('points');
}
