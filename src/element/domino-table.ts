/** The `<domino-table>` class: attributes, public methods, lifecycle; input is in input/, drawing in render.ts. */

import { html, LitElement, nothing, type CSSResult, type PropertyDeclarations, type PropertyValues } from 'lit';
import { explainMove, legalMoves as engineLegalMoves } from '../engine/index.js';
import type { MatchState, Move, MoveRequest, ReasonCode } from '../engine/types.js';
import {
  humanHasMoved,
  isHandingOver,
  isHumanSeat,
  phaseOf,
  restoreMatch,
  serializeMatch,
  tableMachine,
  type TableEmitted,
  type TableInput,
  type TableMachine,
  type TableSnapshot,
  whyNoUndo,
} from '../machine/index.js';
import { readConfig, type TableConfig } from './config.js';
import { describe } from './attribute-table.js';
import { MachineController } from './machine-controller.js';
import { dominoEvent, type DominoEventName, type DetailOf } from './events.js';
import { tableState, type TableState } from './table-state.js';
import {
  CONFIG_PROPS,
  declarations,
  langTag,
  matchInput,
  matchKey,
  misfits,
  randomSeed,
  rawAttributes,
  reportProblems,
} from './attributes.js';
import type { Persistence } from './saving/persistence.js';
import type { Chunk } from '../chunk.js';
import { persistChunk } from './saving/persist-loader.js';
import { styles } from './domino-table.styles.js';
import { frameStyles } from './views/frame.styles.js';
import { BoardZoom } from './input/zoom.js';
import { boardStyles } from './views/board.styles.js';
import { tileStyles } from './views/tile.styles.js';
import { handStyles } from './views/hand.styles.js';
import { seatStyles } from './views/seats.styles.js';
import { statusStyles } from './views/status.styles.js';
import { controlsStyles } from './views/controls.styles.js';
import { dialogStyles } from './views/dialogs.styles.js';
import { Announcer } from './a11y/announcer.js';
import { announce } from './announce.js';
import { Picker } from './input/pick.js';
import { Drag } from './input/drag.js';
import { HandoverGuard } from './input/guard.js';
import {
  explainRefusal,
  langReady,
  reasonMessage,
  resolveLang,
  seatNames,
  t,
  type Lang,
  type ReasonParams,
  type Seats,
} from '../i18n/index.js';
import { renderTable } from './render.js';
import { TableButtons } from './buttons.js';
import { coachChunk } from './loaders/coach-loader.js';
import { playedRounds } from './rounds.js';
import type { ReviewItem } from '../coach/index.js';
import { isOff, keepFocus } from './a11y/focus.js';
import { travel } from './travel.js';
import { hintFor, type Hint } from './hint.js';
import { soundChunk } from './loaders/sound-loader.js';
import { tableView } from './view-model.js';
import { factsOf } from './viewer.js';
import { writeRecord } from '../record/write.js';
import { replayChunk, replayOf, replayReady } from './loaders/replay-loader.js';
import type { ReplayTable } from '../replay/index.js';
import type { MoveResult } from './actions.js';

const REPLAY = 'chunks/replay.js';
const SOUND = 'chunks/sound.js';
const OK: MoveResult = Object.freeze({ ok: true });

/**
 * An embeddable table for the "Doubles" family of domino games, configured by attributes only.
 *
 * `state` gives every seat's real hand (it is the programmatic view: a teaching page may show or check any
 * hand); only the rendering hides the hands a player should not see.
 *
 * @summary Plays Maltese Cross, Doubles, Kelley's Doubles and Doubles in the Boneyard against the computer.
 *
 * @fires {CustomEvent<DominoLeadDetail>} domino-lead - `{ round, seat, how, drawn? }`: who opens the round and why.
 * @fires {CustomEvent<DominoMoveDetail>} domino-move - `{ round, seat, move }` after every accepted move; a draw by a hidden hand has no tile (a shown hand's draw adds `move.tile`).
 * @fires {CustomEvent<DominoTurnDetail>} domino-turn - `{ round, seat, human }` when a seat is to act.
 * @fires {CustomEvent<DominoRoundEndDetail>} domino-round-end - `{ round, reason, winner, points, scores, hands }` when a round ends.
 * @fires {CustomEvent<DominoMatchEndDetail>} domino-match-end - `{ winner, scores }` when the match is won.
 * @fires {CustomEvent<DominoStepDetail>} domino-step - `{ step, total, round }` in replay mode, whenever the step shown changes (the first shown included).
 * @fires {CustomEvent<DominoAnswerDetail>} domino-answer - `{ step, move, correct }` in a lesson, after each try at a question (`step` is the question's).
 * @fires {CustomEvent<DominoErrorDetail>} domino-error - `{ code, message }`: `invalid-attribute` (a `record` that does not read or replay names the token and why, in the table's language), `invalid-state`, `storage` or `load` (a chunk: the hard player, a language or the replay view, could not be fetched; the table plays on without it).
 *
 * @attr {string | null} record - A game record (README "Game records"): the table replays it instead of dealing, with a step bar, the comment of each move, and lessons at its `?` moves. No match exists while it is set (or while `src` is). Setting the `record` property to a string does the same (as React 19 and Vue do); `null` or `''` leaves replay mode; reading it gives the method `record()`.
 *
 * @csspart table - The whole table.
 * @csspart board - The layout of played tiles.
 * @csspart played - Each tile on the board.
 * @csspart end - Each lit end the picked tile may go to, drawn where it would lie (`data-end`: the end's id).
 * @csspart seat - Each seat's chip round the felt: name, tiles left, score, whose turn, and what it did since your move.
 * @csspart hand - The hand of the person at the screen.
 * @csspart tile - Every tile of that hand (a button).
 * @csspart scoreboard - Each seat's score (in the menu).
 * @csspart controls - Draw, Pass, Undo, Hint (or watch mode's Pause, Step and Speed), and New match.
 * @csspart log - The moves of the current round (in the menu).
 * @csspart dialog - The round-end, match-end and hand-over panels, the rules and the review of a round.
 *
 * @cssprop [--domino-table-felt=#1f6b45] - The table's background.
 * @cssprop [--domino-tile-face=#fbf7ea] - A tile's face.
 * @cssprop [--domino-tile-pip=#1d1d1f] - The pips and the tile's centre line.
 * @cssprop [--domino-tile-edge=#b7ad94] - A tile's outline and its back.
 * @cssprop [--domino-highlight=#ffc83d] - Playable tiles, open targets, the last move, focus.
 * @cssprop [--domino-font=system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif] - The font of all text.
 * @cssprop [--domino-table-height=min(100dvh, max(600px, 200cqi))] - The table's height: by default one screen (the viewport's height) and at least 600 px where the viewport allows; the felt takes what the seats, hand and buttons leave.
 * @cssprop [--domino-table-max-height=100dvh] - The most the table may grow to, as hands wrap (`none` in an iframe sized to its content).
 */
export class DominoTable extends LitElement {
  static override styles = [
    styles,
    frameStyles,
    seatStyles,
    boardStyles,
    tileStyles,
    handStyles,
    statusStyles,
    controlsStyles,
    dialogStyles,
  ];

  /** `lang` is the native attribute: observed so a change re-renders in the new language. */
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang', 'record'];
  }

  /**
   * The attributes (README "Attributes"). Declared without decorators: lowered decorators cost the bundle about 2 KB
   * min+gzip, and they would turn every `#private` member of the class into a WeakMap lookup.
   */
  static override properties: PropertyDeclarations = declarations();

  /**
   * The game: `maltese-cross`, `doubles`, `doubles-classic` or `doubles-in-the-boneyard`.
   * @type {'maltese-cross' | 'doubles' | 'doubles-classic' | 'doubles-in-the-boneyard'}
   */
  declare variant: string | undefined;
  /** Number of players (maltese-cross 4; doubles, doubles-classic 2–4; doubles-in-the-boneyard 3). Default: the variant's. */
  declare players: number | undefined;
  /** Seats 0…humans-1 are people, the rest the computer; 0 = watch mode; more than 1 = one screen passed round. */
  declare humans: number | undefined;
  /** Any string: the same seed, options and moves give the same deals. Default: random. */
  declare seed: string | undefined;
  /** Points that win the match (positive integer). Default: the variant's (200 or 100). */
  declare targetScore: number | undefined;
  /** Tiles per hand (positive integer that fits the set). Default: per variant and player count. */
  declare handSize: number | undefined;
  /**
   * `none`, `first` or `all` (`doubles-classic` only).
   * @type {'none' | 'first' | 'all' | undefined}
   */
  declare spinners: string | undefined;
  /**
   * `highest-double` or `double-six` (`doubles-classic` only).
   * @type {'highest-double' | 'double-six' | undefined}
   */
  declare lead: string | undefined;
  /**
   * `double-six` or `double-nine` (`doubles-classic` only).
   * @type {'double-six' | 'double-nine' | undefined}
   */
  declare set: string | undefined;
  /**
   * The computer's strength: `easy`, `normal` or `hard`.
   * @type {'easy' | 'normal' | 'hard'}
   */
  declare ai: string | undefined;
  /** Milliseconds before each computer move (integer ≥ 0). */
  declare aiDelay: number | undefined;
  /** Every hand face up (teaching). */
  declare showHands: boolean;
  /** Playable tiles marked, a Hint button; an illegal choice is explained in words. */
  declare hints: boolean;
  /** Short sounds for a tile laid, a draw, a pass and a round's end (off by default; loaded when first used). */
  declare sound: boolean;
  /**
   * `light`, `dark` or `auto` (follows `prefers-color-scheme`). Mirrored to the attribute so
   * `:host([theme=dark])` applies when it is set from script; the default, light, writes no attribute onto
   * the host page's element (see `#mirrorTheme`).
   * @type {'light' | 'dark' | 'auto'}
   */
  declare theme: string | undefined;
  /** Comma-separated seat names, rendered as text only. Default: localised "You", "West"… */
  declare playerNames: string | undefined;
  /** A localStorage key: the match is saved after every move and restored on load. */
  declare persist: string | undefined;
  /** JSON of a fixed first deal: `{"hands": [[…],…], "boneyard": […], "leader": 0}`. */
  declare deal: string | undefined;
  /**
   * `eager` or `lazy`: a lazy table reserves its box, and deals, starts its timers and fetches its chunks only when
   * it comes near the viewport.
   * @type {'eager' | 'lazy'}
   */
  declare loading: string | undefined;
  /**
   * Replay mode: the step shown, 0 (the deal) to the last, or `end`; reflected to the attribute as the reader moves.
   * @type {number | 'end' | undefined}
   */
  declare step: number | 'end' | undefined;
  /** Replay mode: the seat whose view is shown (the other hands face down, their counts shown). Default: every hand face up. */
  declare view: number | undefined;
  /**
   * Replay mode: `steps` (the step bar and the move list) or `none` (a static diagram of the position at `step`).
   * @type {'steps' | 'none' | undefined}
   */
  declare controls: string | undefined;
  /** The address of a game record (plain text, at most 256 KB), fetched (CORS rules apply) and replayed as `record` is; `record` wins when both are set. */
  declare src: string | undefined;
  /** Replay mode: a figure in a text, only the board (and, with `view`, that seat's hand): no seat chips, status, step bar or menu, as small as its content. */
  declare boardOnly: boolean;

  constructor() {
    super();
    this.variant = 'maltese-cross';
    this.humans = 1;
    this.ai = 'normal';
    this.aiDelay = 700;
    this.showHands = false;
    this.hints = false;
    this.sound = false;
    this.theme = 'light';
  }

  /** The reader's pan and zoom of a board larger than its felt. */
  readonly #zoom = new BoardZoom(this);
  /** The board's space in CSS pixels, measured after each layout change (null until then). */
  #box: { width: number; height: number } | null = null;
  /** The element watched for size: the board's space. */
  #watched: Element | null = null;

  // Measured in the next frame: a re-render from inside the observer's callback would resize the table in the
  // same frame ("ResizeObserver loop completed with undelivered notifications").
  #resize =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(() => requestAnimationFrame(() => this.#measure()))
      : null;
  /** An ancestor's `lang` may change after the table is drawn (a page's language switch). */
  readonly #langWatch =
    typeof MutationObserver === 'function' ? new MutationObserver(() => this.requestUpdate()) : null;

  #config: TableConfig = readConfig({}).config;
  #seed = randomSeed();
  /** Per attribute, the problem last reported, so each is warned about once. */
  readonly #reported = new Map<string, string>();
  #saver: Persistence | null = null;
  /** Saving under `persist`, once its code is here (a chunk); null until then, or for good if it failed to load. */
  get #persistence(): Persistence | null {
    const code = persistChunk.code();
    this.#saver ??= code
      ? new code.Persistence((message) => this.#dispatch('domino-error', { code: 'storage', message }), {
          serialize: serializeMatch,
          restore: restoreMatch,
        })
      : null;
    return this.#saver;
  }
  /** The persist code failed to load for this table: reported once, and the table plays without saving. */
  #unsaved = false;
  /** The chunks this table could not load, not asked for again until a later action (a new `record`, `sound` on). */
  readonly #missing = new Set<string>();
  /** A chunk could not be loaded: `domino-error` `load`, once in the page (a table reports what it missed first). */
  #missingChunk(part: Chunk<unknown>, file: string, consequence = ''): void {
    this.#missing.add(file);
    if (part.report())
      this.#dispatch('domino-error', { code: 'load', message: `${file} could not be loaded${consequence}` });
  }
  readonly #announcer = new Announcer();
  #muted = false;

  readonly #ctl = new MachineController<TableMachine>(this, tableMachine, {
    input: () => this.#input(),
    onEmit: (event) => this.#onEmit(event),
    onSnapshot: (snapshot) => {
      // Left in a document whose window is gone (a closed popup): stop the timers, save nothing more.
      if (!this.ownerDocument.defaultView) {
        this.#ctl.hostDisconnected();
        return;
      }
      // Muted, the match is about to be replaced (by a saved one, or by the attributes'): nothing of it is saved, so a
      // save being resumed is never written over by the fresh match started first.
      if (!this.#muted && !this.#replaying) this.#persistence?.save(snapshot.context, humanHasMoved(snapshot.context));
      this.#onHandover(isHandingOver(snapshot));
    },
  });
  readonly #pick = new Picker(this, { snapshot: () => this.#snapshot, lang: () => this.#lang });
  readonly #drag = new Drag(this, this.#pick);
  readonly #guard = new HandoverGuard(this);
  readonly #buttons = new TableButtons(
    this,
    {
      snapshot: () => this.#snapshot,
      lang: () => this.#lang,
      send: (event) => this.#ctl.send(event),
      names: () => this.#seats().names,
      say: (text) => this.#announcer.say(text),
      aiDelay: () => this.#config.aiDelay,
      failed: (part, file) => this.#missingChunk(part, file),
    },
    this.#pick,
  );

  /** A fresh JSON-safe picture of the match (README "Properties and methods"); in replay mode, of the position shown. */
  get state(): TableState {
    if (this.#replaying) {
      // No position to show yet (the replay's code on its way, or a record that does not read): an empty table.
      const at: MatchState =
        this.#replay?.position ??
        ({
          rules: this.#config.rules,
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
      return tableState(at, this.#replay?.seats ?? [], 0);
    }
    const snapshot = this.#snapshot;
    return tableState(snapshot.context.match, [...this.#seats().names], snapshot.context.humans, phaseOf(snapshot));
  }

  /** The legal moves of the seat to act, whoever plays it; `[]` outside play. */
  legalMoves(): Move[] {
    // The engine's list is empty outside play; in replay mode, the moves asked for by a lesson's question.
    const at = this.#replaying ? this.#replay?.asking : this.#snapshot.context.match;
    return at ? engineLegalMoves(at).map((m) => ({ ...m })) : [];
  }

  /** Plays a tile for the current human seat; `end` may be omitted when exactly one end fits. */
  play(tile: string, end?: string): MoveResult {
    // An end left out (undefined) is the engine's to find.
    return this.#human({ type: 'play', tile, end }, { type: 'tile.play', tile, end });
  }

  /** Draws one tile for the current human seat, where the rules allow it. */
  draw(): MoveResult {
    return this.#human({ type: 'draw' }, { type: 'tile.draw' });
  }

  /** Passes for the current human seat, where the rules allow it. */
  pass(): MoveResult {
    return this.#human({ type: 'pass' }, { type: 'turn.pass' });
  }

  /** Starts the next round after `round-over`. */
  nextRound(): MoveResult {
    if (this.#replaying) return this.#refuseAs('wrong-phase');
    const phase = phaseOf(this.#snapshot);
    if (phase !== 'round-over') return this.#refuseAs('wrong-phase', phase === 'match-over' ? undefined : 'playing');
    this.#ctl.send({ type: 'round.next' });
    this.#pick.clear();
    return OK;
  }

  /** A new match with the current attributes (a new random deal unless `seed` is set). */
  newMatch(): void {
    this.#buttons.asking = false;
    this.#buttons.speed = 1; // the match starts at the page's own pace
    this.#seed = randomSeed();
    // In replay mode the match is dealt, and heard of, when replay mode ends.
    if (this.#replaying) return this.#ctl.reset();
    this.#ctl.send({ type: 'match.new', input: this.#input() });
    this.#pick.clear();
  }

  /**
   * Takes back moves up to and including the last human move (computer replies too), within the current
   * round: a round that has ended is final. In hot seat only the person who moved may undo, before the
   * screen is passed.
   */
  undo(): MoveResult {
    if (this.#replaying) return this.#refuseAs('wrong-phase');
    const why = whyNoUndo(this.#snapshot.context);
    if (why === 'other') return this.#refuseAs('not-your-turn', 'undo');
    if (why !== null) return this.#refuseAs('wrong-phase', why);
    this.#ctl.send({ type: 'move.undo' });
    this.#pick.clear();
    return OK;
  }

  /**
   * The move the `normal` computer player would make for the person to act, with a sentence in the table's
   * language saying why; null when no person is to act.
   */
  hint(): Hint | null {
    if (this.#replaying) return null;
    const snapshot = this.#snapshot;
    const { context } = snapshot;
    const phase = phaseOf(snapshot);
    return (phase === 'play' || phase === 'lead') &&
      context.match.phase === 'play' &&
      isHumanSeat(context, context.match.current)
      ? hintFor(context.match, this.#lang)
      : null;
  }

  /**
   * `record()`: the match so far, every round, as a game record (README "Game records"); in replay mode, the record
   * shown. Set to a string (as React 19 and Vue set a member the element has), it replays it as the attribute does;
   * `null` or `''` leaves replay mode.
   * @type {string | null}
   */
  get record(): () => string {
    return this.#record;
  }
  set record(text: string | null | undefined) {
    if (typeof text === 'string' && text) this.setAttribute('record', text);
    else if (text == null || text === '') this.removeAttribute('record');
    else
      reportProblems(
        new Map(),
        [{ attribute: 'record', value: '', message: `record: ${describe(text)} is not valid; ignored.` }],
        (detail) => this.#dispatch('domino-error', detail),
      );
  }
  readonly #record = (): string =>
    this.getAttribute('record') ?? writeRecord(this.#snapshot.context, this.#config.playerNames);

  /**
   * After a round: each decision of the people at the table in the last round that ended, judged with every hand
   * known: `{ round, seat, move, best, pointsLost, grade, why }`, `why` in the table's language; `[]` before the
   * first round ends. The coach is fetched on first use; when it cannot be, `domino-error` `load` and `[]`.
   */
  review(): Promise<ReviewItem[]> {
    if (this.#replaying) return Promise.resolve([]);
    const { context } = this.#snapshot;
    const last = playedRounds(context)
      .filter(({ end }) => end.phase !== 'play')
      .at(-1);
    if (!last || context.humans === 0) return Promise.resolve([]);
    const humans = Array.from({ length: context.humans }, (_, seat) => seat);
    const lang = this.#lang;
    return coachChunk.get().then(
      (coach) => coach.reviewRound(last.start, last.moves, humans, lang),
      () => {
        this.#missingChunk(coachChunk, 'chunks/coach.js');
        return [];
      },
    );
  }

  /** The whole match as a JSON string. */
  serialize(): string {
    return serializeMatch(this.#snapshot.context);
  }

  /** Replaces the match with a serialized one; on bad input keeps the current match and says why. */
  restore(json: string): MoveResult {
    const restored = restoreMatch(json);
    if (!restored.ok) {
      this.#dispatch('domino-error', { code: 'invalid-state', message: restored.why });
      return this.#refuse('invalid-state');
    }
    // In replay mode it is the match that resumes when replay mode ends: nothing is heard of it until then.
    this.#muted = this.#replaying;
    this.#ctl.send({ type: 'match.restore', restored });
    this.#muted = false;
    this.#pick.clear();
    return OK;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    // `record` is no property (the name is the method's): its change is marked for willUpdate by hand.
    if (name === 'lang' || name === 'record') this.requestUpdate(name);
  }

  /** A save made to this table's key by another tab of the site: the table shows that newer match. */
  readonly #onStorage = (event: StorageEvent): void => {
    const persistence = this.#persistence;
    const key = persistence?.key ?? null;
    if (key === null || event.key !== key) return;
    const json = persistence?.follow(event.newValue, this.#snapshot.context.rules.variant) ?? null;
    if (json === null) return;
    this.#ctl.send({ type: 'match.restore', restored: restoreMatch(json) });
    this.#pick.clear();
  };

  /** The window whose `storage` events the table follows (another tab's saves). */
  #storageWindow: Window | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    (this.#storageWindow = this.ownerDocument.defaultView)?.addEventListener('storage', this.#onStorage);
    this.#watched = null;
    this.#viewWatch?.observe(this);
    this.#langWatch?.observe(this.ownerDocument.documentElement, {
      subtree: true,
      attributes: true,
      attributeFilter: ['lang'],
    });
    // The language may come from an ancestor: read it again whenever the element is (re)attached.
    this.requestUpdate();
  }

  /**
   * A table whose language is not loaded yet (every language but English is a chunk), or that saves under
   * `persist` (a chunk too), waits for that code before it draws or starts its match, so its first frame is in
   * its language and a saved match is resumed at once. Code that cannot be loaded is reported once (`load`): the
   * table speaks English, or plays without saving.
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    if (this.#away) return super.scheduleUpdate();
    const lang = this.#lang;
    const language = langReady(lang);
    const persist = this.persist && !this.#unsaved ? persistChunk.ready() : undefined;
    // Replay mode waits for its chunk the same way: the first frame shows the record. A table that could not load
    // it asks again only when its record changes (a later action), not on every update.
    const replay = this.#replaying && !this.#missing.has(REPLAY) ? replayReady() : undefined;
    if (!language && !persist && !replay) return super.scheduleUpdate();
    return Promise.all([language, persist, replay]).then(([spoken, saving, replayed]) => {
      if (spoken === false)
        this.#dispatch('domino-error', {
          code: 'load',
          message: `the "${lang}" messages could not be loaded: English is used`,
        });
      if (saving === false) {
        this.#unsaved = true;
        this.#buttons.note = 'unsaved';
        this.#missingChunk(persistChunk, 'chunks/persist.js', ': this match is not saved');
      }
      if (replayed === false) this.#missingChunk(replayChunk, REPLAY, ': nothing is shown');
      return super.scheduleUpdate();
    });
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#checkValues();
    this.#hadFocus = this.matches(':focus-within');
    this.#wasLive = !isOff((this.renderRoot as ShadowRoot).activeElement);
    if (changed.has('theme')) this.#mirrorTheme();
    // A later action may try a chunk this table could not load again: a new record, the sounds turned on anew.
    if (changed.has('record')) this.#missing.delete(REPLAY);
    if (changed.has('sound')) this.#missing.delete(SOUND);
    // Replay mode: the chunk shows the record (render); no match runs, so no timers and no saves.
    if (this.#replaying) {
      // `loading="lazy"`: the replay's chunk is fetched only when the table comes near the viewport.
      if (this.#away) return this.#watchNear();
      this.#ctl.pause();
      (this.#replay ??= replayOf(this))?.update(this.#lang);
      return;
    }
    const keys = [...changed.keys()] as string[];
    if (this.hasUpdated && this.#started && !keys.some((k) => CONFIG_PROPS.includes(k))) return;
    const previous = this.#config;
    const { config, problems } = readConfig(rawAttributes(this, DominoTable.properties));
    this.#config = config;
    reportProblems(this.#reported, problems, (detail) => this.#dispatch('domino-error', detail));
    if (!this.#started) {
      if (this.#away) this.#watchNear();
      else this.#begin();
      return;
    }
    this.#ctl.run(); // the match paused by a replay goes on
    if (config.persist !== previous.persist && config.persist !== null) {
      // Another key: what is saved there is resumed (or a fresh match starts there); the old key keeps its save.
      this.#persistence?.open(config.persist);
      const saved = this.#persistence?.resume(config.rules.variant) ?? null;
      this.#matchConfig = config;
      if (saved === null) this.newMatch();
      else this.#ctl.send({ type: 'match.restore', restored: restoreMatch(saved) });
      this.#pick.clear();
      return;
    }
    if (config.persist !== previous.persist) this.#persistence?.open(null);
    if (matchKey(config) !== matchKey(this.#matchConfig ?? previous)) {
      this.newMatch();
    } else if (config.ai !== previous.ai || config.aiDelay !== previous.aiDelay) {
      this.#buttons.speed = 1; // the page's own pace again: Speed says so
      this.#ctl.send({ type: 'settings.update', ai: config.ai, aiDelay: config.aiDelay });
    }
  }

  #started = false;

  /** `loading="lazy"` and not near the viewport yet: nothing dealt, no timer, no chunk fetched. */
  get #away(): boolean {
    return !this.#started && !this.#near && this.loading === 'lazy';
  }
  #near = false;
  #nearWatch: IntersectionObserver | null = null;
  /** A lazy table wakes when it comes within a screen of the viewport (or at once where that cannot be known). */
  #watchNear(): void {
    if (this.#nearWatch) return;
    const wake = () => {
      this.#nearWatch?.disconnect();
      this.#near = true;
      this.requestUpdate();
    };
    if (typeof IntersectionObserver !== 'function') return wake();
    this.#nearWatch = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && wake(), {
      rootMargin: '100% 0px',
    });
    this.#nearWatch.observe(this);
  }
  #replay: ReplayTable | null = null;
  /** The settings the running match was started with. */
  #matchConfig: TableConfig | null = null;

  /** The first start: a saved match under `persist` replaces the fresh one before anyone hears of it. */
  #begin(): void {
    this.#started = true;
    this.#persistence?.open(this.#config.persist);
    const saved = this.#persistence?.resume(this.#config.rules.variant) ?? null;
    // The actor may have been made before the element was attached (a method called early) with other
    // attributes: its match is replaced before anyone hears of it, as is one a saved match replaces.
    const stale = this.#matchConfig !== null && matchKey(this.#matchConfig) !== matchKey(this.#config);
    this.#muted = saved !== null || stale;
    this.#ctl.run();
    this.#muted = saved !== null;
    if (stale) this.#ctl.send({ type: 'match.new', input: this.#input() });
    this.#muted = false;
    if (saved !== null) this.#ctl.send({ type: 'match.restore', restored: restoreMatch(saved) });
  }

  /**
   * Keeps the `theme` attribute in step with the property for the `:host([theme=…])` styles. Lit's own
   * reflection would stamp the default onto every table (or remove an author's `theme="light"`); here no
   * attribute and "light" count as the same.
   */
  #mirrorTheme(): void {
    const theme = this.theme;
    const attribute = this.getAttribute('theme');
    if (theme === undefined || theme === null || theme === 'light') {
      if (attribute !== null && attribute !== 'light') this.removeAttribute('theme');
    } else if (attribute !== String(theme)) {
      this.setAttribute('theme', String(theme));
    }
  }

  /** Values set from script of the wrong type (issue 22 item 4): reported, and the default used, before any use. */
  #checkValues(): void {
    reportProblems(new Map(), misfits(this), (detail) => this.#dispatch('domino-error', detail));
  }

  #input(): TableInput {
    // Before the first update the attributes have not been read yet: read them now (reported later).
    this.#checkValues();
    if (!this.#started) this.#config = readConfig(rawAttributes(this, DominoTable.properties)).config;
    this.#matchConfig = this.#config;
    return matchInput(this.#config, this.#seed);
  }

  /** Replay mode (README "Properties and methods", "In replay mode"): no match exists behind the record shown. */
  get #replaying(): boolean {
    // A record in the attribute, or one fetched from `src` (the replay chunk reads which); `src=""` is no address.
    return !!this.src || this.hasAttribute('record');
  }

  get #snapshot(): TableSnapshot {
    return this.#ctl.snapshot;
  }

  /** The language: `lang` on the element or its nearest ancestor, across shadow roots; else English. */
  get #lang(): Lang {
    return resolveLang(langTag(this));
  }

  /** Seat names (`player-names`, else localised defaults) and which seat is "you". */
  #seats(): Seats {
    const { rules, humans } = this.#snapshot.context;
    return seatNames(this.#lang, rules.players, humans, this.#config.playerNames);
  }

  #refuse(reason: ReasonCode, move: MoveRequest = { type: 'pass' }): MoveResult {
    return { ok: false, reason, message: explainRefusal(this.#lang, this.#snapshot.context.match, move, reason) };
  }

  /** A refusal that is not about a move's tiles: the code with its more exact wording. */
  #refuseAs(reason: ReasonCode, detail?: ReasonParams['detail']): MoveResult {
    return { ok: false, reason, message: reasonMessage(this.#lang, reason, detail ? { detail } : {}) };
  }

  #handingOver = false;
  /**
   * Hot seat: when the screen is to be passed, nothing of the last person's may stay on it. The live region
   * (a drawn tile, a refusal naming a tile) and the pick's message are cleared; the region says only whose
   * turn it is.
   */
  #onHandover(handingOver: boolean): void {
    // The screen changes hands (the hand-over appears, or the hand behind it): a press begun before is not for it.
    if (handingOver !== this.#handingOver) this.#guard.mark();
    if (handingOver && !this.#handingOver) {
      const { current } = this.#snapshot.context.match;
      this.#announcer.clear();
      this.#pick.clear();
      if (current !== null) this.#announcer.say(t(this.#lang, 'handover', { name: this.#seats().names[current] }));
    }
    this.#handingOver = handingOver;
  }

  /** A move for the current human seat: refused with the engine's reason before the machine hears of it. */
  #human(move: MoveRequest, event: HumanEvent): MoveResult {
    // A replay plays no match (and none exists to explain the refusal by).
    if (this.#replaying) return this.#refuseAs('wrong-phase');
    const snapshot = this.#snapshot;
    const { match } = snapshot.context;
    const phase = phaseOf(snapshot);
    // `lead` only pauses to show who opens: a human leader may open at once.
    if (match.phase !== 'play' || (phase !== 'play' && phase !== 'lead')) return this.#refuse('wrong-phase', move);
    if (!isHumanSeat(snapshot.context, match.current)) return this.#refuse('not-your-turn', move);
    const reason = explainMove(match, move);
    if (reason !== null) return this.#refuse(reason, move);
    this.#ctl.send(event);
    if (this.#snapshot.context.match === match) return this.#refuseAs('wrong-phase', 'busy');
    this.#pick.clear();
    return OK;
  }

  readonly #dispatch = <K extends DominoEventName>(name: K, detail: DetailOf<K>): void => {
    this.dispatchEvent(dominoEvent(name, detail));
  };

  /** Whether keyboard focus was in the table before this update changed the DOM. */
  #hadFocus = false;
  /** Whether the focused control could be used before this update (a button that stops working loses focus). */
  #wasLive = false;

  /** A control that holds focus only until Ready, a dialog or the hand appears (the lead's pause). */
  #parked: HTMLElement | null = null;
  /** The seat whose tile was just laid: it travels from that seat to its place at the next drawing. */
  #travel: number | null = null;
  /** The tile travelling now. */
  #flight: Animation | null = null;

  protected override updated(): void {
    if (this.#hadFocus) this.#parked = keepFocus(this.renderRoot as ShadowRoot, this.#wasLive, this.#parked);
    if (this.#travel !== null) {
      // One tile in flight at a time: the one before lands at once.
      this.#flight?.finish();
      this.#flight = travel(this.renderRoot, this.#travel);
    }
    this.#travel = null;
    const wrap = this.renderRoot.querySelector('.board-wrap');
    if (wrap && wrap !== this.#watched && this.isConnected) {
      this.#watched = wrap;
      this.#resize?.observe(wrap);
    }
  }

  /** Whether the table is on screen (watch mode speaks only then, or while focused). */
  #inView = typeof IntersectionObserver !== 'function';
  readonly #viewWatch =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) this.#inView = entry.isIntersecting;
        })
      : null;

  /** Machine emits → DOM events and the live region; none while a replaced or restored match starts. */
  #onEmit(event: TableEmitted): void {
    if (this.#muted) return;
    // Watch mode out of view and unfocused: one summary per round's end, not a line per move.
    const quiet =
      this.#snapshot.context.humans === 0 &&
      !this.#inView &&
      !this.matches(':focus-within') &&
      event.type !== 'round.ended' &&
      event.type !== 'match.ended';
    // Watch mode in view: a move's line at most every 2.5 s, the moves between counted in the next (issue 22 item 6).
    const paced =
      this.#snapshot.context.humans === 0 && (event.type === 'move.played' || event.type === 'lead.settled');
    const say = (text: string) => {
      if (quiet) return;
      if (paced) this.#announcer.pace(text, (count) => t(this.#lang, 'skipped', { count }));
      else this.#announcer.say(text);
    };
    announce(event, {
      _lang: this.#lang,
      _seats: this.#seats(),
      _context: this.#snapshot.context,
      _showHands: this.showHands,
      _dispatch: this.#dispatch,
      _say: say,
    });
    if (event.type === 'move.played' && event.move.type === 'play') this.#travel = event.seat;
    const sound = event.type === 'move.played' ? SOUNDS[event.move.type] : event.type === 'round.ended' ? 'end' : null;
    // A table that could not load the sounds plays on silently: not fetched on every move (a deploy without chunks/
    // would 404 on each), only again when `sound` is turned on anew.
    if (sound && this.sound && !this.#missing.has(SOUND))
      soundChunk.get().then(
        (m) => m.play(sound),
        () => this.#missingChunk(soundChunk, SOUND),
      );
  }

  /**
   * Moved into another document (a Picture-in-Picture window, a popup) or back: its stylesheets were made in
   * the first document, and a document only takes constructed sheets of its own, so they are made again in
   * the new one (as constructed sheets: no `<style>` that a strict CSP would block).
   */
  adoptedCallback(): void {
    const view = this.ownerDocument.defaultView;
    const root = this.shadowRoot;
    if (!view || !root) return;
    // The size is watched by the new document's window, so the watch ends with it.
    this.#resize?.disconnect();
    this.#resize = new view.ResizeObserver(() => this.#measure());
    this.#watched = null;
    this.requestUpdate();
    const styles = (this.constructor as typeof LitElement).elementStyles as CSSResult[];
    root.adoptedStyleSheets = styles.map((style) => {
      const sheet = style.styleSheet;
      if (sheet && view === window) return sheet;
      const own = new view.CSSStyleSheet();
      own.replaceSync(style.cssText);
      return own;
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // From the window it was added to: when the table is moved to another document, ownerDocument is already the new one.
    this.#storageWindow?.removeEventListener('storage', this.#onStorage);
    this.#resize?.disconnect();
    this.#viewWatch?.disconnect();
    this.#langWatch?.disconnect();
    this.#nearWatch?.disconnect();
    this.#nearWatch = null;
    this.#flight?.finish();
    this.#flight = null;
  }

  protected override render() {
    if (this.#replaying) return this.#replay?.render(this.#box) ?? nothing;
    // A lazy table far from view: its box only.
    if (this.#away) return html`<div class="frame frame--away" part="table"></div>`;
    this.#buttons.settle();
    const lang = this.#lang;
    const seats = this.#seats();
    const view = tableView(factsOf(this.#snapshot), this.#pick.state, {
      lang,
      seats,
      showHands: this.showHands,
      hints: this.hints,
      menu: this.#buttons.menuOpen,
    });
    return renderTable({
      _view: view,
      _lang: lang,
      _names: seats.names,
      _box: this.#box,
      _actions: this,
      _ui: this.#buttons,
      _pick: this.#pick,
      _drag: this.#drag,
      _announcer: this.#announcer,
      _zoom: this.#zoom,
    });
  }

  /** The board's space, rounded down to 4 px so sub-pixel changes do not redraw it (and tap targets stay 44 px). */
  #measure(): void {
    const rect = this.#watched?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return;
    const width = Math.floor(rect.width / 4) * 4;
    const height = Math.floor(rect.height / 4) * 4;
    if (width !== this.#box?.width || height !== this.#box.height) {
      this.#box = { width, height };
      this.requestUpdate();
    }
  }
}

/** The sound of each move. */
const SOUNDS = { play: 'lay', draw: 'draw', pass: 'pass' } as const;

type HumanEvent = { type: 'tile.play'; tile: string; end?: string } | { type: 'tile.draw' } | { type: 'turn.pass' };
