/**
 * Issue 33 item 6: the count and points of games that score during play, in words (the live region, the status line,
 * the moves list) and as the board's badge; a round stopped at the target told as unscored. Real moves of the
 * engine, RULES.md's worked examples.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MatchState, MoveRecord } from '../../src/engine/index.js';
import { countBadge } from '../../src/replay/count-badge.js';
import {
  allLangsReady,
  LANGS,
  moveAnnouncement as sentence,
  roundSummary,
  seatNames,
  tileName,
} from '../../src/i18n/index.js';
import { run, start, withScores } from '../engine/helpers.js';
import { allFives, fivesAndThrees } from '../engine/scoring-games.js';

/** The live region's sentence for a move: its tiles in words (the screen writes them "6-3"). */
const moveAnnouncement = (...[lang, seats, record, reveal]: Parameters<typeof sentence>): string =>
  sentence(lang, seats, record, reveal, tileName);

// A table's English has these games' words once their chunk has come (src/element/loaders/scoring-loader.ts).
await allLangsReady();

// RULES.md's worked example "Fives and Threes" (2 players, seat 0 leads): 5-4 (9: 3) … 6-6 on the 6 (15: 8).
const F3_HANDS = [
  ['5-4', '5-2', '3-2', '6-6', '0-0', '1-0', '2-0'],
  ['4-4', '4-1', '6-1', '3-0', '4-0', '5-0', '6-0'],
];
const F3_PLAY = 's0 5-4; s1 4-4@0e; s0 5-2@0w; s1 4-1@1e; s0 3-2@2w; s1 6-1@3e; s0 6-6@5e';

const last = (s: MatchState): MoveRecord => s.log[s.log.length - 1]!;
// Seat 0 is "you" in a one-person table; a watched table names every seat.
const watched = seatNames('en', 2, 0);
const mine = seatNames('en', 2, 1);

describe('the count in words and on the board (issue 33 item 6)', () => {
  const f3 = run(start(fivesAndThrees(), F3_HANDS, [], 0), F3_PLAY);

  it('R-F3-6: a scoring play is said with its count and points ("…: count 15, scores 8.")', () => {
    const record = last(f3);
    assert.deepEqual([record.count, record.points], [15, 8]);
    const south = watched.names[0]!;
    assert.equal(
      moveAnnouncement('en', watched, record, true),
      `${south} plays double six on the six: count 15, scores 8.`,
    );
    assert.equal(moveAnnouncement('en', mine, record, true), 'You play double six on the six: count 15, you score 8.');
  });

  it('R-F3-6: a play that scores nothing says only the count; the lead says its count and points too', () => {
    const lead = run(start(fivesAndThrees(), F3_HANDS, [], 0), 's0 5-4');
    assert.equal(moveAnnouncement('en', mine, last(lead), true), 'You open with five–four: count 9, you score 3.');
    const nothing = run(lead, 's1 4-4@0e');
    assert.deepEqual([last(nothing).count, last(nothing).points], [13, 0]);
    assert.match(moveAnnouncement('en', mine, last(nothing), true), /^.+ plays double four on the four: count 13\.$/);
  });

  it('R-A5-6: in every language the move keeps its words and adds the count and the points, once', async () => {
    await allLangsReady();
    const record = last(f3);
    for (const lang of LANGS) {
      const seats = seatNames(lang, 2, 0);
      const plain = moveAnnouncement(lang, seats, { ...record, count: undefined, points: undefined }, true);
      const said = moveAnnouncement(lang, seats, record, true);
      assert.ok(said.startsWith(plain.slice(0, -1)), `${lang}: the move's own words first: ${said}`);
      assert.match(said, /15\D+8\D*\.$/, `${lang}: count 15, then 8 points, one full stop: ${said}`);
      assert.ok(!said.includes('{'), `${lang}: every placeholder filled: ${said}`);
    }
  });

  it('R-F3-8, R-GX-10, worked example "Fives and Threes, 61": on 59 a last play for a count of 6 says its 3 were not scored', () => {
    // Seat 0 on 59 leads its last tile, 4-2: count 6 (2) and the chip point, 3 in all, would make 62.
    const dealt = start(fivesAndThrees(), F3_HANDS, [], 0);
    const on = (total: number): MatchState =>
      run(withScores({ ...dealt, hands: [['4-2'], dealt.hands[1]!] } as MatchState, [total, 0]), 's0 4-2');
    const refused = on(59);
    assert.deepEqual(refused.scores, [59, 0], 'the total stays 59');
    assert.deepEqual([last(refused).count, last(refused).points, last(refused).refused], [6, 0, 3]);
    // The words of each language: the move's own, the count, then the 3 refused (never "scores").
    const told: { [lang: string]: string } = {
      en: 'You open with four–two: count 6, 3 points not scored (past the target).',
      de: 'Du eröffnest mit Vier–Zwei: Enden zählen 6, 3 Punkte nicht gewertet (über dem Ziel).',
      es: 'Abres con cuatro–dos: los extremos suman 6, 3 puntos sin anotar (se pasaría del objetivo).',
      pt: 'Você abre com quatro–dois: as pontas somam 6, 3 pontos sem marcar (passaria do objetivo).',
      fr: 'Vous ouvrez avec quatre–deux\u00a0: les bouts font 6, 3 points non marqués (au-delà de l’objectif).',
    };
    for (const lang of LANGS) {
      const said = moveAnnouncement(lang, seatNames(lang, 2, 1), last(refused), true);
      assert.equal(said, told[lang], `${lang}: ${said}`);
    }
    // On 58 the same play makes 61 and is scored, with no word of a refusal.
    const won = on(58);
    assert.deepEqual(won.scores, [61, 0]);
    assert.equal(moveAnnouncement('en', mine, last(won), true), 'You open with four–two: count 6, you score 3.');
  });

  it('games that do not score during play say a move as before (no count in the record)', () => {
    const record: MoveRecord = { seat: 1, move: { type: 'play', tile: '6-3', end: 'x' }, pip: 6 };
    assert.equal(moveAnnouncement('en', mine, record, true), `${mine.names[1]} plays six–three on the six.`);
  });

  it('the badge: the count after the last play and its points; the count alone after a play worth nothing', () => {
    assert.equal(countBadge(f3.log, f3.count), '15 · +8');
    const nothing = run(start(fivesAndThrees(), F3_HANDS, [], 0), 's0 5-4; s1 4-4@0e');
    assert.equal(countBadge(nothing.log, nothing.count), '13');
    // Before the lead (count 0, no play) and in games without a count: no badge.
    const fresh = start(fivesAndThrees(), F3_HANDS, [], 0);
    assert.equal(countBadge(fresh.log, fresh.count), undefined);
    assert.equal(countBadge(f3.log, null), undefined);
  });

  it('R-A5-6: after a pass the badge still shows the count and the points of the last play', () => {
    const log: MoveRecord[] = [...f3.log, { seat: 1, move: { type: 'pass' }, count: 15, points: 0 }];
    assert.equal(countBadge(log, 15), '15 · +8');
  });

  it('R-A5-9, R-GX-9: a round stopped at the target says who reached it and that the round is not scored', () => {
    // RULES.md's worked example "All Fives, a lead spinner" with a target of 10: the lead 5-5 counts 10 and wins.
    const rules = allFives({ targetScore: 10 });
    const hands = [
      ['5-5', '6-4', '6-3', '6-2', '6-1', '6-0', '4-4', '3-3', '2-2'],
      ['5-4', '5-3', '5-2', '5-1', '5-0', '4-3', '4-2', '4-1', '4-0'],
    ];
    const won = run(start(rules, hands, [], 0), 's0 5-5');
    assert.equal(won.phase, 'match-over');
    assert.equal(won.lastRound?.reason, 'target');
    const lines = roundSummary('en', mine, rules, won.lastRound!);
    assert.deepEqual(lines, ['You reach the target: the round stops, unscored.']);
    for (const lang of LANGS) {
      const told = roundSummary(lang, seatNames(lang, 2, 1), rules, won.lastRound!);
      assert.equal(told.length, 1, `${lang}: who reached the target, and that the round is unscored`);
    }
  });
});
