// Small pages of each framework that use <domino-table> (compiled by jsx.test.ts with the generated types): the
// right props and listeners compile, and each `@ts-expect-error` line must fail, so types that let anything
// through (any) fail the test too. Kept as text: the project's own type-check has no JSX settings.

/** React 19 (jsx: react-jsx): properties, attributes and `ondomino-*` listeners. */
export const REACT = `import type {} from 'domino-table/jsx/react';

export const table = (
  <domino-table
    variant="doubles"
    players={2}
    target-score="150"
    ai-delay={0}
    show-hands
    hints
    ai="hard"
    lang="es"
    className="wide"
    ondomino-move={(event) => {
      const seat: number = event.detail.seat;
      const type: 'play' | 'draw' | 'pass' = event.detail.move.type;
      void [seat, type];
    }}
    ondomino-error={(event) => {
      const code: 'invalid-attribute' | 'invalid-state' | 'storage' | 'load' = event.detail.code;
      void code;
    }}
  />
);
export const byProperty = <domino-table targetScore={150} showHands playerNames="Ann,Bo" />;
// React 19 sets \`record\` as a property (the element has the member): a string replays it, null leaves replay mode.
export const replay = <domino-table record={'[variant doubles]\\n[seed s]'} step="end" />;
export const noReplay = <domino-table record={null} />;
// @ts-expect-error: a record is text
export const badRecord = <domino-table record={42} />;
// @ts-expect-error: not a variant
export const badVariant = <domino-table variant="chess" />;
// @ts-expect-error: not a level
export const badLevel = <domino-table ai="expert" />;
// @ts-expect-error: no such attribute
export const badName = <domino-table colour="red" />;
export const badDetail = (
  <domino-table
    ondomino-turn={(event) => {
      // @ts-expect-error: a turn's detail has no tile
      void event.detail.tile;
    }}
  />
);
`;

/** Vue 3: GlobalComponents, listeners as onDominoMove (\`@domino-move\` in a template). */
export const VUE = `import type { GlobalComponents } from 'vue';
import type {} from 'domino-table/jsx/vue';

type Props = InstanceType<GlobalComponents['domino-table']>['$props'];

export const props: Props = {
  variant: 'doubles-classic',
  set: 'double-nine',
  spinners: 'first',
  'target-score': '150',
  showHands: true,
  record: '[variant doubles]\\n[seed s]',
  onDominoRoundEnd: (event) => {
    const scores: number[] = event.detail.scores;
    void scores;
  },
};
// @ts-expect-error: not a spinner rule
export const badSpinners: Props = { spinners: 'some' };
// @ts-expect-error: no such prop
export const badName: Props = { colour: 'red' };
export const badDetail: Props = {
  onDominoMatchEnd: (event) => {
    // @ts-expect-error: a match end names its winner, not a seat
    void event.detail.seat;
  },
};
`;

/** Svelte 5: SvelteHTMLElements, \`ondomino-*\` listeners. */
export const SVELTE = `import type { SvelteHTMLElements } from 'svelte/elements';
import type {} from 'domino-table/jsx/svelte';

type Props = SvelteHTMLElements['domino-table'];

export const props: Props = {
  variant: 'maltese-cross',
  'ai-delay': 300,
  theme: 'dark',
  'ondomino-lead': (event) => {
    const seat: number = event.detail.seat;
    void seat;
  },
};
// @ts-expect-error: not a theme
export const badTheme: Props = { theme: 'blue' };
// @ts-expect-error: no such prop
export const badName: Props = { colour: 'red' };
`;

/** Solid (jsx: preserve, jsxImportSource: solid-js): \`on:domino-*\` listeners. */
export const SOLID = `import type {} from 'domino-table/jsx/solid';

export const table = (
  <domino-table
    variant="doubles-in-the-boneyard"
    humans={0}
    hand-size={5}
    persist="my-match"
    on:domino-turn={(event) => {
      const human: boolean = event.detail.human;
      void human;
    }}
  />
);
// @ts-expect-error: not a variant
export const badVariant = <domino-table variant="chess" />;
// @ts-expect-error: no such attribute
export const badName = <domino-table colour="red" />;
`;
