/**
 * The engine as the replay chunk sees it: the bundle's own functions (kit.ts). In the chunk's build,
 * src/record's imports of `../engine/index.js` are pointed here (rollup.config.mjs, `borrow`), so the chunk
 * holds no second engine; in the source (tests, the dev server) src/record imports the engine itself.
 */

export type * from '../engine/types.js';
export {
  applyMove,
  choicesOf,
  explainMove,
  maxHandSize,
  replayMatch,
  parseTile,
  rulesFor,
  tilesOf,
  VARIANTS,
} from './kit.js';
