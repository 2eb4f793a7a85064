/**
 * A record of three chapters (README "Chapters"): a replay, then a lesson, then a figure, each with its own title,
 * deal and moves, sharing the names written before the first `[chapter]`. Shared by the Node and browser tests.
 */

import { BONEYARD_BLOCK, MALTESE_LOCKS, MALTESE_DOMINO } from './worked-examples.js';

/** Each chapter's own text, as it reads alone. */
export const PARTS = { replay: MALTESE_DOMINO, lesson: MALTESE_LOCKS, figure: BONEYARD_BLOCK };

export const TITLES = ['A domino', 'Suit locks', 'A block in the boneyard'];

export const BOOK = `[title Three ways in]
[names Ann/Ben/Cy]

[chapter ${TITLES[0]}]
${PARTS.replay.replace('[variant maltese-cross]\n', '[variant maltese-cross]\n[names Ann/Ben/Cy/Di]\n')}
[chapter "${TITLES[1]}"]
${PARTS.lesson}
[chapter ${TITLES[2]}]
${PARTS.figure}`;
