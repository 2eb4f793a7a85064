/**
 * What one table says: machine emits become `domino-*` events and lines of the live region (watch mode paced, and
 * quiet out of view), and the hot-seat hand-over, where nothing of the last person's may stay on the screen.
 */

import type { ReactiveControllerHost } from 'lit';
import { isHandingOver, type TableContext, type TableEmitted, type TableSnapshot } from '../../machine/index.js';
import { t, type Lang, type Seats } from '../../i18n/index.js';
import { Announcer } from '../a11y/announcer.js';
import { announce, type Dispatch } from '../announce.js';
import type { HandoverGuard } from '../input/guard.js';
import type { Pacer } from '../a11y/pacer.js';
import { modesChunk } from '../loaders/modes-loader.js';

/** What the voice reads of the element. */
export interface VoiceHost extends ReactiveControllerHost, HTMLElement {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly showHands: boolean;
}

/** What the voice needs of the table (keys renamed by terser: rollup.config.mjs, TERSER). */
export interface VoiceTable {
  _dispatch: Dispatch;
  _context(): TableContext;
  _lang(): Lang;
  _seats(): Seats;
  /** The pick is dropped (its message may name a tile of the last person's). */
  _clear(): void;
}

/** Whether the table is on screen (controllers/page-watch.ts). */
export interface InView {
  readonly _inView: boolean;
}

export class Voice {
  readonly _announcer = new Announcer();
  #handingOver = false;
  /** The hand-over's input guard and watch mode's pace (chunks/modes.js), once here; made on first use. */
  #guarding: HandoverGuard | undefined;
  #pacing: Pacer | undefined;
  readonly #host: VoiceHost;
  readonly #table: VoiceTable;
  readonly #watch: InView;

  constructor(host: VoiceHost, table: VoiceTable, watch: InView) {
    this.#host = host;
    this.#table = table;
    this.#watch = watch;
  }

  /**
   * The guard, once its code is here (fetched before the first frame of a table with more than one person). Ready's
   * own code comes with it (buttons.ts): without the chunk a hand-over stays, failing closed.
   */
  get _guard(): HandoverGuard | undefined {
    const code = modesChunk.code();
    return (this.#guarding ??= code ? new code.HandoverGuard(this.#host) : undefined);
  }

  /** Machine emits → DOM events and the live region. */
  _heard(event: TableEmitted): void {
    const table = this.#table;
    const context = table._context();
    // Watch mode out of view and unfocused: one summary per round's end, not a line per move.
    const quiet =
      context.humans === 0 &&
      !this.#watch._inView &&
      !this.#host.matches(':focus-within') &&
      event.type !== 'round.ended' &&
      event.type !== 'match.ended';
    // Watch mode in view: a move's line at most every 2.5 s, the moves between counted in the next (issue 22 item 6).
    const paced = context.humans === 0 && (event.type === 'move.played' || event.type === 'lead.settled');
    const announcer = this._announcer;
    // Watch mode without its pace (chunks/modes.js could not be loaded): only the round's and the match's ends are
    // said, so nothing floods a screen reader.
    const code = context.humans === 0 ? modesChunk.code() : null;
    const pacer = code ? (this.#pacing ??= new code.Pacer()) : null;
    const say = (text: string) => {
      if (quiet || (paced && !pacer)) return;
      if (pacer) pacer.line(announcer, text, paced, (count) => t(table._lang(), 'skipped', { count }));
      else announcer.say(text);
    };
    announce(event, {
      _lang: table._lang(),
      _seats: table._seats(),
      _context: context,
      _showHands: this.#host.showHands,
      _dispatch: table._dispatch,
      _say: say,
    });
  }

  /**
   * Hot seat: when the screen is to be passed, nothing of the last person's may stay on it. The live region
   * (a drawn tile, a refusal naming a tile) and the pick's message are cleared; the region says only whose
   * turn it is.
   */
  _seen(snapshot: TableSnapshot): void {
    const handingOver = isHandingOver(snapshot);
    // The screen changes hands (the hand-over appears, or the hand behind it): a press begun before is not for it.
    if (handingOver !== this.#handingOver) this._guard?.mark();
    if (handingOver && !this.#handingOver) {
      const { current } = snapshot.context.match;
      this._announcer.clear();
      this.#table._clear();
      if (current !== null)
        this._announcer.say(t(this.#table._lang(), 'handover', { name: this.#table._seats().names[current] }));
    }
    this.#handingOver = handingOver;
  }
}
