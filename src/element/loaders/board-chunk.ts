/**
 * The board's code (dist/chunks/board.js, board-loader.ts): where each tile lies and where a tile may go (src/geometry),
 * the fingertip hit areas of the ends a tile may go to, and the laid tile's travel from its seat. None of it is needed
 * before a tile is on the board, so none of it is in a table's first frame. Self-contained: it imports nothing back.
 */

export { placeLayout } from '../../geometry/index.js';
export { hitAreas } from '../../geometry/hits.js';
export { travel } from '../travel.js';
export { BUILD as build } from '../../build-id.js';
