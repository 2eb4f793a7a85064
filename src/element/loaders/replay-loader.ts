/**
 * The replay view's loader: a table with `record` fetches dist/chunks/replay.js (src/replay/) and hands it what
 * it borrows from the bundle (src/replay/kit.ts), so the chunk holds no second Lit, engine or i18n.
 */

import { html, nothing, svg } from 'lit';
import {
  applyMove,
  choicesOf,
  explainMove,
  maxHandSize,
  replayMatch,
  parseTile,
  rulesFor,
  tilesOf,
  VARIANTS,
} from '../../engine/index.js';
import {
  boneyardMessage,
  directionMessage,
  explainRefusal,
  format,
  leadMessage,
  listItem,
  moveAnnouncement,
  reasonMessage,
  roundSummary,
  seatNames,
  t,
  tileName,
  unlockedMessage,
  placeWords,
} from '../../i18n/index.js';
import { chunk } from '../../chunk.js';
import type * as Replay from '../../replay/index.js';
import { viewFor } from '../../machine/view.js';
import { rovingIndex } from '../a11y/roving.js';
import { boardView } from '../views/board.js';
import { handView } from '../views/hand.js';
import { seatView } from '../views/seats.js';
import { barView } from '../views/status.js';

/** Where the chunk comes from (tests replace it to see a failed load). */
export const load = { replay: (): Promise<typeof Replay> => import('../../replay/index.js') };

/** The chunk; each module it arrives as is handed what it borrows once, before its first table. */
const replayChunk = chunk(() => load.replay);
const installed = new WeakSet<object>();

/** Undefined when the chunk is in; else a promise (one fetch at a time) of whether it arrived. */
export const replayReady = replayChunk.ready;
export { replayChunk };

/** The replay view for a table, or null when the chunk could not be loaded (the table then draws nothing). */
export const replayOf = (host: Replay.ReplayHost): Replay.ReplayTable | null => {
  const module = replayChunk.code();
  if (!module) return null;
  if (!installed.has(module)) {
    installed.add(module);
    module.install([
      html,
      svg,
      nothing,
      boardView,
      handView,
      seatView,
      barView,
      rovingIndex,
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
      boneyardMessage,
      unlockedMessage,
      directionMessage,
      viewFor,
      placeWords,
    ]);
  }
  return new module.ReplayTable(host);
};
