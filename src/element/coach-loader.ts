/** The coach (`review()`): a chunk of the CDN bundle (dist/chunks/coach.js) fetched the first time a round is reviewed. */

import type * as Coach from '../coach/index.js';

/** Where the code comes from (tests replace it to see a failed load). */
export const load = { coach: (): Promise<typeof Coach> => import('../coach/index.js') };
