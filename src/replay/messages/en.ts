/** English words of the replay view (step bar, move list, lessons): the reference whose keys every language matches. */

export const en = {
  record: 'Game record',
  steps: 'Step through the game',
  first: 'First step',
  back: 'Previous step',
  forward: 'Next step',
  last: 'Last step',
  counter: 'Step {n} of {total}',
  moves: 'Moves',
  range: 'Steps {from} to {to}',
  question: 'Question: find this move',
  ask: 'Your turn to find {name}’s move: choose a tile from the hand below, then its end.',
  right: 'Right!',
  again: 'Not this one, try again.',
  wait: 'Find this move first, or press Last step to see the game to its end.',
  marked: 'Marked: {list}.',
  arrow: 'An arrow from {from} to {to}.',
  more: 'and {n} more.',
  end: 'the open {pip}',
  nothing: 'Nothing is shown played.',
  fetchFailed: 'The record at {src} could not be fetched ({why}).',
  tooLarge: 'The record at {src} is over 256 KB, the most a table reads.',
  srcBad: 'src="{src}" is not an address.',
  chapters: 'Chapters',
  chapter: 'Chapter {n} of {total}: {title}',
};

export type ReplayCatalog = typeof en;
