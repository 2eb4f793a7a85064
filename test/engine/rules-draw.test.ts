/** Scenario tests for Draw (R-DR-1…R-DR-5, R-GX-5/6/7) and its worked examples in RULES.md. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judgeMove } from '../../src/engine/moves.js';
import { newMatch } from '../../src/engine/index.js';
import { accepts, ends, fixedDeal, legal, refuses, rules, run, start } from './helpers.js';

const DR = rules('draw');
const DR2 = rules('draw', { handSize: 2 });

/**
 * RULES.md, "Draw", in hands of two: no double in a hand, so the 6-3 (the heaviest) opens; seat 1 {5-2, 4-1} cannot
 * play on 6 or 3 and the boneyard gives 2-0, 1-1, then 6-4.
 */
const STUCK = [
  ['6-3', '5-0'],
  ['5-2', '4-1'],
];

/**
 * Hands of 12, four tiles left: 0-0 and 1-1 may be drawn, 6-6 and 5-5 are the reserve. Seat 0 is named to lead (the
 * double the lead rule names, 4-4, is seat 1's) and opens 6-5; seat 1 holds no 6 and no 5.
 */
const DR12 = rules('draw', { handSize: 12 });
const RESERVE = [
  ['6-5', '6-4', '6-3', '6-2', '6-1', '6-0', '5-4', '5-3', '5-2', '5-1', '5-0', '2-2'],
  ['1-0', '2-0', '2-1', '3-0', '3-1', '3-2', '3-3', '4-0', '4-1', '4-2', '4-3', '4-4'],
];

describe('Draw', () => {
  it('R-DR-1: as Block, 7 / 5 / 5 tiles; the boneyard holds 14 / 13 / 8, all but the last 2 drawable; target 100', () => {
    assert.equal(DR.targetScore, 100);
    assert.equal(DR.players, 2);
    for (const [players, hand, left] of [
      [2, 7, 14],
      [3, 5, 13],
      [4, 5, 8],
    ] as const) {
      const s = newMatch(rules('draw', { players }), `dr-1-${players}`);
      assert.ok(s.hands.every((h) => h.length === hand));
      assert.equal(s.boneyard.length, left);
      assert.equal(s.drawable, left - 2);
    }
  });

  it('R-GX-6: hand-size is any n with n × players ≤ 28; a boneyard of 2 tiles or fewer is closed from the start', () => {
    const whole = newMatch(rules('draw', { players: 4, handSize: 7 }), 'dr-gx6');
    assert.equal(whole.boneyard.length, 0);
    assert.equal(whole.drawable, 0);
    const two = newMatch(rules('draw', { handSize: 13 }), 'dr-gx6');
    assert.equal(two.boneyard.length, 2);
    assert.equal(two.drawable, 0);
    assert.throws(() => rules('draw', { players: 4, handSize: 8 }), RangeError);
    assert.throws(() => rules('draw', { handSize: 15 }), RangeError);
  });

  it('R-DR-2 (worked example): a stuck player may not pass, draws one at a time, keeps every tile, plays the one that fits at once', () => {
    let s = run(start(DR2, STUCK, ['2-0', '1-1', '6-4']), 's0 6-3');
    assert.deepEqual(s.lead, { seat: 0, how: 'heaviest-tile', tile: '6-3' });
    assert.deepEqual(ends(s), ['0w:6', '0e:3']);
    assert.deepEqual(legal(s), ['draw']);
    refuses(s, 'pass', 'must-draw');
    s = run(s, 's1 draw; s1 draw');
    assert.deepEqual(s.hands[1], ['5-2', '4-1', '2-0', '1-1']);
    assert.deepEqual(legal(s), ['draw'], 'neither drawn tile fits: draw again');
    s = run(s, 's1 draw');
    assert.deepEqual(legal(s), ['6-4@0w']);
    refuses(s, 'pass', 'must-play-drawn');
    refuses(s, 'draw', 'must-play-drawn');
    s = run(s, 's1 6-4@0w');
    assert.deepEqual(s.hands[1], ['5-2', '4-1', '2-0', '1-1'], 'R-GX-7: the tiles that did not fit stay in the hand');
  });

  it('R-DR-2: a player who can play may not draw (must-play)', () => {
    const s = run(
      start(DR2, [
        ['6-3', '3-0'],
        ['5-2', '6-1'],
      ]),
      's0 6-3',
    );
    refuses(s, 'draw', 'must-play');
    refuses(s, 'pass', 'must-play');
  });

  it('R-DR-3, R-GX-6: the last 2 tiles are never drawn (cannot-draw, closed); a stuck player then passes', () => {
    let s = run(start(DR12, RESERVE, ['0-0', '1-1', '6-6', '5-5'], 0), 's0 6-5');
    assert.deepEqual(s.lead, { seat: 0, how: 'deal' });
    assert.equal(s.drawable, 2);
    refuses(s, 'pass', 'must-draw');
    s = run(s, 's1 draw; s1 draw');
    assert.deepEqual(s.boneyard, ['6-6', '5-5']);
    assert.equal(s.drawable, 0);
    assert.deepEqual(legal(s), ['pass']);
    assert.deepEqual(judgeMove(s, { type: 'draw' }), { code: 'cannot-draw', why: 'closed', count: 2 });
    s = accepts(s, 'pass');
    assert.equal(s.current, 0);
  });

  it('R-GX-7: at the opening a draw or a pass is refused with must-lead', () => {
    const s = start(DR2, STUCK, ['2-0', '1-1', '6-4']);
    refuses(s, 'draw', 'must-lead');
    refuses(s, 'pass', 'must-lead');
  });

  it('R-DR-4: spinners none (default, as Block): a lead double lies in line with two ends', () => {
    const s = run(
      start(DR2, [
        ['5-5', '5-0'],
        ['6-2', '4-1'],
      ]),
      's0 5-5',
    );
    assert.equal(DR.spinners, 'none');
    assert.equal(s.layout.tiles[0]!.spinner, false);
    assert.equal(s.layout.ends.length, 2);
  });

  it('R-DR-4, R-GX-5: spinners first: a lead double spins (4 ends); a round opened with a single has none', () => {
    const first = rules('draw', { handSize: 3, spinners: 'first' });
    const spun = run(
      start(first, [
        ['5-5', '5-0', '0-0'],
        ['6-2', '5-1', '4-1'],
      ]),
      's0 5-5',
    );
    assert.equal(spun.layout.tiles[0]!.spinner, true);
    assert.equal(spun.layout.ends.length, 4);
    // The 0-0 later is crosswise: one end.
    const later = run(spun, 's1 5-1@0n; s0 5-0@0s; s1 4-1@1n; s0 0-0@2s');
    assert.equal(later.layout.tiles.at(-1)!.spinner, false);
    const single = run(
      start(first, [
        ['6-3', '5-0', '4-0'],
        ['5-2', '4-1', '2-0'],
      ]),
      's0 6-3',
    );
    assert.equal(single.layout.tiles[0]!.spinner, false);
    assert.equal(single.layout.ends.length, 2);
  });

  it('R-DR-4: spinners all: a later double spins too (three new ends)', () => {
    const all = rules('draw', { handSize: 3, spinners: 'all' });
    const s = run(
      start(all, [
        ['6-6', '1-1', '0-0'],
        ['5-2', '6-1', '2-1'],
      ]),
      's0 6-6; s1 6-1@0n; s0 1-1@1n',
    );
    assert.equal(s.layout.tiles.at(-1)!.spinner, true);
    assert.equal(s.layout.ends.length, 6, 'the 6-6’s three free sides and the 1-1’s three');
  });

  it('R-DR-5: scoring as Block: the winner scores the other hands’ pips; the boneyard never counts', () => {
    const s = run(
      start(
        DR2,
        [
          ['6-3', '3-0'],
          ['5-2', '4-1'],
        ],
        ['6-4'],
      ),
      's0 6-3; s1 draw; s1 6-4@0w; s0 3-0@0e',
    );
    assert.equal(s.lastRound!.reason, 'domino');
    assert.equal(s.lastRound!.winner, 0);
    assert.deepEqual(s.lastRound!.points, [12, 0]);
    assert.ok(s.boneyard.length > 0);
  });

  it('R-DR-1: the first lead follows Block: the highest double dealt, else the heaviest tile (R-BK-2)', () => {
    const s = newMatch(
      DR,
      'dr-lead',
      fixedDeal(DR, [
        ['6-3', '5-2', '4-1', '3-0', '2-1', '6-0', '4-2'],
        ['5-4', '6-2', '3-1', '5-1', '4-0', '2-0', '6-1'],
      ]),
    );
    assert.deepEqual(s.lead, { seat: 0, how: 'heaviest-tile', tile: '6-3' });
  });
});
