/**
 * The worked examples of docs/rules.md, written by hand as game records, replay to the positions docs/rules.md
 * describes: the ends, the verdicts (with reason codes) and the scores it states.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { explainMove, pipTotal, type Move } from '../../src/engine/index.js';
import { checkAnswer } from '../../src/record/lesson.js';
import { errorOf, namedEnds, playAt, refusedWith, replayOf, stepOf } from './helpers.js';
import * as examples from './worked-examples.js';

const sorted = (list: readonly number[]): number[] => [...list].sort((a, b) => a - b);

describe('docs/rules.md worked examples as game records', () => {
  it('R-MC-6 (worked example): the locked layout, and the lesson on the 1-1', () => {
    const replay = replayOf(examples.MALTESE_LOCKS);
    const asked = stepOf(replay, '?1-1');
    const position = replay.steps[asked - 1]!;
    assert.equal(position.text, '4-1');
    assert.equal(position.comment?.startsWith('North: 6-4, 4-4, 4-1 (end 1).'), true);
    assert.deepEqual(namedEnds(position), ['0S', '5W', '3E', '1N']);
    assert.deepEqual(sorted(position.state.unlocked), [3, 4, 6]);
    assert.equal(position.state.current, 0);
    assert.equal(replay.steps[asked]!.question, true);
    assert.equal(replay.steps[asked]!.seat, 0);

    // 3-1 on N's 1: suit-locked; on E's 3: legal; 5-2 on W: suit-locked; 5-5 on W: legal; 1-1 on N: right.
    refusedWith(replay, asked, playAt(position, '3-1', 'N'), 'suit-locked');
    assert.deepEqual(checkAnswer(replay, asked, playAt(position, '3-1', 'E')), {
      verdict: 'wrong',
      comment: 'Legal (suit 3 is open on the 3-3), but suit 1 stays locked.',
    });
    assert.deepEqual(checkAnswer(replay, asked, playAt(position, '5-2', 'W')), {
      verdict: 'illegal',
      reason: 'suit-locked',
      comment: 'Suit 5 is locked: the 5-5 is not down yet.',
    });
    assert.equal(checkAnswer(replay, asked, playAt(position, '5-5', 'W')).verdict, 'wrong');
    assert.deepEqual(checkAnswer(replay, asked, playAt(position, '1-1', 'N')), {
      verdict: 'right',
      comment: 'Right: the 1-1 goes on the 1 and unlocks suit 1 for every end.',
    });

    // Afterwards any 1-x may go on any end showing 1: seat 2's 5-1 on the 1, though its 5 is still locked.
    const unlocked = replay.steps[asked]!;
    assert.deepEqual(sorted(unlocked.state.unlocked), [1, 3, 4, 6]);
    const before51 = replay.steps[stepOf(replay, '5-3@3')]!;
    assert.equal(explainMove(before51.state, playAt(before51, '5-1', 'W')), 'suit-locked');
    const played = replay.steps.at(-1)!;
    assert.equal(played.text, '5-1@1');
    assert.equal(played.seat, 2);
    assert.deepEqual(namedEnds(played).at(-1), '5N');
  });

  it('R-MC-4 (worked example): on 6-6 + 6-4, 4-4 on the 4 is cross-incomplete; 6-2 on a free side is legal', () => {
    const replay = replayOf(examples.MALTESE_CROSS_FIRST);
    const asked = stepOf(replay, '?6-2@6E');
    const position = replay.steps[asked - 1]!;
    assert.deepEqual(namedEnds(position), ['6E', '6S', '6W', '4N']);
    assert.deepEqual(checkAnswer(replay, asked, playAt(position, '4-4', 'N')), {
      verdict: 'illegal',
      reason: 'cross-incomplete',
      comment: 'Not yet: the four sides of the cross are filled before any arm grows.',
    });
    for (const side of ['E', 'S', 'W']) assert.equal(explainMove(position.state, playAt(position, '6-2', side)), null);
    assert.equal(checkAnswer(replay, asked, playAt(position, '6-2', 'E')).verdict, 'right');
  });

  it('R-MC-9 (worked example): domino by seat 0 while the others hold 5-5 / 4-1 + 3-0 / 6-2 scores 26', () => {
    const replay = replayOf(examples.MALTESE_DOMINO);
    const end = replay.steps.at(-1)!;
    assert.equal(end.state.phase, 'round-over');
    assert.equal(end.seat, 0);
    assert.deepEqual(end.state.lastRound?.hands, [[], ['5-5'], ['4-1', '3-0'], ['6-2']]);
    assert.deepEqual(end.state.lastRound?.points, [26, 0, 0, 0]);
    assert.equal(end.state.lastRound?.reason, 'domino');
    assert.equal(replay.steps[stepOf(replay, 'draw:6-1')]!.drawn, '6-1');
  });

  it('R-MC-9 + R-ALL-10 (worked example): a block from 195/190/120/100 gives 205/200/130/110; seat 0 wins', () => {
    const replay = replayOf(examples.malteseBlock('195 190 120 100'));
    assert.deepEqual(replay.steps[0]!.state.scores, [195, 190, 120, 100]);
    const end = replay.steps.at(-1)!;
    assert.equal(end.state.lastRound?.reason, 'blocked');
    assert.deepEqual(end.state.lastRound?.points, [10, 10, 10, 10]);
    assert.deepEqual(end.state.scores, [205, 200, 130, 110]);
    assert.equal(end.state.phase, 'match-over');
    assert.equal(end.state.winner, 0);
    // Nothing may follow the end of the match.
    assert.equal(errorOf(examples.malteseBlock('195 190 120 100', '[round 2]')).code, 'match-over');
  });

  it('R-MC-9 + R-ALL-10 (worked example): from 195/195/120/100 the block ties the top at 205: another round', () => {
    const replay = replayOf(examples.malteseBlock('195 195 120 100', '[round 2]'));
    const blocked = replay.steps.at(-2)!;
    assert.equal(blocked.state.phase, 'round-over');
    assert.deepEqual(blocked.state.scores, [205, 205, 130, 110]);
    const next = replay.steps.at(-1)!;
    assert.equal(next.move, null, 'round 2 starts with its deal');
    assert.equal(next.round, 2);
    assert.equal(next.state.dealer, 1);
    assert.deepEqual(next.state.scores, [205, 205, 130, 110]);
    assert.equal(next.state.lead.how, 'double-six');
  });

  it('R-DB-5 + R-DB-6 (worked example): four locked ends; the stuck hand {4-3, 2-1} draws the 0-0 and must play it', () => {
    const replay = replayOf(examples.DOUBLES_DRAW_PLAYS);
    const asked = stepOf(replay, '?draw:0-0');
    const position = replay.steps[asked - 1]!;
    assert.deepEqual(namedEnds(position), ['3N', '5E', '1S', '0W']);
    assert.ok(
      position.state.layout.ends.every((e) => !e.open),
      'every end is locked',
    );
    assert.deepEqual(position.state.hands[1], ['4-3', '2-1']);
    refusedWith(replay, asked, { type: 'pass' }, 'must-draw');
    refusedWith(replay, asked, playAt(position, '4-3', 'N'), 'suit-locked');
    assert.equal(checkAnswer(replay, asked, { type: 'draw' }).verdict, 'right');
    const drawn = replay.steps[asked]!;
    assert.equal(drawn.drawn, '0-0');
    assert.deepEqual(drawn.state.hands[1], ['4-3', '2-1', '0-0']);
    // Exactly one tile, and it must be played at once, on the 0.
    const forced = asked + 1;
    refusedWith(replay, forced, { type: 'draw' }, 'must-play-drawn');
    refusedWith(replay, forced, { type: 'pass' }, 'must-play-drawn');
    refusedWith(replay, forced, playAt(drawn, '4-3', 'N'), 'must-play-drawn');
    assert.equal(checkAnswer(replay, forced, playAt(drawn, '0-0', 'W')).verdict, 'right');
    assert.equal(replay.steps[forced]!.state.current, 2);
  });

  it('R-DB-6 + R-DB-7 (worked example): drawing the 4-2 passes the turn; only one tile is drawn', () => {
    const replay = replayOf(examples.DOUBLES_DRAW_PASSES);
    const drawn = replay.steps[stepOf(replay, 'draw:4-2')]!;
    assert.deepEqual(drawn.state.hands[1], ['4-3', '2-1', '4-2']);
    refusedWith(replay, stepOf(replay, 'pass'), { type: 'draw' }, 'cannot-draw');
    const passed = replay.steps.at(-1)!;
    assert.equal(passed.move?.type, 'pass');
    assert.equal(passed.state.current, 2);
    assert.equal(passed.state.boneyard.length, 15);
  });

  it('R-DB-4 (worked example): 3-3 played on 6-3 exposes three ends showing 3; a 4-3 may go on any of them', () => {
    const replay = replayOf(examples.DOUBLES_SPINNER);
    const asked = stepOf(replay, '4-3@3NW');
    const position = replay.steps[asked - 1]!;
    assert.deepEqual(namedEnds(position), ['6S', '6W', '3NN', '3NW', '3NE', '1E']);
    for (const place of ['NN', 'NW', 'NE']) {
      assert.equal(explainMove(position.state, playAt(position, '4-3', place)), null, place);
    }
  });

  it('R-DC-6 (worked example): double-nine, a stuck player draws 7-2, 4-1, 0-0, plays the 0-0 and keeps the others', () => {
    const replay = replayOf(examples.KELLEY_DRAWS);
    const seven = stepOf(replay, 'draw:7-2');
    assert.deepEqual(namedEnds(replay.steps[seven - 1]!), ['9E', '9S', '9W', '0N']);
    for (const step of [seven, seven + 1, seven + 2]) assert.equal(replay.steps[step]!.seat, 2);
    // No play after the 7-2 or the 4-1: drawing goes on (no pass while tiles remain).
    refusedWith(replay, seven + 1, { type: 'pass' }, 'must-draw');
    refusedWith(replay, seven + 2, { type: 'pass' }, 'must-draw');
    refusedWith(replay, seven + 3, { type: 'draw' }, 'must-play-drawn');
    const played = replay.steps[seven + 3]!;
    assert.equal(played.text, '0-0');
    assert.deepEqual(played.state.hands[2]!.slice(-2), ['7-2', '4-1']);
    assert.ok(!played.state.hands[2]!.includes('0-0'));
    assert.equal(played.state.current, 3);
  });

  it('R-BY-7 + R-BY-8 (worked example): blocked on two 0 ends; seat 1 loses 32; seats 0 and 2 draw doubles', () => {
    const replay = replayOf(examples.BONEYARD_BLOCK);
    assert.deepEqual(
      replay.steps.slice(1, 10).map((s) => s.seat),
      [0, 2, 1, 0, 2, 1, 0, 2, 1],
      'play goes to the right',
    );
    const blocked = replay.steps[9]!;
    assert.deepEqual(namedEnds(blocked), ['0L', '0R']);
    assert.equal(blocked.state.layout.tiles.filter((t) => t.tile.includes('0')).length, 6);
    const result = blocked.state.lastRound!;
    assert.equal(result.reason, 'blocked');
    assert.deepEqual(result.hands.map(pipTotal), [26, 32, 26]);
    assert.deepEqual(result.points, [0, -32, 0]);
    const next = replay.steps[10]!;
    assert.equal(next.round, 2);
    assert.equal(next.comment, 'Seats 0 and 2 drew doubles for the lead.');
    assert.equal(next.state.lead.how, 'drawn-doubles');
    assert.deepEqual(
      next.state.lead.drawn!.map((d) => d.length),
      [1, 0, 1],
    );
  });

  it('a try that is neither the move nor written gets no comment ("not this one")', () => {
    const replay = replayOf(examples.MALTESE_LOCKS);
    const asked = stepOf(replay, '?1-1');
    const move: Move = { type: 'draw' };
    assert.deepEqual(checkAnswer(replay, asked, move), { verdict: 'wrong', comment: null });
  });
});
