/**
 * The replay chunk (dist/chunks/replay.js), loaded by a table with `record` (src/element/replay-loader.ts): the
 * record read and replayed (src/record), drawn with the table's views, a step bar, and lessons. The loader
 * calls `install` with what the chunk borrows from the bundle, then makes a `ReplayTable` per table.
 */

export { install, type Kit } from './kit.js';
export { ReplayTable, type Box, type ReplayHost } from './table.js';
