/** The German words of the replay chunk (dist/chunks/replay-de.js): the replay view's and the record errors'. */

import { de as record } from '../../record/messages/de.js';
import { de as replay } from '../messages/de.js';
import type { Words } from './words.js';

export { BUILD as build } from '../../build-id.js';

export const words: Words = { record, replay };
