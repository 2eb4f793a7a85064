/**
 * English messages that only the UI in chunks/rare.js says (New match's question, the rules and review panels' Close):
 * they travel in that chunk, not in the entry, and the chunk hands them to `t` (localize.ts). Every other language has
 * them in its own catalog.
 */

export const enRare = {
  'newMatch.ask': 'Start a new match? The match in progress will be lost.',
  keepPlaying: 'Keep playing',
  close: 'Close',
};

/**
 * English messages that only chunks/modes.js says (watch mode's Speed), the same way: a table with other than one
 * person fetches that chunk before its first frame, and shows no Speed without it.
 */
export const enModes = {
  speeds: 'Slow,Normal,Fast',
  speed: 'Speed: {speed}',
};

export type RareKey = keyof typeof enRare | keyof typeof enModes;
