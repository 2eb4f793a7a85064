/** Test helpers for the table statechart: start an actor, record what it emits, drive humans to the end. */

import assert from 'node:assert/strict';
import { createActor, waitFor, type Actor } from 'xstate';
import {
  legalMoves,
  rulesFor,
  type MatchState,
  type Move,
  type RuleOptions,
  type Variant,
} from '../../src/engine/index.js';
import {
  tableMachine,
  type TableEmitted,
  type TableEvent,
  type TableInput,
  type TableMachine,
  type TableSnapshot,
} from '../../src/machine/index.js';
import { VARIANTS } from '../../src/games/index.js';

export { VARIANTS };

export function inputFor(
  variant: Variant,
  options: Partial<RuleOptions> = {},
  rest: Partial<TableInput> = {},
): TableInput {
  return { rules: rulesFor(variant, options), seed: 'machine-test', humans: 1, ai: 'normal', aiDelay: 0, ...rest };
}

export interface Table {
  actor: Actor<TableMachine>;
  emitted: TableEmitted[];
  snapshot: () => TableSnapshot;
  send: (event: TableEvent) => void;
}

/** A started actor whose emitted events are recorded in order. */
export function open(input: TableInput, machine: TableMachine = tableMachine): Table {
  const actor = createActor(machine, { input });
  const emitted: TableEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, snapshot: () => actor.getSnapshot(), send: (event) => actor.send(event) };
}

/** The machine event a person would send for this move. */
export function eventFor(move: Move): TableEvent {
  if (move.type === 'play') return { type: 'tile.play', tile: move.tile, end: move.end };
  return move.type === 'draw' ? { type: 'tile.draw' } : { type: 'turn.pass' };
}

/** Written once with the engine's scenario helpers; the machine's tests deal the same way. */
export { fixedDeal } from '../engine/helpers.js';

export const isAwaitingHuman = (s: TableSnapshot) => s.matches({ play: 'awaitingHuman' });
export const isHandover = (s: TableSnapshot) => s.matches({ play: 'handover' });

/** Where the test has something to do, or the match is over. Watch mode's round-over moves on by itself. */
export const needsTheTest = (s: TableSnapshot) =>
  s.matches('matchOver') || isAwaitingHuman(s) || isHandover(s) || (s.matches('roundOver') && s.context.humans > 0);

export const settle = (table: Table, until: (s: TableSnapshot) => boolean = needsTheTest, timeout = 20_000) =>
  waitFor(table.actor, until, { timeout });

/** A person's choice that differs from the computer's: varied by position, but fixed for a given position. */
export const personPicks = (moves: Move[], match: MatchState): Move =>
  moves[(match.log.length * 7 + (match.current ?? 0) * 3 + match.round) % moves.length] as Move;

export interface Played {
  rounds: number;
  handovers: number;
  humanMoves: number;
}

/** Plays to match-over: humans choose with `pick`, handovers are confirmed, the next round requested. */
export async function playToEnd(table: Table, pick = personPicks, maxSteps = 5000): Promise<Played> {
  const played: Played = { rounds: 1, handovers: 0, humanMoves: 0 };
  for (let step = 0; step < maxSteps; step++) {
    const s = await settle(table);
    if (s.matches('matchOver')) return played;
    if (isHandover(s)) {
      played.handovers++;
      table.send({ type: 'handover.confirm' });
    } else if (s.matches('roundOver')) {
      played.rounds++;
      table.send({ type: 'round.next' });
    } else {
      played.humanMoves++;
      table.send(eventFor(pick(legalMoves(s.context.match), s.context.match)));
    }
  }
  throw new Error('the match did not end');
}

/**
 * Checks the emitted events tell the match in game order: per round a lead, then turn/move pairs for the
 * same seat, the round's end, and the match's end once, last.
 */
export function assertGameOrder(emitted: TableEmitted[], humans: number): void {
  let round = 0;
  let expect: 'lead' | 'turn' | 'turn-or-end' | 'move' | 'after-round' | 'done' = 'lead';
  let seat = -1;
  for (const [i, e] of emitted.entries()) {
    const where = `event ${i} (${e.type}) after ${JSON.stringify(emitted[i - 1] ?? null)}`;
    if (e.type === 'moves.undone' || e.type === 'error') assert.fail(`unexpected ${where}`);
    switch (e.type) {
      case 'lead.settled':
        assert.ok(expect === 'lead' || expect === 'after-round', where);
        assert.equal(e.round, ++round, where);
        expect = 'turn';
        break;
      case 'turn.started':
        assert.ok(expect === 'turn' || expect === 'turn-or-end', where);
        assert.equal(e.round, round, where);
        assert.equal(e.human, e.seat < humans, where);
        seat = e.seat;
        expect = 'move';
        break;
      case 'move.played':
        assert.equal(expect, 'move', where);
        assert.equal(e.round, round, where);
        assert.equal(e.seat, seat, where);
        assert.equal(e.drawn !== undefined, e.move.type === 'draw', where);
        expect = 'turn-or-end';
        break;
      case 'round.ended':
        assert.equal(expect, 'turn-or-end', where);
        assert.equal(e.round, round, where);
        expect = 'after-round';
        break;
      case 'match.ended':
        assert.equal(expect, 'after-round', where);
        expect = 'done';
        break;
    }
  }
  assert.equal(expect, 'done', 'the match ended');
}

/** Runs a test body with an open table and always stops its actor (no timer may outlive a test). */
export async function withTable<T>(
  input: TableInput,
  body: (table: Table) => Promise<T> | T,
  machine?: TableMachine,
): Promise<T> {
  const table = open(input, machine);
  try {
    return await body(table);
  } finally {
    table.actor.stop();
  }
}
