/** The `persist` attribute at work: the store under its key, a save per new match state, the match to resume. */

import type { MatchState, ResolvedRules } from '../engine/types.js';
import { restoreMatch, serializeMatch, type TableContext } from '../machine/index.js';
import { defaultStorage, MatchStore } from './storage.js';

export class Persistence {
  #store: MatchStore | null = null;
  /** The match last written, so a snapshot that did not change it writes nothing. */
  #saved: MatchState | null = null;
  /** Reports a storage problem (the element makes it a `domino-error` with code `storage`). */
  readonly #onProblem: (message: string) => void;

  constructor(onProblem: (message: string) => void) {
    this.#onProblem = onProblem;
  }

  /** Saves under this key from now on; `null`: nothing is saved. */
  open(key: string | null): void {
    this.#store = key === null ? null : new MatchStore(key, defaultStorage(), this.#onProblem);
    this.#saved = null;
  }

  save(context: TableContext): void {
    if (!this.#store || context.match === this.#saved) return;
    this.#saved = context.match;
    this.#store.save(serializeMatch(context));
  }

  /**
   * The saved match to resume, if there is one for these rules: a match saved under other rules (the page's
   * attributes changed since) is replaced, not resumed. Unreadable data is reported.
   */
  resume(rules: ResolvedRules): string | null {
    const found = this.#store?.load();
    if (found?.kind === 'problem') this.#onProblem(found.message);
    if (found?.kind !== 'found') return null;
    const restored = restoreMatch(found.match);
    if (!restored.ok) this.#onProblem(`the saved match cannot be used: ${restored.message}`);
    else if (JSON.stringify(restored.context.rules) === JSON.stringify(rules)) return found.match;
    return null;
  }
}
