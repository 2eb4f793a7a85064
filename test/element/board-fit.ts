// Issue 20 items 1, 2, 4, 6 (run by board-fit-*.test.ts, one screen size each): through whole rounds, in every variant
// (double-nine with every double a spinner too), the board's tiles stay readable and fill the felt, every lit slot's
// centre is that end's alone (and a real tap on one plays there), and every lit end has a name of its own; at the
// round's end the result fits (nothing in it scrolls, no word broken) and, wider than a phone, leaves the board in sight.
import { expect } from '@open-wc/testing';
import { emulateMedia, executeServerCommand, setViewport } from '@web/test-runner-commands';
import { $, $$, fullWidth, handTile, settled, until, type DominoTable } from './helpers.js';
import { brokenWords, overflowing } from './overflow.js';

const GAMES: ReadonlyArray<Record<string, string>> = [
  { variant: 'maltese-cross' },
  { variant: 'doubles' },
  { variant: 'doubles-classic' },
  { variant: 'doubles-in-the-boneyard' },
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

/** The tests at one screen size (a file per size, so they run side by side). */
export function boardFit(width: number, height: number): void {
  describe(`board fit, taps and end names at ${width}×${height} (issue 20)`, function () {
    this.timeout(240000);
    // No glide or travel to wait for: tiles are measured where they land.
    before(() => emulateMedia({ reducedMotion: 'reduce' }));
    after(() =>
      Promise.all([setViewport({ width: 800, height: 600 }), emulateMedia({ reducedMotion: 'no-preference' })]),
    );

    {
      for (const game of GAMES) {
        const nine = game.set === 'double-nine';
        it(`${width}×${height}, ${Object.values(game).join(' ')}: a whole round`, async () => {
          await setViewport({ width, height });
          const el = await fullWidth({ ...game, seed: `fit-${game.variant}`, 'target-score': '1000' });
          el.scrollIntoView();
          let taps = 0;
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
            hand.click();
            await settled(el);
            if (!$(el, '.target')) {
              // One end only: a tap on the tile played it.
              await until(() => el.state.layout.tiles.length > count, 'the tile played');
              continue;
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
          }
          expect(['round-over', 'match-over']).to.include(el.state.phase);
          await until(() => $(el, '.dialog--round') !== null, 'the round-end panel');
          await settled(el);
          await Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished.catch(() => undefined)));
          roundEnd(el, width, height);
        });
      }
    }
  });
}
