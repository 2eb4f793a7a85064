/**
 * The policy every seat follows in the hard player's playouts: the normal player's heuristics (normal.ts) on the
 * compact round, each legal play weighed one move ahead.
 */

import type { Random } from '../engine/rng.js';
import { CAP, CENTER, DRAW, PASS, type Round, fits, hiOf, loOf, pipsOf } from './playout.js';
import { W } from './weights.js';

/** The fitMask (see Round.fitMask) after playing `tile` on end `e` of `round`, without changing it. */
function maskAfter(round: Round, tile: number, e: number): number {
  const hi = hiOf(tile);
  const lo = loOf(tile);
  const unlocked = hi === lo ? round.unlocked | (1 << hi) : round.unlocked;
  let doubles = 0;
  let singles = 0;
  const open = (pip: number, singlesToo: boolean): void => {
    doubles |= 1 << pip;
    if (singlesToo || !round.suitLock || (unlocked >> pip) & 1) singles |= 1 << pip;
  };
  if (e === CENTER) {
    // Only the lead's sides are open, and with a cross they take any tile of the lead's number.
    open(hi, round.cross);
    open(lo, round.cross);
    return doubles | (singles << 10);
  }
  let incomplete = false;
  if (round.cross) for (let f = 0; f < round.ends; f++) if (f !== e && round.endTile[f] === 0) incomplete = true;
  for (let f = 0; f < round.ends; f++) {
    if (f === e || (incomplete && round.endTile[f] !== 0)) continue;
    open(round.endPip[f] as number, incomplete);
  }
  if (!incomplete) open(hi === round.endPip[e] ? lo : hi, false);
  return doubles | (singles << 10);
}

/** The heuristic value of a play for the seat to act in `round`. */
export function weigh(round: Round, move: number): number {
  const tile = move >> 6;
  const mask = maskAfter(round, tile, move & 63);
  const seat = round.current;
  // The tiles this seat cannot see are the other hands and the boneyard, dealt or sampled.
  let unseen = round.boneyardEnd - round.boneyardTop;
  let open = 0;
  for (let i = round.boneyardTop; i < round.boneyardEnd; i++) if (fits(round.boneyard[i] as number, mask)) open++;
  for (let s = 0; s < round.players; s++) {
    if (s === seat) continue;
    unseen += round.handSize[s] as number;
    for (let i = s * CAP, end = i + (round.handSize[s] as number); i < end; i++)
      if (fits(round.hands[i] as number, mask)) open++;
  }
  return (
    W.pips * pipsOf(tile) +
    (hiOf(tile) === loOf(tile) ? W.double : 0) -
    (unseen > 0 ? (W.options * open) / unseen : 0) +
    // Games that score during play (R-A5-6, R-F3-6): the points the play scores now.
    W.score * round.pointsOfPlay(tile, move & 63)
  );
}

/**
 * The index of the best of `n` legal moves by `weigh`, with `noise` points of randomness. A draw offered
 * beside plays (Maltese Cross) is never preferred: drawing while a play exists lost against always
 * playing at every threshold tried (bench:ai, maltese-normal).
 */
export function bestMove(round: Round, moves: ArrayLike<number>, n: number, random: Random, noise: number): number {
  let best = 0;
  let bestValue = -Infinity;
  for (let i = 0; i < n; i++) {
    const move = moves[i] as number;
    if (move === PASS) continue;
    const value = move === DRAW ? -99 : weigh(round, move) + random() * noise;
    if (value > bestValue) {
      bestValue = value;
      best = i;
    }
  }
  return best;
}
