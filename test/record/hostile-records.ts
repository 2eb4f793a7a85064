/**
 * Valid records within the limits built to hurt a reader (issue 37): comments of `[%` that never close, and one
 * step carrying 12 000 copies of an arrow. Shared by the Node tests and `npm run bench:records`; no Node or DOM here.
 */

import { MAX_BYTES } from '../../src/record/parse.js';
import { MALTESE_LOCKS } from './worked-examples.js';

export interface HostileRecord {
  name: string;
  text: string;
  /** The step whose comment holds the hostile part. */
  step: number;
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

/** The worked example with `filler` put into the comment of its draw (step 5), the text kept within `limit` bytes. */
function into(filler: string, limit = MAX_BYTES): string {
  const text = MALTESE_LOCKS.replace('{Seat 0 has no 6', `{${filler} Seat 0 has no 6`);
  if (bytes(text) > limit) throw new Error(`${bytes(text)} bytes`);
  return text;
}

export function hostileRecords(): HostileRecord[] {
  const room = (n: number) => Math.floor((n - bytes(MALTESE_LOCKS) - 8) / 2);
  return [
    { name: 'a 32 KB comment of [%', text: into('[%'.repeat(16 * 1024)), step: 5 },
    { name: 'a 64 KB comment of [%', text: into('[%'.repeat(32 * 1024)), step: 5 },
    { name: 'a comment of [% to 256 KB', text: into('[%'.repeat(room(MAX_BYTES))), step: 5 },
    { name: '12 000 [%arrow] on one step', text: into('[%arrow 6-5 @6]'.repeat(12_000)), step: 5 },
    {
      name: '12 000 marks naming every tile shown',
      text: into('[%mark 6-6 6-4 6-3 6-0 6-5 3-1 5-2 5-5 1-1] '.repeat(5_000)),
      step: 5,
    },
  ];
}
