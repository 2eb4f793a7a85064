// Issue 12, touch: a finger plays as a mouse does. Tap a tile, then tap an end; or drag the tile with the finger
// onto an end, and the page does not scroll under it (touch-action on the tiles). Real touch input (CDP, through
// the `touch` command of web-test-runner.config.mjs), so Chromium applies touch-action as a phone would.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { handTile, mount, NORTH_STUCK, target, until, type DominoTable } from './helpers.js';

const centre = (element: Element): [number, number] => {
  const r = element.getBoundingClientRect();
  return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];
};
/** A tap (one point) or a finger kept down along `points` (the drag goes on with touchEnd). */
const touch = (...points: [number, number][]) => executeServerCommand('touch', { points, hold: points.length > 1 });
const touchEnd = (...points: [number, number][]) => executeServerCommand('touch', { points });
const yourTurn = (el: DominoTable) =>
  until(() => el.state.current === 0 && el.legalMoves().length > 0, 'your turn').then(() => el.updateComplete);
const played = (el: DominoTable) => el.state.layout.tiles.map((t) => `${t.tile}@${t.end ?? 'center'}`);

/** A page taller than the screen: a drag that scrolled it would show in window.scrollY. */
async function tallPage(): Promise<DominoTable> {
  const el = await mount({ variant: 'doubles', players: '2', deal: NORTH_STUCK, 'ai-delay': '0' });
  const spacer = document.body.appendChild(document.createElement('div'));
  spacer.style.height = '3000px';
  window.scrollTo(0, 0);
  return el;
}

describe('touch (issue 12)', () => {
  afterEach(() => {
    document.querySelectorAll('body > div').forEach((d) => d.remove());
    window.scrollTo(0, 0);
  });

  it('tap a tile, then tap the end it goes on', async () => {
    const el = await tallPage();
    await yourTurn(el);
    await touch(centre(handTile(el, '6-6')!));
    await el.updateComplete;
    if (el.state.layout.tiles.length === 0) await touch(centre(target(el, 'center')!));
    await until(() => el.state.layout.tiles.length > 0, 'the 6-6 played');
    await yourTurn(el);
    // The 6-5 fits four ends of the spinner: the tap picks it, a tap on an end plays it there.
    const ends = el.legalMoves().flatMap((m) => (m.type === 'play' && m.tile === '6-5' ? [m.end] : []));
    expect(ends.length).to.be.greaterThan(1);
    const end = ends[ends.length - 1]!;
    await touch(centre(handTile(el, '6-5')!));
    await el.updateComplete;
    expect(handTile(el, '6-5')!.getAttribute('aria-pressed')).to.equal('true');
    await touch(centre(target(el, end)!));
    await until(() => played(el).includes(`6-5@${end}`), `the 6-5 on ${end}`);
    expect(window.scrollY).to.equal(0);
  });

  it('drag a tile with the finger onto an end: played there, and the page does not scroll', async () => {
    const el = await tallPage();
    await yourTurn(el);
    el.play('6-6');
    await yourTurn(el);
    const ends = el.legalMoves().flatMap((m) => (m.type === 'play' && m.tile === '6-4' ? [m.end] : []));
    const end = ends[0]!;
    const [x0, y0] = centre(handTile(el, '6-4')!);
    // Down on the tile and a little way up: the drag starts, the tile is held and the ends it fits are lit.
    await touch([x0, y0], [x0, y0 - 12], [x0, y0 - 24]);
    await el.updateComplete;
    const [x1, y1] = centre(target(el, end)!);
    const path: [number, number][] = [];
    for (let i = 1; i <= 8; i++) path.push([x0 + ((x1 - x0) * i) / 8, y0 - 24 + ((y1 - y0 + 24) * i) / 8]);
    await touchEnd(...path);
    await until(() => played(el).includes(`6-4@${end}`), `the 6-4 on ${end}`);
    expect(window.scrollY, 'the finger dragged the tile, not the page').to.equal(0);
  });
});
