/**
 * The board's code (board-chunk.ts: where each tile lies and where a tile may go, the laid tile's travel): a chunk of
 * the CDN bundle (dist/chunks/board.js). A table's first frame has no tile on the board, so it is fetched after that
 * frame, in idle time (controllers/chunk-gate.ts), and is here before the first tile is played; a board drawn before
 * it has come waits for it, and one that cannot have it is drawn in rows (views/board.ts).
 */

import { chunk } from '../../chunk.js';
import type * as Board from './board-chunk.js';

/** Where the code comes from (tests replace it to see a late or failed load). */
export const load = { board: (): Promise<typeof Board> => import('./board-chunk.js') };

export const boardChunk = chunk(() => load.board);

export const BOARD = 'chunks/board.js';

/** The last fetch of the board's code failed: boards are drawn in rows until a later fetch (a new round's, a new record's) has it. */
export const boardMissing = { _now: false };
