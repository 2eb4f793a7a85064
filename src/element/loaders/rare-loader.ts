/**
 * The rare UI (rare-chunk.ts): a chunk of the CDN bundle (dist/chunks/rare.js) fetched when it grows likely to be
 * needed, never in a round played by taps; a press that comes before it waits for it (buttons.ts).
 */

import { chunk } from '../../chunk.js';
import type * as Rare from './rare-chunk.js';

/** Where the code comes from (tests replace it to see a failed load). */
export const load = { rare: (): Promise<typeof Rare> => import('./rare-chunk.js') };

export const rareChunk = chunk(() => load.rare);

export const RARE = 'chunks/rare.js';
