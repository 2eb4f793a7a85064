/** The pick: a tile chosen in the hand (click or keyboard), then one of its lit ends on the board. */

import type { ReactiveControllerHost } from 'lit';
import { explainMove } from '../../engine/core.js';
import type { Move, MoveRequest, ReasonCode } from '../../engine/types.js';
import { refusalToAct, type TableSnapshot } from '../../machine/index.js';
import { explainRefusal, reasonMessage, t, type Lang } from '../../i18n/index.js';
import { canAct, factsOf } from '../viewer.js';
import type { InputState } from '../view-model.js';
import type { MoveResult } from '../actions.js';
import type { Chunk } from '../../chunk.js';
import { RARE, rareChunk } from '../loaders/rare-loader.js';
import type * as Rare from '../loaders/rare-chunk.js';

/** What the pick uses of the element's public face. */
export interface PickHost extends ReactiveControllerHost, Pick<HTMLElement, 'addEventListener'> {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly showHands: boolean;
  legalMoves(): Move[];
  play(tile: string, end?: string): MoveResult;
}

/** What the element hands over of its internals. */
export interface PickTable {
  snapshot(): TableSnapshot;
  lang(): Lang;
  /** A chunk that could not be loaded (`domino-error` `load`, once in the page). */
  failed(part: Chunk<unknown>, file: string): void;
}

/** Whether the page's last input was a key (a keydown, seen first in the capture phase) rather than a pointer's press. */
let keyed: boolean | undefined;

export class Picker {
  #state: InputState = { picked: null, focusIndex: 0, message: '', hinted: null };
  /** The lit end that holds the board's tab stop while a tile is picked by keyboard (focus only: nothing drawn). */
  endIndex = 0;
  /** Set by a drag that moved the tile: the click that follows it is not a pick (see drag.ts). */
  #dragged = false;

  readonly #host: PickHost;
  readonly #table: PickTable;

  constructor(host: PickHost, table: PickTable) {
    this.#host = host;
    this.#table = table;
    // Keyboard focus coming into the table: the keys' code is fetched (chunks/rare.js). Told by the page's last input
    // (not :focus-visible, which Safari can show for the table's own focus after a tap, as at a new round).
    if (keyed === undefined) {
      keyed = false;
      for (const type of ['keydown', 'pointerdown'])
        addEventListener(type, (e) => (keyed = e.type === 'keydown'), true);
    }
    host.addEventListener('focusin', () => keyed && void rareChunk.ready());
  }

  /** What the table draws of the pick: the picked tile, the hand's tab stop, the message. */
  get state(): InputState {
    return this.#state;
  }
  /** The tile picked in the hand (its legal ends light up on the board). */
  get picked(): string | null {
    return this.#state.picked;
  }
  #redraw<K extends keyof InputState>(key: K, value: InputState[K]): void {
    if (Object.is(this.#state[key], value)) return;
    this.#state[key] = value;
    this.#host.requestUpdate();
  }

  get lang(): Lang {
    return this.#table.lang();
  }

  /** Whether the person at the screen may move now. */
  get canAct(): boolean {
    return canAct(factsOf(this.#table.snapshot()));
  }

  /** The end ids the tile may be played on now. */
  endsFor(tile: string): string[] {
    return this.#host.legalMoves().flatMap((m) => (m.type === 'play' && m.tile === tile ? [m.end] : []));
  }

  clear(): void {
    this.#redraw('hinted', null);
    this.#redraw('picked', null);
    this.endIndex = 0;
    this.#redraw('message', '');
  }

  /** A hint: its tile picked (its ends lit, the hinted one marked) and why, in words. */
  hint(tile: string | null, end: string | null, why: string): void {
    this.#redraw('picked', tile);
    this.#redraw('hinted', end);
    this.#redraw('message', why);
  }

  /** A button's result: its refusal in words, or no message. */
  show(result: MoveResult): void {
    this.#redraw('message', result.ok ? '' : result.message);
  }

  /** A tile chosen in the hand: played at once when one end fits, else its ends light up; refusals explained. */
  activate(tile: string, byKeyboard = false): void {
    if (this.#dragged) {
      this.#dragged = false;
      return;
    }
    if (this.picked === tile) {
      // The hinted tile plays where the hint points, in one tap like any tile; a picked one is put back.
      const hinted = this.#state.hinted;
      if (hinted === null) this.clear();
      else this.place(tile, hinted);
      return;
    }
    this.#redraw('hinted', null);
    // Why not is the seat policy's answer at the screen (machine/seat.ts), as the methods give it.
    const refusal = refusalToAct(factsOf(this.#table.snapshot()), true);
    if (refusal) {
      this.#redraw('message', this.#why(refusal));
      return;
    }
    const ends = this.endsFor(tile);
    if (ends.length === 0) {
      this.#redraw('picked', null);
      this.explain(tile, 'no-match');
      return;
    }
    if (ends.length === 1) {
      this.place(tile, ends[0] as string);
      return;
    }
    this.#redraw('picked', tile);
    this.endIndex = 0;
    this.#redraw('message', reasonMessage(this.lang, 'no-such-end', { tile }));
    if (byKeyboard) void this.#host.updateComplete.then(() => this.focusTarget(0));
  }

  /** A drag took this tile past its threshold: it is picked (its ends light up) when it fits anywhere. */
  grab(tile: string): void {
    this.#dragged = true;
    const fits = this.endsFor(tile).length > 0;
    this.#redraw('picked', fits ? tile : null);
    this.#redraw('message', fits ? reasonMessage(this.lang, 'no-such-end', { tile }) : '');
  }

  /**
   * The dragged tile let go: played on the end under it, else explained when it fits nowhere. The click that
   * follows a drag is not a pick; no click follows a drag that left the button, hence the reset a task later.
   */
  drop(tile: string, end: string | null): void {
    if (end) this.place(tile, end);
    else if (this.picked === null) this.explain(tile);
    setTimeout(() => (this.#dragged = false), 0);
  }

  place(tile: string, end: string): void {
    const result = this.#host.play(tile, end);
    if (!result.ok) this.#redraw('message', result.message);
    else this.focusHandSoon();
  }

  /** A tile that fits nowhere (chosen, or dropped after a drag): say why; `fallback` if the engine has no reason. */
  explain(tile: string, fallback?: ReasonCode): void {
    const move: MoveRequest = { type: 'play', tile };
    const reason = explainMove(this.#table.snapshot().context.match, move) ?? fallback;
    if (reason) this.#redraw('message', this.#why(reason, move));
  }

  #why(reason: ReasonCode, move: MoveRequest = { type: 'pass' }): string {
    return explainRefusal(this.lang, this.#table.snapshot().context.match, move, reason);
  }

  onEnd = (end: string): void => {
    if (this.picked !== null) this.place(this.picked, end);
  };

  /**
   * Keys on the hand and the lit ends (input/keys.ts, in chunks/rare.js, fetched when keyboard focus comes in). Keys
   * before it arrives wait for it, in order, and are not lost: each after the first moves from where the one before
   * left the hand's tab stop.
   */
  onHandKey = (event: KeyboardEvent, index: number): void =>
    this.#key(
      (keys, later) => keys.handKey(this, event, later ? this.#state.focusIndex : index),
      event,
      // The key's tile button (the hand's one keydown listener sits on the hand: views/hand.ts).
      (event.target as HTMLElement).dataset.tile,
    );
  onBoardKey = (event: KeyboardEvent): void => this.#key((keys) => keys.boardKey(this, event), event);

  /** Keys waiting for their code. */
  #waiting = 0;
  /** A waiting key acts after focus left the table's keys: it moves the tab stop, not focus. */
  #away = false;

  /**
   * Without the code, Enter or Space on the hand's `tile` with no key waiting before it picks that tile as a click
   * would (and one that waited does so if the code cannot be loaded): a table without the chunk plays on.
   */
  #key(act: (keys: typeof Rare, later: boolean) => void, event: KeyboardEvent, tile?: string): void {
    const code = rareChunk.code();
    if (code) return act(code, false);
    if (!/^(Arrow|Home|End|Esc|Enter| )/.test(event.key)) return;
    if (event.key !== 'Escape') event.preventDefault();
    const choose = tile && /^(Enter| )$/.test(event.key);
    if (choose && !this.#waiting) return this.activate(tile, true);
    const later = this.#waiting++ > 0;
    const target = event.target as Element;
    // Focus still where the key was pressed (or, after a key before it, on a tile or end beside that).
    const here = (): boolean => {
      const focused = (this.#host.renderRoot as ShadowRoot).activeElement;
      return focused === target || (later && focused?.parentNode === target.parentNode);
    };
    rareChunk
      .get()
      .then(
        (keys) => {
          if (here()) return act(keys, later);
          // Focus went elsewhere meanwhile: an arrow moves only the tab stop (focus left where it is); no pick.
          if (choose || event.key === 'Escape') return;
          this.#away = true;
          act(keys, later);
          this.#away = false;
        },
        () => {
          this.#table.failed(rareChunk, RARE);
          if (choose && here()) this.activate(tile, true);
          else this.hint(null, null, t(this.lang, 'missing'));
        },
      )
      .finally(() => this.#waiting--);
  }

  /** The shadow root the table is drawn in. */
  root(): ParentNode {
    return this.#host.renderRoot;
  }

  /** The hand's tab stop moves to tile `index`, and focus with it once drawn. */
  focusTile(index: number): void {
    this.#redraw('focusIndex', index);
    this.focusHandSoon();
  }

  focusTarget(index: number): void {
    if (!this.#away) this.#host.renderRoot.querySelectorAll<SVGElement>('.target')[index]?.focus();
  }
  /** Focus goes back to the hand's tab stop once the table has redrawn. */
  focusHandSoon(): void {
    if (!this.#away)
      void this.#host.updateComplete.then(() =>
        this.#host.renderRoot.querySelector<HTMLElement>('.hand__tile[tabindex="0"]')?.focus(),
      );
  }
}
