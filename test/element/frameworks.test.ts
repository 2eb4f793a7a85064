// The table inside the frameworks its users' pages are built with: React 19 (react-dom, bundled for the test by
// web-test-runner.config.mjs) and Vue 3 (its ES module build with the template compiler), each rendering a real
// <domino-table>. They set `record` as a property (the element has a member of that name), pass attributes, and
// listen to the DOM events the README documents; the table must replay, play and report as it does in plain HTML.
import { expect } from '@open-wc/testing';
import { createApp, nextTick, reactive } from 'vue/dist/vue.esm-browser.prod.js';
import { $, type DominoTable, until } from './helpers.js';
import { KELLEY_DRAWS, MALTESE_LOCKS, played } from './replay-helpers.js';

interface ReactModule {
  createElement: (type: string, props: Record<string, unknown> | null) => unknown;
  createRoot: (container: Element) => { render: (node: unknown) => void; unmount: () => void };
  flushSync: (fn: () => void) => void;
}
// Served by web-test-runner.config.mjs (React ships CommonJS only); not a module TypeScript can see.
const react = (): Promise<ReactModule> => import(/* @vite-ignore */ '/__frameworks/react.js' as string);

const MATCH_EVENTS = ['domino-lead', 'domino-turn', 'domino-move'];

/** A container in the page; removed with whatever the framework left in it. */
function host(): HTMLElement {
  const div = document.createElement('div');
  div.style.width = '375px';
  document.body.append(div);
  return div;
}

describe('React 19', () => {
  it('record={…} replays the record; a new record replaces it; record={null} leaves replay mode', async () => {
    const { createElement, createRoot, flushSync } = await react();
    const div = host();
    const root = createRoot(div);
    const heard: string[] = [];
    const listeners = Object.fromEntries(MATCH_EVENTS.map((name) => [`on${name}`, () => heard.push(name)]));
    const render = (props: Record<string, unknown>) =>
      flushSync(() => root.render(createElement('domino-table', { ...listeners, ...props })));
    try {
      render({ record: KELLEY_DRAWS, step: 'end' });
      const el = div.querySelector('domino-table') as DominoTable;
      await until(() => $(el, '.replay__bar') !== null, 'the step bar');
      expect(el.getAttribute('record')).to.equal(KELLEY_DRAWS);
      expect(typeof el.record).to.equal('function', 'the method is still there');
      expect(el.state.variant).to.equal('doubles-classic');
      expect(played(el)).to.equal(3);

      render({ record: MALTESE_LOCKS, step: 'end' });
      await el.updateComplete;
      expect(el.state.variant).to.equal('maltese-cross');
      expect(el.state.layout.tiles.length).to.be.greaterThan(3);
      expect(heard).to.deep.equal([], 'no match is dealt behind a record');

      render({ record: null, variant: 'doubles', players: '2', seed: 'react-off' });
      await until(() => $(el, '.replay__bar') === null, 'replay mode left');
      expect(el.hasAttribute('record')).to.equal(false);
      expect(el.state.variant).to.equal('doubles');
      await until(() => heard.includes('domino-turn'), 'the match started, heard through React’s onEvent props');
    } finally {
      root.unmount();
      div.remove();
    }
  });

  it('plays: attributes as props, a move through the public method, events through on… props', async () => {
    const { createElement, createRoot, flushSync } = await react();
    const div = host();
    const root = createRoot(div);
    const moves: { seat: number }[] = [];
    try {
      flushSync(() =>
        root.render(
          createElement('domino-table', {
            variant: 'doubles',
            players: '2',
            seed: 'react-play',
            'ai-delay': '0',
            'ondomino-move': (event: CustomEvent<{ seat: number }>) => moves.push(event.detail),
          }),
        ),
      );
      const el = div.querySelector('domino-table') as DominoTable;
      await until(() => el.state.phase === 'play' && el.state.current === 0, 'your turn');
      const before = moves.length; // the computer may have opened the round
      const move = el.legalMoves()[0]!;
      const result = move.type === 'play' ? el.play(move.tile, move.end) : move.type === 'draw' ? el.draw() : el.pass();
      expect(result.ok).to.equal(true);
      await until(() => moves.length >= before + 2, 'your move and the computer’s reply');
      expect(moves.slice(before, before + 2).map((m) => m.seat)).to.deep.equal([0, 1]);
    } finally {
      root.unmount();
      div.remove();
    }
  });
});

describe('Vue 3', () => {
  it(':record replays the record and follows the data; null leaves replay mode; @domino-step is heard', async () => {
    const div = host();
    const data = reactive<{ record: string | null; steps: number[] }>({ record: KELLEY_DRAWS, steps: [] });
    const app = createApp({
      setup: () => ({ data, onStep: (event: CustomEvent<{ step: number }>) => data.steps.push(event.detail.step) }),
      template: `<domino-table :record="data.record" step="end" variant="doubles" players="2" seed="vue-off"
        @domino-step="onStep"></domino-table>`,
    });
    app.config.compilerOptions.isCustomElement = (tag: string) => tag === 'domino-table';
    app.mount(div);
    try {
      const el = div.querySelector('domino-table') as DominoTable;
      await until(() => $(el, '.replay__bar') !== null, 'the step bar');
      expect(el.getAttribute('record')).to.equal(KELLEY_DRAWS);
      expect(el.state.variant).to.equal('doubles-classic');
      expect(played(el)).to.equal(3);
      await until(() => data.steps.length > 0, 'domino-step through @domino-step');

      data.record = MALTESE_LOCKS;
      await nextTick();
      await el.updateComplete;
      expect(el.state.variant).to.equal('maltese-cross');

      data.record = null;
      await nextTick();
      await until(() => $(el, '.replay__bar') === null, 'replay mode left');
      expect(el.state.variant).to.equal('doubles');
    } finally {
      app.unmount();
      div.remove();
    }
  });
});
