// Issue 23: a hand tile is one template instance (its button, svg and the tile's g, rect, line and pip path) and the hand
// holds one click, keydown and pointerdown listener for all its tiles. The DOM stays as CSS, tests and readers saw it;
// tap, keys and drag act on the tile under them, also once the hand has been drawn again with other tiles.
import { html, render } from 'lit';
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { handView, type HandViewOptions } from '../../src/element/views/hand.js';
import { tileSvg } from '../../src/element/views/tile.js';
import type { Move, Tile } from '../../src/engine/types.js';
import {
  $,
  $$,
  handTile,
  humanTurnOrEnd,
  mount,
  playByKeyboard,
  playByMouse,
  root,
  target,
  until,
  type DominoTable,
} from './helpers.js';

const hosts: HTMLElement[] = [];
afterEach(() => hosts.splice(0).forEach((h) => h.remove()));

/** The hand drawn straight into the page, with callbacks that record what they are called with. */
function hand(tiles: Tile[], over: Partial<HandViewOptions> = {}, host?: HTMLElement) {
  const calls: unknown[][] = [];
  const place = host ?? document.body.appendChild(document.createElement('div'));
  if (!host) hosts.push(place);
  render(
    handView({
      tiles,
      label: 'Your hand',
      labels: tiles.map((t) => `tile ${t}`),
      playable: null,
      picked: null,
      focus: 0,
      onActivate: (tile) => calls.push(['activate', tile]),
      onKey: (event, index) => calls.push(['key', event.key, index]),
      onPointerDown: (event, tile) => calls.push(['down', event.pointerId, tile]),
      ...over,
    }),
    place,
  );
  return { host: place, calls, buttons: [...place.querySelectorAll<HTMLButtonElement>('.hand__tile')] };
}

/** The pip path tileSvg draws for `tile` upright (as the board, seats and dialogs draw it). */
function boardPips(tile: Tile): string {
  const host = document.createElement('div');
  render(html`<svg>${tileSvg(tile, { horizontal: false })}</svg>`, host);
  return host.querySelector('path.pip')!.getAttribute('d')!;
}

const bubbling = { bubbles: true, composed: true };

describe('a hand tile (issue 23)', () => {
  it('is a button holding an aria-hidden svg with the tile drawn as everywhere else, named and marked on the button', () => {
    const tiles: Tile[] = ['6-4', '3-3', '5-0'];
    const { host, buttons } = hand(tiles, { playable: new Set(['3-3', '5-0']), picked: '5-0', focus: 1 });
    const group = host.querySelector('.hand')!;
    expect(group.getAttribute('part')).to.equal('hand');
    expect(group.getAttribute('role')).to.equal('group');
    expect(group.getAttribute('aria-label')).to.equal('Your hand');
    expect(buttons.map((b) => b.dataset.tile)).to.deep.equal(tiles);
    expect(buttons.map((b) => b.tabIndex)).to.deep.equal([-1, 0, -1]);
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).to.deep.equal(['false', 'false', 'true']);
    expect(buttons.map((b) => b.getAttribute('aria-label'))).to.deep.equal(['tile 6-4', 'tile 3-3', 'tile 5-0']);
    const classes: string[] = [];
    buttons.forEach((button, i) => {
      expect(button.type).to.equal('button');
      expect(button.className).to.equal('hand__tile');
      expect(button.getAttribute('part')).to.equal('tile');
      expect([...button.children].map((c) => c.tagName)).to.deep.equal(['svg']);
      const img = button.children[0]!;
      expect(img.getAttribute('class')).to.equal('tile-img');
      expect(img.getAttribute('viewBox')).to.equal('-.5 -1 1 2');
      expect(img.getAttribute('aria-hidden')).to.equal('true');
      expect(img.hasAttribute('role') || img.hasAttribute('aria-label'), 'the button holds the name').to.equal(false);
      expect([...img.children].map((c) => c.tagName)).to.deep.equal(['g']);
      const g = img.children[0]!;
      classes.push(g.getAttribute('class')!);
      // Upright at 0, 0: no transform, no title (the button is named), no spinner pin.
      expect(g.hasAttribute('style')).to.equal(false);
      expect([...g.children].map((c) => `${c.tagName}.${c.getAttribute('class')}`)).to.deep.equal([
        'rect.tile__face',
        'line.tile__bar',
        'path.pip',
      ]);
      expect(g.querySelector('path')!.getAttribute('d')).to.equal(boardPips(tiles[i]!));
      expect(g.querySelector('rect')!.getAttribute('height')).to.equal('1.9');
      expect(g.namespaceURI).to.equal('http://www.w3.org/2000/svg');
    });
    expect(classes).to.deep.equal(['tile', 'tile tile--playable', 'tile tile--playable tile--selected']);
  });

  it('one listener of each kind on the hand tells the tile under a click, key or press, also after a redraw', () => {
    const first = hand(['6-4', '3-3', '5-0']);
    const { host, calls } = first;
    // From deep inside a tile: the pip path, the face.
    first.buttons[1]!.querySelector('path')!.dispatchEvent(new MouseEvent('click', bubbling));
    first.buttons[2]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', ...bubbling }));
    first.buttons[0]!.querySelector('rect')!.dispatchEvent(
      new PointerEvent('pointerdown', { pointerId: 7, ...bubbling }),
    );
    // Between the tiles: nothing.
    for (const type of ['click', 'keydown', 'pointerdown'])
      host.querySelector('.hand')!.dispatchEvent(new Event(type, bubbling));
    expect(calls).to.deep.equal([
      ['activate', '3-3'],
      ['key', 'ArrowLeft', 2],
      ['down', 7, '6-4'],
    ]);

    // The hand drawn again with other tiles (a tile played, one drawn): the same listeners see the new ones.
    const again = hand(['3-3', '5-0', '2-1'], {}, host);
    // Lit keeps the buttons by place: the first now holds the 3-3, and the listeners read that.
    expect(again.buttons[0], 'the button is reused').to.equal(first.buttons[0]);
    again.buttons[2]!.querySelector('path')!.dispatchEvent(new MouseEvent('click', bubbling));
    again.buttons[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', ...bubbling }));
    again.buttons[2]!.dispatchEvent(new PointerEvent('pointerdown', { pointerId: 3, ...bubbling }));
    expect(again.calls).to.deep.equal([
      ['activate', '2-1'],
      ['key', 'End', 0],
      ['down', 3, '2-1'],
    ]);
    expect(calls, 'the first callbacks are not called again').to.have.length(3);
  });
});

describe('the hand played by tap, keys and drag once it has been drawn again (issue 23)', function () {
  this.timeout(30000);
  before(() => setViewport({ width: 1100, height: 1400 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('plays by tap, arrows and Enter, and drag after a move changed the tiles', async () => {
    const el = await mount({ variant: 'doubles', players: '2', seed: 'hand-tile', 'ai-delay': '0' });
    const ways = ['tap', 'keys', 'drag'] as const;
    const done = new Set<string>();
    let moved = false;
    for (let guard = 0; guard < 60 && done.size < ways.length; guard++) {
      await humanTurnOrEnd(el);
      if (el.state.phase !== 'play') break;
      const moves = el.legalMoves();
      const move = moves.find((m) => m.type === 'play');
      // The first move (and every draw or pass) through the API, so the hand is drawn again before each try.
      if (!moved || !move || move.type !== 'play') {
        const m = move ?? moves[0]!;
        const result = m.type === 'play' ? el.play(m.tile, m.end) : m.type === 'draw' ? el.draw() : el.pass();
        expect(result).to.deep.equal({ ok: true });
        moved = true;
        continue;
      }
      const way = ways.find((w) => !done.has(w))!;
      const before = el.state.log.length;
      if (way === 'tap') await playByMouse(el, move);
      else if (way === 'keys') await arrowsAndEnter(el, move);
      else await drag(el, move);
      await until(() => el.state.log.length > before, `the ${way} to be played`);
      expect(el.state.log[before]!.move, way).to.deep.equal(move);
      done.add(way);
    }
    expect([...done].sort()).to.deep.equal([...ways].sort());
  });
});

/** From the tab stop to the last tile (End), the first (Home) and by arrows to the move's tile, then Enter. */
async function arrowsAndEnter(el: DominoTable, move: Extract<Move, { type: 'play' }>) {
  const tiles = () => $$<HTMLButtonElement>(el, '.hand__tile');
  const focused = (button: Element | undefined, what: string) =>
    until(() => root(el).activeElement === button && button.getAttribute('tabindex') === '0', what);
  tiles()
    .find((b) => b.tabIndex === 0)!
    .focus();
  // The keys' code comes with keyboard focus (chunks/rare.js): the first keys may wait for it.
  await sendKeys({ press: 'End' });
  await focused(tiles().at(-1), 'End on the last tile');
  await sendKeys({ press: 'Home' });
  await focused(tiles()[0], 'Home on the first tile');
  const to = tiles().findIndex((b) => b.dataset.tile === move.tile);
  for (let i = 0; i < to; i++) await sendKeys({ press: 'ArrowRight' });
  await focused(handTile(el, move.tile)!, 'the arrows on the tile');
  expect(tiles().filter((b) => b.tabIndex === 0)).to.deep.equal([handTile(el, move.tile)]);
  // Enter (focus and the tab stop are on the tile now), and the end if asked, by the arrows and Enter.
  await playByKeyboard(el, move);
}

/** The move's tile dragged from the hand onto its end with a real mouse. */
async function drag(el: DominoTable, move: Extract<Move, { type: 'play' }>) {
  const from = handTile(el, move.tile)!.getBoundingClientRect();
  const x = Math.round(from.x + from.width / 2);
  await sendMouse({ type: 'move', position: [x, Math.round(from.y + from.height / 2)] });
  await sendMouse({ type: 'down' });
  await sendMouse({ type: 'move', position: [x, Math.round(from.y - 40)] });
  await el.updateComplete;
  expect($(el, '.ghost'), 'a tile follows the pointer').to.not.equal(null);
  const spot = target(el, move.end)!.getBoundingClientRect();
  await sendMouse({
    type: 'move',
    position: [Math.round(spot.x + spot.width / 2), Math.round(spot.y + spot.height / 2)],
  });
  await sendMouse({ type: 'up' });
}
