/** What the views, buttons and input call on the element: its move methods' result, its public face and its own state. */

import type { TemplateResult } from 'lit';
import type { ReasonCode } from '../engine/types.js';
import type { MenuPanel } from './views/status.js';
import type { Standings } from './views/dialogs.js';

/** What `play`, `draw`, `pass`, `undo`, `nextRound` and `restore` answer (README "Properties and methods"). */
export type MoveResult = { ok: true } | { ok: false; reason: ReasonCode; message: string };

/** An open panel over the felt (the rules, the review), drawn by its chunk's code with its Close. */
export type PanelView = () => TemplateResult;

/** What the buttons call on the element's public face. */
export interface TableActions {
  draw(): MoveResult;
  pass(): MoveResult;
  undo(): MoveResult;
  nextRound(): MoveResult;
  newMatch(): void;
}

/** What the buttons call on the element's own state: questions, panels, hints, watch mode. */
export interface TableUi {
  /** New match is asking whether to give up the match in progress: `question()` draws it in the buttons' place. */
  readonly asking: boolean;
  question(): TemplateResult | undefined;
  /** The rules panel, while open. */
  readonly rules: PanelView | undefined;
  /** The review of the last round, while open. */
  readonly review: PanelView | undefined;
  /** What Copy record did for the result shown: its label then says so. */
  readonly copied: 'copied' | 'notCopied' | undefined;
  /** A lasting note after the status message (a match that cannot be saved), if any. */
  readonly note: 'unsaved' | undefined;
  /** Copy record: the match so far to the clipboard. */
  copy(): void;
  /** Watch mode's pace: an index into the `speeds` message (slow, normal, fast). */
  readonly speed: number;
  /** New match pressed (it may ask), and the answer. */
  press(): void;
  answer(yes: boolean): void;
  /** The hot-seat Ready. */
  ready(): void;
  hint(): void;
  /** Draw, where drawing goes on until a tile fits. */
  drawAll(): void;
  toggleRules(): void;
  toggleReview(): void;
  /** The menu opened or closed. */
  menu(open: boolean): void;
  /** The open menu's panel, drawn by its code (chunks/rare.js); New match alone until that has come. */
  menuPanel(o: MenuPanel): unknown;
  /** The match's standings, drawn by their code (chunks/rare.js, fetched when the match ends); nothing until then. */
  standings(o: Standings): unknown;
  watch(command: 'pause' | 'resume' | 'step' | 'speed'): void;
}
