// Issue 20 item 1: where no layout keeps tiles readable, the board pans and zooms instead of shrinking them: a finger
// drags it, + and − (keys and buttons) zoom, the arrows pan, Fit shows the whole board.
import { expect } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { load } from '../../src/element/input/zoom.js';
import { $, fullWidth, record, settled, until, type DominoTable } from './helpers.js';

/** The half-length of a board tile in CSS pixels, from the board's own scale. */
const unit = (el: DominoTable): number => $<SVGSVGElement>(el, 'svg.board')!.getScreenCTM()!.a;
const scroller = (el: DominoTable): HTMLElement | null => $(el, '.board-scroll');

/** Double-nine on a phone, played on by the API until its board no longer fits its felt. */
async function crowded(): Promise<DominoTable> {
  // A short phone screen: the felt is small, and a double-nine board soon outgrows it.
  await setViewport({ width: 375, height: 600 });
  const el = await fullWidth({
    variant: 'doubles-classic',
    set: 'double-nine',
    players: '2',
    spinners: 'all',
    seed: 'zoom-crowded',
    'target-score': '1000',
  });
  for (let guard = 0; guard < 200 && !scroller(el); guard++) {
    await until(() => el.state.phase !== 'play' || el.state.current === 0, 'your turn', 20000);
    if (el.state.phase === 'round-over') {
      el.nextRound();
      continue;
    }
    const move = el.legalMoves().find((m) => m.type === 'play') ?? el.legalMoves()[0]!;
    if (move.type === 'play') el.play(move.tile, move.end);
    else if (move.type === 'draw') el.draw();
    else el.pass();
    await settled(el);
  }
  expect(scroller(el), 'the board pans').to.not.equal(null);
  // The input is a chunk (chunks/zoom.js from the build; the module itself here), loaded once a board needs it.
  await new Promise((r) => setTimeout(r, 300));
  await settled(el);
  return el;
}

describe('board pan and zoom (issue 20)', function () {
  this.timeout(120000);
  after(() => setViewport({ width: 800, height: 600 }));

  it('draws a crowded board at the readable floor, larger than its felt, and pans it by finger, keys and zooms', async () => {
    const el = await crowded();
    const box = scroller(el)!;
    expect(unit(el), 'the floor: a long side of 36 px').to.be.at.least(17.9);
    expect(box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight, 'larger than the felt').to.equal(
      true,
    );

    // A finger drag pans the board (the page does not scroll).
    box.scrollLeft = 0;
    box.scrollTop = 0;
    const r = box.getBoundingClientRect();
    const [x, y] = [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
    const before = [box.scrollLeft, box.scrollTop];
    await executeServerCommand('touch', {
      points: [
        [x, y],
        [x - 30, y - 30],
        [x - 60, y - 60],
      ],
    });
    await settled(el);
    expect([box.scrollLeft, box.scrollTop], 'dragged').to.not.deep.equal(before);

    // Keys: + zooms in, − out, arrows pan the focused board.
    box.focus();
    const start = unit(el);
    box.dispatchEvent(new KeyboardEvent('keydown', { key: '+', bubbles: true, composed: true }));
    await settled(el);
    expect(unit(el), '+').to.be.greaterThan(start * 1.2);
    box.dispatchEvent(new KeyboardEvent('keydown', { key: '-', bubbles: true, composed: true }));
    await settled(el);
    expect(unit(el), '−').to.be.closeTo(start, 0.5);
    const pan = scroller(el)!;
    const wide = pan.scrollWidth > pan.clientWidth;
    pan.scrollTo(0, 0);
    pan.dispatchEvent(
      new KeyboardEvent('keydown', { key: wide ? 'ArrowRight' : 'ArrowDown', bubbles: true, composed: true }),
    );
    expect(wide ? pan.scrollLeft : pan.scrollTop, 'an arrow pans').to.be.greaterThan(0);

    // The buttons: + and Fit (the whole board in view, tiles smaller than the floor), named in the page's language.
    const buttons = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.board-zoom button')];
    expect(buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent)).to.deep.equal([
      'Zoom in',
      'Zoom out',
      'Fit',
    ]);
    buttons[2]!.click();
    await settled(el);
    const whole = scroller(el)!;
    const fit = unit(el);
    expect(fit, 'Fit: below the floor').to.be.lessThan(18);
    expect(whole.scrollWidth <= whole.clientWidth + 1, 'Fit: the whole width in view').to.equal(true);
    el.shadowRoot!.querySelector<HTMLButtonElement>('.board-zoom button')!.click();
    await settled(el);
    expect(unit(el), 'then + zooms in again').to.be.closeTo(fit * 1.25, 0.5);
  });

  it('a zoom input that cannot be loaded is one domino-error load in the page, and the table plays on', async () => {
    const real = load.input;
    let fetches = 0;
    load.input = () => (fetches++, Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const errors = record(document.body, ['domino-error']);
    try {
      const el = await crowded();
      expect(fetches, 'asked for once').to.equal(1);
      expect(errors.map((e) => e.detail)).to.deep.equal([
        { code: 'load', message: 'chunks/zoom.js could not be loaded' },
      ]);
      // Without its input the board does not pan by finger, but its buttons still zoom and the match goes on.
      const start = unit(el);
      el.shadowRoot!.querySelector<HTMLButtonElement>('.board-zoom button')!.click();
      await settled(el);
      expect(unit(el), '+ zooms in').to.be.greaterThan(start * 1.2);
      const moves = el.state.log.length;
      await until(() => el.state.phase !== 'play' || el.state.current === 0, 'your turn', 20000);
      const move = el.legalMoves()[0];
      if (move?.type === 'play') el.play(move.tile, move.end);
      else if (move?.type === 'draw') el.draw();
      else if (move) el.pass();
      await settled(el);
      expect(el.state.log.length, 'the match goes on').to.be.greaterThan(moves);
      // A second crowded table in the same page fetches again but is not reported again: once per page.
      el.remove();
      await crowded();
      expect(fetches, 'the second table tried').to.equal(2);
      expect(errors.length, 'said once in the page').to.equal(1);
    } finally {
      load.input = real;
    }
  });
});
