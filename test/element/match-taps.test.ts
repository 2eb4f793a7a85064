// Issue 33's check "a whole match of each new game by taps at 375×740": every registered game (the registry, not a
// list) played to the end of a match as a reader on a phone does, by real touches (CDP) on the hand's tiles, the lit
// ends, Draw and Pass and the round-end panel's Next round; in the games that score during play the count and the
// points are shown on the board and said in the live region as they are scored.
import { expect } from '@open-wc/testing';
import { emulateMedia, executeServerCommand, setViewport } from '@web/test-runner-commands';
import { GAMES, VARIANTS } from '../../src/games/index.js';
import { $, $$, fullWidth, handTile, settled, until, type DominoTable } from './helpers.js';

/** A real tap (CDP touch) at the centre of an element. */
async function tap(target: Element): Promise<void> {
  target.scrollIntoView({ block: 'center', inline: 'center' });
  const r = target.getBoundingClientRect();
  await executeServerCommand('touch', { points: [[Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)]] });
}

/** The lines added to the live region from now on. */
function spoken(el: DominoTable): string[] {
  const lines: string[] = [];
  new MutationObserver((records) => {
    for (const r of records) for (const node of r.addedNodes) lines.push(node.textContent ?? '');
  }).observe($(el, '[role="log"]')!, { childList: true, subtree: true, characterData: true });
  return lines;
}

const over = (el: DominoTable): boolean => el.state.phase === 'match-over';

describe('a whole match of every game by taps at 375×740 (issue 33)', function () {
  this.timeout(300000);
  before(() => Promise.all([setViewport({ width: 375, height: 740 }), emulateMedia({ reducedMotion: 'reduce' })]));
  after(() =>
    Promise.all([setViewport({ width: 800, height: 600 }), emulateMedia({ reducedMotion: 'no-preference' })]),
  );

  for (const variant of VARIANTS) {
    const scoresInPlay = (GAMES[variant].mechanisms.playPoints ?? 'none') !== 'none';
    it(`${variant}: dealt, played and scored to the match's end by taps${scoresInPlay ? ', the count shown and said' : ''}`, async () => {
      // A low target, so the match ends within a round or two; the seed fixes the deals.
      const el = await fullWidth({ variant, seed: `taps-${variant}`, 'target-score': '25' });
      const lines = spoken(el);
      const scored: { count?: number | null; points?: number }[] = [];
      el.addEventListener('domino-move', (e) => scored.push((e as CustomEvent).detail));
      let badges = 0;
      let rounds = 0;
      for (let guard = 0; guard < 600 && !over(el); guard++) {
        await until(
          () => el.state.phase === 'round-over' || over(el) || (el.state.phase === 'play' && el.state.current === 0),
          'your turn or the round end',
          20000,
        );
        await settled(el);
        if (over(el)) break;
        if ($(el, '.board [part="count"]')) badges++;
        if (el.state.phase === 'round-over') {
          const next = $$(el, '.dialog--round button').find((b) => b.textContent?.trim() === 'Next round');
          expect(next, 'Next round in the round-end panel').to.not.equal(undefined);
          const round = el.state.round;
          await tap(next!);
          await until(() => el.state.round > round || over(el), 'the next round dealt');
          rounds++;
          continue;
        }
        const before = el.state.layout.tiles.length;
        const moves = el.legalMoves();
        const play = moves.find((m) => m.type === 'play');
        if (!play || play.type !== 'play') {
          const name = moves[0]!.type;
          const button = $(el, `[data-action="${name}"]`)!;
          expect(button.getAttribute('aria-disabled'), `${name} offered`).to.equal('false');
          // The round's log grows (the computer may have answered already), or the round is over.
          const [round, logged] = [el.state.round, el.state.log.length];
          await tap(button);
          await until(() => el.state.round !== round || el.state.log.length > logged, `${name} done`);
          continue;
        }
        await tap(handTile(el, play.tile)!);
        await settled(el);
        if (el.state.layout.tiles.length === before) {
          // More than one end: tap the lit end that the move names.
          const end = $(el, `.target[data-end="${play.end ?? 'center'}"] .target__area`);
          expect(end, `the lit end ${play.end}`).to.not.equal(null);
          await tap(end!);
        }
        await until(() => el.state.layout.tiles.length > before || el.state.phase !== 'play', `${play.tile} played`);
      }
      expect(el.state.phase, 'the match over').to.equal('match-over');
      await until(() => $(el, '.dialog--round') !== null, 'the match-end panel');
      const best = Math.max(...el.state.seats.map((s) => s.score));
      expect(best, 'the winner reached the target').to.be.at.least(25);
      if (scoresInPlay) {
        const points = scored.filter((m) => (m.points ?? 0) > 0);
        expect(points.length, 'plays that scored').to.be.greaterThan(0);
        expect(badges, 'the count shown on the board').to.be.greaterThan(0);
        expect(lines.join(' '), 'the points said').to.match(/scores? \d+/);
      }
      expect(rounds + 1, 'rounds played').to.be.at.least(1);
    });
  }
});
