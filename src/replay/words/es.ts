/** The Spanish words of the replay chunk (dist/chunks/replay-es.js): the replay view's and the record errors'. */

import { es as record } from '../../record/messages/es.js';
import { es as replay } from '../messages/es.js';
import type { Words } from './words.js';

export { BUILD as build } from '../../build-id.js';

export const words: Words = { record, replay };
