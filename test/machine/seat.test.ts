/** The one seat policy (src/machine/seat.ts): who may act now, and that the machine's guard follows it. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createActor } from 'xstate';
import { legalMoves } from '../../src/engine/index.js';
import { mayAct, refusalToAct, seatFacts, tableMachine } from '../../src/machine/index.js';
import {
  eventFor,
  inputFor,
  isAwaitingHuman,
  isHandover,
  open,
  settle,
  withTable,
  VARIANTS,
  type Table,
} from './helpers.js';

/** Whether the machine takes the first legal move as a person's event where the table stands (on a copy of its actor). */
function machineTakes(table: Table): boolean {
  const snapshot = table.snapshot();
  const actor = createActor(tableMachine, { snapshot: table.actor.getPersistedSnapshot(), input: undefined as never });
  actor.start();
  const move = legalMoves(snapshot.context.match)[0];
  if (!move) return false;
  actor.send(eventFor(move));
  const taken = actor.getSnapshot().context.match !== snapshot.context.match;
  actor.stop();
  return taken;
}

describe('seat policy: who may act now', () => {
  it('a person whose turn it is may act; not on a computer seat; not outside play', async () => {
    await withTable(inputFor('doubles', { players: 2, targetScore: 5 }, { seed: 'seat-1', humans: 1 }), async (t) => {
      let s = await settle(t);
      assert.ok(isAwaitingHuman(s));
      assert.equal(refusalToAct(seatFacts(s)), null);
      assert.equal(mayAct(seatFacts(s), true), true, 'at the screen too: no hand-over with one person');
      // The round over: the wrong phase, whoever asks.
      while (!s.matches('roundOver') && !s.matches('matchOver')) {
        t.send(eventFor(legalMoves(s.context.match)[0]!));
        s = await settle(t);
      }
      assert.equal(refusalToAct(seatFacts(s)), 'wrong-phase');
      assert.equal(refusalToAct(seatFacts(s), true), 'wrong-phase');
    });
  });

  it("a computer seat to act: not a person's turn, and the machine takes no person's move", async () => {
    await withTable(inputFor('doubles', { players: 3 }, { seed: 'seat-computer', aiDelay: 60_000 }), (t) => {
      t.send({ type: 'pause.end' });
      let s = t.snapshot();
      while (!s.matches({ play: 'computerThinking' })) {
        t.send(eventFor(legalMoves(s.context.match)[0]!));
        s = t.snapshot();
      }
      assert.equal(refusalToAct(seatFacts(s)), 'not-your-turn');
      assert.equal(machineTakes(t), false);
    });
  });

  it('the lead: a human leader may open at once, the phase says lead', () => {
    const t = open(inputFor('maltese-cross', {}, { seed: 'seat-lead', humans: 4, aiDelay: 60_000 }));
    const s = t.snapshot();
    assert.ok(s.matches('lead'));
    assert.equal(seatFacts(s).phase, 'lead');
    assert.equal(refusalToAct(seatFacts(s)), null, 'every seat is a person: the leader may open');
    t.actor.stop();
  });

  it('hot seat: at the hand-over the screen may not act, a script may; the machine agrees', async () => {
    await withTable(inputFor('doubles', { players: 2 }, { seed: 'seat-hot', humans: 2 }), async (t) => {
      let s = await settle(t);
      while (!isHandover(s)) {
        t.send(isAwaitingHuman(s) ? eventFor(legalMoves(s.context.match)[0]!) : { type: 'round.next' });
        s = await settle(t);
      }
      const facts = seatFacts(s);
      assert.equal(facts.handingOver, true);
      assert.equal(refusalToAct(facts, true), 'not-your-turn', 'nobody at the screen may act before Ready');
      assert.equal(refusalToAct(facts), null, "the page's script may play for the seat behind it");
      assert.equal(machineTakes(t), true, 'the guard follows the policy, not the screen');
    });
  });

  for (const variant of VARIANTS)
    it(`${variant}: at every stop of a match, the machine takes a legal person's move exactly when the policy allows`, async () => {
      await withTable(inputFor(variant, { targetScore: 20 }, { seed: `seat-${variant}`, humans: 2 }), async (t) => {
        for (let step = 0; step < 400; step++) {
          const s = await settle(t);
          if (s.matches('matchOver')) break;
          const allowed = mayAct(seatFacts(s)) && legalMoves(s.context.match).length > 0;
          assert.equal(machineTakes(t), allowed, `step ${step}: ${JSON.stringify(s.value)}`);
          if (isHandover(s)) t.send({ type: 'handover.confirm' });
          else if (s.matches('roundOver')) t.send({ type: 'round.next' });
          else t.send(eventFor(legalMoves(s.context.match)[0]!));
        }
      });
    });
});
