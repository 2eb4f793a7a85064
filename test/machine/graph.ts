/**
 * The statechart's edges read through XState's public graph API, and a table that records the states it passes
 * through (transient ones included) so a test can tell which edge an event took.
 */

import assert from 'node:assert/strict';
import { createActor, type AnyStateMachine, type StateValue } from 'xstate';
import { getStateNodes, toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { tableMachine, type TableEmitted, type TableInput, type TableMachine } from '../../src/machine/index.js';
import type { TableSnapshot } from '../../src/machine/index.js';
import type { Table } from './helpers.js';

type StateNode = ReturnType<typeof getStateNodes>[number];
type Transition = NonNullable<StateNode['always']>[number];

/** A state's name without the machine's id: `play.turn`; the root is `table`. */
const nameOf = (node: StateNode): string => node.path.join('.') || node.machine.id;

const guardOf = (t: Transition): string => {
  const guard: unknown = t.guard;
  if (typeof guard === 'string') return ` [${guard}]`;
  if (guard && typeof guard === 'object' && 'type' in guard) return ` [${String(guard.type)}]`;
  return '';
};

/** An edge's name: its source, its event (`always` for eventless), its guard and its target. */
export const edgeName = (source: StateNode, event: string, t: Transition, target: StateNode): string =>
  `${nameOf(source)} —${event}${guardOf(t)}→ ${nameOf(target)}`;

/**
 * Every edge of a machine: `toDirectedGraph`'s (one per event transition and target; a targetless one goes back
 * to its own state) and the eventless ones, which that graph leaves out, from each state node's `always`.
 */
export function edgesOf(machine: AnyStateMachine): string[] {
  const out: string[] = [];
  const walk = (node: DirectedGraphNode): void => {
    for (const edge of node.edges) out.push(edgeName(edge.source, edge.label.text, edge.transition, edge.target));
    node.children.forEach(walk);
  };
  walk(toDirectedGraph(machine));
  for (const node of [machine.root, ...getStateNodes(machine)])
    for (const t of node.always ?? [])
      for (const target of t.target ?? [node]) out.push(edgeName(node, 'always', t, target));
  return out;
}

/** Every state node's name, the root left out. */
export const statesOf = (machine: AnyStateMachine): string[] => getStateNodes(machine).map(nameOf);

/** The states a compound state enters first (`play.turn` for `play`), by their names. */
export const initialStatesOf = (machine: AnyStateMachine): string[] =>
  getStateNodes(machine).flatMap((node) => (node.initial?.target ?? []).map(nameOf));

/** A state's value for `snapshot.matches`, from its name. */
function valueOf(name: string): StateValue {
  const path = name.split('.');
  return path.reduceRight<StateValue>((inner, key) => ({ [key]: inner }), path.pop() as string);
}

/** Whether a snapshot is in the state named (the root holds every snapshot). */
export const isIn = (snapshot: TableSnapshot, name: string): boolean =>
  name === tableMachine.id || snapshot.matches(valueOf(name) as Parameters<TableSnapshot['matches']>[0]);

/** One step of the statechart: the event that caused it and the snapshot after it (a transient state included). */
export interface Step {
  event: string;
  snapshot: TableSnapshot;
}

export interface TracedTable extends Table {
  /** The start, then every microstep, in order. */
  steps: Step[];
}

/** A started table recording every microstep it takes, through XState's inspection events. */
export function traced(input: TableInput, machine: TableMachine = tableMachine): TracedTable {
  const steps: Step[] = [];
  const actor = createActor(machine, {
    input,
    inspect: (e) => {
      if (e.type === '@xstate.microstep' && e.actorRef === actor)
        steps.push({ event: e.event.type, snapshot: e.snapshot as TableSnapshot });
    },
  });
  const emitted: TableEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  steps.unshift({ event: 'xstate.init', snapshot: actor.getSnapshot() });
  return { actor, emitted, steps, snapshot: () => actor.getSnapshot(), send: (event) => actor.send(event) };
}

/**
 * Asserts the table took the edge: one step, caused by the edge's event (any, for an eventless edge), went from a
 * snapshot in the edge's source to one in its target.
 */
export function assertTook(steps: Step[], edge: string): void {
  const [, source, event, target] = /^(\S+) —(\S+)(?: \[\S+\])?→ (\S+)$/.exec(edge) as unknown as [
    string,
    string,
    string,
    string,
  ];
  const took = steps.some(
    (step, i) =>
      i > 0 &&
      (event === 'always' || step.event === event) &&
      isIn((steps[i - 1] as Step).snapshot, source) &&
      isIn(step.snapshot, target),
  );
  const path = steps.map((s) => `${s.event}: ${JSON.stringify(s.snapshot.value)}`);
  assert.ok(took, `${edge} was not taken; the steps were:\n${path.join('\n')}`);
}
