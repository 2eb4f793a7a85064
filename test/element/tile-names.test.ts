// Issue 35 item 8: one way of naming a tile in the text a table shows, in every language ("the 4-3" stood beside
// "four–three"): through a whole round of every game in the registry, the status, a refusal, a hint's why and the
// menu's list of moves write a tile as "4-3"; the words ("four–three", "double six") are the spoken names only.
import { expect } from '@open-wc/testing';
import { VARIANTS } from '../../src/games/index.js';
import { allLangsReady, LANGS, tileName } from '../../src/i18n/index.js';
import { $, action, mount, openMenu, settled, until, type DominoTable } from './helpers.js';

/** The text on screen: every text node in sight, not the words kept for a screen reader alone. */
function shownText(el: DominoTable): string {
  const root = el.shadowRoot!;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('.sr-only') || !parent.checkVisibility()) continue;
    parts.push(node.textContent ?? '');
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}

describe('a tile is written one way on screen (issue 35 item 8)', function () {
  this.timeout(180000);
  before(() => allLangsReady());

  for (const lang of LANGS) {
    it(`${lang}: status, refusals, hints and the list of moves write "6-4", never the spoken name`, async () => {
      // Every tile's spoken name in this language (double-six: the set every game here is dealt from).
      const spoken: string[] = [];
      for (let hi = 0; hi <= 6; hi++) for (let lo = 0; lo <= hi; lo++) spoken.push(tileName(lang, `${hi}-${lo}`));
      for (const variant of VARIANTS) {
        const el = await mount({ variant, lang, hints: true, seed: `names-${lang}`, 'ai-delay': '0' });
        const texts: string[] = [];
        for (let guard = 0; guard < 80; guard++) {
          await until(() => el.state.phase !== 'play' || el.state.current === 0, 'your turn', 20000);
          await settled(el);
          texts.push(shownText(el));
          if (el.state.phase !== 'play') break;
          const legal = el.legalMoves();
          // A tile that may not be played: its refusal shown; then the hint's why.
          const refused = el.state.seats[0]!.hand.find((t) => !legal.some((m) => m.type === 'play' && m.tile === t));
          if (refused) {
            el.play(refused);
            await el.updateComplete;
            texts.push(shownText(el));
          }
          const hint = $(el, '[data-action="hint"]');
          if (hint && hint.getAttribute('aria-disabled') !== 'true') {
            action(el, 'hint').click();
            await el.updateComplete;
            texts.push(shownText(el));
          }
          const move = legal.find((m) => m.type === 'play') ?? legal[0]!;
          if (move.type === 'play') el.play(move.tile, move.end);
          else if (move.type === 'draw') el.draw();
          else el.pass();
        }
        // The round-end panel is modal over the controls: "See the board" folds it, and the menu is in reach again.
        const fold = $(el, '[data-action="fold"]');
        if (fold) {
          fold.click();
          await el.updateComplete;
        }
        await openMenu(el);
        texts.push(shownText(el));
        const all = texts.join('\n');
        expect(/\b\d-\d\b/.test(all), `${lang} ${variant}: tiles written as 6-4`).to.equal(true);
        // Each spoken name found on screen, with the words around it.
        const found = spoken.flatMap((name) => {
          const at = all.indexOf(name);
          return at < 0 ? [] : [all.slice(Math.max(0, at - 40), at + name.length + 10)];
        });
        expect(found, `${lang} ${variant}: spoken names on screen`).to.deep.equal([]);
        el.parentElement!.remove();
      }
    });
  }
});
