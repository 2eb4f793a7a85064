// Issue 11 item 17: watch mode speaks move by move only while the table is in view or focused; out of view
// it says one summary line per round end.
import { expect } from '@open-wc/testing';
import { $, mount, until, type DominoTable } from './helpers.js';

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

async function watch(offscreen: boolean): Promise<DominoTable> {
  const wrap = document.body.appendChild(document.createElement('div'));
  if (offscreen) wrap.style.marginTop = '6000px';
  return mount(
    { variant: 'doubles', players: '4', humans: '0', seed: 'watch-quiet', 'ai-delay': '40', 'target-score': '30' },
    { parent: wrap },
  );
}

describe('watch mode announcements (issue 11 item 17)', () => {
  it('in view: a line per move; out of view: only one line per round end', async () => {
    const near = await watch(false);
    const far = await watch(true);
    const nearSeen = listen(near);
    const farSeen = listen(far);
    await until(() => farSeen.ends >= 1 && nearSeen.ends >= 1, 'a round end on both tables', 20000);
    expect(nearSeen.moves).to.be.greaterThan(5);
    expect(nearSeen.lines.length, 'the visible table tells the moves').to.be.greaterThan(nearSeen.moves / 2);
    expect(farSeen.moves).to.be.greaterThan(5);
    expect(farSeen.lines.length, 'the table out of view says only the round ends').to.be.at.most(farSeen.ends);
    expect(farSeen.lines.length).to.be.at.least(1);
  });

  it('out of view but focused: it speaks again', async () => {
    const far = await watch(true);
    const seen = listen(far);
    (far.shadowRoot!.querySelector('.menu__button') as HTMLElement).focus({ preventScroll: true });
    await until(() => seen.moves >= 6, 'six moves', 20000);
    expect(seen.lines.length).to.be.greaterThan(2);
  });
});
