/** Scenario tests for Kelley's Doubles (R-DC-1…R-DC-8) and its worked example in docs/rules.md. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newMatch, nextRound, pipTotal, type MatchState, type RuleOptions } from '../../src/engine/index.js';
import { accepts, ends, legal, refuses, rules, run, start } from './helpers.js';

const DC = rules('doubles-classic');
const NINE = rules('doubles-classic', { set: 'double-nine' });

const STUCK_HANDS = [
  ['9-9', '8-8', '8-7', '8-6', '8-5', '8-4', '8-3'],
  ['9-0', '7-7', '7-6', '7-5', '7-4', '7-3', '7-1'],
  ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '5-5'],
  ['5-4', '5-3', '5-2', '5-1', '4-4', '4-3', '4-2'],
];

/** Double-nine: 9-9 led, 9-0 on it; seat 2 holds no 9 and no 0-0 and the boneyard starts 7-2, 4-1, 0-0. */
const stuckOnNine = (): MatchState => run(start(NINE, STUCK_HANDS, ['7-2', '4-1', '0-0']), 's0 9-9; s1 9-0@0n');

/** Found by seeded random play, then fixed (2 players): the draw that empties the boneyard blocks. */
const LOW1_RULES = rules('doubles-classic', { players: 2 });
const LOW1_HANDS = [
  ['5-4', '4-3', '3-2', '2-2', '5-1', '6-5', '5-0'],
  ['3-1', '6-4', '6-2', '4-1', '3-3', '4-0', '5-2'],
];
const LOW1_BONEYARD = [
  '1-0',
  '2-0',
  '1-1',
  '6-1',
  '4-4',
  '6-3',
  '2-1',
  '6-6',
  '5-5',
  '6-0',
  '0-0',
  '5-3',
  '3-0',
  '4-2',
];
const LOW1_PLAY =
  's1 3-3; s0 4-3@0n; s1 3-1@0s; s0 3-2@0e; s1 draw; s1 draw; s1 draw; s1 1-1@2s; s0 5-1@4w; ' +
  's1 1-0@4e; s0 2-2@3e; s1 6-2@7s; s0 draw; s0 6-1@4s; s1 2-0@7e; s0 draw; s0 4-4@1n; s1 4-0@11w; ' +
  's0 5-4@11n; s1 5-2@7n; s0 draw; s0 6-3@0w; s1 6-4@11e; s0 draw; s0 draw; s0 6-6@8s; s1 draw; ' +
  's1 5-5@5w; s0 5-0@18w; s1 draw; s1 6-0@15w; s0 6-5@13n; s1 draw; s1 0-0@20w; s0 draw; s0 5-3@18s; ' +
  's1 draw; s1 3-0@12w';

/** Found the same way: a block with both hands on 6 pips. */
const TIE_HANDS = [
  ['1-0', '6-1', '6-3', '6-2', '3-3', '2-2', '4-4'],
  ['3-1', '3-0', '5-4', '5-2', '6-4', '6-0', '3-2'],
];
const TIE_BONEYARD = ['6-5', '2-1', '5-0', '4-1', '4-3', '0-0', '5-1', '4-0', '5-3', '1-1', '4-2', '6-6', '2-0', '5-5'];
const TIE_PLAY =
  's0 4-4; s1 6-4@0s; s0 draw; s0 draw; s0 draw; s0 draw; s0 4-1@0n; s1 5-4@0w; s0 draw; s0 4-3@0e; ' +
  's1 draw; s1 draw; s1 draw; s1 draw; s1 draw; s1 1-1@2n; s0 2-1@5w; s1 3-1@5e; s0 2-2@6w; s1 3-2@8n; ' +
  's0 3-3@7e; s1 5-3@10n; s0 6-3@4e; s1 3-0@10e; s0 6-1@5n; s1 0-0@13e; s0 1-0@15e; s1 6-0@15n; ' +
  's0 6-2@8s; s1 5-2@8w; s0 5-0@15s; s1 5-1@16e; s0 draw; s0 draw; s0 6-6@17n; s1 draw; s1 draw; ' +
  's1 5-5@19w; s0 6-5@23w';

describe("Doubles, Kelley's rules", () => {
  it('R-DC-1: set double-six (default) or double-nine, 2-4 players; hands 7 / 5 / 5, double-nine 7 each', () => {
    assert.equal(DC.set, 'double-six');
    assert.equal(DC.players, 4);
    assert.equal(DC.targetScore, 100);
    const cases: [Partial<RuleOptions>, number, number][] = [
      [{ players: 2 }, 7, 14],
      [{ players: 3 }, 5, 13],
      [{ players: 4 }, 5, 8],
      [{ set: 'double-nine', players: 2 }, 7, 41],
      [{ set: 'double-nine', players: 3 }, 7, 34],
      [{ set: 'double-nine', players: 4 }, 7, 27],
    ];
    for (const [options, hand, boneyard] of cases) {
      const r = rules('doubles-classic', options);
      assert.equal(r.handSize, hand, JSON.stringify(options));
      const s = newMatch(r, 'dc-1');
      assert.ok(s.hands.every((h) => h.length === hand));
      assert.equal(s.boneyard.length, boneyard);
      assert.equal(s.drawable, boneyard, 'no reserve');
    }
    for (const target of [50, 101, 150, 200, 1]) {
      assert.equal(rules('doubles-classic', { targetScore: target }).targetScore, target);
    }
  });

  it('R-DC-2: highest-double: the heaviest double leads (9-9 in a double-nine set)', () => {
    const s = stuckOnNine();
    assert.deepEqual(s.lead, { seat: 0, how: 'highest-double', tile: '9-9' });
  });

  it('R-DC-2: lead double-six: the 6-6 leads even when a heavier double was dealt', () => {
    const r = rules('doubles-classic', { set: 'double-nine', lead: 'double-six' });
    const s = start(r, STUCK_HANDS);
    assert.deepEqual(s.lead, { seat: 2, how: 'double-six', tile: '6-6' });
    assert.deepEqual(legal(s), ['6-6@center']);
    refuses(s, '5-5@center', 'must-lead');
  });

  it('R-DC-2: lead double-six: when the 6-6 was not dealt, reshuffle and redeal; the same rule every round', () => {
    const r = rules('doubles-classic', { lead: 'double-six' });
    const hands = [
      ['5-5', '5-4', '5-3', '5-2', '5-1'],
      ['4-4', '4-3', '4-2', '4-1', '4-0'],
      ['6-5', '6-4', '6-3', '6-2', '6-1'],
      ['3-3', '3-2', '3-1', '3-0', '2-2'],
    ];
    const s = start(r, hands, ['6-6']);
    assert.ok((s.lead.redeals ?? 0) >= 1);
    assert.equal(s.lead.how, 'double-six');
    assert.equal(s.lead.drawn, undefined, 'no Maltese search here');
    assert.ok(s.hands[s.lead.seat]!.includes('6-6'));
    assert.ok(s.hands.every((h) => h.length === 5));
    let next = { ...s, phase: 'round-over' } as MatchState;
    for (let round = 2; round <= 4; round++) {
      next = nextRound(next);
      assert.equal(next.lead.how, 'double-six');
      assert.ok(next.hands[next.lead.seat]!.includes('6-6'));
      next = { ...next, phase: 'round-over' } as MatchState;
    }
  });

  it('R-DC-3: play goes to the left (clockwise)', () => {
    let s = stuckOnNine();
    assert.equal(s.current, 2);
    s = run(s, 's2 draw; s2 draw; s2 draw; s2 0-0@1n');
    assert.equal(s.current, 3);
  });

  it('R-DC-4: spinners all: every double spins (lead 4 ends, later doubles 3 new ends)', () => {
    const s = run(
      start(LOW1_RULES, LOW1_HANDS, LOW1_BONEYARD),
      's1 3-3; s0 4-3@0n; s1 3-1@0s; s0 3-2@0e; s1 draw; s1 draw; s1 draw; s1 1-1@2s',
    );
    assert.deepEqual(ends(s), ['0w:3', '1n:4', '3e:2', '4s:1', '4e:1', '4w:1']);
    assert.ok(s.layout.tiles[0]!.spinner && s.layout.tiles[4]!.spinner);
  });

  it('R-DC-4: spinners first: only the lead spins; later doubles lie crosswise with one end', () => {
    const r = rules('doubles-classic', { players: 2, spinners: 'first' });
    const s = run(
      start(r, LOW1_HANDS, LOW1_BONEYARD),
      's1 3-3; s0 4-3@0n; s1 3-1@0s; s0 3-2@0e; s1 draw; s1 draw; s1 draw; s1 1-1@2s',
    );
    assert.deepEqual(ends(s), ['0w:3', '1n:4', '3e:2', '4s:1']);
    assert.equal(s.layout.tiles[0]!.spinner, true);
    assert.equal(s.layout.tiles[4]!.spinner, false);
  });

  it('R-DC-4: spinners none: the lead double has 2 ends, later doubles 1', () => {
    const r = rules('doubles-classic', { players: 2, spinners: 'none' });
    let s = run(start(r, LOW1_HANDS, LOW1_BONEYARD), 's1 3-3');
    assert.deepEqual(ends(s), ['0w:3', '0e:3']);
    assert.equal(s.layout.tiles[0]!.spinner, false);
    refuses(s, '4-3@0n', 'no-such-end');
    s = run(s, 's0 4-3@0e; s1 3-1@0w');
    assert.deepEqual(ends(s), ['1e:4', '2w:1']);
    s = run(s, 's0 draw; s0 draw; s0 draw; s0 1-1@2w');
    assert.deepEqual(ends(s), ['1e:4', '3w:1']);
    assert.equal(s.layout.tiles[3]!.spinner, false);
  });

  it("R-DC-5 (Kelley's example): a 4-3 matched on a 3 needs the 3-3 in the layout, not the 4-4", () => {
    let s = start(
      DC,
      [
        ['6-6', '4-3', '5-0', '2-1', '1-0'],
        ['6-3', '5-5', '2-2', '2-0', '1-1'],
        ['6-4', '3-2', '3-1', '3-0', '0-0'],
        ['4-4', '5-4', '5-3', '5-2', '5-1'],
      ],
      ['3-3'],
    );
    s = run(s, 's0 6-6; s1 6-3@0n; s2 6-4@0e; s3 4-4@2e');
    assert.deepEqual([...s.unlocked].sort(), [4, 6]);
    refuses(s, '4-3@1n', 'suit-locked');
    // Only the matched number counts: on a 4 of the 4-4 the 4-3 fits although suit 3 is locked.
    assert.deepEqual(
      legal(s)
        .filter((m) => m.startsWith('4-3'))
        .sort(),
      ['4-3@3e', '4-3@3n', '4-3@3s'],
    );
    s = run(s, 's0 4-3@3e; s1 draw');
    // R-ALL-5: the 3-3 fits on a locked 3 and unlocks suit 3 everywhere (not per arm).
    assert.deepEqual(s.hands[1]!.at(-1), '3-3');
    assert.deepEqual(legal(s), ['3-3@1n', '3-3@4e']);
    s = accepts(s, '3-3@1n');
    assert.ok(s.unlocked.includes(3));
    assert.ok(legal(s).includes('3-2@4e'), 'the 3 of the other arm is unlocked too');
    assert.ok(legal(s).includes('3-2@5n'));
  });

  it('R-DC-6 (worked example, double-nine): draws 7-2 and 4-1 (no play), then 0-0: plays it and keeps the others', () => {
    let s = stuckOnNine();
    assert.deepEqual(ends(s), ['0e:9', '0s:9', '0w:9', '1n:0']);
    refuses(s, 'pass', 'must-draw');
    assert.deepEqual(legal(s), ['draw']);
    s = accepts(s, 'draw');
    assert.deepEqual(s.hands[2]!.slice(7), ['7-2']);
    assert.deepEqual(legal(s), ['draw'], 'still stuck: draws again');
    refuses(s, 'pass', 'must-draw');
    s = accepts(s, 'draw');
    assert.deepEqual(s.hands[2]!.slice(7), ['7-2', '4-1']);
    s = accepts(s, 'draw');
    assert.equal(s.current, 2);
    assert.deepEqual(legal(s), ['0-0@1n']);
    refuses(s, 'pass', 'must-play-drawn');
    refuses(s, 'draw', 'must-play-drawn');
    s = accepts(s, '0-0@1n');
    assert.deepEqual(s.hands[2], ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '5-5', '7-2', '4-1']);
    assert.equal(s.current, 3);
    assert.equal(s.boneyard.length, 27 - 3);
  });

  it('R-DC-6: only a player who cannot play draws (must-play)', () => {
    const s = run(start(NINE, STUCK_HANDS, ['7-2']), 's0 9-9');
    refuses(s, 'draw', 'must-play');
    refuses(s, 'pass', 'must-play');
  });

  it('R-DC-6 + R-DC-7: the boneyard may be emptied; passing only when unable to play and it is empty', () => {
    const r = rules('doubles-classic', { handSize: 7 });
    let s = start(r, [
      ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '6-0'],
      ['5-5', '5-4', '5-3', '5-2', '5-1', '5-0', '4-4'],
      ['4-3', '4-2', '4-1', '4-0', '3-3', '3-2', '3-1'],
      ['3-0', '2-2', '2-1', '2-0', '1-1', '1-0', '0-0'],
    ]);
    assert.deepEqual(s.boneyard, []);
    s = run(s, 's0 6-6');
    assert.deepEqual(legal(s), ['pass']);
    refuses(s, 'draw', 'cannot-draw');
    s = run(s, 's1 pass; s2 pass; s3 pass; s0 6-5@0n; s1 5-5@1n');
    assert.equal(s.phase, 'play');
  });

  it('R-DC-8 + R-ALL-7: the draw that empties the boneyard blocks the round; the lowest hand scores the opponents', () => {
    let s = run(start(LOW1_RULES, LOW1_HANDS, LOW1_BONEYARD), LOW1_PLAY);
    assert.equal(s.phase, 'play');
    assert.equal(s.boneyard.length, 1);
    s = accepts(s, 'draw');
    assert.equal(s.phase, 'round-over');
    assert.deepEqual(s.boneyard, []);
    assert.equal(s.lastRound!.reason, 'blocked');
    assert.deepEqual(s.lastRound!.hands.map(pipTotal), [9, 5]);
    assert.equal(s.lastRound!.winner, 1);
    assert.deepEqual(s.lastRound!.points, [0, 9]);
  });

  it('R-DC-8: a tie for the lowest hand in a block scores nothing', () => {
    const s = run(start(LOW1_RULES, TIE_HANDS, TIE_BONEYARD), TIE_PLAY);
    assert.equal(s.lastRound!.reason, 'blocked');
    assert.deepEqual(s.lastRound!.hands.map(pipTotal), [6, 6]);
    assert.equal(s.lastRound!.winner, null);
    assert.deepEqual(s.lastRound!.points, [0, 0]);
    assert.deepEqual(s.scores, [0, 0]);
  });
});
