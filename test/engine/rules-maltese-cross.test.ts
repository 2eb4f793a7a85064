/** Scenario tests for Maltese Cross (R-MC-1…R-MC-9) and its worked examples in docs/rules.md. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyMove, legalMoves, newMatch, nextRound, pipTotal, type MatchState } from '../../src/engine/index.js';
import { accepts, ends, legal, refuses, rules, run, start, withScores } from './helpers.js';

const MC = rules('maltese-cross');

/**
 * A deal that ends in a block: the cross is filled, then 1-1 / 5-1 and 0-0 / 4-0 turn two arms so that
 * the four ends show 5, 4, 5, 4, whose doubles wait in the 2-tile reserve.
 */
const BLOCK_HANDS = [
  ['6-6', '6-0', '4-0', '6-3', '6-2'],
  ['6-5', '1-1', '5-4', '5-3', '5-2'],
  ['6-4', '0-0', '5-0', '4-3', '4-2'],
  ['6-1', '5-1', '4-1', '3-3', '3-2'],
];
const BLOCK_BONEYARD = ['3-1', '3-0', '2-2', '2-1', '2-0', '1-0', '5-5', '4-4'];
const BLOCK_PLAY = 's0 6-6; s1 6-5@0n; s2 6-4@0e; s3 6-1@0s; s0 6-0@0w; s1 1-1@3s; s2 0-0@4w; s3 5-1@5s; s0 4-0@6w';

/** The position of the first worked example, seat 0 to act holding 3-1, 5-2, 5-5 and 1-1. */
function workedExampleOne(): MatchState {
  const s = start(
    MC,
    [
      ['6-6', '3-1', '5-2', '5-5', '1-1'],
      ['6-4', '4-4', '6-2', '5-4', '5-3'],
      ['6-3', '3-3', '6-1', '5-1', '5-0'],
      ['6-0', '4-1', '4-3', '4-2', '4-0'],
    ],
    ['6-5', '3-2', '3-0', '2-2', '2-1', '2-0', '1-0', '0-0'],
  );
  return run(s, 's0 6-6; s1 6-4@0n; s2 6-3@0e; s3 6-0@0s; s0 draw; s0 6-5@0w; s1 4-4@1n; s2 3-3@2e; s3 4-1@5n');
}

describe('Maltese Cross', () => {
  it('R-MC-1: double-six set, exactly 4 players, 5 tiles each, 8 in the boneyard, target 200', () => {
    assert.equal(MC.players, 4);
    assert.equal(MC.handSize, 5);
    assert.equal(MC.set, 'double-six');
    assert.equal(MC.targetScore, 200);
    for (const seed of ['a', 'b', 'c', 'd', 'e']) {
      const s = newMatch(MC, seed);
      const drawn = (s.lead.drawn ?? [[], [], [], []]).map((d) => d.length);
      assert.deepEqual(
        s.hands.map((h, seat) => h.length - (drawn[seat] as number)),
        [5, 5, 5, 5],
      );
      assert.equal(s.boneyard.length + drawn.reduce((a, b) => a + b, 0), 8);
    }
    assert.throws(() => rules('maltese-cross', { players: 3 }), RangeError);
    assert.throws(() => rules('maltese-cross', { players: 5 }), RangeError);
  });

  it('R-MC-2: whoever holds the 6-6 leads it, and only it', () => {
    const s = start(MC, [
      ['5-5', '5-4', '5-3', '5-2', '5-1'],
      ['4-4', '4-3', '4-2', '4-1', '4-0'],
      ['6-6', '6-5', '6-4', '6-3', '6-2'],
      ['3-3', '3-2', '3-1', '3-0', '2-2'],
    ]);
    assert.deepEqual(s.lead, { seat: 2, how: 'double-six', tile: '6-6' });
    assert.equal(s.current, 2);
    assert.deepEqual(legal(s), ['6-6@center']);
    refuses(s, '6-5@center', 'must-lead');
    refuses(s, 'draw', 'must-lead');
    refuses(s, 'pass', 'must-lead');
    const led = accepts(s, '6-6@center');
    assert.deepEqual(ends(led), ['0n:6', '0e:6', '0s:6', '0w:6']);
  });

  it('R-MC-2: nobody holds the 6-6, so from the dealer round to the left each draws until it appears, keeping the tiles', () => {
    const hands = [
      ['5-5', '5-4', '5-3', '5-2', '5-1'],
      ['4-4', '4-3', '4-2', '4-1', '4-0'],
      ['6-5', '6-4', '6-3', '6-2', '6-1'],
      ['3-3', '3-2', '3-1', '3-0', '2-2'],
    ];
    const s = start(MC, hands, ['2-1', '2-0', '1-1', '1-0', '0-0', '6-6', '6-0', '5-0']);
    assert.equal(s.dealer, 0);
    assert.deepEqual(s.lead, {
      seat: 1,
      how: 'double-six',
      tile: '6-6',
      drawn: [['2-1', '0-0'], ['2-0', '6-6'], ['1-1'], ['1-0']],
      // The same draws in the order made: the dealer (seat 0) first, round to the left.
      search: [
        { seat: 0, tile: '2-1' },
        { seat: 1, tile: '2-0' },
        { seat: 2, tile: '1-1' },
        { seat: 3, tile: '1-0' },
        { seat: 0, tile: '0-0' },
        { seat: 1, tile: '6-6' },
      ],
    });
    assert.equal(s.current, 1);
    assert.deepEqual(s.hands[0], [...(hands[0] as string[]), '2-1', '0-0']);
    assert.deepEqual(s.hands[1], [...(hands[1] as string[]), '2-0', '6-6']);
    assert.deepEqual(s.boneyard, ['6-0', '5-0']);
    assert.equal(s.drawable, 0);
    assert.deepEqual(legal(s), ['6-6@center']);
  });

  it('R-MC-2: the two-tile reserve does not stop the search: the 6-6 may be the last tile', () => {
    const s = start(
      MC,
      [
        ['5-5', '5-4', '5-3', '5-2', '5-1'],
        ['4-4', '4-3', '4-2', '4-1', '4-0'],
        ['6-5', '6-4', '6-3', '6-2', '6-1'],
        ['3-3', '3-2', '3-1', '3-0', '2-2'],
      ],
      ['2-1', '2-0', '1-1', '1-0', '0-0', '6-0', '5-0', '6-6'],
    );
    assert.equal(s.lead.seat, 3);
    assert.deepEqual(s.lead.drawn, [
      ['2-1', '0-0'],
      ['2-0', '6-0'],
      ['1-1', '5-0'],
      ['1-0', '6-6'],
    ]);
    assert.deepEqual(s.boneyard, []);
    assert.deepEqual(
      s.hands.map((h) => h.length),
      [7, 7, 7, 7],
    );
  });

  it("R-MC-2: in later rounds the search starts at that round's dealer (one seat further left each round)", () => {
    // Seeds are tried in a fixed order until round 2 deals the 6-6 to nobody; the result is deterministic.
    let checked = 0;
    for (let i = 0; checked < 3 && i < 400; i++) {
      let s: MatchState = newMatch(MC, `mc-search-${i}`);
      while (s.phase === 'play') s = applyMove(s, legalMoves(s)[0]!);
      if (s.phase !== 'round-over') continue;
      s = nextRound(s);
      assert.equal(s.dealer, 1);
      const drawn = s.lead.drawn;
      if (!drawn) continue;
      checked++;
      const total = drawn.reduce((n, d) => n + d.length, 0);
      // The k-th tile drawn (k from 0) goes to seat dealer + k, round to the left.
      for (let seat = 0; seat < 4; seat++) {
        const turn: number = (seat - s.dealer + 4) % 4;
        const expected: number = turn < total ? Math.floor((total - 1 - turn) / 4) + 1 : 0;
        assert.equal(drawn[seat]!.length, expected, `seat ${seat} drew ${drawn[seat]!.length}`);
      }
      assert.equal(s.lead.seat, (s.dealer + total - 1) % 4);
      assert.equal(drawn[s.lead.seat]!.at(-1), '6-6');
      assert.equal(drawn.flat().filter((t) => t === '6-6').length, 1);
      assert.ok(drawn.every((d, seat) => d.every((t) => s.hands[seat]!.includes(t))));
      // The record of the search in draw order: draw k by seat dealer + k, each seat's draws as in `drawn`.
      const search = s.lead.search!;
      assert.equal(search.length, total);
      search.forEach(({ seat }, k) => assert.equal(seat, (s.dealer + k) % 4, `draw ${k}`));
      assert.deepEqual(
        drawn,
        drawn.map((_, seat) => search.filter((d) => d.seat === seat).map((d) => d.tile)),
      );
    }
    assert.equal(checked, 3, 'found three round-2 searches');
  });

  it('R-MC-3: play goes to the left, starting with the player after the leader', () => {
    let s = start(MC, [
      ['5-5', '5-4', '5-3', '5-2', '5-1'],
      ['4-4', '4-3', '4-2', '4-1', '4-0'],
      ['6-6', '6-5', '6-4', '6-3', '6-2'],
      ['6-1', '3-2', '3-1', '3-0', '2-2'],
    ]);
    s = run(s, 's2 6-6; s3 6-1@0n');
    assert.equal(s.current, 0);
    s = run(s, 's0 draw');
    assert.equal(s.current, 0, 'a draw keeps the turn');
  });

  it('R-MC-4 (worked example): on 6-6 + 6-4, 4-4 on the 4 is cross-incomplete; 6-2 on a free side is legal', () => {
    let s = start(MC, [
      ['6-6', '5-5', '3-2', '2-1', '1-0'],
      ['6-4', '5-4', '5-3', '5-2', '5-1'],
      ['4-4', '6-2', '4-3', '4-2', '4-1'],
      ['6-5', '6-3', '6-1', '6-0', '3-3'],
    ]);
    s = run(s, 's0 6-6; s1 6-4@0n');
    assert.deepEqual(ends(s), ['0e:6', '0s:6', '0w:6', '1n:4']);
    refuses(s, '4-4@1n', 'cross-incomplete');
    refuses(s, '4-3@1n', 'cross-incomplete');
    refuses(s, '6-2@1n', 'no-match');
    refuses(s, '6-2@0n', 'no-such-end');
    assert.deepEqual(legal(s), ['6-2@0e', '6-2@0s', '6-2@0w', 'draw']);
    assert.deepEqual(
      s.layout.ends.map((e) => e.open),
      [true, true, true, false],
    );
    s = accepts(s, '6-2@0e');
    s = run(s, 's3 6-5@0s');
    assert.deepEqual(legal(s), ['draw'], 'seat 0 has no 6-x: it may only draw');
  });

  it('R-MC-5: after the cross exactly four ends, one per arm; a later double lies crosswise with one end', () => {
    let s = start(MC, BLOCK_HANDS, BLOCK_BONEYARD);
    s = run(s, 's0 6-6; s1 6-5@0n; s2 6-4@0e; s3 6-1@0s; s0 6-0@0w');
    assert.deepEqual(ends(s), ['1n:5', '2e:4', '3s:1', '4w:0']);
    s = run(s, 's1 1-1@3s');
    assert.equal(s.layout.tiles[5]!.spinner, false);
    assert.deepEqual(ends(s), ['1n:5', '2e:4', '4w:0', '5s:1']);
  });

  it('R-MC-6 (worked example): 3-1 locked on the 1 of 4-1, legal on the 3-3; 5-2 locked, 5-5 legal; 1-1 unlocks suit 1', () => {
    const s = workedExampleOne();
    assert.deepEqual(ends(s), ['3s:0', '4w:5', '6e:3', '7n:1']);
    assert.deepEqual([...s.unlocked].sort(), [3, 4, 6]);
    assert.equal(s.current, 0);
    refuses(s, '3-1@7n', 'suit-locked');
    accepts(s, '3-1@6e');
    refuses(s, '5-2@4w', 'suit-locked');
    accepts(s, '5-5@4w');
    let after = accepts(s, '1-1@7n');
    assert.deepEqual([...after.unlocked].sort(), [1, 3, 4, 6]);
    assert.deepEqual(ends(after), ['3s:0', '4w:5', '6e:3', '8n:1']);
    // Seat 1 plays on; then seat 2's 5-1 goes on the 1 although its other number, 5, is still locked.
    after = run(after, 's1 5-3@6e');
    refuses(after, '5-1@4w', 'suit-locked');
    after = accepts(after, '5-1@8n');
    assert.deepEqual(ends(after).at(-1), '10n:5');
  });

  it('R-MC-7: drawing is allowed while able to play; after a draw any legal tile may be played', () => {
    const s = workedExampleOne();
    assert.ok(legal(s).includes('draw'));
    refuses(s, 'pass', 'must-draw');
    const drawn = accepts(s, 'draw');
    assert.equal(drawn.current, 0);
    assert.deepEqual(drawn.hands[0]!.at(-1), '3-2');
    assert.equal(drawn.drawable, 4);
    accepts(drawn, '1-1@7n');
    accepts(drawn, '3-2@6e');
  });

  it('R-MC-7: no pass while 3 or more tiles remain (must-draw); drawing closes at 2 (cannot-draw)', () => {
    let s = run(start(MC, BLOCK_HANDS, BLOCK_BONEYARD), BLOCK_PLAY);
    assert.deepEqual(ends(s), ['1n:5', '2e:4', '7s:5', '8w:4']);
    for (let left = 8; left > 3; left--) {
      assert.equal(s.boneyard.length, left);
      assert.equal(s.drawable, left - 2);
      refuses(s, 'pass', 'must-draw');
      assert.deepEqual(legal(s), ['draw']);
      s = accepts(s, 'draw');
      assert.equal(s.current, 1);
    }
    assert.equal(s.boneyard.length, 3);
    refuses(s, 'pass', 'must-draw');
  });

  it('R-MC-8: with drawing closed, a player who can play must play; one who cannot passes', () => {
    // As the block deal, but the 5-5 is drawn sixth: seat 1 can play it when drawing closes.
    let s = start(MC, BLOCK_HANDS, ['3-1', '3-0', '2-2', '2-1', '2-0', '5-5', '1-0', '4-4']);
    s = run(s, `${BLOCK_PLAY}; s1 draw; s1 draw; s1 draw; s1 draw; s1 draw; s1 draw`);
    assert.equal(s.phase, 'play');
    assert.equal(s.drawable, 0);
    refuses(s, 'pass', 'must-play');
    refuses(s, 'draw', 'cannot-draw');
    assert.deepEqual(legal(s), ['5-5@1n', '5-5@7s']);
    s = run(s, 's1 5-5@1n; s2 5-0@9n');
    assert.deepEqual(legal(s), ['pass']);
    refuses(s, 'draw', 'cannot-draw');
    s = run(s, 's3 pass; s0 pass');
    assert.equal(s.current, 1);
    assert.ok(legal(s).includes('3-0@10n'));
  });

  it('R-MC-9 (worked example): domino by seat 0 while the others hold 5-5 / 4-1 + 3-0 / 6-2 scores 26', () => {
    // Hands of 2 tiles keep the example short; the count is the same at any hand size.
    const r = rules('maltese-cross', { handSize: 2 });
    let s = start(
      r,
      [
        ['6-6', '6-5'],
        ['6-4', '5-5'],
        ['4-1', '3-0'],
        ['6-3', '6-2'],
      ],
      ['6-1'],
    );
    s = run(s, 's0 6-6; s1 6-4@0n; s2 draw; s2 6-1@0e; s3 6-3@0s; s0 6-5@0w');
    assert.equal(s.phase, 'round-over');
    assert.deepEqual(s.hands, [[], ['5-5'], ['4-1', '3-0'], ['6-2']]);
    assert.deepEqual(s.lastRound, {
      round: 1,
      reason: 'domino',
      winner: 0,
      points: [26, 0, 0, 0],
      scores: [26, 0, 0, 0],
      hands: [[], ['5-5'], ['4-1', '3-0'], ['6-2']],
    });
    assert.deepEqual(s.scores, [26, 0, 0, 0]);
  });

  it('R-MC-9 + R-ALL-7: the round blocks on the draw that closes the boneyard; 10 points each', () => {
    let s = run(start(MC, BLOCK_HANDS, BLOCK_BONEYARD), BLOCK_PLAY);
    s = run(s, 's1 draw; s1 draw; s1 draw; s1 draw; s1 draw');
    assert.equal(s.phase, 'play');
    s = accepts(s, 'draw');
    assert.equal(s.phase, 'round-over');
    assert.equal(s.current, null);
    assert.deepEqual(s.boneyard, ['5-5', '4-4']);
    assert.equal(s.log.filter((m) => m.move.type === 'pass').length, 0, 'no circle of passes');
    assert.equal(s.lastRound?.reason, 'blocked');
    assert.equal(s.lastRound?.winner, null);
    assert.deepEqual(s.lastRound?.points, [10, 10, 10, 10]);
    assert.deepEqual(s.scores, [10, 10, 10, 10]);
    // R-ALL-8: the reserve never counts, hands do not count in a Maltese block either.
    assert.equal(pipTotal(s.lastRound!.hands.flat()) > 0, true);
  });

  it('R-MC-9 + R-ALL-10 (worked example): a block from 195/190/120/100 gives 205/200/130/110 and seat 0 wins', () => {
    let s = withScores(start(MC, BLOCK_HANDS, BLOCK_BONEYARD), [195, 190, 120, 100]);
    s = run(s, `${BLOCK_PLAY}; s1 draw; s1 draw; s1 draw; s1 draw; s1 draw; s1 draw`);
    assert.equal(s.phase, 'match-over');
    assert.deepEqual(s.scores, [205, 200, 130, 110]);
    assert.equal(s.winner, 0);
    assert.throws(() => nextRound(s), /wrong-phase/);
    refuses(s, 'pass', 'wrong-phase');
  });

  it('R-MC-9 + R-ALL-10 (worked example): from 195/195/120/100 the block ties the top at 205: another round', () => {
    let s = withScores(start(MC, BLOCK_HANDS, BLOCK_BONEYARD), [195, 195, 120, 100]);
    s = run(s, `${BLOCK_PLAY}; s1 draw; s1 draw; s1 draw; s1 draw; s1 draw; s1 draw`);
    assert.equal(s.phase, 'round-over');
    assert.equal(s.winner, null);
    assert.deepEqual(s.scores, [205, 205, 130, 110]);
    const next = nextRound(s);
    assert.equal(next.phase, 'play');
    assert.equal(next.round, 2);
    assert.equal(next.dealer, 1);
    assert.deepEqual(next.scores, [205, 205, 130, 110]);
    assert.equal(next.lead.how, 'double-six');
  });
});
