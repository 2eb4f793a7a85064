/**
 * The replay view's loader: a table with `record` fetches dist/chunks/replay.js (src/replay/) and hands it what
 * it borrows from the bundle (replay-kit.ts, the one list), so the chunk holds no second Lit, engine or i18n.
 */

import { chunk } from '../../chunk.js';
import type * as Replay from '../../replay/index.js';
import { replayKit } from './replay-kit.js';

/** Where the chunk comes from (tests replace it to see a failed load). */
export const load = { replay: (): Promise<typeof Replay> => import('../../replay/index.js') };

/** The chunk; each module it arrives as is handed what it borrows before each table it makes (the same list each time). */
const replayChunk = chunk(() => load.replay);

/** Undefined when the chunk is in; else a promise (one fetch at a time) of whether it arrived. */
export const replayReady = replayChunk.ready;
export { replayChunk };

/** The replay view for a table, or null when the chunk could not be loaded (the table then draws nothing). */
export const replayOf = (host: Replay.ReplayHost): Replay.ReplayTable | null => {
  const module = replayChunk.code();
  if (!module) return null;
  module.install(replayKit);
  return new module.ReplayTable(host);
};
