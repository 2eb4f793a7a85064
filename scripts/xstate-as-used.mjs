// A rollup plugin: XState as the table's statechart uses it. Removes, in memory while bundling the CDN file (never
// on disk), the parts of XState no table reaches: inspection, the devtools adapter, Observable interop, the
// machine's `definition`/`toJSON`, `spawn` inside `assign`, and the error texts (README "What the CDN file leaves
// out of XState"). The npm package (dist/index.js) and the tests use XState as published.
//
// Each cut is found by the code's shape (rollup's parser: a method named `attachDevTools`, a call of
// `_sendInspectionEvent`, …), not by line or file name, and each is counted: with XState other than the version the
// cuts were checked against, or any cut finding other than the expected number of places, the build fails and says
// which. After the cuts, no trace of the removed parts (their names) may remain in XState's code.
//
// It also swaps src/machine/xstate.ts (XState's public `setup` and `enqueueActions`, which the npm package uses) for
// scripts/xstate-narrow.ts, whose `enqueueActions` speaks XState's private action protocol: only here, where the
// XState bundled is the one checked, and only when package-lock.json holds that exact version (`npm ci` installs it).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { applyCuts, keyName as name, miscounted, walk } from './cuts.mjs';

/** The module the npm package and the tests use, and the CDN file's narrower one in its place. */
export const PUBLIC_XSTATE = fileURLToPath(new URL('../src/machine/xstate.ts', import.meta.url));
export const NARROW_XSTATE = fileURLToPath(new URL('./xstate-narrow.ts', import.meta.url));

/** The XState version package-lock.json installs, or why the build must stop. */
export function lockedXState(lockText = readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) {
  const locked = JSON.parse(lockText).packages?.['node_modules/xstate']?.version;
  return locked === CHECKED_VERSION
    ? null
    : `package-lock.json installs XState ${locked}; scripts/xstate-as-used.mjs and scripts/xstate-narrow.ts were ` +
        `checked against ${CHECKED_VERSION}. Check the cuts and the narrow setup and enqueueActions against the new ` +
        'code, run the built-bundle tests (test/bundle), then update CHECKED_VERSION and the counts.';
}

/** The XState the cuts were checked against, line by line (`npm run build` then the built-bundle tests). */
export const CHECKED_VERSION = '5.33.3';

const isXState = (id) => /\/node_modules\/xstate\/dist\/[^/]+\.esm\.js$/.test(id);
const isMethod = (node, key) => node.type === 'MethodDefinition' && !node.computed && name(node.key) === key;
const isProperty = (node, key) => node.type === 'Property' && !node.computed && name(node.key) === key;
/** The source text of a node of the module being cut, and its constructors' fields declared before being set. */
let source = '';
let redeclaredFields = new Set();
const text = (node) => source.slice(node.start, node.end);
/** `this.x = …` as a statement: the field's name, or undefined. */
const fieldSet = (statement) =>
  statement.type === 'ExpressionStatement' &&
  statement.expression.type === 'AssignmentExpression' &&
  statement.expression.operator === '=' &&
  statement.expression.left.type === 'MemberExpression' &&
  statement.expression.left.object.type === 'ThisExpression' &&
  !statement.expression.left.computed
    ? name(statement.expression.left.property)
    : undefined;
const isVoid0 = (e) => e.type === 'UnaryExpression' && e.operator === 'void' && e.argument.value === 0;
/** The top-level `this.x = void 0` statements of a constructor that a later top-level statement sets again. */
const redeclared = (constructor) => {
  const body = constructor.value.body.body;
  return body.filter(
    (statement, i) =>
      fieldSet(statement) !== undefined &&
      isVoid0(statement.expression.right) &&
      body.slice(i + 1).some((later) => fieldSet(later) === fieldSet(statement) && !isVoid0(later.expression.right)),
  );
};
const calls = (node, property) =>
  node.type === 'CallExpression' && node.callee.type === 'MemberExpression' && name(node.callee.property) === property;

/**
 * What is removed: `match` picks a node by its shape, `count` is how many such nodes XState 5.33.3 has in what the
 * table imports, `replace` gives the text put in its place (default: nothing; a list item takes its comma along).
 */
export const CUTS = [
  // Inspection: the events sent to `inspect` observers, the option that adds one, the system's observer list.
  {
    what: 'inspection events (calls of _sendInspectionEvent)',
    count: 5, // and one more inside addMicrostep, cut whole (below)
    match: (n) => n.type === 'ExpressionStatement' && calls(n.expression, '_sendInspectionEvent'),
  },
  {
    what: 'the `inspect` option of an actor',
    count: 1,
    match: (n) =>
      n.type === 'IfStatement' &&
      n.test.type === 'LogicalExpression' &&
      name(n.test.left) === 'inspect' &&
      calls(n.consequent.body?.[0]?.expression ?? {}, 'inspect'),
  },
  {
    what: "the system's inspect() and _sendInspectionEvent",
    count: 2,
    match: (n) => !n.shorthand && (isProperty(n, 'inspect') || isProperty(n, '_sendInspectionEvent')),
  },
  {
    what: 'the inspection observers and their sender',
    count: 2,
    match: (n) =>
      n.type === 'VariableDeclaration' &&
      n.declarations.length === 1 &&
      ['inspectionObservers', 'sendInspectionEvent'].includes(n.declarations[0].id.name),
  },
  // Devtools: attached only when an actor is created with `devTools`.
  {
    what: 'the devtools adapter (attachDevTools)',
    count: 2,
    match: (n) =>
      isMethod(n, 'attachDevTools') ||
      (n.type === 'IfStatement' && n.test.type === 'MemberExpression' && name(n.test.property) === 'devTools'),
  },
  // Observable interop: an actor as a `Symbol.observable` source (RxJS `from(actor)`).
  {
    what: 'Observable interop ([symbolObservable]() and its symbol)',
    count: 2,
    match: (n) =>
      (n.type === 'MethodDefinition' && n.computed && n.key.name === 'symbolObservable') ||
      (n.type === 'VariableDeclaration' && n.declarations[0]?.id.name === 'symbolObservable'),
  },
  // The machine as data: `definition` and `toJSON` of machines, state nodes, transitions and actors (visualisers).
  {
    what: 'definition and toJSON of machines, state nodes and actors',
    count: 5,
    match: (n) => isMethod(n, 'definition') || isMethod(n, 'toJSON'),
  },
  {
    what: 'toJSON of transitions and invocations',
    count: 3,
    match: (n) =>
      isProperty(n, 'toJSON') && (n.value.type === 'ArrowFunctionExpression' || n.value.type === 'FunctionExpression'),
  },
  // `spawn` inside `assign`: the table invokes its actors, never spawns from an assignment.
  {
    what: 'spawn inside assign (createSpawner)',
    count: 2,
    match: (n) =>
      (isProperty(n, 'spawn') && n.value.type === 'CallExpression' && n.value.callee.name === 'createSpawner') ||
      (n.type === 'FunctionDeclaration' && n.id?.name === 'createSpawner'),
  },
  // What the table never asks of its actor (not public: the element keeps it to itself): an actor's `select()`, a
  // snapshot's `can()`, `getMeta()` and `toJSON()`, a machine's `provide()`, `resolveState()` and `microstep()`, a state
  // node's `on` map (for visualisers). The statechart's code and tests call none (`npm run build` then test/bundle).
  {
    what: "select(), provide(), resolveState(), microstep() and a state node's `on` getter",
    count: 5,
    match: (n) =>
      ['select', 'provide', 'resolveState', 'microstep'].some((key) => isMethod(n, key)) ||
      (isMethod(n, 'on') && n.kind === 'get'),
  },
  // The event types a machine and each state node accept (`machine.events`, for tools): worked out for every state
  // node when the machine is made, read by nothing here.
  {
    what: 'the event types of a machine and its state nodes (events, ownEvents)',
    count: 3,
    match: (n) =>
      (n.type === 'MethodDefinition' && n.kind === 'get' && ['events', 'ownEvents'].includes(name(n.key))) ||
      (n.type === 'ExpressionStatement' &&
        n.expression.type === 'AssignmentExpression' &&
        name(n.expression.left.property) === 'events' &&
        name(n.expression.right.property) === 'events'),
  },
  // Actors known by a `systemId` (for sendTo by id, system.get()): the table's two invoked actors have none. An actor
  // given one throws when created.
  {
    what: 'actors by systemId (system.get, getAll, _set, their registration and unregistration)',
    count: 6, // and one more inside _unregister, cut whole (below)
    match: (n) =>
      (['get', 'getAll', '_set'].some((key) => isProperty(n, key)) && n.value.type === 'ArrowFunctionExpression') ||
      (n.type === 'IfStatement' &&
        (n.test.name === 'systemId' ||
          n.test.left?.name === 'systemId' ||
          (n.test.type === 'MemberExpression' && name(n.test.property) === 'systemId'))),
    replace: (n) =>
      n.type === 'IfStatement' && n.test.name === 'systemId'
        ? 'if(systemId)throw new Error("XState error: this build leaves out systemId");'
        : '',
  },
  {
    what: "a snapshot's can(), getMeta() and toJSON()",
    count: 6,
    match: (n) =>
      (n.type === 'Property' && /^machineSnapshot(Can|GetMeta|ToJSON)$/.test(n.value?.name ?? '')) ||
      (n.type === 'VariableDeclaration' && /^machineSnapshot(Can|GetMeta|ToJSON)$/.test(n.declarations[0]?.id.name)),
  },
  // Delayed transitions (`after`) and routes (`route`): the table's pauses are its own (src/machine), it routes by
  // events. What is left in their place throws, when the machine is made, on a machine that has either (or a history,
  // parallel or final state, below), so a statechart that starts using one fails every built-bundle test at once
  // instead of silently doing nothing.
  {
    what: 'delayed transitions and routes (getDelayedTransitions, formatRouteTransitions)',
    count: 2,
    match: (n) =>
      n.type === 'FunctionDeclaration' && ['getDelayedTransitions', 'formatRouteTransitions'].includes(n.id?.name),
    replace: (n) =>
      n.id.name === 'getDelayedTransitions'
        ? 'function getDelayedTransitions(n){if(n.config.after||n.config.route||n.config.onDone||n.config.tags||/^(history|parallel|final)$/.test(n.type)||Object.keys(n.config.on??{}).some(k=>k.endsWith(".*"))||n.invoke.some(i=>i.onDone||i.onError||i.onSnapshot||i.src.startsWith("xstate.invoke.")))throw new Error("XState error: this build leaves out `after`, `route`, onDone, onError, onSnapshot, history, parallel and final states, tags, partial wildcards and inline invoke src");return[]}'
        : 'function formatRouteTransitions(){}',
  },
  // With no `after` (above) and no raise or sendTo (the narrow enqueueActions offers neither), nothing is ever scheduled:
  // the system's scheduler keeps `cancelAll` (run on every stop, over no events) and throws if asked to schedule; a
  // state node's delayed transitions, always none, are not added to its transitions (only checked).
  {
    what: "the scheduler's schedule() and cancel(), and adding delayed transitions",
    count: 3,
    match: (n) =>
      ((isProperty(n, 'schedule') || isProperty(n, 'cancel')) && n.value.type === 'ArrowFunctionExpression') ||
      (n.type === 'ForOfStatement' && n.right.type === 'MemberExpression' && name(n.right.property) === 'after'),
    replace: (n) =>
      n.type === 'ForOfStatement'
        ? 'getDelayedTransitions(stateNode);' // now only the check (above), run for every state node
        : name(n.key) === 'cancel'
          ? 'cancel:()=>{},'
          : 'schedule:()=>{throw new Error("XState error: this build leaves out delayed events")},',
  },
  // `onDone` of a state (there is no final state to be done), and `onDone`, `onError` and `onSnapshot` of an
  // invocation: the table's two invoked actors answer with events (src/machine). A machine with any of them throws
  // when made (the check in getDelayedTransitions' place).
  {
    what: 'onDone, onError and onSnapshot transitions',
    count: 2,
    match: (n) =>
      (n.type === 'IfStatement' && n.test.type === 'MemberExpression' && name(n.test.property) === 'onDone') ||
      (n.type === 'ForOfStatement' &&
        n.right.type === 'MemberExpression' &&
        name(n.right.property) === 'invoke' &&
        n.body.body?.[0]?.test?.property?.name === 'onDone'),
  },
  // History, parallel and final states: the table's statechart is compound states only (src/machine/table.machine.ts).
  // The check left in getDelayedTransitions' place (above) throws on a machine with any of them; with that, no history
  // node is ever met, no state node is parallel and none is final, and terser drops the branches that handle them.
  {
    what: 'history, parallel and final states (isHistoryNode, transitionParallelNode, isInFinalState, entering a final state)',
    count: 4,
    match: (n) =>
      (n.type === 'FunctionDeclaration' &&
        ['isHistoryNode', 'transitionParallelNode', 'isInFinalState'].includes(n.id?.name)) ||
      (n.type === 'IfStatement' &&
        n.test.type === 'BinaryExpression' &&
        n.test.right.value === 'final' &&
        n.test.left.type === 'MemberExpression' &&
        n.test.left.object.name === 'stateNodeToEnter'),
    replace: (n) =>
      n.type === 'IfStatement'
        ? ''
        : n.id.name === 'transitionParallelNode'
          ? 'function transitionParallelNode(){}'
          : `function ${n.id.name}(){return!1}`,
  },
  // Partial wildcards (`'score.*'`): the table's transitions name their events in full. A machine with one throws when
  // made (the check in getDelayedTransitions' place); with that, a state node's candidates for an event are its own
  // transitions for it, then those for `*`.
  {
    what: 'partial wildcard event descriptors (getCandidates)',
    count: 1,
    match: (n) => n.type === 'FunctionDeclaration' && n.id?.name === 'getCandidates',
    replace: () =>
      'function getCandidates(n,t){const e=n.transitions.get(t)??[];return t==="*"?e:[...e,...n.transitions.get("*")??[]]}',
  },
  // With no history state, a snapshot's history is always empty: saving and restoring it writes and reads `{}`.
  {
    what: 'saving and restoring the history of history states',
    count: 3,
    match: (n) =>
      n.type === 'FunctionDeclaration' &&
      ['serializeHistoryValue', 'reviveHistoryValue', 'resolveHistoryReferencedState'].includes(n.id?.name),
    replace: (n) => (n.id.name === 'resolveHistoryReferencedState' ? '' : `function ${n.id.name}(){return{}}`),
  },
  // Compound states only (parallel states throw when the machine is made, above): at most one transition is ever
  // enabled at once, so there are never conflicting transitions to remove, and no state node's `type` is 'parallel'.
  {
    what: 'conflicting transitions (removeConflictingTransitions, hasIntersection)',
    count: 2,
    match: (n) =>
      n.type === 'FunctionDeclaration' && ['removeConflictingTransitions', 'hasIntersection'].includes(n.id?.name),
    replace: (n) => (n.id.name === 'hasIntersection' ? '' : 'function removeConflictingTransitions(t){return t}'),
  },
  {
    what: "the branches for parallel states (`if (….type === 'parallel')`)",
    count: 5,
    match: (n) => {
      if (n.type !== 'IfStatement' || n.test.type !== 'BinaryExpression' || n.test.right.value !== 'parallel')
        return false;
      const left = n.test.left.type === 'ChainExpression' ? n.test.left.expression : n.test.left;
      return left.type === 'MemberExpression' && name(left.property) === 'type' && left.object.type === 'Identifier';
    },
    replace: () => ';',
  },
  // No history state (above): exiting a state never records a history.
  {
    what: 'recording history on exit (getHistoryNodes)',
    count: 2,
    match: (n) =>
      (n.type === 'FunctionDeclaration' && n.id?.name === 'getHistoryNodes') ||
      (n.type === 'ForOfStatement' && n.right.type === 'CallExpression' && n.right.callee.name === 'getHistoryNodes'),
  },
  // No delayed events (above): the system has no scheduled events to keep, save, restore or cancel, and no clock.
  {
    what: "the system's scheduled events (cancelAll, _snapshot, getSnapshot, start) and the clock",
    count: 5,
    match: (n) =>
      n.type === 'Property' &&
      !n.computed &&
      ((['cancelAll', '_snapshot', 'getSnapshot', 'start'].includes(name(n.key)) && /_scheduledEvents/.test(text(n))) ||
        (name(n.key) === 'clock' && n.value.type === 'ObjectExpression')),
    replace: (n) =>
      name(n.key) === 'cancelAll' ? 'cancelAll:()=>{},' : name(n.key) === 'start' ? 'start:()=>{},' : '',
  },
  // The logger of the `log` action, which the table does not use.
  {
    what: 'the default logger (console.log)',
    count: 1,
    match: (n) => isProperty(n, 'logger') && n.value.type === 'CallExpression',
  },
  // No final state (above) and no actor logic that finishes (the table's actors are its machine and fromCallback):
  // no actor is ever `done`; and no invocation has onSnapshot, so none syncs its snapshot to its parent.
  {
    what: "an actor's `done` status (case 'done') and synced snapshots (_syncSnapshot)",
    count: 4,
    match: (n) =>
      (n.type === 'SwitchCase' && n.test?.value === 'done') ||
      (n.type === 'IfStatement' && n.test.type === 'MemberExpression' && name(n.test.property) === '_syncSnapshot'),
  },
  // State tags (`hasTag`): the table's states have none (a machine with tags throws when made, above).
  {
    what: "a snapshot's tags and hasTag()",
    count: 3,
    match: (n) =>
      (n.type === 'Property' && !n.shorthand && name(n.key) === 'tags' && n.value.type === 'NewExpression') ||
      (n.type === 'Property' && !n.shorthand && n.value.name === 'machineSnapshotHasTag') ||
      (n.type === 'VariableDeclaration' && n.declarations[0]?.id.name === 'machineSnapshotHasTag'),
  },
  // Actors in the context: only `spawn` (left out above) puts one there, so saving a snapshot's context keeps it as
  // it is and restoring one has no actor to revive in it.
  {
    what: 'actors in the context (persistContext, reviveContext)',
    count: 2,
    match: (n) => n.type === 'FunctionDeclaration' && ['persistContext', 'reviveContext'].includes(n.id?.name),
    replace: (n) =>
      n.id.name === 'persistContext' ? 'function persistContext(c){return c}' : 'function reviveContext(){}',
  },
  // Invoked actors named in `setup` (`src: 'pause'`): an inline src throws when the machine is made (above).
  {
    what: 'inline invoke src (resolveReferencedActor)',
    count: 1,
    match: (n) => n.type === 'FunctionDeclaration' && n.id?.name === 'resolveReferencedActor',
    replace: () => 'function resolveReferencedActor(m,s){return m.implementations.actors[s]}',
  },
  // With no final state, a microstep never ends the machine: no exit actions run for being done.
  {
    what: 'exit actions of a machine that is done (microstep)',
    count: 1,
    match: (n) =>
      n.type === 'IfStatement' &&
      n.test.type === 'BinaryExpression' &&
      n.test.right.value === 'done' &&
      name(n.test.left.property) === 'status' &&
      n.test.left.object.name === 'nextState',
  },
  // Guards by name (from `setup`) or as functions: the table uses no guard with `params` and none of XState's guard
  // combinators (`and`, `or`, `not`, `stateIn`); a guard of another kind throws where it is checked.
  {
    what: 'guards with params and the guard combinators (evaluateGuard)',
    count: 1,
    match: (n) => n.type === 'FunctionDeclaration' && n.id?.name === 'evaluateGuard',
    replace: () =>
      'function evaluateGuard(g,context,event,s){const r=typeof g==="function"?g:s.machine.implementations.guards[g];' +
      'if(typeof r!=="function"||"check"in r)throw new Error("XState error: this build leaves out guards with params, and, or, not and stateIn");' +
      'return r({context,event})}',
  },
  // Actions resolved again once the actors they address exist: only `sendTo` does that, and the narrow
  // enqueueActions (scripts/xstate-narrow.ts) offers no sendTo.
  {
    what: 'actions resolved again (retryResolve)',
    count: 1,
    match: (n) =>
      n.type === 'IfStatement' &&
      n.test.type === 'BinaryExpression' &&
      n.test.operator === 'in' &&
      n.test.left.value === 'retryResolve',
  },
  // The microsteps of a macrostep, collected for inspection (left out above).
  {
    what: 'microsteps collected for inspection (addMicrostep)',
    count: 5,
    match: (n) =>
      (n.type === 'FunctionDeclaration' && n.id?.name === 'addMicrostep') ||
      (n.type === 'ExpressionStatement' &&
        n.expression.type === 'CallExpression' &&
        n.expression.callee.name === 'addMicrostep'),
  },
  // What machines and state nodes keep only for tools, getMeta() and final states (all left out above): `meta`,
  // `description`, `output`, `history`, `version`, `schemas`, `__xstatenode`.
  {
    what: 'meta, description, output, history, version and schemas of machines and state nodes',
    count: 15,
    match: (n) =>
      (n.type === 'ExpressionStatement' &&
        n.expression.type === 'AssignmentExpression' &&
        n.expression.left.type === 'MemberExpression' &&
        n.expression.left.object.type === 'ThisExpression' &&
        ['meta', 'description', 'output', 'history', 'version', 'schemas', '__xstatenode'].includes(
          name(n.expression.left.property),
        )) ||
      (n.type === 'Property' &&
        ['meta', 'description'].includes(name(n.key)) &&
        n.value.type === 'ConditionalExpression' &&
        name(n.value.consequent.property) === name(n.key)),
  },
  // Class fields as XState's compiler writes them: each declared `this.x = void 0` at the top of the constructor, then
  // set again further down. The first of the two goes wherever the constructor sets the field unconditionally later
  // (a field set only in a branch keeps its `void 0`).
  {
    what: 'fields declared `void 0` and then set (in the constructors of Actor, StateNode and StateMachine)',
    count: 26,
    match: (n) => redeclaredFields.has(n),
  },
  // A machine's logic methods bound to it, for callers that take them apart (`const { transition } = machine`): the
  // actor calls each on the machine (`this.logic.transition(…)`), and nothing here takes them apart.
  {
    what: "a machine's methods bound to it (transition, getInitialSnapshot, getPersistedSnapshot, restoreSnapshot, start)",
    count: 5,
    match: (n) =>
      n.type === 'ExpressionStatement' &&
      /^this\.(transition|getInitialSnapshot|getPersistedSnapshot|restoreSnapshot|start) = this\.\1\.bind\(this\);$/.test(
        text(n),
      ),
  },
  // The system's registry of its actors by session id, read only by system.get() and inspection (left out above).
  {
    what: "the system's registry of actors (_register, _unregister, children, keyedActors, reverseKeyedActors)",
    count: 5,
    match: (n) =>
      ((isProperty(n, '_register') || isProperty(n, '_unregister')) && n.value.type === 'ArrowFunctionExpression') ||
      (n.type === 'VariableDeclaration' &&
        n.declarations.length === 1 &&
        ['children', 'keyedActors', 'reverseKeyedActors'].includes(n.declarations[0].id.name) &&
        n.declarations[0].init?.type === 'NewExpression' &&
        /^(Weak)?Map$/.test(n.declarations[0].init.callee.name)),
    replace: (n) => (n.type === 'Property' ? `${name(n.key)}:()=>{},` : ''),
  },
  // Error texts: each `new Error(…)` keeps a short code; the text is in the development build and the npm package.
  {
    what: 'error texts',
    count: 21, // and one more before the systemId cut, in _set; one in evaluateGuard before its cut
    match: (n) => n.type === 'NewExpression' && n.callee.name === 'Error' && n.arguments.length === 1,
    replace: (n, i) => `new Error('XState error ${i + 1}')`,
  },
];

/** Names that must not remain in XState's code once cut (the shape check after the cuts). */
const GONE =
  /_sendInspectionEvent|inspectionObservers|attachDevTools|symbolObservable|createSpawner|get definition\(|machineSnapshotCan|machineSnapshotGetMeta|machineSnapshotToJSON|createAfterEvent\(delay,|_scheduledEvents|machineSnapshotHasTag|function hasIntersection/;

export function xstateAsUsed() {
  const found = new Map(CUTS.map((cut) => [cut, 0]));
  let seen = false;
  return {
    name: 'xstate-as-used',
    buildStart() {
      for (const cut of CUTS) found.set(cut, 0);
      seen = false;
      const wrong = lockedXState();
      if (wrong) this.error(wrong);
    },
    // Loaded in its place (its type-only imports are dropped with the types); watched, so a change rebuilds.
    load(id) {
      if (id !== PUBLIC_XSTATE) return null;
      this.addWatchFile(NARROW_XSTATE);
      return readFileSync(NARROW_XSTATE, 'utf8');
    },
    transform(code, id) {
      if (!isXState(id)) return null;
      if (!seen) {
        const { version } = JSON.parse(readFileSync(id.replace(/dist\/[^/]+$/, 'package.json'), 'utf8'));
        if (version !== CHECKED_VERSION)
          this.error(
            `XState is ${version}; scripts/xstate-as-used.mjs was checked against ${CHECKED_VERSION}. Check each cut ` +
              'against the new code, run the built-bundle tests (test/bundle), then update CHECKED_VERSION and the counts.',
          );
        seen = true;
      }
      source = code;
      const ast = this.parse(code);
      redeclaredFields = new Set(
        [...walk(ast)].filter((n) => n.type === 'MethodDefinition' && n.kind === 'constructor').flatMap(redeclared),
      );
      const out = applyCuts(code, ast, CUTS, found);
      const left = out.match(GONE);
      if (left) this.error(`XState still mentions ${left[0]} in ${id} after the cuts: a cut no longer fits the code.`);
      return { code: out, map: null };
    },
    // Numbered again in the order they stand in the built file: rollup transforms modules in no fixed order, and
    // numbers given in that order made two builds of the same code differ by a few bytes.
    renderChunk(code) {
      let n = 0;
      const out = code.replace(/XState error \d+/g, () => `XState error ${++n}`);
      return out === code ? null : { code: out, map: null };
    },
    buildEnd(error) {
      if (error || !seen) return;
      const wrong = miscounted(CUTS, found);
      if (wrong.length)
        this.error(
          `XState's code has changed under scripts/xstate-as-used.mjs (checked against ${CHECKED_VERSION}):\n  ` +
            wrong.join('\n  '),
        );
    },
  };
}
