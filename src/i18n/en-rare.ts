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
 * English messages only the games that score during play say (their count and points, a round stopped at the target),
 * and those only the games other than the default, the Maltese Cross, say (their ways of opening a round, a blocked
 * round scored by the hands, more exact refusals): they travel in chunks/scoring.js, which a table playing such a game has before its first frame, and its
 * loader adds them to the entry's English when it arrives (element/loaders/scoring-loader.ts), so `t` finds them as
 * the entry's.
 */
export const enScoring = {
  // Who opens, by LeadInfo.how, and the reshuffles before (the Maltese Cross's 6-6 and its search are the entry's).
  'lead.highest-double': '{~You open|{name} opens} with the highest double, {tile}.',
  'lead.drawn-doubles': 'Doubles drawn: {drawn}. {~You|{name}} drew the highest and {~open|opens}.',
  'lead.pair': '{name}: {tile}',
  'lead.previous-winner': '{~You|{name}} won the last round and {~open|opens}.',
  'lead.heaviest-tile': 'No double was dealt: {~you hold|{name} holds} the heaviest tile, {tile}, and {~open|opens}.',
  redeal: 'No opening tile was dealt: the tiles were reshuffled{#| {count} times}.',
  // A blocked round scored by the hands (the Maltese Cross's ten each is the entry's).
  'end.lowest': '{~You have|{name} has} the lowest hand and {~score|scores} {count} {#point|points}.',
  'end.tie': 'Tie for the lowest hand: nobody scores.',
  'end.tiePart': 'Tie for the lowest hand: {list} score nothing.',
  'end.loses': '{~You lose|{name} loses} {count} {#point|points}.',
  // The direction of play of a game that passes to the right (Doubles in the Boneyard).
  anticlockwise: 'Anticlockwise (to the right)',
  // Refusals' more exact words and a hint's reason in the games that draw only when stuck or never (until they come,
  // the reason's plain words: messages.ts, reasonMessage), Kelley's drawing until a tile fits.
  'must-play.draw': 'You may draw only when no tile fits.',
  'cannot-draw.once': 'You already drew this turn.',
  'cannot-draw.never': 'No drawing in this game.',
  'stuck.drawAll': 'No tile fits: draw until one does.',
  // The count after a play and what it scored, said with the move (README "Styling").
  'say.count': ': count {count}',
  'say.scores': ', {~you score|scores} {count}',
  // R-F3-8: a score that would pass the target is not scored (R-GX-10).
  'say.refused': ', {count} {#point|points} not scored (past the target)',
  'end.target': '{~You reach|{name} reaches} the target: the round stops, unscored.',
  // Fives and Threes' later leads (R-F3-2), All Fives' waiting flanks refused (R-A5-4).
  'lead.rotation': '{~You open|{name} opens}: the lead passes left each round.',
  'sides-first': 'Sides first: the flanks open once both sides hold a tile.',
  // The hint names what the play scores (R-A5-6, R-F3-6).
  'hint.points': 'Play the {tile}{on}: the ends count {ends}, you score {count}.',
};

export type ScoringKey = keyof typeof enScoring;
