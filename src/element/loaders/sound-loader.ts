/** The sounds (`sound` attribute): a chunk (dist/chunks/sound.js) fetched the first time a table with sound plays one. */

import { chunk } from '../../chunk.js';
import type * as Sounds from '../../sound/index.js';

/** Where the code comes from (tests replace it to listen). */
export const load = { sound: (): Promise<typeof Sounds> => import('../../sound/index.js') };

export const soundChunk = chunk(() => load.sound);
