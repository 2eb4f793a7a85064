// Issue 12: the phone-first table. At 375×740, 768×1024 and 1280×800, in a full-width container, in every
// variant, mid-round and at the round's end: one screen holds the turn, the hand and Draw/Pass; the hand's tiles
// are a fingertip wide; the board's tiles are big; tap targets are 44 px; nothing depends on the root font size.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { $, $$, fullWidth, settled, until, type DominoTable } from './helpers.js';
import { GAMES, VARIANTS } from '../../src/games/index.js';

const SIZES = [
  [375, 740],
  [768, 1024],
  [1280, 800],
] as const;

/** Makes `count` moves of the person (the computer moves in between), stopping at the round's end. */
async function play(el: DominoTable, count: number): Promise<void> {
  for (let made = 0; made < count;) {
    await until(() => {
      const s = el.state;
      return s.phase === 'round-over' || s.phase === 'match-over' || (s.current === 0 && s.phase === 'play');
    }, 'the person’s turn');
    if (el.state.phase !== 'play') return;
    const move = el.legalMoves()[0]!;
    const result = move.type === 'play' ? el.play(move.tile, move.end) : move.type === 'draw' ? el.draw() : el.pass();
    expect(result.ok).to.equal(true);
    made++;
  }
}

const within = (r: DOMRect, height: number) => r.top >= -0.5 && r.bottom <= height + 0.5 && r.height > 0;
/** `inner` lies in the visible box of `outer` (a panel that scrolls would hide it). */
const inside = (inner: Element, outer: Element): boolean => {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  return a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5 && a.height > 0;
};

describe('phone-first layout (issue 12)', function () {
  this.timeout(60000);
  after(() => setViewport({ width: 800, height: 600 }));

  for (const [width, height] of SIZES) {
    describe(`${width}×${height}`, () => {
      before(() => setViewport({ width, height }));

      for (const variant of VARIANTS) {
        it(`${variant}: mid-round, one screen holds the turn, the hand and Draw/Pass; the table is no taller than the viewport`, async () => {
          const el = await fullWidth({ variant, seed: `layout-${variant}` });
          await play(el, 2);
          await until(() => el.state.current === 0 && el.state.phase === 'play', 'the person’s turn');
          await settled(el);
          // A tile still travelling from its seat is measured where it lands (mid-flight it is drawn larger).
          await Promise.all(el.shadowRoot!.getAnimations().map((a) => a.finished.catch(() => undefined)));
          el.scrollIntoView();
          const box = el.getBoundingClientRect();
          expect(box.height, 'at most the viewport').to.be.at.most(height + 0.5);
          expect(box.width, 'the container’s width').to.equal(document.body.clientWidth);
          expect(el.scrollWidth, 'nothing overflows').to.be.at.most(Math.ceil(box.width));
          // A game where nobody draws has no Draw button.
          const draw = GAMES[variant].mechanisms.draw === 'never' ? [] : ['[data-action="draw"]'];
          for (const selector of ['.status__turn', '.hand', ...draw, '[data-action="pass"]', '.board'])
            expect(within($(el, selector)!.getBoundingClientRect(), height), `${selector} on screen`).to.equal(true);

          // The hand: the largest thing after the board, a fingertip on phones, 60-80 px on desktops.
          const tiles = $$(el, '.hand__tile');
          expect(tiles.length).to.be.greaterThan(0);
          for (const tile of tiles) {
            const r = tile.getBoundingClientRect();
            const short = Math.min(r.width, r.height);
            expect(short, 'a hand tile’s short side').to.be.at.least(44);
            if (width >= 1280) expect(short).to.be.within(60, 80);
          }
          // Round the felt (a container of 900 px and more), the top seat's chip is as wide as its words need, at least
          // 180 px (frame.styles.ts), like the side chips' 150 px, not squeezed to its text by the chips' `min-width: 0`.
          const top = $(el, '.seat--top');
          if (width >= 1280 && top) expect(top.getBoundingClientRect().width, 'the top chip').to.be.at.least(179.5);
          // Every board tile smaller than a hand tile, and no seat chip taller than the hand.
          const hand = tiles[0]!.getBoundingClientRect();
          for (const played of $$(el, '.board .tile')) {
            const r = played.getBoundingClientRect();
            expect(Math.max(r.width, r.height)).to.be.at.most(Math.max(hand.width, hand.height) + 1);
          }
        });

        it(`${variant}: at the round's end the result and its button are on screen, within the viewport`, async () => {
          const el = await fullWidth({ variant, seed: `layout-end-${variant}` });
          await play(el, 60);
          await until(() => el.state.phase === 'round-over' || el.state.phase === 'match-over', 'the round’s end');
          await settled(el);
          el.scrollIntoView();
          expect(el.getBoundingClientRect().height).to.be.at.most(height + 0.5);
          const dialog = $(el, '.dialog--round')!;
          const button = $(el, '[data-action="dialog"]')!;
          expect(within(dialog.getBoundingClientRect(), height), 'the result').to.equal(true);
          expect(within(button.getBoundingClientRect(), height), 'Next round').to.equal(true);
          expect(inside(button, dialog), 'Next round is not scrolled out of the result').to.equal(true);
          expect(el.scrollWidth).to.be.at.most(Math.ceil(el.getBoundingClientRect().width));
        });
      }
    });
  }

  describe('375×740 in detail', () => {
    before(() => setViewport({ width: 375, height: 740 }));

    it('a long round result (four seats, tiles left in each) keeps its title and Next round in sight', async () => {
      // The deal of the README's screenshots: Kelley's game ends with three hands of one or two tiles.
      const el = await fullWidth({ variant: 'doubles-classic', seed: 'shots-doubles-classic', hints: '' });
      await play(el, 1000);
      await until(() => el.state.phase === 'round-over' || el.state.phase === 'match-over', 'the round’s end');
      await settled(el);
      el.scrollIntoView();
      const dialog = $(el, '.dialog--round')!;
      expect(inside($(el, '.dialog__title')!, dialog), 'the title').to.equal(true);
      expect(inside($(el, '[data-action="dialog"]')!, dialog), 'Next round').to.equal(true);
      expect(dialog.scrollHeight, 'the panel itself does not scroll').to.be.at.most(dialog.clientHeight + 1);
    });

    it('the first dozen tiles of a round are at least 48 px long on the board', async () => {
      for (const variant of VARIANTS) {
        const el = await fullWidth({ variant, seed: `layout-dozen-${variant}`, humans: '0', 'ai-delay': '150' });
        await until(() => el.state.layout.tiles.length >= 12 || el.state.phase !== 'play', 'a dozen tiles', 20000);
        el.setAttribute('ai-delay', '100000');
        await settled(el);
        const played = $$(el, '.board .tile');
        expect(played.length).to.be.at.least(Math.min(12, el.state.layout.tiles.length));
        for (const tile of played) {
          const r = tile.getBoundingClientRect();
          expect(Math.max(r.width, r.height), `${variant}: a board tile’s long side`).to.be.at.least(48);
        }
      }
    });

    it('a picked tile’s ends are tap targets at least 44 px a side, and every open end is marked', async () => {
      const el = await fullWidth({ variant: 'doubles', players: '2', seed: 'layout-targets' });
      await play(el, 3);
      await until(() => el.state.current === 0 && el.state.phase === 'play', 'the person’s turn');
      await settled(el);
      const ends = el.state.layout.ends;
      expect($$(el, '.board .end, .board .target').length, 'every open end marked').to.equal(ends.length);
      const tile = el
        .legalMoves()
        .find(
          (m) => m.type === 'play' && el.legalMoves().filter((n) => n.type === 'play' && n.tile === m.tile).length > 1,
        );
      if (!tile || tile.type !== 'play') return; // this deal gives no tile with two ends: the marks were checked
      $(el, `.hand__tile[data-tile="${tile.tile}"]`)!.click();
      await settled(el);
      const targets = $$(el, '.target__hit');
      expect(targets.length).to.be.greaterThan(1);
      for (const hit of targets) {
        const r = hit.getBoundingClientRect();
        expect(Math.min(r.width, r.height), 'a tap target').to.be.at.least(43.5);
      }
    });

    it('a host page with html { font-size: 62.5% } gets the same table (no rem)', async () => {
      const sizes = async (): Promise<number[]> => {
        const el = await fullWidth({ variant: 'doubles', players: '2', seed: 'layout-rem' });
        await until(() => el.state.current === 0 && el.state.phase === 'play', 'the person’s turn');
        await settled(el);
        const tile = $(el, '.hand__tile')!.getBoundingClientRect();
        const turn = parseFloat(getComputedStyle($(el, '.status__turn')!).fontSize);
        const out = [tile.width, tile.height, turn, el.getBoundingClientRect().height];
        el.parentElement!.remove();
        return out;
      };
      const normal = await sizes();
      document.documentElement.style.fontSize = '62.5%';
      try {
        expect(await sizes()).to.deep.equal(normal);
      } finally {
        document.documentElement.style.fontSize = '';
      }
    });

    it('touch: hand tiles take the finger for dragging (touch-action: pan-x: only a sideways move scrolls the hand), and a tapped tile is not left raised', async () => {
      const el = await fullWidth({ variant: 'doubles', players: '2', seed: 'layout-touch' });
      await until(() => el.state.current === 0 && el.state.phase === 'play', 'the person’s turn');
      await settled(el);
      const tile = $(el, '.hand__tile')!;
      expect(getComputedStyle(tile).touchAction).to.equal('pan-x');
      // The lift on hover applies only where there is a real hover (not after a tap on a touch screen).
      const hover = [...el.shadowRoot!.adoptedStyleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((r): r is CSSMediaRule => r instanceof CSSMediaRule && r.conditionText.includes('hover'))
        .flatMap((m) => [...m.cssRules].map((r) => (r as CSSStyleRule).selectorText));
      expect(hover).to.include('.hand__tile:hover');
      const plain = [...el.shadowRoot!.adoptedStyleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((r): r is CSSStyleRule => r instanceof CSSStyleRule)
        .map((r) => r.selectorText);
      expect(plain.some((s) => s.includes('.hand__tile:hover'))).to.equal(false);
    });
  });
});
