/**
 * Chunk gating for one table: a table waits for the code its first frame needs (its language, saving, the replay
 * view) before it draws or starts; `loading="lazy"` waits until it comes near the viewport; a chunk that could not
 * be loaded is reported once and not asked for again until a later action.
 */

import type { PropertyValues, ReactiveController, ReactiveControllerHost } from 'lit';
import type { Chunk } from '../../chunk.js';
import { langReady, type Lang } from '../../i18n/index.js';
import { persistChunk } from '../saving/persist-loader.js';
import { replayChunk, replayReady } from '../loaders/replay-loader.js';
import { MODES, modesChunk } from '../loaders/modes-loader.js';
import { BOARD, boardChunk, boardMissing } from '../loaders/board-loader.js';
import { SCORING, UNPLAYABLE, scoringChunk, scoringNeed, scoringReady } from '../loaders/scoring-loader.js';
import type { DetailOf } from '../events.js';

export const REPLAY = 'chunks/replay.js';
export const SOUND = 'chunks/sound.js';

/** What the gate reads of the element's attributes. */
export interface GateHost extends ReactiveControllerHost, HTMLElement {
  readonly loading: string | undefined;
  readonly variant: string | undefined;
  readonly persist: string | undefined;
  readonly humans: number | undefined;
  readonly hasUpdated: boolean;
}

/** What the gate needs of the table (keys renamed by terser: rollup.config.mjs, TERSER). */
export interface GateTable {
  _error(detail: DetailOf<'domino-error'>): void;
  _lang(): Lang;
  readonly _replaying: boolean;
  /** Saving's code could not be loaded: the table says so and plays on unsaved. */
  _unsaved(): void;
  /** Whether the table has given up saving (its code failed to load). */
  readonly _saveless: boolean;
  /** Whether the board shows a tile (in replay mode, taken to). */
  _boardShown(): boolean;
}

export class ChunkGate implements ReactiveController {
  /** The match has started (a lazy table is then awake for good). */
  _started = false;
  #near = false;
  #nearWatch: IntersectionObserver | null = null;
  /** The chunks this table could not load, not asked for again until a later action (a new `record`, `sound` on). */
  readonly #missing = new Set<string>();
  readonly #host: GateHost;
  readonly #table: GateTable;

  constructor(host: GateHost, table: GateTable) {
    this.#host = host;
    this.#table = table;
    host.addController(this);
  }

  /** `loading="lazy"` and not near the viewport yet: nothing dealt, no timer, no chunk fetched. */
  get _away(): boolean {
    return !this._started && !this.#near && this.#host.loading === 'lazy';
  }

  /** The board's code on its way for a board drawn without it: the update is complete once it has come. */
  _boardWait: Promise<void> | undefined;
  /**
   * The board's code could not be had in this round: asked for again only in the next (a deploy without chunks/
   * would otherwise answer every move with a 404).
   */
  #boardFailed = false;
  #prefetch = false;

  /**
   * After each update: a board holding a tile without its code fetches it (reported once if it cannot be had, and
   * drawn in rows); the first frame of an empty board asks for it in idle time, so the first tile finds it here.
   */
  hostUpdated(): void {
    if (boardChunk.code() || this._away) return;
    if (!this.#table._boardShown()) {
      // In idle time, or within 2 s on a page never idle (without requestIdleCallback, in a task); not if a tile laid
      // meanwhile has already asked and the code could not be had.
      if (!this.#prefetch)
        (globalThis.requestIdleCallback ?? setTimeout)(() => void (this.#boardFailed || boardChunk.ready()), {
          timeout: 2000,
        });
      this.#prefetch = true;
      // A new round: its first tile may ask again.
      this.#boardFailed = false;
      return;
    }
    const wait = !this._boardWait && !this.#boardFailed && boardChunk.ready();
    if (wait)
      this._boardWait = wait.then((here) => {
        this._boardWait = undefined;
        if (here) boardMissing._now = false;
        else this.#boardLost();
        this.#host.requestUpdate();
      });
  }

  /** The board's code could not be had: boards are drawn in rows, and this table says so once. */
  #boardLost(): void {
    boardMissing._now = this.#boardFailed = true;
    this._missing(boardChunk, BOARD, ': the board is drawn in rows');
  }

  /** Whether `file` failed to load for this table since the last action that may try it again. */
  _lacks(file: string): boolean {
    return this.#missing.has(file);
  }

  /** A chunk could not be loaded: `domino-error` `load`, once in the page (a table reports what it missed first). */
  _missing(part: Chunk<unknown>, file: string, consequence = ''): void {
    this.#missing.add(file);
    if (part.report()) this.#table._error({ code: 'load', message: `${file} could not be loaded${consequence}` });
  }

  /** A later action may try a chunk this table could not load again: a new record, the sounds turned on anew. */
  _changed(changed: PropertyValues): void {
    if (changed.has('record')) {
      this.#missing.delete(REPLAY);
      // A new record (not the first, which this update's wait has just tried) may try the board's code again.
      this.#boardFailed &&= !this.#host.hasUpdated;
    }
    if (changed.has('sound')) this.#missing.delete(SOUND);
    if (changed.has('variant') || changed.has('record')) this.#missing.delete(SCORING);
  }

  /** A lazy table wakes when it comes within a screen of the viewport (or at once where that cannot be known). */
  _watchNear(): void {
    if (this.#nearWatch) return;
    const wake = () => {
      this.#nearWatch?.disconnect();
      this.#near = true;
      this.#host.requestUpdate();
    };
    if (typeof IntersectionObserver !== 'function') return wake();
    this.#nearWatch = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
      rootMargin: '100% 0px',
    });
    this.#nearWatch.observe(this.#host);
  }

  hostDisconnected(): void {
    this.#nearWatch?.disconnect();
    this.#nearWatch = null;
  }

  /**
   * A table whose language is not loaded yet (every language but English is a chunk), or that saves under
   * `persist` (a chunk too), waits for that code before it draws or starts its match, so its first frame is in
   * its language and a saved match is resumed at once. Code that cannot be loaded is reported once (`load`): the
   * table speaks English, or plays without saving. Undefined when nothing is to be waited for.
   */
  _wait(): Promise<unknown> | undefined {
    if (this._away) return undefined;
    const table = this.#table;
    const lang = table._lang();
    const language = langReady(lang);
    const persist = this.#host.persist && !table._saveless ? persistChunk.ready() : undefined;
    // Replay mode waits for its chunk the same way: the first frame shows the record. A table that could not load
    // it asks again only when its record changes (a later action), not on every update.
    const replay = table._replaying && !this.#missing.has(REPLAY) ? replayReady() : undefined;
    // Hot seat's hand-over guard and watch mode's pace, before the first hand-over or watched move.
    const modes = this.#host.humans !== 1 ? modesChunk.ready() : undefined;
    // The board's code, where the first frame may show tiles: a record's, or a saved match's.
    const board = (table._replaying || this.#host.persist) && !boardMissing._now ? boardChunk.ready() : undefined;
    // A game that scores during play (or a record, which may hold one): its mechanisms, before its first move; the
    // other games but the Maltese Cross: their words.
    const need = table._replaying ? UNPLAYABLE : scoringNeed(this.#host.variant);
    const scored = need && !this.#missing.has(SCORING) ? scoringReady() : undefined;
    if (!language && !persist && !replay && !modes && !board && !scored) return undefined;
    return Promise.all([language, persist, replay, modes, board, scored]).then(
      ([spoken, saving, replayed, moded, drawn, counted]) => {
        if (spoken === false)
          table._error({
            code: 'load',
            message: `the "${lang}" messages could not be loaded: English is used`,
          });
        if (saving === false) {
          table._unsaved();
          this._missing(persistChunk, 'chunks/persist.js', ': this match is not saved');
        }
        if (replayed === false) this._missing(replayChunk, REPLAY, ': nothing is shown');
        if (moded === false) this._missing(modesChunk, MODES);
        if (counted === false) this._missing(scoringChunk, SCORING, need);
        // A record that cannot be shown is reported as such, not as a board drawn in rows.
        if (drawn === false && replayed !== false) this.#boardLost();
      },
    );
  }
}
