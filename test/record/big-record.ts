/**
 * A valid record at API.md §8's limits (10 000 steps, and with comments close to 256 KB), written the way
 * `record()` writes one: a seeded match of random legal moves, round after round. Shared by the Node tests, the
 * browser test of a big replay and `npm run bench:records`; no Node or DOM here, so all three can import it.
 */

import { applyMove, legalMoves, newMatch, nextRound, rulesFor, type Move } from '../../src/engine/index.js';
import { mulberry32 } from '../../src/engine/rng.js';
import { MAX_BYTES, MAX_STEPS } from '../../src/record/parse.js';
import { writeRecord } from '../../src/record/write.js';

export interface BigRecord {
  text: string;
  /** The last step (`total` of `domino-step`): the moves and the later rounds' deals. */
  total: number;
  /** Tiles on the board at the last step, and the round it is in. */
  playedAtEnd: number;
  roundAtEnd: number;
}

/**
 * A Doubles match for four of `steps` steps after the deal (each move, and each later round's deal, is a step, as
 * the parser counts them). With `fill`, each line of moves gets a comment, so the text comes to just under 256 KB.
 */
export function bigRecord(steps = MAX_STEPS, fill = false): BigRecord {
  const rules = rulesFor('doubles', { players: 4, targetScore: 1_000_000 });
  const random = mulberry32(2026);
  let state = newMatch(rules, 'big');
  const rounds: Move[][] = [[]];
  let total = 0;
  while (total < steps) {
    if (state.phase === 'round-over') {
      state = nextRound(state);
      rounds.push([]);
    } else {
      const moves = legalMoves(state);
      state = applyMove(state, moves[Math.floor(random() * moves.length)] as Move);
      rounds.at(-1)!.push(state.log.at(-1)!.move);
    }
    total++;
  }
  let text = writeRecord({ rules, seed: 'big', rounds });
  if (fill) {
    // A comment after each line of moves (never after a tag line, where it would comment the next round's deal).
    const lines = text.split('\n');
    const moveLines = lines.filter((line) => line && !line.startsWith('[')).length;
    const room = MAX_BYTES - 1024 - text.length;
    const each = Math.max(0, Math.floor(room / moveLines) - 3);
    const comment = ' {' + 'A note on these moves. '.repeat(Math.ceil(each / 23)).slice(0, each) + '}';
    text = lines.map((line) => (line && !line.startsWith('[') ? line + comment : line)).join('\n');
  }
  return { text, total, playedAtEnd: state.layout.tiles.length, roundAtEnd: state.round };
}
