/** Saving under `persist` for one table: the save after each snapshot, resuming a save, and the saves of other tabs. */

import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { restoreMatch, serializeMatch, type TableContext } from '../../machine/index.js';
import type { Persistence } from '../saving/persistence.js';
import { persistChunk } from '../saving/persist-loader.js';
import type { Dispatch } from '../announce.js';

/**
 * What saving needs of the table. Keys start with `_` and a lower-case letter, so terser renames them
 * (rollup.config.mjs, TERSER).
 */
export interface SavingTable {
  _dispatch: Dispatch;
  _context(): TableContext;
  /** A match another tab saved (JSON): shown here. */
  _restore(json: string): void;
}

export class Saving implements ReactiveController {
  #saver: Persistence | null = null;
  /** The persist code failed to load for this table: reported once, and the table plays without saving. */
  _unsaved = false;
  /** The window whose `storage` events the table follows (another tab's saves). */
  #window: Window | null = null;
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #table: SavingTable;

  constructor(host: ReactiveControllerHost & HTMLElement, table: SavingTable) {
    this.#host = host;
    this.#table = table;
    host.addController(this);
  }

  /** Saving under `persist`, once its code is here (a chunk); null until then, or for good if it failed to load. */
  get _code(): Persistence | null {
    const code = persistChunk.code();
    this.#saver ??= code
      ? new code.Persistence((message) => this.#table._dispatch('domino-error', { code: 'storage', message }), {
          serialize: serializeMatch,
          restore: restoreMatch,
        })
      : null;
    return this.#saver;
  }

  /** Saves under `key` from now on (null: nowhere) and gives the match saved there of this variant, if any. */
  _open(key: string | null, variant: string): string | null {
    this._code?.open(key);
    return key === null ? null : (this._code?.resume(variant) ?? null);
  }

  hostConnected(): void {
    (this.#window = this.#host.ownerDocument.defaultView)?.addEventListener('storage', this.#onStorage);
  }

  hostDisconnected(): void {
    // From the window it was added to: when the table is moved to another document, ownerDocument is already the new one.
    this.#window?.removeEventListener('storage', this.#onStorage);
  }

  /** A save made to this table's key by another tab of the site: the table shows that newer match. */
  readonly #onStorage = (event: StorageEvent): void => {
    const persistence = this._code;
    const key = persistence?.key ?? null;
    if (key === null || event.key !== key) return;
    const json = persistence?.follow(event.newValue, this.#table._context().rules.variant) ?? null;
    if (json !== null) this.#table._restore(json);
  };
}
