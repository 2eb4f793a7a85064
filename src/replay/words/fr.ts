/** The French words of the replay chunk (dist/chunks/replay-fr.js): the replay view's and the record errors'. */

import { fr as record } from '../../record/messages/fr.js';
import { fr as replay } from '../messages/fr.js';
import type { Words } from './words.js';

export { BUILD as build } from '../../build-id.js';

export const words: Words = { record, replay };
