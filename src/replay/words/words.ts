/** What a language's words for the replay chunk are: the record errors' catalog and the replay view's. */

import type { RecordCatalog } from '../../record/messages/en.js';
import type { ReplayCatalog } from '../messages/en.js';

export interface Words {
  record: RecordCatalog;
  replay: ReplayCatalog;
}
