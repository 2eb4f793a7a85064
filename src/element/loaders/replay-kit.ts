/**
 * What the replay chunk borrows from the bundle, written once: this list's values are handed over by the loader
 * (replay-loader.ts), and its type is the chunk's `Kit` (src/replay/kit.ts), whose bindings take them in this order.
 * A tuple rather than an object, because the entry would otherwise carry every name below as a property key (about
 * 150 B min+gzip).
 */

import { html, nothing, svg } from 'lit';
import * as engine from '../../engine/core.js';
import * as i18n from '../../i18n/index.js';
import { viewFor } from '../../machine/view.js';
import { boardView } from '../views/board.js';
import { feltBoard } from '../views/felt-board.js';
import { handView } from '../views/hand.js';
import { seatView } from '../views/seats.js';
import { barView } from '../views/status.js';

export const replayKit = [
  html,
  svg,
  nothing,
  boardView,
  handView,
  seatView,
  barView,
  engine.applyMove,
  engine.explainMove,
  engine.replayMatch,
  engine.tilesOf,
  engine.parseTile,
  engine.choicesOf,
  engine.maxHandSize,
  engine.rulesFor,
  engine.VARIANTS,
  i18n.t,
  i18n.format,
  i18n.tileName,
  i18n.listItem,
  i18n.leadMessage,
  i18n.explainRefusal,
  i18n.reasonMessage,
  i18n.seatNames,
  i18n.moveAnnouncement,
  i18n.roundSummary,
  i18n.barWords,
  viewFor,
  feltBoard,
] as const;
