// Whole rounds played through the shadow DOM like a person: by mouse, by keyboard, and by drag and drop.
import { expect } from '@open-wc/testing';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import type { Move } from '../../src/engine/types.js';
import {
  $,
  $$,
  action,
  handTile,
  humanTurnOrEnd,
  mount,
  playByKeyboard,
  playByMouse,
  target,
  until,
} from './helpers.js';
import { off } from './helpers.js';

/** Prefers a play (the last one listed, to reach several ends), else draw, else pass. */
const choose = (moves: Move[]): Move => [...moves].reverse().find((m) => m.type === 'play') ?? moves[0]!;

describe('playing a round', function () {
  // Real mouse and key events through the test runner take a few seconds per round.
  this.timeout(30000);

  it('R-ALL-6: a whole Maltese Cross round by mouse, computer seats replying, ends in the round-end panel', async () => {
    const el = await mount({ variant: 'maltese-cross', seed: 'mouse-round', 'ai-delay': '0' });
    let humanMoves = 0;
    for (let guard = 0; guard < 200; guard++) {
      await humanTurnOrEnd(el);
      if (el.state.phase !== 'play') break;
      const moves = el.legalMoves();
      const move = choose(moves);
      // Draw and Pass are enabled exactly when they are legal.
      expect(off(action(el, 'draw'))).to.equal(!moves.some((m) => m.type === 'draw'));
      expect(off(action(el, 'pass'))).to.equal(!moves.some((m) => m.type === 'pass'));
      const before = el.state.log.length;
      await playByMouse(el, move);
      await until(() => el.state.log.length > before, 'the click to be played');
      expect(el.state.log[before]!.seat).to.equal(0);
      humanMoves++;
    }
    expect(el.state.phase).to.be.oneOf(['round-over', 'match-over']);
    expect(humanMoves).to.be.greaterThan(0);
    await el.updateComplete;
    const dialog = $(el, '[part="dialog"]');
    expect(dialog !== null, 'round-end panel').to.equal(true);
    expect(dialog!.textContent).to.contain(el.state.lastRound!.reason === 'domino' ? 'Domino!' : 'Blocked');
  });

  it('a whole Doubles round by keyboard only (Tab, arrows, Enter), the ends chosen with arrows', async () => {
    const el = await mount({ variant: 'doubles', players: '2', seed: 'keys-round', 'ai-delay': '0' });
    let usedEndChoice = false;
    for (let guard = 0; guard < 200; guard++) {
      await humanTurnOrEnd(el);
      if (el.state.phase !== 'play') break;
      const moves = el.legalMoves();
      const move = choose(moves);
      if (move.type === 'play' && moves.filter((m) => m.type === 'play' && m.tile === move.tile).length > 1) {
        usedEndChoice = true;
      }
      const before = el.state.log.length;
      await playByKeyboard(el, move);
      await until(() => el.state.log.length > before, 'the key press to be played');
      expect(el.state.log[before]!.move).to.deep.include(
        move.type === 'play' ? { tile: move.tile } : { type: move.type },
      );
    }
    expect(el.state.phase).to.be.oneOf(['round-over', 'match-over']);
    expect(usedEndChoice, 'some tile fitted more than one end').to.equal(true);
  });

  it('a tile that fits one end goes straight there; one that fits several lights its ends; Escape cancels', async () => {
    const el = await mount({ variant: 'doubles', players: '2', seed: 'ends-1', 'ai-delay': '0' });
    for (let guard = 0; guard < 60; guard++) {
      await humanTurnOrEnd(el);
      if (el.state.phase !== 'play') break;
      const plays = el.legalMoves().filter((m) => m.type === 'play') as Extract<Move, { type: 'play' }>[];
      const multi = plays.find((p) => plays.filter((q) => q.tile === p.tile).length > 1);
      if (multi) {
        await playByMouse(el, { type: 'play', tile: multi.tile, end: '' } as Move).catch(() => undefined);
        await el.updateComplete;
        const lit = $$(el, '.target').map((t) => t.dataset.end);
        expect(lit.sort()).to.deep.equal(
          plays
            .filter((p) => p.tile === multi.tile)
            .map((p) => p.end)
            .sort(),
        );
        expect(handTile(el, multi.tile)!.getAttribute('aria-pressed')).to.equal('true');
        handTile(el, multi.tile)!.focus();
        const { sendKeys } = await import('@web/test-runner-commands');
        await sendKeys({ press: 'Escape' });
        await el.updateComplete;
        expect($$(el, '.target')).to.have.length(0);
        return;
      }
      await playByMouse(el, choose(el.legalMoves()));
    }
    throw new Error('no tile with several ends came up');
  });

  it('drag and drop: a tile dragged onto a lit end is played there', async () => {
    // The drag never scrolls: the whole table must be in view.
    await setViewport({ width: 1100, height: 1400 });
    const el = await mount({ variant: 'doubles', players: '2', seed: 'ends-1', 'ai-delay': '0' });
    for (let guard = 0; guard < 60; guard++) {
      await humanTurnOrEnd(el);
      if (el.state.phase !== 'play') break;
      const plays = el.legalMoves().filter((m) => m.type === 'play') as Extract<Move, { type: 'play' }>[];
      const multi = plays.find((p) => plays.filter((q) => q.tile === p.tile).length > 1);
      if (!multi) {
        // Not the move under test: made through the API to keep the test short.
        const m = choose(el.legalMoves());
        expect(m.type === 'play' ? el.play(m.tile, m.end) : m.type === 'draw' ? el.draw() : el.pass()).to.deep.equal({
          ok: true,
        });
        continue;
      }
      const before = el.state.log.length;
      const from = handTile(el, multi.tile)!.getBoundingClientRect();
      await sendMouse({
        type: 'move',
        position: [Math.round(from.x + from.width / 2), Math.round(from.y + from.height / 2)],
      });
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'move', position: [Math.round(from.x + from.width / 2), Math.round(from.y - 40)] });
      await el.updateComplete;
      expect($(el, '.ghost') !== null, 'a tile follows the pointer').to.equal(true);
      const spot = target(el, multi.end)!.getBoundingClientRect();
      await sendMouse({
        type: 'move',
        position: [Math.round(spot.x + spot.width / 2), Math.round(spot.y + spot.height / 2)],
      });
      await sendMouse({ type: 'up' });
      await until(() => el.state.log.length > before, 'the drop to be played');
      expect(el.state.log[before]!.move).to.deep.equal({ type: 'play', tile: multi.tile, end: multi.end });
      expect($(el, '.ghost') === null).to.equal(true);
      return;
    }
    throw new Error('no tile with several ends came up');
  });
});
