// What a viewer may see (issue 22 item 1): at every hot-seat hand-over nothing on the table or in its live region
// names a tile in anyone's hand, and after Ready nothing names a tile in another person's hand (R-MC-2: the search
// for the 6-6 included). The whole shadow DOM is read: text, accessible names and titles.
import { expect } from '@open-wc/testing';
import { $, mount, until, type DominoTable } from './helpers.js';
import { leak } from './words.js';

const handingOver = (el: DominoTable): boolean => $(el, '[data-action="ready"]') !== null;

const VARIANTS: Record<string, string>[] = [
  { variant: 'maltese-cross' },
  { variant: 'doubles', players: '2' },
  { variant: 'doubles', players: '4' },
  { variant: 'doubles-classic', players: '3' },
  { variant: 'doubles-in-the-boneyard' },
];

describe('hot seat keeps every secret (issue 22 item 1)', () => {
  for (const attrs of VARIANTS) {
    it(`${attrs.variant} ${attrs.players ?? ''}: no hidden tile is named at a hand-over or after Ready`, async () => {
      const players = Number(attrs.players ?? (attrs.variant === 'doubles-in-the-boneyard' ? 3 : 4));
      // In each of these Maltese Cross deals nobody holds the 6-6: the search draws into hidden hands (R-MC-2).
      for (const seed of ['secret-0', 'secret-3', 'secret-5']) {
        const el = await mount({ ...attrs, humans: String(players), seed, 'ai-delay': '0', 'show-hands': false });
        // The tile that must open (the highest double, the 6-6) is named when it is led: public.
        const opening = el.legalMoves().map((m) => (m.type === 'play' ? m.tile : ''));
        const led = new Set(opening).size === 1 ? opening[0] : null;
        let screens = 0;
        for (let turn = 0; turn < 12 && ['lead', 'play'].includes(el.state.phase); turn++) {
          await until(() => handingOver(el) || !['lead', 'play'].includes(el.state.phase), 'the hand-over');
          if (!handingOver(el)) break;
          screens++;
          await el.updateComplete;
          const hands = el.state.seats.map((s) => s.hand);
          const secret = (seats: number[]) => seats.flatMap((s) => hands[s] ?? []).filter((t) => t !== led);
          const all = hands.map((_, s) => s);
          expect(leak(el, secret(all)), `hand-over ${turn}, ${seed}`).to.equal(null);
          ($(el, '[data-action="ready"]') as HTMLElement).click();
          await el.updateComplete;
          const me = el.state.current!;
          // The person's turn: draws (which keep the turn) and then a play or a pass, a look after each.
          while (el.state.current === me && !handingOver(el) && ['lead', 'play'].includes(el.state.phase)) {
            const others = el.state.seats.flatMap((s, seat) => (seat === me ? [] : s.hand)).filter((t) => t !== led);
            expect(leak(el, others), `after Ready ${turn}, ${seed}`).to.equal(null);
            const move = el.legalMoves().find((m) => m.type === 'play') ?? el.legalMoves()[0]!;
            if (move.type === 'play') el.play(move.tile, move.end);
            else if (move.type === 'draw') el.draw();
            else el.pass();
            await el.updateComplete;
          }
        }
        expect(screens, 'hand-overs seen').to.be.at.least(4);
      }
    });
  }
});
