// Issue 35 item 2: pan mode follows the play. After a tile is picked, every end it may go to is inside the visible
// board with its fingertip's hit area (the view moves, or zooms out); the + − Fit buttons sit over no tile.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { $, $$, fullWidth, handTile, settled, until, type DominoTable } from './helpers.js';

const scroller = (el: DominoTable): HTMLElement | null => $(el, '.board-scroll');

const inside = (r: DOMRect, view: { left: number; top: number; right: number; bottom: number }): boolean =>
  r.left >= view.left - 1 && r.top >= view.top - 1 && r.right <= view.right + 1 && r.bottom <= view.bottom + 1;

/** The visible part of the scroller (its client area, less the scroll bars), in client coordinates. */
function visible(box: HTMLElement): { left: number; top: number; right: number; bottom: number } {
  const r = box.getBoundingClientRect();
  return { left: r.left, top: r.top, right: r.left + box.clientWidth, bottom: r.top + box.clientHeight };
}

/** A crowded double-nine game: a spinner at every double, a match long enough for several rounds. */
const CROWDED = {
  variant: 'doubles-classic',
  set: 'double-nine',
  players: '2',
  spinners: 'all',
  seed: 'pan-follows',
  'target-score': '1000',
};

async function yourTurn(el: DominoTable): Promise<void> {
  await until(() => el.state.phase !== 'play' || el.state.current === 0, 'your turn', 20000);
  await settled(el);
}

describe('pan mode follows the play (issue 35 item 2)', function () {
  this.timeout(180000);
  after(() => setViewport({ width: 800, height: 600 }));

  // A small phone: at 375 × 740 a double-nine board now spreads into the felt's free width and seldom pans (item 2's
  // other half, test/geometry/free-width.test.ts); board-fit.ts checks lit ends on boards the reader zoomed in.
  it('R-ALL-3: at 360 × 640 on a crowded double-nine board, every lit end of a picked tile comes into view, and the zoom buttons cover no tile', async () => {
    await setViewport({ width: 360, height: 640 });
    const el = await fullWidth(CROWDED);
    let picks = 0;
    let corner = 0;
    let tall = 0;
    for (let guard = 0; guard < 300 && picks < 6; guard++) {
      await yourTurn(el);
      if (el.state.phase === 'round-over') {
        el.nextRound();
        continue;
      }
      const plays = el.legalMoves().filter((m) => m.type === 'play');
      const box = scroller(el);
      if (box && box.scrollHeight > box.clientHeight + 1) {
        // Item 2: a board that runs past the view's height has used its width first. The board is its tiles and the
        // slots of its open ends (a light mark at each slot's centre, a slot reaching a tile's half-length, 18 px, past
        // it); with its margin (0.3 units a side) and the fingertip's room (46 px) it leaves no tile's long side (36 px)
        // free across the view.
        const faces = $$(el, '.board .tile__face').map((f) => f.getBoundingClientRect());
        const marks = $$(el, '.board .end').map((m) => m.getBoundingClientRect());
        const left = Math.min(...faces.map((f) => f.left), ...marks.map((m) => (m.left + m.right) / 2 - 18));
        const right = Math.max(...faces.map((f) => f.right), ...marks.map((m) => (m.left + m.right) / 2 + 18));
        expect(
          right - left + 0.6 * 18 + 46 + 36,
          `the board across a view it runs past the height of (${el.state.layout.tiles.length} tiles)`,
        ).to.be.at.least(box.clientWidth - 1);
        tall++;
      }
      // A tile with two ends or more to go to (a tile with one is played at the tap).
      const ends = new Map<string, Set<string>>();
      for (const m of plays) if (m.type === 'play') ends.set(m.tile, (ends.get(m.tile) ?? new Set()).add(m.end));
      const [tile, lit] = [...ends].sort((a, b) => b[1].size - a[1].size)[0] ?? ['', new Set<string>()];
      if (box && lit.size > 1 && el.state.layout.tiles.length >= 20) {
        await until(() => !!$(el, '.board-zoom'), 'the zoom buttons');
        // The zoom buttons cover no tile the reader can see.
        const view = visible(box);
        const buttons = $$(el, '.board-zoom .btn').map((b) => b.getBoundingClientRect());
        for (const face of $$(el, '.board .tile__face')) {
          // The part of the tile the scroller shows (the rest is clipped).
          const f = face.getBoundingClientRect();
          const [l, t] = [Math.max(f.left, view.left), Math.max(f.top, view.top)];
          const [r, btm] = [Math.min(f.right, view.right), Math.min(f.bottom, view.bottom)];
          for (const b of buttons) {
            const over = l < r && t < btm && b.left < r && l < b.right && b.top < btm && t < b.bottom;
            expect(over, 'a zoom button over a tile').to.equal(false);
          }
        }
        // The view panned to a far corner first.
        corner++;
        box.scrollLeft = corner % 2 ? 0 : box.scrollWidth;
        box.scrollTop = corner % 4 < 2 ? 0 : box.scrollHeight;
        await settled(el);
        handTile(el, tile)!.click();
        await until(() => $$(el, '.board .target').length === lit.size, 'the lit ends drawn');
        await until(
          () => {
            const now = scroller(el);
            const v = now ? visible(now) : visible($(el, '.board-wrap')!);
            return $$(el, '.board .target__hit').every((t) => inside(t.getBoundingClientRect(), v));
          },
          `every lit end of ${tile} (${[...lit].join(', ')}) in view`,
        );
        // Each lit end's slot inside its hit area (a fingertip, less where two ends' areas meet), both in view.
        for (const t of $$(el, '.board .target')) {
          const hit = t.querySelector('.target__hit')!.getBoundingClientRect();
          expect(inside(t.querySelector('.target__area')!.getBoundingClientRect(), hit)).to.equal(true);
        }
        picks++;
        el.play(tile as never, [...lit][0] as never);
        // Once it is played, the zoom the reader had: tiles at the readable floor again (36 px a long side).
        await until(
          () => !scroller(el) || $<SVGSVGElement>(el, 'svg.board')!.getScreenCTM()!.a >= 17.9,
          'the readable floor after the play',
        );
      } else {
        const move = plays[0] ?? el.legalMoves()[0]!;
        if (move.type === 'play') el.play(move.tile, move.end);
        else if (move.type === 'draw') el.draw();
        else el.pass();
      }
      await settled(el);
    }
    expect(picks, 'picks on a panning board').to.be.at.least(3);
    expect(tall, 'turns on a board that runs past its height').to.be.at.least(1);
  });

  it("R-ALL-3: at 375 × 740 the crowded double-nine game of the test above spreads into the felt's width and never pans (before, it panned from 27 tiles on)", async () => {
    await setViewport({ width: 375, height: 740 });
    const el = await fullWidth({ ...CROWDED, 'ai-delay': '0' });
    let turns = 0;
    const panned: number[] = [];
    for (let rounds = 0, guard = 0; rounds < 2 && guard < 400; guard++) {
      await yourTurn(el);
      if (el.state.phase === 'round-over') {
        rounds++;
        el.nextRound();
        continue;
      }
      turns++;
      if (scroller(el)) panned.push(el.state.layout.tiles.length);
      const move = el.legalMoves().find((m) => m.type === 'play') ?? el.legalMoves()[0]!;
      if (move.type === 'play') el.play(move.tile, move.end);
      else if (move.type === 'draw') el.draw();
      else el.pass();
      await settled(el);
    }
    expect(turns, 'turns played').to.be.at.least(30);
    expect(panned, 'boards (by their tile counts) that pan').to.deep.equal([]);
  });
});
