/** Scenario tests for All Fives (R-A5-1…R-A5-10), its clarifications (R-GX) and RULES.md's worked examples. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyMove,
  legalMoves,
  newMatch,
  nextRound,
  pipTotal,
  tilesOf,
  type MatchState,
  type Tile,
} from '../../src/engine/index.js';
import { countOf, roundedTo, scoreRound } from '../../src/engine/scoring.js';
import { judgeMove } from '../../src/engine/moves.js';
import { accepts, ends, legal, refuses, run, start, withScores } from './helpers.js';
import { allFives } from './scoring-games.js';

const A5 = allFives();
const MUGGINS = allFives({ spinners: 'none' });

/** The last move's count and points, as the log records them. */
const scored = (s: MatchState): [number | undefined, number | undefined] => {
  const last = s.log[s.log.length - 1]!;
  return [last.count, last.points];
};

/** A position with the hands replaced (the layout and everything else kept): a teaching position mid-round. */
const withHands = (s: MatchState, hands: string[][]): MatchState => ({ ...s, hands: hands as Tile[][] });

/** Plays the first legal move until the round is over: a deterministic round for the later-lead rules. */
function playOut(state: MatchState): MatchState {
  let s = state;
  while (s.phase === 'play') s = applyMove(s, legalMoves(s)[0]!);
  return s;
}

// Three hands of 7 for positions that replace them (withHands).
const R3_HANDS = [
  ['6-4', '5-5', '4-4', '3-3', '2-2', '1-1', '0-0'],
  ['6-3', '1-0', '6-0', '5-0', '4-0', '3-0', '2-0'],
  ['5-2', '6-6', '6-5', '5-4', '5-3', '6-1', '2-1'],
];

// The worked example "All Fives, a lead spinner": A (seat 0) leads 5-5.
const SPINNER_HANDS = [
  ['5-5', '5-2', '5-1', '0-0', '1-0', '2-0', '3-0', '4-0', '6-0'],
  ['5-3', '5-4', '6-1', '1-1', '2-1', '3-1', '4-1', '2-2', '3-2'],
];

// The worked example "All Fives, a spinner laid later": 6-3 leads, 3-3 is the first double.
const LATER_HANDS = [
  ['6-3', '4-3', '4-4', '0-0', '1-0', '2-0', '1-1', '2-1', '2-2'],
  ['3-3', '5-3', '6-6', '5-0', '5-1', '5-2', '5-4', '5-5', '6-0'],
];

describe('All Fives', () => {
  it('R-A5-1: double-six; 9 / 7 / 5 tiles for 2 / 3 / 4 players, boneyard 10 / 7 / 8, targets 250 / 200 / 200', () => {
    for (const [players, hand, boneyard, target] of [
      [2, 9, 10, 250],
      [3, 7, 7, 200],
      [4, 5, 8, 200],
    ] as const) {
      const r = allFives({ players });
      const s = newMatch(r, `a5-1-${players}`);
      assert.equal(r.set, 'double-six');
      assert.deepEqual(
        s.hands.map((h) => h.length),
        Array.from({ length: players }, () => hand),
      );
      assert.equal(s.boneyard.length, boneyard);
      // R-A5-7, R-GX-6: no reserve, every tile of the boneyard may be drawn.
      assert.equal(s.drawable, boneyard);
      assert.equal(r.targetScore, target);
    }
  });

  it('R-A5-2, R-GX-1: the first round is led by lot: each seat draws one of the seven doubles, the heaviest opens with any tile', () => {
    const leaders = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const s = newMatch(allFives({ players: 3 }), `lot-${i}`);
      assert.equal(s.lead.how, 'drawn-doubles');
      const drawn = s.lead.drawn!.map((d) => d[0]!);
      assert.equal(drawn.length, 3);
      assert.equal(new Set(drawn).size, 3, 'three different doubles');
      for (const d of drawn) assert.equal(d[0], d[2], `${d} is a double`);
      const heaviest = Math.max(...drawn.map((d) => Number(d[0])));
      assert.equal(Number(drawn[s.lead.seat]![0]), heaviest);
      // Any tile opens: every tile of the leader's hand is a legal lead.
      assert.deepEqual(legal(s).sort(), s.hands[s.lead.seat]!.map((t) => `${t}@center`).sort());
      leaders.add(s.lead.seat);
    }
    assert.equal(leaders.size, 3, 'the lot, not the hands, picks the leader: every seat leads some deal');
  });

  it('R-GX-1: the lot is apart from the deal: who holds the 6-6 has nothing to do with who leads', () => {
    let otherLeads = 0;
    for (let i = 0; i < 40; i++) {
      const s = newMatch(A5, `apart-${i}`);
      const holder = s.hands.findIndex((h) => h.includes('6-6'));
      if (holder >= 0 && holder !== s.lead.seat) otherLeads++;
      // A double drawn in the lot may be one a hand holds: the doubles went back before the deal.
      assert.equal(s.hands.flat().length + s.boneyard.length, 28);
    }
    assert.ok(otherLeads > 0);
  });

  it('R-A5-2: a later round is led by the player who dominoed, with any tile; after a block, by lot again', () => {
    let domino = 0;
    let block = 0;
    for (let i = 0; i < 60 && (domino === 0 || block === 0); i++) {
      const over = playOut(newMatch(A5, `later-${i}`));
      if (over.phase !== 'round-over') continue;
      const next = nextRound(over);
      if (over.lastRound.reason === 'domino') {
        domino++;
        assert.equal(next.lead.how, 'previous-winner');
        assert.equal(next.lead.seat, over.lastRound.winner);
        assert.equal(next.lead.tile, undefined);
      } else {
        block++;
        assert.equal(next.lead.how, 'drawn-doubles');
        assert.equal(next.lead.drawn!.filter((d) => d.length === 1).length, 2, 'every seat draws');
      }
    }
    assert.ok(domino > 0 && block > 0, `rounds ended by domino (${domino}) and by block (${block})`);
  });

  it('R-A5-3: play goes to the left', () => {
    const s = run(start(A5, SPINNER_HANDS, [], 0), 's0 5-5');
    assert.equal(s.current, 1);
  });

  it('R-A5-4, R-GX-8, worked example "a lead spinner": flanks wait for both sides, counts and points as written', () => {
    let s = start(A5, SPINNER_HANDS, [], 0);
    assert.equal(s.count, 0, 'R-GX-11: the count is 0 before the lead');
    s = accepts(s, { type: 'play', tile: '5-5', end: 'center' });
    assert.deepEqual(scored(s), [10, 10]);
    assert.equal(s.layout.tiles[0]!.spinner, true);
    // R-GX-8: the waiting flanks are ends from the start, not open.
    assert.deepEqual(
      s.layout.ends.map((e) => `${e.id}:${e.open}`),
      ['0n:false', '0e:true', '0s:false', '0w:true'],
    );
    s = accepts(s, '5-3@0w');
    assert.deepEqual(scored(s), [13, 0]);
    refuses(s, '5-1@0n', 'sides-first');
    refuses(s, '5-1@0s', 'sides-first');
    // R-GX-8: a tile that does not match a waiting flank is refused with no-match first.
    refuses(s, '1-0@0n', 'no-match');
    assert.ok(!legal(s).some((m) => m.endsWith('@0n') || m.endsWith('@0s')));
    s = accepts(s, '5-2@0e');
    assert.deepEqual(scored(s), [5, 5]);
    assert.ok(
      s.layout.ends.every((e) => e.open),
      'both sides hold a tile: the flanks open',
    );
    s = accepts(s, '5-4@0n');
    assert.deepEqual(scored(s), [9, 0]);
    s = accepts(s, '5-1@0s');
    assert.deepEqual(scored(s), [10, 10]);
    s = accepts(s, '6-1@4s');
    assert.deepEqual(scored(s), [15, 15]);
    assert.equal(s.count, 15);
    assert.deepEqual(s.scores, [25, 15]);
  });

  it('R-A5-4, R-A5-5, worked example "a spinner laid later": the first double spins, later doubles lie crosswise', () => {
    let s = start(A5, LATER_HANDS, [], 0);
    s = accepts(s, { type: 'play', tile: '6-3', end: 'center' });
    assert.deepEqual(scored(s), [9, 0]);
    s = accepts(s, '3-3@0e');
    assert.deepEqual(scored(s), [12, 0]);
    assert.equal(s.layout.tiles[1]!.spinner, true, 'the first double laid spins');
    assert.deepEqual(ends(s), ['0w:6', '1e:3', '1n:3', '1s:3']);
    // R-GX-8: the flanks of a spinner laid on an end open as soon as its far side holds a tile.
    refuses(s, '4-3@1n', 'sides-first');
    s = accepts(s, '4-3@1e');
    assert.deepEqual(scored(s), [10, 10]);
    s = accepts(s, '5-3@1n');
    assert.deepEqual(scored(s), [15, 15]);
    s = accepts(s, '4-4@2e');
    assert.deepEqual(scored(s), [19, 0]);
    assert.equal(s.layout.tiles[4]!.spinner, false, 'a later double is not a spinner');
    assert.deepEqual(ends(s), ['0w:6', '1s:3', '3n:5', '4e:4']);
    s = accepts(s, '6-6@0w');
    assert.deepEqual(scored(s), [25, 25], 'the empty flank counts 0');
    assert.deepEqual(s.scores, [10, 40]);
  });

  it('R-A5-5: a lone lead single counts both numbers; a lone 5-5 counts 10', () => {
    assert.equal(run(start(A5, SPINNER_HANDS, [], 1), 's1 6-1').count, 7);
    assert.equal(run(start(A5, SPINNER_HANDS, [], 0), 's0 5-5').count, 10);
  });

  it('R-A5-10, R-GX-8: Muggins has no spinner; a lead double counts 2n until both its sides hold a tile (5-5, 5-3: 13)', () => {
    let s = start(MUGGINS, SPINNER_HANDS, [], 0);
    s = run(s, 's0 5-5');
    assert.equal(s.layout.tiles[0]!.spinner, false);
    assert.deepEqual(ends(s), ['0w:5', '0e:5']);
    assert.deepEqual(scored(s), [10, 10]);
    s = run(s, 's1 5-3@0w');
    assert.deepEqual(scored(s), [13, 0]);
    s = run(s, 's0 5-2@0e');
    assert.deepEqual(scored(s), [5, 5]);
    assert.equal(s.layout.ends.length, 2, 'one line');
  });

  it('R-A5-6: points during play score at once for the mover, the lead included; a count not a multiple of 5 scores 0', () => {
    let s = start(A5, SPINNER_HANDS, [], 0);
    s = run(s, 's0 5-5');
    assert.deepEqual(s.scores, [10, 0]);
    s = run(s, 's1 5-3@0w');
    assert.deepEqual(s.scores, [10, 0]);
  });

  it('R-A5-7: a stuck player draws one tile at a time until one fits and plays it at once; the boneyard may be emptied', () => {
    const hands = [
      ['6-6', '5-5', '4-4', '3-3', '2-2', '1-1', '0-0', '6-5', '5-4'],
      ['3-2', '3-1', '2-1', '3-0', '2-0', '1-0', '4-3', '4-2', '4-1'],
    ];
    let s = run(start(A5, hands, ['5-3', '5-2', '6-4'], 0), 's0 6-6');
    refuses(s, 'pass', 'must-draw');
    s = accepts(s, 'draw');
    s = accepts(s, 'draw');
    s = accepts(s, 'draw');
    assert.deepEqual(s.turnDrawn, ['5-3', '5-2', '6-4']);
    refuses(s, 'draw', 'must-play-drawn');
    refuses(s, 'pass', 'must-play-drawn');
    refuses(s, '4-3@0w', 'must-play-drawn');
    const drawnLog = s.log.slice(1);
    assert.ok(
      drawnLog.every((m) => m.count === 12 && m.points === 0),
      'a draw: count unchanged, 0 points',
    );
    s = accepts(s, '6-4@0w');
    assert.deepEqual(scored(s), [16, 0]);
    // Empty the boneyard: with no reserve every tile may be drawn (R-GX-6).
    let t = run(start(A5, hands, [], 0), 's0 6-6');
    while (t.boneyard.length > 0 && legal(t).includes('draw')) t = applyMove(t, { type: 'draw' });
    if (t.phase === 'play' && t.boneyard.length === 0 && !legal(t).some((m) => m.includes('@'))) {
      assert.deepEqual(legal(t), ['pass']);
    }
  });

  it('R-A5-8: R5 rounds remainders 1–2 down and 3–4 up', () => {
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5, 17, 18, 19, 22, 23].map((x) => roundedTo(x, 5)),
      [0, 0, 0, 5, 5, 5, 15, 20, 20, 20, 25],
    );
  });

  it('R-A5-8, worked example: a domino scores R5 of the total of the other hands (18 → 20, not 10 + 5)', () => {
    const r3 = allFives({ players: 3 });
    assert.deepEqual(scoreRound(r3, [[], ['6-4', '1-0'], ['5-2']], 0), { winner: 0, points: [20, 0, 0] });
    // Through the engine: seat 0 leads its last tile, 5-5 (count 10, +10), while the others hold 11 and 7 pips.
    const s = withHands(start(r3, R3_HANDS, [], 0), [['5-5'], ['6-4', '1-0'], ['5-2']]);
    const over = run(s, 's0 5-5');
    assert.equal(over.phase, 'round-over');
    assert.equal(over.lastRound!.reason, 'domino');
    assert.deepEqual(over.lastRound!.points, [20, 0, 0]);
    // R-GX-11: the total is the points during play plus the round's points.
    assert.deepEqual(over.scores, [10 + 20, 0, 0]);
  });

  it('R-A5-8, worked example: a block scores R5 of the other hands for the lowest hand (19 → 20); a tie scores nothing', () => {
    assert.deepEqual(scoreRound(A5, [['2-1'], ['6-2', '6-1', '2-2']], null), { winner: 0, points: [20, 0] });
    assert.deepEqual(scoreRound(A5, [['2-1'], ['3-0']], null), { winner: null, points: [0, 0] });
    const r3 = allFives({ players: 3 });
    assert.deepEqual(scoreRound(r3, [['2-1'], ['3-0'], ['6-6']], null), { winner: null, points: [0, 0, 0] });
  });

  it('R-A5-9, worked example: seat 1 on 240 of 250 makes a count of 10: 250, it wins at once and the round stops unscored', () => {
    const hands = [
      ['6-2', '5-5', '4-4', '3-3', '1-1', '0-0', '6-5', '5-4', '4-3'],
      ['2-2', '6-4', '6-1', '5-1', '4-1', '3-1', '2-1', '1-0', '6-0'],
    ];
    let s = withScores(run(start(A5, hands, [], 0), 's0 6-2'), [0, 240]);
    s = run(s, 's1 2-2@0e');
    assert.deepEqual(scored(s), [10, 10]);
    assert.equal(s.phase, 'match-over');
    assert.equal(s.winner, 1);
    assert.deepEqual(s.scores, [0, 250]);
    // R-GX-9: the round's reason is `target`, its winner the mover, and it adds no points; the hands stay as they were.
    assert.equal(s.lastRound!.reason, 'target');
    assert.equal(s.lastRound!.winner, 1);
    assert.deepEqual(s.lastRound!.points, [0, 0]);
    assert.deepEqual(s.lastRound!.scores, [0, 250]);
    assert.equal(s.lastRound!.hands[1]!.length, 8);
    // No move after the target.
    assert.deepEqual(legalMoves(s), []);
    assert.equal(judgeMove(s, { type: 'play', tile: '6-4', end: '0w' })?.code, 'wrong-phase');
  });

  it('R-GX-9: a play that empties the hand and reaches the target is a domino, scored as usual', () => {
    const hands = [
      ['6-2', '5-5', '4-4', '3-3', '1-1', '0-0', '6-5', '5-4', '4-3'],
      ['2-2', '6-4', '6-1', '5-1', '4-1', '3-1', '2-1', '1-0', '6-0'],
    ];
    const before = run(start(A5, hands, [], 0), 's0 6-2');
    const s = run(withScores(withHands(before, [before.hands[0] as string[], ['2-2']]), [0, 240]), 's1 2-2@0e');
    assert.equal(s.phase, 'match-over');
    assert.equal(s.lastRound!.reason, 'domino');
    const others = pipTotal(s.hands[0]!);
    assert.deepEqual(s.lastRound!.points, [0, roundedTo(others, 5)]);
    assert.deepEqual(s.scores, [0, 250 + roundedTo(others, 5)]);
    assert.equal(s.winner, 1);
  });

  it('R-A5-9: a target reached with the round points wins at once too', () => {
    const r3 = allFives({ players: 3 });
    const base = start(r3, R3_HANDS, [], 0);
    const s = run(withScores(withHands(base, [['6-1'], ['6-4', '1-0'], ['5-2']]), [180, 195, 0]), 's0 6-1');
    // 6-1 counts 7 (0 points); R5(18) = 20 takes seat 0 to 200.
    assert.equal(s.phase, 'match-over');
    assert.equal(s.winner, 0);
    assert.deepEqual(s.scores, [200, 195, 0]);
  });

  it('R-GX-11: count is a number in All Fives, and every log entry carries count and points', () => {
    const s = playOut(newMatch(A5, 'log'));
    for (const m of s.log) {
      assert.equal(typeof m.count, 'number');
      assert.equal(typeof m.points, 'number');
    }
    assert.equal(s.count, countOf(s.layout));
  });

  it('R-A5-1: the set is the 28 tiles of a double-six', () => {
    const s = newMatch(A5, 'set');
    assert.deepEqual([...s.hands.flat(), ...s.boneyard].sort(), [...tilesOf('double-six')].sort());
  });
});
