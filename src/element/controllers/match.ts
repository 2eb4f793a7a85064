/**
 * The match behind one table: its settings read from the attributes (each problem reported once), the actor that
 * plays it, its first start (a save resumed, a lazy table woken), a change of settings or of mode (a record shown
 * instead), a restore.
 */

import type { PropertyDeclarations, PropertyValues, ReactiveController, ReactiveControllerHost } from 'lit';
import {
  humanHasMoved,
  restoreMatch,
  serializeMatch,
  tableMachine,
  type TableContext,
  type TableEmitted,
  type TableInput,
  type TableEvent,
  type TableMachine,
  type TableSnapshot,
} from '../../machine/index.js';
import type { ReasonCode } from '../../engine/types.js';
import { withoutDuringPlay } from '../../engine/during.js';
import { resolveLang, seatNames, type Lang, type Seats } from '../../i18n/index.js';
import { readConfig, type TableConfig } from '../config.js';
import {
  CONFIG_PROPS,
  langTag,
  matchInput,
  matchKey,
  misfits,
  randomSeed,
  rawAttributes,
  reportProblems,
} from '../attributes.js';
import { MachineController } from '../machine-controller.js';
import type { Dispatch } from '../announce.js';
import { dominoEvent, type DetailOf } from '../events.js';
import type { Saving } from '../saving/persistence.js';
import { persistChunk } from '../saving/persist-loader.js';
import { ChunkGate } from './chunk-gate.js';
import { replayOf } from '../loaders/replay-loader.js';
import type { ReplayHost, ReplayTable } from '../../replay/index.js';

/** What the match reads of the element. */
export interface MatchHost extends ReactiveControllerHost, ReplayHost {
  readonly src: string | undefined;
  readonly loading: string | undefined;
  readonly persist: string | undefined;
  readonly variant: string | undefined;
  readonly humans: number | undefined;
  readonly hasUpdated: boolean;
}

/** What the match needs of the rest of the table (keys renamed by terser: rollup.config.mjs, TERSER). */
export interface MatchTable {
  /** Every emit of the machine, unless muted. */
  _heard(event: TableEmitted): void;
  /** After every snapshot. */
  _seen(snapshot: TableSnapshot): void;
  /** The pick is dropped: what it showed belongs to a match or a turn that is gone. */
  _clear(): void;
  /** A new match or new settings: watch mode's pace back to the page's own (Speed says so). */
  _repace(): void;
  /** Saving's code could not be loaded: the table says so where its messages go. */
  _unsaved(): void;
}

/**
 * The hub the other controllers hang on: it owns the actor and the settings, and makes the table's saving and chunk
 * gating and saving (it is the table they are handed).
 */
export class Match implements ReactiveController {
  readonly _dispatch: Dispatch;
  /** A `domino-error` (a problem reported, a save that failed, a chunk that could not be loaded). */
  readonly _error = (detail: DetailOf<'domino-error'>): void => this._dispatch('domino-error', detail);
  #saver: Saving | null = null;
  readonly _gate: ChunkGate;
  /** Replay mode's view, once its chunk is here (null until then, or when it could not be loaded). */
  _view: ReplayTable | null = null;
  /** The persist code failed to load for this table: it plays without saving. */
  _saveless = false;
  _config: TableConfig = readConfig({}).config;
  _seed = randomSeed();
  /** No emit is heard while a replaced or restored match starts. */
  _muted = false;
  /** The last match made or restored in replay mode: made or restored again, and heard of, when replay mode ends. */
  _owed?: TableEvent | undefined;
  /** The machine's reason for refusing the person's move just sent (`move.refused`), else null. */
  _refused: ReasonCode | null = null;
  /** Per attribute, the problem last reported, so each is warned about once. */
  readonly #reported = new Map<string, string>();
  /** The settings the running match was started with. */
  #matchConfig: TableConfig | null = null;
  readonly _ctl: MachineController<TableMachine>;
  readonly _host: MatchHost;
  readonly #table: MatchTable;

  constructor(host: MatchHost, table: MatchTable) {
    this._host = host;
    this.#table = table;
    this._dispatch = (name, detail) => host.dispatchEvent(dominoEvent(name, detail));
    this._gate = new ChunkGate(host, this);
    host.addController(this);
    this._ctl = new MachineController<TableMachine>(host, tableMachine, {
      _input: () => this._input(),
      _onEmit: (event) =>
        event.type === 'move.refused' ? (this._refused = event.reason) : this._muted || table._heard(event),
      _onSnapshot: (snapshot) => {
        // Left in a document whose window is gone (a closed popup): stop the timers, save nothing more.
        if (!host.ownerDocument.defaultView) {
          this._ctl.hostDisconnected();
          return;
        }
        // Muted, the match is about to be replaced (by a saved one, or by the attributes'): nothing of it is saved,
        // so a save being resumed is never written over by the fresh match started first.
        if (!this._muted && !this._replaying) this._saving?.save(snapshot.context, humanHasMoved(snapshot.context));
        table._seen(snapshot);
      },
    });
  }

  /** Saving under `persist`, once its code is here (the persist chunk); null until then, or for good if it failed to load. */
  get _saving(): Saving | null {
    const code = persistChunk.code();
    this.#saver ??= code
      ? new code.Saving(
          { variant: () => this._context().rules.variant, show: (json) => this._follow(json) },
          (message) => this._error({ code: 'storage', message }),
          { serialize: serializeMatch, restore: restoreMatch },
        )
      : null;
    return this.#saver;
  }

  /** The window whose `storage` events the table follows (another tab's saves, handed to saving when it is here). */
  #window: Window | null = null;
  readonly #onStorage = (event: StorageEvent): void => this._saving?.storage(event);

  /**
   * Only a table with `persist` listens (again when it gets one later): Chromium opens the page's storage for a
   * `storage` listener, about 10 ms of a phone's first frame that a table without `persist` never needs (issue 23).
   */
  hostConnected(): void {
    if (this._host.persist)
      (this.#window = this._host.ownerDocument.defaultView)?.addEventListener('storage', this.#onStorage);
  }

  hostDisconnected(): void {
    // From the window it was added to: when the table is moved to another document, ownerDocument is already the new one.
    this.#window?.removeEventListener('storage', this.#onStorage);
  }

  get _snapshot(): TableSnapshot {
    return this._ctl.snapshot;
  }

  _context(): TableContext {
    return this._ctl.snapshot.context;
  }

  /** Whether the board shows a tile (in replay mode, once the replay's view is here): chunk-gate.ts. */
  _boardShown(): boolean {
    return this._replaying ? !!this._view : this._context().match.layout.tiles.length > 0;
  }

  /** The pick is dropped (its message may name a tile of a match or a person gone). */
  _clear(): void {
    this.#table._clear();
  }

  /** Saving's code could not be loaded. */
  _unsaved(): void {
    this._saveless = true;
    this.#table._unsaved();
  }

  /** A match another tab saved under this table's key: shown here. */
  _follow(json: string): void {
    this._ctl.send({ type: 'match.restore', restored: restoreMatch(json) });
    this._clear();
  }

  /** Replay mode (README "Properties and methods", "In replay mode"): no match exists behind the record shown. */
  get _replaying(): boolean {
    // A record in the attribute, or one fetched from `src` (the replay chunk reads which), set as attribute or as
    // property (as frameworks set it); an empty or malformed `src` is replay mode too, with its sentence under an
    // empty board: a page never gets a random match instead.
    return this._host.src != null || this._host.hasAttribute('record');
  }

  /** The language: `lang` on the element or its nearest ancestor, across shadow roots; else English. */
  _lang(): Lang {
    return resolveLang(langTag(this._host));
  }

  /** Seat names (`player-names`, else localised defaults) and which seat is "you". */
  _seats(): Seats {
    const { rules, humans } = this._snapshot.context;
    return seatNames(this._lang(), rules.players, humans, this._config.playerNames);
  }

  /** Values set from script of the wrong type (issue 22 item 4): reported, and the default used, before any use. */
  _checkValues(): void {
    reportProblems(new Map(), misfits(this._host), this._error);
  }

  #read(): ReturnType<typeof readConfig> {
    return readConfig(
      rawAttributes(this._host, (this._host.constructor as unknown as { properties: PropertyDeclarations }).properties),
    );
  }

  _input(): TableInput {
    // Before the first update the attributes have not been read yet: read them now (reported later).
    this._checkValues();
    if (!this._gate._started) this._config = this.#read().config;
    this.#matchConfig = this._config;
    return matchInput(this._config, this._seed);
  }

  /** The first start: a saved match under `persist` replaces the fresh one before anyone hears of it. */
  #begin(): void {
    this._gate._started = true;
    const saved = this._saving?.start(this._config.persist, this._config.rules.variant) ?? null;
    // The actor may have been made before the element was attached (a method called early) with other
    // attributes: its match is replaced before anyone hears of it, as is one a saved match replaces.
    const stale = this.#matchConfig !== null && matchKey(this.#matchConfig) !== matchKey(this._config);
    this._muted = saved !== null || stale;
    this._ctl.run();
    this._muted = saved !== null;
    if (stale) this._ctl.send({ type: 'match.new', input: this._input() });
    this._muted = false;
    if (saved !== null) this._ctl.send({ type: 'match.restore', restored: restoreMatch(saved) });
    this.#goOn();
  }

  /**
   * Outside replay mode: the match paused by a replay goes on, and the match made or restored meanwhile is made or
   * restored again, now heard of (`domino-lead`, `domino-turn`), as it is at once outside replay mode.
   */
  #goOn(): void {
    // A game that scores during play without its mechanisms (chunks/scoring.js could not be had) stays still.
    if (withoutDuringPlay(this._config.rules)) return;
    this._ctl.run();
    const owed = this._owed;
    this._owed = undefined;
    if (owed) this._ctl.send(owed);
  }

  /** The match replaced (made anew, restored): in replay mode unheard until replay mode ends (#goOn). */
  _replace(event: TableEvent): void {
    if ((this._muted = this._replaying)) this._owed = event;
    this._ctl.send(event);
    this._muted = false;
    this._clear();
  }

  /** A new match with the current attributes (a new random deal unless `seed` is set). */
  _newMatch(): void {
    this.#table._repace();
    this._seed = randomSeed();
    this._replace({ type: 'match.new', input: this._input() });
  }

  /** Settings read again after attributes changed: a new match, another save key, or the computer's new pace. */
  _update(changed: PropertyValues): void {
    const gate = this._gate;
    gate._changed(changed);
    // Replay mode: the chunk shows the record (render); no match runs, so no timers and no saves.
    if (this._replaying) {
      // `loading="lazy"`: the replay's chunk is fetched only when the table comes near the viewport.
      if (gate._away) return gate._watchNear();
      this._ctl.pause();
      return (this._view ??= replayOf(this._host))?.update(this._lang());
    }
    if (gate._started) this.#goOn();
    const keys = [...changed.keys()] as string[];
    if (this._host.hasUpdated && gate._started && !keys.some((k) => CONFIG_PROPS.includes(k))) return;
    const previous = this._config;
    const { config, problems } = this.#read();
    this._config = config;
    reportProblems(this.#reported, problems, this._error);
    // A game that scores during play without its mechanisms (chunks/scoring.js could not be had): nothing moves.
    const held = withoutDuringPlay(config.rules);
    if (!gate._started) {
      if (gate._away) gate._watchNear();
      else if (!held) this.#begin();
      return;
    }
    // The match goes on (above) unless its game's mechanisms could not be had: then nothing moves.
    if (held) this._ctl.pause();
    if (config.persist !== previous.persist) this.hostConnected();
    if (config.persist !== previous.persist && config.persist !== null) {
      // Another key: what is saved there is resumed (or a fresh match starts there); the old key keeps its save.
      const saved = this._saving?.start(config.persist, config.rules.variant) ?? null;
      this.#matchConfig = config;
      if (saved === null) this._newMatch();
      else this._ctl.send({ type: 'match.restore', restored: restoreMatch(saved) });
      this._clear();
      return;
    }
    if (config.persist !== previous.persist) this._saving?.open(null);
    if (matchKey(config) !== matchKey(this.#matchConfig ?? previous)) {
      this._newMatch();
    } else if (config.ai !== previous.ai || config.aiDelay !== previous.aiDelay) {
      this.#table._repace();
      this._ctl.send({ type: 'settings.update', ai: config.ai, aiDelay: config.aiDelay });
    }
  }
}
