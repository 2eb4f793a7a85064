// Life in a page: several tables, moving a table in the page, watch mode, the round-end panel, accessibility.
import { expect } from '@open-wc/testing';
import { $, click, guardOver, isolatedTag, mount, record, until } from './helpers.js';
import type { DominoTable } from './helpers.js';
import { VARIANTS } from '../../src/games/index.js';

const BONEYARD_DEAL = JSON.stringify({
  hands: [
    ['2-1', '3-0', '5-0', '3-1', '4-1', '6-2', '6-3'],
    ['2-0', '4-0', '6-0', '6-1', '5-2', '5-3', '6-4'],
    ['1-0', '4-3', '6-5', '3-2', '5-1', '4-2', '5-4'],
  ],
  leader: 0,
});

/** Plays `tile` on the first open end showing `pip` (or opens with it). */
function playOn(el: DominoTable, tile: string, pip?: number): void {
  const end = pip === undefined ? undefined : el.state.layout.ends.find((e) => e.pip === pip)!.id;
  expect(el.play(tile, end), `${tile} on ${pip}`).to.deep.equal({ ok: true });
}

/** docs/rules.md worked example: the Boneyard game blocked with seats 0 and 2 tied on 26, seat 1 holding 32. */
async function blockedBoneyard(attrs: Record<string, string> = {}): Promise<DominoTable> {
  const el = await mount({
    variant: 'doubles-in-the-boneyard',
    humans: '3',
    deal: BONEYARD_DEAL,
    'ai-delay': '0',
    ...attrs,
  });
  playOn(el, '2-1');
  playOn(el, '1-0', 1);
  playOn(el, '2-0', 2);
  playOn(el, '3-0', 0);
  playOn(el, '4-3', 3);
  playOn(el, '4-0', 4);
  playOn(el, '5-0', 0);
  playOn(el, '6-5', 5);
  playOn(el, '6-0', 6);
  await el.updateComplete;
  return el;
}

let axeLoaded: Promise<void> | undefined;
/** axe-core, injected as a classic script (it is a UMD bundle). */
function loadAxe(): Promise<void> {
  axeLoaded ??= fetch('/node_modules/axe-core/axe.min.js')
    .then((r) => r.text())
    .then((source) => {
      const script = document.createElement('script');
      script.textContent = source;
      document.head.appendChild(script);
    });
  return axeLoaded;
}
interface AxeResult {
  violations: { id: string; help: string; nodes: { target: unknown; any: { data: unknown }[] }[] }[];
}
async function violations(el: Element): Promise<string[]> {
  await loadAxe();
  const axe = (window as unknown as { axe: { run: (el: Element) => Promise<AxeResult> } }).axe;
  const result = await axe.run(el);
  return result.violations.map(
    (v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => [n.target, n.any.map((a) => a.data)]))}`,
  );
}

describe('in the page', () => {
  it('methods work before the table is attached, with the attributes set so far', async () => {
    const el = document.createElement('domino-table');
    el.setAttribute('variant', 'doubles-in-the-boneyard');
    el.setAttribute('deal', BONEYARD_DEAL);
    expect(el.state.variant).to.equal('doubles-in-the-boneyard');
    expect(el.legalMoves()).to.have.length(7);
    el.setAttribute('variant', 'doubles');
    el.setAttribute('players', '2');
    el.removeAttribute('deal');
    const leads = record(el, ['domino-lead']);
    const box = document.body.appendChild(document.createElement('div'));
    box.appendChild(el);
    await el.updateComplete;
    expect(el.state.variant).to.equal('doubles');
    expect(el.state.seats).to.have.length(2);
    expect(leads).to.have.length(1);
    expect((leads[0]!.detail as { how: string }).how).to.equal('highest-double');
    box.remove();
  });

  it('restore() on a table not yet attached takes effect at once, and the table goes on from it', async () => {
    const source = await mount({ variant: 'doubles-in-the-boneyard', deal: BONEYARD_DEAL, 'ai-delay': '60000' });
    expect(source.play('2-1')).to.deep.equal({ ok: true });
    const saved = source.serialize();
    source.remove();
    const el = document.createElement('domino-table');
    el.setAttribute('variant', 'doubles-in-the-boneyard');
    el.setAttribute('ai-delay', '60000');
    expect(el.restore(saved)).to.deep.equal({ ok: true });
    expect(el.serialize()).to.equal(saved);
    expect(el.state.layout.tiles.map((t) => t.tile)).to.deep.equal(['2-1']);
    const box = document.body.appendChild(document.createElement('div'));
    box.appendChild(el);
    await el.updateComplete;
    expect(el.serialize()).to.equal(saved);
    expect(el.state.phase).to.equal('play');
    box.remove();
  });

  it('two tables on one page are independent', async () => {
    const a = await mount({ variant: 'doubles-in-the-boneyard', deal: BONEYARD_DEAL, 'ai-delay': '60000' });
    const b = await mount({ variant: 'doubles-in-the-boneyard', deal: BONEYARD_DEAL, 'ai-delay': '60000' });
    const aMoves = record(a, ['domino-move']);
    const bMoves = record(b, ['domino-move']);
    expect(a.play('2-1')).to.deep.equal({ ok: true });
    await click($(a, '.hand__tile')!);
    expect(aMoves).to.have.length(1);
    expect(bMoves).to.have.length(0);
    expect(b.state.layout.tiles).to.have.length(0);
    expect(b.state.seats[0]!.hand).to.have.length(7);
    b.newMatch();
    await b.updateComplete;
    expect(a.state.variant).to.equal('doubles-in-the-boneyard');
  });

  it('removing the table stops its timers; putting it back resumes the same match', async () => {
    const el = await mount({ variant: 'doubles', players: '3', humans: '0', seed: 'move-me', 'ai-delay': '10' });
    await until(() => el.state.log.length >= 3, 'a few moves');
    const parent = el.parentElement!;
    const moves = record(el, ['domino-move', 'domino-turn']);
    el.remove();
    const saved = el.serialize();
    await new Promise((r) => setTimeout(r, 150));
    expect(moves, 'no move while out of the page').to.have.length(0);
    expect(el.serialize()).to.equal(saved);
    parent.appendChild(el);
    await until(() => moves.length > 0, 'moves after coming back');
    expect(JSON.parse(el.serialize()).rounds[0].slice(0, JSON.parse(saved).rounds[0].length)).to.deep.equal(
      JSON.parse(saved).rounds[0],
    );
  });

  it('a table moved during the lead pause or between rounds goes on', async () => {
    const el = await mount({ variant: 'doubles', players: '2', humans: '0', seed: 'pause', 'ai-delay': '30' });
    expect(el.state.phase).to.equal('lead');
    const parent = el.parentElement!;
    el.remove();
    parent.appendChild(el);
    await until(() => el.state.log.length > 0, 'play after the lead pause');
  });

  it('fits a 320 px wide container: nothing in the shadow DOM sticks out, for every variant', async () => {
    for (const variant of VARIANTS) {
      const box = document.body.appendChild(document.createElement('div'));
      box.style.width = '320px';
      const el = await mount({ variant, seed: 'narrow', 'show-hands': '', 'ai-delay': '0' }, { parent: box });
      await until(() => el.state.log.length > 6 || el.state.phase !== 'play', 'a few moves');
      await el.updateComplete;
      const right = box.getBoundingClientRect().right;
      const out = [...el.shadowRoot!.querySelectorAll('*')].filter(
        (e) => e.getBoundingClientRect().right > right + 0.5,
      );
      expect(
        out.map((e) => e.className.toString()),
        variant,
      ).to.deep.equal([]);
      box.remove();
    }
  });

  it('watch mode (humans="0") plays itself round after round', async () => {
    const el = await mount({
      variant: 'doubles',
      players: '2',
      humans: '0',
      seed: 'watch',
      'ai-delay': '0',
      'target-score': '1000',
    });
    await until(() => el.state.round >= 2, 'a second round', 15000);
  });

  it('the class can be registered under another tag and loading define twice is harmless', async () => {
    const tag = isolatedTag();
    const el = await mount({ seed: 'iso' }, { tag });
    expect(el.state.variant).to.equal('maltese-cross');
    await import('../../src/define.js?again' as string).catch(() => import('../../src/define.js'));
    expect(customElements.get('domino-table')).to.not.equal(undefined);
  });
});

describe('round end', () => {
  it('the panel shows how it ended, each hand and its pips, who scored what and why, and a Next round button', async () => {
    const el = await blockedBoneyard();
    expect(el.state.phase).to.equal('round-over');
    expect(el.state.lastRound).to.include({ reason: 'blocked', winner: null });
    expect(el.state.lastRound!.points).to.deep.equal([0, -32, 0]);
    const dialog = $(el, '[part="dialog"]')!;
    const text = dialog.textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain('Blocked: nobody can play.');
    expect(text).to.contain('Player 1 holds 26 pips.');
    expect(text).to.contain('Player 2 holds 32 pips.');
    expect(text).to.contain('Player 2 loses 32 points.');
    expect(text).to.contain('-32');
    expect(dialog.querySelectorAll('.breakdown__row')).to.have.length(3);
    expect(dialog.querySelectorAll('.breakdown__tiles svg[role="img"]').length).to.equal(7 + 7 + 7 - 9);
    const next = $<HTMLButtonElement>(el, '[data-action="dialog"]')!;
    expect(next.textContent!.trim()).to.equal('Next round');
    await guardOver(); // the hot-seat screen just changed: a press begun before is ignored for a moment
    await click(next);
    await el.updateComplete;
    expect(el.state.round).to.equal(2);
    expect($(el, '.dialog--round') === null).to.equal(true);
  });

  it('the match end names the winner and offers a new match', async () => {
    const el = await blockedBoneyard({ 'target-score': '1' });
    // Round 1 scored nothing for the leaders; play on by methods until someone is ahead at the target.
    const phase = (): string => el.state.phase;
    for (let round = 0; round < 30 && phase() === 'round-over'; round++) {
      expect(el.nextRound()).to.deep.equal({ ok: true });
      for (let i = 0; i < 300 && (phase() === 'play' || phase() === 'lead'); i++) {
        const m = el.legalMoves()[0]!;
        expect(m.type === 'play' ? el.play(m.tile, m.end) : el.pass()).to.deep.equal({ ok: true });
      }
    }
    expect(el.state.phase).to.equal('match-over');
    await el.updateComplete;
    const dialog = $(el, '[part="dialog"]')!;
    const winner = el.state.seats.reduce((best, s, i, all) => (s.score > all[best]!.score ? i : best), 0);
    expect(dialog.textContent).to.contain(`${el.state.seats[winner]!.name} wins the match`);
    const action = $<HTMLButtonElement>(el, '[data-action="dialog"]')!;
    expect(action.textContent!.trim()).to.equal('Play again');
    await guardOver();
    // The button's own click: the standings (chunks/rare.js) may arrive and move it under a pointer at this moment.
    action.click();
    await until(() => el.state.round === 1, 'a new match');
    expect(el.state.seats.every((s) => s.score === 0)).to.equal(true);
  });

  it('German round-end panel from an ancestor lang', async () => {
    const wrap = document.body.appendChild(document.createElement('section'));
    wrap.lang = 'de';
    const el = await mount({ variant: 'doubles-in-the-boneyard', humans: '3', deal: BONEYARD_DEAL }, { parent: wrap });
    for (const [tile, pip] of [
      ['2-1'],
      ['1-0', 1],
      ['2-0', 2],
      ['3-0', 0],
      ['4-3', 3],
      ['4-0', 4],
      ['5-0', 0],
      ['6-5', 5],
      ['6-0', 6],
    ] as [string, number?][]) {
      playOn(el, tile, pip);
    }
    await el.updateComplete;
    const text = $(el, '[part="dialog"]')!.textContent!.replace(/\s+/g, ' ');
    expect(text).to.contain('Gesperrt');
    expect($(el, '[data-action="dialog"]')!.textContent!.trim()).to.equal('Nächste Runde');
    wrap.remove();
  });
});

describe('accessibility', () => {
  it('axe finds no violations mid-game with a tile picked, light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      const el = await mount({
        variant: 'doubles',
        players: '2',
        humans: '2',
        seed: 'axe',
        theme,
        hints: '',
        'ai-delay': '0',
      });
      // Who opens, then the hot-seat handover, then the hand.
      expect(await violations(el)).to.deep.equal([]);
      await until(() => $(el, '[data-action="ready"]') !== null, 'the handover');
      expect(await violations(el)).to.deep.equal([]);
      await guardOver();
      await click($(el, '[data-action="ready"]')!);
      await el.updateComplete;
      expect(await violations(el)).to.deep.equal([]);
      const move = el.legalMoves().find((m) => m.type === 'play')!;
      if (move.type === 'play') el.play(move.tile, move.end);
      await el.updateComplete;
      expect(await violations(el)).to.deep.equal([]);
    }
  });

  it('axe finds no violations on the round-end panel', async () => {
    const el = await blockedBoneyard();
    expect(await violations(el)).to.deep.equal([]);
  });

  it('the live region announces moves in words', async () => {
    const el = await mount({
      variant: 'doubles-in-the-boneyard',
      deal: BONEYARD_DEAL,
      'ai-delay': '0',
      'player-names': ',Bea,Cy',
    });
    const live = $(el, '[aria-live="polite"]')!;
    expect(el.play('2-1')).to.deep.equal({ ok: true });
    await el.updateComplete;
    expect(live.textContent).to.contain('You open with two–one.');
    await until(() => el.state.log.length >= 2, 'the reply');
    await el.updateComplete;
    expect(live.textContent).to.match(/Cy plays \w+–\w+ on the (one|two)\./);
  });
});
