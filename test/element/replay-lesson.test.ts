// Lessons (API.md §8, §5 `domino-answer`): at a `?` move the replay stops and the reader plays the mover's move
// from that hand, by mouse or keyboard; refused, legal-but-wrong and right tries are each answered.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { $, $$, click, handTile, mount, record, root, target, type DominoTable } from './helpers.js';
import { DOUBLES_DRAW_PLAYS, KELLEY_DRAWS, MALTESE_LOCKS, note, shownStep, stepButton } from './replay-helpers.js';

const feedback = (el: DominoTable): string =>
  $(el, '.replay__lesson [role="status"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const answers = (seen: { type: string; detail: unknown }[]) =>
  seen
    .filter((e) => e.type === 'domino-answer')
    .map((e) => e.detail as { step: number; move: unknown; correct: boolean });

/** Presses Next until it stops moving: before the question. */
async function forwardToQuestion(el: DominoTable): Promise<void> {
  for (let i = 0; i < 20 && !$(el, '.replay__lesson'); i++) {
    await click(stepButton(el, 'forward'));
    await el.updateComplete;
  }
}

describe('replay: lessons', () => {
  it('R-MC-6: Next and → stop before the question; the mover’s hand is asked for', async () => {
    const el = await mount({ record: MALTESE_LOCKS });
    await forwardToQuestion(el);
    expect(shownStep(el)).to.equal(9);
    expect(stepButton(el, 'forward').getAttribute('aria-disabled')).to.equal('true');
    expect($(el, '.replay__ask')!.textContent).to.contain('South’s move');
    expect($$<HTMLButtonElement>(el, '.replay__lesson .hand__tile').map((b) => b.dataset.tile)).to.deep.equal([
      '3-1',
      '5-2',
      '5-5',
      '1-1',
    ]);
    // The move list does not give the answer away.
    expect($$(el, '.replay__move')[10]!.textContent).to.contain('?');
    expect($$(el, '.replay__move')[10]!.textContent).to.not.contain('1-1');
    await click(stepButton(el, 'forward'));
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(shownStep(el)).to.equal(9);
    expect(feedback(el)).to.contain('Find this move first');
    expect(root(el).activeElement?.classList.contains('hand__tile')).to.equal(true);
  });

  it('R-MC-6: a refused or legal wrong try gets the record’s comment on it, said once (issue 35 item 8)', async () => {
    const el = await mount({ record: MALTESE_LOCKS, step: '9' });
    const seen = record(el, ['domino-answer', 'domino-step']);
    // Only one open end shows a number of the 5-2 (the 5 of the 6-5): tried there at once.
    await click(handTile(el, '5-2')!);
    await el.updateComplete;
    // The record's words on this try, not the rule's sentence before them saying the same again.
    expect(feedback(el)).to.equal('Suit 5 is locked: the 5-5 is not down yet.');
    // 3-1 fits two ends by number: the reader picks the 1 (locked) end.
    await click(handTile(el, '3-1')!);
    await el.updateComplete;
    const ends = $$<SVGGElement>(el, '.target').map((t) => t.dataset.end!);
    expect(ends.length).to.equal(2);
    const one = $$<SVGGElement>(el, '.target').find((t) => t.getAttribute('aria-label')!.includes('on the one, '))!;
    await click(one);
    await el.updateComplete;
    expect(feedback(el)).to.equal('Suit 1 is locked: the 1-1 is not down yet.');
    // 3-1 on the 3: legal, but not the record's move.
    await click(handTile(el, '3-1')!);
    await el.updateComplete;
    const three = $$<SVGGElement>(el, '.target').find((t) => t.getAttribute('aria-label')!.includes('on the three, '))!;
    await click(three);
    await el.updateComplete;
    expect(feedback(el)).to.equal('Legal (suit 3 is open on the 3-3), but suit 1 stays locked.');
    // Drawing is legal in Maltese Cross, and the record says nothing of it: "not this one".
    await click($(el, '.replay__lesson [data-action="draw"]')!);
    await el.updateComplete;
    expect(feedback(el)).to.equal('Not this one, try again.');
    expect(shownStep(el)).to.equal(9);
    const tries = answers(seen);
    expect(tries.map((a) => [a.step, a.correct])).to.deep.equal([
      [10, false],
      [10, false],
      [10, false],
      [10, false],
    ]);
    expect(tries[0]!.move).to.include({ type: 'play', tile: '5-2' });
    expect((tries[0]!.move as { end: string }).end).to.not.equal('');
    expect(tries[1]!.move).to.deep.equal({ type: 'play', tile: '3-1', end: one.dataset.end });
    expect(tries[3]!.move).to.deep.equal({ type: 'draw' });
    expect(seen.filter((e) => e.type === 'domino-step').length, 'wrong tries do not move the replay').to.equal(0);
  });

  it('R-MC-6: the right move by keyboard plays it, says so, and the replay goes on', async () => {
    const el = await mount({ record: MALTESE_LOCKS, step: '9' });
    const seen = record(el, ['domino-answer', 'domino-step']);
    const tiles = $$<HTMLButtonElement>(el, '.replay__lesson .hand__tile');
    tiles[0]!.focus();
    for (let i = 0; i < 3; i++) await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(root(el).activeElement).to.equal(handTile(el, '1-1'));
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    expect(shownStep(el)).to.equal(10);
    expect($(el, '.replay__lesson')).to.equal(null);
    expect(note(el)).to.contain('Right!');
    expect(note(el)).to.contain('Right: the 1-1 goes on the 1 and unlocks suit 1 for every end.');
    expect($$(el, '.replay__move')[10]!.textContent).to.contain('1-1');
    const [answer, ...more] = answers(seen);
    expect(more).to.deep.equal([]);
    expect([answer!.step, answer!.correct]).to.deep.equal([10, true]);
    expect(answer!.move).to.include({ type: 'play', tile: '1-1' });
    expect((answer!.move as { end: string }).end)
      .to.be.a('string')
      .and.not.equal('');
    await until(() => root(el).activeElement === stepButton(el, 'forward'), 'focus on Next');
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(shownStep(el)).to.equal(11);
    // Answered: going back and forward again passes the question.
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'ArrowRight' });
    await el.updateComplete;
    expect(shownStep(el)).to.equal(10);
  });

  it('a tile with several ends by keyboard: Enter lights its ends, arrows move between them, Enter tries one', async () => {
    const el = await mount({ record: MALTESE_LOCKS, step: '9' });
    handTile(el, '3-1')!.focus();
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    await el.updateComplete;
    const spots = $$<SVGGElement>(el, '.target');
    expect(spots.length).to.equal(2);
    expect(root(el).activeElement).to.equal(spots[0]);
    await sendKeys({ press: 'ArrowRight' });
    expect(root(el).activeElement).to.equal(spots[1]);
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect($$(el, '.target').length).to.equal(0);
    await until(() => root(el).activeElement?.classList.contains('hand__tile') === true, 'focus back in the hand');
  });

  it('ends that show the same number have their own accessible names, in every language, and each can be tried', async () => {
    // Seat 1 holds the 6-4, and three ends of the 6-6 spinner show a 6 (issue 21: "ends with the same number").
    const text = `[variant doubles]\n[players 2]\n[hand-size 8]\n[target-score 100]
[hands 3-0 3-2 2-1 6-6 2-2 6-1 5-2 5-3 / 5-4 4-3 6-2 4-0 3-1 6-4 0-0 2-0]
6-6 6-2@6N 2-2 ?6-4@6E {East.} (6-4@6W {Not west.})`;
    for (const lang of ['en', 'de', 'es', 'pt', 'fr']) {
      const el = await mount({ record: text, step: '3', lang });
      // Each language's replay words are a chunk of their own: the record is read once they are in.
      await until(() => handTile(el, '6-4') !== null, `${lang}: the lesson's hand`);
      await click(handTile(el, '6-4')!);
      await el.updateComplete;
      const names = $$<SVGGElement>(el, '.target').map((t) => t.getAttribute('aria-label')!);
      expect(names.length, lang).to.equal(3);
      expect(new Set(names).size, `${lang}: ${names.join(' | ')}`).to.equal(3);
      if (lang !== 'en') continue;
      for (const name of names) expect(name).to.match(/on the six, /);
      // The west one: the record's word on that try; the east one: right.
      await click($$<SVGGElement>(el, '.target').find((t) => /\bwest\b/i.test(t.getAttribute('aria-label')!))!);
      await el.updateComplete;
      expect(feedback(el)).to.equal('Not west.');
      await click(handTile(el, '6-4')!);
      await el.updateComplete;
      await click($$<SVGGElement>(el, '.target').find((t) => /\beast\b/i.test(t.getAttribute('aria-label')!))!);
      await el.updateComplete;
      expect(shownStep(el)).to.equal(4);
    }
  });

  it('R-DB-5, R-DB-6: a draw question: Pass is refused with the record’s word, a locked play too, Draw is right', async () => {
    const el = await mount({ record: DOUBLES_DRAW_PLAYS });
    const seen = record(el, ['domino-answer']);
    await forwardToQuestion(el);
    expect(shownStep(el)).to.equal(5);
    await click($(el, '.replay__lesson [data-action="pass"]')!);
    await el.updateComplete;
    expect(feedback(el)).to.contain('Not while a tile may be drawn.');
    await click(handTile(el, '4-3')!);
    await el.updateComplete;
    expect(feedback(el)).to.equal('Suit 3 is locked: the 3-3 is not down.');
    await click($(el, '.replay__lesson [data-action="draw"]')!);
    await el.updateComplete;
    expect(shownStep(el)).to.equal(6);
    expect(note(el)).to.contain('Right!');
    expect(answers(seen).map((a) => a.correct)).to.deep.equal([false, false, true]);
    expect(answers(seen)[2]!.move).to.deep.equal({ type: 'draw' });
  });

  it('R-DC-6: a tile that shows no open end’s number is refused at once, the table saying why', async () => {
    const lesson = KELLEY_DRAWS.replace(/draw:7-2[\s\S]*$/, '?draw:7-2 {Seat 2 holds no 9 and no 0: it draws.}');
    const el = await mount({ record: lesson });
    const seen = record(el, ['domino-answer']);
    await forwardToQuestion(el);
    await click(handTile(el, '6-6')!);
    await el.updateComplete;
    expect(feedback(el)).to.equal('The 6-6 matches no open end.');
    expect(answers(seen)[0]).to.deep.equal({ step: 3, move: { type: 'play', tile: '6-6', end: '' }, correct: false });
    await click($(el, '.replay__lesson [data-action="draw"]')!);
    await el.updateComplete;
    expect(note(el)).to.contain('Seat 2 holds no 9 and no 0: it draws.');
  });

  it('controls="none" asks nothing: a static diagram has no lesson', async () => {
    const el = await mount({ record: MALTESE_LOCKS, step: '9', controls: 'none' });
    expect($(el, '.replay__lesson')).to.equal(null);
    expect(target(el, 'center')).to.equal(null);
  });
});

async function until(check: () => boolean, what: string): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > 4000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
