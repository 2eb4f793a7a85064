/** dist/chunks/coach.js: the coach, and the review panel that shows its verdicts (both needed only by a review). */

export * from '../../coach/index.js';
export { reviewStyles, reviewView } from '../views/review.js';
export { BUILD as build } from '../../build-id.js';
