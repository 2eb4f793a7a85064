// Hot-seat tables at 320 px: seat names and the scoreboard stay on one line inside their boxes.
import { expect } from '@open-wc/testing';
import { $$, mount, nextFrame, openMenu } from './helpers.js';
import type { DominoTable } from './helpers.js';

async function at(width: number, attrs: Record<string, string>): Promise<DominoTable> {
  const wrap = document.body.appendChild(document.createElement('div'));
  wrap.style.width = `${width}px`;
  const el = await mount({ variant: 'doubles', 'ai-delay': '100000', seed: 'ui-layout', ...attrs }, { parent: wrap });
  await nextFrame();
  await el.updateComplete;
  return el;
}

/** One line: no taller than one line box (with a little slack for rounding). */
function oneLine(node: HTMLElement): boolean {
  const s = getComputedStyle(node);
  const line = s.lineHeight.endsWith('px') ? parseFloat(s.lineHeight) : parseFloat(s.fontSize) * 1.35;
  return node.getBoundingClientRect().height < line * 1.5;
}

const inside = (inner: Element, outer: Element): boolean => {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  return a.left >= b.left - 0.5 && a.right <= b.right + 0.5;
};

describe('hot-seat layout', () => {
  for (const [humans, players] of [
    ['2', '2'],
    ['4', '4'],
  ] as const) {
    for (const lang of ['en', 'de']) {
      it(`${humans} humans, ${lang}, 320 px: each seat name whole on one line, nothing wider than the table`, async () => {
        const el = await at(320, { humans, players, lang });
        const names = $$(el, '.seat__name');
        expect(names.length).to.equal(Number(players));
        const table = $$(el, '.table')[0]!;
        for (const name of names) {
          expect(name.scrollWidth, name.textContent!).to.be.at.most(name.clientWidth);
          expect(oneLine(name), `${name.textContent} on one line`).to.equal(true);
          expect(inside(name.closest('.seat')!, table), `${name.textContent} inside the table`).to.equal(true);
        }
        await openMenu(el);
        for (const name of $$(el, '.scoreboard th[scope="row"]')) {
          expect(oneLine(name), `${name.textContent} on one line`).to.equal(true);
        }
        expect(el.scrollWidth).to.be.at.most(320);
      });
    }
  }

  it('320 px, long given names: one line each, cut with an ellipsis inside their boxes', async () => {
    const names = 'Maximiliane Mustermann-Lüdenscheid,Annegret Kramp-Karrenbauer,Bartholomew Fitzgerald,Zoë';
    const el = await at(320, { humans: '4', players: '4', 'player-names': names });
    const table = $$(el, '.table')[0]!;
    for (const name of $$(el, '.seat__name')) {
      expect(oneLine(name), `${name.textContent} on one line`).to.equal(true);
      expect(inside(name, table), `${name.textContent} inside the table`).to.equal(true);
      expect(getComputedStyle(name).textOverflow).to.equal('ellipsis');
    }
    await openMenu(el);
    const board = $$(el, '.scoreboard')[0]!;
    for (const cell of $$(el, '.scoreboard__name')) {
      expect(oneLine(cell), `${cell.textContent} on one line`).to.equal(true);
      expect(inside(cell, board), `${cell.textContent} inside the scoreboard`).to.equal(true);
    }
    expect(el.scrollWidth).to.be.at.most(320);
  });

  it('800 px: every seat name shown whole on one line', async () => {
    const el = await at(800, { humans: '4', players: '4', lang: 'de' });
    for (const name of $$(el, '.seat__name')) {
      expect(name.scrollWidth, name.textContent!).to.be.at.most(name.clientWidth);
      expect(oneLine(name), `${name.textContent} on one line`).to.equal(true);
    }
  });
});

describe('a lone seat chip above the felt (two players)', () => {
  for (const width of [375, 768])
    it(`${width} px: as wide as its content, centred, not the whole row`, async () => {
      const el = await at(width, { players: '2' });
      const [chip, ...others] = $$(el, '.seats > .seat');
      expect(others, 'one seat above the felt').to.have.length(0);
      const row = chip!.parentElement!.getBoundingClientRect();
      const box = chip!.getBoundingClientRect();
      expect(box.width, 'as wide as its content').to.be.below(row.width / 2);
      expect(box.left + box.width / 2, 'centred').to.be.closeTo(row.left + row.width / 2, 1);
      el.parentElement!.remove();
    });

  it('320 px, a long name: the chip stays in the row, its name cut', async () => {
    const el = await at(320, { players: '2', 'player-names': 'You,Maximiliane Annegret Kramp-Karrenbauer-Mustermann' });
    const chip = $$(el, '.seats > .seat')[0]!;
    expect(chip.getBoundingClientRect().width).to.be.at.most(chip.parentElement!.getBoundingClientRect().width + 0.5);
    expect(el.scrollWidth).to.be.at.most(320);
    el.parentElement!.remove();
  });
});
