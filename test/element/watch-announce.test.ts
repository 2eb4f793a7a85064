// Issue 11 item 17: watch mode speaks move by move only while the table is in view or focused; out of view
// it says one summary line per round end.
import { expect } from '@open-wc/testing';
import { $, humanTurnOrEnd, mount, until, type DominoTable } from './helpers.js';

/** Counts the lines added to the table's live region, and the round and match ends it dispatched. */
function listen(el: DominoTable): { lines: string[]; ends: number; moves: number } {
  const seen = { lines: [] as string[], ends: 0, moves: 0 };
  new MutationObserver((records) => {
    for (const r of records) for (const node of r.addedNodes) seen.lines.push(node.textContent ?? '');
  }).observe($(el, '[role="log"]')!, { childList: true });
  el.addEventListener('domino-round-end', () => seen.ends++);
  el.addEventListener('domino-match-end', () => seen.ends++);
  el.addEventListener('domino-move', () => seen.moves++);
  return seen;
}

async function watch(offscreen: boolean, delay = '40'): Promise<DominoTable> {
  const wrap = document.body.appendChild(document.createElement('div'));
  if (offscreen) wrap.style.marginTop = '6000px';
  return mount(
    { variant: 'doubles', players: '4', humans: '0', seed: 'watch-quiet', 'ai-delay': delay, 'target-score': '30' },
    { parent: wrap },
  );
}

describe('watch mode announcements (issue 11 item 17)', () => {
  it('in view: a line per move; out of view: only one line per round end', async function () {
    this.timeout(40000);
    // Moves 250 ms apart: a round lasts several of the visible table's 2.5 s paces, so it tells more than the ends
    // (at 40 ms a whole round fits in one pace, and the two tables could say as much).
    const near = await watch(false, '250');
    const far = await watch(true, '250');
    const nearSeen = listen(near);
    const farSeen = listen(far);
    await until(() => farSeen.ends >= 1 && nearSeen.ends >= 1, 'a round end on both tables', 35000);
    expect(nearSeen.moves).to.be.greaterThan(5);
    expect(nearSeen.lines.length, 'the visible table tells the moves').to.be.greaterThan(farSeen.lines.length);
    expect(farSeen.moves).to.be.greaterThan(5);
    expect(farSeen.lines.length, 'the table out of view says only the round ends').to.be.at.most(farSeen.ends);
    expect(farSeen.lines.length).to.be.at.least(1);
  });

  it('out of view but focused: it speaks again', async function () {
    this.timeout(20000);
    const far = await watch(true, '300');
    const seen = listen(far);
    (far.shadowRoot!.querySelector('.menu__button') as HTMLElement).focus({ preventScroll: true });
    // Paced (one line per 2.5 s, issue 22 item 6), but it tells moves, not only the round ends.
    await until(() => seen.lines.length >= seen.ends + 2, 'two lines besides the round ends', 20000);
  });
});

/** A clock the test moves: the table reads `performance.now()` to pace what it says. */
function fakeClock(): { advance: (ms: number) => void; now: () => number; restore: () => void } {
  let at = 1_000_000;
  const real = Object.getOwnPropertyDescriptor(performance, 'now');
  Object.defineProperty(performance, 'now', { configurable: true, value: () => at });
  return {
    advance: (ms) => (at += ms),
    now: () => at,
    restore: () => {
      if (real) Object.defineProperty(performance, 'now', real);
      else delete (performance as { now?: unknown }).now;
    },
  };
}

describe('watch mode a screen reader can follow (issue 22 item 6)', () => {
  it('at most one line per 2.5 s of the clock, the moves between summed up in the next line; round ends at once', async () => {
    const clock = fakeClock();
    try {
      const el = await mount({ variant: 'doubles', players: '4', humans: '0', seed: 'watch-pace', 'ai-delay': '0' });
      const writes: { at: number; text: string }[] = [];
      new MutationObserver((records) => {
        for (const r of records)
          for (const node of r.addedNodes) writes.push({ at: clock.now(), text: node.textContent ?? '' });
      }).observe($(el, '[role="log"]')!, { childList: true });
      const ends: number[] = [];
      let moves = 0;
      // Each computer move takes 0.7 s of the clock: 74 moves a minute, what the red team measured in view.
      el.addEventListener('domino-move', () => {
        moves++;
        clock.advance(700);
      });
      el.addEventListener('domino-round-end', () => ends.push(clock.now()));
      // Waited by the wall clock (Date), not by performance.now(), which this test moves.
      for (const start = Date.now(); ends.length < 2 && Date.now() - start < 20000;)
        await new Promise((r) => setTimeout(r, 5));
      expect(ends.length, 'two round ends').to.be.at.least(2);
      await new Promise((r) => setTimeout(r, 0));
      const paced = writes.filter((w) => !ends.includes(w.at));
      for (let i = 1; i < paced.length; i++)
        expect(paced[i]!.at - paced[i - 1]!.at, `line ${i}: ${paced[i]!.text}`).to.be.at.least(2500);
      expect(moves).to.be.greaterThan(20);
      expect(paced.length, 'far fewer lines than moves').to.be.at.most(Math.ceil((moves * 700) / 2500) + 2);
      expect(
        writes.some((w) => /\d+ more moves?\./.test(w.text)),
        'the moves in between are summed up',
      ).to.equal(true);
      expect(
        ends.every((at) => writes.some((w) => w.at === at)),
        'each round end said at once',
      ).to.equal(true);
    } finally {
      clock.restore();
    }
  });

  it("a person's own moves and turn prompts are said at once, whatever the clock", async () => {
    const clock = fakeClock();
    try {
      const el = await mount({ variant: 'doubles', players: '2', seed: 'watch-person', 'ai-delay': '0' });
      const lines: string[] = [];
      new MutationObserver((records) => {
        for (const r of records) for (const node of r.addedNodes) lines.push(node.textContent ?? '');
      }).observe($(el, '[role="log"]')!, { childList: true });
      for (let turn = 0; turn < 4; turn++) {
        await humanTurnOrEnd(el);
        if (el.state.phase !== 'play') break;
        const before = lines.length;
        const move = el.legalMoves()[0]!;
        expect(move.type === 'play' ? el.play(move.tile, move.end).ok : el.draw().ok || el.pass().ok).to.equal(true);
        await el.updateComplete;
        await new Promise((r) => setTimeout(r, 0));
        expect(lines.length, `turn ${turn}: the move is said`).to.be.greaterThan(before);
      }
      expect(lines.filter((l) => l === 'Your turn').length).to.be.at.least(2);
    } finally {
      clock.restore();
    }
  });
});
