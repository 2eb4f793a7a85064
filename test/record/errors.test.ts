/**
 * A record that does not parse or replay gives an error naming the token (its text, line and column) and
 * why, in the language asked for; the reader never throws.
 */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { readRecord } from '../../src/record/replay.js';
import { parseRecord } from '../../src/record/parse.js';
import type { RecordError } from '../../src/record/errors.js';
import { errorOf, replayOf } from './helpers.js';
import { MALTESE_LOCKS } from './worked-examples.js';

const FC_SEED = Number(process.env['FC_SEED'] ?? 20_261_122);

const HEAD = '[variant maltese-cross]\n[seed s]\n';
const CROSS_HANDS = '[hands 6-6 5-5 3-2 2-1 1-0 / 6-4 5-4 5-3 5-2 5-1 / 4-4 6-2 4-3 4-2 4-1 / 6-5 6-3 6-1 6-0 3-3]\n';

/** The error names the token as written, at its line and column, and its message says so. */
function names(error: RecordError, token: string, line: number, column: number): void {
  assert.equal(error.token, token, error.message);
  assert.equal(error.line, line, error.message);
  assert.equal(error.column, column, error.message);
  assert.ok(error.message.includes(`Line ${line}, column ${column}, “${token}”`), error.message);
}

describe('game record errors', () => {
  it('a tile that is not of the set: in a move, in a hand, a double in the Boneyard game', () => {
    let e = errorOf(`${HEAD}${CROSS_HANDS}6-6 7-7`);
    assert.equal(e.code, 'bad-tile');
    names(e, '7-7', 4, 5);
    assert.match(e.message, /not a tile of this game’s set/);
    e = errorOf('[variant doubles]\n[hands 6-6 1-3 12-1]');
    assert.equal(e.code, 'bad-tile');
    names(e, '12-1', 2, 16);
    e = errorOf('[variant doubles-in-the-boneyard]\n[seed s]\n3-3');
    assert.equal(e.code, 'bad-tile');
    names(e, '3-3', 3, 1);
    e = errorOf(`${HEAD}${CROSS_HANDS}6-6 draw:9-9`);
    assert.equal(e.code, 'bad-tile');
  });

  it('not a move at all', () => {
    // `6-4@6X` names its bad place: test/record/mistakes.test.ts.
    for (const word of ['6-4@', 'knock', '6-4@66', 'draw:']) {
      const e = errorOf(`${HEAD}${CROSS_HANDS}6-6 ${word}`);
      assert.ok(e.code === 'bad-move' || e.code === 'bad-tile', `${word}: ${e.code}`);
      names(e, word, 4, 5);
    }
  });

  it('ends: none shows the number, no end at that place, the place shows another number, several fit', () => {
    let e = errorOf(`${HEAD}${CROSS_HANDS}6-6 6-4@5`);
    assert.equal(e.code, 'no-end');
    names(e, '6-4@5', 4, 5);
    assert.match(e.message, /no open end shows 5/);
    e = errorOf(`${HEAD}${CROSS_HANDS}6-6 6-4@NE`);
    assert.equal(e.code, 'no-place');
    assert.match(e.message, /no open end at NE/);
    e = errorOf(`${HEAD}${CROSS_HANDS}6-6 6-4@4N`);
    assert.equal(e.code, 'wrong-pip');
    assert.match(e.message, /the end at N shows 6, not 4/);
    e = errorOf(`${HEAD}${CROSS_HANDS}6-6 6-4`);
    assert.equal(e.code, 'ambiguous-end');
    assert.match(e.message, /6-4@6N, 6-4@6E, 6-4@6S, 6-4@6W/);
    // The opening tile goes on no end.
    e = errorOf(`${HEAD}${CROSS_HANDS}6-6@6N`);
    assert.equal(e.code, 'no-place');
  });

  it('R-A5-4: a tile that fits a lone spinner names the sides to choose from and the flanks that wait', () => {
    const fives = '[variant all-fives]\n[hand-size 3]\n[hands 5-5 5-3 2-1 / 5-0 6-4 6-6]\n[leader 0]\n';
    for (const move of ['5-0', '5-0@5']) {
      const e = errorOf(`${fives}5-5 ${move}`);
      assert.equal(e.code, 'ambiguous-end-waiting', move);
      names(e, move, 5, 5);
      assert.match(
        e.message,
        /say which: 5-0@5E, 5-0@5W \(the flanks 5N, 5S wait until both sides of the spinner hold/,
      );
    }
    assert.match(errorOf(`${fives}5-5 5-0`, 'de').why, /5-0@5E, 5-0@5W \(die Flanken 5N, 5S warten/);
    // Once one side holds a tile, the other side is the only end a 5 can go on: the tile alone says where.
    const played = replayOf(`${fives}5-5 5-0@5W 5-3`).steps.at(-1)!.state;
    assert.deepEqual(
      played.layout.tiles.map((t) => `${t.tile}@${t.end ?? ''}`),
      ['5-5@', '5-0@0w', '5-3@0e'],
    );
    // A waiting flank named outright is refused by the rule itself.
    const flank = errorOf(`${fives}5-5 5-0@5N`);
    assert.equal(flank.code, 'illegal');
    assert.equal(flank.reason, 'sides-first');
  });

  it('illegal moves carry the engine reason code and the seat', () => {
    const locked = MALTESE_LOCKS.replace('?1-1', '3-1@1');
    const e = errorOf(locked);
    assert.equal(e.code, 'illegal');
    assert.equal(e.reason, 'suit-locked');
    assert.equal(e.token, '3-1@1');
    assert.match(e.message, /illegal for seat 0: that suit is locked until its double is down/);
    const first = errorOf(`${HEAD}${CROSS_HANDS}5-5`);
    assert.equal(first.reason, 'must-lead');
    const notHeld = errorOf(`${HEAD}${CROSS_HANDS}6-6 6-5@6N`);
    assert.equal(notHeld.reason, 'not-in-hand');
    const cross = errorOf(`${HEAD}${CROSS_HANDS}6-6 6-4@6N 4-4`);
    assert.equal(cross.reason, 'cross-incomplete');
    names(cross, '4-4', 4, 12);
    const nowhere = errorOf(`${HEAD}${CROSS_HANDS}6-6 6-4@6N 4-3`);
    assert.equal(nowhere.reason, 'cross-incomplete', 'a tile alone is judged wherever it could go');
  });

  it('a named draw that the boneyard does not give: from a boneyard tag, or from the seed', () => {
    let e = errorOf(MALTESE_LOCKS.replace('draw:6-5', 'draw:3-2'));
    assert.equal(e.code, 'wrong-draw');
    assert.match(e.message, /the tile drawn here is 6-5/);
    const seeded = '[variant doubles]\n[players 2]\n[seed club-night]\n2-2 2-0@2S draw:2-1 2-1@2W';
    assert.equal(replayOf(seeded).steps[3]!.drawn, '2-1');
    e = errorOf(seeded.replace('draw:2-1', 'draw:5-0'));
    assert.equal(e.code, 'wrong-draw');
    names(e, 'draw:5-0', 4, 12);
  });

  it('tags: unknown, twice, after the first move, bad values, no variant', () => {
    let e = errorOf('[variant doubles]\n[event Club night]\n');
    assert.equal(e.code, 'unknown-tag');
    names(e, '[event Club night]', 2, 1);
    assert.match(e.message, /the tags are variant, players/);
    e = errorOf('[variant doubles]\n[players 2]\n[players 3]');
    assert.equal(e.code, 'duplicate-tag');
    names(e, '[players 3]', 3, 1);
    e = errorOf(`${HEAD}${CROSS_HANDS}6-6 [target-score 50]`);
    assert.equal(e.code, 'misplaced-tag');
    e = errorOf(`${HEAD}${CROSS_HANDS}6-6 [leader 0]`);
    assert.equal(e.code, 'misplaced-deal');
    e = errorOf('[variant maltese-cross]\n[players 3]');
    assert.equal(e.code, 'bad-value');
    names(e, '3', 2, 10);
    assert.match(e.message, /allowed: 4/);
    e = errorOf('[variant doubles]\n[spinners none]');
    assert.match(e.message, /allowed: all/);
    e = errorOf('[variant doubles-classic]\n[players 2]\n[hand-size 15]');
    assert.match(e.message, /allowed: 1–14\./);
    e = errorOf('[variant chess]');
    assert.equal(e.code, 'bad-value');
    names(e, 'chess', 1, 10);
    e = errorOf('[seed x]\n6-6');
    assert.equal(e.code, 'no-variant');
    names(e, '[seed x]', 1, 1);
    e = errorOf('[variant doubles]\n[scores 1 2]');
    assert.equal(e.code, 'bad-scores');
  });

  it('unclosed and stray brackets', () => {
    let e = errorOf(`${HEAD}${CROSS_HANDS}6-6 {the lead\n6-4@6N`);
    assert.equal(e.code, 'unclosed-comment');
    assert.equal(e.line, 4);
    assert.equal(e.column, 5);
    assert.ok(e.token.startsWith('{the lead'));
    e = errorOf('[variant doubles\n6-6');
    assert.equal(e.code, 'unclosed-tag');
    names(e, '[variant doubles', 1, 1);
    e = errorOf(`${HEAD}${CROSS_HANDS}6-6 ?6-4@6N (6-5@6E {no} 6-3`);
    assert.equal(e.code, 'unclosed-try');
    names(e, '(', 4, 13);
    e = errorOf(`${HEAD}${CROSS_HANDS}6-6 6-4@6N (6-5@6E`);
    assert.equal(e.code, 'unclosed-try');
    e = errorOf(`${HEAD}${CROSS_HANDS}(6-6)`);
    assert.equal(e.code, 'unexpected');
    e = errorOf(`${HEAD}${CROSS_HANDS}6-6 }`);
    assert.equal(e.code, 'unexpected');
    names(e, '}', 4, 5);
  });

  it('deals: hand count and size, a tile twice, the leader, the boneyard without hands', () => {
    let e = errorOf('[variant maltese-cross]\n[hands 6-6 5-5 3-2 2-1 1-0 / 6-4 5-4 5-3 5-2 5-1]');
    assert.equal(e.code, 'hand-count');
    e = errorOf(CROSS_HANDS.replace('2-1 1-0 /', '2-1 /').replace(/^/, '[variant maltese-cross]\n'));
    assert.equal(e.code, 'hand-size');
    assert.match(e.message, /seat 0 is dealt 4; this game deals 5 to each/);
    e = errorOf(`[variant maltese-cross]\n${CROSS_HANDS.replace('5-1 /', '1-0 /')}`);
    assert.equal(e.code, 'dealt-twice');
    names(e, '1-0', 2, 46);
    e = errorOf(`[variant maltese-cross]\n${CROSS_HANDS}[boneyard 6-6]`);
    assert.equal(e.code, 'dealt-twice');
    e = errorOf(`[variant maltese-cross]\n${CROSS_HANDS}[leader 4]`);
    assert.equal(e.code, 'bad-leader');
    e = errorOf(`[variant maltese-cross]\n${CROSS_HANDS}[leader 1]`);
    assert.equal(e.code, 'no-lead-tile');
    names(e, '1', 3, 9);
    e = errorOf('[variant maltese-cross]\n[leader 1]');
    assert.equal(e.code, 'needs-hands');
  });

  it('rounds: out of order, before the last ended, after the match, without a deal', () => {
    let e = errorOf(`${HEAD}${CROSS_HANDS}6-6 [round 3]`);
    assert.equal(e.code, 'bad-round');
    assert.match(e.message, /the next round is round 2/);
    e = errorOf(`${HEAD}${CROSS_HANDS}6-6 [round 2]`);
    assert.equal(e.code, 'round-not-over');
    names(e, '[round 2]', 4, 5);
    e = errorOf('[variant maltese-cross]\n6-6');
    assert.equal(e.code, 'no-deal');
    assert.match(e.message, /round 1 has neither a deal/);
    // A round dealt by hand ends its part of the record: what follows its end needs the next [round].
    const block = '[variant maltese-cross]\n[hand-size 1]\n[hands 6-6 / 6-5 / 1-0 / 2-0]\n6-6 {Domino at once.}';
    e = errorOf(`${block} 6-5`);
    assert.equal(e.code, 'round-over');
    assert.match(e.message, /round 1 is over: write \[round 2\] before this move/);
    e = errorOf(`${block} [round 2] 6-6`);
    assert.equal(e.code, 'no-deal');
    assert.match(e.message, /round 2 has neither a deal/);
  });

  it('messages in every language, naming the token and where; regional tags use their language', () => {
    const text = `${HEAD}${CROSS_HANDS}6-6 7-7`;
    const messages = new Map<string, string>();
    for (const lang of ['en', 'de', 'es', 'pt', 'fr', 'pt-BR', 'de-AT', 'xx', 'constructor']) {
      const e = errorOf(text, lang);
      assert.equal(e.code, 'bad-tile');
      assert.ok(e.message.includes('7-7') && e.message.includes('4') && e.message.includes('5'), e.message);
      messages.set(lang, e.message);
    }
    assert.equal(messages.get('pt-BR'), messages.get('pt'));
    assert.equal(messages.get('de-AT'), messages.get('de'));
    assert.equal(messages.get('xx'), messages.get('en'));
    assert.equal(messages.get('constructor'), messages.get('en'));
    assert.equal(new Set(['en', 'de', 'es', 'pt', 'fr'].map((l) => messages.get(l))).size, 5);
    assert.equal(messages.get('de'), 'Zeile 4, Spalte 5, „7-7“: kein Stein aus dem Satz dieses Spiels.');
    const illegal = errorOf(MALTESE_LOCKS.replace('?1-1', '3-1@1'), 'fr');
    assert.match(illegal.message, /« 3-1@1 » : interdit pour la place 0 : cette famille est fermée/);
  });

  it('never throws, whatever the text', () => {
    const pieces = fc.constantFrom(
      ...['[variant doubles]', '[seed x]', '[hands 6-6 / 5-5]', '[round 2]', '{c}', '{', '}', '(', ')', '[', ']'],
      ...['6-6', '6-4@6N', '?3-1', 'draw', 'draw:4-2', 'pass', '6-1@L', '"', '\\', '\n', ' ', '[leader 9]'],
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string({ maxLength: 6 })), { maxLength: 30 }), (parts) => {
        const text = parts.join(' ');
        const result = readRecord(text);
        if (!result.ok) assert.notEqual(result.error.code, 'unreadable', `${text}: ${result.error.message}`);
      }),
      { numRuns: 2000, seed: FC_SEED },
    );
    assert.equal(parseRecord(undefined as unknown as string).ok, false);
  });
});
