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

async function yourTurn(el: DominoTable): Promise<void> {
  await until(() => el.state.phase !== 'play' || el.state.current === 0, 'your turn', 20000);
  await settled(el);
}

describe('pan mode follows the play (issue 35 item 2)', function () {
  this.timeout(180000);
  after(() => setViewport({ width: 800, height: 600 }));

  it('R-ALL-3: at 375 × 740 on a crowded double-nine board, every lit end of a picked tile comes into view, and the zoom buttons cover no tile', async () => {
    await setViewport({ width: 375, height: 740 });
    const el = await fullWidth({
      variant: 'doubles-classic',
      set: 'double-nine',
      players: '2',
      spinners: 'all',
      seed: 'pan-follows',
      'target-score': '1000',
    });
    let picks = 0;
    let corner = 0;
    for (let guard = 0; guard < 300 && picks < 6; guard++) {
      await yourTurn(el);
      if (el.state.phase === 'round-over') {
        el.nextRound();
        continue;
      }
      const plays = el.legalMoves().filter((m) => m.type === 'play');
      const box = scroller(el);
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
  });
});
