// Issue 11 items 8–12: hot seat keeps hands secret between people; undo is the mover's, within a round.
import { expect } from '@open-wc/testing';
import { seatNames, tileName } from '../../src/i18n/index.js';
import { $, $$, action, mount, root, until, type DominoTable } from './helpers.js';
import { off } from './helpers.js';

const region = (el: DominoTable): HTMLElement => $(el, '[role="log"]') as HTMLElement;
const handingOver = (el: DominoTable): boolean => $(el, '[data-action="ready"]') !== null;

async function hotSeat(attrs: Record<string, string>): Promise<DominoTable> {
  const el = await mount({ 'ai-delay': '0', ...attrs });
  await until(() => handingOver(el), 'the first handover');
  return el;
}

async function ready(el: DominoTable): Promise<void> {
  action(el, 'ready').click();
  await el.updateComplete;
}

/** Plays the seat to act's first legal move through the API (every seat is a person). */
function playFirst(el: DominoTable): void {
  const move = el.legalMoves().find((m) => m.type === 'play') ?? el.legalMoves()[0]!;
  const result = move.type === 'play' ? el.play(move.tile, move.end) : move.type === 'draw' ? el.draw() : el.pass();
  expect(result.ok, JSON.stringify(result)).to.equal(true);
}

async function toRoundEnd(el: DominoTable): Promise<void> {
  for (let step = 0; step < 400 && el.state.phase !== 'round-over' && el.state.phase !== 'match-over'; step++) {
    if (el.legalMoves().length === 0) await new Promise((r) => setTimeout(r, 5));
    else playFirst(el);
  }
  await el.updateComplete;
  expect(el.state.phase).to.be.oneOf(['round-over', 'match-over']);
}

describe('hot seat (issue 11)', () => {
  it('Ready pressed in the table takes focus to the hand; passed by a page script, it leaves the page’s focus alone', async () => {
    const el = await hotSeat({ variant: 'doubles', players: '2', humans: '2', seed: 'hs-focus' });
    // A page's own control holds focus (the studio's form, an author typing): a script passes the screen.
    const input = document.body.appendChild(document.createElement('input'));
    try {
      input.focus();
      await ready(el);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)));
      expect(document.activeElement).to.equal(input, 'focus stays on the page’s control');
      expect(root(el).activeElement).to.equal(null);
      // A person on the table: focus on Ready, pressed; the hand takes focus.
      playFirst(el);
      await until(() => handingOver(el), 'the next handover');
      action(el, 'ready').focus();
      await ready(el);
      await until(() => root(el).activeElement?.classList.contains('hand__tile') === true, 'focus on the hand');
    } finally {
      input.remove();
    }
  });

  it('item 8: after Next round no hand is face up: every round starts behind the handover', async () => {
    for (const seed of ['hs-a', 'hs-b', 'hs-c', 'hs-d']) {
      const el = await hotSeat({ variant: 'doubles', players: '2', humans: '2', 'target-score': '500', seed });
      await ready(el);
      await toRoundEnd(el);
      action(el, 'dialog').click(); // Next round
      await el.updateComplete;
      expect($$(el, '.hand__tile').length, `${seed}: no hand shown after Next round`).to.equal(0);
      await until(() => handingOver(el), `${seed}: the new round's handover`);
      expect($$(el, '.hand__tile').length).to.equal(0);
      await ready(el);
      expect($$(el, '.hand__tile').length, 'the person handed the screen sees their hand').to.be.greaterThan(0);
    }
  });

  it('the review after a hot-seat round names whose move each item judges: every person is "You"', async () => {
    const el = await hotSeat({
      variant: 'doubles',
      players: '2',
      humans: '2',
      'target-score': '500',
      seed: 'hs-review',
    });
    await ready(el);
    await toRoundEnd(el);
    action(el, 'review').click();
    await until(() => $(el, '.dialog--review') !== null, 'the review', 20000);
    await el.updateComplete;
    const items = $$<HTMLButtonElement>(el, '.review__item');
    const reviewed = await el.review();
    const seats = new Set(reviewed.map((item) => item.seat));
    expect(seats.size, 'both people had choices').to.equal(2);
    // The table's names for its seats ("Player 1", "Player 2" in a hot seat of two).
    const { names } = seatNames('en', 2, 2);
    expect(items.length).to.equal(reviewed.length);
    reviewed.forEach((item, i) => {
      const button = items[i]!;
      expect(button.getAttribute('aria-label'), 'its name').to.match(new RegExp(`^${names[item.seat]} · `));
      expect(button.querySelector('.review__grade')!.textContent, 'its words').to.match(
        new RegExp(`^${names[item.seat]} · `),
      );
    });
  });

  it('item 9: a drawn tile leaves no trace in the DOM or the live region once the screen is to be passed', async () => {
    // Maltese Cross lets a person draw at any time (R-MC-5): draw one, then play another tile.
    const el = await hotSeat({ variant: 'maltese-cross', humans: '4', seed: 'hs-draw' });
    await ready(el);
    playFirst(el); // the 6-6 opens
    await until(() => handingOver(el), 'the second person');
    await ready(el);
    const seat = el.state.current!;
    const before = new Set(el.state.seats[seat]!.hand);
    expect(el.draw().ok).to.equal(true);
    await el.updateComplete;
    const drawn = el.state.seats[seat]!.hand.find((tile) => !before.has(tile))!;
    const spoken = tileName('en', drawn);
    expect(region(el).textContent, 'the person hears their own draw').to.contain(spoken);
    const play = el.legalMoves().find((m) => m.type === 'play' && m.tile !== drawn);
    if (play?.type === 'play') el.play(play.tile, play.end);
    else expect(el.pass().ok || el.draw().ok).to.equal(true);
    await until(() => handingOver(el) || el.state.current === seat, 'the screen to be passed');
    if (!handingOver(el)) return; // the same person still to act: nothing to hide yet
    await el.updateComplete;
    expect(region(el).textContent).not.to.contain(spoken);
    expect(region(el).textContent).to.contain('Pass the screen');
    const html = root(el).innerHTML;
    expect(html).not.to.contain(spoken);
    expect(html).not.to.contain(`data-tile="${drawn}"`);
    expect($$(el, '.hand__tile').length).to.equal(0);
  });

  it('item 9: a hint shown to one person is gone once the screen is to be passed', async () => {
    const el = await hotSeat({ variant: 'doubles', players: '2', humans: '2', seed: 'hs-hint', hints: '' });
    await ready(el);
    playFirst(el); // the opening double
    await until(() => handingOver(el), 'the second person');
    await ready(el);
    const hint = el.hint()!;
    action(el, 'hint').click();
    await el.updateComplete;
    expect($(el, '.message')!.textContent).to.contain(hint.why);
    expect($(el, '.target--hint'), 'the hinted end lit').to.not.equal(null);
    if (hint.move.type === 'play') el.play(hint.move.tile, hint.move.end);
    else playFirst(el);
    await until(() => handingOver(el), 'the screen to be passed');
    await el.updateComplete;
    expect($(el, '.message')?.textContent ?? '').not.to.contain(hint.why);
    expect(region(el).textContent).not.to.contain(hint.why);
    expect($(el, '.target--hint')).to.equal(null);
    expect($(el, '[data-action="hint"]') === null || off(action(el, 'hint'))).to.equal(true);
    expect(el.hint(), 'the method still answers for the seat to act (API: presentation only)').to.not.equal(null);
  });

  it('item 10: the next person cannot undo the previous person’s move, on the handover screen or after it', async () => {
    const el = await hotSeat({ variant: 'doubles', players: '2', humans: '2', seed: 'hs-undo' });
    await ready(el);
    playFirst(el);
    await until(() => handingOver(el), 'the handover');
    expect(off(action(el, 'undo')), 'Undo on the handover screen').to.equal(true);
    const onHandover = el.undo();
    expect(onHandover.ok).to.equal(false);
    expect(el.state.log.length).to.equal(1);
    await ready(el);
    expect(off(action(el, 'undo'))).to.equal(true);
    const after = el.undo();
    expect(after).to.deep.equal({
      ok: false,
      reason: 'not-your-turn',
      message: 'Only the person who made the last move may take it back, before the screen is passed.',
    });
    expect(el.state.log.length).to.equal(1);
  });

  it('items 11–12: a round that has ended is final; each refusal says what is true', async () => {
    const el = await mount({
      variant: 'doubles',
      players: '2',
      'ai-delay': '0',
      seed: 'hs-end',
      'target-score': '500',
    });
    await until(() => el.state.current === 0 || el.state.phase !== 'play', 'a turn');
    expect(el.undo()).to.deep.equal({
      ok: false,
      reason: 'wrong-phase',
      message: 'There is no move of yours to take back in this round.',
    });
    expect(el.nextRound()).to.deep.include({ ok: false, message: 'The round is still being played.' });
    const rounds: unknown[] = [];
    el.addEventListener('domino-round-end', (e) => rounds.push((e as CustomEvent).detail));
    for (let step = 0; step < 400 && (el.state.phase === 'play' || el.state.phase === 'lead'); step++) {
      if (el.state.current === 0 && el.legalMoves().length > 0) playFirst(el);
      else await new Promise((r) => setTimeout(r, 5));
    }
    await el.updateComplete;
    expect(el.state.phase).to.equal('round-over');
    expect(rounds.length).to.equal(1);
    const scores = el.state.seats.map((s) => s.score);
    expect($(el, '[data-action="undo"]'), 'no Undo at round end: the panel has the buttons').to.equal(null);
    expect(el.undo()).to.deep.equal({
      ok: false,
      reason: 'wrong-phase',
      message: 'The round has ended: its result is final and cannot be taken back.',
    });
    expect(el.state.phase).to.equal('round-over');
    expect(el.state.seats.map((s) => s.score)).to.deep.equal(scores);
  });

  it('items 11–12 in German', async () => {
    const el = await mount({ variant: 'doubles', players: '2', 'ai-delay': '0', seed: 'hs-de', lang: 'de' });
    await until(() => el.state.current === 0, 'a turn');
    expect((el.undo() as { message: string }).message).to.equal(
      'In dieser Runde gibt es keinen Zug von dir zurückzunehmen.',
    );
    expect((el.nextRound() as { message: string }).message).to.equal('Die Runde läuft noch.');
    for (let step = 0; step < 400 && el.state.phase === 'play'; step++) {
      if (el.state.current === 0 && el.legalMoves().length > 0) playFirst(el);
      else await new Promise((r) => setTimeout(r, 5));
    }
    expect((el.undo() as { message: string }).message).to.equal(
      'Die Runde ist zu Ende: ihr Ergebnis steht fest und lässt sich nicht zurücknehmen.',
    );
  });
});
