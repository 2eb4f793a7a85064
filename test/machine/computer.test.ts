/** The computer seats: seeded and deterministic, paced by aiDelay, settings applied at once, no stray timers. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { chooseMove } from '../../src/ai/index.js';
import { applyMove, legalMoves, newMatch, nextRound, type MatchState, type Move } from '../../src/engine/index.js';
import { tableMachine, type TableEmitted } from '../../src/machine/index.js';
import { computerPlayerFrom, type Thinker } from '../../src/machine/computer.js';
import { inputFor, isAwaitingHuman, open, playToEnd, settle, withTable } from './helpers.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls a condition the snapshot does not show (how far a thinker got). */
async function until(condition: () => boolean, timeout = 5000): Promise<void> {
  for (const start = Date.now(); !condition(); await sleep(1)) {
    if (Date.now() - start > timeout) throw new Error('condition not reached');
  }
}

/** A thinker that never decides, counting the slices it was asked to think. */
function endlessThinker(): { think: Thinker; slices: () => number; started: () => number } {
  let slices = 0;
  let started = 0;
  const think: Thinker = function* () {
    started++;
    for (;;) {
      slices++;
      yield;
    }
  };
  return { think, slices: () => slices, started: () => started };
}

const withThinker = (think: Thinker) => tableMachine.provide({ actors: { computerPlayer: computerPlayerFrom(think) } });

describe('computer seats', () => {
  it('determinism: the same input and the same human moves give the same match, whatever the pace', async () => {
    const results: string[] = [];
    const streams: TableEmitted[][] = [];
    for (const aiDelay of [0, 0, 3]) {
      const input = inputFor('maltese-cross', { targetScore: 80 }, { seed: 'same', humans: 1, ai: 'normal', aiDelay });
      await withTable(input, async (table) => {
        await playToEnd(table);
        results.push(JSON.stringify(table.snapshot().context.rounds));
        streams.push(table.emitted);
      });
    }
    assert.equal(results[1], results[0]);
    assert.equal(results[2], results[0]);
    assert.deepEqual(streams[1], streams[0]);
    assert.deepEqual(streams[2], streams[0]);
    // And another seed is another match: the comparison above can tell matches apart.
    const other = inputFor('maltese-cross', { targetScore: 80 }, { seed: 'different', humans: 1 });
    await withTable(other, async (table) => {
      await playToEnd(table);
      assert.notEqual(JSON.stringify(table.snapshot().context.rounds), results[0]);
    });
  });

  it('each computer move is the computer player’s choice for the position, seeded by match seed, round and move count', async () => {
    const input = inputFor('doubles', { targetScore: 50 }, { seed: 'seeded', humans: 0, ai: 'hard' });
    await withTable(input, async (table) => {
      const positions: MatchState[] = [];
      const moves: Move[] = [];
      table.actor.subscribe((s) => {
        if (s.matches({ play: 'computerThinking' }) && positions.at(-1) !== s.context.match)
          positions.push(s.context.match);
      });
      table.actor.on('move.played', (e) => moves.push(e.move));
      await settle(table, (s) => s.context.match.log.length >= 8 || s.matches('roundOver'));
      table.actor.stop();
      assert.ok(moves.length >= 8);
      moves.forEach((move, i) => {
        const state = positions[i] as MatchState;
        assert.deepEqual(move, chooseMove(state, 'hard', `seeded/${state.round}/${state.log.length}`));
      });
    });
  });

  it('settings.update: a new level is used for the next move, a new delay for the move being thought about', async () => {
    // The level: after switching to easy every computer move is easy's choice (and some differ from normal's).
    const input = inputFor('doubles', { targetScore: 40 }, { seed: 'levels', humans: 0, aiDelay: 60_000 });
    await withTable(input, async (table) => {
      assert.ok(table.snapshot().matches('lead'));
      table.send({ type: 'settings.update', ai: 'easy' });
      assert.equal(table.snapshot().context.ai, 'easy');
      assert.ok(table.snapshot().matches('lead'), 'the match goes on where it was');
      // The delay: from a minute to nothing, while the computer waits to think.
      table.send({ type: 'pause.end' });
      assert.ok(table.snapshot().matches({ play: 'computerThinking' }));
      table.send({ type: 'settings.update', aiDelay: 0 });
      assert.equal(table.snapshot().context.aiDelay, 0);
      await settle(table, (s) => s.matches('matchOver'), 10_000);
      let differs = 0;
      const { rounds } = table.snapshot().context;
      let state: MatchState = newMatch(input.rules, input.seed);
      for (const [r, moves] of rounds.entries()) {
        if (r > 0) state = nextRound(state);
        for (const move of moves) {
          const seed = `${state.seed}/${state.round}/${state.log.length}`;
          assert.deepEqual(move, chooseMove(state, 'easy', seed));
          if (JSON.stringify(chooseMove(state, 'normal', seed)) !== JSON.stringify(move)) differs++;
          state = applyMove(state, move);
        }
      }
      assert.ok(differs > 0, 'easy and normal chose differently somewhere');
    });
  });

  it('settings.update during the lead restarts its pause with the new delay (and announces nothing again)', async () => {
    await withTable(inputFor('doubles', {}, { humans: 0, aiDelay: 60_000 }), async (table) => {
      await sleep(20);
      assert.ok(table.snapshot().matches('lead'));
      table.send({ type: 'settings.update', aiDelay: 0 });
      await settle(table, (s) => s.matches('play'), 2000);
      assert.equal(table.emitted.filter((e) => e.type === 'lead.settled').length, 1);
    });
  });

  it('settings.update with bad values is not taken', async () => {
    await withTable(inputFor('doubles', {}, { aiDelay: 60_000 }), (table) => {
      const before = table.snapshot().context;
      table.send({ type: 'settings.update', aiDelay: -1 });
      table.send({ type: 'settings.update', ai: 'expert' as never });
      table.send({ type: 'settings.update', aiDelay: Number.NaN });
      assert.equal(table.snapshot().context.aiDelay, 60_000);
      assert.equal(table.snapshot().context.ai, before.ai);
    });
  });

  it('settings.update in watch mode between rounds restarts the pause with the new delay', async () => {
    const input = inputFor('doubles', { players: 2, targetScore: 200 }, { seed: 'pace', humans: 0, aiDelay: 0 });
    await withTable(input, async (table) => {
      await settle(table, (s) => s.matches('roundOver'));
      table.send({ type: 'settings.update', aiDelay: 60_000 });
      await sleep(30);
      assert.ok(table.snapshot().matches('roundOver'), 'the slower pace holds the scores up');
      table.send({ type: 'settings.update', aiDelay: 0 });
      await settle(table, (s) => !s.matches('roundOver'));
      assert.equal(table.snapshot().context.match.round, 2);
    });
  });

  it('stopping the actor while the computer waits: the thinker is never called and nothing changes later', async () => {
    const thinker = endlessThinker();
    const table = open(inputFor('doubles', {}, { humans: 0, aiDelay: 40 }), withThinker(thinker.think));
    await settle(table, (s) => s.matches({ play: 'computerThinking' }));
    table.actor.stop();
    const stopped = table.snapshot();
    const emitted = table.emitted.length;
    await sleep(120);
    assert.equal(thinker.started(), 0);
    assert.equal(table.snapshot(), stopped);
    assert.equal(table.emitted.length, emitted);
  });

  it('no timer outlives the actor: every timer set while it ran has fired or been cleared once it stops', async () => {
    const live = new Set<unknown>();
    const { setTimeout: realSet, clearTimeout: realClear } = globalThis;
    // Track only the timers the table sets (the test's own sleeps go through the saved functions).
    const tracked = ((fn: () => void, ms?: number) => {
      const id: ReturnType<typeof realSet> = realSet(() => {
        live.delete(id);
        fn();
      }, ms);
      live.add(id);
      return id;
    }) as typeof setTimeout;
    const nap = (ms: number) => new Promise((resolve) => realSet(resolve, ms));
    for (const stopAfter of [0, 5, 25, 60]) {
      globalThis.setTimeout = tracked;
      globalThis.clearTimeout = ((id: ReturnType<typeof realSet>) => {
        live.delete(id);
        realClear(id);
      }) as typeof clearTimeout;
      try {
        const table = open(inputFor('doubles', { players: 2, targetScore: 30 }, { humans: 0, aiDelay: 3 }));
        await nap(stopAfter);
        table.actor.stop();
        assert.deepEqual([...live], [], `timers left after stopping at ${stopAfter} ms`);
      } finally {
        globalThis.setTimeout = realSet;
        globalThis.clearTimeout = realClear;
      }
    }
  });

  it('stopping the actor mid-think: no slice runs afterwards', async () => {
    const thinker = endlessThinker();
    const table = open(inputFor('doubles', {}, { humans: 0, aiDelay: 0 }), withThinker(thinker.think));
    await until(() => thinker.slices() >= 5);
    table.actor.stop();
    const slices = thinker.slices();
    await sleep(60);
    assert.equal(thinker.slices(), slices);
    assert.equal(thinker.started(), 1);
  });

  it('leaving the thinking state stops the thinker too (a new match mid-think)', async () => {
    const thinker = endlessThinker();
    const input = inputFor('doubles', {}, { humans: 0, aiDelay: 0 });
    await withTable(
      input,
      async (table) => {
        await until(() => thinker.slices() >= 3);
        table.send({ type: 'match.new', input: { ...input, humans: 4 } });
        await settle(table, (s) => s.matches({ play: 'handover' }));
        const slices = thinker.slices();
        await sleep(40);
        assert.equal(thinker.slices(), slices);
      },
      withThinker(thinker.think),
    );
  });

  it('thinks in slices, one per task: the computer yields between them', async () => {
    let slices = 0;
    let interleaved = 0;
    const think: Thinker = function* (state, level, seed) {
      for (let i = 0; i < 5; i++) {
        slices++;
        yield;
      }
      return chooseMove(state, level, seed);
    };
    const input = inputFor('doubles', { targetScore: 20 }, { humans: 0, aiDelay: 0 });
    const table = open(input, withThinker(think));
    // Something else gets to run between slices: count ticks of an unrelated timer chain.
    let ticking = true;
    const tick = () => {
      interleaved++;
      if (ticking) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    await settle(table, (s) => s.context.match.log.length >= 3);
    ticking = false;
    table.actor.stop();
    assert.ok(slices >= 15);
    assert.ok(interleaved > 1, 'other tasks ran while the computer thought');
  });

  it('a computer player that fails is reported as invalid-state and the match goes on with a legal move', async () => {
    const failing: Thinker = function* () {
      yield;
      throw new Error('out of ideas');
    };
    const table = open(inputFor('doubles', {}, { humans: 0, aiDelay: 0 }), withThinker(failing));
    try {
      const start = table.snapshot().context.match;
      await settle(table, (s) => s.context.match.log.length >= 1);
      const firstError = table.emitted.find((e) => e.type === 'error');
      assert.deepEqual(firstError, {
        type: 'error',
        code: 'invalid-state',
        message: 'computer player failed: out of ideas',
      });
      const played = table.emitted.find((e) => e.type === 'move.played');
      assert.deepEqual(played && played.type === 'move.played' && played.move, legalMoves(start)[0]);
    } finally {
      table.actor.stop();
    }
  });

  it('with a human, computer turns run on until the person is to act', async () => {
    await withTable(inputFor('doubles-in-the-boneyard', {}, { seed: 'run-on' }), async (table) => {
      const s = await settle(table, isAwaitingHuman);
      assert.equal(s.context.match.current, 0);
    });
  });

  it('a thinker whose code loads first (a promise of its steps) plays the same match, and a failed load is reported', async () => {
    const { thinking } = await import('../../src/ai/index.js');
    // Steps that arrive after the delay, and steps that arrive before it.
    for (const [late, aiDelay] of [
      [25, 0],
      [0, 20],
    ] as const) {
      const slow: Thinker = (state, level, seed) =>
        new Promise((resolve) => setTimeout(() => resolve(thinking(state, level, seed)), late));
      const input = inputFor(
        'doubles',
        { players: 2, targetScore: 30 },
        { seed: 'loads', humans: 0, ai: 'hard', aiDelay },
      );
      const rounds: string[] = [];
      for (const machine of [tableMachine, withThinker(slow)]) {
        const table = open(input, machine);
        try {
          await settle(table, (s) => s.matches('matchOver'), 60_000);
          rounds.push(JSON.stringify(table.snapshot().context.rounds));
        } finally {
          table.actor.stop();
        }
      }
      assert.equal(rounds[1], rounds[0], `steps ${late} ms late, delay ${aiDelay} ms`);
    }
    const offline: Thinker = () => Promise.reject(new Error('chunk not found'));
    const table = open(inputFor('doubles', {}, { humans: 0, aiDelay: 0 }), withThinker(offline));
    try {
      await settle(table, (s) => s.context.match.log.length >= 1);
      assert.deepEqual(
        table.emitted.find((e) => e.type === 'error'),
        { type: 'error', code: 'invalid-state', message: 'computer player failed: chunk not found' },
      );
    } finally {
      table.actor.stop();
    }
  });

  it('a load that ends after the actor stopped sends nothing', async () => {
    let release: (() => void) | undefined;
    const { thinking } = await import('../../src/ai/index.js');
    const held: Thinker = (state, level, seed) =>
      new Promise((resolve) => {
        release = () => resolve(thinking(state, level, seed));
      });
    const table = open(inputFor('doubles', {}, { humans: 0, aiDelay: 0 }), withThinker(held));
    await settle(table, (s) => s.matches({ play: 'computerThinking' }));
    await sleep(10);
    table.actor.stop();
    const stopped = table.snapshot();
    release?.();
    await sleep(20);
    assert.equal(table.snapshot(), stopped);
    assert.equal(table.snapshot().context.match.log.length, 0);
  });
});
