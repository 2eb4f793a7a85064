/**
 * The coach (`review()`) and its review panel: a chunk of the CDN bundle (dist/chunks/coach.js, from coach-chunk.ts)
 * fetched the first time a round is reviewed.
 */

import { chunk } from '../../chunk.js';
import type * as Coach from './coach-chunk.js';

/** Where the code comes from (tests replace it to see a failed load). */
export const load = { coach: (): Promise<typeof Coach> => import('./coach-chunk.js') };

export const coachChunk = chunk(() => load.coach);
