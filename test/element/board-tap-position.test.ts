// Issue 20 item 2, the position the issue names: doubles-classic, double-nine, 2 players, seed `meas-doubles-classic`,
// at 375 × 740. The person plays the first legal tile each turn until the 8-5 fits the east and south arms of the 5-5
// (a spinner); with the 8-5 picked by a tap, a real tap (CDP touch) on the middle of the lit east slot plays it on the
// east arm (it once went on the south arm: the hit squares of the two ends overlapped).
import { expect } from '@open-wc/testing';
import { executeServerCommand, setViewport } from '@web/test-runner-commands';
import { $, fullWidth, handTile, settled, until } from './helpers.js';

const tap = (r: DOMRect) =>
  executeServerCommand('touch', { points: [[Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)]] });

describe('a tap on a lit slot plays there: the position of issue 20', () => {
  before(() => setViewport({ width: 375, height: 740 }));
  after(() => setViewport({ width: 800, height: 600 }));

  it('the 8-5 beside the 5-5: a tap on the middle of the east slot plays on the east arm', async () => {
    const el = await fullWidth({
      variant: 'doubles-classic',
      set: 'double-nine',
      players: '2',
      seed: 'meas-doubles-classic',
    });
    const ends = (): string[] =>
      el.legalMoves().flatMap((m) => (m.type === 'play' && m.tile === '8-5' && m.end ? [m.end] : []));
    await until(() => el.state.phase === 'play', 'the round under way');
    for (let turn = 0; turn < 40; turn++) {
      await until(() => el.state.phase !== 'play' || el.state.current === 0, 'your turn', 20000);
      if (el.state.phase !== 'play' || ends().length > 1) break;
      const move = el.legalMoves().find((m) => m.type === 'play') ?? el.legalMoves()[0]!;
      if (move.type === 'play') el.play(move.tile, move.end);
      else if (move.type === 'draw') el.draw();
      else el.pass();
    }
    const spinner = el.state.layout.tiles.findIndex((t) => t.tile === '5-5');
    expect(ends(), 'the position: the 8-5 fits the east and south arms of the 5-5').to.have.members([
      `${spinner}e`,
      `${spinner}s`,
    ]);
    await settled(el);
    el.scrollIntoView();
    await tap(handTile(el, '8-5')!.getBoundingClientRect());
    await until(() => $(el, `.target[data-end="${spinner}e"]`) !== null, 'the ends lit');
    await settled(el);
    const count = el.state.layout.tiles.length;
    await tap($(el, `.target[data-end="${spinner}e"] .target__area`)!.getBoundingClientRect());
    await until(() => el.state.layout.tiles.length > count, 'the tile played');
    const last = el.state.layout.tiles[count]!;
    expect(`${last.tile}@${last.end}`).to.equal(`8-5@${spinner}e`);
  });
});
