// The coach (src/coach): grades on hand-built positions where the best move is known, the decisions it
// skips, determinism, and its sentences in every language.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { applyMove, IllegalMoveError, newMatch, rulesFor } from '../../src/engine/index.js';
import { chooseMove } from '../../src/ai/index.js';
import type { MatchState, Move } from '../../src/engine/types.js';
import { BEST_WITHIN, FINE_WITHIN, LOOSE_WITHIN, gradeOf, reviewRound } from '../../src/coach/index.js';
import { CATALOGS, moveName, placeWords, playedSentence } from '../../src/coach/sentences.js';
import { reviewWords } from '../../src/coach/index.js';
import { en as tableEn } from '../../src/i18n/en.js';
import { de as tableDe } from '../../src/i18n/de.js';
import { es as tableEs } from '../../src/i18n/es.js';
import { fr as tableFr } from '../../src/i18n/fr.js';
import { pt as tablePt } from '../../src/i18n/pt.js';
import { en } from '../../src/coach/en.js';
import { placeOf } from '../../src/record/names.js';

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
    const items = reviewRound(start, [...moves, play('6-2', '0s'), play('2-2', '3s')], [0], 'en', placeOf);
    // Seat 0's decisions: 6-3, 6-2 or 6-1 on the 6-6 (a choice), then 6-2 or 6-1 (a choice).
    assert.equal(items.length, 2);
    const item = items[1]!;
    assert.equal(item.seat, 0);
    assert.equal(item.round, 1);
    assert.deepEqual(item.move, play('6-2', '0s'));
    assert.equal(item.best.type === 'play' && item.best.tile, '6-1');
    assert.equal(item.grade, 'blunder');
    assert.ok(item.pointsLost >= LOOSE_WITHIN, `lost ${item.pointsLost}`);
    // What was played and where (the table's words for the end), then the better move, where, and why.
    assert.equal(
      item.why,
      'You played 6–2 on the 6, south arm. Better: 6–1 on the 6, south arm; your move let the next player go out ' +
        `(about ${item.pointsLost.toFixed(1)} points more).`,
    );
    // The step: the move's index in the round's log (the lead, 6-3, 6-5, then this 6-2).
    assert.deepEqual(
      items.map((i) => i.step),
      [1, 3],
    );
  });

  test('R-DB-4: the safe play is graded best, with no points lost', () => {
    const { start, moves } = givesDomino();
    const items = reviewRound(start, [...moves, play('6-1', '0s')], [0], 'en', placeOf);
    const item = items[1]!;
    assert.equal(item.grade, 'best');
    assert.equal(item.pointsLost, 0);
    assert.deepEqual(item.best, item.move);
    assert.equal(item.why, 'Well played: the best move here was 6–1 on the 6, south arm.');
    assert.equal(item.step, 3);
  });

  test('R-MC-7: drawing instead of going out is a blunder; going out is the best move', () => {
    const { start, moves } = maySkipDomino();
    const [drew] = reviewRound(start, [...moves, DRAW], [0], 'en', placeOf);
    assert.equal(drew!.grade, 'blunder');
    assert.deepEqual(drew!.best, play('6-5', '0w'));
    assert.match(drew!.why, /^You drew\. Better: 6–5 on the 6, west arm, which goes out and ends the round/);
    assert.equal(drew!.step, 4);
    const [out] = reviewRound(start, [...moves, play('6-5', '0w')], [0], 'en', placeOf);
    assert.equal(out!.grade, 'best');
  });

  test('forced moves are skipped: the lead tile, a single legal move', () => {
    const { start, moves } = maySkipDomino();
    // Seat 0's lead (6-6 must open) is forced; its one choice is the last move.
    const items = reviewRound(start, [...moves, DRAW], [0], 'en', placeOf);
    assert.equal(items.length, 1);
    // Seats 1–3 had their 6 on the cross or a draw: a choice each.
    assert.deepEqual(
      reviewRound(start, moves, [1, 2, 3], 'en', placeOf).map((i) => i.seat),
      [1, 2, 3],
    );
    assert.deepEqual(reviewRound(start, moves, [], 'en', placeOf), []);
  });

  test('an illegal move is refused with the engine reason', () => {
    const { start } = maySkipDomino();
    assert.throws(
      () => reviewRound(start, [play('6-5', 'center')], [0], 'en', placeOf),
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
    const first = reviewRound(start, moves, [0, 1], 'en', placeOf);
    assert.ok(first.length > 4, `only ${first.length} decisions`);
    assert.deepEqual(reviewRound(structuredClone(start), structuredClone(moves), [0, 1], 'en', placeOf), first);
    const strip = (items: typeof first) => items.map(({ why: _why, ...rest }) => rest);
    for (const lang of Object.keys(CATALOGS))
      assert.deepEqual(strip(reviewRound(start, moves, [0, 1], lang, placeOf)), strip(first));
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
    const why = (lang: string): string => reviewRound(start, all, [0], lang, placeOf)[1]!.why;
    const lost = reviewRound(start, all, [0], 'en', placeOf)[1]!.pointsLost.toFixed(1);
    assert.equal(
      why('de'),
      'Dein Zug: 6–2 an die 6, Südarm. Besser: 6–1 an die 6, Südarm; dein Zug ließ den nächsten Spieler ausgehen ' +
        `(etwa ${lost.replace('.', ',')} Punkte mehr).`,
    );
    assert.match(why('es'), /^Jugaste 6–2 en el 6, brazo sur\. Mejor: 6–1 en el 6, brazo sur; /);
    assert.match(why('pt'), /^Você jogou 6–2 no 6, braço sul\. Melhor: 6–1 no 6, braço sul; /);
    assert.match(
      why('fr'),
      /^Vous avez joué le 6–2 sur le 6, bras sud\. Mieux\u00a0: le 6–1 sur le 6, bras sud\u00a0; /,
    );
    assert.equal(why('de-AT'), why('de'));
    assert.equal(why('xx'), why('en'));
  });
});

describe('what the review says was played, and where (issue 35 item 6)', () => {
  const TABLE: Record<string, { places: string }> = { en: tableEn, de: tableDe, es: tableEs, fr: tableFr, pt: tablePt };

  test('every coach language names the ends in the table’s own words (its `places`)', () => {
    assert.deepEqual(Object.keys(TABLE).sort(), Object.keys(CATALOGS).sort());
    for (const [lang, catalog] of Object.entries(CATALOGS)) assert.equal(catalog.places, TABLE[lang]!.places, lang);
  });

  test('a place in words: an arm, an end of the line, a spinner’s side on the way', () => {
    assert.equal(placeWords(en, 'E'), 'east arm');
    assert.equal(placeWords(en, 'L'), 'left end');
    assert.equal(placeWords(en, 'R'), 'right end');
    assert.equal(placeWords(en, 'NW'), 'north arm, west side');
    assert.equal(placeWords(CATALOGS.de!, 'S'), 'Südarm');
  });

  test('the move made, in a sentence: a play with its end, the lead, a draw, a pass', () => {
    assert.equal(playedSentence(en, play('4-1', '2e'), { pip: 4, place: 'E' }), 'You played 4–1 on the 4, east arm.');
    assert.equal(playedSentence(en, play('6-6', 'center'), null), 'You played 6–6 to open.');
    assert.equal(playedSentence(en, DRAW, null), 'You drew.');
    assert.equal(playedSentence(en, { type: 'pass' }, null), 'You passed.');
    assert.equal(moveName(en, play('4-4', '0n'), { pip: 4, place: 'N' }), '4–4 on the 4, north arm');
    for (const [lang, c] of Object.entries(CATALOGS)) {
      const said = playedSentence(c, play('4-1', '2e'), { pip: 4, place: 'LN' });
      assert.match(said, /4–1/, lang);
      assert.ok(said.includes(placeWords(c, 'LN')), `${lang}: ${said}`);
      assert.doesNotMatch(said, /[{}]/, lang);
    }
  });

  test('the panel’s words for the position: the tip, the way back, the step (counted from 1 by the panel)', () => {
    for (const lang of Object.keys(CATALOGS)) {
      const words = reviewWords(lang);
      for (const text of [words.tip, words.back, words.step(12)]) assert.ok(text.length > 3, `${lang}: ${text}`);
      assert.match(words.step(12), /12/, lang);
    }
    assert.equal(reviewWords('en').step(12), 'Move 12 of the round');
  });
});
