/** Motion and sound for one table: a laid tile travels from its seat, one at a time; a move's sound is played. */

import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { TableEmitted } from '../../machine/index.js';
import { soundChunk } from '../loaders/sound-loader.js';
import { boardChunk } from '../loaders/board-loader.js';
import { SOUND, type ChunkGate } from './chunk-gate.js';

/** The sound of each move. */
const SOUNDS = { play: 'lay', draw: 'draw', pass: 'pass' } as const;

/** What motion reads of the element. */
export interface MotionHost extends ReactiveControllerHost {
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly sound: boolean;
}

export class Motion implements ReactiveController {
  /** The seat whose tile was just laid: it travels from that seat to its place at the next drawing. */
  #travel: number | null = null;
  /** The tile travelling now. */
  #flight: Animation | null = null;
  /** Counts the travels asked for: a frame's travel runs only if no later one (or a disconnection) came since. */
  #ticket = 0;
  readonly #host: MotionHost;
  readonly #gate: ChunkGate;

  constructor(host: MotionHost, gate: ChunkGate) {
    this.#host = host;
    this.#gate = gate;
    host.addController(this);
  }

  /** An emit heard: a laid tile travels at the next drawing, and a move or a round's end is heard. */
  _heard(event: TableEmitted): void {
    if (event.type === 'move.played' && event.move.type === 'play') this.#travel = event.seat;
    const sound = event.type === 'move.played' ? SOUNDS[event.move.type] : event.type === 'round.ended' ? 'end' : null;
    // A table that could not load the sounds plays on silently: not fetched on every move (a deploy without chunks/
    // would 404 on each), only again when `sound` is turned on anew.
    if (sound && this.#host.sound && !this.#gate._lacks(SOUND))
      soundChunk.get().then(
        (m) => m.play(sound),
        () => this.#gate._missing(soundChunk, SOUND),
      );
  }

  hostUpdated(): void {
    const seat = this.#travel;
    this.#travel = null;
    if (seat === null) return;
    // One tile in flight at a time: the one before lands at once.
    this.#flight?.finish();
    // Measured at the start of the next frame, before it is painted, where the browser lays the table out anyway:
    // measuring here forced a layout inside every move's update (bench:render). Only the latest move's tile travels.
    const ticket = ++this.#ticket;
    requestAnimationFrame(() => {
      // The travel comes with the board's code (chunks/board.js): a board drawn without it has no tile to move.
      if (ticket === this.#ticket) this.#flight = boardChunk.code()?.travel(this.#host.renderRoot, seat) ?? null;
    });
  }

  hostDisconnected(): void {
    this.#ticket++;
    this.#flight?.finish();
    this.#flight = null;
  }
}
