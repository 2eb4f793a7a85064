// Issue 35 item 8 (API.md §7): each open end's spoken name is unique in the position and repeats no phrase ("…, west
// arm, south side, south side." named one end), over whole rounds of every game in the registry and of Kelley's
// double-nine with every double a spinner, in every language.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
// The whole engine (its entry hands over the mechanisms of the games that score during play).
import { applyMove, legalMoves, newMatch, rulesFor } from '../../src/engine/index.js';
import { randomFor } from '../../src/engine/rng.js';
import type { Layout, RuleOptions, Variant } from '../../src/engine/types.js';
import { VARIANTS } from '../../src/games/index.js';
import { allLangsReady, LANGS, listItem, placeWords, type Lang } from '../../src/i18n/index.js';
import { placeOf } from '../../src/record/names.js';

await allLangsReady();

const games: { variant: Variant; options?: Partial<RuleOptions> }[] = [
  ...VARIANTS.map((variant) => ({ variant })),
  { variant: 'doubles-classic', options: { set: 'double-nine', players: 2, spinners: 'all' } },
];

/** Every layout of `rounds` whole rounds, played with seeded random legal moves (plays preferred, so boards grow). */
function layouts(variant: Variant, options: Partial<RuleOptions> | undefined, rounds: number): Layout[] {
  const out: Layout[] = [];
  for (let r = 0; r < rounds; r++) {
    const random = randomFor(`end-names:${variant}:${r}`);
    let state = newMatch(rulesFor(variant, options), `end-names-${r}`);
    for (let guard = 0; guard < 600 && state.phase === 'play'; guard++) {
      const moves = legalMoves(state);
      const plays = moves.filter((m) => m.type === 'play');
      const pool = plays.length && random() < 0.95 ? plays : moves;
      state = applyMove(state, pool[Math.floor(random() * pool.length)]!);
      out.push(state.layout);
    }
  }
  return out;
}

/** The name a lit end is read by, without the sentence around it: its number, then its place. */
const endWords = (lang: Lang, layout: Layout, end: Layout['ends'][number]): string =>
  `${listItem(lang, 'pips', end.pip)}, ${placeWords(lang, placeOf(layout, end))}`;

describe('open ends are named uniquely, without a repeated phrase (issue 35 item 8)', () => {
  it('placeWords: a side taken twice is told apart, not said twice', () => {
    assert.equal(placeWords('en', 'WSS'), 'west arm, south side, south side 2');
    assert.equal(placeWords('en', 'WSES'), 'west arm, south side, east side, south side 2');
    assert.equal(placeWords('en', 'NNN'), 'north arm, north side, north side 2');
    assert.equal(placeWords('en', 'WS'), 'west arm, south side');
  });

  for (const { variant, options } of games) {
    const label = `${variant}${options ? ` ${Object.values(options).join(' ')}` : ''}`;
    it(`${label}: every position of 12 whole rounds, in every language`, () => {
      let deep = 0;
      for (const layout of layouts(variant, options, 12)) {
        for (const lang of LANGS) {
          const names = layout.ends.map((end) => endWords(lang, layout, end));
          assert.equal(new Set(names).size, names.length, `${lang}: a name per end (${names.join(' | ')})`);
          for (const name of names) {
            const phrases = name.split(', ');
            assert.equal(new Set(phrases).size, phrases.length, `${lang}: "${name}" repeats a phrase`);
          }
        }
        for (const end of layout.ends) if (placeOf(layout, end).length >= 3) deep++;
      }
      // The rounds reach places two spinners deep wherever a game has spinners beyond the lead.
      if (options?.spinners === 'all') assert.ok(deep > 0, 'no end two spinners deep was seen');
    });
  }
});
