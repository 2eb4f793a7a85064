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
  newMatch,
  nextRound,
  parseTile,
  rulesFor,
  tilesOf,
  VARIANTS,
} from '../engine/index.js';
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
} from '../i18n/index.js';
import type * as Replay from '../replay/index.js';
import { rovingIndex } from './a11y/roving.js';
import { boardView } from './views/board.js';
import { handView } from './views/hand.js';
import { seatView } from './views/seats.js';
import { barView } from './views/status.js';

/** Where the chunk comes from (tests replace it to see a failed load). */
export const load = { replay: (): Promise<typeof Replay> => import('../replay/index.js') };

/** The chunk once in; null when it could not be loaded. */
let chunk: typeof Replay | null | undefined;
let loading: Promise<boolean> | undefined;

/**
 * Undefined when the chunk is in (or could not be loaded); else a promise (the first call starts the load) of
 * whether it arrived. As for a language, a load that fails is not tried again in this page.
 */
export function replayReady(): Promise<boolean> | undefined {
  if (chunk !== undefined) return undefined;
  return (loading ??= load.replay().then(
    (module) => {
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
        newMatch,
        nextRound,
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
        placeWords,
      ]);
      chunk = module;
      return true;
    },
    () => {
      chunk = null;
      return false;
    },
  ));
}

/** The replay view for a table, or null when the chunk could not be loaded (the table then draws nothing). */
export const replayOf = (host: Replay.ReplayHost): Replay.ReplayTable | null =>
  chunk ? new chunk.ReplayTable(host) : null;
