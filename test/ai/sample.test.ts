// The sampler of hidden tiles: what a pass or a stuck draw proves is honoured in every sample, and never
// more than that (the real deal always satisfies the proofs).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { legalMoves } from '../../src/engine/index.js';
import { randomFor } from '../../src/engine/rng.js';
import { tilesInPlay } from '../../src/engine/deal.js';
import type { MatchState } from '../../src/engine/types.js';
import { viewFor } from '../../src/engine/view.js';
import { codeOf } from '../../src/ai/playout.js';
import { knowledgeOf, sampleDeal, type Knowledge } from '../../src/ai/sample.js';
import { CONFIGS, label, positions } from './positions.js';

/** Whether the tiles can be given one each to the seat's slots, each allowed by its slot (Kuhn's matching). */
function matches(k: Knowledge, seat: number, tiles: readonly number[]): boolean {
  const slots = k.slots.filter((slot) => slot.seat === seat);
  if (slots.length !== tiles.length) return false;
  const owner = new Array<number>(slots.length).fill(-1);
  const tryTile = (t: number, seen: boolean[]): boolean => {
    for (let j = 0; j < slots.length; j++) {
      if (seen[j] || slots[j]!.forbidden[tiles[t]!] === 1) continue;
      seen[j] = true;
      if (owner[j] === -1 || tryTile(owner[j]!, seen)) {
        owner[j] = t;
        return true;
      }
    }
    return false;
  };
  return tiles.every((_, t) => tryTile(t, new Array<boolean>(slots.length).fill(false)));
}

/** Tiles that fitted somewhere in the layout of `state` (for its seat to act). */
function fittingTiles(state: MatchState): Set<string> {
  const out = new Set<string>();
  const seat = state.current!;
  for (const tile of tilesInPlay(state.rules)) {
    const hands = state.hands.slice();
    hands[seat] = [tile];
    const probe = { ...state, hands, turnDrawn: [] };
    if (legalMoves(probe).some((m) => m.type === 'play')) out.add(tile);
  }
  return out;
}

for (const [variant, options] of CONFIGS) {
  describe(label(variant, options), () => {
    const states = positions(variant, options, 30, 'sample');

    test('the real deal satisfies every proof (nothing is over-constrained)', () => {
      for (const state of states) {
        const k = knowledgeOf(viewFor(state, state.current!), state.current!);
        for (let s = 0; s < state.hands.length; s++) {
          if (s === k.me) continue;
          const hand = state.hands[s]!.map(codeOf);
          const known = k.known[s]!;
          assert.ok(
            known.every((t) => hand.includes(t)),
            `seat ${s} is known to hold ${known} but holds ${hand}`,
          );
          const rest = hand.filter((t) => !known.includes(t));
          assert.ok(matches(k, s, rest), `seat ${s} of ${JSON.stringify(state.hands)}`);
        }
        assert.equal(k.slots.length + k.boneyard, k.unseen.length);
      }
    });

    test('every sample deals exactly the unseen tiles, in the right counts, honouring every proof', () => {
      for (const [i, state] of states.entries()) {
        const k = knowledgeOf(viewFor(state, state.current!), state.current!);
        const random = randomFor(`sample/${i}`);
        for (let n = 0; n < 20; n++) {
          const deal = sampleDeal(k, state.rules.players, random);
          const dealt = [...deal.hands.flat(), ...deal.boneyard].sort((a, b) => a - b);
          assert.deepEqual(
            dealt,
            [...k.unseen, ...k.known.flat()].sort((a, b) => a - b),
          );
          assert.equal(deal.boneyard.length, state.boneyard.length);
          for (let s = 0; s < state.hands.length; s++) {
            if (s === k.me) assert.equal(deal.hands[s]!.length, 0);
            else {
              assert.equal(deal.hands[s]!.length, state.hands[s]!.length);
              const rest = deal.hands[s]!.filter((t) => !k.known[s]!.includes(t));
              assert.equal(rest.length, deal.hands[s]!.length - k.known[s]!.length);
              assert.ok(matches(k, s, rest), `seat ${s} sample ${JSON.stringify(deal.hands[s])}`);
            }
          }
        }
      }
    });
  });
}

/**
 * Plays seeded games and, at every pass or stuck draw by another seat, remembers what fitted then; later
 * samples never give that seat more fitting tiles than it has drawn since.
 */
for (const variant of ['doubles-in-the-boneyard', 'doubles', 'doubles-classic'] as const) {
  test(`${variant}: a seat that passed (or drew when stuck) is only dealt a tile that fitted then if it drew after`, async () => {
    const { applyMove, newMatch, rulesFor } = await import('../../src/engine/index.js');
    const rules = rulesFor(variant, variant === 'doubles-in-the-boneyard' ? {} : { players: 3 });
    let checked = 0;
    for (let g = 0; g < 60; g++) {
      const random = randomFor(`proof/${variant}/${g}`);
      let state = newMatch(rules, `proof-${g}`);
      const proofs: { seat: number; at: number; fitting: Set<string> }[] = [];
      while (state.phase === 'play') {
        const moves = legalMoves(state);
        const move = moves[Math.floor(random() * moves.length)]!;
        const stuckDraw = move.type === 'draw' && rules.draw === 'when-stuck';
        if (move.type === 'pass' || stuckDraw)
          proofs.push({ seat: state.current!, at: state.log.length, fitting: fittingTiles(state) });
        state = applyMove(state, move);
        if (state.phase !== 'play' || proofs.length === 0) continue;
        const me = state.current!;
        const k = knowledgeOf(viewFor(state, me), me);
        for (let n = 0; n < 10; n++) {
          const deal = sampleDeal(k, rules.players, random);
          for (const proof of proofs) {
            if (proof.seat === me) continue;
            const drawnSince = state.log
              .slice(proof.at)
              .filter((r) => r.seat === proof.seat && r.move.type === 'draw').length;
            const hand = deal.hands[proof.seat]!.map((t) => `${Math.floor(t / 10)}-${t % 10}`);
            const fitting = hand.filter((t) => proof.fitting.has(t)).length;
            assert.ok(
              fitting <= drawnSince,
              `seat ${proof.seat} dealt ${fitting} tiles that fitted when it was stuck, drew ${drawnSince} since`,
            );
            checked++;
          }
        }
      }
    }
    assert.ok(checked > 200, `only ${checked} checks`);
  });
}

test('R-MC-2: the tiles another seat drew in the search for the 6-6 are not known to the player (it sees only how many)', () => {
  // Each drawer sees only its own drawn tiles: from the seat's view none of the others' (bar the 6-6, led at once) is
  // known to be in its drawer's hand, and the samples deal them among all the tiles the seat cannot see.
  let checked = 0;
  for (const state of positions('maltese-cross', {}, 80, 'search')) {
    if (state.lead.drawn === undefined) continue;
    const me = state.current!;
    const k = knowledgeOf(viewFor(state, me), me);
    const random = randomFor(`search/${checked}`);
    state.lead.drawn.forEach((tiles, s) => {
      if (s === me) return;
      const stillHeld = tiles.filter((t) => state.hands[s]!.includes(t)).map(codeOf);
      assert.deepEqual(k.known[s], []);
      for (const t of stillHeld) assert.ok(k.unseen.includes(t), `${t} is among the tiles the seat cannot see`);
      // The drawer's hand keeps its size in every sample.
      for (let n = 0; n < 5; n++) assert.equal(sampleDeal(k, 4, random).hands[s]!.length, state.hands[s]!.length);
      checked += stillHeld.length;
    });
  }
  assert.ok(checked > 20, `only ${checked} drawn tiles checked`);
});
