/**
 * Replay mode for one table (a `record`, or a `src` to fetch one from): the replay view from its chunk, what the
 * element's `state` and `legalMoves()` give while it is shown, and the match paused behind it.
 */

import type { MatchState, ResolvedRules } from '../../engine/types.js';
import { replayOf } from '../loaders/replay-loader.js';
import { tableState, type TableState } from '../table-state.js';
import type { ReplayHost, ReplayTable } from '../../replay/index.js';
import type { Lang } from '../../i18n/index.js';

/** What replay mode reads of the element. */
export interface ReplayingHost extends ReplayHost {
  readonly src: string | undefined;
}

export class Replaying {
  /** The replay view, once its chunk is here (null until then, or when it could not be loaded). */
  _view: ReplayTable | null = null;
  readonly #host: ReplayingHost;

  constructor(host: ReplayingHost) {
    this.#host = host;
  }

  /** Replay mode (README "Properties and methods", "In replay mode"): no match exists behind the record shown. */
  get _on(): boolean {
    // A record in the attribute, or one fetched from `src` (the replay chunk reads which); `src=""` is no address.
    return !!this.#host.src || this.#host.hasAttribute('record');
  }

  /** The record in the attribute, if any. */
  get _attribute(): string | null {
    return this.#host.getAttribute('record');
  }

  /** A record to show (null: none; replay mode ends unless `src` is set). */
  _set(text: string | null): void {
    if (text === null) this.#host.removeAttribute('record');
    else this.#host.setAttribute('record', text);
  }

  /** The record read again after an update, in the table's language. */
  _update(lang: Lang): void {
    (this._view ??= replayOf(this.#host))?.update(lang);
  }

  /** `state` in replay mode: the position shown; before there is one (the chunk on its way, a record that does not read), an empty table. */
  _state(rules: ResolvedRules): TableState {
    const at: MatchState =
      this._view?.position ??
      ({
        rules,
        phase: 'play',
        round: 1,
        hands: [],
        boneyard: [],
        drawable: 0,
        layout: { tiles: [], ends: [] },
        unlocked: [],
        lastRound: null,
        log: [],
      } as never);
    return tableState(at, this._view?.seats ?? [], 0);
  }
}
