// Issues 12 and 15, the edges layout.test.ts leaves: `show-hands` (the teaching mode) shows every other hand face
// up at a readable size on every screen, the seat to act marked; nothing overflows at 280 and 300 px; and the
// longest languages (Spanish, Portuguese, French) fit a 320×640 phone.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { es } from '../../src/i18n/es.js';
import { fr } from '../../src/i18n/fr.js';
import type { Catalog } from '../../src/i18n/index.js';
import { pt } from '../../src/i18n/pt.js';
import { $, $$, fullWidth, settled, until, type DominoTable } from './helpers.js';
import { VARIANTS } from '../../src/games/index.js';

const yourTurn = async (el: DominoTable): Promise<void> => {
  await until(() => el.state.current === 0 && el.state.phase === 'play', 'the person’s turn');
  await settled(el);
};

/** Every button drawn in the table (the hand's tiles, Draw/Pass/Undo/Hint, the rules and menu buttons). */
const buttons = (el: DominoTable): HTMLElement[] =>
  $$(el, 'button, summary').filter((b) => b.getClientRects().length > 0);

/** What sticks out of the table sideways: its own scroll width, the page's, and each button's box. */
function sideways(el: DominoTable): string[] {
  const out: string[] = [];
  const frame = $(el, '[part="table"]')!;
  if (el.scrollWidth > el.clientWidth) out.push(`the element scrolls: ${el.scrollWidth} > ${el.clientWidth}`);
  if (frame.scrollWidth > frame.clientWidth)
    out.push(`the table overflows: ${frame.scrollWidth} > ${frame.clientWidth}`);
  const page = document.documentElement;
  if (page.scrollWidth > page.clientWidth)
    out.push(`the page scrolls sideways: ${page.scrollWidth} > ${page.clientWidth}`);
  const box = frame.getBoundingClientRect();
  for (const button of buttons(el)) {
    const r = button.getBoundingClientRect();
    if (r.left < box.left - 0.5 || r.right > box.right + 0.5)
      out.push(`${button.className} “${button.textContent!.trim()}” at ${r.left.toFixed(1)}–${r.right.toFixed(1)}`);
  }
  return out;
}

/**
 * A button whose words stick out of it sideways: the words' own boxes (a Range over its text) against the
 * button's inner box. `scrollWidth > clientWidth + 1` would also count the rules button's invisible tap area (a
 * ::after 9 px beyond its 26 px circle, there on purpose) and call its "?" overflowing (33 > 24).
 */
function overflowingText(button: HTMLElement): string[] {
  const box = button.getBoundingClientRect();
  const left = box.left + button.clientLeft;
  const right = left + button.clientWidth;
  const range = document.createRange();
  const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
  const out: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent!.trim()) continue;
    range.selectNodeContents(node);
    for (const r of range.getClientRects())
      if (r.width > 0 && (r.left < left - 1 || r.right > right + 1))
        out.push(
          `“${node.textContent!.trim()}”: ${r.left.toFixed(1)}–${r.right.toFixed(1)} in ${left.toFixed(1)}–${right.toFixed(1)}`,
        );
  }
  return out;
}

describe('layout edges (issues 12, 15)', function () {
  this.timeout(60000);
  after(() => setViewport({ width: 800, height: 600 }));

  describe('show-hands: every other hand face up at a readable size, the seat to act marked', () => {
    for (const [width, height] of [
      [375, 740],
      [768, 1024],
      [1280, 800],
    ] as const) {
      for (const [variant, players] of [
        ['maltese-cross', '4'],
        ['doubles', '2'],
      ] as const) {
        it(`${width}×${height}, ${variant}, ${players} players`, async () => {
          await setViewport({ width, height });
          const el = await fullWidth({ variant, players, seed: `edges-hands-${variant}`, 'show-hands': '' });
          await yourTurn(el);
          el.scrollIntoView();

          const check = async (when: string): Promise<void> => {
            const s = el.state;
            const others = $$(el, '.seats > .seat');
            expect(others.length, `${when}: a chip per other seat`).to.equal(Number(players) - 1);
            for (const chip of others) {
              const seat = Number(chip.dataset.seat);
              const tiles = [...chip.querySelectorAll<SVGSVGElement>('.seat__tiles .tile-img')];
              expect(tiles.length, `${when}: seat ${seat}’s tiles face up`).to.equal(s.seats[seat]!.hand.length);
              for (const tile of tiles) {
                const r = tile.getBoundingClientRect();
                expect(r.width, `${when}: a tile of seat ${seat}, wide`).to.be.at.least(24);
                expect(r.height, `${when}: a tile of seat ${seat}, tall`).to.be.at.least(24);
                const seen = r.left >= -0.5 && r.right <= width + 0.5 && r.top >= -0.5 && r.bottom <= height + 0.5;
                expect(seen, `${when}: seat ${seat}’s tile on screen`).to.equal(true);
              }
            }
            const marked = $$(el, '.seat--current');
            expect(
              marked.map((chip) => Number(chip.dataset.seat)),
              `${when}: the seat to act marked, and it only`,
            ).to.deep.equal([s.current]);
            // Marked to the eye: its border drawn in the highlight, where the others' is transparent (once the
            // chips' border transition has run).
            await Promise.all($$(el, '.seat').flatMap((chip) => chip.getAnimations().map((a) => a.finished)));
            const border = getComputedStyle(marked[0]!).borderTopColor;
            expect(border, `${when}: the mark is seen`).not.to.equal(
              getComputedStyle($$(el, '.seat').find((c) => c !== marked[0])!).borderTopColor,
            );
            expect(border, `${when}: the mark is seen`).not.to.equal('rgba(0, 0, 0, 0)');
          };
          await check('your turn');

          // The person plays; the next seat is to act (the computer waits): its chip is marked.
          el.setAttribute('ai-delay', '100000');
          const move = el.legalMoves()[0]!;
          const result =
            move.type === 'play' ? el.play(move.tile, move.end) : move.type === 'draw' ? el.draw() : el.pass();
          expect(result.ok).to.equal(true);
          await until(() => el.state.current !== 0, 'another seat to act');
          await settled(el);
          await check('another seat’s turn');
        });
      }
    }
  });

  describe('nothing overflows sideways at 280 and 300 px', () => {
    for (const width of [280, 300]) {
      for (const variant of VARIANTS) {
        it(`${width}×640, ${variant}: no sideways scroll, every button inside the table`, async () => {
          await setViewport({ width, height: 640 });
          const el = await fullWidth({ variant, seed: `edges-narrow-${variant}`, hints: '' });
          await yourTurn(el);
          el.scrollIntoView();
          expect($(el, '[data-action="hint"]'), 'Hint drawn too').not.to.equal(null);
          expect(sideways(el).join('; ')).to.equal('');
        });
      }
    }
  });

  describe('the longest languages fit at 320×640', () => {
    const catalogs: Record<string, Catalog> = { es, pt, fr };
    for (const lang of ['es', 'pt', 'fr']) {
      for (const variant of VARIANTS) {
        it(`${lang}, ${variant}: no sideways overflow, every button’s words inside it, no taller than the screen`, async () => {
          await setViewport({ width: 320, height: 640 });
          const el = await fullWidth({ variant, lang, seed: `edges-lang-${variant}`, hints: '' });
          // The language is a chunk fetched on first use: measure once its words are drawn.
          const undo = catalogs[lang]!.undo;
          await until(() => $(el, '[data-action="undo"]')?.textContent?.trim() === undo, `“${undo}” drawn`);
          await yourTurn(el);
          el.scrollIntoView();
          expect(sideways(el).join('; ')).to.equal('');
          expect(buttons(el).flatMap(overflowingText).join('; '), 'button text overflowing its button').to.equal('');
          expect(el.getBoundingClientRect().height, 'the table’s height').to.be.at.most(640 + 0.5);
          // The menu open: New match and the scores over the felt, inside the table too.
          $<HTMLDetailsElement>(el, '.menu')!.open = true;
          await settled(el);
          expect(buttons(el).some((b) => b.dataset.action === 'new-match')).to.equal(true);
          expect(sideways(el).join('; '), 'the menu open').to.equal('');
          expect(buttons(el).flatMap(overflowingText).join('; '), 'the menu open').to.equal('');
        });
      }
    }
  });
});
