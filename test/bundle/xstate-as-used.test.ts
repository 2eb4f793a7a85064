/**
 * The statechart built as the CDN file builds it (scripts/xstate-as-used.mjs cutting XState, terser) plays exactly as
 * the sources do: every variant, a person with undo, save and restore, hot seat, watch mode, refusals. Each run's
 * emitted events and resting states are compared with the same run on the sources and XState as published, and each
 * run is suspended once and resumed from its persisted snapshot, as the element does on pagehide and pageshow.
 */

import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { rollup, type Plugin } from 'rollup';
import type { Variant } from '../../src/engine/index.js';
import type { TableEmitted, TableEvent, TableInput } from '../../src/machine/index.js';
import * as sources from './machine-kit.js';
import { VARIANTS } from '../../src/games/index.js';

type Kit = typeof sources;

const out = mkdtempSync(join(tmpdir(), 'domino-bundle-'));
let built: Kit;

before(async () => {
  // @ts-expect-error: the rollup config is plain JavaScript.
  const { production } = (await import('../../rollup.config.mjs')) as { production: () => Plugin[] };
  const bundle = await rollup({ input: 'test/bundle/machine-kit.ts', plugins: production(), onwarn: () => {} });
  await bundle.write({ dir: out, format: 'es', entryFileNames: 'kit.js' });
  await bundle.close();
  built = (await import(pathToFileURL(join(out, 'kit.js')).href)) as Kit;
});
after(() => rmSync(out, { recursive: true, force: true }));

/** Plays a match with `kit` and writes down everything it says and every state it rests in. */
async function run(kit: Kit, input: TableInput, rounds = 2): Promise<string[]> {
  const log: string[] = [];
  const start = (restored?: string, persisted?: unknown) => {
    const actor = kit.createActor(kit.tableMachine, { input, snapshot: persisted as never });
    actor.on('*', (e: TableEmitted) => log.push(JSON.stringify(e)));
    actor.start();
    if (restored) actor.send({ type: 'match.restore', restored: kit.restoreMatch(restored) } as TableEvent);
    return actor;
  };
  let actor = start();
  let undone = false;
  let saved = false;
  let reconnected = false;
  let played = 1;
  const rest = (s: ReturnType<typeof actor.getSnapshot>) =>
    s.matches('matchOver') ||
    s.matches({ play: 'awaitingHuman' }) ||
    s.matches({ play: 'handover' }) ||
    (s.matches('roundOver') && s.context.humans > 0) ||
    (s.matches('lead') && s.context.humans === 0 && played > rounds);
  for (let step = 0; step < 3000; step++) {
    const s = await kit.waitFor(actor, rest, { timeout: 20_000 });
    log.push(`${kit.phaseOf(s)} ${JSON.stringify(s.value)} ${s.context.match.log.length} ${s.context.shownSeat}`);
    if (s.matches('matchOver') || played > rounds) break;
    if (s.matches({ play: 'handover' })) {
      actor.send({ type: 'handover.confirm' });
    } else if (s.matches('roundOver')) {
      played++;
      actor.send({ type: 'round.next' });
    } else {
      const moves = kit.legalMoves(s.context.match);
      const move = moves[(s.context.match.log.length * 7) % moves.length]!;
      // An illegal move is refused and changes nothing.
      actor.send({ type: 'tile.play', tile: '9-9', end: 'north' } as TableEvent);
      actor.send(
        move.type === 'play'
          ? { type: 'tile.play', tile: move.tile, end: move.end }
          : { type: move.type === 'draw' ? 'tile.draw' : 'turn.pass' },
      );
      // The element's disconnect and reconnect (src/element/machine-controller.ts): the actor's persisted snapshot,
      // taken right after the move while a computer thinks (its invoked actor saved and restored), resumed by a new actor.
      if (!reconnected && s.context.match.log.length > 4 && actor.getSnapshot().matches({ play: 'computerThinking' })) {
        reconnected = true;
        const persisted = actor.getPersistedSnapshot();
        log.push(`persisted ${JSON.stringify(Object.keys((persisted as unknown as { children: object }).children))}`);
        actor.stop();
        actor = start(undefined, persisted);
        continue;
      }
      if (!undone && s.context.match.log.length > 2) {
        undone = true;
        await kit.waitFor(actor, rest, { timeout: 20_000 });
        actor.send({ type: 'move.undo' });
      } else if (undone && !saved && s.context.match.log.length > 6) {
        // Saved, a new actor, restored: the match goes on where it was.
        saved = true;
        const json = kit.serializeMatch((await kit.waitFor(actor, rest, { timeout: 20_000 })).context);
        actor.stop();
        actor = start(json);
        actor.send({ type: 'match.restore', restored: kit.restoreMatch('not a match') } as TableEvent);
      }
    }
  }
  actor.stop();
  return log;
}

const cases: [string, (variant: Variant) => TableInput][] = [
  [
    'a person against the computer',
    (v) => ({ rules: sources.rulesFor(v), seed: 'bundle', humans: 1, ai: 'normal', aiDelay: 0 }),
  ],
  // Two people and a computer: a game played by two by default is dealt to three.
  [
    'hot seat',
    (v) => {
      const rules = sources.rulesFor(v);
      const players = rules.players < 3 ? { players: 3 } : {};
      return { rules: sources.rulesFor(v, players), seed: 'hot-seat', humans: 2, ai: 'easy', aiDelay: 0 };
    },
  ],
  ['watch mode', (v) => ({ rules: sources.rulesFor(v), seed: 'watch', humans: 0, ai: 'normal', aiDelay: 0 })],
];

for (const variant of VARIANTS) {
  for (const [name, input] of cases) {
    test(`the built statechart plays as the sources do: ${variant}, ${name}`, async () => {
      const expected = await run(sources, input(variant));
      assert.ok(expected.length > 20, 'the run went somewhere');
      // Suspended and resumed once where a person plays (watch mode rests only between rounds).
      const persisted = expected.filter((line) => line.startsWith('persisted '));
      assert.equal(persisted.length, name === 'watch mode' ? 0 : 1);
      for (const line of persisted) assert.match(line, /computerThinking/);
      assert.deepEqual(await run(built, input(variant)), expected);
    });
  }
}

/**
 * Watch mode's buttons through the statechart (src/element/buttons.ts sends these): paused before the first move,
 * stepped move by move (a step from a round's end starts the next round), its pace changed while paused, resumed.
 */
async function watchRun(kit: Kit, variant: Variant): Promise<string[]> {
  const log: string[] = [];
  const input: TableInput = {
    rules: sources.rulesFor(variant),
    seed: 'watch-pause',
    humans: 0,
    ai: 'easy',
    aiDelay: 0,
  };
  const actor = kit.createActor(kit.tableMachine, { input });
  actor.on('*', (e: TableEmitted) => log.push(JSON.stringify(e)));
  actor.start();
  actor.send({ type: 'watch.pause' });
  const held = (s: ReturnType<typeof actor.getSnapshot>) =>
    s.matches({ play: 'paused' }) || s.matches('roundOver') || s.matches('matchOver');
  const write = (s: ReturnType<typeof actor.getSnapshot>) =>
    log.push(`${kit.phaseOf(s)} ${JSON.stringify(s.value)} ${s.context.match.log.length} ${s.context.paused}`);
  for (let step = 0; step < 12; step++) {
    const s = await kit.waitFor(actor, held, { timeout: 20_000 });
    write(s);
    if (step === 5) actor.send({ type: 'settings.update', pace: true, aiDelay: 0 });
    actor.send({ type: 'watch.step' });
  }
  const paused = (await kit.waitFor(actor, held, { timeout: 20_000 })).context.match.log.length;
  actor.send({ type: 'watch.resume' });
  const on = await kit.waitFor(
    actor,
    (s) => s.context.match.log.length > paused + 2 || s.matches('roundOver') || s.matches('matchOver'),
    { timeout: 20_000 },
  );
  write(on);
  actor.stop();
  return log;
}

for (const variant of VARIANTS) {
  test(`the built statechart pauses, steps and resumes watch mode as the sources do: ${variant}`, async () => {
    const expected = await watchRun(sources, variant);
    const moves = expected.filter((line) => line.includes('"paused"')).map((line) => Number(line.split(' ').at(-2)));
    assert.ok(moves.length >= 6, expected.join('\n'));
    // Paused: one move per step, none between.
    for (let i = 1; i < moves.length; i++) assert.ok(moves[i]! - moves[i - 1]! <= 1, expected.join('\n'));
    assert.deepEqual(await watchRun(built, variant), expected);
  });
}

test('a wrong machine definition: a useful error from XState as published, a short code from the built one', () => {
  // A compound state with no initial state: XState says which and what to add.
  const wrong = (kit: Kit) => () => kit.createActor(kit.createMachine({ id: 'wrong', states: { here: {} } })).start();
  assert.throws(wrong(sources), /No initial state specified for compound state node "#wrong"/);
  assert.throws(wrong(built), /^Error: XState error \d+$/);
});

test('a machine with what the built XState leaves out (after, route, onDone, history, parallel, …) fails when made', () => {
  // Each config typed on its own: as one array literal TypeScript widens them to a union XState's types refuse.
  const machines: Parameters<typeof sources.createMachine>[0][] = [
    { id: 'delayed', initial: 'a', states: { a: { after: { 100: 'b' } }, b: {} } },
    { id: 'routed', initial: 'a', states: { a: {}, b: { id: 'b', route: {} } } },
    { id: 'remembers', initial: 'a', states: { a: { initial: 'x', states: { x: {}, h: { type: 'history' } } } } },
    { id: 'both', type: 'parallel', states: { a: {}, b: {} } },
    { id: 'ends', initial: 'a', states: { a: { on: { go: 'done' } }, done: { type: 'final' } } },
    { id: 'waits', initial: 'a', states: { a: { onDone: 'b', initial: 'x', states: { x: {} } }, b: {} } },
    { id: 'invokes', initial: 'a', states: { a: { invoke: { src: sources.createMachine({}), onDone: 'b' } }, b: {} } },
    { id: 'hears', initial: 'a', states: { a: { invoke: { src: sources.createMachine({}), onError: 'b' } }, b: {} } },
  ];
  for (const config of machines) {
    // As published, each is a fine machine.
    assert.doesNotThrow(() => sources.createActor(sources.createMachine(config)).start(), config.id);
    assert.throws(() => built.createMachine(config), /this build leaves out `after`, `route`, onDone/, config.id);
  }
});

test("what the table never asks of its actor is gone from the built one: select(), a snapshot's can(), systemId", () => {
  const machine = { id: 'm', initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } };
  const published = sources.createActor(sources.createMachine(machine)).start();
  const cut = built.createActor(built.createMachine(machine)).start();
  assert.equal(typeof published.select, 'function');
  assert.equal(typeof published.getSnapshot().can, 'function');
  assert.equal((cut as { select?: unknown }).select, undefined);
  assert.equal((cut.getSnapshot() as { can?: unknown }).can, undefined);
  assert.equal((cut.getSnapshot() as { toJSON?: unknown }).toJSON, undefined);
  // What machines and state nodes keep for tools: a version, a state's meta and description.
  const described = { ...machine, version: '1', states: { a: { meta: { x: 1 }, description: 'start' } } };
  assert.equal(sources.createMachine(described).version, '1');
  assert.deepEqual(sources.createMachine(described).root.states.a!.meta, { x: 1 });
  assert.equal(built.createMachine(described).version, undefined);
  assert.equal(built.createMachine(described).root.states.a!.description, undefined);
  // A machine's methods are not bound to it (the actor calls them on the machine).
  assert.ok(Object.hasOwn(sources.createMachine(machine), 'transition'));
  assert.equal(Object.hasOwn(built.createMachine(machine), 'transition'), false);
  assert.ok(Array.isArray(sources.createMachine(machine).events));
  assert.equal((built.createMachine(machine) as { events?: unknown }).events, undefined);
  // An actor known by a systemId: fine as published, refused by the built XState where it is created.
  assert.doesNotThrow(() => sources.createActor(sources.createMachine(machine), { systemId: 'k' }).start());
  assert.throws(() => built.createActor(built.createMachine(machine), { systemId: 'k' }), /leaves out systemId/);
  // What it does use still works.
  cut.send({ type: 'go' });
  assert.ok(cut.getSnapshot().matches('b'));
});

test('the built XState saves and restores an actor (history always empty) and refuses partial wildcards', () => {
  const machine = { id: 'p', initial: 'a', states: { a: { on: { go: 'b' } }, b: { on: { back: 'a' } } } };
  for (const kit of [sources, built] as const) {
    const actor = kit.createActor(kit.createMachine(machine)).start();
    actor.send({ type: 'go' });
    const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as ReturnType<
      typeof actor.getPersistedSnapshot
    >;
    const { value, historyValue } = saved as unknown as { value: unknown; historyValue: unknown };
    assert.deepEqual([value, historyValue], ['b', {}]);
    const again = kit.createActor(kit.createMachine(machine), { snapshot: saved }).start();
    assert.ok(again.getSnapshot().matches('b'));
    again.send({ type: 'back' });
    assert.ok(again.getSnapshot().matches('a'));
  }
  const partial = { id: 'w', initial: 'a', states: { a: { on: { 'score.*': 'b' } }, b: {} } };
  const published = sources.createActor(sources.createMachine(partial)).start();
  published.send({ type: 'score.up' });
  assert.ok(published.getSnapshot().matches('b'));
  assert.throws(() => built.createMachine(partial), /leaves out .*partial wildcards/);
});

test("the built XState takes the full wildcard `*` after a state node's own transitions, as published", () => {
  const machine = {
    id: 'star',
    initial: 'a',
    states: { a: { on: { go: 'b', '*': 'c' } }, b: { on: { '*': 'a' } }, c: { on: { back: 'a' } } },
  };
  for (const kit of [sources, built] as const) {
    const actor = kit.createActor(kit.createMachine(machine)).start();
    actor.send({ type: 'go' });
    assert.ok(actor.getSnapshot().matches('b'));
    actor.send({ type: 'anything' });
    assert.ok(actor.getSnapshot().matches('a'));
    actor.send({ type: 'other' });
    assert.ok(actor.getSnapshot().matches('c'));
    actor.send({ type: 'back' });
    assert.ok(actor.getSnapshot().matches('a'));
  }
});

test('tags and an inline invoke src, fine as published, fail when the built XState makes the machine', () => {
  const tagged = { id: 't', initial: 'a', states: { a: { tags: ['busy'] } } };
  assert.ok(sources.createActor(sources.createMachine(tagged)).start().getSnapshot().hasTag('busy'));
  assert.throws(() => built.createMachine(tagged), /leaves out .*tags/);
  const inline = { id: 'i', initial: 'a', states: { a: { invoke: { src: sources.createMachine({}) } } } };
  assert.doesNotThrow(() => sources.createActor(sources.createMachine(inline)).start());
  assert.throws(() => built.createMachine(inline), /leaves out .*inline invoke src/);
  const untagged = built.createActor(built.createMachine({ id: 'u', initial: 'a', states: { a: {} } })).start();
  assert.equal((untagged.getSnapshot() as { hasTag?: unknown }).hasTag, undefined);
});

test('guards by name and as functions work in the built XState; with params or a combinator they throw where checked', () => {
  const guarded = (kit: Kit, guard: unknown) =>
    kit.createActor(
      kit.createMachine({
        id: 'g',
        initial: 'a',
        states: { a: { on: { go: { guard: guard as never, target: 'b' } } }, b: {} },
      }),
    );
  for (const kit of [sources, built] as const) {
    const inline = guarded(kit, ({ event }: { event: { ok?: boolean } }) => event.ok === true).start();
    inline.send({ type: 'go' } as never);
    assert.ok(inline.getSnapshot().matches('a'));
    inline.send({ type: 'go', ok: true } as never);
    assert.ok(inline.getSnapshot().matches('b'));
  }
  // XState's `not(…)`: fine as published; the built XState's actor fails on it when the guard is checked.
  const published = guarded(
    sources,
    sources.not(() => false),
  ).start();
  published.send({ type: 'go' });
  assert.ok(published.getSnapshot().matches('b'));
  const cut = guarded(
    built,
    built.not(() => false),
  );
  cut.subscribe({ error: () => {} });
  cut.start();
  cut.send({ type: 'go' });
  assert.equal(cut.getSnapshot().status, 'error');
});
