// Issue 23: a table's first frame is drawn once. Its board has no tile, which looks the same at any size, so the
// felt's measure (controllers/page-watch.ts) draws nothing again; the first tile's frame is made for the felt.
import { expect } from '@open-wc/testing';
import { $, mount } from './helpers.js';

const frames = (n: number): Promise<void> =>
  new Promise((resolve) => {
    const next = (left: number): void => void (left ? requestAnimationFrame(() => next(left - 1)) : resolve());
    next(n);
  });

describe('the first frame (issue 23)', () => {
  it('draws the empty board once, as large as a tile may be and centred, and the first tile for the measured felt', async () => {
    let renders = 0;
    // ff-0: the person at the screen holds the 6-6 and opens; the computer waits.
    const el = await mount(
      { variant: 'maltese-cross', seed: 'ff-0', 'ai-delay': '60000' },
      {
        before: (table) => {
          const host = table as unknown as { performUpdate(): void };
          const perform = host.performUpdate.bind(table);
          host.performUpdate = () => {
            renders++;
            perform();
          };
        },
      },
    );
    const board = () => $(el, '.board')!.getBoundingClientRect();
    const wrap = $(el, '.board-wrap')!.getBoundingClientRect();
    const first = board();
    // 2.6 × 1.6 units (the spot and its margins) at 44 px a unit, in the middle of a felt larger than that.
    expect(first.width).to.be.closeTo(114.4, 0.5);
    expect(first.height).to.be.closeTo(70.4, 0.5);
    expect(first.x + first.width / 2).to.be.closeTo(wrap.x + wrap.width / 2, 1);
    expect(first.y + first.height / 2).to.be.closeTo(wrap.y + wrap.height / 2, 1);
    // The felt is measured in the frame after it is laid out (a ResizeObserver, then an animation frame).
    await frames(4);
    await el.updateComplete;
    expect(renders, 'renders once the felt is measured').to.equal(1);
    expect(board().toJSON()).to.deep.equal(first.toJSON());

    expect(el.play('6-6')).to.deep.equal({ ok: true });
    await el.updateComplete;
    // Made for the measured felt: the board fills it, no cap left from the empty board.
    expect($(el, '.board')!.style.maxWidth).to.equal('');
    expect(board().width).to.be.closeTo(wrap.width, 1);
    expect(board().height).to.be.closeTo(wrap.height, 1);
  });
});

describe('the first frame’s templates (issue 23)', () => {
  it('makes at most 34 template instances for the search opening: one a hand tile', async () => {
    // Lit makes each template instance by importing its template's content (lit-html's TemplateInstance).
    let imports = 0;
    const importNode = Document.prototype.importNode;
    Document.prototype.importNode = function <T extends Node>(this: Document, node: T, deep?: boolean): T {
      imports++;
      return importNode.call(this, node, deep) as T;
    };
    try {
      // ff-2: nobody holds the 6-6, so the Maltese search for it runs before the first frame; the computer then waits.
      const el = await mount({ variant: 'maltese-cross', seed: 'ff-2', 'ai-delay': '60000' });
      expect(el.shadowRoot!.querySelectorAll('.hand__tile').length).to.equal(7);
      // A ceiling, as the sizes have one: each hand tile was three instances (its button, its image, the tile), 48
      // in all; it is one, 34 in all. Drawing a hand tile as three again fails this.
      expect(imports, 'template instances in the first frame').to.be.at.most(34);
    } finally {
      Document.prototype.importNode = importNode;
    }
  });
});
