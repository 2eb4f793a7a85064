/** The coach's sentences in English: the reference catalog whose keys every other language must match. */

// {best} is the better move as named by `play`, `open`, `drawing` or `passing` ({place}: where its end lies, in
// `places`' words); {points} the expected points it was worth more; {pips} how many more pips it sheds; {move} the
// move made. Plain text only.
export const en = {
  // The review panel: its title, when nothing was to choose, and the grades (best, fine, loose, blunder).
  title: 'Your moves, reviewed',
  none: 'No move of yours had a choice in this round.',
  // The panel's list and the position it opens: how to open a move, the way back, the step on the board.
  tip: 'Choose a move to see it on the board.',
  back: 'Back to the review',
  step: 'Move {n} of the round',
  grades: 'Best,Fine,Loose,Blunder',
  decimal: '.',
  play: '{tile} on the {pip}, {place}',
  open: '{tile} to open',
  drawing: 'drawing',
  passing: 'passing',
  // Where an end is, in the table's words (its `places`, in the same order).
  places: 'north arm,east arm,south arm,west arm,left end,right end,north side,east side,south side,west side',
  // What the person did: a play (named by `play` or `open`), a draw, a pass.
  you: 'You played {move}.',
  drew: 'You drew.',
  passed: 'You passed.',
  best: 'Well played: the best move here was {move}.',
  domino: 'Better: {best}, which goes out and ends the round (about {points} points more).',
  target: 'Better: {best}, which reaches the target and wins the match at once (about {points} points more).',
  block: 'Better: {best}, which blocks the round while your hand is the lightest (about {points} points more).',
  scores: 'Better: {best}, which scores {scored} at once: the ends count {count} (about {points} points more).',
  gavePoints: 'Better: {best}; your move let the next player score {given} at once (about {points} points more).',
  gaveDomino: 'Better: {best}; your move let the next player go out (about {points} points more).',
  nextStuck: 'Better: {best}, which leaves the next player nothing to play (about {points} points more).',
  playInstead: 'Better: {best} than drawing while you had a tile to play (about {points} points more).',
  drawInstead: 'Better: {best}, keeping your tiles for later (about {points} points more).',
  lessRisk: 'Better: {best}, which leaves the others fewer chances to go out first (about {points} points more).',
  moreWins: 'Better: {best}, which wins the round more often (about {points} points more).',
  heavier: 'Better: {best}, which sheds {pips} more pips that would count against you (about {points} points more).',
  options: 'Better: {best}, which keeps more of your tiles playable (about {points} points more).',
  points: 'Better: {best}, worth about {points} points more on average.',
};

export type CoachCatalog = typeof en;
