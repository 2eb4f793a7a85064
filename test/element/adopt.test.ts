// Issue 11 item 14: a table moved into another document (a Picture-in-Picture window, a popup) and back keeps
// its styles; a table left in a document that has no window any more stops its timers and its saving.
import { expect } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { $, handTile, mount, NORTH_STUCK, record, target, until, type DominoTable } from './helpers.js';

async function frame(): Promise<HTMLIFrameElement> {
  const iframe = document.createElement('iframe');
  iframe.style.width = '800px';
  iframe.style.height = '700px';
  document.body.append(iframe);
  await new Promise((r) => setTimeout(r, 0));
  return iframe;
}

/** The felt's colour: unstyled, the frame has no background at all. */
const felt = (el: DominoTable): string => getComputedStyle($(el, '.frame')!).backgroundColor;

describe('adoption into another document (issue 11 item 14)', () => {
  it('keeps its styles in the other document and again when moved back', async () => {
    const el = await mount({ variant: 'doubles', seed: 'adopt', 'ai-delay': '60000' });
    const home = el.parentElement!;
    const styled = felt(el);
    expect(styled).to.not.equal('rgba(0, 0, 0, 0)');
    const iframe = await frame();
    const other = iframe.contentDocument!;
    other.body.append(other.adoptNode(el));
    await el.updateComplete;
    expect(el.ownerDocument).to.equal(other);
    expect(felt(el), 'styled in the other document').to.equal(styled);
    home.append(document.adoptNode(el));
    await el.updateComplete;
    expect(felt(el), 'styled again at home').to.equal(styled);
    iframe.remove();
  });

  it("follows another tab's saves only in the window it is in: moved away and back, no listener is left behind", async () => {
    const listening = new Map<Window, number>();
    const spy = (view: Window) => {
      const add = view.addEventListener.bind(view);
      const remove = view.removeEventListener.bind(view);
      view.addEventListener = ((type: string, ...rest: [EventListener]) => {
        if (type === 'storage') listening.set(view, (listening.get(view) ?? 0) + 1);
        add(type, ...rest);
      }) as typeof view.addEventListener;
      view.removeEventListener = ((type: string, ...rest: [EventListener]) => {
        if (type === 'storage') listening.set(view, (listening.get(view) ?? 0) - 1);
        remove(type, ...rest);
      }) as typeof view.removeEventListener;
      return () => Object.assign(view, { addEventListener: add, removeEventListener: remove });
    };
    const iframe = await frame();
    const other = iframe.contentDocument!;
    const undo = [spy(window), spy(iframe.contentWindow!)];
    try {
      // A table that does not save never listens (Chromium opens the page's storage for a listener: issue 23).
      const plain = await mount({ variant: 'doubles', seed: 'adopt-plain', 'ai-delay': '60000' });
      expect(listening.get(window) ?? 0, 'a table without persist').to.equal(0);
      plain.remove();
      const el = await mount({
        variant: 'doubles',
        seed: 'adopt-storage',
        'ai-delay': '60000',
        persist: 'adopt-storage',
      });
      const home = el.parentElement!;
      expect(listening.get(window)).to.equal(1);
      other.body.append(other.adoptNode(el));
      await el.updateComplete;
      expect(listening.get(window), 'none left at home').to.equal(0);
      expect(listening.get(iframe.contentWindow!), 'one in the other window').to.equal(1);
      home.append(document.adoptNode(el));
      await el.updateComplete;
      expect(listening.get(iframe.contentWindow!), 'none left in the other window').to.equal(0);
      expect(listening.get(window), 'one at home again').to.equal(1);
      // With the saving code on the page (the table above), a table without persist still does not listen, nor
      // after its moves (each snapshot is offered to saving, which saves nothing without a key).
      const after = await mount({ variant: 'doubles', humans: '0', 'ai-delay': '0', seed: 'adopt-after' });
      await until(() => after.state.log.length >= 2, 'moves made');
      expect(listening.get(window), 'still only the saving table').to.equal(1);
      after.setAttribute('persist', 'adopt-after');
      await after.updateComplete;
      expect(listening.get(window), 'and the table given persist later').to.equal(2);
    } finally {
      undo.forEach((f) => f());
      iframe.remove();
      localStorage.removeItem('adopt-storage');
      localStorage.removeItem('adopt-after');
    }
  });

  it('a tile can be dragged in the other document: the drag listens to the window the table is in', async () => {
    const el = await mount({ variant: 'doubles', players: '2', deal: NORTH_STUCK, 'ai-delay': '0' });
    const iframe = await frame();
    iframe.style.cssText = 'position: fixed; left: 0; top: 0; width: 800px; height: 700px; border: 0';
    const other = iframe.contentDocument!;
    other.body.style.margin = '0';
    other.body.append(other.adoptNode(el));
    await until(() => el.state.current === 0 && el.legalMoves().length > 0, 'your turn');
    el.play('6-6');
    await until(() => el.state.current === 0 && el.state.log.length >= 3, 'your turn again');
    await el.updateComplete;
    const end = el.legalMoves().find((m) => m.type === 'play' && m.tile === '6-4');
    if (end?.type !== 'play') throw new Error('the 6-4 should fit');
    // The iframe sits at the page's top left, so its coordinates are the page's.
    const at = (r: DOMRect): [number, number] => [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];
    const [x, y] = at(handTile(el, '6-4')!.getBoundingClientRect());
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [x, y - 40] });
    await el.updateComplete;
    expect($(el, '.ghost'), 'a tile follows the pointer').to.not.equal(null);
    await sendMouse({ type: 'move', position: at(target(el, end.end)!.getBoundingClientRect()) });
    await sendMouse({ type: 'up' });
    await until(
      () => el.state.log.some((r) => r.seat === 0 && r.move.type === 'play' && r.move.tile === '6-4'),
      'the drop',
    );
    iframe.remove();
  });

  it('left in a document without a window: no more moves, no more saves', async () => {
    const key = `adopt-${Math.random()}`;
    const el = await mount({ variant: 'doubles', humans: '0', seed: 'adopt-gone', 'ai-delay': '5', persist: key });
    const moves = record(el, ['domino-move']);
    await until(() => moves.length >= 2, 'two moves');
    const iframe = await frame();
    iframe.contentDocument!.body.append(iframe.contentDocument!.adoptNode(el));
    await until(() => moves.length >= 4, 'moves in the other document');
    iframe.remove();
    expect(el.ownerDocument.defaultView).to.equal(null);
    await new Promise((r) => setTimeout(r, 60));
    const seen = moves.length;
    const saved = localStorage.getItem(key);
    await new Promise((r) => setTimeout(r, 200));
    expect(moves.length, 'the computer stopped').to.equal(seen);
    expect(localStorage.getItem(key), 'nothing saved any more').to.equal(saved);
    localStorage.removeItem(key);
  });
});
