/**
 * The `persist` attribute at work (README "Saved matches"): the store under its key, what is saved there
 * and when it may be written over, the save after each move, and saves made by another tab (`Saving`, the
 * controller the element adds once this chunk is here).
 */

import type { Result } from '../../engine/result.js';
import type { MatchState } from '../../engine/types.js';
import type { TableContext } from '../../machine/index.js';
import { defaultStorage, MatchStore, readEntry, type Unusable } from './storage.js';
export { BUILD as build } from '../../build-id.js';

/**
 * The match format's two functions (machine/serialize.ts), handed in by the element: this module is a chunk of its
 * own (dist/chunks/persist.js, loaded by persist-loader.ts) and imports nothing back from the bundle.
 */
export interface MatchCodec {
  serialize(context: TableContext): string;
  restore(json: string): Result<unknown>;
}

export class Persistence {
  #store: MatchStore | null = null;
  /** The match last saved or read under the key: the same match is never written twice (nor echoed to a tab). */
  #last: string | null = null;
  /** The match object last serialized, so a snapshot that did not change the match costs nothing. */
  #seen: MatchState | null = null;
  /**
   * Whether saving is held back: `move` while the key holds a save this table cannot use (it is kept until the
   * person makes a first move), `never` while it holds data that is not a domino-table save.
   */
  #hold: 'move' | 'never' | null = null;
  /** Reports a storage problem (the element makes it a `domino-error` with code `storage`). */
  readonly #onProblem: (message: string) => void;
  readonly #codec: MatchCodec;

  constructor(onProblem: (message: string) => void, codec: MatchCodec) {
    this.#onProblem = onProblem;
    this.#codec = codec;
  }

  /** The key saved under, or null. */
  get key(): string | null {
    return this.#store?.key ?? null;
  }

  /** Saves under this key from now on; `null`: nothing is saved. Call `resume` next. */
  open(key: string | null): void {
    this.#store = key === null ? null : new MatchStore(key, defaultStorage(), this.#onProblem);
    this.#last = null;
    this.#seen = null;
    this.#hold = null;
  }

  /**
   * The match saved under the key to resume, as it was saved (its own rules, seed and seats), when it is a
   * match of this variant; else null, with what was found there reported and protected as README "Saved matches" says.
   */
  resume(variant: string): string | null {
    const found = this.#store?.load(variant);
    if (!found) return null;
    if (!found.ok) {
      this.#refuse(found.why, found.variant);
      return null;
    }
    const match = found.value;
    if (match === null) return null;
    const restored = this.#codec.restore(match);
    if (!restored.ok) {
      this.#refuse('corrupt', undefined, restored.why);
      return null;
    }
    this.#last = match;
    return match;
  }

  /**
   * After a snapshot: saves the match if it changed. `moved`: a person has made a move in this match, which
   * releases a save held back for them.
   */
  save(context: TableContext, moved: boolean): void {
    const store = this.#store;
    if (!store || context.match === this.#seen || this.#hold === 'never') return;
    if (this.#hold === 'move') {
      if (!moved) return;
      this.#hold = null;
    }
    this.#seen = context.match;
    const match = this.#codec.serialize(context);
    if (match === this.#last) return;
    this.#last = match;
    store.save(context.rules.variant, match);
  }

  /**
   * Another tab saved `raw` under the key (a `storage` event): the match to show instead, when it is a
   * usable match of this variant other than the one shown; else null.
   */
  follow(raw: string | null, variant: string): string | null {
    const found = readEntry(raw, variant);
    const match = found.ok ? found.value : null;
    if (match === null || match === this.#last || !this.#codec.restore(match).ok) return null;
    this.#last = match;
    this.#hold = null;
    return match;
  }

  #refuse(why: Unusable, variant?: string, detail?: string): void {
    const key = `"${this.key ?? ''}"`;
    const kept = 'it is kept until you make your first move in this match';
    const messages: Record<Unusable, string> = {
      corrupt: `the match saved under ${key} cannot be resumed${detail ? ` (${detail})` : ''}: ${kept}`,
      newer: `the match saved under ${key} was saved by a newer version of domino-table: ${kept}`,
      'other-variant': `a ${variant ?? 'different'} match is saved under ${key}: ${kept}`,
      foreign: `${key} holds data that is not a domino-table save: it is left alone, and this match is not saved`,
      stale: `the last save under ${key} failed (storage full or refused): the older match there was dropped`,
    };
    this.#onProblem(messages[why]);
    this.#hold = why === 'foreign' ? 'never' : why === 'stale' ? null : 'move';
  }
}

/**
 * What saving asks of its table. The names cross from the entry into this chunk, which is built apart: none starts
 * with `_`, which terser renames in each build on its own (rollup.config.mjs, TERSER).
 */
export interface SavingTable {
  /** The variant of the match shown: another tab's save of another variant is not shown here. */
  variant(): string;
  /** Shows a match another tab saved (JSON). */
  show(json: string): void;
}

/** Saving for one table: the save after each move, and other tabs' saves under its key (the element hears the `storage` events). */
export class Saving extends Persistence {
  readonly #table: SavingTable;

  constructor(table: SavingTable, onProblem: (message: string) => void, codec: MatchCodec) {
    super(onProblem, codec);
    this.#table = table;
  }

  /** Saves under `key` from now on (null: nowhere) and gives the match saved there of this variant, if any. */
  start(key: string | null, variant: string): string | null {
    this.open(key);
    return key === null ? null : this.resume(variant);
  }

  /** A save made to this table's key by another tab of the site: the table shows that newer match. */
  storage(event: StorageEvent): void {
    const key = this.key;
    if (key === null || event.key !== key) return;
    const json = this.follow(event.newValue, this.#table.variant());
    if (json !== null) this.#table.show(json);
  }
}
