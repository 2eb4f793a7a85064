/** Naming ends and moves as a person sees them, and the tags the writer puts at the head of a record. */

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { rulesFor } from '../../src/engine/index.js';
import { endByName, endName, moveName, placeOf } from '../../src/record/names.js';
import { writeRecord } from '../../src/record/write.js';
import { parseRecord } from '../../src/record/parse.js';
import { namedEnds, playMatch, replayOf, stepOf } from './helpers.js';
import { BONEYARD_BLOCK, DOUBLES_SPINNER } from './worked-examples.js';

describe('names of ends and moves', () => {
  it('a line has two ends, L and R; the opening single shows its higher number on the left', () => {
    const replay = replayOf(BONEYARD_BLOCK);
    assert.deepEqual(namedEnds(replay.steps[1]!), ['2L', '1R']);
    const { layout } = replay.steps[9]!.state;
    assert.deepEqual(
      layout.ends.map((e) => endName(layout, e)),
      ['0L', '0R'],
    );
  });

  it('places may be written with W and E for L and R, in either case', () => {
    for (const [left, right] of [
      ['0L', '0R'],
      ['0W', '0E'],
      ['0l', '0r'],
      ['L', 'R'],
    ]) {
      const text = BONEYARD_BLOCK.replace('3-0@0L', `3-0@${left}`).replace('5-0@0R', `5-0@${right}`);
      assert.deepEqual(
        replayOf(text).steps.map((s) => s.state),
        replayOf(BONEYARD_BLOCK).steps.map((s) => s.state),
      );
    }
  });

  it('R-ALL-3: with spinners, one letter per spinner passed from the lead; the number alone when it is unique', () => {
    const replay = replayOf(DOUBLES_SPINNER);
    const step = replay.steps[stepOf(replay, '4-3@3NW')]!;
    const { layout } = step.state;
    assert.deepEqual(
      layout.ends.map((e) => placeOf(layout, e)),
      ['S', 'W', 'NN', 'NE', 'E', 'NW'],
    );
    assert.deepEqual(
      layout.ends.map((e) => endName(layout, e)),
      ['6S', '6W', '3NN', '3NE', '1', '4'],
    );
    assert.equal(step.name, '4-3@3NW');
    // And back: every end's name finds it; a number several ends show, or a place no end has, finds none.
    for (const end of layout.ends) {
      assert.equal(endByName(layout, endName(layout, end)), end);
      assert.equal(endByName(layout, placeOf(layout, end).toLowerCase()), end);
    }
    assert.equal(endByName(layout, '3'), undefined);
    assert.equal(endByName(layout, '6SW'), undefined);
    assert.equal(endByName(layout, '5S'), undefined);
    assert.equal(endByName(layout, ''), undefined);
  });

  it('a move is written as short as the position allows', () => {
    const replay = replayOf(BONEYARD_BLOCK);
    assert.deepEqual(
      replay.steps.slice(1, 10).map((s) => s.name),
      ['2-1', '1-0', '2-0@2', '3-0@0L', '4-3', '4-0@4', '5-0@0R', '6-5', '6-0@6'],
    );
    const first = replay.steps[0]!.state;
    assert.equal(moveName(first, { type: 'play', tile: '1-2', end: 'center' }), '2-1');
    assert.equal(moveName(first, { type: 'draw' }, '4-2'), 'draw:4-2');
    assert.equal(moveName(first, { type: 'pass' }), 'pass');
  });
});

describe('writeRecord', () => {
  it('writes the options the variant lets a page choose, then each round under its tag: its deal, its moves', () => {
    const mc = playMatch(rulesFor('maltese-cross', { targetScore: 10 }), 'w', 1, 400);
    const text = writeRecord(mc);
    assert.match(text, /^\[variant maltese-cross\]\n\[hand-size 5\]\n\[target-score 10\]\n\[hands /);
    assert.ok(!/\[(players|set|spinners|lead|seed) /.test(text), 'a Maltese Cross has no choice of those; no seed');
    assert.equal((text.match(/\[round \d+\]/g) ?? []).length, mc.rounds.length - 1);
    assert.equal((text.match(/\[hands /g) ?? []).length, mc.rounds.length, 'each round’s deal');
    const classic = writeRecord(playMatch(rulesFor('doubles-classic', { players: 3, spinners: 'none' }), 'x', 1, 5));
    assert.match(classic, /\[players 3\]\n\[set double-six\]\n\[spinners none\]\n\[lead highest-double\]/);
    assert.ok(text.split('\n').every((line) => line.length <= 100));
  });

  it('names every tile drawn; a Maltese search for the 6-6 is the boneyard tag, and the hands are as dealt', () => {
    const rules = rulesFor('maltese-cross');
    // Nobody is dealt the 6-6: the search draws 1-0 (seat 0, the dealer) then the 6-6 (seat 1).
    const hands = [
      ['5-5', '5-4', '5-3', '5-2', '5-1'],
      ['4-4', '4-3', '4-2', '4-1', '4-0'],
      ['3-3', '3-2', '3-1', '3-0', '2-2'],
      ['2-1', '2-0', '1-1', '6-5', '6-4'],
    ];
    const boneyard = ['1-0', '6-6', '6-3', '6-2', '6-1', '6-0', '5-0', '0-0'];
    const text = writeRecord(playMatch(rules, 'd', 2, 30, { hands, boneyard }));
    assert.match(text, /\[hands 5-5 5-4 5-3 5-2 5-1 \/ 4-4 4-3 4-2 4-1 4-0 \/ .* 6-4\]\n\[boneyard 1-0 6-6\]\n6-6 /);
    assert.ok(!/ draw( |$)/m.test(text), 'no draw left unnamed');
  });

  it('writes the leader where the hands do not say who opens; names from player-names', () => {
    const by = writeRecord(playMatch(rulesFor('doubles-in-the-boneyard'), 'b', 1, 3), ['Ann', 'Ben Lee', 'Cy/D']);
    assert.match(by, /\[names "Ann\/Ben Lee\/Cy D"\]\n\[hands [^\n]*\]\n\[leader \d\]\n/);
    const read = parseRecord(by);
    assert.ok(read.ok);
    assert.deepEqual(read.record.names, ['Ann', 'Ben Lee', 'Cy D']);
    assert.match(
      writeRecord(playMatch(rulesFor('doubles', { players: 2 }), 'n', 1, 3), ['Ann', 'Ben']),
      /\[names Ann\/Ben\]/,
    );
  });
});
