/**
 * The coach (the on-demand chunk dist/chunks/coach.js): after a round, with every hand known, each
 * decision of the reviewed seats is judged by the expected points of every move it had, and the move made
 * is graded by the points it lost, with the better move and why in one sentence of the table's language.
 */

import { applyMove, legalMoves } from '../engine/moves.js';
import type { Layout, LayoutEnd, MatchState, Move } from '../engine/types.js';
import { type Round, roundOf } from '../ai/playout.js';
import { distinctMoves } from '../ai/rollout.js';
import { scoreMoves } from './score.js';
import { reasonOf, type Side } from './reasons.js';
import { catalogOf, fill, moveName, playedSentence, sentence, type EndOf } from './sentences.js';

export type Grade = 'best' | 'fine' | 'loose' | 'blunder';

export interface ReviewItem {
  round: number;
  seat: number;
  /** The move made, as recorded. */
  move: Move;
  /** The best move by the judge (the move made itself when it was graded best). */
  best: Move;
  /** Expected points the move made gave away against the best, one decimal; 0 when graded best. */
  pointsLost: number;
  grade: Grade;
  /**
   * In the review's language: what was played and where, then the better move and why ("You played 4–1 on the 4, east
   * arm. Better: 4–4 on the 4, north arm, which …"), or that the move made was the best.
   */
  why: string;
  /** The index in the round's `log` of the move judged. */
  step: number;
}

/**
 * Grades by expected points lost. Below BEST_WITHIN the judge cannot tell the moves apart (its playouts
 * leave about half a point of doubt), so the move counts as the best; a round is worth 20–60 points.
 */
export const BEST_WITHIN = 1;
export const FINE_WITHIN = 3;
export const LOOSE_WITHIN = 8;

export const gradeOf = (lost: number): Grade =>
  lost < BEST_WITHIN ? 'best' : lost < FINE_WITHIN ? 'fine' : lost < LOOSE_WITHIN ? 'loose' : 'blunder';

const same = (a: Move, b: Move): boolean =>
  a.type === b.type && (a.type !== 'play' || (b.type === 'play' && a.tile === b.tile && a.end === b.end));

/** Where an open end lies in the record's place letters ("N", "NE", "L": src/record/names.ts `placeOf`). */
export type PlaceOf = (layout: Layout, end: LayoutEnd) => string;

/** The number a play goes on and where that end lies (null for the lead), read from the layout before it. */
function endOf(state: MatchState, move: Move, placeOf: PlaceOf): EndOf | null {
  if (move.type !== 'play' || move.end === 'center') return null;
  const end = state.layout.ends.find((e) => e.id === move.end);
  return end ? { pip: end.pip, place: placeOf(state.layout, end) } : null;
}

/**
 * Reviews the decisions of the seats `humans` in the round that starts at `start` (phase 'play', right after
 * the deal) and goes on with `moves` (as recorded, ends resolved). A decision without a choice (one legal
 * move, or several that lead to the same game, such as the sides of a spinner showing the same number) is
 * skipped. Throws the engine's IllegalMoveError when a move is not legal where it stands. Deterministic:
 * the same round gives the same review, in any language. `placeOf` names where an end lies (the coach sits on the
 * engine alone; the caller hands in the records' naming, which the table's words for ends follow).
 */
export function reviewRound(
  start: MatchState,
  moves: Move[],
  humans: number[],
  lang: string,
  placeOf: PlaceOf,
): ReviewItem[] {
  const c = catalogOf(lang);
  const items: ReviewItem[] = [];
  let state = start;
  moves.forEach((given, at) => {
    // The engine checks the move (and throws when it is illegal) and names its end as recorded.
    const next = applyMove(state, given);
    const move = (next.log[next.log.length - 1] as { move: Move }).move;
    if (state.phase === 'play' && humans.includes(state.current) && hasChoice(state)) {
      const seat = state.current;
      const made = legalMoves(state).findIndex((m) => same(m, move));
      const judged = scoreMoves(state, `${start.seed}/${start.round}/${at}/coach`, [made]);
      const lost = Math.max(0, (judged.values[judged.best] as number) - (judged.values[made] as number));
      const grade = gradeOf(lost);
      const best = grade === 'best' ? made : judged.best;
      const names = {
        move: moveName(c, move, endOf(state, move, placeOf)),
        best: moveName(c, judged.moves[best] as Move, endOf(state, judged.moves[best] as Move, placeOf)),
      };
      const base = roundOf(state, [], []);
      const code = (m: Move): number => base.codeOfMove(m) as number;
      const side = (i: number): Side => ({
        move: code(judged.moves[i] as Move),
        after: judged.after[i] as Round,
        wins: judged.wins[i] as number,
        outs: judged.outs[i] as number,
      });
      const { reason, ...facts } = reasonOf(seat, side(best), side(made));
      items.push({
        round: start.round,
        seat,
        move,
        best: judged.moves[best] as Move,
        pointsLost: grade === 'best' ? 0 : Math.round(lost * 10) / 10,
        grade,
        // The praise names the move made; a verdict says first what was played, then what was better and why.
        why:
          grade === 'best'
            ? sentence(c, null, names, lost, facts)
            : `${playedSentence(c, move, endOf(state, move, placeOf))} ${sentence(c, reason, names, lost, facts)}`,
        step: at,
      });
    }
    state = next;
  });
  return items;
}

/** The review panel's words in `lang`. */
export interface ReviewWords {
  /** Its title, the line for a round without choices, the four grades' names. */
  title: string;
  none: string;
  grades: Record<Grade, string>;
  /** How to open a move's position, the way back from it, and the position's name ("Move 12 of the round, …"). */
  tip: string;
  back: string;
  step: (n: number) => string;
}

export function reviewWords(lang: string): ReviewWords {
  const c = catalogOf(lang);
  const [best = '', fine = '', loose = '', blunder = ''] = c.grades.split(',');
  return {
    title: c.title,
    none: c.none,
    grades: { best, fine, loose, blunder },
    tip: c.tip,
    back: c.back,
    step: (n) => fill(c.step, { n: String(n) }),
  };
}

/** Whether the seat to act has more than one move that leads to a different game. */
function hasChoice(state: MatchState): boolean {
  const moves = legalMoves(state);
  if (moves.length < 2) return false;
  const round = roundOf(state, [], []);
  return (
    distinctMoves(
      round,
      moves.map((m) => round.codeOfMove(m) as number),
    ).length > 1
  );
}
