/**
 * The `persist` code (persistence.ts and storage.ts): a chunk of the CDN bundle (dist/chunks/persist.js) that only a
 * table with a `persist` key fetches, before it draws or starts its match, so a saved match is resumed at once.
 */

import { chunk } from '../../chunk.js';
import type * as Persist from './persistence.js';

/** Where the code comes from (tests replace it to see a failed load). */
export const load = { persist: (): Promise<typeof Persist> => import('./persistence.js') };

export const persistChunk = chunk(() => load.persist);
