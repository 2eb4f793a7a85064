/**
 * Every edge of the statechart, as XState's graph API lists it, has a scenario here: a real table is driven to the
 * edge's source, the edge's event is sent (or the pause or eventless step happens), and the test checks the step
 * went from the source to the target and did what the edge is for. The scenarios are one table of data; the last
 * tests check that table against the machine's graph, so an edge added later without a scenario fails the suite.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fromCallback } from 'xstate';
import { chooseMove } from '../../src/ai/index.js';
import { explainMove, legalMoves, rulesFor, type Move } from '../../src/engine/index.js';
import {
  restoreMatch,
  serializeMatch,
  tableMachine,
  type TableEvent,
  type TableInput,
  type TableMachine,
  type TableSnapshot,
} from '../../src/machine/index.js';
import { computerPlayerFrom, type ComputerInput, type Thinker } from '../../src/machine/computer.js';
import { edgesOf, assertTook, initialStatesOf, statesOf, traced, type TracedTable } from './graph.js';
import { eventFor, fixedDeal, inputFor, isAwaitingHuman, isHandover, personPicks, settle } from './helpers.js';

/** Long enough that nothing it delays happens during a test; the scenario moves on by other means. */
const NEVER = 60_000;
/** How long a scenario waits for something that follows at once (a pause of 0 ms, a computer move). */
const SOON = 5_000;

const person = (seed: string, rest: Partial<TableInput> = {}) =>
  inputFor('doubles', { players: 2, targetScore: 100 }, { seed, humans: 1, aiDelay: 0, ...rest });
const watch = (seed: string, rest: Partial<TableInput> = {}) =>
  inputFor('doubles', { players: 2, targetScore: 300 }, { seed, humans: 0, aiDelay: 0, ...rest });

/** A computer that answers at once whatever the table's delay (the table's pauses stay real). */
const instantComputer = tableMachine.provide({
  actors: {
    computerPlayer: fromCallback<TableEvent, ComputerInput>(({ input, sendBack }) => {
      queueMicrotask(() => sendBack({ type: 'computer.move', move: chooseMove(input.match, 'easy', input.seed) }));
    }),
  },
});

const withThinker = (think: Thinker): TableMachine =>
  tableMachine.provide({ actors: { computerPlayer: computerPlayerFrom(think) } });

/** The person's move: one of `type` when there is one, else the varied pick of the helpers. */
const pick = (s: TableSnapshot, type?: Move['type']): Move => {
  const moves = legalMoves(s.context.match);
  return moves.find((m) => m.type === type) ?? personPicks(moves, s.context.match);
};

/** Plays people's moves (confirming handovers) until `done`; fails if the match ends first. */
async function playUntil(t: TracedTable, done: (s: TableSnapshot) => boolean): Promise<TableSnapshot> {
  for (let step = 0; step < 2000; step++) {
    const s = await settle(t, (x) => done(x) || isAwaitingHuman(x) || isHandover(x) || x.matches('matchOver'));
    if (done(s)) return s;
    assert.ok(!s.matches('matchOver'), 'the match ended first');
    t.send(isHandover(s) ? { type: 'handover.confirm' } : eventFor(pick(s)));
  }
  throw new Error('never reached');
}

/** The person's turn where one of their legal moves is of `type`, playing (and starting rounds) until then. */
async function untilPersonMay(t: TracedTable, type: Move['type']): Promise<TableSnapshot> {
  for (let round = 0; round < 20; round++) {
    const s = await playUntil(
      t,
      (x) => x.matches('roundOver') || (isAwaitingHuman(x) && legalMoves(x.context.match).some((m) => m.type === type)),
    );
    if (!s.matches('roundOver')) return s;
    t.send({ type: 'round.next' });
  }
  throw new Error(`the person never could ${type}`);
}

/** Watch mode, paused: one computer move per step until the round's result is up. */
async function stepToRoundOver(t: TracedTable): Promise<TableSnapshot> {
  t.send({ type: 'watch.pause' });
  for (let step = 0; step < 500; step++) {
    const s = await settle(t, (x) => x.matches({ play: 'paused' }) || x.matches('roundOver'), SOON);
    if (s.matches('roundOver')) return s;
    t.send({ type: 'watch.step' });
  }
  throw new Error('the round did not end');
}

/**
 * Asserts the snapshot is in the state. (Every `assert.ok` here has a message: without one, Node re-reads the
 * test's compiled source to quote the failed expression, which on this file takes minutes.)
 */
function assertIn(snapshot: TableSnapshot, state: Parameters<TableSnapshot['matches']>[0]): void {
  assert.ok(snapshot.matches(state), `in ${JSON.stringify(snapshot.value)}, not ${JSON.stringify(state)}`);
}

const last = (t: TracedTable) => t.emitted[t.emitted.length - 1];
/** The errors the table emitted: code and message. */
const errors = (t: TracedTable) => t.emitted.flatMap((e) => (e.type === 'error' ? [`${e.code}: ${e.message}`] : []));

interface Scenario {
  /** The edge, named as `edgesOf` names it. */
  edge: string;
  input: TableInput;
  machine?: TableMachine;
  /** Drives the table to the edge's source, lets the edge happen, and checks what it did. */
  run: (t: TracedTable) => Promise<void> | void;
}

const scenarios: Scenario[] = [
  // Anywhere in a match.
  {
    edge: 'table —match.new [startable]→ lead',
    input: person('new'),
    run: async (t) => {
      await playUntil(t, (s) => isAwaitingHuman(s) && s.context.match.log.length > 0);
      t.send({ type: 'match.new' });
      assertIn(t.snapshot(), 'lead');
      assert.equal(t.snapshot().context.match.log.length, 0);
      assert.equal(last(t)?.type, 'lead.settled');
    },
  },
  {
    edge: 'table —match.new→ table',
    input: person('new-refused'),
    run: async (t) => {
      const before = await playUntil(t, isAwaitingHuman);
      t.send({ type: 'match.new', input: { ...person('new-refused'), humans: 7 } });
      assertIn(t.snapshot(), { play: 'awaitingHuman' });
      assert.equal(t.snapshot().context.match, before.context.match, 'the match goes on');
      assert.equal(errors(t).length, 1);
      assert.match(errors(t)[0] as string, /^invalid-state: cannot start a match/);
    },
  },
  {
    edge: 'table —match.restore [restorable]→ blockCheck',
    input: person('restore', { aiDelay: NEVER }),
    run: async (t) => {
      const other = traced(person('restore-other'));
      const saved = serializeMatch((await playUntil(other, (s) => s.context.match.log.length >= 3)).context);
      other.actor.stop();
      t.send({ type: 'match.restore', restored: restoreMatch(saved) });
      assert.ok(!t.snapshot().matches('lead'), 'the saved match goes on from where it was');
      assert.equal(t.snapshot().context.seed, 'restore-other');
      assert.ok(t.snapshot().context.match.log.length >= 3, 'its moves are back');
    },
  },
  {
    edge: 'table —match.restore→ table',
    input: person('restore-refused'),
    run: async (t) => {
      const before = await playUntil(t, isAwaitingHuman);
      t.send({ type: 'match.restore', restored: restoreMatch('{}') });
      assertIn(t.snapshot(), { play: 'awaitingHuman' });
      assert.equal(t.snapshot().context.match, before.context.match);
      assert.equal(errors(t).length, 1);
      assert.match(errors(t)[0] as string, /^invalid-state: /);
    },
  },
  {
    edge: 'table —move.undo [undoAllowed]→ blockCheck',
    input: person('undo'),
    run: async (t) => {
      const s = await playUntil(t, (x) => isAwaitingHuman(x) && x.context.match.log.some((r) => r.seat === 0));
      t.send({ type: 'move.undo' });
      assertIn(t.snapshot(), { play: 'awaitingHuman' });
      assert.ok(t.snapshot().context.match.log.length < s.context.match.log.length, 'moves were taken back');
      assert.deepEqual(
        t.emitted.slice(-2).map((e) => e.type),
        ['moves.undone', 'turn.started'],
        'the person is to act again',
      );
    },
  },
  {
    edge: 'table —settings.update→ table',
    input: person('settings'),
    run: async (t) => {
      await playUntil(t, isAwaitingHuman);
      t.send({ type: 'settings.update', ai: 'easy', aiDelay: 250 });
      assertIn(t.snapshot(), { play: 'awaitingHuman' });
      assert.deepEqual([t.snapshot().context.ai, t.snapshot().context.aiDelay], ['easy', 250]);
    },
  },
  // A person's move no state takes: refused with a reason, nothing else changes (the seat policy, then the engine).
  ...(
    [
      ['tile.play', { type: 'tile.play', tile: '9-9' }, null],
      ['tile.draw', { type: 'tile.draw' }, 'not-your-turn'],
      ['turn.pass', { type: 'turn.pass' }, 'not-your-turn'],
    ] as const
  ).map(([type, event, reason]) => ({
    edge: `table —${type}→ table`,
    input: type === 'tile.play' ? person(`refuse-${type}`) : watch(`refuse-${type}`, { aiDelay: NEVER }),
    run: async (t: TracedTable) => {
      const before = type === 'tile.play' ? await playUntil(t, isAwaitingHuman) : t.snapshot();
      const emitted = t.emitted.length;
      t.send(event);
      assert.equal(t.snapshot().context, before.context);
      // Out of turn in watch mode; the person's 9-9, the engine's reason (not in a double-six set).
      const why = reason ?? explainMove(before.context.match, { type: 'play', tile: '9-9' });
      assert.ok(why);
      assert.deepEqual(t.emitted.slice(emitted), [{ type: 'move.refused', reason: why }]);
    },
  })),
  {
    edge: 'table —watch.pause [watching]→ table',
    input: watch('pause', { aiDelay: NEVER }),
    run: (t) => {
      t.send({ type: 'watch.pause' });
      assertIn(t.snapshot(), 'lead');
      assert.equal(t.snapshot().context.paused, true);
    },
  },
  {
    edge: 'table —watch.resume [watching]→ table',
    input: watch('resume', { aiDelay: NEVER }),
    run: (t) => {
      t.send({ type: 'watch.pause' });
      t.send({ type: 'watch.resume' });
      assertIn(t.snapshot(), 'lead');
      assert.equal(t.snapshot().context.paused, false);
    },
  },

  // The lead.
  {
    edge: 'lead —pause.end→ play',
    input: watch('lead-pause', { aiDelay: 20 }),
    run: async (t) => {
      assertIn(t.snapshot(), 'lead');
      const s = await settle(t, (x) => x.matches('play'), SOON);
      assert.equal(s.context.match.log.length, 0, 'the first turn starts');
      assert.equal(last(t)?.type, 'turn.started');
    },
  },
  {
    edge: 'lead —tile.play [humanMoveAccepted]→ blockCheck',
    input: inputFor(
      'maltese-cross',
      {},
      {
        aiDelay: NEVER,
        deal: fixedDeal(rulesFor('maltese-cross'), [
          ['6-6', '6-5', '6-4', '6-3', '6-2'],
          ['5-5', '5-4', '5-3', '5-2', '5-1'],
          ['4-4', '4-3', '4-2', '4-1', '4-0'],
          ['3-3', '3-2', '3-1', '3-0', '2-2'],
        ]),
      },
    ),
    run: (t) => {
      assertIn(t.snapshot(), 'lead');
      t.send({ type: 'tile.play', tile: '6-6' });
      assert.ok(t.snapshot().matches({ play: 'computerThinking' }), 'the next seat thinks');
      assert.deepEqual(
        t.emitted.slice(-3).map((e) => e.type),
        ['turn.started', 'move.played', 'turn.started'],
      );
    },
  },
  {
    edge: 'lead.shown —settings.update→ lead.shown',
    input: watch('lead-settings', { aiDelay: NEVER }),
    run: async (t) => {
      t.send({ type: 'settings.update', aiDelay: 0 });
      assertIn(t.snapshot(), 'lead');
      // The lead's pause starts again with the new delay: the turn follows at once.
      await settle(t, (s) => s.matches('play'), SOON);
    },
  },

  // A person's move.
  {
    edge: 'play —tile.play [humanMoveAccepted]→ blockCheck',
    input: person('play'),
    run: async (t) => {
      const s = await untilPersonMay(t, 'play');
      t.send({ type: 'settings.update', aiDelay: NEVER });
      t.send(eventFor(pick(s, 'play')));
      assertIn(t.snapshot(), { play: 'computerThinking' });
      assert.equal(t.snapshot().context.match.log.at(-1)?.move.type, 'play');
    },
  },
  {
    edge: 'play —tile.draw [humanMoveAccepted]→ blockCheck',
    input: person('draw'),
    run: async (t) => {
      const s = await untilPersonMay(t, 'draw');
      t.send({ type: 'tile.draw' });
      const record = t.snapshot().context.match.log.at(-1);
      assert.deepEqual([record?.seat, record?.move.type], [0, 'draw']);
      assert.equal(t.snapshot().context.match.log.length, s.context.match.log.length + 1);
    },
  },
  {
    edge: 'play —turn.pass [humanMoveAccepted]→ blockCheck',
    input: inputFor('doubles-in-the-boneyard', { targetScore: 300 }, { seed: 'pass', humans: 1, aiDelay: 0 }),
    run: async (t) => {
      const s = await untilPersonMay(t, 'pass');
      t.send({ type: 'turn.pass' });
      const record = t.snapshot().context.match.log.at(-1);
      assert.deepEqual([record?.seat, record?.move.type], [0, 'pass']);
      assert.equal(t.snapshot().context.match.log.length, s.context.match.log.length + 1);
    },
  },

  // Watch mode, paused.
  {
    edge: 'play.paused —watch.resume→ play.computerThinking',
    input: watch('paused-resume', { aiDelay: NEVER }),
    run: async (t) => {
      t.send({ type: 'watch.pause' });
      t.send({ type: 'settings.update', aiDelay: 0 });
      await settle(t, (s) => s.matches({ play: 'paused' }), SOON);
      t.send({ type: 'watch.resume' });
      assertIn(t.snapshot(), { play: 'computerThinking' });
      assert.equal(t.snapshot().context.paused, false);
      await settle(t, (s) => s.context.match.log.length === 1, SOON);
    },
  },
  {
    edge: 'play.paused —watch.step→ play.computerThinking',
    input: watch('paused-step', { aiDelay: NEVER }),
    run: async (t) => {
      t.send({ type: 'watch.pause' });
      t.send({ type: 'settings.update', aiDelay: 0 });
      await settle(t, (s) => s.matches({ play: 'paused' }), SOON);
      t.send({ type: 'watch.step' });
      assertIn(t.snapshot(), { play: 'computerThinking' });
      const s = await settle(t, (x) => x.matches({ play: 'paused' }), SOON);
      assert.equal(s.context.match.log.length, 1, 'one move, then paused again');
    },
  },

  // Hot seat.
  {
    edge: 'play.handover —handover.confirm→ play.awaitingHuman',
    input: person('handover', { humans: 2 }),
    run: async (t) => {
      const s = await playUntil(t, isHandover);
      assert.equal(s.context.shownSeat, null, 'every hand is hidden');
      t.send({ type: 'handover.confirm' });
      assertIn(t.snapshot(), { play: 'awaitingHuman' });
      assert.equal(t.snapshot().context.shownSeat, s.context.match.current);
    },
  },

  // The computer's turn.
  {
    edge: 'play.computerThinking —computer.move [computerMoveAccepted]→ blockCheck',
    input: watch('computer-move'),
    run: async (t) => {
      await settle(t, (s) => s.matches({ play: 'computerThinking' }), SOON);
      const s = await settle(t, (x) => x.context.match.log.length === 1, SOON);
      assert.ok(!s.matches('lead') && !s.matches({ play: 'paused' }), 'the match goes on');
      assert.equal(t.emitted.filter((e) => e.type === 'move.played').length, 1);
    },
  },
  {
    edge: 'play.computerThinking —computer.fail→ blockCheck',
    input: watch('computer-fail'),
    machine: withThinker(function* () {
      yield;
      throw new Error('no');
    }),
    run: async (t) => {
      await settle(t, (s) => s.context.match.log.length === 1, SOON);
      assert.deepEqual(errors(t), ['invalid-state: computer player failed: no']);
      assert.equal(t.emitted.filter((e) => e.type === 'move.played').length, 1, 'the match went on');
    },
  },
  {
    edge: 'play.computerThinking —computer.loadFailed→ play.computerThinking',
    input: watch('computer-load', { ai: 'hard' }),
    // The hard player's code cannot be loaded, and what it plays instead never arrives (so the table rests here).
    machine: withThinker((_state, level, _seed, onLoadFailed) => {
      if (level === 'hard') onLoadFailed?.(new Error('404'));
      return new Promise(() => {});
    }),
    run: async (t) => {
      const s = await settle(t, (x) => x.context.loadFailures === 1, SOON);
      assertIn(s, { play: 'computerThinking' });
      assert.equal(errors(t).length, 1);
      assert.match(errors(t)[0] as string, /^load: /);
    },
  },
  {
    edge: 'play.computerThinking —watch.pause [watching]→ play.paused',
    input: watch('thinking-pause', { aiDelay: NEVER }),
    run: async (t) => {
      t.send({ type: 'settings.update', aiDelay: 0 });
      await settle(t, (s) => s.matches({ play: 'computerThinking' }), SOON);
      t.send({ type: 'watch.pause' });
      assertIn(t.snapshot(), { play: 'paused' });
      assert.equal(t.snapshot().context.match.log.length, 0, 'the thought was dropped');
    },
  },
  {
    edge: 'play.computerThinking —settings.update→ play.computerThinking',
    input: person('thinking-settings'),
    run: async (t) => {
      const s = await untilPersonMay(t, 'play');
      t.send({ type: 'settings.update', aiDelay: NEVER });
      t.send(eventFor(pick(s, 'play')));
      assertIn(t.snapshot(), { play: 'computerThinking' });
      // The thought starts again with the new delay: the move follows at once.
      t.send({ type: 'settings.update', aiDelay: 0 });
      assertIn(t.snapshot(), { play: 'computerThinking' });
      await settle(t, (x) => x.context.match.log.length === s.context.match.log.length + 2, SOON);
    },
  },

  // The round's result.
  {
    edge: 'roundOver —pause.end [running]→ lead',
    input: watch('round-pause', { aiDelay: 10 }),
    machine: instantComputer,
    run: async (t) => {
      await settle(t, (s) => s.matches('roundOver'), SOON);
      const s = await settle(t, (x) => x.matches('lead'), SOON);
      assert.equal(s.context.match.round, 2);
    },
  },
  {
    edge: 'roundOver —round.next→ lead',
    input: person('round-next'),
    run: async (t) => {
      await playUntil(t, (s) => s.matches('roundOver'));
      t.send({ type: 'round.next' });
      assertIn(t.snapshot(), 'lead');
      assert.equal(t.snapshot().context.match.round, 2);
    },
  },
  {
    edge: 'roundOver —watch.step [watching]→ lead',
    input: watch('round-step'),
    run: async (t) => {
      await stepToRoundOver(t);
      t.send({ type: 'pause.end' });
      assert.ok(t.snapshot().matches('roundOver'), 'a paused table keeps the result up');
      t.send({ type: 'watch.step' });
      assertIn(t.snapshot(), 'lead');
      assert.deepEqual([t.snapshot().context.match.round, t.snapshot().context.paused], [2, true]);
    },
  },
  {
    edge: 'roundOver —watch.resume [held]→ lead',
    input: watch('round-resume'),
    run: async (t) => {
      await stepToRoundOver(t);
      t.send({ type: 'watch.resume' });
      assertIn(t.snapshot(), 'lead');
      assert.deepEqual([t.snapshot().context.match.round, t.snapshot().context.paused], [2, false]);
    },
  },
  {
    edge: 'roundOver —settings.update [watching]→ roundOver',
    input: watch('round-settings', { aiDelay: NEVER }),
    machine: instantComputer,
    run: async (t) => {
      t.send({ type: 'pause.end' });
      await settle(t, (s) => s.matches('roundOver'), SOON);
      t.send({ type: 'settings.update', aiDelay: 0 });
      assertIn(t.snapshot(), 'roundOver');
      // The result's pause starts again with the new delay: the next round follows at once.
      const s = await settle(t, (x) => x.matches('lead'), SOON);
      assert.equal(s.context.match.round, 2);
    },
  },

  // Who acts next: the eventless steps of a turn.
  {
    edge: 'play.turn —always [handoverNeeded]→ play.handover',
    input: person('turn-handover', { humans: 2 }),
    run: async (t) => {
      const s = await playUntil(t, isHandover);
      assert.notEqual(s.context.match.current, s.context.match.log.at(-1)?.seat, 'the other person is to act');
    },
  },
  {
    edge: 'play.turn —always [humanToAct]→ play.awaitingHuman',
    input: person('turn-human'),
    run: async (t) => {
      const s = await playUntil(t, isAwaitingHuman);
      assert.equal(s.context.match.current, 0);
    },
  },
  {
    edge: 'play.turn —always [held]→ play.paused',
    input: watch('turn-held', { aiDelay: NEVER }),
    run: async (t) => {
      t.send({ type: 'watch.pause' });
      t.send({ type: 'settings.update', aiDelay: 0 });
      const s = await settle(t, (x) => x.matches('play'), SOON);
      assertIn(s, { play: 'paused' });
      assert.equal(last(t)?.type, 'turn.started');
    },
  },
  {
    edge: 'play.turn —always→ play.computerThinking',
    input: watch('turn-computer', { aiDelay: NEVER }),
    run: async (t) => {
      t.send({ type: 'settings.update', aiDelay: 0 });
      const s = await settle(t, (x) => x.matches('play'), SOON);
      assertIn(s, { play: 'computerThinking' });
    },
  },

  // Where the match stands after a move.
  {
    edge: 'blockCheck —always [matchEnded]→ matchOver',
    input: person('match-over', { rules: rulesFor('doubles', { players: 2, targetScore: 1 }) }),
    run: async (t) => {
      await playUntil(t, (s) => s.matches('matchOver'));
      assert.deepEqual(
        t.emitted.slice(-2).map((e) => e.type),
        ['round.ended', 'match.ended'],
      );
    },
  },
  {
    edge: 'blockCheck —always [roundEnded]→ roundOver',
    input: person('round-over'),
    run: async (t) => {
      const s = await playUntil(t, (x) => x.matches('roundOver'));
      assert.equal(s.context.match.round, 1);
      assert.equal(last(t)?.type, 'round.ended');
    },
  },
  {
    edge: 'blockCheck —always→ play',
    input: person('block-play'),
    run: async (t) => {
      const s = await untilPersonMay(t, 'play');
      t.send(eventFor(pick(s, 'play')));
      assert.ok(t.snapshot().matches('play'), 'the round goes on');
      assert.equal(last(t)?.type, 'turn.started');
    },
  },
];

describe('every edge of the statechart', () => {
  for (const scenario of scenarios) {
    // A timeout, so a statechart that loops (an edge sent back into itself) fails rather than hangs.
    it(scenario.edge, { timeout: 30_000 }, async () => {
      const t = traced(scenario.input, scenario.machine);
      try {
        await scenario.run(t);
        assertTook(t.steps, scenario.edge);
      } finally {
        t.actor.stop();
      }
    });
  }

  it('has a scenario for each edge of the machine’s graph, and for no other', () => {
    const edges = edgesOf(tableMachine);
    assert.ok(edges.length >= 30, 'the graph was read');
    assert.deepEqual(scenarios.map((s) => s.edge).sort(), [...edges].sort());
  });

  it('enters every state through those edges (or as the first state of one they enter)', () => {
    const targets = new Set(scenarios.map((s) => s.edge.split('→ ')[1] as string));
    const initial = new Set(initialStatesOf(tableMachine));
    const parentOf = (name: string) => name.slice(0, Math.max(0, name.lastIndexOf('.')));
    const entered = (name: string): boolean => targets.has(name) || (initial.has(name) && entered(parentOf(name)));
    const states = statesOf(tableMachine);
    assert.ok(states.length >= 10, 'the states were read');
    assert.deepEqual(
      states.filter((s) => !entered(s)),
      [],
    );
  });
});
