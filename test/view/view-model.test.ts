// The table's view model (src/element/view-model.ts) in Node: what a snapshot shows, before any DOM.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { legalMoves } from '../../src/engine/index.js';
import { seatNames } from '../../src/i18n/index.js';
import { tableView, type InputState, type TableView } from '../../src/element/view-model.js';
import { factsOf } from '../../src/element/viewer.js';
import { eventFor, inputFor, isAwaitingHuman, isHandover, open, settle, type Table } from '../machine/helpers.js';

const idle: InputState = { picked: null, focusIndex: 0, message: '' };

function viewOf(table: Table, input: InputState = idle, options: { showHands?: boolean; hints?: boolean } = {}) {
  const snapshot = table.snapshot();
  const { rules, humans } = snapshot.context;
  return tableView(factsOf(snapshot), input, {
    lang: 'en',
    seats: seatNames('en', rules.players, humans),
    showHands: options.showHands ?? false,
    hints: options.hints ?? false,
  });
}

/** Every tile the view puts on show (hands, seats, panel), whoever's. */
const tilesShown = (view: TableView): string[] => [
  ...view.seats.flatMap((s) => s.tiles ?? []),
  ...(view.me.tiles ?? []),
  ...(view.panel.kind === 'hand' ? view.panel.tiles : []),
];

describe('table view', () => {
  it('the other seats sit left, across and right of the person (clockwise, R-ALL-2), with counts and scores', async () => {
    const table = open(inputFor('maltese-cross', {}, { seed: 'view-sides' }));
    await settle(table);
    const view = viewOf(table);
    assert.deepEqual(
      view.seats.map((s) => [s.seat, s.side, s.name]),
      [
        [1, 'left', 'West'],
        [2, 'top', 'North'],
        [3, 'right', 'East'],
      ],
    );
    assert.equal(view.me.side, 'bottom');
    assert.equal(view.me.you, true);
    const { match } = table.snapshot().context;
    for (const seat of [...view.seats, view.me]) {
      assert.equal(seat.count, match.hands[seat.seat]!.length);
      assert.equal(seat.score, match.scores[seat.seat]);
      assert.equal(seat.current, seat.seat === match.current);
    }
    // Hidden hands show their count only; the person's own hand is the panel.
    assert.ok(view.seats.every((s) => s.tiles === null));
    assert.deepEqual([SIDES_OF(2), SIDES_OF(3)], [['top'], ['left', 'right']]);
  });

  it('the person to act: their hand, marks on every open end, Draw and Pass as the rules allow, hints', async () => {
    const table = open(inputFor('doubles', { players: 2 }, { seed: 'view-hand' }));
    const s = await settle(table, isAwaitingHuman);
    const legal = legalMoves(s.context.match);
    const view = viewOf(table, idle, { hints: true });
    assert.equal(view.panel.kind, 'hand');
    if (view.panel.kind !== 'hand') return;
    assert.deepEqual(view.panel.tiles, s.context.match.hands[0]);
    assert.deepEqual(
      [...(view.panel.playable ?? [])].sort(),
      [...new Set(legal.flatMap((m) => (m.type === 'play' ? [m.tile] : [])))].sort(),
    );
    assert.equal(view.board.marks, true);
    assert.equal(view.board.targets.size, 0, 'no tile picked: no targets');
    assert.equal(
      view.draw,
      legal.some((m) => m.type === 'draw'),
    );
    assert.equal(
      view.pass,
      legal.some((m) => m.type === 'pass'),
    );
    assert.equal(view.turn, 'Your turn');

    // A picked tile lights the ends it may go to, and only those.
    const play = legal.find((m) => m.type === 'play');
    assert.ok(play && play.type === 'play');
    const picked = viewOf(table, { ...idle, picked: play.tile });
    assert.deepEqual(
      [...picked.board.targets].sort(),
      legal.flatMap((m) => (m.type === 'play' && m.tile === play.tile ? [m.end] : [])).sort(),
    );
    // Without hints nothing is marked as playable.
    const plain = viewOf(table);
    assert.equal(plain.panel.kind === 'hand' && plain.panel.playable, null);
  });

  it('watch mode: nobody at the screen, no hand panel, no marks, the computer thinking', async () => {
    const table = open(inputFor('doubles', { players: 3 }, { seed: 'view-watch', humans: 0, aiDelay: 60_000 }));
    await settle(table, (s) => s.matches('lead'));
    const view = viewOf(table);
    assert.equal(view.panel.kind, 'none');
    assert.equal(view.board.marks, false);
    assert.equal(view.draw || view.pass || view.undo, false);
    assert.match(view.turn, /is thinking…$/);
    assert.deepEqual(tilesShown(view), []);
    // With show-hands every hand is face up, the bottom seat's included.
    const open3 = viewOf(table, idle, { showHands: true });
    assert.equal(tilesShown(open3).length, table.snapshot().context.match.hands.flat().length);
    table.actor.stop();
  });

  it('hot seat: behind the handover nothing of anyone is on show, even with show-hands', async () => {
    const table = open(inputFor('doubles', { players: 2 }, { seed: 'view-hot', humans: 2 }));
    await settle(table, isHandover);
    for (const showHands of [false, true]) {
      const view = viewOf(table, { ...idle, message: '' }, { showHands });
      assert.equal(view.panel.kind, 'handover');
      assert.deepEqual(tilesShown(view), [], `showHands ${showHands}`);
      assert.equal(view.board.marks, false);
    }
    table.send({ type: 'handover.confirm' });
    assert.equal(viewOf(table).panel.kind, 'hand');
  });

  it('a round that ends shows its result, and the match end offers a new match', async () => {
    const table = open(inputFor('doubles-in-the-boneyard', { targetScore: 1 }, { seed: 'view-end' }));
    for (let step = 0; step < 200; step++) {
      const s = await settle(table);
      if (!isAwaitingHuman(s)) break;
      table.send(eventFor(legalMoves(s.context.match)[0]!));
    }
    const s = table.snapshot();
    const view = viewOf(table);
    assert.equal(view.panel.kind, 'round-end');
    if (view.panel.kind !== 'round-end') return;
    assert.deepEqual(view.panel.end.result, s.context.match.lastRound);
    assert.ok(view.panel.end.title.length > 0);
    const over = s.matches('matchOver');
    assert.equal(view.panel.end.next, over ? 'new-match' : 'next-round');
    assert.equal(view.panel.end.match !== null, over);
    assert.equal(view.turn, '');
  });
});

/** The sides of the other seats for a player count (2 and 3 players). */
function SIDES_OF(players: number): string[] {
  const table = open(inputFor('doubles', { players }, { seed: `sides-${players}`, aiDelay: 60_000 }));
  const sides = viewOf(table).seats.map((s) => s.side);
  table.actor.stop();
  return sides;
}
