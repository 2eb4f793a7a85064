/** The engine's verdict on a move (`judgeMove`): each refusal with the facts that decided it, rule by rule. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyMove,
  explainMove,
  IllegalMoveError,
  legalMoves,
  newMatch,
  type MatchState,
} from '../../src/engine/index.js';
import { judgeMove } from '../../src/engine/moves.js';
import type { MoveRequest, Refusal } from '../../src/engine/types.js';
import { parseMove, rules, run, start } from './helpers.js';

/** The verdict on a move written as in the scenario scripts ("6-5@0n", "draw", "pass"). */
const judge = (state: MatchState, move: string | MoveRequest): Refusal | null =>
  judgeMove(state, typeof move === 'string' ? parseMove(move) : move);

const MC = rules('maltese-cross');
// Seat 0 holds the 6-6 and leads; seat 1 holds 6-4 and 4-4; seat 2 only 6-x tiles; seat 3 no 6.
const MC_HANDS = [
  ['6-6', '5-5', '3-3', '2-2', '1-1'],
  ['6-4', '4-4', '0-0', '5-0', '4-0'],
  ['6-5', '6-3', '6-2', '6-1', '6-0'],
  ['5-4', '5-3', '5-2', '5-1', '4-3'],
];
const MC_BONEYARD = ['4-2', '4-1', '3-2', '3-1', '3-0', '2-1', '2-0', '1-0'];

// Doubles, 2 players: seat 0 holds the 6-6 and 6-x tiles; seat 1 holds no 6 and no double.
const DB = rules('doubles', { players: 2 });
const DB_HANDS = [
  ['6-6', '6-3', '6-5', '6-1', '6-0', '5-5', '1-1', '0-0'],
  ['4-3', '2-1', '5-4', '5-3', '5-2', '4-2', '4-1', '3-2'],
];

describe('judgeMove: refusals carry their facts', () => {
  it('R-MC-2: must-lead names the tile the round opens with, for a play and for a draw', () => {
    const s = start(MC, MC_HANDS, MC_BONEYARD);
    assert.deepEqual(judge(s, '5-5@center'), { code: 'must-lead', tile: '6-6' });
    assert.deepEqual(judge(s, 'draw'), { code: 'must-lead', tile: '6-6' });
    assert.equal(judge(s, '6-6@center'), null);
  });

  it('R-BY-4: at an opening where any tile goes, must-lead names none', () => {
    const s = newMatch(rules('doubles-in-the-boneyard'), 'verdicts');
    assert.deepEqual(judge(s, 'pass'), { code: 'must-lead' });
  });

  it('R-MC-4: cross-incomplete names the tile; R-ALL-3: no-match names the number of the end named', () => {
    let s = start(MC, MC_HANDS, MC_BONEYARD);
    s = run(s, 's0 6-6; s1 6-4@0n');
    assert.deepEqual(judge(s, '6-5@1n'), { code: 'no-match', tile: '6-5', pip: 4 });
    s = run(s, 's2 6-5@0e');
    assert.deepEqual(judge(s, '5-4@1n'), { code: 'cross-incomplete', tile: '5-4' });
    // No end named and none fits: the most telling reason among the ends (here, the cross).
    assert.deepEqual(judge(s, { type: 'play', tile: '4-5' }), { code: 'cross-incomplete', tile: '5-4' });
  });

  it('R-ALL-3: a tile that matches no end at all is refused without a number', () => {
    let s = start(MC, MC_HANDS, MC_BONEYARD);
    s = run(s, 's0 6-6');
    // Seat 1's 5-0 shows no 6, the only number on the table.
    assert.deepEqual(judge(s, { type: 'play', tile: '0-5' }), { code: 'no-match', tile: '5-0' });
  });

  it('tiles are named high–low: not-in-hand and no-such-end', () => {
    let s = start(MC, MC_HANDS, MC_BONEYARD);
    s = run(s, 's0 6-6');
    assert.deepEqual(judge(s, '4-6@nowhere'), { code: 'no-such-end', tile: '6-4' });
    assert.deepEqual(judge(s, '3-1@0n'), { code: 'not-in-hand', tile: '3-1' });
    assert.deepEqual(judge(s, '1-3@0n'), { code: 'not-in-hand', tile: '3-1' });
    assert.deepEqual(judge(s, '9-9@0n'), { code: 'invalid-tile' });
    // A tile that fits more than one end needs its end named.
    assert.deepEqual(judge(s, { type: 'play', tile: '6-4' }), { code: 'no-such-end', tile: '6-4' });
  });

  it('R-MC-7: must-draw while 3 or more tiles are left; cannot-draw (closed) counts the reserve', () => {
    let s = start(MC, MC_HANDS, MC_BONEYARD);
    s = run(s, 's0 6-6');
    assert.deepEqual(judge(s, 'pass'), { code: 'must-draw' });
    const closed: MatchState = { ...s, boneyard: s.boneyard.slice(0, 2), drawable: 0 };
    assert.deepEqual(judge(closed, 'draw'), { code: 'cannot-draw', why: 'closed', count: 2 });
  });

  it('R-DB-6: must-play-drawn names the drawn tile; must-play says whether a draw was refused', () => {
    const rest = ['4-4', '3-3', '2-2', '5-1', '5-0', '4-0', '3-1', '3-0', '2-0', '1-0'];
    let s = start(DB, DB_HANDS, ['6-2', '6-4', ...rest]);
    s = run(s, 's0 6-6');
    assert.deepEqual(judge(s, 'pass'), { code: 'must-draw' });
    s = run(s, 's1 draw');
    assert.deepEqual(judge(s, 'pass'), { code: 'must-play-drawn', tile: '6-2' });
    assert.deepEqual(judge(s, '4-3@0n'), { code: 'must-play-drawn', tile: '6-2' });
    s = run(s, 's1 6-2@0n');
    assert.deepEqual(judge(s, 'draw'), { code: 'must-play', draw: true });
    assert.deepEqual(judge(s, 'pass'), { code: 'must-play' });
  });

  it('R-DB-5, R-ALL-4: suit-locked names the locked number, with or without an end named', () => {
    const rest = ['4-4', '3-3', '2-2', '5-1', '5-0', '4-0', '3-1', '3-0', '2-0', '1-0'];
    let s = start(DB, DB_HANDS, ['6-2', '6-4', ...rest]);
    s = run(s, 's0 6-6; s1 draw; s1 6-2@0n; s0 6-3@0e');
    const three = s.layout.ends.find((e) => e.pip === 3)!.id;
    assert.deepEqual(judge(s, `3-2@${three}`), { code: 'suit-locked', tile: '3-2', suit: 3 });
    assert.deepEqual(judge(s, { type: 'play', tile: '4-3' }), { code: 'suit-locked', tile: '4-3', suit: 3 });
  });

  it('R-DB-6: cannot-draw (once) a second tile in one turn', () => {
    const rest = ['3-3', '2-2', '5-1', '5-0', '4-0', '3-1', '3-0', '2-0', '1-0'];
    let s = start(DB, DB_HANDS, ['4-4', '6-2', '6-4', ...rest]);
    s = run(s, 's0 6-6; s1 draw');
    assert.deepEqual(judge(s, 'draw'), { code: 'cannot-draw', why: 'once', count: s.boneyard.length });
  });

  it('R-DC-7: cannot-draw (empty); R-BY-1: cannot-draw (never)', () => {
    const DC = rules('doubles-classic', { players: 2 });
    let s = start(DC, [DB_HANDS[0]!.slice(0, 7), DB_HANDS[1]!.slice(0, 7)]);
    s = run(s, 's0 6-6');
    assert.deepEqual(judge({ ...s, boneyard: [], drawable: 0 }, 'draw'), {
      code: 'cannot-draw',
      why: 'empty',
      count: 0,
    });
    const by = newMatch(rules('doubles-in-the-boneyard'), 'verdicts');
    const after = applyMove(by, legalMoves(by)[0]!);
    assert.deepEqual(judge(after, 'draw'), { code: 'cannot-draw', why: 'never', count: after.boneyard.length });
  });

  it('wrong-phase outside play; invalid-state for what is not a move', () => {
    const s = start(MC, MC_HANDS, MC_BONEYARD);
    assert.deepEqual(judge({ ...s, phase: 'round-over', current: null } as MatchState, 'draw'), {
      code: 'wrong-phase',
    });
    assert.deepEqual(judge(s, null as unknown as MoveRequest), { code: 'invalid-state' });
    assert.deepEqual(judge(s, { type: 'knock' } as unknown as MoveRequest), { code: 'invalid-state' });
  });

  it('explainMove and applyMove give the verdict’s code for every move tried in whole games (R-ALL-9 seeds)', () => {
    const variants = [MC, DB, rules('doubles-classic'), rules('doubles-in-the-boneyard')];
    let refused = 0;
    for (const [i, r] of variants.entries()) {
      let s = newMatch(r, `verdicts-${i}`);
      while (s.phase === 'play') {
        const hand = s.hands[s.current!]!;
        const tries: MoveRequest[] = [{ type: 'draw' }, { type: 'pass' }];
        for (const tile of hand) {
          tries.push({ type: 'play', tile });
          for (const end of s.layout.ends) tries.push({ type: 'play', tile, end: end.id });
        }
        for (const move of tries) {
          const verdict = judgeMove(s, move);
          assert.equal(explainMove(s, move), verdict?.code ?? null);
          if (verdict === null) continue;
          refused++;
          assert.throws(
            () => applyMove(s, move),
            (e: unknown) => e instanceof IllegalMoveError && e.reason === verdict.code,
          );
        }
        s = applyMove(s, legalMoves(s)[0]!);
      }
    }
    assert.ok(refused > 100, `${refused} refusals checked`);
  });
});
