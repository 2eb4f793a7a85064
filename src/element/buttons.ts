/**
 * What the table's own buttons do beyond the public methods: New match's question, the rules panel, the menu, the
 * Hint, Kelley's draw until a tile fits, the hot-seat Ready, and watch mode's Pause, Step and Speed.
 */

import { css, html, nothing, type TemplateResult } from 'lit';
import { t } from '../i18n/index.js';
import { humanHasMoved, phaseOf } from '../machine/index.js';
import type { PanelView, TableUi } from './actions.js';
import type { Picker } from './input/pick.js';
import type { Chunk } from '../chunk.js';
import { rulesChunks } from './loaders/rules-loader.js';
import { coachChunk } from './loaders/coach-loader.js';
import { RARE, rareChunk } from './loaders/rare-loader.js';
import { MODES, modesChunk } from './loaders/modes-loader.js';
import type { ButtonsHost, ButtonsTable, RareKit } from './loaders/rare-types.js';
import type { MenuPanel } from './views/status.js';
import type { Standings } from './views/dialogs.js';
import { feltBoard } from './views/felt-board.js';

export class TableButtons implements TableUi {
  asking = false;
  /** The rules panel, while open (its text and template come in the rules-text chunk of the table's language). */
  rules: PanelView | undefined = undefined;
  /** The review panel, while open (the coach's chunk brings its template). */
  review: PanelView | undefined = undefined;
  speed = 1;
  /** What Copy record did for the result shown (cleared when the next round or match starts: `settle`). */
  copied: 'copied' | 'notCopied' | undefined = undefined;
  /** A lasting note under the status (a match that cannot be saved), if any. */
  note: 'unsaved' | undefined = undefined;
  /** The menu is open: its list of moves is worded (closed, it is not kept up to date on every move). */
  menuOpen = false;

  readonly #host: ButtonsHost;
  readonly #table: ButtonsTable;
  readonly #pick: Picker;

  constructor(host: ButtonsHost, table: ButtonsTable, pick: Picker) {
    this.#host = host;
    this.#table = table;
    this.#pick = pick;
  }

  /** The standings' code was asked for at this match's end. */
  #ended = false;

  /**
   * A question left open when the match ended or was replaced (a method, another tab) is not asked any more. At the
   * match's end the standings' code is fetched (once: one that cannot be had is reported, and the panel has none).
   */
  settle(): void {
    const snapshot = this.#table.snapshot();
    const phase = phaseOf(snapshot);
    if (phase === 'match-over' && !this.#ended) void this.#fetch();
    this.#ended = phase === 'match-over';
    if (phase !== 'round-over' && phase !== 'match-over') this.copied = undefined;
    if (this.asking && (phase === 'match-over' || !humanHasMoved(snapshot.context))) this.asking = false;
  }

  /** What the rare buttons' code (loaders/rare-buttons.ts) borrows, made on its first press. */
  #kit: RareKit | undefined;

  /**
   * Runs a rare button's code from its chunk: at once when it is here, else once it arrives (the press waits, and is
   * not lost); a chunk that cannot be loaded is reported once and the table says so where its messages go, or does
   * `plain` instead.
   */
  #rare<M>(act: (code: M, kit: RareKit) => void, part: Chunk<M>, file: string, plain?: () => void): void {
    const kit = this.#kitted();
    const code = part.code();
    if (code) act(code, kit);
    else
      part.get().then(
        (code) => act(code, kit),
        () => (plain ? (this.#table.failed(part, file), plain()) : this.#missing(part, file)),
      );
  }

  #kitted(): RareKit {
    return (this.#kit ??= [
      this.#host,
      this.#table,
      this.#pick,
      this,
      t,
      html,
      css,
      rulesChunks,
      coachChunk,
      (part, file) => this.#missing(part, file),
      feltBoard,
    ]);
  }

  /**
   * New match, from the menu (closed at once, focus on its button): it asks first while a match with a person's move is in progress (the
   * question's code, fetched when the menu opened, is waited for if need be); otherwise a new match starts now.
   */
  press = (): void => {
    const root = this.#host.renderRoot;
    // Focus goes to the menu's button before the menu closes (else the page's body has it while the code comes).
    root.querySelector<HTMLElement>('.menu__button')?.focus();
    root.querySelector('details[open]')?.removeAttribute('open');
    const snapshot = this.#table.snapshot();
    if (phaseOf(snapshot) !== 'match-over' && humanHasMoved(snapshot.context))
      this.#rare((rare, kit) => rare.ask(kit), rareChunk, RARE);
    else this.#host.newMatch();
  };

  answer = (yes: boolean): void => this.#rare((rare, kit) => rare.answer(kit, yes), rareChunk, RARE);

  /** The question, drawn by its code (here: only that code sets `asking`). */
  question = (): TemplateResult | undefined => (this.#kit && rareChunk.code()?.question(this.#kit)) || undefined;

  /** Copy record (issue 14): where the page may not write to the clipboard, the button says it could not. */
  copy = (): void => {
    const done = (copied: 'copied' | 'notCopied') => () => {
      this.copied = copied;
      this.#table.say(t(this.#table.lang(), copied));
      this.#host.requestUpdate();
    };
    // navigator.clipboard is missing outside secure contexts: that is a refusal too.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(this.#host.record()))
      .then(done('copied'), done('notCopied'));
  };

  /**
   * The hot-seat Ready (its code comes with the hand-over's guard, chunks/modes.js). Without that code it still hands
   * over, plainly (README, `load`): people who cannot take their turn cannot play at all.
   */
  ready = (): void =>
    this.#rare(
      (modes, kit) => modes.ready(kit),
      modesChunk,
      MODES,
      () => this.#table.send({ type: 'handover.confirm' }),
    );

  hint = (): void => {
    const hint = this.#host.hint();
    if (!hint) return;
    const play = hint.move.type === 'play' ? hint.move : null;
    this.#pick.hint(play?.tile ?? null, play?.end ?? null, hint.why);
  };

  /** Kelley: a stuck player draws until a tile fits (R-DC-6), each draw a move of its own. */
  drawAll = (): void => {
    for (let moves = this.#host.legalMoves(); moves.length && moves.every((m) => m.type === 'draw');) {
      this.#pick.show(this.#host.draw());
      moves = this.#host.legalMoves();
    }
  };

  /**
   * The menu opened (its panel's code, and New match's question's, is fetched: the panel is drawn when it has come, and
   * a code that cannot be had is reported once) or closed.
   */
  menu = (open: boolean): void => {
    this.menuOpen = open;
    if (open) void this.#fetch();
    this.#host.requestUpdate();
  };

  /** The rare code, fetched for what it draws: the table is drawn again when it comes, and says so if it cannot. */
  #fetch(): Promise<unknown> | undefined {
    return rareChunk.ready()?.then((here) => (here ? this.#host.requestUpdate() : this.#missing(rareChunk, RARE)));
  }

  menuPanel = (o: MenuPanel): unknown =>
    this.menuOpen ? (rareChunk.code()?.menuPanel(this.#kitted(), o) ?? o.newMatch) : nothing;

  standings = (o: Standings): unknown => rareChunk.code()?.standingsView(this.#kitted(), o);

  /**
   * Opens the rules panel or closes it. Its text and this code are fetched side by side: the panel's code is handed
   * the text's fetch (one fetch per press).
   */
  toggleRules = (): void => {
    const fetching = rareChunk.code() ? undefined : rulesChunks[this.#table.lang()].ready();
    this.#rare((rare, kit) => rare.toggleRules(kit, fetching), rareChunk, RARE);
  };

  /** Opens the review of the last round or closes it: the coach and this code are fetched side by side, the same way. */
  toggleReview = (): void => {
    const fetching = rareChunk.code() ? undefined : coachChunk.ready();
    this.#rare((rare, kit) => rare.toggleReview(kit, fetching), rareChunk, RARE);
  };

  /** A panel's chunk could not be loaded: reported (once), and the table says so where its messages go. */
  #missing(part: Chunk<unknown>, file: string): void {
    this.#table.failed(part, file);
    this.#pick.hint(null, null, t(this.#table.lang(), 'missing'));
  }

  /**
   * Watch mode's Pause, Resume and Step, here so that a watched table can be stopped without chunks/modes.js
   * (WCAG 2.2.2); Speed's code comes with watch mode's pace, in that chunk.
   */
  watch = (command: 'pause' | 'resume' | 'step' | 'speed'): void => {
    const table = this.#table;
    if (command === 'speed') return this.#rare((modes, kit) => modes.speed(kit), modesChunk, MODES);
    if (command === 'step' && table.snapshot().context.paused !== true) table.send({ type: 'watch.pause' });
    table.send({ type: `watch.${command}` });
  };
}
