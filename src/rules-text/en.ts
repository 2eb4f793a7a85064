/** The rules panel's text in English, from the demo's variant pages, with the points this project settled. */

import { buildRules } from './build.js';
import type { Phrases, RulesFacts, RulesText } from './types.js';

const tiles = (n: number) => (n === 1 ? '1 tile' : `${n} tiles`);

const phrases: Phrases = {
  names: {
    // games:names (written by `npm run games` from each game's src/games/<id>/about.ts)
    'maltese-cross': 'Maltese Cross (also called Doubles)',
    doubles: 'Doubles: every double a spinner',
    'doubles-classic': "Kelley's Doubles",
    'doubles-in-the-boneyard': 'Doubles in the Boneyard',
    block: 'Block',
    draw: 'Draw',
    'all-fives': 'All Fives',
    'fives-and-threes': 'Fives and Threes (also called Threes and Fives)',
    // /games:names
  },
  headings: {
    tiles: 'Players and tiles',
    opening: 'Who opens',
    order: 'Order of play',
    play: 'Playing a tile',
    drawing: 'Drawing',
    passing: 'Passing',
    blocked: 'Blocked round',
    scoring: 'Scoring',
    target: 'Winning the match',
  },
  set: (set, n) => `a ${set === 'double-nine' ? 'double-nine' : 'double-six'} set (${n} tiles)`,
  setWithoutDoubles: 'a double-six set without its seven doubles (21 tiles)',
  players: (n, set) => `${n} players and ${set}.`,
  hand: (size, left) => `Each player takes ${tiles(size)}; the other ${left} are the boneyard, face down.`,
  handAll: (size) => `Each player takes ${tiles(size)}: the whole set is dealt.`,
  handAside: (size, left) => `Each player takes ${tiles(size)}; the other ${left} stay face down and never count.`,
  noDrawing: 'Nobody ever draws.',

  openSixSix: 'Whoever holds the 6-6 plays it in the centre, every round.',
  searchSixSix:
    'If nobody holds it, the dealer and then each player to the left draw one tile in turn until someone draws the 6-6 and plays it. Drawn tiles stay in the hand.',
  redealSixSix: 'If nobody was dealt the 6-6, the tiles are shuffled and dealt again.',
  openHighest: 'Whoever holds the highest double plays it in the centre, every round. No other tile may open.',
  openHeaviest:
    'Whoever holds the highest double plays it first. If no double was dealt, the heaviest tile opens (of two with the same pips, the one with the higher number). No other tile may open.',
  redealNoDouble: 'If nobody holds a double, the tiles are shuffled and dealt again.',
  firstLeadDrawn:
    'First round: each player draws one of the seven doubles; the highest starts and may open with any tile. The doubles go back.',
  laterLeadWinner:
    'Later rounds: the winner of the last round starts. After a tie in a blocked round, the tied players draw doubles again.',

  laterLeadLowest:
    'Later rounds: the winner of the last round (after a blocked round, the lowest hand) opens with any tile. Players tied for the lowest hand draw doubles; the highest opens.',
  toLeft: 'To the left (clockwise), starting with the player after the one who opened.',
  toRight: 'To the right (anticlockwise), starting with the player after the one who opened.',

  match: 'Play one tile a turn on an open end with the same number.',
  cross:
    'The 6-6 is a spinner: until each of its four sides holds a tile, only a six may be played, on a free side. No arm may grow before the cross is complete.',
  arms: 'Then there are four arms, one open end each. Later doubles are not spinners: they lie crosswise.',
  spinAll: 'Every double is a spinner: the opening double has four open sides, a later double three, all open at once.',
  spinFirst:
    'Only the opening double is a spinner, with four open sides. Later doubles lie crosswise and leave one open end.',
  spinNone: 'No double is a spinner: the opening double has two open ends, a later double one.',
  lock: "A number is locked until its double is on the table: a 3 may be matched only once the 3-3 is down. Only the number you match counts, and the opening double's number is open from the start.",
  doubleUnlocks: 'A double may always be played on its own number, and it unlocks that number for everyone.',
  line: 'One line with two open ends: no spinners and no locked numbers.',

  noLock: 'No number is ever locked.',
  drawAnyTime: 'If you cannot play, or would rather not, draw one tile. After each draw you may play or draw again.',
  reserve: (n) => `The last ${tiles(n)} of the boneyard are never drawn.`,
  drawOne: 'Only when you cannot play, draw exactly one tile. If it fits, play it at once; if not, your turn passes.',
  drawUntil:
    'Only when you cannot play, draw one tile at a time, keeping them all, until one fits; play that tile at once.',
  drawEmpty: 'The boneyard may be drawn empty.',

  mustDraw: (n) => `While ${n} or more tiles are in the boneyard you may not pass: draw instead.`,
  passClosed:
    'Pass only when drawing is closed and you cannot play. With drawing closed, a tile that fits must be played.',
  passAfterDraw: 'You pass after drawing a tile that does not fit, or when you cannot play and drawing is closed.',
  passEmpty: 'You pass only when you cannot play and the boneyard is empty.',
  passMust: 'If you cannot play, you pass. If you can play, you must: no holding a tile back.',

  blocked: 'When nobody can play and nobody may draw, the round is blocked. It ends at once.',
  blockedNoDraw: 'When nobody can play, the round is blocked. It ends at once.',
  blockWhen:
    'Without doubles that happens exactly when both ends show the same number and all six of its tiles are down.',

  pips: 'One point per pip. Tiles left in the boneyard never count.',
  domino: '“Domino!”: the first player to lay their last tile scores every pip left in the other hands.',
  blockTen: 'Blocked: nobody wins the round, and every player scores 10.',
  blockLowest:
    "Blocked: the lowest hand scores the pips in the opponents' hands (not its own). A tie for the lowest hand: nobody scores.",
  blockMinusOwn:
    'The winner scores the pips in the other hands minus those left in its own. Blocked: the lowest hand wins; a tie for the lowest hand: nobody scores.',
  blockAll: 'Blocked with one lowest hand: that player scores every pip in the three hands, its own included.',
  blockTwo:
    'Two tied for the lowest: the third player loses its own pips (totals can go below zero); the two score nothing.',
  blockThree: 'All three tied: nobody scores.',

  target: (n) => `The first to reach ${n} ${n === 1 ? 'point' : 'points'} wins.`,
  tieTop:
    'If several players reach it in the same round, the highest total wins; if the highest totals are equal, another round is played.',

  laterLeadDomino:
    'Later rounds: whoever went out starts, with any tile; after a blocked round the doubles are drawn again.',
  laterLeadRotation: 'Later rounds: the player to the left of the last round’s opener starts, with any tile.',
  spinFirstDouble:
    'The first double laid, opening or not, is the only spinner. Its two flanks open only once both its sides hold a tile; later doubles lie crosswise.',
  count:
    'The count is the total of the open ends; a double at an end counts both halves until a tile covers its far side.',
  fives: 'After every play, the opening too, a count that is a multiple of 5 scores its value at once.',
  fivesThrees:
    'After every play, the opening too, the count scores count ÷ 5 if it divides by 5 and count ÷ 3 if it divides by 3: 15 scores 8.',
  knock: 'A knock scores nothing.',
  dominoFive:
    '“Domino!”: the first to lay their last tile scores the pips in the other hands, rounded to the nearest 5.',
  blockFive:
    'Blocked: the lowest hand scores the pips in the other hands, rounded to the nearest 5 (its own are not taken off). A tie for the lowest hand: nobody scores.',
  chipOut:
    'Chipping out (laying your last tile) adds 1 point to that play’s score. Pips left in hands never count; a blocked round scores nothing.',
  targetAtOnce: (n) => `The first to reach ${n} points wins at once, even in the middle of a round.`,
  targetExact: (n) => `Reach exactly ${n} points to win, at once: a score that would take you past ${n} is not scored.`,
};

/** The rules of a table's variant and options, in English. */
export const rulesText = (rules: RulesFacts): RulesText => buildRules(phrases, rules);

/** The panel that shows it, in this chunk so a table that never opens it never downloads it. */
export { rulesStyles, rulesView } from './view.js';
export { BUILD as build } from '../build-id.js';
