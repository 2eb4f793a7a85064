/** The element's public DOM events (README "Events"): their detail types and one typed factory. */

import type { LeadHow, Move, RoundResult, Writable } from '../engine/types.js';

export interface DominoLeadDetail {
  round: number;
  seat: number;
  how: LeadHow;
  /** Per seat: the double drawn (`drawn-doubles`) or the tiles drawn while searching for the 6-6. */
  drawn?: string[][];
}

/**
 * A draw by a hidden hand carries no tile; a visible hand's draw adds it as `tile` (an extra field). In games that
 * score during play, `count` is the ends' count after the move and `points` what it scored (R-A5-6, R-F3-6).
 */
export type DominoMoveDetail = {
  round: number;
  seat: number;
  move: Move & { tile?: string };
  count?: number;
  points?: number;
};

export interface DominoTurnDetail {
  round: number;
  seat: number;
  human: boolean;
}

/** The engine's round result, as README "Events" lists it. */
export type DominoRoundEndDetail = Writable<RoundResult>;

export interface DominoMatchEndDetail {
  winner: number;
  scores: number[];
}

/** Replay mode (README "Game records"): the step shown (0 = the deal), the last step, and that step's round. */
export interface DominoStepDetail {
  step: number;
  total: number;
  round: number;
  /** The chapter shown, 1-based (1 for a record without chapters). */
  chapter: number;
}

/** A lesson: the reader's try at the question that leads to `step`, and whether it was the record's move. */
export interface DominoAnswerDetail {
  step: number;
  move: Move;
  correct: boolean;
}

export type DominoErrorCode = 'invalid-attribute' | 'invalid-state' | 'storage' | 'load';

export interface DominoErrorDetail {
  code: DominoErrorCode;
  message: string;
}

/** Event name → detail type, for `addEventListener` typing and for the factory below. */
export interface DominoEventMap {
  'domino-lead': CustomEvent<DominoLeadDetail>;
  'domino-move': CustomEvent<DominoMoveDetail>;
  'domino-turn': CustomEvent<DominoTurnDetail>;
  'domino-round-end': CustomEvent<DominoRoundEndDetail>;
  'domino-match-end': CustomEvent<DominoMatchEndDetail>;
  'domino-step': CustomEvent<DominoStepDetail>;
  'domino-answer': CustomEvent<DominoAnswerDetail>;
  'domino-error': CustomEvent<DominoErrorDetail>;
}

export type DominoEventName = keyof DominoEventMap;
export type DetailOf<K extends DominoEventName> = DominoEventMap[K] extends CustomEvent<infer D> ? D : never;

/** A bubbling, composed CustomEvent, so a host page hears it through any shadow roots around the element. */
export function dominoEvent<K extends DominoEventName>(name: K, detail: DetailOf<K>): DominoEventMap[K] {
  return new CustomEvent(name, { detail, bubbles: true, composed: true }) as DominoEventMap[K];
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged: adds the events to every element's map
  interface HTMLElementEventMap extends DominoEventMap {}
}
