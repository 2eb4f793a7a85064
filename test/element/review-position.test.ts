// Issue 35 item 6: a review that teaches. Each item says what was played and where (the table's words for the end),
// what was better and why; it is a button that shows the position after that move on the table's board (announced,
// focus on it), with a way back to the list (focus on the item) and on to the round-end panel. At 375×740 by touch
// and at 1280×800; in every game of the registry; the panel's words in every language.
import { expect } from '@open-wc/testing';
import { executeServerCommand, sendKeys, setViewport } from '@web/test-runner-commands';
import { $, $$, action, click, mount, root, until, type DominoTable } from './helpers.js';
import { VARIANTS } from '../../src/games/index.js';
import { tileName } from '../../src/i18n/index.js';
import { CATALOGS } from '../../src/coach/sentences.js';
import { reviewWords } from '../../src/coach/index.js';
import type { Move } from '../../src/engine/types.js';

const over = (el: DominoTable) => el.state.phase === 'round-over' || el.state.phase === 'match-over';

/** The person makes `choose`'s move each turn (the computer the others) until the round ends. */
async function playOut(el: DominoTable, choose: (moves: Move[]) => Move): Promise<void> {
  for (let turn = 0; turn < 400 && !over(el); turn++) {
    await until(() => over(el) || (el.state.current === 0 && el.legalMoves().length > 0), 'your turn or the end');
    if (over(el)) break;
    const move = choose(el.legalMoves());
    if (move.type === 'play') el.play(move.tile, move.end);
    else if (move.type === 'draw') el.draw();
    else el.pass();
  }
  await until(() => over(el) && $(el, '[data-action="review"]') !== null, 'the round-end panel');
}

/** Opens the review from the round-end panel and waits for its items. */
async function openReview(el: DominoTable): Promise<HTMLButtonElement[]> {
  action(el, 'review').click();
  await until(() => $(el, '.dialog--review') !== null, 'the review', 20000);
  await el.updateComplete;
  return $$<HTMLButtonElement>(el, '.review__item');
}

/** The tiles the shown position's board draws, by their names. */
const shownTiles = (el: DominoTable): string[] =>
  $$(el, '.dialog--at [part~="played"] title')
    .map((t) => t.textContent!)
    .sort();

/** The tiles on the table after the round's move `step`, by their names (the live match's log). */
const tilesAfter = (el: DominoTable, step: number, lang = 'en'): string[] =>
  el.state.log
    .slice(0, step + 1)
    .flatMap((r) => (r.move.type === 'play' ? [tileName(lang as 'en', r.move.tile)] : []))
    .sort();

/** R-DB-4: North leads the 6-6; the person's 6-2 lets North lay its 2-2 and go out, where the 6-1 was safe. */
const GIVES_DOMINO = JSON.stringify({
  hands: [
    ['6-3', '6-2', '6-1'],
    ['6-6', '6-5', '2-2'],
  ],
});
const ARM: Record<string, string> = { n: 'north arm', e: 'east arm', s: 'south arm', w: 'west arm' };

for (const [width, height, touch] of [
  [375, 740, true],
  [1280, 800, false],
] as const) {
  describe(`the review shows each move's position at ${width}×${height} (issue 35 item 6)`, function () {
    this.timeout(60000);
    before(() => setViewport({ width, height }));
    after(() => setViewport({ width: 800, height: 600 }));

    it('R-DB-4: the blunder names the move, its end and the better move; it opens that position; Back and Close return', async () => {
      const wrap = document.body.appendChild(document.createElement('div'));
      wrap.style.width = '100%';
      document.body.style.margin = '0';
      const el = await mount(
        { variant: 'doubles', players: '2', 'hand-size': '3', deal: GIVES_DOMINO, seed: 'review-at', 'ai-delay': '0' },
        { parent: wrap },
      );
      // The person's first move is 6-3; the second the 6-2 (the blunder): North then goes out with its 2-2.
      await playOut(el, (moves) =>
        moves.find((m) => m.type === 'play' && m.tile === (el.state.log.length < 2 ? '6-3' : '6-2'))!,
      );
      const blunderAt = el.state.log.findIndex((r) => r.seat === 0 && r.move.type === 'play' && r.move.tile === '6-2');
      const played = el.state.log[blunderAt]!.move as Extract<Move, { type: 'play' }>;
      expect(el.state.log.at(-1)!.move).to.deep.include({ type: 'play', tile: '2-2' });
      const live = el.state;

      const items = await openReview(el);
      const blunder = items.find((b) => b.textContent!.includes('6–2'))!;
      expect(blunder, 'the 6-2 is reviewed').to.not.equal(undefined);
      const arm = ARM[played.end.at(-1)!]!;
      // The whole sentence: the grade, what was played and where, the better move and where, why.
      expect(blunder.getAttribute('aria-label')).to.match(
        new RegExp(
          `^Blunder: You played 6–2 on the 6, ${arm}\\. Better: 6–1 on the 6, (north|east|south|west) arm; your move let the next player go out \\(about [\\d.]+ points more\\)\\.$`,
        ),
      );
      expect(blunder.tagName).to.equal('BUTTON');
      expect(blunder.getBoundingClientRect().height).to.be.at.least(44);

      // A tap (a real touch on the phone, a click on the desktop) shows the position after the 6-2 on the board.
      const r = blunder.getBoundingClientRect();
      if (touch)
        await executeServerCommand('touch', {
          points: [[Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)]],
        });
      else await click(blunder);
      await until(() => shownTiles(el).length > 0, 'the position');
      await el.updateComplete;
      expect(shownTiles(el)).to.deep.equal(tilesAfter(el, blunderAt));
      expect(shownTiles(el)).to.have.length(blunderAt + 1);
      expect($(el, '#review-at-title')!.textContent!.trim()).to.equal(`Move ${blunderAt + 1} of the round`);
      // Focus on the position, never the page; the position said in the live region.
      expect(root(el).activeElement).to.equal($(el, '.dialog--at'));
      await until(
        () => ($(el, '[role="log"]')?.textContent ?? '').includes(`Move ${blunderAt + 1} of the round`),
        'said',
      );
      // Presentation only: the match is as it was.
      expect(el.state).to.deep.equal(live);
      // The position lies over the felt, inside the viewport, and Back is a finger's size.
      const back = action(el, 'review-back');
      const box = back.getBoundingClientRect();
      expect(box.height).to.be.at.least(44);
      expect(box.right).to.be.at.most(width);
      const board = $(el, '.dialog--at .board')!.getBoundingClientRect();
      expect(board.height).to.be.greaterThan(80);
      expect(board.bottom).to.be.at.most(height + 1);

      // Back: the list again, focus on the item.
      await click(back);
      await until(() => $(el, '.dialog--at') === null && $(el, '.review__item') !== null, 'the list');
      await el.updateComplete;
      const again = $$<HTMLButtonElement>(el, '.review__item').find((b) => b.textContent!.includes('6–2'))!;
      expect(root(el).activeElement).to.equal(again);

      // The keyboard: Enter on the item opens it, Escape goes back, Close returns to the round-end panel.
      await sendKeys({ press: 'Enter' });
      await until(() => shownTiles(el).length > 0, 'the position by Enter');
      await el.updateComplete;
      expect(shownTiles(el)).to.deep.equal(tilesAfter(el, blunderAt));
      expect(root(el).activeElement).to.equal($(el, '.dialog--at'));
      // The arrows step to the previous decision reviewed (the 6-3) and back to this one.
      const first = (await el.review())[0]!;
      await sendKeys({ press: 'ArrowLeft' });
      await until(() => shownTiles(el).length === first.step + 1, 'the previous decision');
      expect(shownTiles(el)).to.deep.equal(tilesAfter(el, first.step));
      expect(root(el).activeElement).to.equal($(el, '.dialog--at'));
      await sendKeys({ press: 'ArrowRight' });
      await until(() => shownTiles(el).length === blunderAt + 1, 'the blunder again');
      await sendKeys({ press: 'Escape' });
      await until(() => $(el, '.dialog--at') === null, 'back by Escape');
      await el.updateComplete;
      expect((root(el).activeElement as HTMLElement).dataset.index).to.equal(again.dataset.index);
      action(el, 'close-review').click();
      await until(() => $(el, '.dialog--review') === null, 'the review closed');
      await el.updateComplete;
      await el.updateComplete;
      expect(root(el).activeElement).to.equal(action(el, 'review'));
      expect($(el, '.dialog--round')).to.not.equal(null);
    });
  });
}

describe('the review in every game of the registry (issue 35 item 6)', function () {
  this.timeout(180000);
  before(() => setViewport({ width: 1280, height: 800 }));
  after(() => setViewport({ width: 800, height: 600 }));

  for (const variant of VARIANTS)
    it(`${variant}: every item says the move made; the first opens the position after its step`, async () => {
      const el = await mount({ variant, seed: `review-${variant}`, 'ai-delay': '0' });
      // The person plays the last legal move each time (often not the computer's choice, so there is a verdict).
      await playOut(el, (moves) => moves.at(-1)!);
      const items = await openReview(el);
      const reviewed = await el.review();
      expect(items.length).to.equal(reviewed.length);
      expect(items.length, 'a decision to review').to.be.greaterThan(0);
      for (const [i, item] of reviewed.entries()) {
        expect(item.why).to.match(/^(You played .+ (on the \d, |to open)|You drew\.|You passed\.|Well played: )/);
        // The step is the move's place in the round's log.
        expect(el.state.log[item.step]!.move).to.deep.include({ type: item.move.type });
        expect(items[i]!.getAttribute('aria-label')).to.contain(item.why);
      }
      const first = reviewed[0]!;
      items[0]!.click();
      await until(() => shownTiles(el).length > 0, 'the position');
      await el.updateComplete;
      expect(shownTiles(el)).to.deep.equal(tilesAfter(el, first.step));
      action(el, 'review-back').click();
      await until(() => $(el, '.dialog--at') === null, 'the list');
      await el.updateComplete;
      expect((root(el).activeElement as HTMLElement).dataset.index).to.equal('0');
    });
});

describe('the review’s words in every language (issue 35 item 6)', function () {
  this.timeout(60000);

  it('each language the coach speaks has the way back, the step and the tip; a German table says them', async () => {
    for (const lang of Object.keys(CATALOGS)) {
      const words = reviewWords(lang);
      expect(words.back, lang).to.not.equal('');
      expect(words.step(3), lang).to.contain('3');
      if (lang !== 'en') expect(words.back, lang).to.not.equal(reviewWords('en').back);
    }
    const el = await mount({
      variant: 'doubles',
      players: '2',
      'hand-size': '3',
      deal: GIVES_DOMINO,
      lang: 'de',
      seed: 'review-de',
      'ai-delay': '0',
    });
    await playOut(el, (moves) => moves[0]!);
    const items = await openReview(el);
    expect($(el, '.review__tip')!.textContent).to.equal(reviewWords('de').tip);
    expect(items[0]!.getAttribute('aria-label')).to.match(
      /^(Bester|Gut|Ungenau|Patzer): (Dein Zug: |Du hast |Gut gespielt)/,
    );
    items[0]!.click();
    await until(() => shownTiles(el).length > 0, 'the position');
    await el.updateComplete;
    expect(action(el, 'review-back').textContent!.trim()).to.equal('Zurück zur Besprechung');
    expect(shownTiles(el)).to.deep.equal(tilesAfter(el, (await el.review())[0]!.step, 'de'));
  });
});
