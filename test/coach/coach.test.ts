// The coach (src/coach): grades on hand-built positions where the best move is known, the decisions it
// skips, determinism, and its sentences in every language.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyMove, IllegalMoveError, newMatch, rulesFor } from '../../src/engine/index.js';
import { chooseMove } from '../../src/ai/index.js';
import type { MatchState, Move } from '../../src/engine/types.js';
import { BEST_WITHIN, FINE_WITHIN, LOOSE_WITHIN, gradeOf, reviewRound } from '../../src/coach/index.js';
import { CATALOGS } from '../../src/coach/sentences.js';
import { en } from '../../src/coach/en.js';

const play = (tile: string, end: string): Move => ({ type: 'play', tile, end });
const DRAW: Move = { type: 'draw' };

/**
 * R-DB-4: 2-player Doubles with hands of three. Seat 1 leads 6-6; seat 0 plays 6-3; seat 1 plays 6-5 and
 * holds only 2-2. Seat 0 then holds 6-2 and 6-1 for the free sides of the 6-6: 6-2 opens a 2, where seat
 * 1 lays its 2-2 and goes out; 6-1 leaves seat 1 nothing to play, and seat 0 goes out next with 6-2.
 */
function givesDomino(): { start: MatchState; moves: Move[] } {
  const start = newMatch(rulesFor('doubles', { players: 2, handSize: 3 }), 'coach-gives', {
    hands: [
      ['6-3', '6-2', '6-1'],
      ['6-6', '6-5', '2-2'],
    ],
  });
  assert.equal(start.current, 1, 'the 6-6 leads');
  let state: MatchState = start;
  const moves: Move[] = [];
  for (const move of [play('6-6', 'center'), play('6-3', '0n'), play('6-5', '0e')]) {
    moves.push(move);
    state = applyMove(state, move);
  }
  return { start, moves };
}

/**
 * R-MC-7: Maltese Cross with hands of two. Seat 0 leads 6-6, seats 1–3 each fill one side of the cross;
 * seat 0 may then play 6-5 on the last side and go out, taking the 24 pips of the fives the others hold
 * (locked until the 5-5 is down), or draw (one may draw at any time).
 */
function maySkipDomino(): { start: MatchState; moves: Move[] } {
  const start = newMatch(rulesFor('maltese-cross', { handSize: 2 }), 'coach-out', {
    hands: [
      ['6-6', '6-5'],
      ['6-4', '5-4'],
      ['6-3', '5-3'],
      ['6-2', '5-2'],
    ],
  });
  assert.equal(start.current, 0);
  return { start, moves: [play('6-6', 'center'), play('6-4', '0n'), play('6-3', '0e'), play('6-2', '0s')] };
}

describe('reviewRound', () => {
  test('R-DB-4: a play that lets the next player go out is a blunder, and the coach names the safe one', () => {
    const { start, moves } = givesDomino();
    const items = reviewRound(start, [...moves, play('6-2', '0s'), play('2-2', '3s')], [0], 'en');
    // Seat 0's decisions: 6-3, 6-2 or 6-1 on the 6-6 (a choice), then 6-2 or 6-1 (a choice).
    assert.equal(items.length, 2);
    const item = items[1]!;
    assert.equal(item.seat, 0);
    assert.equal(item.round, 1);
    assert.deepEqual(item.move, play('6-2', '0s'));
    assert.equal(item.best.type === 'play' && item.best.tile, '6-1');
    assert.equal(item.grade, 'blunder');
    assert.ok(item.pointsLost >= LOOSE_WITHIN, `lost ${item.pointsLost}`);
    assert.equal(
      item.why,
      `Better: 6–1 on the 6; your move let the next player go out (about ${item.pointsLost.toFixed(1)} points more).`,
    );
  });

  test('R-DB-4: the safe play is graded best, with no points lost', () => {
    const { start, moves } = givesDomino();
    const items = reviewRound(start, [...moves, play('6-1', '0s')], [0], 'en');
    const item = items[1]!;
    assert.equal(item.grade, 'best');
    assert.equal(item.pointsLost, 0);
    assert.deepEqual(item.best, item.move);
    assert.equal(item.why, 'Well played: 6–1 on the 6 was the best move here.');
  });

  test('R-MC-7: drawing instead of going out is a blunder; going out is the best move', () => {
    const { start, moves } = maySkipDomino();
    const [drew] = reviewRound(start, [...moves, DRAW], [0], 'en');
    assert.equal(drew!.grade, 'blunder');
    assert.deepEqual(drew!.best, play('6-5', '0w'));
    assert.match(drew!.why, /^Better: 6–5 on the 6, which goes out and ends the round/);
    const [out] = reviewRound(start, [...moves, play('6-5', '0w')], [0], 'en');
    assert.equal(out!.grade, 'best');
  });

  test('forced moves are skipped: the lead tile, a single legal move', () => {
    const { start, moves } = maySkipDomino();
    // Seat 0's lead (6-6 must open) is forced; its one choice is the last move.
    const items = reviewRound(start, [...moves, DRAW], [0], 'en');
    assert.equal(items.length, 1);
    // Seats 1–3 had their 6 on the cross or a draw: a choice each.
    assert.deepEqual(
      reviewRound(start, moves, [1, 2, 3], 'en').map((i) => i.seat),
      [1, 2, 3],
    );
    assert.deepEqual(reviewRound(start, moves, [], 'en'), []);
  });

  test('an illegal move is refused with the engine reason', () => {
    const { start } = maySkipDomino();
    assert.throws(
      () => reviewRound(start, [play('6-5', 'center')], [0], 'en'),
      (e: unknown) => e instanceof IllegalMoveError && e.reason === 'must-lead',
    );
  });

  test('deterministic, and the same judgement in every language', () => {
    const start = newMatch(rulesFor('doubles', { players: 2 }), 'coach-determinism');
    let state = start;
    const moves: Move[] = [];
    while (state.phase === 'play') {
      const move = chooseMove(state, 'easy', `m${state.log.length}`);
      moves.push(move);
      state = applyMove(state, move);
    }
    const first = reviewRound(start, moves, [0, 1], 'en');
    assert.ok(first.length > 4, `only ${first.length} decisions`);
    assert.deepEqual(reviewRound(structuredClone(start), structuredClone(moves), [0, 1], 'en'), first);
    const strip = (items: typeof first) => items.map(({ why: _why, ...rest }) => rest);
    for (const lang of Object.keys(CATALOGS))
      assert.deepEqual(strip(reviewRound(start, moves, [0, 1], lang)), strip(first));
    // Moves given without their end (where one end fits) are judged as the recorded ones.
    assert.ok(first.every((i) => ['best', 'fine', 'loose', 'blunder'].includes(i.grade)));
  });

  test('the grades follow the named thresholds', () => {
    assert.equal(gradeOf(0), 'best');
    assert.equal(gradeOf(BEST_WITHIN - 0.01), 'best');
    assert.equal(gradeOf(BEST_WITHIN), 'fine');
    assert.equal(gradeOf(FINE_WITHIN), 'loose');
    assert.equal(gradeOf(LOOSE_WITHIN - 0.01), 'loose');
    assert.equal(gradeOf(LOOSE_WITHIN), 'blunder');
  });
});

describe('the coach speaks', () => {
  const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

  test('every language has the same sentence keys as English, with the same placeholders', () => {
    assert.deepEqual(Object.keys(CATALOGS).sort(), ['de', 'en', 'es', 'fr', 'pt']);
    for (const [lang, catalog] of Object.entries(CATALOGS)) {
      assert.deepEqual(Object.keys(catalog).sort(), Object.keys(en).sort(), lang);
      for (const [key, text] of Object.entries(catalog)) {
        assert.ok(text.length > 0, `${lang}.${key} is empty`);
        assert.deepEqual(placeholders(text), placeholders(en[key as keyof typeof en]), `${lang}.${key}`);
        assert.doesNotMatch(text, /[<>&]/, `${lang}.${key} is plain text`);
      }
    }
  });

  test('the review in German, Spanish, Portuguese and French; a regional tag; English when unknown', () => {
    const { start, moves } = givesDomino();
    const all = [...moves, play('6-2', '0s'), play('2-2', '3s')];
    const why = (lang: string): string => reviewRound(start, all, [0], lang)[1]!.why;
    const lost = reviewRound(start, all, [0], 'en')[1]!.pointsLost.toFixed(1);
    assert.equal(
      why('de'),
      `Besser: 6–1 an die 6; dein Zug ließ den nächsten Spieler ausgehen (etwa ${lost.replace('.', ',')} Punkte mehr).`,
    );
    assert.match(why('es'), /^Mejor: 6–1 en el 6; /);
    assert.match(why('pt'), /^Melhor: 6–1 no 6; /);
    assert.match(why('fr'), /^Mieux\u00a0: le 6–1 sur le 6\u00a0; /);
    assert.equal(why('de-AT'), why('de'));
    assert.equal(why('xx'), why('en'));
  });
});
