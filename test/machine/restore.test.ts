/** Saving and restoring a match: round trips, and refusal of anything that does not replay exactly. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { legalMoves } from '../../src/engine/index.js';
import {
  MATCH_FORMAT,
  MATCH_VERSION,
  restoreMatch,
  serializeMatch,
  type SavedMatch,
  type TableEvent,
} from '../../src/machine/index.js';
import {
  eventFor,
  inputFor,
  isAwaitingHuman,
  personPicks,
  playToEnd,
  settle,
  withTable,
  type Table,
} from './helpers.js';

/** Plays `humanMoves` human moves (confirming handovers, starting rounds) and returns the saved match. */
async function playSome(table: Table, humanMoves: number): Promise<string> {
  for (let n = 0; n < humanMoves;) {
    const s = await settle(table);
    if (s.matches('matchOver')) break;
    if (s.matches('roundOver')) table.send({ type: 'round.next' });
    else if (s.matches({ play: 'handover' })) table.send({ type: 'handover.confirm' });
    else {
      table.send(eventFor(personPicks(legalMoves(s.context.match), s.context.match)));
      n++;
    }
  }
  await settle(table);
  return serializeMatch(table.snapshot().context);
}

/** Sends a restore that must be refused, and checks the running match is untouched. */
function assertRestoreRefused(table: Table, json: string): void {
  const before = table.snapshot();
  const emitted = table.emitted.length;
  table.send({ type: 'match.restore', restored: restoreMatch(json) });
  const after = table.snapshot();
  assert.equal(after.context, before.context, `restore of ${json.slice(0, 80)} changed the match`);
  assert.deepEqual(after.value, before.value);
  const out = table.emitted.slice(emitted);
  assert.equal(out.length, 1);
  assert.equal(out[0]?.type, 'error');
  assert.equal(out[0]?.type === 'error' && out[0].code, 'invalid-state');
}

const SOURCE = inputFor('doubles', { targetScore: 60 }, { seed: 'saved', humans: 1 });

describe('serialize and restore', () => {
  it('the saved JSON names its format and version and holds rules, seed, humans, every round’s moves and the state', async () => {
    await withTable(SOURCE, async (table) => {
      const json = await playSome(table, 3);
      const saved = JSON.parse(json) as SavedMatch;
      const { context } = table.snapshot();
      assert.equal(saved.format, MATCH_FORMAT);
      assert.equal(saved.version, MATCH_VERSION);
      assert.equal(saved.version, 1);
      assert.deepEqual(saved.rules, context.rules);
      assert.equal(saved.seed, 'saved');
      assert.equal(saved.humans, 1);
      assert.deepEqual(saved.rounds, context.rounds);
      assert.deepEqual(saved.match, JSON.parse(JSON.stringify(context.match)));
      assert.equal('deal' in saved, false);
    });
  });

  it('round trip: another table takes the match over and both go on identically', async () => {
    await withTable(SOURCE, async (a) => {
      const json = await playSome(a, 4);
      const other = inputFor('maltese-cross', {}, { seed: 'other', humans: 1 });
      await withTable(other, async (b) => {
        await settle(b);
        const emitted = b.emitted.length;
        b.send({ type: 'match.restore', restored: restoreMatch(json) });
        const s = await settle(b);
        assert.deepEqual(s.context.match, a.snapshot().context.match);
        assert.deepEqual(s.context.rounds, a.snapshot().context.rounds);
        assert.deepEqual(s.context.rules, SOURCE.rules);
        assert.equal(s.context.seed, 'saved');
        assert.deepEqual(s.value, a.snapshot().value);
        assert.equal(serializeMatch(s.context), json);
        // Restoring announces whose turn it is, nothing else (the lead and moves are history).
        assert.deepEqual(
          b.emitted.slice(emitted).map((e) => e.type),
          ['turn.started'],
        );
        await Promise.all([playToEnd(a), playToEnd(b)]);
        assert.equal(serializeMatch(b.snapshot().context), serializeMatch(a.snapshot().context));
      });
    });
  });

  it('restores into round-over and match-over, over several rounds, with a fixed deal', async () => {
    const deal = {
      hands: [
        ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '6-0', '5-5'],
        ['5-4', '5-3', '5-2', '5-1', '5-0', '4-4', '4-3', '4-2'],
      ],
    };
    const input = inputFor('doubles', { players: 2, targetScore: 40 }, { seed: 'ends', humans: 1, deal });
    await withTable(input, async (a) => {
      let s = await settle(a);
      const saves: { json: string; value: unknown }[] = [];
      while (!s.matches('matchOver')) {
        if (s.matches('roundOver')) {
          saves.push({ json: serializeMatch(s.context), value: s.value });
          a.send({ type: 'round.next' });
        } else a.send(eventFor(personPicks(legalMoves(s.context.match), s.context.match)));
        s = await settle(a);
      }
      saves.push({ json: serializeMatch(s.context), value: s.value });
      assert.ok(saves.length >= 2, 'at least one round-over before the match ended');
      for (const save of saves) {
        assert.deepEqual((JSON.parse(save.json) as SavedMatch).deal, deal);
        await withTable(inputFor('doubles', {}, { aiDelay: 60_000 }), (b) => {
          b.send({ type: 'match.restore', restored: restoreMatch(save.json) });
          assert.deepEqual(b.snapshot().value, save.value);
          assert.equal(serializeMatch(b.snapshot().context), save.json);
        });
      }
      // And the restored round-over goes on with round.next exactly as the original did.
      const first = saves[0]!;
      await withTable(inputFor('doubles', {}, { aiDelay: 0 }), async (b) => {
        b.send({ type: 'match.restore', restored: restoreMatch(first.json) });
        b.send({ type: 'round.next' });
        await playToEnd(b);
        assert.equal(serializeMatch(b.snapshot().context), saves.at(-1)!.json);
      });
    });
  });

  it('restoring stops the computer that was thinking: nothing from the old match arrives later', async () => {
    await withTable(SOURCE, async (a) => {
      const json = await playSome(a, 2);
      await withTable(inputFor('doubles', {}, { seed: 'busy', humans: 0, aiDelay: 20 }), async (b) => {
        await settle(b, (s) => s.matches({ play: 'computerThinking' }));
        b.send({ type: 'match.restore', restored: restoreMatch(json) });
        await settle(b, isAwaitingHuman);
        await new Promise((resolve) => setTimeout(resolve, 80));
        assert.equal(serializeMatch(b.snapshot().context), json);
      });
    });
  });

  it('refuses a tampered move log, a tampered state, a wrong version or format, and garbage; the match is kept', async () => {
    await withTable(SOURCE, async (table) => {
      const json = await playSome(table, 3);
      const saved = JSON.parse(json) as SavedMatch;
      const edit = (change: (s: SavedMatch) => void): string => {
        const copy = JSON.parse(json) as SavedMatch;
        change(copy);
        return JSON.stringify(copy);
      };
      const firstPlay = saved.rounds[0]!.findIndex((m) => m.type === 'play');
      // A play after the opening, of a tile that is not a double (so its two orders differ).
      const laterPlay = saved.rounds[0]!.findIndex(
        (m, i) => i > firstPlay && m.type === 'play' && m.tile[0] !== m.tile[2],
      );
      assert.ok(laterPlay > firstPlay);
      const tampered = [
        // The move log: a different tile, a move removed, a move added, a move of an unknown kind.
        edit((s) => {
          const m = s.rounds[0]![firstPlay]!;
          if (m.type === 'play') m.tile = m.tile === '6-6' ? '5-5' : '6-6';
        }),
        // Moves not as the engine recorded them, even where they replay to the same state: no end named, low-high tile.
        edit((s) => {
          const m = s.rounds[0]![laterPlay]!;
          if (m.type === 'play') m.end = '';
        }),
        edit((s) => {
          const m = s.rounds[0]![laterPlay]!;
          if (m.type === 'play') m.tile = m.tile.split('-').reverse().join('-');
        }),
        edit((s) => s.rounds[0]!.pop()),
        edit((s) => s.rounds[0]!.push({ type: 'pass' })),
        edit((s) => s.rounds[0]!.push({ type: 'resign' } as never)),
        edit((s) => s.rounds.push([])),
        edit((s) => (s.rounds = [])),
        // The state: a score, a hand, whose turn.
        edit((s) => (s.match.scores[1] = (s.match.scores[1] as number) + 5)),
        edit((s) => s.match.hands[0]!.reverse()),
        edit((s) => (s.match.current = ((s.match.current ?? 0) + 1) % 4)),
        edit((s) => delete (s as Partial<SavedMatch>).match),
        // Rules, seed, humans, deal.
        edit((s) => (s.rules.targetScore = 61)),
        edit((s) => (s.rules = { ...s.rules, draw: 'never' })),
        edit((s) => ((s.rules as { variant: string }).variant = 'fives-and-threes')),
        edit((s) => (s.seed = 'other')),
        edit((s) => (s.humans = 5)),
        edit((s) => (s.humans = 1.5)),
        edit((s) => (s.deal = { hands: [['6-6']] })),
        // Format and version.
        edit((s) => ((s as { version: number }).version = 2)),
        edit((s) => delete (s as Partial<SavedMatch>).version),
        edit((s) => ((s as { format: string }).format = 'domino-table/saved-match')),
        // Garbage.
        '',
        'null',
        '[]',
        '{',
        '42',
        '"x"',
        '{}',
        json.slice(0, json.length / 2),
      ];
      for (const bad of tampered) {
        const result = restoreMatch(bad);
        assert.equal(result.ok, false, `accepted ${bad.slice(0, 200)}`);
        assert.ok(!result.ok && result.why.length > 0, 'a refusal says why');
        assertRestoreRefused(table, bad);
      }
      assert.equal(restoreMatch(json).ok, true, 'the untouched save still restores');
      // Who is a person is a seating choice the moves cannot prove or disprove: a save may change it.
      const watched = restoreMatch(edit((s) => (s.humans = 0)));
      assert.ok(watched.ok && watched.value.humans === 0);
      assert.equal(restoreMatch(12 as never).ok, false);
    });
  });

  it('never throws, and accepts only saves that replay exactly (property: arbitrary input and edits)', async () => {
    await withTable(SOURCE, async (table) => {
      const json = await playSome(table, 3);
      const saved = JSON.parse(json) as SavedMatch;
      fc.assert(
        fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
          const result = restoreMatch(text);
          return result.ok === false && result.why.length > 0;
        }),
        { numRuns: 300 },
      );
      // Replace any one value inside the save: refused, unless the replay gives the same saved match anyway.
      const paths = leafPaths(saved);
      fc.assert(
        fc.property(fc.constantFrom(...paths), fc.jsonValue(), (path, value) => {
          const copy = JSON.parse(json) as unknown;
          setAt(copy, path, value);
          const text = JSON.stringify(copy);
          const result = restoreMatch(text);
          if (!result.ok) return true;
          // Accepted: what was loaded is exactly the edited text (an edit may only touch what the replay cannot
          // check, such as how many seats are people).
          return serializeMatch(result.value) === text;
        }),
        { numRuns: 300 },
      );
    });
  });

  it('a refused restore leaves a running match playable', async () => {
    await withTable(SOURCE, async (table) => {
      await settle(table);
      table.send({ type: 'match.restore', restored: restoreMatch('nonsense') } satisfies TableEvent);
      await playToEnd(table);
      assert.ok(table.snapshot().matches('matchOver'));
    });
  });
});

type Path = (string | number)[];

function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((v, i) => leafPaths(v, [...path, i]))];
  if (typeof value === 'object' && value !== null) {
    return [path, ...Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, k]))];
  }
  return [path];
}

function setAt(root: unknown, path: Path, value: unknown): void {
  if (path.length === 0) return;
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1] as string | number] = value;
}
