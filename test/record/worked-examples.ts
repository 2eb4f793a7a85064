/**
 * The worked examples of docs/rules.md written by hand as game records (README "Game records"), for the tests
 * and for the demo pages to embed as replays and lessons.
 */

/** Maltese Cross: suit locks once the cross is complete (R-MC-6), as a lesson on the 1-1. */
export const MALTESE_LOCKS = `
[variant maltese-cross]
[hands 6-6 3-1 5-2 5-5 1-1 / 6-4 4-4 6-2 5-4 5-3 / 6-3 3-3 6-1 5-1 5-0 / 6-0 4-1 4-3 4-2 4-0]
[boneyard 6-5 3-2 3-0 2-2 2-1 2-0 1-0 0-0]
{Seat 0 holds the 6-6 and opens.}
6-6 6-4@6N 6-3@6E 6-0@6S
draw:6-5 {Seat 0 has no 6 left for the last free side: it draws one.}
6-5 {The cross is complete: from now on a suit is locked until its double is down.}
4-4 3-3 4-1 {North: 6-4, 4-4, 4-1 (end 1). East: 6-3, 3-3 (end 3). South: 6-0. West: 6-5. Unlocked: 6, 4, 3.}
?1-1 {Right: the 1-1 goes on the 1 and unlocks suit 1 for every end.}
  (3-1@1 {Suit 1 is locked: the 1-1 is not down yet.})
  (3-1@3 {Legal (suit 3 is open on the 3-3), but suit 1 stays locked.})
  (5-2 {Suit 5 is locked: the 5-5 is not down yet.})
  (5-5 {Legal: it unlocks suit 5. Which play unlocks the 1?})
5-3@3 5-1@1 {Any 1-x may now go on an end showing 1, whatever its other number.}
`;

/** Maltese Cross: the cross comes first (R-MC-4). */
export const MALTESE_CROSS_FIRST = `
[variant maltese-cross]
[hands 6-6 5-5 3-2 2-1 1-0 / 6-4 5-4 5-3 5-2 5-1 / 4-4 6-2 4-3 4-2 4-1 / 6-5 6-3 6-1 6-0 3-3]
6-6 6-4@6N {The cross has one arm.}
?6-2@6E {Any free side of the 6-6 takes a 6-x.}
  (4-4 {Not yet: the four sides of the cross are filled before any arm grows.})
`;

/** Maltese Cross: domino by seat 0 while the others hold 5-5 / 4-1 + 3-0 / 6-2 (R-MC-9); hands of 2. */
export const MALTESE_DOMINO = `
[variant maltese-cross]
[hand-size 2]
[hands 6-6 6-5 / 6-4 5-5 / 4-1 3-0 / 6-3 6-2]
6-6 6-4@6N draw:6-1 6-1@6E 6-3@6S
6-5 {Domino! Seat 0 scores the pips left: 10 + 8 + 8 = 26.}
`;

/** Maltese Cross: a block, with the scores carried in (R-MC-9, R-ALL-10). `scores` is filled in by the test. */
export const malteseBlock = (scores: string, more = ''): string => `
[variant maltese-cross]
[seed block]
[scores ${scores}]
[hands 6-6 6-0 4-0 6-3 6-2 / 6-5 1-1 5-4 5-3 5-2 / 6-4 0-0 5-0 4-3 4-2 / 6-1 5-1 4-1 3-3 3-2]
[boneyard 3-1 3-0 2-2 2-1 2-0 1-0 5-5 4-4]
6-6 6-5@6N 6-4@6E 6-1@6S 6-0 1-1 0-0 5-1@1 4-0@0
{The ends show 5, 4, 5 and 4; their doubles wait in the reserve.}
draw draw draw draw draw draw {Drawing closes and nobody can play: blocked, 10 points each.}
${more}`;

/** Doubles: four locked ends; the stuck hand draws exactly one (R-DB-5, R-DB-6), here the 0-0. */
export const DOUBLES_DRAW_PLAYS = `
[variant doubles]
[hand-size 3]
[hands 6-6 6-0 5-4 / 6-3 4-3 2-1 / 6-5 5-3 5-2 / 6-1 4-1 3-2]
6-6 6-3@6N 6-5@6E 6-1@6S 6-0 {Ends 3, 5, 1 and 0: all locked, their doubles are not down.}
?draw:0-0 {Seat 1 cannot play, so it draws one tile.}
  (pass {Not while a tile may be drawn.})
  (4-3@3 {Suit 3 is locked: the 3-3 is not down.})
0-0 {The drawn tile fits the 0, so it must be played at once.}
`;

/** Doubles: drawing 4-2 passes the turn (R-DB-6, R-DB-7). */
export const DOUBLES_DRAW_PASSES = `
[variant doubles]
[hand-size 3]
[hands 6-6 6-0 5-4 / 6-3 4-3 2-1 / 6-5 5-3 5-2 / 6-1 4-1 3-2]
6-6 6-3@6N 6-5@6E 6-1@6S 6-0
draw:4-2 {The 4-2 fits nowhere, and only one tile may be drawn.}
pass
`;

/** Doubles: a spinner on an arm exposes three ends showing its number (R-DB-4). */
export const DOUBLES_SPINNER = `
[variant doubles]
[hand-size 3]
[hands 6-6 4-3 5-0 / 6-3 5-4 5-2 / 3-3 6-5 5-1 / 6-1 4-1 3-2]
[boneyard 2-1]
6-6 6-3@6N 3-3 {The 3-3 spins: three new ends show 3.}
6-1@6E 4-3@3NW {Any of the three 3s takes the 4-3.}
`;

/** Kelley's Doubles, double-nine: draw until a tile fits, keep the rest (R-DC-6). */
export const KELLEY_DRAWS = `
[variant doubles-classic]
[set double-nine]
[hands 9-9 8-8 8-7 8-6 8-5 8-4 8-3 / 9-0 7-7 7-6 7-5 7-4 7-3 7-1 / 6-6 6-5 6-4 6-3 6-2 6-1 5-5 / 5-4 5-3 5-2 5-1 4-4 4-3 4-2]
9-9 9-0@9N {Seat 2 holds no 9 and no 0.}
draw:7-2 draw:4-1 {No play yet: seat 2 draws again.}
draw:0-0 0-0 {The 0-0 fits the 0 and is played; the 7-2 and the 4-1 stay in the hand.}
`;

/** Doubles in the Boneyard: the block on two 0 ends (R-BY-7, R-BY-8); a seed deals round 2. */
export const BONEYARD_BLOCK = `
[variant doubles-in-the-boneyard]
[seed example]
[hands 2-1 3-0 5-0 3-1 4-1 6-2 6-3 / 2-0 4-0 6-0 6-1 5-2 5-3 6-4 / 1-0 4-3 6-5 3-2 5-1 4-2 5-4]
[leader 0]
{Play goes to the right: seats 0, 2, 1.}
2-1 1-0 2-0@2 3-0@0L 4-3 4-0@4 5-0@0R 6-5 6-0@6
{Both ends show 0 and all six 0s are down: blocked. Seats 0 and 2 hold 26 each, seat 1 holds 32.}
[round 2] {Seats 0 and 2 drew doubles for the lead.}
`;
