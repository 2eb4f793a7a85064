/** A match's life in the machine: its start, new matches, phases as the element reads them, persisted snapshots. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createActor, waitFor } from 'xstate';
import { newMatch } from '../../src/engine/index.js';
import { phaseOf, serializeMatch, tableMachine, type TableSnapshot } from '../../src/machine/index.js';
import { inputFor, isAwaitingHuman, playToEnd, settle, withTable } from './helpers.js';

describe('match lifecycle', () => {
  it('starts in the lead with the engine’s opening state, the settings and an empty first round', async () => {
    const input = inputFor('doubles-classic', { targetScore: 50 }, { seed: 'life', aiDelay: 60_000 });
    await withTable(input, (table) => {
      const s = table.snapshot();
      assert.ok(s.matches('lead'));
      assert.equal(phaseOf(s), 'lead');
      const { context } = s;
      assert.deepEqual(context.match, newMatch(input.rules, 'life'));
      assert.equal(context.roundStart, context.match);
      assert.deepEqual(context.rounds, [[]]);
      assert.deepEqual(
        { rules: context.rules, seed: context.seed, humans: context.humans, ai: context.ai, aiDelay: context.aiDelay },
        { rules: input.rules, seed: 'life', humans: 1, ai: 'normal', aiDelay: 60_000 },
      );
      assert.equal(context.deal, undefined);
    });
  });

  it('phaseOf names the API phases: lead, play (human, computer, handover), round-over, match-over', async () => {
    const seen = new Set<string>();
    const input = inputFor('doubles', { players: 2, targetScore: 40 }, { seed: 'phases', humans: 2 });
    await withTable(input, async (table) => {
      const record = (s: TableSnapshot) => {
        const phase = phaseOf(s);
        if (s.matches('lead')) assert.equal(phase, 'lead');
        else if (s.matches('play')) assert.equal(phase, 'play');
        else if (s.matches('roundOver')) assert.equal(phase, 'round-over');
        else assert.equal(phase, 'match-over');
        seen.add(phase);
      };
      record(table.snapshot());
      table.actor.subscribe(record);
      await playToEnd(table);
    });
    assert.deepEqual([...seen].sort(), ['lead', 'match-over', 'play', 'round-over']);
  });

  it('match.new without input starts the same match again (same seed, same deal), from any state', async () => {
    const input = inputFor('doubles', { players: 2, targetScore: 20 }, { seed: 'again' });
    await withTable(input, async (table) => {
      const first = table.snapshot().context.match;
      await playToEnd(table);
      assert.ok(table.snapshot().matches('matchOver'));
      const emitted = table.emitted.length;
      table.send({ type: 'match.new' });
      const s = table.snapshot();
      assert.ok(s.matches('lead'));
      assert.deepEqual(s.context.match, first);
      assert.deepEqual(s.context.rounds, [[]]);
      assert.deepEqual(table.emitted.slice(emitted), [
        {
          type: 'lead.settled',
          round: 1,
          seat: first.lead.seat,
          how: first.lead.how,
          ...(first.lead.tile ? { tile: first.lead.tile } : {}),
        },
      ]);
    });
  });

  it('match.new with new input (attributes changed) replaces rules, seats and settings mid-play', async () => {
    const input = inputFor('doubles', {}, { seed: 'before', humans: 1 });
    await withTable(input, async (table) => {
      await settle(table, isAwaitingHuman);
      const next = inputFor(
        'doubles-in-the-boneyard',
        { targetScore: 30 },
        { seed: 'after', humans: 3, ai: 'easy', aiDelay: 5 },
      );
      table.send({ type: 'match.new', input: next });
      const s = table.snapshot();
      assert.ok(s.matches('lead'));
      assert.deepEqual(s.context.match, newMatch(next.rules, 'after'));
      assert.equal(s.context.humans, 3);
      assert.equal(s.context.ai, 'easy');
      assert.equal(s.context.aiDelay, 5);
      assert.equal(s.context.shownSeat, null, 'several people: hands hidden until the first handover');
      assert.deepEqual(table.emitted.at(-1), {
        type: 'lead.settled',
        round: 1,
        seat: s.context.match.lead.seat,
        how: 'drawn-doubles',
        drawn: s.context.match.lead.drawn,
      });
      await playToEnd(table);
    });
  });

  it('an actor stopped and restarted from its persisted snapshot (the element moved in the page) plays on identically', async () => {
    const input = inputFor('doubles', { players: 2, targetScore: 80 }, { seed: 'moved', humans: 0, aiDelay: 2 });
    const whole = createActor(tableMachine, { input });
    whole.start();
    await waitFor(whole, (s) => s.matches('matchOver'), { timeout: 20_000 });
    const expected = serializeMatch(whole.getSnapshot().context);
    whole.stop();
    assert.ok(whole.getSnapshot().context.match.round > 1, 'the match crosses rounds, so round-over is resumed too');

    for (const where of ['lead', 'computerThinking', 'roundOver'] as const) {
      let actor = createActor(tableMachine, { input });
      actor.start();
      await waitFor(actor, (s) => (where === 'computerThinking' ? s.matches({ play: where }) : s.matches(where)), {
        timeout: 20_000,
      });
      const persisted = actor.getPersistedSnapshot();
      actor.stop();
      actor = createActor(tableMachine, { input, snapshot: persisted });
      const resumed: string[] = [];
      actor.on('*', (e) => resumed.push(e.type));
      actor.start();
      // What was announced before the move is not announced again.
      assert.deepEqual(resumed, [], `nothing re-emitted on resuming in ${where}`);
      await waitFor(actor, (s) => s.matches('matchOver'), { timeout: 20_000 });
      assert.equal(serializeMatch(actor.getSnapshot().context), expected, `resumed from ${where}`);
      actor.stop();
    }
  });
});
