// The games other than the Maltese Cross wait for chunks/scoring.js before their first frame for the English of their
// ways of opening a round and of a blocked round scored by the hands (src/i18n/en-rare.ts, enScoring), which left the
// entry for its bytes. A page of its own: no real scoring chunk has come in it, so the words are missing as they are
// on a page whose chunk cannot be had.
import { expect } from '@open-wc/testing';
import { load as scoringLoad } from '../../src/element/loaders/scoring-loader.js';
import { mount, record, until } from './helpers.js';

/** Another build's chunk: every export the part needs, its own build id (as chunk-checks.test.ts serves it). */
const stale = async (): Promise<never> => {
  const names = Object.keys(await import('../../src/element/loaders/scoring-chunk.js')).filter((n) => n !== 'build');
  const code = `${names.map((n) => `export const ${n} = () => {};`).join('\n')}\nexport const build = 'b0';`;
  return import(
    /* @vite-ignore */ URL.createObjectURL(new Blob([code], { type: 'text/javascript' }))
  ) as Promise<never>;
};

describe('chunks/scoring.js: the other games but the Maltese Cross wait for their words (issues 35 and 37, bytes)', () => {
  it('stale: one `load` in a sentence, and Block is played without the sentences whose English it brings', async () => {
    const real = scoringLoad.scoring;
    scoringLoad.scoring = stale;
    try {
      let errors: { type: string; detail: unknown }[] = [];
      const el = await mount(
        { variant: 'block', players: '2', seed: 'scoring-words', 'ai-delay': '0' },
        { before: (e) => (errors = record(e, ['domino-error'])) },
      );
      await until(() => errors.length > 0, 'the report');
      expect(errors.map((e) => e.detail)).to.deep.equal([
        { code: 'load', message: 'chunks/scoring.js could not be loaded: some of its sentences are left out' },
      ]);
      // The page does not break: the match is dealt and played, the person's moves are taken.
      await until(() => el.state.current === 0 && el.legalMoves().length > 0, 'your turn');
      const move = el.legalMoves()[0]!;
      expect(move.type === 'play' ? el.play(move.tile, move.end).ok : el.pass().ok).to.equal(true);
      await until(() => el.state.log.length > 1, 'the match going on');
      expect(errors).to.have.length(1);
      // Without its English, Block's way of opening is not said.
      expect(el.shadowRoot!.textContent).not.to.match(/highest double|heaviest tile/);
    } finally {
      scoringLoad.scoring = real;
    }
  });
});
