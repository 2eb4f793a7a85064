/**
 * Issue 33 item 5: refusals and hints in words in the games that score during play: `sides-first` explained in the
 * five languages (R-A5-4), a hint that names the count and the points of the play it suggests (R-A5-6, R-F3-6).
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyMove, legalMoves, newMatch, type MatchState } from '../../src/engine/index.js';
import { hintFor } from '../../src/element/hint.js';
import { allLangsReady, explainRefusal, LANGS } from '../../src/i18n/index.js';
import { parseMove, run, start } from '../engine/helpers.js';
import { allFives, fivesAndThrees } from '../engine/scoring-games.js';

// RULES.md's worked example "All Fives, a lead spinner": A leads 5-5, B lays 5-3 on a side.
const SPINNER_HANDS = [
  ['5-5', '5-2', '5-1', '0-0', '1-0', '2-0', '3-0', '4-0', '6-0'],
  ['5-3', '5-4', '6-1', '1-1', '2-1', '3-1', '4-1', '2-2', '3-2'],
];
// RULES.md's worked example "Fives and Threes", up to seat 0's last play: only 6-6 fits (on the 6), count 15: 8.
const F3_HANDS = [
  ['5-4', '5-2', '3-2', '6-6', '0-0', '1-0', '2-0'],
  ['4-4', '4-1', '6-1', '3-0', '4-0', '5-0', '6-0'],
];
const F3_BEFORE_66 = 's0 5-4; s1 4-4@0e; s0 5-2@0w; s1 4-1@1e; s0 3-2@2w; s1 6-1@3e';

describe('refusals and hints in the scoring games (issue 33 item 5)', () => {
  it('R-A5-4: a tile on a flank that waits for both sides is refused with sides-first, in words, in every language', async () => {
    await allLangsReady();
    const s = run(start(allFives(), SPINNER_HANDS, [], 0), 's0 5-5; s1 5-3@0w');
    const move = parseMove('5-1@0n');
    assert.equal(
      explainRefusal('en', s, move, 'sides-first'),
      'Sides first: the flanks open once both sides hold a tile.',
    );
    const said = new Set<string>();
    for (const lang of LANGS) {
      const text = explainRefusal(lang, s, move, 'sides-first');
      assert.ok(text.length > 20 && !text.includes('{'), `${lang}: ${text}`);
      said.add(text);
    }
    assert.equal(said.size, LANGS.length, 'each language says it in its own words');
  });

  it('R-F3-6: the hint names the count and the points ("…: the ends count 15, you score 8.")', () => {
    const s = run(start(fivesAndThrees(), F3_HANDS, [], 0), F3_BEFORE_66);
    assert.deepEqual(
      legalMoves(s).filter((m) => m.type === 'play').length,
      1,
      'only the 6-6 fits: the hint must suggest it',
    );
    const hint = hintFor(s, 'en');
    assert.deepEqual(hint.move, { type: 'play', tile: '6-6', end: '5e' });
    assert.equal(hint.why, 'Play the 6-6 on the six: the ends count 15, you score 8.');
  });

  it('R-A5-6: every hinted play that scores says so with the numbers it then scores, in every language', async () => {
    await allLangsReady();
    // Whole rounds of All Fives: at each turn of play, the normal player's suggestion and its words.
    let scoring = 0;
    let plain = 0;
    for (const seed of ['hint-a', 'hint-b', 'hint-c']) {
      let s: MatchState = newMatch(allFives(), seed);
      while (s.phase === 'play') {
        if (legalMoves(s).some((m) => m.type === 'play')) {
          const hint = hintFor(s, 'en');
          const { count, points } = applyMove(s, hint.move).log.at(-1)!;
          if (points) {
            scoring++;
            assert.match(hint.why, new RegExp(`: the ends count ${count}, you score ${points}\\.$`));
            for (const lang of LANGS) {
              const why = hintFor(s, lang).why;
              assert.ok(why.includes(` ${count}`) && why.includes(` ${points}`) && !why.includes('{'), why);
            }
          } else {
            plain++;
            assert.doesNotMatch(hint.why, /you score/);
          }
        }
        s = applyMove(s, legalMoves(s)[0]!);
      }
    }
    assert.ok(scoring > 0 && plain > 0, `hints that score (${scoring}) and hints that do not (${plain})`);
  });

  it('R-F3-7: in Fives and Threes the hint never gives "pips left in your hand count against you" as a reason', () => {
    const seen: string[] = [];
    let s: MatchState = start(fivesAndThrees(), F3_HANDS, [], 0);
    while (s.phase === 'play') {
      if (legalMoves(s).some((m) => m.type === 'play')) seen.push(hintFor(s, 'en').why);
      s = applyMove(s, legalMoves(s)[0]!);
    }
    assert.ok(seen.length > 3);
    for (const why of seen) assert.doesNotMatch(why, /count against you/);
  });
});
