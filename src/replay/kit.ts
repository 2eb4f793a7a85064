/**
 * What the replay chunk borrows from the table's bundle, handed over once at load (`install`): Lit's template
 * tags, the table's views, the engine and the i18n functions. The chunk is built on its own and imports nothing
 * back from the entry (rollup.config.mjs, CHUNKS), yet needs one copy of each of these: a second Lit, engine or
 * message catalog inside the chunk would weigh as much as the replay itself, and a second i18n would not see the
 * languages the table has loaded. Each is a live binding, set by `install` before any of the chunk's code runs.
 */

import type * as Lit from 'lit';
import type * as Engine from '../engine/index.js';
import type * as I18n from '../i18n/index.js';
import type { boardView as BoardView } from '../element/views/board.js';
import type { feltBoard as FeltBoard } from '../element/views/felt-board.js';
import type { handView as HandView } from '../element/views/hand.js';
import type { seatView as SeatView } from '../element/views/seats.js';
import type { barView as BarView } from '../element/views/status.js';
import type { viewFor as ViewFor } from '../machine/view.js';
import type { replayKit } from '../element/loaders/replay-kit.js';

/**
 * The kit: the one list of element/loaders/replay-kit.ts, whose order the bindings below take. Each binding's type
 * is its value's, so a binding out of order or missing fails the type check.
 */
export type Kit = typeof replayKit;

// Live bindings: set once by install() before anything reads them.
export let html: typeof Lit.html;
export let svg: typeof Lit.svg;
export let nothing: typeof Lit.nothing;
export let boardView: typeof BoardView;
export let handView: typeof HandView;
export let seatView: typeof SeatView;
export let barView: typeof BarView;
export let applyMove: typeof Engine.applyMove;
export let explainMove: typeof Engine.explainMove;
export let replayMatch: typeof Engine.replayMatch;
export let tilesOf: typeof Engine.tilesOf;
export let parseTile: typeof Engine.parseTile;
export let choicesOf: typeof Engine.choicesOf;
export let maxHandSize: typeof Engine.maxHandSize;
export let rulesFor: typeof Engine.rulesFor;
export let VARIANTS: typeof Engine.VARIANTS;
export let t: typeof I18n.t;
export let format: typeof I18n.format;
export let tileName: typeof I18n.tileName;
export let listItem: typeof I18n.listItem;
export let leadMessage: typeof I18n.leadMessage;
export let explainRefusal: typeof I18n.explainRefusal;
export let reasonMessage: typeof I18n.reasonMessage;
export let seatNames: typeof I18n.seatNames;
export let moveAnnouncement: typeof I18n.moveAnnouncement;
export let roundSummary: typeof I18n.roundSummary;
export let barWords: typeof I18n.barWords;
/** What a viewer may see (machine/view.ts): the one policy, the replay's `view` included. */
export let viewFor: typeof ViewFor;
export let feltBoard: typeof FeltBoard;

/** Takes what the bundle hands over. Called by the loader before each table it makes (the same values each time). */
export function install(kit: Kit): void {
  // Each binding, in the list's order: destructuring is the one way to set a module's live bindings.
  [
    html,
    svg,
    nothing,
    boardView,
    handView,
    seatView,
    barView,
    applyMove,
    explainMove,
    replayMatch,
    tilesOf,
    parseTile,
    choicesOf,
    maxHandSize,
    rulesFor,
    VARIANTS,
    t,
    format,
    tileName,
    listItem,
    leadMessage,
    explainRefusal,
    reasonMessage,
    seatNames,
    moveAnnouncement,
    roundSummary,
    barWords,
    viewFor,
    feltBoard,
  ] = kit;
}
