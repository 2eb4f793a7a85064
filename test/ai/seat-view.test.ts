// The computer players take a seat's view by type, never the whole match (issue 37 item 5): `npm run typecheck`
// compiles this file, and each `@ts-expect-error` below fails that check the day the line under it compiles, i.e. the
// day a player accepts a whole `MatchState` again. At run time: the view a player gets holds no tile its seat may not
// see, and no seed (the seed deals every hand again).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { newMatch, rulesFor, type MatchState } from '../../src/engine/index.js';
import { HIDDEN } from '../../src/engine/tiles.js';
import { viewFor, type SeatView } from '../../src/engine/view.js';
import { randomFor } from '../../src/engine/rng.js';
import { chooseMove, thinking } from '../../src/ai/index.js';
import { chooseEasy } from '../../src/ai/easy.js';
import { chooseNormal } from '../../src/ai/normal.js';
import { searchHard } from '../../src/ai/hard.js';
import { decided } from '../../src/ai/quick.js';
import { thinkingLazy } from '../../src/ai/lazy.js';
import { QUICK } from '../../src/ai/players.js';
import { knowledgeOf } from '../../src/ai/sample.js';
import { evidenceOf } from '../../src/ai/infer.js';
import type { Thinker } from '../../src/machine/computer.js';

/** Every way into a computer player, called with a whole match: each line must fail to compile. Never run. */
export function wholeMatchRefused(match: MatchState, thinker: Thinker): void {
  const random = randomFor('types');
  // @ts-expect-error the easy player takes a SeatView
  chooseEasy(match, random);
  // @ts-expect-error the normal player takes a SeatView
  chooseNormal(match, random);
  // @ts-expect-error every quick level takes a SeatView
  QUICK.normal(match, random);
  // @ts-expect-error the quick players' steps take a SeatView
  decided(match, 'easy', 's');
  // @ts-expect-error the hard player's search takes a SeatView
  searchHard(match, random);
  // @ts-expect-error what the hard player reads of the record takes a SeatView
  knowledgeOf(match, 0);
  // @ts-expect-error the evidence it weighs takes a SeatView
  evidenceOf(match, knowledgeOf(viewFor(match, 0), 0));
  // @ts-expect-error `thinking` takes a SeatView
  thinking(match, 'normal');
  // @ts-expect-error the table's lazy thinker takes a SeatView
  void thinkingLazy(match, 'hard');
  // @ts-expect-error the machine's computer actor hands its thinker a SeatView
  void thinker(match, 'normal');
  // @ts-expect-error everyone's view (show-hands) is the whole match, not one seat's
  const all: SeatView = viewFor(match, 'all');
  // @ts-expect-error nobody's view (a hand-over) is no seat's either
  const nobody: SeatView = viewFor(match, null);
  void [all, nobody];
}

describe('the seat view the computer players take', () => {
  it('hides the other hands, the boneyard and the seed; keeps the seat’s own hand and the public facts', () => {
    const match = newMatch(rulesFor('doubles', { players: 3 }), 'seat-view');
    const seat = match.current!;
    const view: SeatView = viewFor(match, seat);
    assert.deepEqual(view.hands[seat], match.hands[seat]);
    view.hands.forEach((hand, s) => {
      assert.equal(hand.length, match.hands[s]!.length);
      if (s !== seat) assert.ok(hand.every((t) => t === HIDDEN));
    });
    assert.ok(view.boneyard.every((t) => t === HIDDEN));
    assert.equal(view.boneyard.length, match.boneyard.length);
    assert.equal(view.seed, '');
    assert.deepEqual(view.layout, match.layout);
    assert.deepEqual(view.scores, match.scores);
    // chooseMove takes the whole match (the caller holds it) and decides from this view.
    assert.deepEqual(chooseMove(match, 'normal', 's'), chooseNormal(view, randomFor('s/normal')));
  });
});
