/** Scenario tests for Doubles, every double a spinner (R-DB-1…R-DB-8), and its worked examples in docs/rules.md. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newMatch, nextRound, pipTotal, tilesOf, type MatchState } from '../../src/engine/index.js';
import { accepts, ends, legal, refuses, rules, run, start } from './helpers.js';

const DB = rules('doubles');

/**
 * Worked example 1 with hands of 3: 6-6 led, then 6-3, 6-5, 6-1 and 6-0 round it; seat 1 is left with
 * {4-3, 2-1} against four locked ends. `first` is the first tile of the boneyard.
 */
function stuckSeatOne(first: string): MatchState {
  const r = rules('doubles', { handSize: 3 });
  const s = start(
    r,
    [
      ['6-6', '6-0', '5-4'],
      ['6-3', '4-3', '2-1'],
      ['6-5', '5-3', '5-2'],
      ['6-1', '4-1', '3-2'],
    ],
    [first],
  );
  return run(s, 's0 6-6; s1 6-3@0n; s2 6-5@0e; s3 6-1@0s; s0 6-0@0w');
}

/** Default hands of 6: seat 0 holds 6-6 and five 6-x, so seats 1-3 cannot follow the lead. */
const NO_SIX_HANDS = [
  ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1'],
  ['5-5', '5-4', '5-3', '5-2', '5-1', '5-0'],
  ['4-4', '4-3', '4-2', '4-1', '4-0', '3-3'],
  ['3-2', '3-1', '3-0', '2-2', '2-0', '1-1'],
];
const NO_SIX_BONEYARD = ['2-1', '1-0', '6-0', '0-0'];

/** Found by seeded random play, then fixed: a block in which seat 1 holds the lowest hand (2 pips). */
const LOW1_HANDS = [
  ['6-4', '6-5', '4-2', '5-4', '6-0', '5-0'],
  ['5-3', '4-0', '4-4', '3-2', '2-0', '1-0'],
  ['4-3', '4-1', '2-1', '5-1', '5-2', '3-1'],
  ['3-3', '6-1', '3-0', '1-1', '6-3', '5-5'],
];
const LOW1_BONEYARD = ['2-2', '6-2', '6-6', '0-0'];
const LOW1_PLAY =
  's3 5-5; s0 5-4@0e; s1 5-3@0n; s2 5-1@0w; s3 3-3@2n; s0 5-0@0s; s1 3-2@4e; s2 3-1@4w; s3 1-1@7w; ' +
  's0 draw; s0 2-2@6e; s1 1-0@3w; s2 4-1@8n; s3 6-1@8s; s0 4-2@9n; s1 4-4@13n; s2 4-3@4n; s3 draw; ' +
  's3 6-2@9s; s0 6-4@14n; s1 4-0@15n; s2 2-1@9e';

/** Found the same way: a block in which seats 0 and 1 tie for the lowest hand on 5 pips. */
const TIE_HANDS = [
  ['6-4', '5-3', '1-0', '4-2', '2-2', '5-0'],
  ['6-0', '6-2', '3-2', '4-1', '4-0', '5-1'],
  ['6-5', '6-6', '2-1', '4-3', '6-1', '5-4'],
  ['3-0', '0-0', '1-1', '5-2', '3-1', '2-0'],
];
const TIE_BONEYARD = ['6-3', '3-3', '5-5', '4-4'];
const TIE_PLAY =
  's2 6-6; s3 draw; s3 6-3@0e; s0 6-4@0n; s1 6-2@0s; s2 6-1@0w; s3 1-1@4w; s0 1-0@5s; s1 5-1@5w; ' +
  's2 2-1@5n; s3 0-0@6s; s0 2-2@8n; s1 4-0@9e; s2 draw; s2 3-3@1e; s3 5-2@10e; s0 5-3@12s; s1 3-2@12e; ' +
  's2 4-3@12n; s3 2-0@9s; s0 4-2@10n; s1 6-0@9w; s2 6-5@19w';
const TIE_PIPS = [5, 5, 9, 7];

describe('Doubles (every double a spinner)', () => {
  it('R-DB-1: double-six set, 2-4 players (4 by default), hands 8/6/6, boneyard 12/10/4, target 100', () => {
    assert.equal(DB.players, 4);
    assert.equal(DB.targetScore, 100);
    for (const [players, hand, boneyard] of [
      [2, 8, 12],
      [3, 6, 10],
      [4, 6, 4],
    ] as const) {
      const r = rules('doubles', { players });
      assert.equal(r.handSize, hand);
      const s = newMatch(r, `db-1-${players}`);
      assert.deepEqual(
        s.hands.map((h) => h.length),
        Array.from({ length: players }, () => hand),
      );
      assert.equal(s.boneyard.length, boneyard);
      assert.equal(s.drawable, boneyard - 2);
    }
    assert.equal(tilesOf('double-six').length, 28);
    assert.throws(() => rules('doubles', { players: 1 }), RangeError);
    assert.throws(() => rules('doubles', { players: 5 }), RangeError);
  });

  it('R-DB-2: whoever holds the highest double leads it; no other tile may open', () => {
    const s = start(DB, [
      ['6-5', '6-4', '6-3', '6-2', '6-1', '6-0'],
      ['3-3', '5-4', '5-3', '5-2', '5-1', '5-0'],
      ['5-5', '4-3', '4-2', '4-1', '4-0', '2-2'],
      ['3-2', '3-1', '3-0', '2-1', '2-0', '1-0'],
    ]);
    assert.deepEqual(s.lead, { seat: 2, how: 'highest-double', tile: '5-5' });
    assert.equal(s.current, 2);
    assert.deepEqual(legal(s), ['5-5@center']);
    refuses(s, '2-2@center', 'must-lead');
    refuses(s, '4-3@center', 'must-lead');
    refuses(s, 'draw', 'must-lead');
  });

  it('R-DB-2: when nobody holds a double the tiles are reshuffled and redealt from the seed', () => {
    const r = rules('doubles', { players: 2 });
    const hands = [
      ['6-5', '6-4', '6-3', '6-2', '6-1', '6-0', '5-4', '5-3'],
      ['5-2', '5-1', '5-0', '4-3', '4-2', '4-1', '4-0', '3-2'],
    ];
    const s = start(r, hands);
    assert.equal(s.lead.how, 'highest-double');
    assert.ok((s.lead.redeals ?? 0) >= 1, 'at least one redeal');
    assert.notDeepEqual(s.hands, hands);
    const doubles = s.hands.flat().filter((t) => t[0] === t[2]);
    const highest = doubles.sort().at(-1)!;
    assert.equal(s.lead.tile, highest);
    assert.ok(s.hands[s.lead.seat]!.includes(highest));
    assert.deepEqual(start(r, hands), s, 'the redeal is deterministic');
  });

  it('R-DB-2: the highest double leads every round (not the previous winner)', () => {
    let s = run(start(DB, LOW1_HANDS, LOW1_BONEYARD), LOW1_PLAY);
    assert.equal(s.lastRound!.winner, 1);
    for (let round = 2; round <= 4; round++) {
      s = nextRound({ ...s, phase: 'round-over' } as MatchState);
      assert.equal(s.lead.how, 'highest-double');
      const doubles = s.hands.flat().filter((t) => t[0] === t[2]);
      assert.equal(s.lead.tile, doubles.sort().at(-1));
      s = { ...s, phase: 'round-over', lastRound: { ...s.lastRound!, winner: 1 } } as MatchState;
    }
  });

  it('R-DB-3: play goes to the left (clockwise)', () => {
    let s = start(DB, LOW1_HANDS, LOW1_BONEYARD);
    assert.equal(s.current, 3);
    s = accepts(s, '5-5@center');
    assert.equal(s.current, 0);
    s = accepts(s, '5-4@0e');
    assert.equal(s.current, 1);
  });

  it('R-DB-4: the lead spins (4 ends) and its sides need not be filled before an arm grows', () => {
    let s = start(DB, LOW1_HANDS, LOW1_BONEYARD);
    s = run(s, 's3 5-5');
    assert.deepEqual(ends(s), ['0n:5', '0e:5', '0s:5', '0w:5']);
    assert.equal(s.layout.tiles[0]!.spinner, true);
    s = run(s, 's0 5-4@0e; s1 5-3@0n; s2 5-1@0w; s3 3-3@2n');
    // The 0s side is still free while the 3-3 spins on the north arm.
    assert.deepEqual(ends(s), ['0s:5', '1e:4', '3w:1', '4n:3', '4w:3', '4e:3']);
    assert.equal(s.layout.tiles[4]!.spinner, true);
  });

  it('R-DB-4 (worked example): 3-3 played on 6-3 exposes three ends showing 3; a 4-3 may go on any of them', () => {
    const r = rules('doubles', { handSize: 3 });
    let s = start(
      r,
      [
        ['6-6', '4-3', '5-0'],
        ['6-3', '5-4', '5-2'],
        ['3-3', '6-5', '5-1'],
        ['6-1', '4-1', '3-2'],
      ],
      ['2-1'],
    );
    s = run(s, 's0 6-6; s1 6-3@0n; s2 3-3@1n; s3 6-1@0e');
    assert.deepEqual(ends(s), ['0s:6', '0w:6', '2n:3', '2w:3', '2e:3', '3e:1']);
    assert.deepEqual(
      legal(s).filter((m) => m.startsWith('4-3')),
      ['4-3@2n', '4-3@2w', '4-3@2e'],
    );
    for (const end of ['2n', '2w', '2e']) {
      const after = accepts(s, `4-3@${end}`);
      assert.deepEqual(after.layout.tiles.at(-1), {
        tile: '4-3',
        parent: 2,
        end,
        spinner: false,
        match: 3,
        dir: end[1],
      });
    }
  });

  it('R-DB-5 (worked example): 6-3, 6-5, 6-1, 6-0 round the 6-6 leave ends 3, 5, 1, 0 all locked', () => {
    const s = stuckSeatOne('0-0');
    assert.deepEqual(ends(s), ['1n:3', '2e:5', '3s:1', '4w:0']);
    assert.deepEqual(s.unlocked, [6]);
    assert.ok(s.layout.ends.every((e) => !e.open));
    refuses(s, '4-3@1n', 'suit-locked');
    refuses(s, '2-1@3s', 'suit-locked');
    refuses(s, '4-3@3s', 'no-match');
    refuses(s, 'pass', 'must-draw');
    assert.deepEqual(legal(s), ['draw']);
  });

  it('R-DB-6 (worked example): the stuck hand {4-3, 2-1} draws 0-0 and must play it on the 0', () => {
    let s = stuckSeatOne('0-0');
    s = accepts(s, 'draw');
    assert.equal(s.current, 1);
    assert.deepEqual(s.hands[1], ['4-3', '2-1', '0-0']);
    assert.deepEqual(legal(s), ['0-0@4w']);
    refuses(s, 'pass', 'must-play-drawn');
    refuses(s, 'draw', 'must-play-drawn');
    refuses(s, '4-3@1n', 'must-play-drawn');
    s = accepts(s, '0-0@4w');
    assert.deepEqual(ends(s), ['1n:3', '2e:5', '3s:1', '5w:0', '5s:0', '5n:0']);
    assert.deepEqual(s.unlocked, [6, 0]);
    assert.equal(s.current, 2);
  });

  it('R-DB-6 + R-DB-7 (worked example): drawing 4-2 passes the turn; only one tile is drawn', () => {
    let s = stuckSeatOne('4-2');
    s = accepts(s, 'draw');
    assert.deepEqual(s.hands[1], ['4-3', '2-1', '4-2']);
    assert.deepEqual(legal(s), ['pass']);
    refuses(s, 'draw', 'cannot-draw');
    s = accepts(s, 'pass');
    assert.equal(s.current, 2);
    assert.equal(s.boneyard.length, 15);
  });

  it('R-DB-6: a player who can play may not draw (must-play)', () => {
    const s = run(start(DB, LOW1_HANDS, LOW1_BONEYARD), 's3 5-5');
    refuses(s, 'draw', 'must-play');
    refuses(s, 'pass', 'must-play');
  });

  it('R-DB-6 + R-DB-7: the last 2 tiles are never drawn; then a stuck player passes', () => {
    let s = start(DB, NO_SIX_HANDS, NO_SIX_BONEYARD);
    assert.equal(s.drawable, 2);
    s = run(s, 's0 6-6; s1 draw; s1 pass; s2 draw; s2 pass');
    assert.deepEqual(s.hands[1]!.at(-1), '2-1');
    assert.deepEqual(s.hands[2]!.at(-1), '1-0');
    assert.equal(s.current, 3);
    assert.equal(s.drawable, 0);
    assert.deepEqual(s.boneyard, ['6-0', '0-0']);
    assert.deepEqual(legal(s), ['pass']);
    refuses(s, 'draw', 'cannot-draw');
    s = accepts(s, 'pass');
    assert.equal(s.current, 0);
    assert.equal(s.phase, 'play');
  });

  it('R-DB-8 + R-ALL-8: domino: the winner scores the pips in all other hands, never the boneyard', () => {
    const r = rules('doubles', { players: 2, handSize: 2 });
    let s = start(r, [
      ['6-6', '6-1'],
      ['6-5', '5-5'],
    ]);
    s = run(s, 's0 6-6; s1 6-5@0n; s0 6-1@0e');
    assert.equal(s.boneyard.length, 24);
    assert.deepEqual(s.lastRound, {
      round: 1,
      reason: 'domino',
      winner: 0,
      points: [10, 0],
      scores: [10, 0],
      hands: [[], ['5-5']],
    });
  });

  it('R-DB-8 + R-ALL-7: block: the lowest hand scores the pips of all opponents, its own neither added nor subtracted', () => {
    let s = run(start(DB, LOW1_HANDS, LOW1_BONEYARD), LOW1_PLAY.slice(0, LOW1_PLAY.lastIndexOf(';')));
    assert.equal(s.phase, 'play');
    s = run(s, 's2 2-1@9e');
    assert.equal(s.phase, 'round-over');
    assert.equal(s.drawable, 0);
    assert.equal(s.lastRound!.reason, 'blocked');
    assert.deepEqual(s.lastRound!.hands.map(pipTotal), [17, 2, 7, 12]);
    assert.equal(s.lastRound!.winner, 1);
    assert.deepEqual(s.lastRound!.points, [0, 17 + 7 + 12, 0, 0]);
    assert.deepEqual(s.scores, [0, 36, 0, 0]);
    assert.equal(s.log.filter((m) => m.move.type === 'pass').length, 0, 'no circle of passes');
  });

  it('R-DB-8: block with a tie for the lowest hand: nobody scores', () => {
    const s = run(start(DB, TIE_HANDS, TIE_BONEYARD), TIE_PLAY);
    assert.equal(s.lastRound!.reason, 'blocked');
    assert.deepEqual(s.lastRound!.hands.map(pipTotal), TIE_PIPS);
    assert.equal(s.lastRound!.winner, null);
    assert.deepEqual(s.lastRound!.points, [0, 0, 0, 0]);
  });
});
