/**
 * The faces the rare UI's code (rare-buttons.ts, input/keys.ts: chunks/rare.js and chunks/modes.js) works with, in a
 * module of their own: the entry's buttons and picker, and that code, each import these rather than one another.
 */

import type { ReactiveControllerHost, css as Css, html as Html } from 'lit';
import type { t as T, Lang } from '../../i18n/index.js';
import type { TableEvent, TableSnapshot } from '../../machine/index.js';
import type { Move } from '../../engine/types.js';
import type { Chunk } from '../../chunk.js';
import type { MoveResult, PanelView } from '../actions.js';
import type { Hint } from '../hint.js';
import type { Review } from '../views/review.js';
import type { rulesChunks as RulesChunks } from './rules-loader.js';
import type { coachChunk as CoachChunk } from './coach-loader.js';
import type { feltBoard as FeltBoard } from '../views/felt-board.js';

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

/** What the buttons' rare code sets of their state (buttons.ts, `TableButtons`). */
export interface RareUi {
  asking: boolean;
  rules: PanelView | undefined;
  review: PanelView | undefined;
  speed: number;
}

/** What the rare code uses of the pick (input/pick.ts, `Picker`). */
export interface RarePick {
  readonly picked: string | null;
  /** The lit end that holds the board's tab stop while a tile is picked by keyboard. */
  endIndex: number;
  endsFor(tile: string): string[];
  activate(tile: string, byKeyboard?: boolean): void;
  clear(): void;
  hint(tile: string | null, end: string | null, why: string): void;
  root(): ParentNode;
  focusTile(index: number): void;
  focusTarget(index: number): void;
  focusHandSoon(): void;
}

/**
 * What the rare buttons borrow from the entry, in this order (a tuple: an object's keys would cost the entry their
 * names).
 */
export type RareKit = readonly [
  host: ButtonsHost,
  table: ButtonsTable,
  pick: RarePick,
  ui: RareUi,
  t: typeof T,
  html: typeof Html,
  css: typeof Css,
  rules: typeof RulesChunks,
  coach: typeof CoachChunk,
  missing: (part: Chunk<unknown>, file: string) => void,
  /** The table's board, for the review to show a position on. */
  board: typeof FeltBoard,
];
