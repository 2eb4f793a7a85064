// Fuzzing the element (fast-check, fixed seeds, so every failure replays): hostile attribute values set in any
// order, and any method called in any phase, from any seat, with any argument. The element must never throw
// nor leave an uncaught error behind, always show a valid state, answer every method with a well-formed
// MoveResult, report every invalid attribute, and refuse any unusable saved match while keeping its own.
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { ATTRIBUTES } from '../contract.js';
import { mount, record } from './helpers.js';
import type { DominoTable } from './helpers.js';
import type { MoveResult } from '../../src/element/actions.js';
import { DEFAULT_VARIANT, GAMES, isVariant, VARIANTS } from '../../src/games/index.js';
import type { Variant } from '../../src/engine/types.js';

const PHASES = ['lead', 'play', 'round-over', 'match-over'];
const REASONS = [
  'not-your-turn',
  'invalid-tile',
  'not-in-hand',
  'no-such-end',
  'no-match',
  'suit-locked',
  'cross-incomplete',
  'must-lead',
  'must-play',
  'must-draw',
  'cannot-draw',
  'must-play-drawn',
  'wrong-phase',
  'invalid-state',
];
type Attribute = (typeof ATTRIBUTES)[number];

// ---- Hostile values ----

const HOSTILE = [
  '',
  ' ',
  '\t\n',
  '-1',
  '-0',
  '0',
  '00',
  '1',
  '2',
  '3',
  '4',
  '7',
  '1.5',
  '2.0',
  '1e3',
  '0x10',
  '+3',
  ' 3',
  '3 ',
  '٣', // Arabic-Indic three
  '３', // fullwidth three
  'NaN',
  'Infinity',
  '9007199254740993',
  '99999999999999999999',
  '2147483648',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  'Doubles',
  'doubles ',
  'DOUBLE-SIX',
  'é',
  '🁣🂓',
  '\u0000',
  '\u202e\u200b',
  'x'.repeat(5000),
];
const hostile = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.integer({ min: -1e6, max: 1e6 }).map(String) },
  { weight: 1, arbitrary: fc.double({ noNaN: false }).map(String) },
);

/** Values that are valid somewhere (with some variant or player count), so the fuzz also reaches real games. */
const USUAL: Record<Attribute, readonly string[]> = {
  variant: VARIANTS,
  players: ['2', '3', '4'],
  humans: ['0', '1', '2', '3', '4'],
  seed: ['a', 'fuzz', '𝔰𝔢𝔢𝔡'],
  'target-score': ['1', '50', '100', '200'],
  'hand-size': ['1', '3', '5', '7', '9'],
  spinners: ['none', 'first', 'all'],
  lead: ['highest-double', 'double-six'],
  set: ['double-six', 'double-nine'],
  ai: ['easy', 'normal'],
  'ai-delay': ['0', '0', '3', '60000'],
  'show-hands': [''],
  hints: [''],
  lang: ['en', 'de', 'de-CH', 'fr', 'EN', ''],
  theme: ['light', 'dark', 'auto'],
  'player-names': ['Ann,Bob', ',,,', "Émile,  ,李,O'Brien,Zoë,extra"],
  persist: ['fuzz-a', 'fuzz-b'],
  deal: [],
  loading: ['eager', 'lazy'],
  sound: [''],
};

// Deals: a real one (valid when the rules fit), and garbage that no rules accept.
const SIX = ((): string[] => {
  const tiles: string[] = [];
  for (let hi = 6; hi >= 0; hi--) for (let lo = hi; lo >= 0; lo--) tiles.push(`${hi}-${lo}`);
  return tiles;
})();
const NO_DOUBLES = SIX.filter((t) => t[0] !== t[2]);
const realDeal = fc.shuffledSubarray(NO_DOUBLES, { minLength: 21, maxLength: 21 }).map((tiles) => ({
  hands: [tiles.slice(0, 7), tiles.slice(7, 14), tiles.slice(14, 21)],
}));
/** Deals that are wrong for every variant, player count and hand size. */
const GARBAGE_DEALS = [
  '{',
  '{"hands":',
  'nope',
  'null',
  '[]',
  '1',
  '"x"',
  'true',
  '{}',
  '{"__proto__":{"hands":[]}}',
  '{"constructor":{"prototype":{}}}',
  '{"hands":"6-6"}',
  '{"hands":null}',
  '{"hands":[["6-6"]], "extra": 1}',
];
const garbageDeal = fc.oneof(
  fc.constantFrom(...GARBAGE_DEALS),
  fc
    .tuple(realDeal, fc.nat(6), fc.constantFrom('10-1', 'x', '', '6-6-6', '6−5', '-1-0', 66, null, '__proto__'))
    .map(([d, i, bad]) => {
      (d.hands[0] as unknown[])[i] = bad;
      return JSON.stringify(d);
    }),
  // A tile dealt twice.
  fc.tuple(realDeal, fc.nat(6)).map(([d, i]) => {
    d.hands[1]![i] = d.hands[0]![i]!;
    return JSON.stringify(d);
  }),
  // Hands of different sizes.
  realDeal.map((d) => {
    d.hands[1]!.push(d.hands[0]!.pop()!);
    return JSON.stringify(d);
  }),
  // A leader that is no seat.
  fc.tuple(realDeal, fc.constantFrom(-1, 9, 1.5, '0', null)).map(([d, leader]) => JSON.stringify({ ...d, leader })),
  // Keys of other objects.
  fc
    .tuple(realDeal, fc.constantFrom('__proto__', 'constructor', 'toString', 'boneYard'))
    .map(([d, key]) => JSON.stringify({ ...d, [key]: [] }).replace(`"${key}":`, `"${key}":`)),
);
/**
 * Real deals: valid or not depending on the other attributes. Filled as a test's values are drawn and emptied before
 * each test (`beforeEach` below), so no test's verdicts rest on the deals an earlier test drew.
 */
const maybeDeals = new Set<string>();
const dealValue = fc.oneof(
  { weight: 3, arbitrary: garbageDeal },
  {
    weight: 1,
    arbitrary: realDeal.map((d) => {
      const text = JSON.stringify(d);
      maybeDeals.add(text);
      return text;
    }),
  },
  { weight: 1, arbitrary: hostile },
);

const valueFor = (name: Attribute): fc.Arbitrary<string> => {
  if (name === 'deal') return dealValue;
  // Persistence under keys of the fuzz's own, so no other test's saved match is touched.
  if (name === 'persist')
    return fc.oneof(
      fc.constantFrom('', ' ', '\t'),
      hostile.map((v) => `fuzz-${v}`),
    );
  return fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...USUAL[name]!) }, { weight: 2, arbitrary: hostile });
};

/** Set an attribute, remove it, or set the property from script. */
type AttrOp = { kind: 'set' | 'remove'; name: Attribute; value: string };
const attrOp: fc.Arbitrary<AttrOp> = fc.constantFrom(...ATTRIBUTES).chain((name) =>
  fc.record({
    kind: fc.constantFrom<'set' | 'remove'>('set', 'set', 'set', 'remove'),
    name: fc.constant(name),
    value: valueFor(name),
  }),
);

function applyAttr(el: DominoTable, op: AttrOp): void {
  if (op.kind === 'remove') el.removeAttribute(op.name);
  else el.setAttribute(op.name, op.value);
}

// ---- An independent oracle: which attributes must be reported (API.md §2) ----

type Verdict = 'valid' | 'invalid' | 'maybe';
/** Attributes read as whole numbers. */
const COUNTS = ['players', 'humans', 'target-score', 'hand-size', 'ai-delay'];
const count = (v: string): number | undefined =>
  /^[0-9]+$/.test(v) && Number.isSafeInteger(Number(v)) ? Number(v) : undefined;
/** The players each game allows, from the registry. */
const PLAYERS = (variant: Variant): number[] => {
  const { min, max } = GAMES[variant].players;
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
};
/** An option a game offers: more than one value to choose from (API.md §2); any value of a fixed option is reported. */
const offers = (variant: Variant, name: 'spinners' | 'lead' | 'set', value: string): boolean =>
  GAMES[variant][name].length > 1 && (GAMES[variant][name] as readonly string[]).includes(value);

function verdicts(attrs: Map<string, string>): Map<string, Verdict> {
  const out = new Map<string, Verdict>();
  const ok = (name: string, valid: boolean | 'maybe') => {
    if (attrs.has(name)) out.set(name, valid === 'maybe' ? 'maybe' : valid ? 'valid' : 'invalid');
  };
  const get = (name: string) => attrs.get(name) ?? '';
  ok('variant', isVariant(get('variant')));
  const variant: Variant = isVariant(get('variant')) ? (get('variant') as Variant) : DEFAULT_VARIANT;
  const allowed = PLAYERS(variant);
  ok('players', allowed.includes(count(get('players')) ?? -1));
  const players = out.get('players') === 'valid' ? count(get('players'))! : GAMES[variant].players.default;
  for (const name of ['spinners', 'lead', 'set'] as const) ok(name, offers(variant, name, get(name)));
  const hand = count(get('hand-size'));
  ok('hand-size', hand === undefined || hand === 0 || hand > 27 ? false : 'maybe');
  const target = count(get('target-score'));
  ok('target-score', target !== undefined && target > 0);
  const humans = count(get('humans'));
  ok('humans', humans !== undefined && humans <= players);
  ok('ai', ['easy', 'normal', 'hard'].includes(get('ai')));
  const delay = count(get('ai-delay'));
  ok('ai-delay', delay !== undefined && delay <= 2_147_483_647);
  ok('theme', ['light', 'dark', 'auto'].includes(get('theme')));
  ok('persist', get('persist').trim() !== '');
  ok('loading', ['eager', 'lazy'].includes(get('loading')));
  ok('deal', maybeDeals.has(get('deal')) ? 'maybe' : false);
  return out;
}

/** The attribute a `domino-error` message is about (config.ts writes `name="value" …` or `deal …`). */
const aboutAttribute = (message: string): string => /^([a-z-]+)[= ]/.exec(message)?.[1] ?? message;

// ---- Invariants ----

/** Uncaught errors and rejections anywhere in the page, and console.error, while the fuzz runs. */
const uncaught: string[] = [];
const onError = (e: ErrorEvent) => uncaught.push(`error: ${e.message}`);
const onRejection = (e: PromiseRejectionEvent) => uncaught.push(`unhandled rejection: ${String(e.reason)}`);
let warnings: string[] = [];
const originalWarn = console.warn;
const originalError = console.error;
before(() => {
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  // The element warns once per invalid attribute: counted here instead of flooding the test output.
  console.warn = (...args: unknown[]) => {
    if (String(args[0]).startsWith('<domino-table>')) warnings.push(String(args[0]));
    else originalWarn.apply(console, args);
  };
  console.error = (...args: unknown[]) => {
    uncaught.push(`console.error: ${args.map(String).join(' ')}`);
    originalError.apply(console, args);
  };
});
after(() => {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  console.warn = originalWarn;
  console.error = originalError;
  for (const key of Object.keys(localStorage)) if (key.startsWith('fuzz-')) localStorage.removeItem(key);
});

const TILE = /^([0-9])-([0-9])$/;

/** `state` is JSON-safe, in one of the four phases, and every tile of the set is somewhere, once. */
function checkState(el: DominoTable, where: string): void {
  const s = el.state;
  expect(JSON.parse(JSON.stringify(s)), `${where}: state is JSON-safe`).to.deep.equal(s);
  expect(PHASES, `${where}: phase`).to.include(s.phase);
  expect(VARIANTS, `${where}: variant`).to.include(s.variant);
  expect(s.seats, `${where}: one seat per player`).to.have.length(s.rules.players);
  if (s.current !== null) {
    expect(Number.isInteger(s.current) && s.current >= 0 && s.current < s.rules.players, `${where}: current`).to.equal(
      true,
    );
  }
  const max = s.rules.set === 'double-nine' ? 9 : 6;
  const size = ((max + 1) * (max + 2)) / 2 - (GAMES[s.variant].mechanisms.doublesInPlay ? 0 : max + 1);
  const seen = [...s.seats.flatMap((seat) => seat.hand), ...s.layout.tiles.map((t) => t.tile)];
  for (const tile of seen) {
    const m = TILE.exec(tile);
    expect(m !== null && Number(m[1]) >= Number(m[2]) && Number(m[1]) <= max, `${where}: ${tile} is a tile`).to.equal(
      true,
    );
  }
  expect(new Set(seen).size, `${where}: no tile twice`).to.equal(seen.length);
  expect(seen.length + s.boneyard, `${where}: hands + layout + boneyard = the set`).to.equal(size);
  expect(s.drawable).to.be.within(0, s.boneyard);
}

function checkResult(result: unknown, where: string): asserts result is MoveResult {
  expect(result, where).to.be.an('object');
  const r = result as Record<string, unknown>;
  if (r.ok === true) {
    expect(Object.keys(r), `${where}: ok result`).to.deep.equal(['ok']);
    return;
  }
  expect(Object.keys(r).sort(), `${where}: refusal`).to.deep.equal(['message', 'ok', 'reason']);
  expect(r.ok).to.equal(false);
  expect(REASONS, `${where}: reason`).to.include(r.reason);
  expect(r.message, `${where}: message`).to.be.a('string').and.not.match(/^\s*$/);
}

function checkQuiet(where: string): void {
  expect(uncaught, where).to.deep.equal([]);
}

const settle = async (el: DominoTable): Promise<void> => {
  await el.updateComplete;
  await new Promise((r) => setTimeout(r, 0));
};

// ---- Commands ----

const DELETE = Symbol('delete');

/** Tables that play quickly: mostly a human at seat 0 and instant computer seats. */
const gameConfig = fc.record({
  variant: fc.constantFrom(...VARIANTS),
  humans: fc.constantFrom('0', '1', '1', '2', '3'),
  'ai-delay': fc.constantFrom('0', '0', '2', '60000'),
  ai: fc.constantFrom('easy', 'normal'),
  seed: fc.string({ maxLength: 6 }),
  'target-score': fc.constantFrom('1', '30', '100'),
  'show-hands': fc.boolean(),
  hints: fc.boolean(),
});

const jsonValue = fc.oneof(
  fc.constantFrom(null, -1, 0, 1.5, 1e9, '', 'x', '6-6', '7-7', '__proto__', true, [], {}, [[]], { type: 'pass' }),
  fc.jsonValue({ maxDepth: 2 }),
);
/** Restores that no table may accept. */
const garbageJson = fc.oneof(
  fc.constantFrom(
    '',
    'null',
    '[]',
    '{}',
    '"domino-table/match"',
    '{"format":"domino-table/match"}',
    '{"format":"domino-table/match","version":2}',
    '{"__proto__":{"format":"domino-table/match","version":1}}',
    '{"constructor":{"prototype":{"ok":true}}}',
    'x'.repeat(100000),
  ),
  hostile,
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  // Not even a string.
  fc.constantFrom<unknown>(undefined, null, 42, {}, [], { toString: () => '{}' }),
);

type Command =
  | { kind: 'legal'; pick: number }
  | { kind: 'toEnd'; pick: number }
  | { kind: 'play'; tile: unknown; end: unknown; pick: number }
  | { kind: 'draw' | 'pass' | 'nextRound' | 'newMatch' | 'undo' | 'serialize' | 'roundTrip' }
  | { kind: 'garbage'; json: unknown }
  | { kind: 'mutate'; path: number[]; value: unknown }
  | { kind: 'attribute'; op: AttrOp }
  | { kind: 'wait'; ms: number }
  | { kind: 'move' };

const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('legal' as const), pick: fc.nat(50) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('toEnd' as const), pick: fc.nat(50) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('play' as const),
      tile: fc.oneof(
        fc.constantFrom('hand', 'other'),
        fc.constantFrom('6-6', '1-3', '3-1', '9-9', '7-0', '6-7', '', ' 6-6', '6_6', '66', '__proto__'),
        fc.constantFrom<unknown>(undefined, null, 66, {}, ['6-6']),
        hostile,
      ),
      end: fc.oneof(
        fc.constant('real'),
        fc.constantFrom<unknown>(undefined, 'center', '', 'e0', '__proto__', null, 0, {}),
        hostile,
      ),
      pick: fc.nat(50),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constantFrom('draw', 'pass', 'nextRound', 'newMatch', 'undo', 'serialize', 'roundTrip') as fc.Arbitrary<
        'draw' | 'pass' | 'nextRound' | 'newMatch' | 'undo' | 'serialize' | 'roundTrip'
      >,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('garbage' as const), json: garbageJson }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('mutate' as const),
      path: fc.array(fc.nat(1000), { minLength: 1, maxLength: 6 }),
      value: fc.oneof(jsonValue, fc.constant(DELETE)),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('attribute' as const), op: attrOp }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('wait' as const), ms: fc.constantFrom(0, 1, 10) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('move' as const) }) },
);

/** The serialization with one value replaced (or deleted): the path's numbers pick a key at each level. */
function mutate(json: string, path: number[], value: unknown): string {
  const data = JSON.parse(json) as Record<string, unknown>;
  let node: Record<string, unknown> = data;
  for (const [depth, n] of path.entries()) {
    const keys = Object.keys(node);
    if (keys.length === 0) break;
    const key = keys[n % keys.length]!;
    const child = node[key];
    const last = depth === path.length - 1 || typeof child !== 'object' || child === null;
    if (last) {
      if (value === DELETE) {
        if (Array.isArray(node)) node.splice(Number(key), 1);
        else delete node[key];
      } else node[key] = value;
      break;
    }
    node = child as Record<string, unknown>;
  }
  return JSON.stringify(data);
}

/**
 * Applies one attribute change and checks what follows: no error, a valid state, only invalid-attribute
 * errors, one warning each, nothing valid reported, and what became invalid (or changed to another bad value)
 * reported. A deal is checked only when it was good before: its message names the fault, not the value, so
 * two bad deals may read the same and be reported once.
 */
async function step(
  el: DominoTable,
  attrs: Map<string, string>,
  live: { type: string; detail: unknown }[],
  op: AttrOp,
  where: string,
): Promise<void> {
  const before = verdicts(attrs);
  const previous = attrs.get(op.name);
  live.length = 0;
  warnings = [];
  applyAttr(el, op);
  if (op.kind === 'remove') attrs.delete(op.name);
  else attrs.set(op.name, op.value);
  await el.updateComplete;
  checkQuiet(where);
  checkState(el, where);
  const now = verdicts(attrs);
  const reported = live.filter((e) => (e.detail as { code: string }).code === 'invalid-attribute');
  expect(live.length, `${where}: only invalid-attribute errors`).to.equal(reported.length);
  expect(warnings.length, `${where}: one console.warn per domino-error`).to.equal(reported.length);
  const about = new Set(reported.map((e) => aboutAttribute((e.detail as { message: string }).message)));
  // Nothing valid is reported.
  for (const name of about) expect(now.get(name), `${where}: ${name} reported`).to.not.equal('valid');
  // What became invalid, or changed to another bad value, is reported (a deal only from a good one:
  // its message names the fault, not the value, so two bad deals may read the same).
  for (const [name, verdict] of now) {
    if (verdict !== 'invalid') continue;
    // A count written another way ("0", "00") is the same value to the element: not a new problem.
    const same =
      previous === op.value ||
      (COUNTS.includes(name) &&
        previous !== undefined &&
        count(previous) !== undefined &&
        count(previous) === count(op.value));
    const changed = name === op.name && op.kind === 'set' && !same;
    const fresh =
      before.get(name) !== 'invalid' ||
      (changed && name !== 'deal' && previous?.slice(0, 57) !== op.value.slice(0, 57));
    if (fresh && (name !== 'deal' || before.get(name) === undefined || before.get(name) === 'valid')) {
      expect(about.has(name), `${where}: ${name} is reported`).to.equal(true);
    }
  }
}

// ---- The properties ----

describe('fuzz', function () {
  beforeEach(() => maybeDeals.clear());
  this.timeout(60000);

  it('hostile attribute values in any order: defaults, one domino-error and one warning per problem, a valid state', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(attrOp, { minLength: 1, maxLength: 10 }), async (ops) => {
        warnings = [];
        const el = await mount({ 'ai-delay': '60000', seed: 'fuzz' });
        const live = record(el, ['domino-error']);
        const attrs = new Map<string, string>([
          ['ai-delay', '60000'],
          ['seed', 'fuzz'],
        ]);
        for (const [i, op] of ops.entries()) {
          await step(el, attrs, live, op, `step ${i}: ${op.kind} ${op.name}=${JSON.stringify(op.value.slice(0, 80))}`);
        }
        // The same attributes given at once to a new table: exactly the invalid ones are reported.
        warnings = [];
        let fresh: { type: string; detail: unknown }[] = [];
        const again = await mount(Object.fromEntries(attrs), { before: (e) => (fresh = record(e, ['domino-error'])) });
        await again.updateComplete;
        checkState(again, 'all at once');
        const about = fresh.map((e) => aboutAttribute((e.detail as { message: string }).message));
        expect(new Set(about).size, 'each problem once').to.equal(about.length);
        expect(warnings.length, 'one warning each').to.equal(fresh.length);
        const verdict = verdicts(attrs);
        for (const [name, v] of verdict) {
          if (v === 'invalid') expect(about, `all at once: ${name}=${attrs.get(name)?.slice(0, 80)}`).to.include(name);
          if (v === 'valid') expect(about, `all at once: ${name}`).to.not.include(name);
        }
        el.remove();
        again.remove();
        checkQuiet('end');
      }),
      { seed: 0x5eed01, numRuns: 40, includeErrorInReport: true },
    );
  });

  it('every hostile value on every attribute, one at a time: reported or accepted as API.md §2 says', async () => {
    const el = await mount({ 'ai-delay': '60000', seed: 'sweep' });
    const live = record(el, ['domino-error']);
    const attrs = new Map<string, string>([
      ['ai-delay', '60000'],
      ['seed', 'sweep'],
    ]);
    for (const name of ATTRIBUTES) {
      const values = [...HOSTILE, ...USUAL[name]!, ...(name === 'deal' ? GARBAGE_DEALS : [])];
      for (const value of values) {
        await step(el, attrs, live, { kind: 'set', name, value }, `${name}=${JSON.stringify(value.slice(0, 80))}`);
      }
      await step(el, attrs, live, { kind: 'remove', name, value: '' }, `remove ${name}`);
    }
    checkQuiet('sweep');
  });

  it('any method in any phase, from any seat, with any argument: never throws, well-formed results, a valid state', async () => {
    /** Phases met and results given: the runs must reach them, or the property says little. */
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(gameConfig, fc.array(command, { minLength: 5, maxLength: 30 }), async (config, commands) => {
        warnings = [];
        const el = await mount(config);
        const errors = record(el, ['domino-error']);
        // A second table, attached, that never moves by itself: restores go through it and back.
        const other = await mount({ 'ai-delay': '60000', humans: '0' });
        for (const [i, cmd] of commands.entries()) {
          const where = `${JSON.stringify(config)} step ${i}: ${JSON.stringify(cmd).slice(0, 200)}`;
          const s = el.state;
          const humanTurn =
            (s.phase === 'play' || s.phase === 'lead') && s.current !== null && s.seats[s.current]!.human;
          errors.length = 0;
          let result: unknown;
          switch (cmd.kind) {
            case 'legal': {
              const moves = el.legalMoves();
              expect(JSON.parse(JSON.stringify(moves)), where).to.deep.equal(moves);
              if (s.phase !== 'play' && s.phase !== 'lead') expect(moves, where).to.deep.equal([]);
              // A legal move of a human seat is accepted.
              const move = moves[cmd.pick % Math.max(1, moves.length)];
              if (move && humanTurn) {
                result =
                  move.type === 'play' ? el.play(move.tile, move.end) : move.type === 'draw' ? el.draw() : el.pass();
                expect(result, `${where}: legal ${JSON.stringify(move)}`).to.deep.equal({ ok: true });
              }
              break;
            }
            case 'play': {
              const ends = s.layout.ends.map((e) => e.id);
              const end = cmd.end === 'real' ? ends[cmd.pick % Math.max(1, ends.length)] : cmd.end;
              // A tile of the seat to act, or of the next seat (not in the hand of the one to act).
              const seat = s.current === null ? 0 : (s.current + (cmd.tile === 'other' ? 1 : 0)) % s.seats.length;
              const hand = s.seats[seat]!.hand;
              const tile =
                cmd.tile === 'hand' || cmd.tile === 'other' ? hand[cmd.pick % Math.max(1, hand.length)] : cmd.tile;
              result = (el.play as (t: unknown, e?: unknown) => unknown)(tile, end);
              break;
            }
            case 'toEnd': {
              // Legal moves for the people, the computer for the others, until the round ends (or the
              // computer, slowed down, keeps the table waiting).
              for (let idle = 0; idle < 20;) {
                const now = el.state;
                if (now.phase === 'round-over' || now.phase === 'match-over') break;
                const moves = el.legalMoves();
                const move = moves[cmd.pick % Math.max(1, moves.length)];
                if (move && now.current !== null && now.seats[now.current]!.human) {
                  const r =
                    move.type === 'play' ? el.play(move.tile, move.end) : move.type === 'draw' ? el.draw() : el.pass();
                  expect(r, `${where}: legal ${JSON.stringify(move)}`).to.deep.equal({ ok: true });
                } else {
                  idle++;
                  await new Promise((r) => setTimeout(r, 2));
                }
                checkState(el, where);
              }
              break;
            }
            case 'draw':
              result = el.draw();
              break;
            case 'pass':
              result = el.pass();
              break;
            case 'nextRound':
              result = el.nextRound();
              if (s.phase !== 'round-over') expect(result, where).to.deep.include({ ok: false, reason: 'wrong-phase' });
              break;
            case 'newMatch':
              expect(el.newMatch(), where).to.equal(undefined);
              break;
            case 'undo':
              result = el.undo();
              break;
            case 'serialize':
              expect(() => JSON.parse(el.serialize()), where).to.not.throw();
              break;
            case 'garbage': {
              const saved = el.serialize();
              result = (el.restore as (j: unknown) => unknown)(cmd.json);
              expect(result, where).to.deep.include({ ok: false, reason: 'invalid-state' });
              expect(
                errors.map((e) => (e.detail as { code: string }).code),
                where,
              ).to.deep.equal(['invalid-state']);
              expect(el.serialize(), `${where}: the match is kept`).to.equal(saved);
              break;
            }
            case 'mutate': {
              const saved = el.serialize();
              const json = mutate(saved, cmd.path, cmd.value);
              result = el.restore(json);
              if ((result as MoveResult).ok) {
                expect(errors, where).to.deep.equal([]);
              } else {
                expect(result, where).to.deep.include({ reason: 'invalid-state' });
                expect(
                  errors.map((e) => (e.detail as { code: string }).code),
                  where,
                ).to.deep.equal(['invalid-state']);
                expect(el.serialize(), `${where}: the match is kept`).to.equal(saved);
              }
              break;
            }
            case 'roundTrip': {
              // Into the other table and back: the same match.
              const saved = el.serialize();
              expect(other.restore(saved), where).to.deep.equal({ ok: true });
              expect(el.restore(other.serialize()), where).to.deep.equal({ ok: true });
              expect(el.serialize(), where).to.equal(saved);
              break;
            }
            case 'attribute':
              applyAttr(el, cmd.op);
              break;
            case 'wait':
              await new Promise((r) => setTimeout(r, cmd.ms));
              break;
            case 'move': {
              // Moved in the page (out and back in at once): the same match goes on.
              const saved = el.serialize();
              const parent = el.parentElement!;
              el.remove();
              parent.appendChild(el);
              expect(el.serialize(), where).to.equal(saved);
              break;
            }
          }
          seen.add(s.phase);
          if (result !== undefined) checkResult(result, where);
          if (result !== undefined) seen.add((result as { reason?: string }).reason ?? 'ok');
          // Moves are refused to a computer seat and outside play, whatever the move.
          if (cmd.kind === 'play' || cmd.kind === 'draw' || cmd.kind === 'pass') {
            if (s.phase === 'round-over' || s.phase === 'match-over') {
              expect(result, where).to.deep.include({ ok: false, reason: 'wrong-phase' });
            } else if (!humanTurn) expect(result, where).to.deep.include({ ok: false, reason: 'not-your-turn' });
          }
          await settle(el);
          checkQuiet(where);
          checkState(el, where);
        }
        el.remove();
        other.remove();
        checkQuiet('end');
      }),
      { seed: 0x5eed02, numRuns: 40, includeErrorInReport: true },
    );
    for (const what of [
      'lead',
      'play',
      'round-over',
      'match-over',
      'ok',
      'not-your-turn',
      'wrong-phase',
      'invalid-state',
      'invalid-tile',
      'not-in-hand',
    ]) {
      expect([...seen], `the runs reach every phase and the common refusals: ${[...seen].join(' ')}`).to.include(what);
    }
  });
});
