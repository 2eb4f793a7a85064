/**
 * The README's "Game records" section: every example record replays, there is one per variant, and the
 * one shown as `record()` writes it is exactly what the writer gives for its match.
 */

import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { writeRecord } from '../../src/record/write.js';
import { ALL_VARIANTS } from '../engine/checked-match.js';
import { errorOf, replayOf } from './helpers.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const section = readme.slice(readme.indexOf('## Game records'), readme.indexOf('## Headless engine in Node'));
const records = [...section.matchAll(/```text\n([\s\S]*?)```/g)]
  .map((m) => m[1] as string)
  .filter((block) => block.startsWith('[variant'));

describe('README: game records', () => {
  it('has an example record for every variant, and each replays', () => {
    const variants = records.map((text) => replayOf(text).rules.variant);
    for (const variant of ALL_VARIANTS) assert.ok(variants.includes(variant), `an example of ${variant}`);
  });

  it('the record shown as record() writes it is the writer’s own text for that match', () => {
    const written = records.at(-1)!;
    assert.equal(writeRecord(replayOf(written)), written);
  });

  it('the error shown is the message such a record gives', () => {
    const shown = /`(Line \d+, column \d+, “7-7”: [^`]+)`/.exec(section)?.[1];
    assert.ok(shown, 'the section shows an error message');
    const text = '[variant maltese-cross]\n[hand-size 1]\n[hands 6-6 / 5-5 / 4-4 / 3-3]\n6-6 7-7';
    assert.equal(errorOf(text).message, shown);
  });
});
