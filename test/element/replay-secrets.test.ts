// What a viewer may see, in replays (issue 22 item 1): with `view`, at every step of a round of every variant, the
// table's words (text, accessible names, the live region) name no tile the viewer may not see. The oracle is the
// policy itself, machine/view.ts: a tile is secret when it lies in another hand or the boneyard and `viewFor` does not
// show it to the viewer. The Maltese Cross deals are ones where nobody holds the 6-6, so the search for it draws into
// hidden hands (R-MC-2: each drawer sees only its own draws).
import { expect } from '@open-wc/testing';
import { readRecord } from '../../src/record/index.js';
import { viewFor } from '../../src/machine/view.js';
import type { MatchState } from '../../src/engine/types.js';
import { mount, until } from './helpers.js';
import { leak } from './words.js';

const GAMES: { attrs: Record<string, string>; seeds: string[] }[] = [
  { attrs: { variant: 'maltese-cross' }, seeds: ['secret-0', 'secret-3'] },
  { attrs: { variant: 'doubles', players: '2' }, seeds: ['replay-secret-a'] },
  { attrs: { variant: 'doubles', players: '4' }, seeds: ['replay-secret-b'] },
  { attrs: { variant: 'doubles-classic', players: '3' }, seeds: ['replay-secret-c'] },
  { attrs: { variant: 'doubles-in-the-boneyard' }, seeds: ['replay-secret-d'] },
];

const TILE = /"(\d+-\d+)"/g;

/** The tiles of a position that `viewer` may not see: in another hand or the boneyard, and not shown by viewFor. */
function secrets(state: MatchState, viewer: number): string[] {
  const shown = new Set([...JSON.stringify(viewFor(state, viewer)).matchAll(TILE)].map((m) => m[1]!));
  const hidden = [...state.hands.flatMap((hand, seat) => (seat === viewer ? [] : hand)), ...state.boneyard];
  return hidden.filter((tile) => !shown.has(tile));
}

/** One round of a watched match, as its record. */
async function playedRound(attrs: Record<string, string>, seed: string): Promise<string> {
  const el = await mount({ ...attrs, humans: '0', seed, 'ai-delay': '0' });
  await until(() => el.state.phase === 'round-over' || el.state.phase === 'match-over', 'the round end', 20000);
  const text = el.record();
  el.remove();
  return text;
}

describe('a replay with view names no tile the viewer may not see (issue 22 item 1)', function () {
  this.timeout(120_000);
  for (const { attrs, seeds } of GAMES) {
    it(`${attrs.variant} ${attrs.players ?? ''}: every step, every seat's view`, async () => {
      for (const seed of seeds) {
        const text = await playedRound(attrs, seed);
        const read = readRecord(text);
        if (!read.ok) throw new Error(`the record does not read: ${JSON.stringify(read.error)}`);
        const { steps, rules } = read.replay;
        let checked = 0;
        for (let viewer = 0; viewer < rules.players; viewer++) {
          const el = await mount({ record: text, view: String(viewer) });
          await until(() => el.state.layout !== undefined && el.shadowRoot!.childElementCount > 0, 'the replay');
          // The first round only: a later round deals again, and its hidden hands may hold tiles the first round's
          // moves named in the open (the watched match may have gone on before its record was taken).
          for (let step = 0; step < steps.length && steps[step]!.round === 1; step++) {
            el.step = step;
            await el.updateComplete;
            const secret = secrets(steps[step]!.state, viewer);
            if (secret.length) checked++;
            const found = leak(el, secret);
            expect(found, `${seed}, view ${viewer}, step ${step}`).to.equal(null);
          }
          el.remove();
        }
        expect(checked, 'positions with a secret checked').to.be.greaterThan(rules.players * 10);
      }
    });
  }
});
