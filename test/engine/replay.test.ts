// The engine owns replaying a match and saying why it cannot: replayMatch, replayRound, tryMove, checkRules and
// dealMatch return results; the public applyMove and rulesFor still throw as API.md §6 says.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  applyMove,
  checkRules,
  dealMatch,
  IllegalMoveError,
  legalMoves,
  newMatch,
  nextRound,
  replayMatch,
  replayRound,
  rulesFor,
  tryMove,
  type MatchState,
  type Move,
} from '../../src/engine/index.js';

const RULES = rulesFor('doubles', { players: 2, targetScore: 500 });

/** A match played to the end of `rounds` rounds by always taking the first legal move: the moves of each round. */
function played(rounds: number): { moves: Move[][]; states: MatchState[] } {
  let state: MatchState = newMatch(RULES, 'replay');
  const moves: Move[][] = [];
  const states: MatchState[] = [];
  for (let r = 0; r < rounds; r++) {
    if (r > 0) state = nextRound(state);
    const round: Move[] = [];
    while (state.phase === 'play') {
      state = applyMove(state, legalMoves(state)[0] as Move);
      round.push(state.log[state.log.length - 1]!.move);
    }
    moves.push(round);
    states.push(state);
  }
  return { moves, states };
}

describe('replayMatch', () => {
  it('gives every round exactly as it was played: its start, the engine’s records of its moves, its end', () => {
    const { moves, states } = played(3);
    const result = replayMatch({ rules: RULES, seed: 'replay', rounds: moves.map((m) => ({ moves: m })) });
    assert.ok(result.ok);
    assert.equal(result.value.length, 3);
    result.value.forEach((round, r) => {
      assert.deepEqual(round.moves, moves[r]);
      assert.deepEqual(round.end, states[r]);
      assert.equal(round.start.round, r + 1);
      assert.equal(round.start.log.length, 0, 'the start is right after the deal');
    });
  });

  it('stops at a move the engine refuses: where, and the engine’s reason; nothing thrown', () => {
    const { moves } = played(1);
    const bad = moves[0]!.slice(0, 2).concat([{ type: 'play', tile: '9-9', end: 'center' }]);
    const result = replayMatch({ rules: RULES, seed: 'replay', rounds: [{ moves: bad }] });
    assert.equal(result.ok, false);
    if (result.ok) return;
    assert.deepEqual(result.at, { round: 0, move: 2 });
    assert.ok(result.reason, 'a refused move names its reason');
    assert.equal(result.why, result.reason);
  });

  it('refuses a round given while the one before is still played (round-not-over), at that round’s deal', () => {
    const { moves } = played(1);
    const result = replayMatch({
      rules: RULES,
      seed: 'replay',
      rounds: [{ moves: moves[0]!.slice(0, 1) }, { moves: [] }],
    });
    assert.equal(result.ok, false);
    if (!result.ok) assert.deepEqual([result.why, result.at], ['round-not-over', { round: 1, move: -1 }]);
  });

  it('says why a fixed deal cannot be dealt, in words', () => {
    const result = replayMatch({
      rules: RULES,
      seed: 'x',
      rounds: [{ deal: { hands: [['6-6'], ['6-6']] }, moves: [] }],
    });
    assert.equal(result.ok, false);
    if (!result.ok) {
      assert.match(result.why, /^deal: /);
      assert.equal(result.reason, undefined);
    }
    assert.equal(dealMatch(RULES, 'x', { hands: [['6-6'], ['6-6']] }).ok, false);
  });

  it('with `continue`, moves given past a round’s end go on into the next round, dealt from the seed', () => {
    const { moves, states } = played(2);
    const result = replayMatch({ rules: RULES, seed: 'replay', rounds: [{ moves: moves.flat() }], continue: true });
    assert.ok(result.ok);
    assert.equal(result.value.length, 2);
    assert.deepEqual(result.value[1]!.end, states[1]);
  });

  it('hooks see every deal and move in order, and may change a round’s start', () => {
    const { moves } = played(2);
    const seen: string[] = [];
    const result = replayMatch(
      { rules: RULES, seed: 'replay', rounds: moves.map((m) => ({ moves: m })) },
      {
        dealt: (state, at) => {
          seen.push(`deal ${at.round}`);
          return at.round === 0 ? { ...state, scores: [7, 3] } : state;
        },
        moved: (_before, _after, _record, _given, at) => seen.push(`move ${at.round}.${at.move}`),
      },
    );
    assert.ok(result.ok);
    assert.deepEqual(result.value[0]!.start.scores, [7, 3]);
    assert.equal(seen[0], 'deal 0');
    assert.equal(seen.indexOf('deal 1'), moves[0]!.length + 1);
    assert.equal(seen.length, 2 + moves[0]!.length + moves[1]!.length);
  });
});

describe('replayRound, tryMove, checkRules: results, not throws', () => {
  it('replayRound makes a round’s moves again from its start, or names the reason it stops', () => {
    const { moves, states } = played(1);
    const start = newMatch(RULES, 'replay');
    const again = replayRound(start, moves[0]!);
    assert.ok(again.ok);
    assert.deepEqual(again.value, states[0]);
    const stopped = replayRound(start, [{ type: 'play', tile: '9-9', end: 'center' }]);
    assert.equal(stopped.ok, false);
  });

  it('tryMove refuses with the reason explainMove gives, and the state is untouched; applyMove still throws', () => {
    const state = newMatch(RULES, 'replay');
    const before = JSON.stringify(state);
    const refused = tryMove(state, { type: 'pass' });
    assert.equal(refused.ok, false);
    if (!refused.ok) assert.ok(refused.reason);
    assert.equal(JSON.stringify(state), before);
    assert.throws(() => applyMove(state, { type: 'pass' }), IllegalMoveError);
  });

  it('checkRules names the bad value; rulesFor still throws RangeError with the same words', () => {
    const checked = checkRules('doubles', { players: 9 });
    assert.equal(checked.ok, false);
    if (!checked.ok) {
      assert.match(checked.why, /players 9 is not allowed/);
      assert.throws(() => rulesFor('doubles', { players: 9 }), { name: 'RangeError', message: checked.why });
    }
    assert.deepEqual(checkRules('doubles'), { ok: true, value: rulesFor('doubles') });
  });

  it('MatchState is one type per phase: `current` is a number in play, `lastRound` set once a round is over', () => {
    const { states } = played(1);
    const over = states[0]!;
    assert.notEqual(over.phase, 'play');
    if (over.phase !== 'play') {
      // Typed: no cast needed to read the round just ended.
      const points: readonly number[] = over.lastRound.points;
      assert.equal(points.length, 2);
      assert.equal(over.current, null);
    }
    const start = newMatch(RULES, 'replay');
    if (start.phase === 'play') {
      const seat: number = start.current;
      assert.ok(seat === 0 || seat === 1);
    }
  });
});
