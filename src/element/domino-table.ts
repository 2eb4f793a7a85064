/** The `<domino-table>` class: attributes, public methods and drawing, composed of controllers (controllers/) that own each behaviour. */

import { html, LitElement, nothing, type PropertyDeclarations, type PropertyValues } from 'lit';
import type { Move } from '../engine/types.js';
import { serializeMatch } from '../machine/index.js';
import type { TableState } from './table-state.js';
import { declarations } from './attributes.js';
import { styles } from './domino-table.styles.js';
import { frameStyles } from './views/frame.styles.js';
import { boardStyles } from './views/board.styles.js';
import { tileStyles } from './views/tile.styles.js';
import { handStyles } from './views/hand.styles.js';
import { seatStyles } from './views/seats.styles.js';
import { statusStyles } from './views/status.styles.js';
import { controlsStyles } from './views/controls.styles.js';
import { dialogStyles } from './views/dialogs.styles.js';
import { BoardZoom } from './input/zoom.js';
import { Picker } from './input/pick.js';
import { Drag } from './input/drag.js';
import { renderTable } from './render.js';
import { TableButtons } from './buttons.js';
import type { ReviewItem } from '../coach/index.js';
import type { Hint } from './hint.js';
import { tableView } from './view-model.js';
import { factsOf } from './viewer.js';
import type { MoveResult } from './actions.js';
import { PageWatch } from './controllers/page-watch.js';
import { FocusKeeper } from './controllers/focus.js';
import { Answers } from './controllers/answers.js';
import { Voice } from './controllers/voice.js';
import { Motion } from './controllers/motion.js';

/**
 * An embeddable table for the "Doubles" family of domino games, configured by attributes only.
 *
 * `state` gives every seat's real hand (it is the programmatic view: a teaching page may show or check any
 * hand); only the rendering hides the hands a player should not see.
 *
 * @summary Plays Maltese Cross, Doubles, Kelley's Doubles and Doubles in the Boneyard against the computer.
 *
 * @fires {CustomEvent<DominoLeadDetail>} domino-lead - `{ round, seat, how, drawn? }`: who opens the round and why.
 * @fires {CustomEvent<DominoMoveDetail>} domino-move - `{ round, seat, move }` after every accepted move; a draw by a hidden hand has no tile (a shown hand's draw adds `move.tile`). In games that score during play also `count` (the ends' count after the move) and `points` (what it scored).
 * @fires {CustomEvent<DominoTurnDetail>} domino-turn - `{ round, seat, human }` when a seat is to act.
 * @fires {CustomEvent<DominoRoundEndDetail>} domino-round-end - `{ round, reason, winner, points, scores, hands }` when a round ends; `reason` `target`: a score during play reached the target and the round stopped there, unscored (`domino-match-end` follows).
 * @fires {CustomEvent<DominoMatchEndDetail>} domino-match-end - `{ winner, scores }` when the match is won.
 * @fires {CustomEvent<DominoStepDetail>} domino-step - `{ step, total, round, chapter }` in replay mode, whenever the step shown changes (the first shown included).
 * @fires {CustomEvent<DominoAnswerDetail>} domino-answer - `{ step, move, correct }` in a lesson, after each try at a question (`step` is the question's).
 * @fires {CustomEvent<DominoErrorDetail>} domino-error - `{ code, message }`: `invalid-attribute` (a `record` that does not read or replay names the token and why, in the table's language), `invalid-state`, `storage` or `load` (a chunk: the hard player, a language or the replay view, could not be fetched; the table plays on without it).
 *
 * @attr {string | null} record - A game record (README "Game records"): the table replays it instead of dealing, with a step bar, the comment of each move, and lessons at its `?` moves. No match exists while it is set (or while `src` is). Setting the `record` property to a string does the same (as React 19 and Vue do); `null` or `''` leaves replay mode; reading it gives the method `record()`.
 *
 * @csspart table - The whole table.
 * @csspart board - The layout of played tiles.
 * @csspart played - Each tile on the board.
 * @csspart end - Each lit end the picked tile may go to, drawn where it would lie (`data-end`: the end's id).
 * @csspart count - Games that score during play: the count after the last play and its points ("15 · +8"), beside the last tile laid.
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
   * The game: `maltese-cross`, `doubles`, `doubles-classic`, `doubles-in-the-boneyard`, `block`, `draw`, `all-fives` or `fives-and-threes`.
   * @type {'maltese-cross' | 'doubles' | 'doubles-classic' | 'doubles-in-the-boneyard' | 'block' | 'draw' | 'all-fives' | 'fives-and-threes'}
   */
  declare variant: string | undefined;
  /** Number of players (maltese-cross 4; doubles, doubles-classic, block, draw, all-fives, fives-and-threes 2–4; doubles-in-the-boneyard 3). Default: the variant's. */
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
   * `all`, `first`, `none` or `first-double` (`doubles-classic`, `draw`, `all-fives`).
   * @type {'all' | 'first' | 'none' | 'first-double' | undefined}
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
   * `eager` (the default) or `lazy`: a lazy table, a replay or figure too, reserves its box, and deals (or reads its
   * record), starts its timers and fetches its chunks only when it comes within one viewport height of the viewport;
   * until then `state` is an empty table, `record()` the record as given, and moves return `wrong-phase`.
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
  /**
   * Replay mode: the chapter shown of a record with `[chapter …]`s, by its 1-based number or its exact title (default
   * the first); kept in step as the reader moves between chapters. An unknown chapter shows the first and is reported.
   */
  declare chapter: string | undefined;
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
    new FocusKeeper(this);
    // A `record` set before the tag was defined is an own property hiding the accessor: taken over on upgrade, as
    // Lit takes the declared properties (`record` is the method's name, so it is not one of them).
    if (Object.hasOwn(this, 'record')) {
      const text = this.record as unknown as string;
      delete (this as { record?: unknown }).record;
      this.record = text;
    }
  }

  /** Each behaviour of the table is a controller of its own (controllers/); their hooks run in this order. */
  readonly #watch = new PageWatch(this, () => this.#match._boardShown());
  readonly #match: Answers = new Answers(this, {
    _heard: (event) => {
      this.#voice._heard(event);
      this.#motion._heard(event);
    },
    _seen: (snapshot) => this.#voice._seen(snapshot),
    _clear: () => this.#pick.clear(),
    _repace: () => (this.#buttons.speed = 1),
    _unsaved: () => (this.#buttons.note = 'unsaved'),
  });
  readonly #motion = new Motion(this, this.#match._gate);
  /** The reader's pan and zoom of a board larger than its felt. */
  readonly #zoom = new BoardZoom(this, (part, file) => this.#match._gate._missing(part, file));
  readonly #pick = new Picker(this, {
    snapshot: () => this.#match._snapshot,
    lang: () => this.#match._lang(),
    failed: (part, file) => this.#match._gate._missing(part, file),
  });
  readonly #drag = new Drag(this, this.#pick);
  readonly #voice: Voice = new Voice(this, this.#match, this.#watch);
  readonly #buttons = new TableButtons(
    this,
    {
      snapshot: () => this.#match._snapshot,
      lang: () => this.#match._lang(),
      // The hand-over's Ready comes with its guard (chunks/modes.js: buttons.ts).
      send: (event) => this.#match._ctl.send(event),
      names: () => this.#match._seats().names,
      say: (text) => this.#voice._announcer.say(text),
      aiDelay: () => this.#match._config.aiDelay,
      failed: (part, file) => this.#match._gate._missing(part, file),
    },
    this.#pick,
  );

  /** A fresh JSON-safe picture of the match (README "Properties and methods"); in replay mode, of the position shown. */
  get state(): TableState {
    return this.#match._state();
  }

  /** The legal moves of the seat to act, whoever plays it; `[]` outside play. */
  legalMoves(): Move[] {
    return this.#match._legalMoves();
  }

  /** Plays a tile for the current human seat; `end` may be omitted when exactly one end fits. */
  play(tile: string, end?: string): MoveResult {
    // An end left out (undefined) is the engine's to find.
    return this.#match._human({ type: 'play', tile, end }, { type: 'tile.play', tile, end });
  }

  /** Draws one tile for the current human seat, where the rules allow it. */
  draw(): MoveResult {
    return this.#match._human({ type: 'draw' }, { type: 'tile.draw' });
  }

  /** Passes for the current human seat, where the rules allow it. */
  pass(): MoveResult {
    return this.#match._human({ type: 'pass' }, { type: 'turn.pass' });
  }

  /** Starts the next round after `round-over`. */
  nextRound(): MoveResult {
    return this.#match._nextRound();
  }

  /** A new match with the current attributes (a new random deal unless `seed` is set). */
  newMatch(): void {
    this.#buttons.asking = false;
    this.#match._newMatch();
  }

  /**
   * Takes back moves up to and including the last human move (computer replies too), within the current
   * round: a round that has ended is final. In hot seat only the person who moved may undo, before the
   * screen is passed.
   */
  undo(): MoveResult {
    return this.#match._undo();
  }

  /**
   * The move the `normal` computer player would make for the person to act, with a sentence in the table's
   * language saying why; null when no person is to act.
   */
  hint(): Hint | null {
    return this.#match._hint();
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
    this.#match._setRecord(text);
  }

  readonly #record = (): string => this.#match._record();

  /**
   * After a round: each decision of the people at the table in the last round that ended, judged with every hand
   * known: `{ round, seat, move, best, pointsLost, grade, why }`, `why` in the table's language; `[]` before the
   * first round ends. The coach is fetched on first use; when it cannot be, `domino-error` `load` and `[]`.
   */
  review(): Promise<ReviewItem[]> {
    return this.#match._review();
  }

  /** The whole match as a JSON string. */
  serialize(): string {
    return serializeMatch(this.#match._snapshot.context);
  }

  /** Replaces the match with a serialized one; on bad input keeps the current match and says why. */
  restore(json: string): MoveResult {
    return this.#match._restore(json);
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    // `record` is no property (the name is the method's): its change is marked for willUpdate by hand.
    if (name === 'lang' || name === 'record') this.requestUpdate(name);
  }

  /** Waits for the code the first frame needs (controllers/chunk-gate.ts). */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const wait = this.#match._gate._wait();
    return wait ? wait.then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  /** Complete once a board drawn without its code has it (controllers/chunk-gate.ts). */
  protected override async getUpdateComplete(): Promise<boolean> {
    const done = await super.getUpdateComplete();
    const board = this.#match._gate._boardWait;
    return board ? board.then(() => this.getUpdateComplete()) : done;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this.#match._checkValues();
    if (changed.has('theme')) this.#watch._mirrorTheme();
    this.#match._update(changed);
  }

  /** Moved into another document: its stylesheets are made again there (controllers/page-watch.ts). */
  adoptedCallback(): void {
    this.#watch._adopted();
  }

  protected override render() {
    // A lazy table far from view, a replay too: its box only (a replay drawn nothing would be 0 px tall, and so near).
    if (this.#match._gate._away) return html`<div class="frame frame--away" part="table"></div>`;
    if (this.#match._replaying) return this.#match._view?.render(this.#watch._box) ?? nothing;
    this.#buttons.settle();
    const lang = this.#match._lang();
    const seats = this.#match._seats();
    const view = tableView(factsOf(this.#match._snapshot), this.#pick.state, {
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
      _box: this.#watch._box,
      _actions: this,
      _ui: this.#buttons,
      _pick: this.#pick,
      _drag: this.#drag,
      _announcer: this.#voice._announcer,
      _zoom: this.#zoom,
    });
  }
}
