// Chunks are checked, not trusted (issue 37 item 2; DESIGN.md): each chunk a table loads, served missing, empty (a
// valid module exporting nothing), stale (another build's, its exports all there), throwing as it runs, or as an HTML
// page, is one failed load: never used, reported once, asked for again on a later action. The modules here are real
// ones the browser imports (blob: URLs), so "throwing" and "HTML" fail as a deploy's would. The parts' own fallbacks
// (board → rows, hard → normal, hand-over → plain Ready, …) are tested beside each part, with a failed load.
import { expect } from '@open-wc/testing';
import type { Chunk } from '../../src/chunk.js';
import { boardChunk, load as boardLoad } from '../../src/element/loaders/board-loader.js';
import { modesChunk, load as modesLoad } from '../../src/element/loaders/modes-loader.js';
import { rareChunk, load as rareLoad } from '../../src/element/loaders/rare-loader.js';
import { coachChunk, load as coachLoad } from '../../src/element/loaders/coach-loader.js';
import { soundChunk, load as soundLoad } from '../../src/element/loaders/sound-loader.js';
import { replayChunk, load as replayLoad } from '../../src/element/loaders/replay-loader.js';
import { rulesChunks, load as rulesLoad } from '../../src/element/loaders/rules-loader.js';
import { persistChunk, load as persistLoad } from '../../src/element/saving/persist-loader.js';
import { load as hardLoad, thinkingLazy } from '../../src/ai/lazy.js';
// The engine as the table bundles it (core.js): the scoring games' mechanisms only from their chunk (index.js would
// hand them over at once).
import { newMatch, rulesFor } from '../../src/engine/core.js';
import { viewFor } from '../../src/engine/view.js';
import { scoringChunk, load as scoringLoad } from '../../src/element/loaders/scoring-loader.js';
import { mount, record, until } from './helpers.js';

const module = (code: string, type = 'text/javascript') => URL.createObjectURL(new Blob([code], { type }));

/** What a deploy can leave where a chunk should be, each a module the browser really imports. */
const KINDS: Record<string, (real: () => Promise<object>) => () => Promise<never>> = {
  missing: () => () => import(/* @vite-ignore */ `${location.origin}/no/such/chunk.js`) as Promise<never>,
  empty: () => () => import(/* @vite-ignore */ module('')) as Promise<never>,
  stale: (real) => async () => {
    // Another build's chunk: every export the part needs, its own build id.
    const names = Object.keys(await real()).filter((name) => name !== 'build');
    const code = `${names.map((n) => `export const ${n} = () => {};`).join('\n')}\nexport const build = 'b0';`;
    return import(/* @vite-ignore */ module(code)) as Promise<never>;
  },
  throwing: () => () => import(/* @vite-ignore */ module('throw new Error("broken chunk");')) as Promise<never>,
  html: () => () =>
    import(/* @vite-ignore */ module('<!doctype html><title>Not found</title>', 'text/html')) as Promise<never>,
};

type Loader = Record<string, () => Promise<object>>;
const PARTS: [string, Loader, string, Chunk<unknown>][] = [
  ['board', boardLoad, 'board', boardChunk],
  ['modes', modesLoad, 'modes', modesChunk],
  ['rare', rareLoad, 'rare', rareChunk],
  ['coach', coachLoad, 'coach', coachChunk],
  ['sound', soundLoad, 'sound', soundChunk],
  ['replay', replayLoad, 'replay', replayChunk],
  ['rules-en', rulesLoad as Loader, 'en', rulesChunks.en],
  ['persist', persistLoad, 'persist', persistChunk],
  ['scoring', scoringLoad, 'scoring', scoringChunk],
];

// First in the file: until a real chunks/scoring.js (or the replay chunk's engine) has come, the page's engine has no
// scoring mechanisms, as a page whose scoring chunk is missing has none.
describe('chunks/scoring.js: a game that scores during play waits for its mechanisms (issue 33)', () => {
  // Once a real one has come the page keeps it: one kind here, every kind at the chunk's level below.
  for (const kind of ['stale']) {
    it(`${kind}: one \`load\` in a sentence, nothing is played; a later variant fetches it again and plays`, async () => {
      const real = scoringLoad.scoring;
      scoringLoad.scoring = KINDS[kind]!(real);
      try {
        let errors: { type: string; detail: unknown }[] = [];
        const el = await mount(
          { variant: 'all-fives', players: '2', seed: `scoring-${kind}`, 'ai-delay': '0' },
          { before: (e) => (errors = record(e, ['domino-error'])) },
        );
        await until(() => errors.length > 0, 'the report');
        expect(errors.map((e) => e.detail)).to.deep.equal([
          {
            code: 'load',
            message: 'chunks/scoring.js could not be loaded: this game cannot be played',
          },
        ]);
        // No move for anyone: none is legal, a person's is refused, and no computer seat plays (at ai-delay 0 it
        // would within a task or two).
        expect(el.legalMoves()).to.deep.equal([]);
        expect(el.draw().ok).to.equal(false);
        await new Promise((r) => setTimeout(r, 100));
        expect(el.state.log).to.deep.equal([]);
        expect(el.state.layout.tiles).to.deep.equal([]);
        // Another game is a later action: the chunk is fetched again, and the match is played.
        scoringLoad.scoring = real;
        el.setAttribute('variant', 'fives-and-threes');
        await until(() => el.state.log.length > 0 || el.legalMoves().length > 0, 'a match being played');
        expect(errors).to.have.length(1);
        // The board's code too has come (its fetch is not left in flight for the tests below).
        await until(() => boardChunk.code() !== null, 'the board’s code');
      } finally {
        scoringLoad.scoring = real;
      }
    });
  }
});

describe('every chunk, served wrong in every way, is a failed load (issue 37 item 2)', () => {
  for (const [name, loader, key, part] of PARTS) {
    for (const [kind, make] of Object.entries(KINDS)) {
      it(`chunks/${name}.js ${kind}: not used, reported once, fetched again on the next ask`, async () => {
        const real = loader[key]!;
        let fetches = 0;
        const bad = make(real);
        loader[key] = () => (fetches++, bad());
        try {
          expect(await part.ready()).to.equal(false);
          expect(part.code()).to.equal(null);
          expect(part.report()).to.equal(true);
          expect(part.report()).to.equal(false);
          let failed = false;
          await part.get().catch(() => (failed = true));
          expect(failed, 'get() rejects').to.equal(true);
          expect(fetches).to.equal(2);
        } finally {
          loader[key] = real;
        }
        // The right file once it is back.
        expect((await part.ready()) ?? true, 'here, or fetched now').to.equal(true);
        expect(part.code()).to.not.equal(null);
      });
    }
  }

  for (const [kind, make] of Object.entries(KINDS)) {
    it(`chunks/hard.js ${kind}: the computer plays that move as normal and the table is told`, async () => {
      const real = hardLoad.hard;
      hardLoad.hard = make(real);
      try {
        const state = newMatch(rulesFor('doubles', { players: 2 }), `hard-${kind}`);
        let told = 0;
        const steps = await thinkingLazy(viewFor(state, state.current!), 'hard', 's', () => told++);
        let next = steps.next();
        while (!next.done) next = steps.next();
        expect(state.hands[state.current!]!.length).to.be.greaterThan(0);
        expect(next.value.type).to.be.oneOf(['play', 'draw', 'pass']);
        expect(told).to.equal(1);
      } finally {
        hardLoad.hard = real;
      }
    });
  }

  it('an empty board chunk (a file left from another build) draws the board in rows, with one `load`', async () => {
    const real = boardLoad.board;
    boardLoad.board = KINDS.empty!(real);
    try {
      let errors: { type: string; detail: unknown }[] = [];
      const el = await mount(
        { variant: 'doubles', players: '2', humans: '2', seed: 'board-empty', 'ai-delay': '0' },
        { before: (e) => (errors = record(e, ['domino-error'])) },
      );
      const ready = () => el.shadowRoot!.querySelector<HTMLElement>('[data-action="ready"]');
      if (ready()) ready()!.click();
      await until(() => el.legalMoves().length > 0, 'a first move');
      const move = el.legalMoves().find((m) => m.type === 'play')!;
      expect(move.type === 'play' && el.play(move.tile, move.end)).to.deep.equal({ ok: true });
      await until(() => errors.length > 0, 'the report');
      await el.updateComplete;
      expect(errors.map((e) => (e.detail as { code: string }).code)).to.deep.equal(['load']);
      expect((errors[0]!.detail as { message: string }).message).to.equal(
        'chunks/board.js could not be loaded: the board is drawn in rows',
      );
      expect(el.state.layout.tiles.length).to.equal(1);
    } finally {
      boardLoad.board = real;
    }
  });
});
