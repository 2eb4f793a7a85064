// Issue 20 items 4 and 5: on a phone the panels are sheets over the table (full width, one scroll, title in sight,
// no word broken, buttons a fingertip); on tablets and desktops the table is as tall as its content needs.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { $, $$, mount, nextFrame, until, type DominoTable } from './helpers.js';
import { brokenWords } from './overflow.js';

const LANGS = ['en', 'de', 'es', 'pt', 'fr'] as const;

async function table(attrs: Record<string, string>, heading = false): Promise<DominoTable> {
  document.body.style.margin = '0';
  const parent = document.body.appendChild(document.createElement('div'));
  parent.style.width = '100%';
  if (heading) parent.append(Object.assign(document.createElement('h1'), { textContent: 'Maltese Cross' }));
  const el = await mount({ variant: 'doubles', players: '2', seed: 'sheets', 'ai-delay': '0', ...attrs }, { parent });
  await until(() => el.state.phase === 'play' && el.state.current === 0, 'your turn');
  await settle(el);
  return el;
}

async function settle(el: DominoTable): Promise<void> {
  await el.updateComplete;
  await nextFrame();
  await el.updateComplete;
}

async function toRoundEnd(el: DominoTable): Promise<void> {
  for (let i = 0; i < 500 && el.state.phase !== 'round-over' && el.state.phase !== 'match-over'; i++) {
    if (el.state.current !== 0) {
      await new Promise((r) => setTimeout(r, 5));
      continue;
    }
    const m = el.legalMoves().find((x) => x.type === 'play') ?? el.legalMoves()[0];
    if (!m) await new Promise((r) => setTimeout(r, 5));
    else if (m.type === 'play') el.play(m.tile, m.end);
    else if (m.type === 'draw') el.draw();
    else el.pass();
  }
  await until(() => $(el, '.dialog--round') !== null, 'the round-end panel');
  await settle(el);
}

/** A sheet: the table's width, its top in sight, the only box in it that scrolls, no word broken, big buttons. */
function expectSheet(el: DominoTable, panel: HTMLElement, what: string): void {
  const frame = $(el, '.frame')!.getBoundingClientRect();
  const box = panel.getBoundingClientRect();
  expect(box.width, `${what}: full width`).to.be.closeTo(frame.width, 1);
  expect(box.top, `${what}: inside the table`).to.be.at.least(frame.top - 1);
  expect(box.bottom, `${what}: inside the table`).to.be.at.most(frame.bottom + 1);
  expect(panel.scrollTop, `${what}: opens at its top`).to.equal(0);
  expect(panel.scrollWidth, `${what}: no sideways overflow`).to.be.at.most(panel.clientWidth + 1);
  const title = panel.querySelector('.dialog__title') ?? panel.firstElementChild!;
  expect(title.getBoundingClientRect().top, `${what}: title in sight`).to.be.at.least(box.top - 1);
  for (const inner of panel.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(inner);
    if (!/auto|scroll/.test(style.overflowY)) continue;
    expect(inner.scrollHeight, `${what}: ${inner.className} scrolls inside the sheet`).to.be.at.most(
      inner.clientHeight + 1,
    );
  }
  expect(brokenWords(panel), `${what}: words broken across lines`).to.deep.equal([]);
  for (const button of panel.querySelectorAll<HTMLElement>('button, summary')) {
    const r = button.getBoundingClientRect();
    expect(Math.min(r.width, r.height), `${what}: ${button.textContent?.trim()} is a fingertip`).to.be.at.least(44);
  }
}

describe('panels on a phone, 375×740 (issue 20 item 4)', () => {
  before(() => setViewport({ width: 375, height: 740 }));
  after(() => setViewport({ width: 800, height: 600 }));

  for (const lang of LANGS) {
    it(`${lang}: rules, menu, round end and review open as sheets`, async () => {
      const el = await table({ lang, hints: '' });
      const rulesButton = $(el, '.bar__rules')!.getBoundingClientRect();
      expect(Math.min(rulesButton.width, rulesButton.height), 'the rules button').to.be.at.least(44);

      $(el, '.bar__rules')!.click();
      await until(() => $(el, '.dialog--rules:not(.dialog--review)') !== null, 'the rules');
      await settle(el);
      expectSheet(el, $(el, '.dialog--rules')!, `${lang} rules`);
      $(el, '[data-action="close-rules"]')!.click();
      await settle(el);

      $(el, '.menu__button')!.click();
      // The panel is drawn by chunks/rare.js, fetched as the menu opens.
      await until(() => $(el, '.menu__panel') !== null, 'the menu panel');
      await settle(el);
      const menu = $(el, '.menu__panel')!;
      expect(menu.getBoundingClientRect().width, 'the menu: full width').to.be.closeTo(
        $(el, '.frame')!.getBoundingClientRect().width,
        1,
      );
      expect(brokenWords(menu), 'the menu').to.deep.equal([]);
      expect(menu.scrollWidth).to.be.at.most(menu.clientWidth + 1);
      $(el, '.menu__button')!.click();
      await settle(el);

      await toRoundEnd(el);
      expectSheet(el, $(el, '.dialog--round')!, `${lang} round end`);
      $(el, '[data-action="review"]')!.click();
      await until(() => $(el, '.dialog--review') !== null, 'the review', 15000);
      await settle(el);
      expectSheet(el, $(el, '.dialog--review')!, `${lang} review`);
    });
  }
});

describe('a height that fits the content (issue 20 item 5)', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  it('1280×800 with a heading above: the hand and Draw/Pass are in sight without scrolling', async () => {
    await setViewport({ width: 1280, height: 800 });
    const el = await table({}, true);
    expect(el.getBoundingClientRect().height, 'no taller than the viewport').to.be.at.most(800);
    for (const selector of ['.hand', '[data-action="draw"]', '[data-action="pass"]']) {
      expect($(el, selector)!.getBoundingClientRect().bottom, `${selector} in sight`).to.be.at.most(800);
    }
  });

  it('768×1024 with a heading above: as tall as the content, the hand and Draw/Pass in sight', async () => {
    await setViewport({ width: 768, height: 1024 });
    const el = await table({}, true);
    const height = el.getBoundingClientRect().height;
    expect(height).to.be.below(1024);
    for (const selector of ['.hand', '[data-action="draw"]', '[data-action="pass"]']) {
      expect($(el, selector)!.getBoundingClientRect().bottom, `${selector} in sight`).to.be.at.most(1024);
    }
    // Content-sized: the last control ends at the frame's foot (its padding), no empty band below it.
    const frame = $(el, '.frame')!.getBoundingClientRect();
    const bar = $(el, '.bottom-bar')!.getBoundingClientRect();
    expect(frame.bottom - bar.bottom).to.be.below(20);
  });

  for (const [width, count] of [
    [375, 8],
    [375, 7],
    [320, 8],
  ] as const) {
    it(`a hand of ${count} at ${width} px: one row, or even rows`, async () => {
      await setViewport({ width, height: 740 });
      const el = await table({ variant: 'doubles', players: '2', 'hand-size': String(count) });
      const rows = new Map<number, number>();
      for (const tile of $$(el, '.hand__tile')) {
        const top = Math.round(tile.getBoundingClientRect().top / 10);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      const sizes = [...rows.values()];
      expect(sizes.reduce((a, b) => a + b)).to.equal(count);
      expect(Math.max(...sizes) - Math.min(...sizes), `rows of ${sizes.join(' and ')}`).to.be.at.most(1);
    });
  }
});
