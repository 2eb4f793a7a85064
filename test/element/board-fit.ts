// Issue 20 items 1, 2, 4, 6 (run by board-fit-*.test.ts, one screen size each): through whole rounds, in every game of
// the registry (double-nine with every double a spinner too), the board's tiles stay readable and fill the felt, every
// lit slot's centre is that end's alone (and a real tap on one plays there), and every lit end has a name of its own
// that repeats no phrase (issue 35 item 8); at the round's end the result fits (nothing in it scrolls, no word broken)
// and, wider than a phone, leaves the board in sight.
// Issue 35's Checks, at every turn of the same rounds: every hand tile inside the hand's visible box (item 1), the
// last move's text never cut (item 4), the buttons in two rows at most (item 4; the tablet in German, the desktop in
// French), a spinner lead's arm tiles centred on it (item 3: the Maltese Cross is a cross); after a pick in pan mode
// every lit end comes into the visible board and the zoom buttons cover no tile (item 2: every other pick is made on a
// board zoomed in as three presses of + would, where it would not pan by itself); at the round's end focus stays in the
// result's panel (item 7).
import { expect } from '@open-wc/testing';
import { emulateMedia, executeServerCommand, sendKeys, setViewport } from '@web/test-runner-commands';
import { $, $$, fullWidth, handTile, settled, until, type DominoTable } from './helpers.js';
import { brokenWords, overflowing } from './overflow.js';
import { VARIANTS } from '../../src/games/index.js';
import { BoardZoom, load } from '../../src/element/input/zoom.js';
import { langReady, type Lang } from '../../src/i18n/index.js';

/** Every game of the registry, and Kelley's double-nine with every double a spinner. */
const GAMES: ReadonlyArray<Record<string, string>> = [
  ...VARIANTS.map((variant) => ({ variant })),
  { variant: 'doubles-classic', set: 'double-nine', players: '2', spinners: 'all' },
];

/**
 * The floor of a board tile's long side (its drawn face) with `count` tiles on the board, as issue 20 sets it: 48 px
 * through 12 tiles, 36 px through 24, and in a double-nine round 30 px through 30; beyond, API.md §7's readable size
 * (a board that would need less pans at 36 px a tile, its face 34 px).
 */
const floor = (count: number, nine: boolean): number =>
  count <= 12 ? 48 : count <= 24 ? 36 : nine && count <= 30 ? 30 : 34;
const centre = (r: DOMRect): [number, number] => [r.x + r.width / 2, r.y + r.height / 2];

/**
 * Each table's board zoom (the reader's + and −), so a test can zoom in as the + button does on a board that would
 * not pan by itself; and whether the input that pans it (chunks/zoom.js, the module here) has arrived.
 */
const zooms = new WeakMap<object, BoardZoom>();
const updated = BoardZoom.prototype.hostUpdated;
BoardZoom.prototype.hostUpdated = function (this: BoardZoom) {
  zooms.set(this.host, this);
  updated.call(this);
};
/** The tables whose pan input is on (its instance made: the view then follows a pick). */
const panning = new WeakSet<object>();
const loadInput = load.input;
load.input = () =>
  loadInput().then((m) => ({
    ...m,
    ZoomInput: class extends m.ZoomInput {
      constructor(zoom: BoardZoom) {
        super(zoom);
        panning.add(zoom.host);
      }
    },
  }));

type View = { left: number; top: number; right: number; bottom: number };
/** The visible part of a scroller (its client area, less the scroll bars), in client coordinates. */
function visible(box: HTMLElement): View {
  const r = box.getBoundingClientRect();
  return { left: r.left, top: r.top, right: r.left + box.clientWidth, bottom: r.top + box.clientHeight };
}
const inside = (r: DOMRect | View, view: View, slack = 0.5): boolean =>
  r.left >= view.left - slack &&
  r.top >= view.top - slack &&
  r.right <= view.right + slack &&
  r.bottom <= view.bottom + slack;

/** Issue 35 item 1: every tile of the hand wholly inside the hand's box and the screen, nothing to scroll to. */
function handInView(el: DominoTable, width: number, height: number, when: string): number {
  const hand = $(el, '.hand')!;
  const box = hand.getBoundingClientRect();
  const tiles = $$(el, '.hand__tile');
  expect(tiles.length, `${when}: the hand drawn`).to.equal(el.state.seats[0]!.hand.length);
  expect(hand.scrollWidth, `${when}: the hand scrolls sideways`).to.be.at.most(hand.clientWidth);
  expect(hand.scrollHeight, `${when}: the hand scrolls`).to.be.at.most(hand.clientHeight);
  const screen = { left: 0, top: 0, right: width, bottom: height };
  for (const tile of tiles) {
    const r = tile.getBoundingClientRect();
    const what = `${when}, a hand of ${tiles.length}: the ${tile.dataset.tile}`;
    expect(inside(r, box), `${what} outside the hand's box`).to.equal(true);
    expect(inside(r, screen), `${what} off the screen`).to.equal(true);
  }
  return tiles.length;
}

/** Issue 35 item 4: the last move's text whole (its box holds it), and the buttons in two rows at most. */
function statusAndControls(el: DominoTable, when: string): void {
  const last = $(el, '.status__last');
  if (last) {
    const what = `${when}: the last move "${last.textContent!.trim()}" cut`;
    expect(last.scrollWidth, what).to.be.at.most(last.clientWidth);
    expect(last.scrollHeight, what).to.be.at.most(last.clientHeight + 1);
  }
  const buttons = $$(el, '.controls .btn');
  const rows = new Set(buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
  expect(
    rows.size,
    `${when}: rows of buttons (${buttons.map((b) => b.textContent!.trim()).join(' | ')})`,
  ).to.be.at.most(2);
  for (const b of buttons)
    expect(b.scrollWidth, `${when}: ${b.textContent!.trim()} spills out of its button`).to.be.at.most(
      b.clientWidth + 1,
    );
}

/**
 * Issue 35 item 3 (R-MC-4): a spinner lead (the Maltese Cross's 6-6) makes a cross: each arm tile's drawn centre lies
 * on one of the lead's centre lines, the tile lengthwise along it, touching the lead.
 */
function crossArms(el: DominoTable, when: string): number {
  const layout = el.state.layout;
  if (!layout.tiles[0]?.spinner) return 0;
  const drawn = $$(el, '.board [part="played"] .tile__face').map((f) => f.getBoundingClientRect());
  const lead = drawn[0]!;
  const [lx, ly] = centre(lead);
  let arms = 0;
  layout.tiles.forEach((t, i) => {
    if (t.parent !== 0) return;
    const r = drawn[i]!;
    const [x, y] = centre(r);
    const what = `${when}: the ${t.end} arm's ${t.tile} against the lead ${layout.tiles[0]!.tile}`;
    const upright = Math.abs(x - lx) <= 0.5;
    expect(
      upright || Math.abs(y - ly) <= 0.5,
      `${what}: centre ${x.toFixed(1)},${y.toFixed(1)} off ${lx.toFixed(1)},${ly.toFixed(1)}`,
    ).to.equal(true);
    expect(r.height > r.width, `${what}: lengthwise along its line`).to.equal(upright);
    // Touching: the gap between the two faces along the line is no more than a seam.
    const gap = upright
      ? Math.max(r.top - lead.bottom, lead.top - r.bottom)
      : Math.max(r.left - lead.right, lead.left - r.right);
    expect(gap, `${what}: apart from the lead`).to.be.at.most(Math.max(lead.width, lead.height) / 8);
    arms++;
  });
  return arms;
}

/**
 * Issue 35 item 2: the zoom buttons over no part of a tile the scroller shows.
 */
function zoomButtonsClear(el: DominoTable, when: string): void {
  const view = visible($(el, '.board-scroll')!);
  const buttons = $$(el, '.board-zoom .btn').map((b) => b.getBoundingClientRect());
  expect(buttons.length, `${when}: the zoom buttons`).to.equal(3);
  for (const face of $$(el, '.board .tile__face')) {
    const f = face.getBoundingClientRect();
    const [l, t] = [Math.max(f.left, view.left), Math.max(f.top, view.top)];
    const [r, b] = [Math.min(f.right, view.right), Math.min(f.bottom, view.bottom)];
    for (const z of buttons) {
      const over = l < r && t < b && z.left < r && l < z.right && z.top < b && t < z.bottom;
      expect(over, `${when}: a zoom button over a tile`).to.equal(false);
    }
  }
}

/** Sizes of the played tiles and how much of the felt the board's box fills along the axis that binds. */
function measure(el: DominoTable): { long: number; pip: number; fill: number; zoomable: boolean; max: boolean } {
  const felt = $(el, '.board-wrap')!.getBoundingClientRect();
  const tiles = $$(el, '.board [part="played"]').map((t) => t.getBoundingClientRect());
  const long = Math.min(...tiles.map((r) => Math.max(r.width, r.height)));
  // A pip is a round-capped dot of the pip path's stroke (views/tile.ts): its width on screen is that stroke's.
  const pips = $$<SVGGraphicsElement>(el, '.board [part="played"] .pip').map((p) => {
    const m = p.getScreenCTM()!;
    return Math.hypot(m.a, m.b) * parseFloat(getComputedStyle(p).strokeWidth);
  });
  // The board's drawing: its tiles and the open ends' slots (the layout keeps room for them).
  const drawn = [...tiles, ...$$(el, '.board .end, .board .target__area').map((e) => e.getBoundingClientRect())];
  const x0 = Math.min(...drawn.map((r) => r.left));
  const x1 = Math.max(...drawn.map((r) => r.right));
  const y0 = Math.min(...drawn.map((r) => r.top));
  const y1 = Math.max(...drawn.map((r) => r.bottom));
  const fill = Math.max((x1 - x0) / felt.width, (y1 - y0) / felt.height);
  return {
    long,
    pip: pips.length ? Math.min(...pips) : Infinity,
    fill,
    zoomable: $(el, '.board-scroll') !== null,
    // At the largest tile size (44 px a unit, board.ts MAX_UNIT) the board does not grow to fill the felt.
    max: ($<SVGSVGElement>(el, 'svg.board')!.getScreenCTM()?.a ?? 0) >= 43.9,
  };
}

/** Every lit slot: its drawn centre hits its own end, and their names differ. */
function checkTargets(el: DominoTable, when: string): Element[] {
  const root = el.shadowRoot!;
  const targets = $$(el, '.target');
  const names = targets.map((t) => t.getAttribute('aria-label'));
  expect(new Set(names).size, `${when}: a name per end (${names.join(' | ')})`).to.equal(names.length);
  // Issue 35 item 8: no phrase said twice in a name ("…, west arm, south side, south side.").
  for (const name of names) {
    const phrases = (name ?? '').replace(/\.$/, '').split(', ');
    expect(new Set(phrases).size, `${when}: "${name}" repeats a phrase`).to.equal(phrases.length);
  }
  for (const t of targets) {
    // A panned board may have the end out of view: brought in, as the reader would scroll to it.
    t.scrollIntoView({ block: 'center', inline: 'center' });
    const [x, y] = centre(t.querySelector('.target__area')!.getBoundingClientRect());
    const hit = root.elementFromPoint(x, y)?.closest('.target');
    expect(hit?.getAttribute('data-end'), `${when}: the centre of ${t.getAttribute('data-end')}`).to.equal(
      t.getAttribute('data-end'),
    );
  }
  return targets;
}

/**
 * The round's end: the table within the viewport, the result's panel showing all it holds (no box in it scrolls, no
 * word broken, fingertip buttons); on a tablet or a desktop it leaves every board tile in sight, at a readable size.
 */
function roundEnd(el: DominoTable, width: number, height: number): void {
  const panel = $(el, '.dialog--round')!;
  expect(el.getBoundingClientRect().height, 'the table within the screen').to.be.at.most(height + 0.5);
  expect(overflowing(panel), 'the result scrolls').to.deep.equal([]);
  expect(brokenWords(panel), 'words broken in the result').to.deep.equal([]);
  for (const button of panel.querySelectorAll('button')) {
    const r = button.getBoundingClientRect();
    expect(Math.min(r.width, r.height), `${button.textContent?.trim()}: a fingertip`).to.be.at.least(44);
  }
  if (width < 600) return;
  const p = panel.getBoundingClientRect();
  expect(p.bottom, 'the result on screen').to.be.at.most(height + 0.5);
  for (const tile of $$(el, '.board [part="played"]')) {
    const r = tile.getBoundingClientRect();
    const apart =
      r.bottom <= p.top + 0.5 || r.top >= p.bottom - 0.5 || r.right <= p.left + 0.5 || r.left >= p.right - 0.5;
    expect(apart, `${tile.querySelector('[aria-label]')?.getAttribute('aria-label')} under the result`).to.equal(true);
  }
  expect(measure(el).long, 'the final board: a tile’s long side').to.be.at.least(30);
}

/** Issue 35 item 7: the result's panel keeps focus: Tab goes round its buttons, Shift+Tab back, never out of it. */
async function focusStays(el: DominoTable): Promise<void> {
  const panel = $(el, '.dialog--round')!;
  const buttons = $$(el, '.dialog--round button');
  buttons[0]!.focus();
  const at = (what: string): void => {
    const now = el.shadowRoot!.activeElement;
    expect(document.activeElement, `${what}: focus left the table`).to.equal(el);
    expect(panel.contains(now), `${what}: focus left the panel for ${now?.outerHTML.slice(0, 80)}`).to.equal(true);
  };
  for (let i = 0; i <= buttons.length; i++) {
    await sendKeys({ press: 'Tab' });
    at(`Tab ${i + 1}`);
  }
  // Round once: on the first button again, and Shift+Tab from it goes to the last.
  expect(el.shadowRoot!.activeElement, 'Tab round the buttons').to.equal(buttons[1] ?? buttons[0]);
  buttons[0]!.focus();
  await sendKeys({ down: 'Shift' });
  await sendKeys({ press: 'Tab' });
  await sendKeys({ up: 'Shift' });
  at('Shift+Tab');
  expect(el.shadowRoot!.activeElement, 'Shift+Tab from the first button').to.equal(buttons.at(-1));
}

/** The tests at one screen size (a file per size, so they run side by side). */
export function boardFit(width: number, height: number, lang: Lang = 'en'): void {
  describe(`board fit, taps and end names at ${width}×${height}, ${lang} (issue 20, issue 35's Checks)`, function () {
    this.timeout(240000);
    // No glide or travel to wait for: tiles are measured where they land.
    before(() => Promise.all([emulateMedia({ reducedMotion: 'reduce' }), langReady(lang)]));
    after(() =>
      Promise.all([setViewport({ width: 800, height: 600 }), emulateMedia({ reducedMotion: 'no-preference' })]),
    );

    {
      for (const game of GAMES) {
        const nine = game.set === 'double-nine';
        it(`${width}×${height}, ${Object.values(game).join(' ')}: whole rounds`, async () => {
          await setViewport({ width, height });
          const el = await fullWidth({ ...game, lang, seed: `fit-${game.variant}`, 'target-score': '1000' });
          el.scrollIntoView();
          let taps = 0;
          // Picks with more than one end; of them, those made on a panning board; arm tiles looked at; the largest hand.
          let picks = 0;
          let panned = 0;
          let arms = 0;
          let largest = 0;
          // Rounds until one offered a tile more than one end (some deals of a game never do), three at most.
          for (let round = 1; ; round++) {
            for (let guard = 0; guard < 200; guard++) {
              await until(() => el.state.phase !== 'play' || el.state.current === 0, 'your turn', 20000);
              await settled(el);
              if (
                el.state.phase === 'play' &&
                el.state.layout.tiles.length &&
                el.legalMoves().some((x) => x.type === 'play')
              )
                await until(() => $(el, '.board .end') !== null, 'the open ends marked');
              // Tiles that glide to a re-laid-out place, or travel from a seat, are measured where they land.
              await Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished.catch(() => undefined)));
              const count = el.state.layout.tiles.length;
              if (count) {
                const m = measure(el);
                const when = `${count} tiles`;
                // Double-six boards keep the floor in view; a double-nine board may pan instead (at 34 px a face).
                if (nine && m.zoomable) expect(m.long, `${when}: panned at a readable size`).to.be.at.least(34);
                else {
                  expect(m.zoomable, `${when}: the whole board in view`).to.equal(false);
                  expect(m.long, `${when}: a board tile's long side`).to.be.at.least(floor(count, nine));
                }
                expect(m.pip, `${when}: a pip across`).to.be.at.least(3.95);
                // With the open ends marked (the board keeps room for them, so it does not rescale when they light).
                const marked = $(el, '.board .end') !== null;
                if (!m.zoomable && !m.max && marked && count >= 6)
                  expect(m.fill, `${when}: felt filled along the axis that binds`).to.be.at.least(0.8);
              }
              if (el.state.phase !== 'play') break;
              const when = `${count} tiles`;
              largest = Math.max(largest, handInView(el, width, height, when));
              statusAndControls(el, when);
              arms += crossArms(el, when);
              const plays = el.legalMoves().filter((x) => x.type === 'play');
              if (!plays.length) {
                const other = el.legalMoves()[0]!;
                if (other.type === 'draw') el.draw();
                else el.pass();
                continue;
              }
              // The tile with the most ends: pick it by a tap, check every lit slot, tap one.
              const byTile = new Map<string, string[]>();
              for (const p of plays)
                if (p.type === 'play') byTile.set(p.tile, [...(byTile.get(p.tile) ?? []), p.end ?? 'center']);
              const [tile, ends] = [...byTile.entries()].sort((a, b) => b[1].length - a[1].length)[0]!;
              const hand = handTile(el, tile)!;
              // Pan mode: every pick on a board that pans by itself, else every other one, zoomed in to twice its drawn
              // size (about three presses of +: a board that fits draws no zoom buttons, so the test sets the zoom).
              const zoom = zooms.get(el)!;
              const forced = ends.length > 1 && !$(el, '.board-scroll') && picks++ % 2 === 0;
              if (forced) zoom.set(zoom.drawn * 2);
              const pan = ends.length > 1 && (forced || $(el, '.board-scroll') !== null);
              if (pan) {
                await until(() => $(el, '.board-scroll') !== null && panning.has(el), 'the board panning');
                await settled(el);
                // The view at a far corner of the board first, as a reader who panned away leaves it.
                const box = $(el, '.board-scroll')!;
                box.scrollLeft = panned % 2 ? 0 : box.scrollWidth;
                box.scrollTop = panned % 4 < 2 ? 0 : box.scrollHeight;
                panned++;
                zoomButtonsClear(el, `${when}, zoomed in`);
              }
              hand.click();
              await settled(el);
              if (!$(el, '.target')) {
                // One end only: a tap on the tile played it.
                await until(() => el.state.layout.tiles.length > count, 'the tile played');
                continue;
              }
              if (pan) {
                // Every lit end, with its fingertip's hit area, inside the visible board (moved, or zoomed out).
                await until(
                  () => $$(el, '.board .target').length === ends.length,
                  `${when}: the lit ends of ${tile} drawn`,
                );
                await until(
                  () => {
                    const box = $(el, '.board-scroll');
                    const view = visible(box ?? $(el, '.board-wrap')!);
                    return $$(el, '.board .target__hit').every((t) => inside(t.getBoundingClientRect(), view, 1));
                  },
                  `${when}, zoomed in: every lit end of ${tile} (${ends.join(', ')}) in view`,
                );
                if ($(el, '.board-scroll')) zoomButtonsClear(el, `${when}, ${tile} picked`);
              }
              const targets = checkTargets(el, `${count} tiles, ${tile}`);
              expect(targets.length).to.equal(ends.length);
              const chosen = targets[taps++ % targets.length]!;
              const end = chosen.getAttribute('data-end')!;
              // A real tap (CDP touch) at the centre of the drawn slot.
              chosen.scrollIntoView({ block: 'center', inline: 'center' });
              const at = centre(chosen.querySelector('.target__area')!.getBoundingClientRect());
              await executeServerCommand('touch', { points: [[Math.round(at[0]), Math.round(at[1])]] });
              await until(() => el.state.layout.tiles.length > count, `a tap on ${end} played`);
              const last = el.state.layout.tiles[count]!;
              expect(`${last.tile}@${last.end ?? 'center'}`).to.equal(`${tile}@${end}`);
              if (forced) {
                // The zoom automatic again (the board fits its felt), once the view has given back the reader's.
                await settled(el);
                zoom.set(null);
                await settled(el);
              }
            }
            expect(['round-over', 'match-over']).to.include(el.state.phase);
            await until(() => $(el, '.dialog--round') !== null, 'the round-end panel');
            await settled(el);
            await Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished.catch(() => undefined)));
            roundEnd(el, width, height);
            await focusStays(el);
            if (panned || round === 3) break;
            el.nextRound();
            await until(() => el.state.phase === 'play', 'the next deal');
          }
          // Pan mode was looked at, and a spinner lead's cross wherever the game has one.
          expect(panned, 'picks on a panning board').to.be.at.least(1);
          if (el.state.layout.tiles[0]?.spinner) expect(arms, 'arm tiles looked at').to.be.at.least(4);
        });
      }
    }
  });
}
