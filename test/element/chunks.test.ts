// One way to load a chunk (issue 22 item 3): fetched once while in flight however many tables ask, reported once
// per table with `load`, tried again only on a later action, and a table that misses one says so in its own words.
// Its own file: a chunk that arrives stays for the page, so these tests need a page where none has arrived yet.
// Each test puts its own fetcher in place, which the chunk treats as a new page (src/chunk.ts): any order passes.
import { expect } from '@open-wc/testing';
import { load as persistLoad } from '../../src/element/saving/persist-loader.js';
import { load as rulesLoad } from '../../src/element/loaders/rules-loader.js';
import { load as coachLoad } from '../../src/element/loaders/coach-loader.js';
import { load as replayLoad } from '../../src/element/loaders/replay-loader.js';
import { message, mount, playRound, record, until } from './helpers.js';

describe('one way to load a chunk (issue 22 item 3)', () => {
  const codes = (errors: { detail: unknown }[]) => errors.map((e) => (e.detail as { code: string }).code);

  it('a save that cannot be made is a visible note in the table’s words, and everything else plays', async () => {
    const real = persistLoad.persist;
    persistLoad.persist = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const key = `load-note-${Math.random()}`;
    try {
      const el = await mount({ variant: 'doubles', players: '2', humans: '2', seed: 'note', persist: key });
      await until(() => (el.shadowRoot!.querySelector('.status')?.textContent ?? '').includes('not being saved'));
      const move = el.legalMoves()[0]!;
      expect(move.type === 'play' ? el.play(move.tile, move.end) : el.draw()).to.deep.equal({ ok: true });
      await el.updateComplete;
      expect(el.shadowRoot!.querySelector('.status')!.textContent).to.contain('This match is not being saved.');
    } finally {
      persistLoad.persist = real;
      localStorage.removeItem(key);
    }
  });

  it('the rules text: five presses try again each time but report once, and say so in words each time', async () => {
    let tries = 0;
    const real = rulesLoad.en;
    rulesLoad.en = () => {
      tries++;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module: chunks/rules-en.js'));
    };
    try {
      let errors: { type: string; detail: unknown }[] = [];
      const el = await mount(
        { seed: 'rules-5', 'ai-delay': '100000' },
        { before: (e) => (errors = record(e, ['domino-error'])) },
      );
      for (let press = 1; press <= 5; press++) {
        (el.shadowRoot!.querySelector('[data-action="rules"]') as HTMLElement).click();
        await until(() => tries === press, `try ${press}`);
        await until(() => message(el).includes('could not be loaded'), 'the note');
      }
      expect(codes(errors)).to.deep.equal(['load']);
      expect((errors[0]!.detail as { message: string }).message).to.contain('chunks/rules-en.js');
    } finally {
      rulesLoad.en = real;
    }
  });

  it('the coach: review() and the Review button report once however often they are asked', async () => {
    const real = coachLoad.coach;
    coachLoad.coach = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    try {
      const el = await mount({ variant: 'doubles', players: '2', seed: 'coach', 'ai-delay': '0' });
      const errors = record(el, ['domino-error']);
      const over = () => el.state.phase === 'round-over' || el.state.phase === 'match-over';
      for (let step = 0; step < 400 && !over(); step++) {
        await until(() => over() || (el.state.current === 0 && el.legalMoves().length > 0), 'your turn or the end');
        if (over()) break;
        const move = el.legalMoves()[step % el.legalMoves().length]!;
        if (move.type === 'play') el.play(move.tile, move.end);
        else if (move.type === 'draw') el.draw();
        else el.pass();
      }
      await until(over, 'the round end');
      for (let i = 0; i < 5; i++) expect(await el.review()).to.deep.equal([]);
      expect(codes(errors)).to.deep.equal(['load']);
    } finally {
      coachLoad.coach = real;
    }
  });

  it('tables starting together share one fetch of a chunk', async () => {
    let tries = 0;
    const real = persistLoad.persist;
    let release: () => void = () => {};
    persistLoad.persist = () => {
      tries++;
      return new Promise((resolve) => (release = () => resolve(real())));
    };
    const keys = [`load-share-${Math.random()}`, `load-share-${Math.random()}`];
    try {
      const tables = keys.map((persist) => {
        const el = document.createElement('domino-table');
        el.setAttribute('persist', persist);
        el.setAttribute('seed', persist);
        return document.body.appendChild(el);
      });
      await until(() => tries === 1, 'the fetch');
      await new Promise((r) => setTimeout(r, 50));
      release();
      await until(() => tables.every((t) => t.shadowRoot?.querySelector('.board')), 'both tables');
      expect(tries).to.equal(1);
      tables.forEach((t) => t.remove());
    } finally {
      persistLoad.persist = real;
      keys.forEach((k) => localStorage.removeItem(k));
    }
  });
  it('a save that cannot be made: fetched once, not asked again on every move; the note in German', async () => {
    let tries = 0;
    const real = persistLoad.persist;
    persistLoad.persist = () => {
      tries++;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module: chunks/persist.js'));
    };
    const key = `load-once-${Math.random()}`;
    try {
      let errors: { type: string; detail: unknown }[] = [];
      const el = await mount(
        { variant: 'doubles', players: '2', seed: 'note-de', persist: key, 'ai-delay': '0', lang: 'de' },
        { before: (e) => (errors = record(e, ['domino-error'])) },
      );
      const status = () => el.shadowRoot!.querySelector('.status')?.textContent ?? '';
      await until(() => status().includes('nicht gespeichert'), 'the note in German');
      for (let moves = 0; moves < 4 && el.state.phase === 'play'; moves++) {
        await until(() => el.state.current === 0 || el.state.phase !== 'play', 'your turn');
        const move = el.legalMoves()[0];
        if (!move) break;
        expect(move.type === 'play' ? el.play(move.tile, move.end) : el.draw()).to.deep.equal({ ok: true });
        await el.updateComplete;
      }
      expect(tries, 'one fetch').to.equal(1);
      // `load` is said once, never once per move.
      expect(codes(errors).filter((c) => c === 'load')).to.deep.equal(['load']);
      expect(status()).to.contain('nicht gespeichert');
      expect(localStorage.getItem(key), 'nothing saved').to.equal(null);
    } finally {
      persistLoad.persist = real;
      localStorage.removeItem(key);
    }
  });

  it('the coach: each review() is a later action that tries again, and the page hears of it at most once', async () => {
    let tries = 0;
    const real = coachLoad.coach;
    coachLoad.coach = () => {
      tries++;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module: chunks/coach.js'));
    };
    try {
      const el = await mount({ variant: 'doubles', players: '2', seed: 'coach-tries', 'ai-delay': '0' });
      const errors = record(el, ['domino-error']);
      await playRound(el);
      await new Promise((r) => setTimeout(r, 100));
      expect(tries, 'nothing fetched before it is asked for').to.equal(0);
      for (let i = 1; i <= 3; i++) {
        expect(await el.review()).to.deep.equal([]);
        expect(tries, `review ${i}`).to.equal(i);
      }
      expect(codes(errors), 'said once').to.deep.equal(['load']);
    } finally {
      coachLoad.coach = real;
    }
  });
});

describe('a replay table with loading="lazy" (issue 22)', () => {
  it('fetches the replay chunk once it comes near, and shows the record', async () => {
    let tries = 0;
    const real = replayLoad.replay;
    replayLoad.replay = () => {
      tries++;
      return real();
    };
    const spacer = document.body.appendChild(document.createElement('div'));
    spacer.style.height = '6000px';
    try {
      const el = await mount({ record: '[variant doubles]\n[players 2]\n[seed lazy-replay]', loading: 'lazy' });
      el.scrollIntoView();
      await until(() => el.shadowRoot!.querySelector('.board') !== null, 'the replay, once near');
      expect(tries).to.be.at.most(1);
    } finally {
      replayLoad.replay = real;
      spacer.remove();
    }
  });
});
