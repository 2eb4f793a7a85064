/** English messages: the reference catalog whose keys (with en-rare.ts's) every other language must match. */

import type { RareKey, ScoringKey } from './en-rare.js';

// Syntax (see localize.ts): {param} is replaced by a value; {~A|B} reads A when the sentence is about
// the person at this screen ("you") and B otherwise; {#one|other} picks the plural form for {count}.
// Lists of ten are indexed by pip 0–9, comma-separated to keep the bundle small.
export const en = {
  // Numbers as words: spoken tile names, suit names, the double of each suit.
  pips: 'blank,one,two,three,four,five,six,seven,eight,nine',
  suits: 'Blanks,Ones,Twos,Threes,Fours,Fives,Sixes,Sevens,Eights,Nines',
  dbl: 'double {p}',
  tile: '{hi}–{lo}',
  hidden: 'hidden tile',

  // Variants: their names.
  // games:names (written by `npm run games` from each game's src/games/<id>/about.ts)
  'game.maltese-cross': 'Maltese Cross',
  'game.doubles': 'Doubles',
  'game.doubles-classic': "Kelley's Doubles",
  'game.doubles-in-the-boneyard': 'Doubles in the Boneyard',
  'game.block': 'Block',
  'game.draw': 'Draw',
  'game.all-fives': 'All Fives',
  'game.fives-and-threes': 'Fives and Threes',
  // /games:names

  // Seats. Compass points in seat order for 4 players (bottom, then clockwise); fewer players use a subset.
  compass: 'South,West,North,East',
  you: 'You',
  player: 'Player {n}',

  // Controls.
  draw: 'Draw',
  pass: 'Pass',
  undo: 'Undo',
  skipped: '{count} more {#move|moves}.',
  newMatch: 'New match',
  seeBoard: 'See the board',
  nextRound: 'Next round',
  ready: 'Ready',
  handover: 'Pass the screen to {name}.',

  // Regions (accessible names).
  board: 'Table',
  hand: '{~Your hand|{name}}: {count} {#tile|tiles}',
  menu: 'Menu: scores, moves, new match',
  points: '{count} {#pt|pts}',

  // Status.
  turn: '{~Your turn|{name} to play}',
  paused: 'Paused',
  thinking: '{name} is thinking…',
  clockwise: 'Clockwise (to the left)',
  boneyard: '{count} {#tile|tiles} in the boneyard',
  drawable: '{count} may be drawn',
  closed: 'none may be drawn',
  unlocked: 'Unlocked suits: {list}',
  noneUnlocked: 'No suit unlocked yet',
  target: 'Target: {count} points',
  round: 'Round {n}',

  // Who opens, by LeadInfo.how (the other games' ways of opening: en-rare.ts, enScoring).
  'lead.double-six': '{~You hold|{name} holds} the 6-6 and {~open|opens}.',
  'lead.search': 'Nobody held the 6-6; drawing in turn: {drawn}. {~You open|{name} opens}.',
  'lead.drew': '{~you drew|{name} drew} {tiles}',
  'lead.drewHidden': '{~you drew|{name} drew} a tile',
  'lead.deal': 'The deal names {~you|{name}} to open.',

  // Why a move is refused, one per ReasonCode (some with a more exact variant after the dot).
  'not-your-turn': 'It is not your turn.',
  'invalid-tile': 'That is not a tile of this set.',
  'not-in-hand': 'The {tile} is not in your hand.',
  'no-such-end': 'Choose an open end for the {tile}.',
  'no-match': 'The {tile} has no {pip} to match this end.',
  'no-match.any': 'The {tile} matches no open end.',
  'suit-locked': '{suits} are locked: the {double} is not on the table yet.',
  'cross-incomplete': 'Finish the cross first: the 6-6 still has a free side.',
  'must-lead': 'The round opens with the {tile}.',
  'must-lead.any': 'Open with any tile from your hand.',
  'must-play': 'A tile fits, so you must play it.',
  'must-draw': 'You may not pass while the boneyard has tiles to draw.',
  'cannot-draw': 'You cannot draw now.',
  'cannot-draw.closed': 'The boneyard is closed: the last {count} {#tile is|tiles are} never drawn.',
  'cannot-draw.empty': 'The boneyard is empty.',
  'must-play-drawn': 'You drew the {tile}: it fits, so it must be played now.',
  'wrong-phase': 'The round is over.',
  'wrong-phase.ended': 'The round has ended: its result is final and cannot be taken back.',
  'wrong-phase.none': 'There is no move of yours to take back in this round.',
  'wrong-phase.playing': 'The round is still being played.',
  'wrong-phase.busy': 'The table cannot take that move right now.',
  'not-your-turn.undo': 'Only the person who made the last move may take it back, before the screen is passed.',
  'invalid-state': 'That saved match is not valid.',

  // Announcer (screen-reader live region).
  'say.play': '{~You play|{name} plays} {tile} on the {pip}.',
  // Where an open end is, as the record's places name it (N E S W, L R; a later letter: a spinner's side).
  places: 'north arm,east arm,south arm,west arm,left end,right end,north side,east side,south side,west side',
  'say.playAt': '{~You play|{name} plays} {tile} on the {pip}, {place}.',
  // The board's zoom buttons, shown where the whole board would need tiles too small to read.
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fit: 'Fit',
  'say.open': '{~You open|{name} opens} with {tile}.',
  'say.draw': '{~You draw|{name} draws} a tile.',
  'say.drawTile': '{~You draw|{name} draws} {tile}.',
  'say.pass': '{~You pass|{name} passes}.',

  // Round and match end.
  'end.domino': 'Domino! {~You|{name}} played the last tile.',
  'end.blocked': 'Blocked: nobody can play.',
  'end.pips': '{~You hold|{name} holds} {count} {#pip|pips}.',
  'end.wins': '{~You score|{name} scores} {count} {#point|points}.',
  'end.ten': 'Blocked cross: everyone scores 10.',
  'end.again': 'Tied at the top: one more round.',
  'end.match': '{~You win|{name} wins} the match with {count} {#point|points}.',
  // Column headings of the round-end table: the seat, its tiles left, this round's points, the match score.
  'end.col.seat': 'Player',
  'end.col.hand': 'Tiles left',
  'end.col.points': 'Points',
  'end.col.total': 'Total',
  // Teaching: the rules, hints, what to do when stuck, what the others did, watch mode, the match's end.
  rules: 'Rules',
  hint: 'Hint',
  missing: 'That part could not be loaded. Try again later.',
  unsaved: 'This match is not being saved.',
  drawAll: 'Draw until one fits',
  'stuck.draw': 'No tile fits: draw.',
  'stuck.pass': 'No tile fits, and nothing may be drawn: pass.',
  'hint.on': ' on the {pip}',
  'hint.only': 'Play the {tile}{on}: it is the only tile that fits.',
  'hint.heavy':
    'Play the {tile}{on}: it is your heaviest tile that fits, and pips left in your hand count against you.',
  'hint.double': 'Play the {tile}{on}: hold your doubles back, for a double opens its suit to everyone.',
  'hint.block': 'Play the {tile}{on}: it leaves the other players the fewest tiles that fit.',
  'tile.fits': '{tile}: fits on {pips}',
  'tile.new': '{tile}, new',
  'tile.stuck': '{tile}: fits nowhere now',
  'did.pass': 'passed',
  'did.draw': 'drew {count}',
  pause: 'Pause',
  resume: 'Play',
  step: 'Step',
  review: 'Review my moves',
  playAgain: 'Play again',
  copyRecord: 'Copy record',
  copied: 'Record copied',
  notCopied: 'Could not copy',
};

/** The keys of the entry's English: `t` finds these in any language without help. */
export type EntryKey = keyof typeof en;
/** Every message's key: the entry's, and those whose English comes with the chunk that says them (en-rare.ts). */
export type MsgKey = EntryKey | RareKey | ScoringKey;
/** What every language must provide: exactly the keys of `en` and `enRare`, each a template string. */
export type Catalog = { readonly [K in MsgKey]: string };
