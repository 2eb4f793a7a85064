// Issue 33 item 5 (Checks: records, replays and the studio working for every game): for each game of the registry
// (src/games/index.ts), the studio deals it, a few moves are played on its table, and the record it writes reads
// and replays in a <domino-table> to the table's position; in the games that score during play (R-A5-5, R-F3-6) the
// replay's scores, count and badge come from the moves (the notation carries no points).
import { expect } from '@open-wc/testing';
import { VARIANTS } from '../../src/games/index.js';
import type { DominoTable } from '../../src/element/domino-table.js';
import { readRecord } from '../../src/record/index.js';
import { $, mount, until } from '../element/helpers.js';
import { studioRoom } from './studio-room.js';

const room = studioRoom();

/** A play if there is one (the first the table lists), else the draw or pass it offers. */
function moveOnce(t: DominoTable): void {
  const moves = t.legalMoves();
  const move = moves.find((m) => m.type === 'play') ?? moves[0]!;
  if (move.type === 'play') t.play(move.tile, move.end);
  else if (move.type === 'draw') t.draw();
  else t.pass();
}

/** What a replay and the live table must agree on. */
const position = (t: DominoTable) => ({
  round: t.state.round,
  current: t.state.current,
  layout: t.state.layout,
  hands: t.state.seats.map((s) => [...s.hand].sort()),
  scores: t.state.seats.map((s) => s.score),
  boneyard: t.state.boneyard,
  count: t.state.count,
  log: t.state.log,
});

describe('the studio over every registered game (issue 33 item 5)', () => {
  for (const variant of VARIANTS) {
    it(`${variant}: dealt and played in the studio, its record replays to the same position`, async function () {
      this.timeout(30000);
      const studio = room.start('');
      await studio.ready;
      const select = room.$<HTMLSelectElement>('select[name="variant"]');
      select.value = variant;
      select.dispatchEvent(new Event('change'));
      const seed = room.$<HTMLInputElement>('input[name="seed"]');
      seed.value = `studio ${variant}`;
      seed.dispatchEvent(new Event('input', { bubbles: true }));
      room.$<HTMLButtonElement>('.setup-form button[type="submit"]').click();
      await studio.ready;
      const live = studio.table as unknown as DominoTable;
      await until(() => live.state.phase === 'play' && live.state.variant === variant, `${variant} dealt`);
      const scoring = live.state.count !== null;

      // A few moves through the table's own methods (a tap ends in the same calls); in the scoring games on until
      // a play has scored, so the replay has points to derive.
      for (let n = 0; live.state.phase === 'play' && n < 60; n++) {
        const scored = live.state.log.some((r) => (r.points ?? 0) > 0);
        if (n >= 6 && (!scoring || scored)) break;
        moveOnce(live);
        await live.updateComplete;
      }
      const moves = live.state.log.length;
      expect(moves, 'moves played').to.be.greaterThan(0);
      if (scoring)
        expect(
          live.state.log.some((r) => (r.points ?? 0) > 0),
          'a play scored',
        ).to.equal(true);
      await until(() => room.root.querySelectorAll('.step-list li').length === moves + 1, 'every step listed');

      // The record the studio copies reads, names the game, and its last step is the table's position.
      const written = room.$<HTMLTextAreaElement>('textarea[name="record"]').value;
      expect(written).to.equal(studio.text);
      expect(written).to.include(`[variant ${variant}]`);
      expect(written, 'no points in the notation').to.not.match(/count|points/i);
      const read = readRecord(written);
      if (!read.ok) throw new Error(`${read.error.message}\n${written}`);
      expect(read.replay.steps.length).to.equal(moves + 1);
      const last = read.replay.steps.at(-1)!.state;
      expect(last.layout.tiles.map((t) => t.tile)).to.deep.equal(live.state.layout.tiles.map((t) => t.tile));
      expect(last.scores).to.deep.equal(live.state.seats.map((s) => s.score));
      expect(last.count).to.equal(live.state.count);

      // In a <domino-table> replaying it: the same position at its end.
      const replay = await mount({ record: written, step: 'end' });
      await until(() => replay.state.log.length === moves, 'the record replayed to its end');
      await replay.updateComplete;
      expect(position(replay)).to.deep.equal(position(live));
      if (scoring) {
        // Scores are the sum of the moves' points (round 1 starts at 0), and the badge shows the last play's.
        const sums = live.state.seats.map((_, seat) =>
          replay.state.log.filter((r) => r.seat === seat).reduce((a, r) => a + (r.points ?? 0), 0),
        );
        expect(replay.state.seats.map((s) => s.score)).to.deep.equal(sums);
        const lastPlay = [...replay.state.log].reverse().find((r) => r.move.type === 'play')!;
        expect($(replay, '[part="count"]')!.textContent!.trim()).to.equal(
          lastPlay.points ? `${replay.state.count} · +${lastPlay.points}` : `${replay.state.count}`,
        );
      } else {
        expect(replay.state.count).to.equal(null);
        expect($(replay, '[part="count"]')).to.equal(null);
      }
    });
  }
});
