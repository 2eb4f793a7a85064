/** The answers of the element's move methods: a move for the person to act, the next round, undo, a hint, a review. */

import { legalMoves } from '../../engine/core.js';
import { EMPTY_LAYOUT } from '../../engine/layout.js';
import type { Move, MoveRequest, ReasonCode } from '../../engine/types.js';
import { mayAct, phaseOf, restoreMatch, seatFacts, whyNoUndo, type TableEvent } from '../../machine/index.js';
import { explainRefusal, reasonMessage, type ReasonParams } from '../../i18n/index.js';
import type { ReviewItem } from '../../coach/index.js';
import { hintFor, type Hint } from '../hint.js';
import { coachChunk } from '../loaders/coach-loader.js';
import type { MoveResult } from '../actions.js';
import { tableState, type TableState } from '../table-state.js';
import { writeRecord } from '../../record/write.js';
import { describe } from '../attribute-table.js';
import { reportProblems } from '../attributes.js';
import { Match } from './match.js';

export const OK: MoveResult = Object.freeze({ ok: true });

export type HumanEvent =
  { type: 'tile.play'; tile: string; end?: string } | { type: 'tile.draw' } | { type: 'turn.pass' };

/** The match (match.ts) with the answers of the element's methods: one object, so no answer goes through another. */
export class Answers extends Match {
  _refuse(reason: ReasonCode, move: MoveRequest = { type: 'pass' }): MoveResult {
    return {
      ok: false,
      reason,
      message: explainRefusal(this._lang(), this._snapshot.context.match, move, reason),
    };
  }

  /** A refusal that is not about a move's tiles: the code with its more exact wording. */
  _refuseAs(reason: ReasonCode, detail?: ReasonParams['detail']): MoveResult {
    return { ok: false, reason, message: reasonMessage(this._lang(), reason, detail ? { detail } : {}) };
  }

  /** A move for the current human seat: the machine takes it, or refuses it with the seat policy's or the engine's reason. */
  _human(move: MoveRequest, event: HumanEvent): MoveResult {
    // A replay plays no match (and none exists to explain the refusal by).
    if (this._replaying) return this._refuseAs('wrong-phase');
    const { match } = this._snapshot.context;
    this._refused = null;
    this._ctl.send(event);
    if (this._refused) return this._refuse(this._refused, move);
    if (this._snapshot.context.match === match) return this._refuseAs('wrong-phase', 'busy');
    this._clear();
    return OK;
  }

  /** A move of the machine's after a check (round.next, move.undo): sent, the pick cleared. */
  #send(event: TableEvent): MoveResult {
    this._ctl.send(event);
    this._clear();
    return OK;
  }

  _nextRound(): MoveResult {
    if (this._replaying) return this._refuseAs('wrong-phase');
    const phase = phaseOf(this._snapshot);
    if (phase !== 'round-over') return this._refuseAs('wrong-phase', phase === 'match-over' ? undefined : 'playing');
    return this.#send({ type: 'round.next' });
  }

  _undo(): MoveResult {
    if (this._replaying) return this._refuseAs('wrong-phase');
    const why = whyNoUndo(this._context());
    if (why === 'other') return this._refuseAs('not-your-turn', 'undo');
    if (why !== null) return this._refuseAs('wrong-phase', why);
    return this.#send({ type: 'move.undo' });
  }

  _hint(): Hint | null {
    return !this._replaying && mayAct(seatFacts(this._snapshot)) ? hintFor(this._context().match, this._lang()) : null;
  }

  _review(): Promise<ReviewItem[]> {
    const context = this._context();
    // No round has ended (`lastRound` is null only in the first round's play), or no person played: nothing to fetch.
    if (this._replaying || !context.humans || !context.match.lastRound) return Promise.resolve([]);
    const lang = this._lang();
    return coachChunk.get().then(
      (coach) => coach.reviewLast(context, lang),
      () => {
        this._gate._missing(coachChunk, 'chunks/coach.js');
        return [];
      },
    );
  }

  /** Replaces the match with a saved one (a restore while a record is shown is heard of only when replay mode ends). */
  _restore(json: string): MoveResult {
    const restored = restoreMatch(json);
    if (!restored.ok) {
      this._error({ code: 'invalid-state', message: restored.why });
      return this._refuse('invalid-state');
    }
    this._replace({ type: 'match.restore', restored });
    return OK;
  }

  /** `state`: the match, or in replay mode the position shown. */
  _state(): TableState {
    const view = this._view;
    if (this._replaying)
      // No position to show yet (the replay's code on its way, or a record that does not read): an empty table.
      return tableState(
        view?.position ??
          ({
            rules: this._config.rules,
            phase: 'play',
            round: 1,
            hands: [],
            boneyard: [],
            drawable: 0,
            layout: EMPTY_LAYOUT,
            unlocked: [],
            lastRound: null,
            log: [],
          } as never),
        view?.seats ?? [],
        0,
      );
    const snapshot = this._snapshot;
    const { match, humans } = snapshot.context;
    return tableState(match, [...this._seats().names], humans, phaseOf(snapshot));
  }

  /** The engine's list is empty outside play; in replay mode, the moves asked for by a lesson's question. */
  _legalMoves(): Move[] {
    const at = this._replaying ? this._view?.asking : this._context().match;
    return at ? legalMoves(at).map((m) => ({ ...m })) : [];
  }

  /**
   * `record()`: the record shown (`record`'s, or `src`'s once fetched; '' before), or the match so far written as one.
   * In replay mode the match that starts when it ends is never written: it is no one's to see yet.
   */
  _record(): string {
    return this._replaying
      ? (this._host.getAttribute('record') ?? this._view?.text ?? '')
      : writeRecord(this._context(), this._config.playerNames);
  }

  /** `record` set from script: a string replays it, `null` or `''` leaves replay mode, anything else is reported. */
  _setRecord(text: unknown): void {
    if (typeof text === 'string' && text) this._host.setAttribute('record', text);
    else if (text == null || text === '') this._host.removeAttribute('record');
    else
      reportProblems(
        new Map(),
        [{ attribute: 'record', value: '', message: `record: ${describe(text)} is not valid; ignored.` }],
        this._error,
      );
  }
}
