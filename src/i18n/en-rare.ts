/**
 * English messages that only the UI in chunks/rare.js says (New match's question, the rules and review panels' Close,
 * the menu's panel, the standings):
 * they travel in that chunk, not in the entry, and the chunk hands them to `t` (localize.ts). Every other language has
 * them in its own catalog.
 */

export const enRare = {
  'newMatch.ask': 'Start a new match? The match in progress will be lost.',
  keepPlaying: 'Keep playing',
  close: 'Close',
  // The menu's panel (its scores table and moves) and the match's standings (each round's column: R1, R2…).
  scores: 'Scores',
  log: 'Moves',
  standings: 'Standings',
  roundN: 'R{n}',
  'end.margin': '{~You finish|{name} finishes} {count} {#point|points} ahead.',
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

/**
 * English messages only the games that score during play say (their count and points, a round stopped at the target):
 * they travel in chunks/scoring.js, which a table playing such a game has before its first move, and its loader adds
 * them to the entry's English when it arrives (element/loaders/scoring-loader.ts), so `t` finds them as the entry's.
 */
export const enScoring = {
  // The count after a play and what it scored, said with the move (README "Styling").
  'say.count': ': count {count}',
  'say.scores': ', {~you score|scores} {count}',
  'end.target': '{~You reach|{name} reaches} the target: the round stops, unscored.',
  // Fives and Threes' later leads (R-F3-2), All Fives' waiting flanks refused (R-A5-4).
  'lead.rotation': '{~You open|{name} opens}: the lead passes left each round.',
  'sides-first': 'Sides first: the flanks open once both sides hold a tile.',
  // The hint names what the play scores (R-A5-6, R-F3-6).
  'hint.points': 'Play the {tile}{on}: the ends count {ends}, you score {count}.',
};

export type ScoringKey = keyof typeof enScoring;
