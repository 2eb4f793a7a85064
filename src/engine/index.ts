/** The rules engine: pure functions over JSON-safe match states (src/headless.ts publishes the public part of it). */

import { useDuringPlay } from './during.js';
import { DURING_PLAY } from './during-play.js';

export * from './core.js';

// The whole engine: the games that score during play are played at once (the CDN table's core.ts waits for a chunk).
useDuringPlay(DURING_PLAY);
