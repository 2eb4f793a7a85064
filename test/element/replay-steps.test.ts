// Replay mode (API.md §2 `record`, `step`, `view`, `controls`; §5 `domino-step`; §8): a record is shown instead of a
// match, and the reader steps through it with the step bar, the keyboard and the move list.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { $, $$, click, mount, record, root, until } from './helpers.js';
import { MALTESE_LOCKS, BONEYARD_BLOCK, note, played, seat, shownStep, stepButton } from './replay-helpers.js';

const steps = (seen: { type: string; detail: unknown }[]) =>
  seen.filter((e) => e.type === 'domino-step').map((e) => e.detail);

describe('replay: stepping through a record', () => {
  it('shows the deal (step 0) with every hand face up; no match starts, so no lead, turn or move', async () => {
    const seen = record(document, ['domino-step', 'domino-lead', 'domino-turn', 'domino-move']);
    const el = await mount({ record: MALTESE_LOCKS, 'ai-delay': '0' });
    expect(steps(seen)).to.deep.equal([{ step: 0, total: 12, round: 1, chapter: 1 }]);
    expect(shownStep(el)).to.equal(0);
    expect(played(el)).to.equal(0);
    for (const n of [0, 1, 2, 3]) expect(seat(el, n)).to.deep.equal({ tiles: 5, count: 5 });
    expect(note(el)).to.include('Seat 0 holds the 6-6 and opens.');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen.map((e) => e.type)).to.deep.equal(['domino-step']);
  });

  it('first, back, forward and last move the step, reflect it to `step` and fire domino-step each time', async () => {
    const el = await mount({ record: MALTESE_LOCKS });
    const seen = record(el, ['domino-step']);
    await click(stepButton(el, 'forward'));
    await el.updateComplete;
    expect(shownStep(el)).to.equal(1);
    expect(el.getAttribute('step')).to.equal('1');
    expect(el.step).to.equal(1);
    expect(played(el)).to.equal(1);
    expect($(el, '.tile--last'), 'the last tile played is marked').to.not.equal(null);
    await click(stepButton(el, 'forward'));
    await el.updateComplete;
    expect(note(el)).to.include('West plays 6-4 on the six');
    await click(stepButton(el, 'back'));
    await el.updateComplete;
    expect(shownStep(el)).to.equal(1);
    // Last jumps past the question to the end of the record: 12 moves, one of them a draw.
    await click(stepButton(el, 'last'));
    await el.updateComplete;
    expect([shownStep(el), el.getAttribute('step'), played(el)]).to.deep.equal([12, '12', 11]);
    expect(stepButton(el, 'forward').getAttribute('aria-disabled')).to.equal('true');
    await click(stepButton(el, 'first'));
    await el.updateComplete;
    expect(shownStep(el)).to.equal(0);
    expect(stepButton(el, 'back').getAttribute('aria-disabled')).to.equal('true');
    expect(steps(seen).map((d) => (d as { step: number }).step)).to.deep.equal([1, 2, 1, 12, 0]);
    // At an end a disabled button does nothing (and keeps focus: aria-disabled, not disabled).
    await click(stepButton(el, 'back'));
    expect(steps(seen).length).to.equal(5);
    expect(root(el).activeElement).to.equal(stepButton(el, 'back'));
  });

  it('← → Home End step while the table has focus; the move list follows with its tab stop', async () => {
    const el = await mount({ record: MALTESE_LOCKS });
    stepButton(el, 'forward').focus();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft']) await sendKeys({ press: key });
    await el.updateComplete;
    expect(shownStep(el)).to.equal(2);
    await sendKeys({ press: 'End' });
    await el.updateComplete;
    expect(shownStep(el)).to.equal(12);
    await sendKeys({ press: 'Home' });
    await el.updateComplete;
    expect(shownStep(el)).to.equal(0);
    // In the move list, the step shown holds the one tab stop and keeps focus as the arrows move it.
    const list = $$<HTMLButtonElement>(el, '.replay__move');
    expect(list.filter((b) => b.tabIndex === 0).map((b) => b.dataset.step)).to.deep.equal(['0']);
    list[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    await until(() => root(el).activeElement?.getAttribute('data-step') === '1', 'focus on step 1 in the list');
    // A click anywhere on the table gives it focus for the keys.
    await click($(el, '.felt')!);
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(shownStep(el)).to.equal(2);
  });

  it('the move list: every move named as the record names it, rounds marked, a click shows that step', async () => {
    const el = await mount({ record: BONEYARD_BLOCK });
    const list = $$<HTMLButtonElement>(el, '.replay__move');
    // Each move: its number, then its name.
    const texts = list.map((b) => {
      const no = b.querySelector('.replay__no')?.textContent ?? '';
      return `${no} ${b.textContent!.trim().slice(no.length)}`.trim();
    });
    expect(texts.slice(0, 4)).to.deep.equal(['Round 1', '1 2-1', '2 1-0', '3 2-0@2']);
    expect(texts.at(-1)).to.equal('Round 2');
    expect($$(el, '.replay__item--round').length).to.equal(2);
    await click(list[9]!);
    await el.updateComplete;
    expect(shownStep(el)).to.equal(9);
    expect(note(el)).to.include('Blocked');
    expect(note(el)).to.include('Both ends show 0 and all six 0s are down: blocked.');
    await click(list.at(-1)!);
    await el.updateComplete;
    expect(shownStep(el)).to.equal(10);
    expect(played(el)).to.equal(0);
    expect(note(el)).to.include('Seats 0 and 2 drew doubles for the lead.');
  });

  it('`step` set from outside (attribute or property, a number or end) moves the replay and fires domino-step', async () => {
    const el = await mount({ record: MALTESE_LOCKS, step: '4' });
    expect(shownStep(el)).to.equal(4);
    const seen = record(el, ['domino-step', 'domino-error']);
    el.setAttribute('step', 'end');
    await el.updateComplete;
    expect(shownStep(el)).to.equal(12);
    el.step = 3;
    await el.updateComplete;
    expect([shownStep(el), el.getAttribute('step')]).to.deep.equal([3, '3']);
    el.setAttribute('step', '3'); // no change: no event
    await el.updateComplete;
    expect(seen).to.deep.equal([
      { type: 'domino-step', detail: { step: 12, total: 12, round: 1, chapter: 1 } },
      { type: 'domino-step', detail: { step: 3, total: 12, round: 1, chapter: 1 } },
    ]);
  });

  it('an invalid `step` is reported and shows the deal; one past the end shows the last step', async () => {
    const errors = record(document, ['domino-error']);
    const el = await mount({ record: MALTESE_LOCKS, step: 'three' });
    expect(shownStep(el)).to.equal(0);
    el.setAttribute('step', '40');
    await el.updateComplete;
    expect(shownStep(el)).to.equal(12);
    const messages = errors.map((e) => e.detail as { code: string; message: string });
    expect(messages.map((m) => m.code)).to.deep.equal(['invalid-attribute', 'invalid-attribute']);
    expect(messages[0]!.message).to.contain('step="three"');
    expect(messages[1]!.message).to.contain('step="40"');
  });

  it('`view` shows the game as that seat saw it: its hand face up at the bottom, the others hidden with counts', async () => {
    const el = await mount({ record: MALTESE_LOCKS, view: '2', step: '5' });
    expect(seat(el, 2)).to.deep.equal({ tiles: 4, count: 4 });
    expect(seat(el, 0)).to.deep.equal({ tiles: 0, count: 5 }); // 6-6 played, the 6-5 drawn
    expect(seat(el, 1)).to.deep.equal({ tiles: 0, count: 4 });
    expect($(el, '.me [data-seat="2"]'), 'seat 2 at the bottom').to.not.equal(null);
    // A hidden hand's draw does not name its tile, in the caption or in the move list.
    expect(note(el)).to.not.match(/six–five|6-5/);
    expect($$(el, '.replay__move')[5]!.textContent).to.not.contain('6-5');
    el.removeAttribute('view');
    await el.updateComplete;
    expect(seat(el, 0).tiles).to.equal(5);
    expect(note(el)).to.include('South draws 6-5.');
  });

  it('an invalid `view` is reported and every hand stays face up', async () => {
    const errors = record(document, ['domino-error']);
    const el = await mount({ record: MALTESE_LOCKS, view: '4' });
    expect(seat(el, 1).tiles).to.equal(5);
    expect(errors.map((e) => (e.detail as { message: string }).message)).to.deep.equal([
      'view="4" is not a seat of this record (0 to 3); every hand is shown.',
    ]);
  });
});
