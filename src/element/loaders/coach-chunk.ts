/** dist/chunks/coach.js: the coach, and the review panel that shows its verdicts (both needed only by a review). */

import { useDuringPlay } from '../../engine/during.js';
import { DURING_PLAY } from '../../engine/during-play.js';

export * from '../../coach/index.js';
export { itemName, reviewStyles, reviewView } from '../views/review.js';
export { countBadge } from '../../replay/count-badge.js';
export { endedRound, positionAfter, reviewLast } from '../review-round.js';
export { BUILD as build } from '../../build-id.js';

// The coach replays moves on its own copy of the engine (a chunk imports nothing from the entry): the mechanisms of the
// games that score during play go with it.
useDuringPlay(DURING_PLAY);
