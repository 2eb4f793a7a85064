// Hand-overs that cannot be skipped by accident (issue 22 item 2): with real keys and a real mouse, a second Enter
// or a second click that began before the hand-over (or the hand behind it) appeared never acts on it, and focus
// stays inside the table.
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { $, $$, action, guardOver, handTile, holdGuardClock, mount, root, until, type DominoTable } from './helpers.js';

const handingOver = (el: DominoTable): boolean => $(el, '[data-action="ready"]') !== null;
/** The moment after a hand-over (or the hand) appears, in which input is ignored, skipped on the guard's clock. */
const pause = guardOver;

const VARIANTS: Record<string, string>[] = [
  { variant: 'maltese-cross', humans: '4' },
  { variant: 'doubles', players: '2', humans: '2' },
  { variant: 'doubles-classic', players: '3', humans: '3' },
  { variant: 'doubles-in-the-boneyard', humans: '3' },
];

/** A hot-seat table at its first hand-over, with the guard's moment over. */
async function atHandover(attrs: Record<string, string>, seed: string): Promise<DominoTable> {
  const el = await mount({ ...attrs, seed, 'ai-delay': '0' });
  await until(() => handingOver(el), 'the first hand-over');
  await el.updateComplete;
  await pause();
  return el;
}

/** A tile of the hand shown that plays at once (exactly one end fits it). */
function oneEndTile(el: DominoTable): string {
  const plays = el.legalMoves().flatMap((m) => (m.type === 'play' ? [m.tile] : []));
  const tile = plays.find((t) => plays.filter((u) => u === t).length === 1);
  if (!tile) throw new Error('no tile that plays at once');
  return tile;
}

const centre = (target: Element): [number, number] => {
  target.scrollIntoView({ block: 'center', inline: 'center' });
  const r = target.getBoundingClientRect();
  return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];
};

/** Two real clicks at one spot, at one moment of the guard's clock (a double-click, however slow the runner). */
async function doubleClick(at: [number, number]): Promise<void> {
  const release = holdGuardClock();
  try {
    await sendMouse({ type: 'click', position: at });
    await sendMouse({ type: 'click', position: at });
  } finally {
    release();
  }
}

describe('hand-overs that cannot be skipped by accident (issue 22 item 2)', () => {
  for (const attrs of VARIANTS) {
    it(`${attrs.variant}: Enter twice on a tile plays it and leaves the next person's hand behind the hand-over`, async () => {
      const el = await atHandover(attrs, 'guard-keys');
      action(el, 'ready').focus();
      await sendKeys({ press: 'Enter' });
      await until(() => $$(el, '.hand__tile').length > 0, 'the hand');
      await pause();
      const mover = el.state.current;
      const tile = oneEndTile(el);
      handTile(el, tile)!.focus();
      // Both Enters at one moment of the guard's clock (two round trips to the runner raced the 500 ms guard on a
      // loaded machine: the second could come after it, a real second press). Then wait for the state: the move made.
      const release = holdGuardClock();
      try {
        await sendKeys({ type: '\n\n' });
        await until(() => el.state.log.some((r) => r.seat === mover), 'the move');
        await el.updateComplete;
      } finally {
        release();
      }
      await el.updateComplete;
      await el.updateComplete;
      expect(
        el.state.log.some((r) => r.seat === mover),
        'the first Enter played',
      ).to.equal(true);
      expect(handingOver(el), 'the second Enter did not press Ready').to.equal(true);
      expect($$(el, '.hand__tile').length, 'no hand on show').to.equal(0);
      expect(document.activeElement, 'focus stays in the table').to.equal(el);
      expect(root(el).activeElement, 'the hand-over holds focus').to.equal(action(el, 'ready'));
      // Once the moment is over, Ready works.
      await pause();
      await sendKeys({ press: 'Enter' });
      await until(() => $$(el, '.hand__tile').length > 0, 'the next hand after Ready');
    });

    it(`${attrs.variant}: a double-click on a tile plays it once, skips no hand-over, keeps focus in the table`, async () => {
      const el = await atHandover(attrs, 'guard-mouse');
      action(el, 'ready').click();
      await until(() => $$(el, '.hand__tile').length > 0, 'the hand');
      await pause();
      const before = el.state.log.length;
      await doubleClick(centre(handTile(el, oneEndTile(el))!));
      await el.updateComplete;
      await el.updateComplete;
      expect(el.state.log.length, 'one move').to.equal(before + 1);
      expect(handingOver(el), 'the hand-over stays').to.equal(true);
      expect(document.activeElement, 'focus is not dropped to the page').to.equal(el);
      expect(root(el).activeElement).to.not.equal(null);
    });

    it(`${attrs.variant}: a double-click on Ready shows the hand and plays no tile`, async () => {
      const el = await atHandover(attrs, 'guard-ready');
      const before = el.state.log.length;
      await doubleClick(centre(action(el, 'ready')));
      await el.updateComplete;
      await el.updateComplete;
      await until(() => $$(el, '.hand__tile').length > 0, 'the hand');
      expect(el.state.log.length, 'no tile played by the second click').to.equal(before);
      expect(document.activeElement, 'focus stays in the table').to.equal(el);
    });
  }
});
