/** dist/chunks/coach.js: the coach, and the review panel that shows its verdicts (both needed only by a review). */

import { useDuringPlay } from '../../engine/during.js';
import { DURING_PLAY } from '../../engine/during-play.js';
import { reviewRound, type ReviewItem } from '../../coach/index.js';
import type { PlayedRound } from '../rounds.js';

export * from '../../coach/index.js';
export { reviewStyles, reviewView } from '../views/review.js';
export { BUILD as build } from '../../build-id.js';

// The coach replays moves on its own copy of the engine (a chunk imports nothing from the entry): the mechanisms of the
// games that score during play go with it.
useDuringPlay(DURING_PLAY);

/** The element's `review()`: the last of the match's rounds (replayed by the entry) that ended, reviewed for its people. */
export function reviewLast(rounds: readonly PlayedRound[], humans: number, lang: string): ReviewItem[] {
  const last = rounds.filter(({ end }) => end.phase !== 'play').at(-1);
  return last
    ? reviewRound(
        last.start,
        last.moves,
        Array.from({ length: humans }, (_, seat) => seat),
        lang,
      )
    : [];
}
