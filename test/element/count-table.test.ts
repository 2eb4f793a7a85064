// Issue 33 item 6 in the element: in the games that score during play each play's count and points are shown beside
// the last tile, said in the live region with the move and carried by domino-move; the chips' scores change with each
// scoring play; a match won mid-round (reason target) ends with a panel saying who reached it and that the round
// stopped unscored. Fixed deals from RULES.md's worked examples, so the numbers are known.
import { expect } from '@open-wc/testing';
import { $, mount, until, type DominoTable } from './helpers.js';
import { note } from './replay-helpers.js';

/** The lines added to the live region. */
function spoken(el: DominoTable): string[] {
  const lines: string[] = [];
  new MutationObserver((records) => {
    for (const r of records) for (const node of r.addedNodes) lines.push(node.textContent ?? '');
  }).observe($(el, '[role="log"]')!, { childList: true });
  return lines;
}

// RULES.md's worked example "Fives and Threes" (seat 0 leads; 2 players, 7 tiles each, the rest out of play).
const F3_DEAL = JSON.stringify({
  hands: [
    ['5-4', '5-2', '3-2', '6-6', '0-0', '1-0', '2-0'],
    ['4-4', '4-1', '6-1', '3-0', '4-0', '5-0', '6-0'],
  ],
  boneyard: ['6-5', '6-4', '6-3', '6-2', '5-5', '5-3', '5-1', '4-3', '4-2', '3-3', '3-1', '2-2', '2-1', '1-1'],
  leader: 0,
});

/** Fives and Threes on the worked example's deal: the person leads 5-4 (count 9), told and carried by domino-move. */
async function leadFiveFour(attrs: Record<string, string>) {
  const el = await mount({ variant: 'fives-and-threes', deal: F3_DEAL, 'ai-delay': '0', ...attrs });
  await until(() => el.state.current === 0, 'your lead');
  const lines = spoken(el);
  const moves: { count?: number; points?: number }[] = [];
  el.addEventListener('domino-move', (e) => moves.push((e as CustomEvent).detail));
  expect(el.play('5-4').ok).to.equal(true);
  await until(() => moves.length >= 1 && lines.length >= 1, 'the lead told');
  await el.updateComplete;
  return { el, lines, moves };
}

describe('the count at the table (issue 33 item 6)', () => {
  it('R-F3-6: "You open with five–four: count 9, you score 3." said, shown as 9 · +3, carried by domino-move, on the chip', async function () {
    this.timeout(20000);
    const { el, lines, moves } = await leadFiveFour({});
    expect(moves[0]).to.include({ count: 9, points: 3 });
    expect(lines.join(' ')).to.contain('You open with five–four: count 9, you score 3.');
    expect(el.state.seats[0]!.score).to.equal(3);
    expect($(el, '.me .seat__score')!.textContent!.trim()).to.equal('3 pts');
    expect($(el, '[part="count"]')!.textContent!.trim()).to.match(/^\d+( · \+\d+)?$/);
  });

  it('R-F3-8, R-GX-9: a score past the exact target is said as not scored in the live region; the total stays', async function () {
    this.timeout(20000);
    // The worked example's lead, 5-4 (count 9: 3), with a target of 2: 3 would pass it.
    const { el, lines, moves } = await leadFiveFour({ 'target-score': '2' });
    expect(moves[0]).to.include({ count: 9, points: 0 });
    expect(lines.join(' ')).to.contain('You open with five–four: count 9, 3 points not scored (past the target).');
    expect(el.state.seats[0]!.score).to.equal(0);
  });

  it('R-A5-9, R-GX-9: a target reached mid-round ends the match with a panel: who reached it, the round unscored', async function () {
    this.timeout(20000);
    // All Fives with a target of 10: the person leads 5-5 (count 10, 10 points) with tiles left in hand.
    const deal = JSON.stringify({
      hands: [
        ['5-5', '6-4', '6-3', '6-2', '6-1', '6-0', '4-4', '3-3', '2-2'],
        ['5-4', '5-3', '5-2', '5-1', '5-0', '4-3', '4-2', '4-1', '4-0'],
      ],
      boneyard: ['6-6', '6-5', '3-2', '3-1', '3-0', '2-1', '2-0', '1-1', '1-0', '0-0'],
      leader: 0,
    });
    const el = await mount({ variant: 'all-fives', deal, 'target-score': '10', 'ai-delay': '0' });
    await until(() => el.state.current === 0, 'your lead');
    const ends: string[] = [];
    el.addEventListener('domino-round-end', (e) => ends.push((e as CustomEvent).detail.reason));
    expect(el.play('5-5').ok).to.equal(true);
    await until(() => el.state.phase === 'match-over', 'the match over');
    await el.updateComplete;
    expect(ends).to.deep.equal(['target']);
    const panel = $(el, '[part="dialog"]')!;
    const text = panel.textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain('You win the match');
    expect(text).to.contain('You reach the target');
    expect(text).to.contain('the round stops, unscored');
  });
});

describe('records of the games that score during play (issue 33 item 5)', () => {
  for (const variant of ['all-fives', 'fives-and-threes']) {
    it(`${variant}: a whole watched match's record replays to the same totals, each play with its count and points`, async function () {
      this.timeout(60000);
      const target = variant === 'all-fives' ? '60' : '25';
      const watched = await mount({
        variant,
        humans: '0',
        seed: `count-${variant}`,
        'ai-delay': '0',
        'target-score': target,
      });
      await until(() => watched.state.phase === 'match-over', 'the match over', 50000);
      const text = watched.record();
      const scores = watched.state.seats.map((s) => s.score);
      // The notation needs no new token: tags, then tiles, ends, draw and pass.
      expect(text).to.not.match(/count|points/i);
      const replay = await mount({ record: text, step: 'end' });
      await until(() => replay.state.phase === 'match-over', 'the record replayed to its end');
      await replay.updateComplete;
      expect(replay.state.seats.map((s) => s.score)).to.deep.equal(scores);
      // Points derived from the moves: the last play's count and points, said and shown as the table did.
      const last = [...replay.state.log].reverse().find((r) => r.move.type === 'play')!;
      expect(last.count).to.be.a('number');
      expect(note(replay)).to.match(new RegExp(`: count ${last.count}(, (you score|scores) ${last.points})?\\.`));
      expect($(replay, '[part="count"]')!.textContent!.trim()).to.equal(
        last.points ? `${replay.state.count} · +${last.points}` : `${replay.state.count}`,
      );
    });
  }
});
