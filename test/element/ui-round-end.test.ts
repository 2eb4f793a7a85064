// The round-end panel's breakdown is a real table: column headings (scope="col") in the table's language.
import { expect } from '@open-wc/testing';
import { $, mount, nextFrame } from './helpers.js';
import type { DominoTable } from './helpers.js';

/** A hot-seat table of four played to the end of round 1 by its methods (first legal move each time). */
async function roundOver(attrs: Record<string, string> = {}, parent?: HTMLElement): Promise<DominoTable> {
  const el = await mount({ variant: 'doubles', players: '4', humans: '4', seed: 'ui-round-end', ...attrs }, { parent });
  for (let i = 0; i < 500 && (el.state.phase === 'play' || el.state.phase === 'lead'); i++) {
    const m = el.legalMoves()[0]!;
    const r = m.type === 'play' ? el.play(m.tile, m.end) : m.type === 'draw' ? el.draw() : el.pass();
    expect(r.ok, JSON.stringify(r)).to.equal(true);
  }
  expect(el.state.phase).to.equal('round-over');
  await el.updateComplete;
  return el;
}

const text = (node: Element): string => (node.textContent ?? '').replace(/\s+/g, ' ').trim();

function headings(el: DominoTable): string[] {
  const table = $(el, '[part="dialog"] table')!;
  expect(table, 'a <table> in the round-end panel').to.not.equal(null);
  return [...table.querySelectorAll('thead th')].map((th) => {
    expect(th.getAttribute('scope')).to.equal('col');
    return text(th);
  });
}

describe('round-end panel: a table with column headings', () => {
  it('English: Player, Tiles left, Points, Total; one row per seat headed by its name', async () => {
    const el = await roundOver();
    expect(headings(el)).to.deep.equal(['Player', 'Tiles left', 'Points', 'Total']);
    const rows = [...$(el, '[part="dialog"] table')!.querySelectorAll('tbody tr')];
    expect(rows).to.have.length(4);
    const { lastRound, seats } = el.state;
    rows.forEach((row, seat) => {
      const head = row.querySelector('th')!;
      expect(head.getAttribute('scope')).to.equal('row');
      expect(text(head)).to.equal(seats[seat]!.name);
      const cells = [...row.querySelectorAll('td')];
      expect(cells, 'tiles, points, total').to.have.length(3);
      expect(cells[0]!.querySelectorAll('svg[role="img"]').length).to.equal(lastRound!.hands[seat]!.length);
      const points = lastRound!.points[seat]!;
      expect(text(cells[1]!)).to.equal(points > 0 ? `+${points}` : String(points));
      expect(text(cells[2]!)).to.equal(String(lastRound!.scores[seat]));
    });
  });

  it('German from the element’s lang: Spieler, Reststeine, Punkte, Gesamt', async () => {
    const el = await roundOver({ lang: 'de' });
    expect(headings(el)).to.deep.equal(['Spieler', 'Reststeine', 'Punkte', 'Gesamt']);
  });

  it('German from an ancestor’s lang, and back to English when the element’s lang changes', async () => {
    const wrap = document.body.appendChild(document.createElement('div'));
    wrap.lang = 'de-AT';
    const el = await roundOver({}, wrap);
    expect(headings(el)).to.deep.equal(['Spieler', 'Reststeine', 'Punkte', 'Gesamt']);
    el.setAttribute('lang', 'en');
    await el.updateComplete;
    expect(headings(el)).to.deep.equal(['Player', 'Tiles left', 'Points', 'Total']);
    wrap.remove();
  });

  it('the table fits a 320 px container', async () => {
    const wrap = document.body.appendChild(document.createElement('div'));
    wrap.style.width = '320px';
    const el = await roundOver({ 'player-names': 'Maximiliane Mustermann,Bob,Annegret Kramp-Karrenbauer,Zoë' }, wrap);
    await nextFrame();
    const dialog = $(el, '[part="dialog"]')!;
    const table = dialog.querySelector('table')!;
    expect(table.getBoundingClientRect().right).to.be.at.most(dialog.getBoundingClientRect().right + 0.5);
    expect(el.scrollWidth).to.be.at.most(320);
    wrap.remove();
  });
});

describe('round-end panel: the bar’s move buttons make way for it', () => {
  const moves = (el: DominoTable): string[] =>
    [...el.shadowRoot!.querySelectorAll<HTMLElement>('.controls .btn')].map((b) => b.dataset.action!);

  /** Plays round 1 to its end in one update, keyboard focus on the bar's first move button. */
  async function endWithFocusInBar(attrs: Record<string, string>): Promise<DominoTable> {
    const el = await mount({ variant: 'doubles', players: '2', humans: '2', seed: 'bar-round-end', ...attrs });
    expect(moves(el), 'in play: the move buttons').to.include.members(['draw', 'pass', 'undo']);
    $(el, '.controls .btn')!.focus();
    for (let i = 0; i < 500 && (el.state.phase === 'play' || el.state.phase === 'lead'); i++) {
      const m = el.legalMoves()[0]!;
      const r = m.type === 'play' ? el.play(m.tile, m.end) : m.type === 'draw' ? el.draw() : el.pass();
      expect(r.ok, JSON.stringify(r)).to.equal(true);
    }
    await el.updateComplete;
    await el.updateComplete;
    return el;
  }

  it('at a round’s end: no Draw, Pass, Undo or Hint; focus goes to the panel’s button, not the page', async () => {
    const el = await endWithFocusInBar({ hints: '' });
    expect(el.state.phase).to.equal('round-over');
    expect(moves(el)).to.deep.equal([]);
    expect(el.shadowRoot!.activeElement?.getAttribute('data-action')).to.equal('dialog');
    // The next round brings them back.
    el.nextRound();
    await el.updateComplete;
    expect(moves(el)).to.include.members(['draw', 'pass', 'undo', 'hint']);
  });

  it('at the match’s end too', async () => {
    const el = await endWithFocusInBar({ 'target-score': '1' });
    expect(el.state.phase).to.equal('match-over');
    expect(moves(el)).to.deep.equal([]);
    expect(el.shadowRoot!.activeElement?.getAttribute('data-action')).to.equal('dialog');
  });
});
