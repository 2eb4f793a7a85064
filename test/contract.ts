// Names fixed by API.md, in its order, for tests that go over all of them.

/** Every attribute of API.md §2. */
export const ATTRIBUTES = [
  'variant',
  'players',
  'humans',
  'seed',
  'target-score',
  'hand-size',
  'spinners',
  'lead',
  'set',
  'ai',
  'ai-delay',
  'show-hands',
  'hints',
  'lang',
  'theme',
  'player-names',
  'persist',
  'deal',
  'loading',
  'sound',
] as const;

/** Every event of API.md §5. */
export const EVENTS = [
  'domino-lead',
  'domino-move',
  'domino-turn',
  'domino-round-end',
  'domino-match-end',
  'domino-step',
  'domino-answer',
  'domino-error',
] as const;
