// Issue 20 item 3: the status line says what just happened, then whose turn it is; the hinted tile plays in one
// tap; in hot seat a seat keeps its colour wherever it is drawn.
import { expect } from '@open-wc/testing';
import { $, action, click, handTile, mount, NORTH_STUCK, until, type DominoTable } from './helpers.js';

/** The last move's sentence, without the separator drawn after it. */
const last = (el: DominoTable): string =>
  ($(el, '.status__last')?.textContent ?? '').replace(/[\s\u00a0]*·\s*$/, '').trim();
const turn = (el: DominoTable): string => $(el, '.status__turn')?.textContent?.trim() ?? '';
const handingOver = (el: DominoTable): boolean => $(el, '[data-action="ready"]') !== null;
const yourTurn = (el: DominoTable) =>
  until(() => el.state.current === 0 && el.state.phase === 'play', 'your turn').then(() => el.updateComplete);

describe('the status line (issue 20 item 3)', () => {
  it('who opens before the first move; then the last move and whose turn, never the stale lead sentence', async () => {
    const el = await mount({ variant: 'doubles', players: '2', deal: NORTH_STUCK, 'ai-delay': '0' });
    await yourTurn(el);
    expect(last(el)).to.equal('You open with the highest double, 6-6.');
    expect(turn(el)).to.equal('Your turn');
    el.play('6-6');
    await yourTurn(el);
    // North drew the 4-2 and passed: the line tells the pass, names no tile, and says it is your turn.
    expect(el.state.log.map((r) => r.move.type)).to.deep.equal(['play', 'draw', 'pass']);
    expect(last(el)).to.equal('North passes.');
    expect(turn(el)).to.equal('Your turn');
    expect($(el, '.status')!.textContent).not.to.match(/open|four–two|4-2/);
    const six = el.legalMoves().find((m) => m.type === 'play' && m.tile === '6-5')!;
    expect(el.play('6-5', six.type === 'play' ? six.end : undefined).ok).to.equal(true);
    await until(() => el.state.log.length > 4 || el.state.phase !== 'play', 'North to answer');
    await yourTurn(el);
    const answer = el.state.log[el.state.log.length - 1]!;
    expect(answer.seat).to.equal(1);
    if (answer.move.type === 'play') expect(last(el)).to.match(/^North plays \d-\d on the \w+\.$/);
    else expect(last(el)).to.match(/^North (passes|draws a tile)\.$/);
  });

  it('a draw by a hidden hand names no tile while it is the last move', async () => {
    const el = await mount({ variant: 'doubles', players: '2', deal: NORTH_STUCK, 'ai-delay': '400' });
    await yourTurn(el);
    el.play('6-6');
    await until(() => el.state.log.length === 2, 'North to draw');
    await el.updateComplete;
    expect(last(el)).to.equal('North draws a tile.');
    expect(turn(el)).to.equal('North is thinking…');
    expect($(el, '.status')!.textContent).not.to.match(/four–two|4-2/);
  });

  it('issue 35 item 2: the last move stays in sight under a refusal', async () => {
    const el = await mount({ variant: 'doubles', players: '2', deal: NORTH_STUCK, 'ai-delay': '0' });
    await yourTurn(el);
    el.play('6-6');
    await yourTurn(el);
    await click(handTile(el, '0-0')!);
    await el.updateComplete;
    expect($(el, '.message')!.textContent).to.match(/\S/);
    expect(last(el), 'the last move under the refusal').to.equal('North passes.');
    expect(turn(el)).to.equal('Your turn');
  });

  it('hot seat: the second person sees the first person’s move, not who opened', async () => {
    const el = await mount({ variant: 'doubles', players: '2', humans: '2', deal: NORTH_STUCK, 'ai-delay': '0' });
    await until(() => handingOver(el), 'the first handover');
    action(el, 'ready').click();
    await el.updateComplete;
    expect(last(el)).to.equal('Player 1 opens with the highest double, 6-6.');
    el.play('6-6');
    await until(() => handingOver(el), 'the second handover');
    action(el, 'ready').click();
    await el.updateComplete;
    expect(last(el)).to.equal('Player 1 opens with 6-6.');
    expect(turn(el)).to.equal('Player 2 to play');
    // Player 2 draws: the tile is named to them, and to nobody once the screen is passed.
    expect(el.draw().ok).to.equal(true);
    await el.updateComplete;
    expect(last(el)).to.equal('Player 2 draws 4-2.');
    expect(el.pass().ok).to.equal(true);
    await until(() => handingOver(el), 'the third handover');
    expect($(el, '.status')!.textContent).not.to.match(/four–two|4-2/);
    action(el, 'ready').click();
    await el.updateComplete;
    expect(last(el)).to.equal('Player 2 passes.');
    expect($(el, '.frame')!.textContent).not.to.match(/four–two|4-2/);
  });
});

describe('hint, then tap (issue 20 item 3)', () => {
  it('the hinted tile plays on the hinted end in one tap', async () => {
    const el = await mount({ variant: 'doubles', players: '2', deal: NORTH_STUCK, 'ai-delay': '0', hints: '' });
    await yourTurn(el);
    el.play('6-6');
    await yourTurn(el);
    const hint = el.hint()!;
    if (hint.move.type !== 'play') throw new Error('a play was expected');
    await click(action(el, 'hint'));
    await el.updateComplete;
    const before = el.state.log.length;
    await click(handTile(el, hint.move.tile)!);
    await until(() => el.state.log.length > before, 'the hinted move');
    expect(el.state.log[before]!.move).to.deep.equal(hint.move);
  });
});

describe('hot-seat colours (issue 20 item 3)', () => {
  it('a seat wears the same colour wherever the turning table draws it', async () => {
    const el = await mount({ variant: 'doubles', players: '3', humans: '3', seed: 'colours', 'ai-delay': '0' });
    const colourOf = (seat: number) => {
      const chip = $(el, `.seat[data-seat="${seat}"]`)!;
      return {
        side: [...chip.classList].find((c) => /^seat--(left|top|right|bottom)$/.test(c)),
        by: getComputedStyle(chip).getPropertyValue('--_by'),
      };
    };
    const seen = new Map<number, Set<string>>();
    const sides = new Map<number, Set<string>>();
    for (let turnNo = 0; turnNo < 3; turnNo++) {
      await until(() => handingOver(el), 'a handover');
      action(el, 'ready').click();
      await el.updateComplete;
      for (let seat = 0; seat < 3; seat++) {
        const { side, by } = colourOf(seat);
        if (side === 'seat--bottom') continue;
        (seen.get(seat) ?? seen.set(seat, new Set()).get(seat)!).add(by.trim());
        (sides.get(seat) ?? sides.set(seat, new Set()).get(seat)!).add(side!);
      }
      const move = el.legalMoves().find((m) => m.type === 'play') ?? el.legalMoves()[0]!;
      if (move.type === 'play') el.play(move.tile, move.end);
      else if (move.type === 'draw') el.draw();
      else el.pass();
    }
    // Each seat was drawn at two sides, in one colour, and no two seats share one.
    for (let seat = 0; seat < 3; seat++) {
      expect(sides.get(seat)!.size, `seat ${seat} drawn at two sides`).to.equal(2);
      expect([...seen.get(seat)!], `seat ${seat}'s colour`).to.have.length(1);
    }
    expect(new Set([0, 1, 2].map((s) => [...seen.get(s)!][0])).size).to.equal(3);
  });
});
