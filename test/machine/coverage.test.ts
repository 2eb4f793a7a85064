/**
 * Every state and every transition of the statechart is taken by a scenario here; the last test checks it
 * against the machine's own definition (so a transition added later without a scenario fails the suite).
 */

import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { createActor, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';
import { chooseMove } from '../../src/ai/index.js';
import { legalMoves, rulesFor } from '../../src/engine/index.js';
import { serializeMatch, tableMachine, type TableEmitted, type TableInput } from '../../src/machine/index.js';
import { computerPlayerFrom, type Thinker } from '../../src/machine/computer.js';
import { VARIANTS, eventFor, fixedDeal, inputFor, personPicks, playToEnd, settle, type Table } from './helpers.js';

/** A transition's name: its state, its event ('' for eventless) and its place among that event's transitions. */
function keyOf(t: AnyTransitionDefinition): string {
  const source = t.source as AnyStateNode;
  const list = t.eventType === '' ? (source.always ?? []) : (source.transitions.get(t.eventType) ?? []);
  const index = list.findIndex(
    (d) => d === t || (d.eventType === t.eventType && d.guard === t.guard && sameTargets(d, t)),
  );
  return `${source.id} —${t.eventType || 'always'}#${index}→ ${(t.target ?? []).map((n) => n.id).join(',') || '(stay)'}`;
}

const sameTargets = (a: AnyTransitionDefinition, b: AnyTransitionDefinition) =>
  (a.target ?? []).map((n) => n.id).join() === (b.target ?? []).map((n) => n.id).join();

function allTransitions(node: AnyStateNode): string[] {
  const out: string[] = [];
  for (const list of node.transitions.values()) for (const t of list) out.push(keyOf(t));
  for (const t of node.always ?? []) out.push(keyOf(t));
  for (const child of Object.values(node.states)) out.push(...allTransitions(child));
  return out;
}

function allStates(node: AnyStateNode): string[] {
  return [node.id, ...Object.values(node.states).flatMap((child) => allStates(child))];
}

const takenTransitions = new Set<string>();
const visitedStates = new Set<string>();

/** A table whose every microstep is recorded. */
function recorded(input: TableInput, think?: Thinker): Table {
  const machine = think
    ? tableMachine.provide({ actors: { computerPlayer: computerPlayerFrom(think) } })
    : tableMachine;
  const actor = createActor(machine, {
    input,
    inspect: (e) => {
      if (e.type !== '@xstate.microstep' || e.actorRef !== actor) return;
      for (const t of e._transitions) takenTransitions.add(keyOf(t));
      const nodes = (e.snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;
      for (const n of nodes) visitedStates.add(n.id);
    },
  });
  const emitted: TableEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const snap = actor.getSnapshot() as unknown as { _nodes: AnyStateNode[] };
  for (const n of snap._nodes) visitedStates.add(n.id);
  return { actor, emitted, snapshot: () => actor.getSnapshot(), send: (event) => actor.send(event) };
}

const tables: Table[] = [];
const table = (input: TableInput, think?: Thinker) => {
  const t = recorded(input, think);
  tables.push(t);
  return t;
};
after(() => tables.forEach((t) => t.actor.stop()));

describe('every state and transition', () => {
  it('watch mode: lead pause, computer moves, block check to the turn, round over by itself, match over', async () => {
    const t = table(inputFor('doubles', { players: 2, targetScore: 60 }, { seed: 'cover-watch', humans: 0 }));
    await playToEnd(t);
    assert.ok(t.snapshot().context.match.round > 1);
  });

  it('people on every seat of every variant: handovers, plays, draws and passes', async () => {
    for (const variant of VARIANTS) {
      const players = rulesFor(variant).players;
      const t = table(inputFor(variant, { targetScore: 30 }, { seed: `cover-${variant}`, humans: players }));
      await playToEnd(t);
    }
  });

  it('a person opens during the lead', () => {
    const mc = rulesFor('maltese-cross');
    const deal = fixedDeal(mc, [
      ['6-6', '6-5', '6-4', '6-3', '6-2'],
      ['5-5', '5-4', '5-3', '5-2', '5-1'],
      ['4-4', '4-3', '4-2', '4-1', '4-0'],
      ['3-3', '3-2', '3-1', '3-0', '2-2'],
    ]);
    const t = table(inputFor('maltese-cross', {}, { deal, aiDelay: 60_000 }));
    t.send({ type: 'tile.play', tile: '6-6' });
    assert.ok(t.snapshot().matches({ play: 'computerThinking' }));
  });

  it('settings in the lead, while thinking, and between rounds in watch mode', async () => {
    const t = table(
      inputFor('doubles', { players: 2, targetScore: 200 }, { seed: 'cover-set', humans: 0, aiDelay: 60_000 }),
    );
    t.send({ type: 'settings.update', ai: 'easy' });
    t.send({ type: 'pause.end' });
    t.send({ type: 'settings.update', aiDelay: 0 });
    await settle(t, (s) => s.matches('roundOver'));
    t.send({ type: 'settings.update', aiDelay: 0 });
    await settle(t, (s) => s.matches('lead') || s.context.match.round === 2);
  });

  it('watch mode paused, stepped and resumed: in the lead, while thinking, and between rounds', async () => {
    const t = table(
      inputFor('doubles', { players: 2, targetScore: 300 }, { seed: 'cover-pause', humans: 0, aiDelay: 60_000 }),
    );
    t.send({ type: 'watch.pause' });
    t.send({ type: 'pause.end' });
    assert.ok(t.snapshot().matches({ play: 'paused' }), 'the first turn waits');
    t.send({ type: 'settings.update', aiDelay: 0 });
    t.send({ type: 'watch.step' });
    let s = await settle(t, (x) => x.matches({ play: 'paused' }) && x.context.match.log.length === 1);
    assert.equal(s.context.match.log.length, 1, 'one move, then paused again');
    t.send({ type: 'watch.resume' });
    assert.ok(t.snapshot().matches({ play: 'computerThinking' }));
    t.send({ type: 'watch.pause' });
    assert.ok(t.snapshot().matches({ play: 'paused' }), 'paused while thinking');
    assert.equal(t.snapshot().context.match.log.length, 1, 'the thought was dropped');
    t.send({ type: 'watch.resume' });
    s = await settle(t, (x) => x.matches('roundOver'));
    t.send({ type: 'watch.pause' });
    t.send({ type: 'pause.end' });
    assert.ok(t.snapshot().matches('roundOver'), 'a paused table keeps the result up');
    t.send({ type: 'watch.step' });
    assert.ok(t.snapshot().matches('lead') && t.snapshot().context.match.round === 2, 'a step starts the next round');
    t.send({ type: 'watch.resume' });
    assert.equal(t.snapshot().context.paused, false, 'resumed in the lead');
    s = await settle(t, (x) => x.matches('roundOver') && x.context.match.round === 2);
    t.send({ type: 'watch.pause' });
    t.send({ type: 'watch.resume' });
    assert.ok(t.snapshot().matches('lead') && t.snapshot().context.match.round === 3, 'resumed between rounds');
  });

  it('undo, restore (taken and refused), new match (taken and refused), next round, computer failure', async () => {
    const t = table(inputFor('doubles', { players: 2, targetScore: 100 }, { seed: 'cover-misc' }));
    let s = await settle(t);
    t.send(eventFor(personPicks(legalMoves(s.context.match), s.context.match)));
    await settle(t);
    t.send({ type: 'move.undo' });
    t.send({ type: 'settings.update', ai: 'hard' });
    assert.equal(t.snapshot().context.ai, 'hard');
    const json = serializeMatch(t.snapshot().context);
    t.send({ type: 'match.restore', json });
    t.send({ type: 'match.restore', json: '{}' });
    t.send({ type: 'match.new', input: { ...inputFor('doubles'), humans: 7 } });
    while (!s.matches('roundOver')) {
      t.send(eventFor(chooseMove(s.context.match, 'easy')));
      s = await settle(t);
    }
    t.send({ type: 'round.next' });
    t.send({ type: 'match.new' });
    assert.ok(t.snapshot().matches('lead'));
    const failing: Thinker = function* () {
      yield;
      throw new Error('no');
    };
    const f = table(inputFor('doubles', {}, { humans: 0 }), failing);
    await settle(f, (x) => x.context.match.log.length > 0);
    // A thinker whose code could not be loaded: it says so, then plays (as normal would).
    const offline: Thinker = (state, _level, seed, onLoadFailed) => {
      onLoadFailed?.(new Error('404'));
      return (function* () {
        yield;
        return chooseMove(state, 'normal', seed);
      })();
    };
    const o = table(inputFor('doubles', {}, { humans: 0, ai: 'hard' }), offline);
    await settle(o, (x) => x.context.match.log.length > 0);
    assert.ok(o.snapshot().context.loadFailures >= 1);
  });

  it('has taken every transition and visited every state of the machine', () => {
    const states = allStates(tableMachine.root);
    const transitions = allTransitions(tableMachine.root);
    assert.ok(states.length >= 9 && transitions.length >= 20);
    assert.deepEqual(
      states.filter((s) => !visitedStates.has(s)),
      [],
      'states never visited',
    );
    assert.deepEqual(
      transitions.filter((t) => !takenTransitions.has(t)),
      [],
      'transitions never taken',
    );
  });
});
