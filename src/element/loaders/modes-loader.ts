/**
 * The per-mode code (modes-chunk.ts): a chunk of the CDN bundle (dist/chunks/modes.js) that a table with other than
 * one person fetches before it draws, so no hand-over and no watched move waits for the network.
 */

import { chunk } from '../../chunk.js';
import type * as Modes from './modes-chunk.js';

/** Where the code comes from (tests replace it to see a failed load). */
export const load = { modes: (): Promise<typeof Modes> => import('./modes-chunk.js') };

export const modesChunk = chunk(() => load.modes);

export const MODES = 'chunks/modes.js';
