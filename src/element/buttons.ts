/**
 * What the table's own buttons do beyond the public methods: New match's question, the rules panel, the menu, the
 * Hint, Kelley's draw until a tile fits, the hot-seat Ready, and watch mode's Pause, Step and Speed.
 */

import { css, html, type CSSResult, type ReactiveControllerHost } from 'lit';
import { t, type Lang } from '../i18n/index.js';
import { humanHasMoved, phaseOf, type TableEvent, type TableSnapshot } from '../machine/index.js';
import type { Move } from '../engine/types.js';
import type { MoveResult, PanelView, TableUi } from './actions.js';
import type { Hint } from './hint.js';
import type { Picker } from './input/pick.js';
import type { Chunk } from '../chunk.js';
import { rulesChunks } from './loaders/rules-loader.js';
import { coachChunk } from './loaders/coach-loader.js';
import type { Review } from './views/review.js';

/** What the buttons use of the element's public face. */
export interface ButtonsHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  draw(): MoveResult;
  legalMoves(): Move[];
  hint(): Hint | null;
  newMatch(): void;
  review(): Promise<Review['items']>;
  record(): string;
}

/** What the element hands over of its internals. */
export interface ButtonsTable {
  snapshot(): TableSnapshot;
  lang(): Lang;
  send(event: TableEvent): void;
  names(): readonly string[];
  say(text: string): void;
  /** The `ai-delay` attribute's pace, which Speed multiplies. */
  aiDelay(): number;
  /** A chunk that could not be loaded (`domino-error` `load`, once in the page). */
  failed(part: Chunk<unknown>, file: string): void;
}

/** Watch mode's paces, times the `ai-delay` attribute: slow, normal, fast. */
const PACE = [2, 1, 0.25];

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

  #redraw(focus?: string): void {
    this.#host.requestUpdate();
    if (focus)
      void this.#host.updateComplete.then(() => this.#host.renderRoot.querySelector<HTMLElement>(focus)?.focus());
  }

  /** A question left open when the match ended or was replaced (a method, another tab) is not asked any more. */
  settle(): void {
    const snapshot = this.#table.snapshot();
    const phase = phaseOf(snapshot);
    if (phase !== 'round-over' && phase !== 'match-over') this.copied = undefined;
    if (this.asking && (phase === 'match-over' || !humanHasMoved(snapshot.context))) this.asking = false;
  }

  /** New match, from the menu: it asks first while a match with a person's move is in progress. */
  press = (): void => {
    this.#host.renderRoot.querySelector('details[open]')?.removeAttribute('open');
    const snapshot = this.#table.snapshot();
    if (phaseOf(snapshot) !== 'match-over' && humanHasMoved(snapshot.context)) {
      this.asking = true;
      this.#redraw('[data-action="keep-playing"]');
    } else this.#host.newMatch();
  };

  answer = (yes: boolean): void => {
    if (yes) this.#host.newMatch();
    this.asking = false;
    this.#redraw('.menu__button');
  };

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

  ready = (): void => {
    // A person pressing Ready holds focus in the table and goes on to the hand; a page's script passing the screen
    // (the studio does, for an author who is every player) does not pull focus, and so the page's scroll, to it.
    const focused = (this.#host.renderRoot as ShadowRoot).activeElement != null;
    this.#table.send({ type: 'handover.confirm' });
    const { current } = this.#table.snapshot().context.match;
    if (current !== null) this.#table.say(t(this.#table.lang(), 'turn', { name: this.#table.names()[current] }));
    if (focused) this.#pick.focusHandSoon();
  };

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

  menu = (open: boolean): void => {
    this.menuOpen = open;
    this.#host.requestUpdate();
  };

  /** Opens the rules panel (its text fetched in the table's language) or closes it, focus following. */
  toggleRules = (): void => {
    if (this.rules) {
      this.rules = undefined;
      this.#redraw('[data-action="rules"]');
      return;
    }
    const lang = this.#table.lang();
    rulesChunks[lang].get().then(
      (m) => {
        const text = m.rulesText(this.#table.snapshot().context.rules);
        this.#adopt(m.rulesStyles(css));
        this.rules = (close) => m.rulesView(html, text, close);
        this.#redraw('[data-action="close-rules"]');
      },
      () => this.#missing(rulesChunks[lang], `chunks/rules-${lang}.js`),
    );
  };

  /** Opens the review of the last round (the coach fetched on first use) or closes it, focus following. */
  toggleReview = (): void => {
    if (this.review) {
      this.review = undefined;
      this.#redraw('[data-action="review"]');
      return;
    }
    const lang = this.#table.lang();
    void Promise.all([this.#host.review(), coachChunk.get()]).then(
      ([items, coach]) => {
        const review: Review = { items, words: coach.reviewWords(lang) };
        this.#adopt(coach.reviewStyles(css));
        this.review = (close) => coach.reviewView(html, review, close);
        this.#redraw('[data-action="close-review"]');
      },
      () => this.#missing(coachChunk, 'chunks/coach.js'),
    );
  };

  /** A panel's own look, brought by its chunk: added once to the table's styles (constructed sheets pass a CSP). */
  #adopt({ styleSheet }: CSSResult): void {
    const root = this.#host.renderRoot as ShadowRoot;
    if (styleSheet && !root.adoptedStyleSheets.includes(styleSheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, styleSheet];
  }

  /** A panel's chunk could not be loaded: reported (once), and the table says so where its messages go. */
  #missing(part: Chunk<unknown>, file: string): void {
    this.#table.failed(part, file);
    this.#pick.hint(null, null, t(this.#table.lang(), 'missing'));
  }

  watch = (command: 'pause' | 'resume' | 'step' | 'speed'): void => {
    if (command === 'speed') {
      this.speed = (this.speed + 1) % 3;
      this.#table.send({
        type: 'settings.update',
        pace: true,
        aiDelay: Math.round(this.#table.aiDelay() * (PACE[this.speed] ?? 1)),
      });
      this.#host.requestUpdate();
      return;
    }
    if (command === 'step' && this.#table.snapshot().context.paused !== true) this.#table.send({ type: 'watch.pause' });
    this.#table.send({ type: `watch.${command}` });
  };
}
