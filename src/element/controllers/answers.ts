/** The answers of the element's move methods: a move for the person to act, the next round, undo, a hint, a review. */

import { explainMove, legalMoves } from '../../engine/index.js';
import type { Move, MoveRequest, ReasonCode } from '../../engine/types.js';
import {
  mayAct,
  phaseOf,
  refusalToAct,
  restoreMatch,
  seatFacts,
  whyNoUndo,
  type TableEvent,
} from '../../machine/index.js';
import { explainRefusal, reasonMessage, type ReasonParams } from '../../i18n/index.js';
import type { ReviewItem } from '../../coach/index.js';
import { hintFor, type Hint } from '../hint.js';
import { playedRounds } from '../rounds.js';
import { coachChunk } from '../loaders/coach-loader.js';
import type { MoveResult } from '../actions.js';
import { tableState, type TableState } from '../table-state.js';
import { writeRecord } from '../../record/write.js';
import { describe } from '../attribute-table.js';
import { reportProblems } from '../attributes.js';
import type { Match } from './match.js';

export const OK: MoveResult = Object.freeze({ ok: true });

export type HumanEvent =
  { type: 'tile.play'; tile: string; end?: string } | { type: 'tile.draw' } | { type: 'turn.pass' };

export class Answers {
  readonly #match: Match;

  constructor(match: Match) {
    this.#match = match;
  }

  _refuse(reason: ReasonCode, move: MoveRequest = { type: 'pass' }): MoveResult {
    return {
      ok: false,
      reason,
      message: explainRefusal(this.#match._lang(), this.#match._snapshot.context.match, move, reason),
    };
  }

  /** A refusal that is not about a move's tiles: the code with its more exact wording. */
  _refuseAs(reason: ReasonCode, detail?: ReasonParams['detail']): MoveResult {
    return { ok: false, reason, message: reasonMessage(this.#match._lang(), reason, detail ? { detail } : {}) };
  }

  /** A move for the current human seat: refused with the engine's reason before the machine hears of it. */
  _human(move: MoveRequest, event: HumanEvent): MoveResult {
    // A replay plays no match (and none exists to explain the refusal by).
    if (this.#match._replaying) return this._refuseAs('wrong-phase');
    const snapshot = this.#match._snapshot;
    const { match } = snapshot.context;
    // Who may act is the seat policy's to say (machine/seat.ts), the machine's guard asks it too; then the engine.
    const reason = refusalToAct(seatFacts(snapshot)) ?? explainMove(match, move);
    if (reason !== null) return this._refuse(reason, move);
    this.#match._ctl.send(event);
    if (this.#match._snapshot.context.match === match) return this._refuseAs('wrong-phase', 'busy');
    this.#match._clear();
    return OK;
  }

  /** A move of the machine's after a check (round.next, move.undo): sent, the pick cleared. */
  #send(event: TableEvent): MoveResult {
    this.#match._ctl.send(event);
    this.#match._clear();
    return OK;
  }

  _nextRound(): MoveResult {
    if (this.#match._replaying) return this._refuseAs('wrong-phase');
    const phase = phaseOf(this.#match._snapshot);
    if (phase !== 'round-over') return this._refuseAs('wrong-phase', phase === 'match-over' ? undefined : 'playing');
    return this.#send({ type: 'round.next' });
  }

  _undo(): MoveResult {
    if (this.#match._replaying) return this._refuseAs('wrong-phase');
    const why = whyNoUndo(this.#match._context());
    if (why === 'other') return this._refuseAs('not-your-turn', 'undo');
    if (why !== null) return this._refuseAs('wrong-phase', why);
    return this.#send({ type: 'move.undo' });
  }

  _hint(): Hint | null {
    const match = this.#match;
    return !match._replaying && mayAct(seatFacts(match._snapshot))
      ? hintFor(match._context().match, match._lang())
      : null;
  }

  _review(): Promise<ReviewItem[]> {
    const match = this.#match;
    if (match._replaying) return Promise.resolve([]);
    const context = match._context();
    const last = playedRounds(context)
      .filter(({ end }) => end.phase !== 'play')
      .at(-1);
    if (!last || context.humans === 0) return Promise.resolve([]);
    const humans = Array.from({ length: context.humans }, (_, seat) => seat);
    const lang = match._lang();
    return coachChunk.get().then(
      (coach) => coach.reviewRound(last.start, last.moves, humans, lang),
      () => {
        match._gate._missing(coachChunk, 'chunks/coach.js');
        return [];
      },
    );
  }

  /** Replaces the match with a saved one (a restore while a record is shown is heard of only when replay mode ends). */
  _restore(json: string): MoveResult {
    const match = this.#match;
    const restored = restoreMatch(json);
    if (!restored.ok) {
      match._dispatch('domino-error', { code: 'invalid-state', message: restored.why });
      return this._refuse('invalid-state');
    }
    match._muted = match._replaying;
    match._ctl.send({ type: 'match.restore', restored });
    match._muted = false;
    match._clear();
    return OK;
  }

  /** `state`: the match, or in replay mode the position shown. */
  _state(): TableState {
    const { _replay: replay, _snapshot: snapshot } = this.#match;
    if (replay._on) return replay._state(this.#match._config.rules);
    const { match, humans } = snapshot.context;
    return tableState(match, [...this.#match._seats().names], humans, phaseOf(snapshot));
  }

  /** The engine's list is empty outside play; in replay mode, the moves asked for by a lesson's question. */
  _legalMoves(): Move[] {
    const at = this.#match._replaying ? this.#match._replay._view?.asking : this.#match._context().match;
    return at ? legalMoves(at).map((m) => ({ ...m })) : [];
  }

  /** `record()`: the record shown, or the match so far written as one. */
  _record(): string {
    const match = this.#match;
    return match._replay._attribute ?? writeRecord(match._context(), match._config.playerNames);
  }

  /** `record` set from script: a string replays it, `null` or `''` leaves replay mode, anything else is reported. */
  _setRecord(text: unknown): void {
    const match = this.#match;
    if (typeof text === 'string' && text) match._replay._set(text);
    else if (text == null || text === '') match._replay._set(null);
    else
      reportProblems(
        new Map(),
        [{ attribute: 'record', value: '', message: `record: ${describe(text)} is not valid; ignored.` }],
        (detail) => match._dispatch('domino-error', detail),
      );
  }
}
