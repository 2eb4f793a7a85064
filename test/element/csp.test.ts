// Strict Content-Security-Policy: the element works in a page served with `default-src 'self'` (no
// 'unsafe-inline' for scripts or styles, no 'unsafe-eval'). The page (test/csp/page.html) gets that header from
// a middleware in web-test-runner.config.mjs; test/csp/listen.js, its first script, records every violation.
import { expect } from '@open-wc/testing';
import { until } from './helpers.js';
import type { DominoTable } from './helpers.js';
import type { Move } from '../../src/engine/types.js';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}
type CspWindow = Window & typeof globalThis & { cspViolations?: Violation[]; cspReady?: boolean };

let frame: HTMLIFrameElement | null = null;
afterEach(() => {
  frame?.remove();
  frame = null;
});

/** The CSP page in an iframe, once its module has defined the element. */
async function cspPage(): Promise<CspWindow> {
  frame = document.body.appendChild(document.createElement('iframe'));
  frame.style.width = '1024px';
  frame.style.height = '800px';
  frame.src = '/test/csp/page.html';
  await until(() => (frame?.contentWindow as CspWindow | null)?.cspReady === true, 'the CSP page', 15000);
  const win = frame.contentWindow as CspWindow;
  await win.customElements.whenDefined('domino-table');
  return win;
}

const table = (win: CspWindow, id: string): DominoTable =>
  win.document.querySelector(`#${id} domino-table`) as DominoTable;

describe('strict Content-Security-Policy', function () {
  this.timeout(30000);

  it('the page really is served with the policy, and the detector sees a violation', async () => {
    const win = await cspPage();
    const response = await fetch('/test/csp/page.html');
    expect(response.headers.get('content-security-policy')).to.equal("default-src 'self'");
    // Control: an inline style set as an attribute is refused and reported.
    const probe = win.document.createElement('div');
    probe.setAttribute('style', 'color: red');
    win.document.body.appendChild(probe);
    await until(() => (win.cspViolations ?? []).length > 0, 'the control violation');
    expect(win.cspViolations![0]!.directive).to.equal('style-src-attr');
  });

  it('a watched round and a human round play to the end with no violation', async () => {
    const win = await cspPage();
    const watch = table(win, 'watch');
    const human = table(win, 'human');
    await watch.updateComplete;
    await human.updateComplete;
    // A board with no tile is capped at its largest drawing by inline properties (set through the CSSOM).
    expect(human.shadowRoot!.querySelector<SVGSVGElement>('.board')!.style.maxWidth).to.not.equal('');

    // The person plays every turn (the first legal move), the computer the other seats, to the round end.
    let turns = 0;
    while (human.state.phase !== 'round-over' && human.state.phase !== 'match-over') {
      await until(() => {
        const s = human.state;
        return s.phase === 'round-over' || s.phase === 'match-over' || (s.current === 0 && s.phase === 'play');
      }, 'a human turn or the round end');
      if (human.state.phase !== 'play') break;
      const move = human.legalMoves()[0] as Move;
      const result =
        move.type === 'play' ? human.play(move.tile, move.end) : move.type === 'draw' ? human.draw() : human.pass();
      expect(result).to.deep.equal({ ok: true });
      await human.updateComplete;
      turns++;
    }
    expect(turns).to.be.greaterThan(0);

    // Drag a tile of the new round's hand: the drag ghost follows the pointer.
    expect(human.nextRound()).to.deep.equal({ ok: true });
    await until(() => human.state.current === 0 && human.state.phase === 'play', 'the human to lead');
    await human.updateComplete;
    const tile = human.shadowRoot!.querySelector<HTMLElement>('.hand__tile')!;
    const box = tile.getBoundingClientRect();
    const at = (type: string, x: number, y: number) =>
      new win.PointerEvent(type, { bubbles: true, composed: true, clientX: x, clientY: y, pointerId: 1, button: 0 });
    tile.dispatchEvent(at('pointerdown', box.x + 5, box.y + 5));
    win.dispatchEvent(at('pointermove', box.x + 60, box.y - 80));
    await human.updateComplete;
    const ghost = human.shadowRoot!.querySelector<HTMLElement>('.ghost');
    expect(ghost, 'the drag ghost').to.not.equal(null);
    expect(parseFloat(ghost!.style.left)).to.be.closeTo(box.x + 60, 0.01);
    win.dispatchEvent(at('pointerup', box.x + 60, box.y - 80));
    await human.updateComplete;

    await until(
      () => watch.state.phase === 'round-over' || watch.state.phase === 'match-over',
      'the watched round end',
    );
    await watch.updateComplete;
    // Tiles are placed on the board by a transform (set through the CSSOM).
    const placed = watch.shadowRoot!.querySelector<SVGGElement>('.board .tile')!;
    expect(placed.style.transform).to.match(/^translate\(/);
    expect(win.cspViolations).to.deep.equal([]);
  });
});
