/** The hint (README "Properties and methods" `hint()`): the move the normal computer player would make for the person, and why, in words. */

import { decided } from '../ai/quick.js';
import { applyMove, legalMoves } from '../engine/core.js';
import { tileInfo } from '../engine/tiles.js';
import type { MatchState, Move, Tile } from '../engine/types.js';
import { viewFor } from '../engine/view.js';
import { listItem, t, type Lang } from '../i18n/index.js';
import { drawsUntilFits } from './view-model.js';

export interface Hint {
  move: Move;
  why: string;
}

const isDouble = (tile: Tile) => tileInfo(tile).double;
const pipsOf = (tile: Tile) => tileInfo(tile).pips;

/**
 * The normal player's choice for the seat to act, with the reason a teacher would give for it: the only tile that
 * fits; the heaviest one (pips left in hand count against you); a single played while a double is held back (a
 * double opens its suit to everyone); else the play that leaves the others the fewest tiles that fit, which is
 * what the normal player weighs most (src/ai/normal.ts).
 */
export function hintFor(match: MatchState, lang: Lang): Hint {
  // The normal player decides from the person's own view, as it does for a computer seat.
  const steps = decided(viewFor(match, match.current as number), 'normal', 'hint');
  let step = steps.next();
  while (!step.done) step = steps.next();
  const move = step.value;
  if (move.type !== 'play') {
    const key = move.type === 'pass' ? 'stuck.pass' : drawsUntilFits(match.rules) ? 'stuck.drawAll' : 'stuck.draw';
    return { move, why: t(lang, key) };
  }
  const tiles = [...new Set(legalMoves(match).flatMap((m) => (m.type === 'play' ? [m.tile] : [])))];
  const pip = match.layout.ends.find((e) => e.id === move.end)?.pip;
  const heaviest = Math.max(...tiles.map(pipsOf));
  // Games that score during play: what the play scores, as the table will count it (R-A5-6, R-F3-6).
  const { count: ends, points } = (match.count === null ? undefined : applyMove(match, move).log.at(-1)) ?? {};
  const key = points
    ? 'hint.points'
    : tiles.length === 1
      ? 'hint.only'
      : // Where pips left in hand never count (R-F3-7) the heaviest tile is no reason.
        pipsOf(move.tile) === heaviest && match.rules.dominoScoring !== 'chip-out'
        ? 'hint.heavy'
        : !isDouble(move.tile) && tiles.some(isDouble)
          ? 'hint.double'
          : 'hint.block';
  return {
    move,
    why: t(lang, key, {
      // Written as every sentence on screen writes a tile ("6-4"); words are for the spoken names.
      tile: move.tile,
      on: pip === undefined ? '' : t(lang, 'hint.on', { pip: listItem(lang, 'pips', pip) }),
      ends,
      count: points,
    }),
  };
}
