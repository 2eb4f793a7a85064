/**
 * dist/chunks/modes.js: what only some tables need, fetched before the first frame of a table that needs it: the
 * hot-seat hand-over's input guard and its Ready (more than one person), and watch mode's pace for screen readers
 * and its Speed, words and all (no person).
 */

export { HandoverGuard } from '../input/guard.js';
export { Pacer } from '../a11y/pacer.js';
export { ready, speed, speedLabel } from './rare-buttons.js';
export { BUILD as build } from '../../build-id.js';
