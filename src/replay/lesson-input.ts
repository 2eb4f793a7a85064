/** A lesson's input: the mover's tile picked (click or keyboard), then its end when several show one of its numbers. */

import type { TileInfo } from '../engine/tiles.js';
import type { Move, Tile } from '../engine/types.js';
import { parseTile, reasonMessage } from './kit.js';
import { rovingIndex } from './roving.js';
import type { Lang } from '../i18n/index.js';
import type { Replay } from '../record/index.js';
import type { ReplayHost } from './host.js';

/** What a lesson's input uses of the replay (table.ts's ReplayReader, which owns this input). */
export interface LessonTable {
  /** The step a question asks the reader to reach, or null. */
  readonly question: number | null;
  readonly lang: Lang;
  readonly replay: Replay | null;
  /** The reader's try at the question. */
  answer(move: Move): void;
  focusSoon(selector: string): void;
}

export class LessonInput {
  readonly #table: LessonTable;
  readonly #host: ReplayHost;
  /** The tile picked in the mover's hand: its ends are lit on the board. */
  #picked: Tile | null = null;
  /** The hand tile holding the tab stop, and the lit end holding the board's. */
  #focus = 0;
  #endIndex = 0;
  /** What was said of the last try (or why Next waits). */
  #feedback = '';

  constructor(table: LessonTable, host: ReplayHost) {
    this.#table = table;
    this.#host = host;
  }

  get picked(): Tile | null {
    return this.#picked;
  }
  get focus(): number {
    return this.#focus;
  }
  get feedback(): string {
    return this.#feedback;
  }

  /** Another step: nothing picked, nothing said. */
  clear(): void {
    this.#picked = null;
    this.say('');
  }

  say(text: string): void {
    this.#feedback = text;
    this.#host.requestUpdate();
  }

  #unpick(): void {
    this.#picked = null;
    this.#host.requestUpdate();
  }

  #try(move: Move): void {
    this.#picked = null;
    this.#table.answer(move);
  }

  /** A tile chosen in the mover's hand: tried at once on the only end that shows one of its numbers, else its ends light up. */
  pick = (tile: Tile, byKeyboard = false): void => {
    if (this.#table.question === null) return;
    if (this.#picked === tile) {
      this.#unpick();
      return;
    }
    const ends = this.endsFor(tile);
    if (ends.length > 1) {
      this.#picked = tile;
      this.#endIndex = 0;
      this.say(reasonMessage(this.#table.lang, 'no-such-end', { tile }));
      if (byKeyboard) this.#table.focusSoon('.target');
      return;
    }
    this.#try({ type: 'play', tile, end: ends[0] ?? '' });
  };

  /**
   * Where a tile may be tried: every open end showing one of its numbers (the centre for the opening), legal or
   * not, so a reader may try a locked end and hear why it is refused.
   */
  endsFor(tile: Tile): string[] {
    const q = this.#table.question;
    const layout = q === null ? undefined : this.#table.replay?.steps[q - 1]?.state.layout;
    if (!layout) return [];
    if (layout.tiles.length === 0) return ['center'];
    const { hi, lo } = parseTile(tile) as TileInfo;
    return layout.ends.filter((end) => end.pip === hi || end.pip === lo).map((end) => end.id);
  }

  onEnd = (end: string): void => {
    if (this.#picked !== null) this.#try({ type: 'play', tile: this.#picked, end });
  };

  /** Arrows move the hand's tab stop, Enter or Space picks, Escape drops the pick. */
  onHandKey = (event: KeyboardEvent, index: number, tiles: readonly Tile[]): void => {
    const next = rovingIndex(event.key, index, tiles.length);
    if (next !== null) {
      event.preventDefault();
      this.#focus = next;
      this.#host.requestUpdate();
      this.#table.focusSoon('.hand__tile[tabindex="0"]');
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const tile = tiles[index];
      if (tile !== undefined) this.pick(tile, true);
    } else if (event.key === 'Escape' && this.#picked !== null) {
      event.preventDefault();
      this.#unpick();
    }
  };

  /** Arrow keys move between the lit ends; Escape goes back to the hand. */
  onBoardKey = (event: KeyboardEvent): void => {
    if (this.#picked === null) return;
    const targets = [...this.#host.renderRoot.querySelectorAll<SVGElement>('.target')];
    const next = rovingIndex(event.key, this.#endIndex, targets.length);
    if (next !== null) {
      event.preventDefault();
      this.#endIndex = next;
      targets[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      this.#unpick();
      this.#table.focusSoon('.hand__tile[tabindex="0"]');
    }
  };
}
