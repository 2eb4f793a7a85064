// Issue 11 item 18: a long unbreakable player name never widens the page; it is cut with an ellipsis (drawn
// only: the element's text, its accessible name, stays whole).
import { expect } from '@open-wc/testing';
import { $, $$, action, mount, nextFrame, until, type DominoTable } from './helpers.js';

const LONG = 'Bartholomew_Fitzgerald_Montago'; // 30 characters, no place to break
const NAMES = `${LONG},${LONG.toUpperCase()}`;

async function at320(): Promise<{ el: DominoTable; wrap: HTMLElement }> {
  const wrap = document.body.appendChild(document.createElement('div'));
  wrap.style.width = '320px';
  const el = await mount(
    { variant: 'doubles', players: '2', humans: '2', seed: 'long-names', 'ai-delay': '0', 'player-names': NAMES },
    { parent: wrap },
  );
  // The lead is shown for ai-delay (0 ms here); then the first person is handed the screen.
  await until(() => $(el, '[data-action="ready"]') !== null, 'the handover screen');
  await nextFrame();
  await el.updateComplete;
  return { el, wrap };
}

function assertFits(el: DominoTable, what: string): void {
  expect(document.documentElement.scrollWidth, `${what}: the page is not widened`).to.be.at.most(
    document.documentElement.clientWidth,
  );
  const box = el.getBoundingClientRect();
  expect(box.width, `${what}: the table keeps its container's width`).to.be.at.most(320.5);
  expect(el.scrollWidth, `${what}: nothing overflows the table`).to.be.at.most(320);
  // Every element showing a long name is cut inside the table, with the whole name kept for assistive tech.
  const shown = $$(el, '.name');
  expect(shown.length, `${what}: long names are marked`).to.be.greaterThan(0);
  for (const name of shown) {
    const r = name.getBoundingClientRect();
    expect(r.right, `${what}: "${name.textContent}" inside`).to.be.at.most(box.right + 0.5);
    expect(getComputedStyle(name).textOverflow).to.equal('ellipsis');
    expect(name.textContent).to.be.oneOf([LONG, LONG.toUpperCase()]);
  }
}

describe('long player names at 320 px (issue 11 item 18)', () => {
  before(() => {
    document.documentElement.style.overflowX = 'visible';
  });

  it('the handover screen: the page keeps its width and Ready stays inside the table', async () => {
    const { el } = await at320();
    const ready = action(el, 'ready');
    expect(ready, 'the handover screen shows').to.not.equal(null);
    assertFits(el, 'handover');
    const r = ready.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    expect(r.left).to.be.at.least(box.left - 0.5);
    expect(r.right).to.be.at.most(box.right + 0.5);
  });

  it('the play and the round end: status, seats, scoreboard and breakdown stay inside', async () => {
    const { el } = await at320();
    action(el, 'ready').click();
    await el.updateComplete;
    assertFits(el, 'play');
    for (let step = 0; step < 300 && el.state.phase !== 'round-over' && el.state.phase !== 'match-over'; step++) {
      const move = el.legalMoves()[0];
      if (!move) {
        await new Promise((r) => setTimeout(r, 5));
        continue;
      }
      if (move.type === 'play') el.play(move.tile, move.end);
      else if (move.type === 'draw') el.draw();
      else el.pass();
    }
    await el.updateComplete;
    await nextFrame();
    expect($(el, '.dialog--round'), 'the round-end panel').to.not.equal(null);
    assertFits(el, 'round end');
  });
});
