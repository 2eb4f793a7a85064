/** The Portuguese words of the replay chunk (dist/chunks/replay-pt.js): the replay view's and the record errors'. */

import { pt as record } from '../../record/messages/pt.js';
import { pt as replay } from '../messages/pt.js';
import type { Words } from './words.js';

export { BUILD as build } from '../../build-id.js';

export const words: Words = { record, replay };
