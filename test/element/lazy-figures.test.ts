// Issue 36 item 7: many figures on a page. With `loading="lazy"` (API.md §2; the studio's snippets write it) a
// replay or figure far below the fold reserves its box and does nothing else until it comes within one viewport
// height of the viewport: its record is not read, its chunks are not fetched, nothing is dispatched. Before it is
// drawn its methods answer as a table with nothing shown: `state` an empty table, `legalMoves()` none, moves
// `wrong-phase`, `hint()` null, `record()` the record as given.
import { expect } from '@open-wc/testing';
import { $, mount, record, until, type DominoTable } from './helpers.js';
import { played } from './replay-helpers.js';
import { KELLEY_DRAWS } from '../record/worked-examples.js';

const drawn = (el: DominoTable) => !!$(el, '.replay');

describe('loading="lazy": fifty figures on a page', () => {
  it('issue 36 item 7: only the figures near the viewport are drawn; the others keep a box, answer, and dispatch nothing', async function () {
    this.timeout(60000);
    const page = document.body.appendChild(document.createElement('div'));
    page.style.width = '600px';
    const seen = record(document, ['domino-error', 'domino-step', 'domino-lead', 'domino-turn']);
    const figures: DominoTable[] = [];
    const stepped = new Set<EventTarget>();
    try {
      for (let i = 0; i < 50; i++) {
        const p = page.appendChild(document.createElement('p'));
        p.textContent = `Figure ${i + 1}.`;
        figures.push(
          await mount(
            { record: KELLEY_DRAWS, step: 'end', 'board-only': true, controls: 'none', loading: 'lazy' },
            { parent: page, before: (el) => el.addEventListener('domino-step', () => stepped.add(el)) },
          ),
        );
      }
      await until(() => figures.slice(0, 1).every(drawn), 'the first figure drawn');
      await until(() => played(figures[0]!) > 0, 'its tiles');
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const away = figures.filter((el) => !drawn(el));
      // Within one viewport height of the viewport: a few; the rest wait.
      expect(away.length, 'figures not drawn').to.be.at.least(40);
      const last = figures.at(-1)!;
      expect(away).to.include(last);
      for (const el of away) expect(el.getBoundingClientRect().height, 'a box reserved').to.be.above(100);
      // Its methods before it is drawn.
      expect(last.state.layout.tiles).to.deep.equal([]);
      expect(last.state.seats.every((s) => s.hand.length === 0)).to.equal(true);
      expect(last.legalMoves()).to.deep.equal([]);
      expect(last.play('9-9')).to.deep.include({ ok: false, reason: 'wrong-phase' });
      expect(last.draw()).to.deep.include({ ok: false, reason: 'wrong-phase' });
      expect(last.hint()).to.equal(null);
      expect(last.record()).to.equal(KELLEY_DRAWS);
      // Nothing dispatched by a figure not drawn (each drawn one shows its step once).
      expect(seen.filter((e) => e.type !== 'domino-step')).to.deep.equal([]);
      expect(away.filter((el) => stepped.has(el))).to.deep.equal([]);
      // Scrolled near: drawn, as an eager one is.
      last.scrollIntoView();
      await until(() => drawn(last) && played(last) > 0, 'the last figure drawn once near', 10000);
      expect(last.state.layout.tiles.length).to.equal(played(last));
      expect(seen.filter((e) => e.type === 'domino-error')).to.deep.equal([]);
    } finally {
      page.remove();
    }
  });

  it('issue 36 item 7: a lazy replay far below the fold fetches nothing before it is near', async function () {
    this.timeout(30000);
    const spacer = document.body.appendChild(document.createElement('div'));
    spacer.style.height = '6000px';
    // The page at its top (the test before scrolled down): the table far below the fold.
    window.scrollTo(0, 0);
    const fetched: string[] = [];
    const real = window.fetch;
    window.fetch = ((...args: Parameters<typeof fetch>) => {
      fetched.push(String(args[0]));
      return real(...args);
    }) as typeof fetch;
    try {
      const el = await mount({ src: '/test/element/records/doubles-short.txt', step: 'end', loading: 'lazy' });
      expect(el.getBoundingClientRect().top, 'far below the fold').to.be.above(3 * innerHeight);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(fetched, 'the record not fetched').to.deep.equal([]);
      expect(el.record()).to.equal('');
      expect(el.getBoundingClientRect().height).to.be.above(100);
      el.scrollIntoView();
      await until(() => played(el) > 0, 'the record fetched and drawn once near', 10000);
      expect(fetched.some((f) => f.endsWith('doubles-short.txt'))).to.equal(true);
    } finally {
      window.fetch = real;
      spacer.remove();
    }
  });
});
