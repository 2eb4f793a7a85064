// A record at API.md §8's limits (10 000 steps, just under 256 KB) in a table: the move list draws a window of steps,
// not all of them, so the table's nodes stay few and the same whatever step is shown; stepping to the end and back
// lands on the right positions; the list keeps its keyboard and its places (issue 22 item 8). Timings are in
// `npm run bench:records`, not here.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { $, $$, click, mount, record, root, until, type DominoTable } from './helpers.js';
import { note, played, shownStep, stepButton } from './replay-helpers.js';
import { bigRecord } from '../record/big-record.js';

const big = bigRecord(10_000, true);
/** Nodes in the move list, and in the whole table. */
const nodes = (el: DominoTable) => ({
  list: $(el, '.replay__moves')!.querySelectorAll('*').length,
  table: root(el).querySelectorAll('*').length,
});

/** Sets `step` from outside, as a page would, and waits for the table to show it. */
async function goTo(el: DominoTable, step: number | 'end') {
  el.step = step;
  await el.updateComplete;
}

describe('replay: a record at the size limit', () => {
  it('is within the limits and shows every step, with a bounded move list at the deal, the end and between', async () => {
    expect(new TextEncoder().encode(big.text).length).to.be.within(250 * 1024, 256 * 1024);
    const el = await mount({ record: big.text });
    expect(stepButton(el, 'last')).to.not.equal(null);
    expect(el.state.phase).to.equal('play');
    const counts = [nodes(el)];
    // A list of 10 001 steps drew some 30 000 nodes; a window is at most 3 blocks of 20 steps, 2 nodes or 3 each.
    expect(counts[0]!.list).to.be.below(200);
    for (const step of [big.total, 5000, 5017, 9000]) {
      await goTo(el, step);
      expect(shownStep(el)).to.equal(step);
      counts.push(nodes(el));
    }
    for (const count of counts) expect(count.list).to.be.below(200);
    // Away from both ends the window is the same size wherever it is: the count does not drift as the reader moves.
    expect(counts[2]!.list).to.equal(counts[4]!.list);
    expect(counts[3]!.table).to.be.below(1000);
  });

  it('Last and First land on the last step and the deal; back and forward step one at a time', async () => {
    const el = await mount({ record: big.text });
    await click(stepButton(el, 'last'));
    await el.updateComplete;
    expect([shownStep(el), el.step, played(el), el.state.round]).to.deep.equal([
      big.total,
      big.total,
      big.playedAtEnd,
      big.roundAtEnd,
    ]);
    const atEnd = note(el);
    await click(stepButton(el, 'back'));
    await el.updateComplete;
    expect(shownStep(el)).to.equal(big.total - 1);
    await click(stepButton(el, 'forward'));
    await el.updateComplete;
    expect([shownStep(el), note(el)]).to.deep.equal([big.total, atEnd]);
    await click(stepButton(el, 'first'));
    await el.updateComplete;
    expect([shownStep(el), played(el), el.state.round]).to.deep.equal([0, 0, 1]);
    // A far step from outside and back again: the same position as before.
    await goTo(el, 'end');
    expect([shownStep(el), played(el)]).to.deep.equal([big.total, big.playedAtEnd]);
    await goTo(el, 0);
    expect([shownStep(el), played(el)]).to.deep.equal([0, 0]);
  });

  it('each item says its place in the whole list; the steps outside the window are a button that goes there', async () => {
    const el = await mount({ record: big.text, step: '4000' });
    const current = $(el, '.replay__move[aria-current="step"]')!;
    expect(current.dataset.step).to.equal('4000');
    const item = current.closest('li')!;
    expect([item.getAttribute('aria-setsize'), item.getAttribute('aria-posinset')]).to.deep.equal([
      String(big.total + 1),
      '4001',
    ]);
    const [earlier, later] = $$<HTMLButtonElement>(el, '.replay__more');
    expect(earlier!.getAttribute('aria-label')).to.match(/^Steps 0 to \d+$/);
    expect(later!.getAttribute('aria-label')).to.match(new RegExp(`^Steps \\d+ to ${big.total}$`));
    const first = Number(later!.dataset.step);
    expect(first).to.be.above(4000);
    await click(later!);
    await el.updateComplete;
    expect(shownStep(el)).to.equal(first);
    expect($(el, `.replay__move[data-step="${first}"]`)).to.not.equal(null);
    const before = Number($$<HTMLButtonElement>(el, '.replay__more')[0]!.dataset.step);
    await click($$<HTMLButtonElement>(el, '.replay__more')[0]!);
    await el.updateComplete;
    expect(shownStep(el)).to.equal(before);
  });

  it('in the list, the arrows go on past the window’s edge with focus on the step shown, kept in view', async () => {
    // At step 40 the window moves on a block: the steps before 20 leave the list.
    const el = await mount({ record: big.text, step: '37' });
    expect($(el, '.replay__move[data-step="0"]')).to.not.equal(null);
    $<HTMLButtonElement>(el, '.replay__move[aria-current="step"]')!.focus();
    for (let i = 0; i < 5; i++) await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(shownStep(el)).to.equal(42);
    expect($(el, '.replay__move[data-step="0"]')).to.equal(null);
    await until(() => root(el).activeElement?.getAttribute('data-step') === '42', 'focus on step 42 in the list');
    const list = $(el, '.replay__moves')!;
    const button = root(el).activeElement as HTMLElement;
    const [box, inList] = [list.getBoundingClientRect(), button.getBoundingClientRect()];
    expect(inList.left).to.be.at.least(box.left - 1);
    expect(inList.right).to.be.at.most(box.right + 1);
    expect($$(el, '.replay__move[tabindex="0"]').map((b) => b.dataset.step)).to.deep.equal(['42']);
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    await until(
      () => root(el).activeElement?.getAttribute('data-step') === String(big.total),
      'focus on the last step in the list',
    );
  });

  it('one step over the limit is refused with the sentence that says so, before anything is drawn', async () => {
    const seen = record(document, ['domino-error']);
    const el = await mount({ record: bigRecord(10_001).text });
    expect(seen.map((e) => e.detail)).to.deep.equal([
      {
        code: 'invalid-attribute',
        message: 'record: This record has more than 10000 steps, the most a table shows. Nothing is shown played.',
      },
    ]);
    expect(note(el)).to.equal('This record has more than 10000 steps, the most a table shows.');
    expect([played(el), $(el, '.replay__moves')]).to.deep.equal([0, null]);
  });
});
