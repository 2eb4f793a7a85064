// Words whose English travels with the chunk that shows them (issue 23 item 4, i18n/en-rare.ts), not in the entry:
// the rules and review panels' Close (chunks/rare.js), watch mode's Speed (chunks/modes.js). Each is said in English and in the table's language, follows a
// change of language while shown, and a table without the chunk plays on (a panel never opens, as before; a watched
// table shows no Speed, whose press could only say its code is missing, and still pauses, steps and resumes).
import { expect } from '@open-wc/testing';
import { load } from '../../src/element/loaders/rare-loader.js';
import { load as modes } from '../../src/element/loaders/modes-loader.js';
import { $, action, click, message, mount, playRound, until, type DominoTable } from './helpers.js';

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

const text = (el: DominoTable, name: string): string => action(el, name).textContent!.trim();

describe('Close in the rules and review panels comes with chunks/rare.js', function () {
  this.timeout(20000);

  it('the rules panel’s Close, in English, German and French, following a change of language', async () => {
    const el = await mount({ variant: 'doubles', players: '2', seed: 'close-en', 'ai-delay': '100000' });
    await click(action(el, 'rules'));
    await until(() => $(el, '[data-action="close-rules"]') !== null, 'the rules panel');
    expect(text(el, 'close-rules')).to.equal('Close');
    el.setAttribute('lang', 'de');
    await until(() => text(el, 'close-rules') === 'Schließen', 'Close in German');
    await click(action(el, 'close-rules'));
    await until(() => $(el, '.dialog--rules') === null, 'the panel closed');

    const fr = await mount({ variant: 'doubles', players: '2', lang: 'fr', seed: 'close-fr', 'ai-delay': '100000' });
    await click(action(fr, 'rules'));
    await until(() => $(fr, '[data-action="close-rules"]') !== null, 'the rules panel');
    expect(text(fr, 'close-rules')).to.equal('Fermer');
  });

  it('the review panel’s Close, in English and Spanish; Close closes it', async () => {
    for (const [lang, close] of [
      ['en', 'Close'],
      ['es', 'Cerrar'],
    ] as const) {
      const el = await mount({ variant: 'doubles', players: '2', lang, seed: `close-review-${lang}`, 'ai-delay': '0' });
      await playRound(el);
      await click(action(el, 'review'));
      await until(() => $(el, '[data-action="close-review"]') !== null, 'the review panel');
      expect(text(el, 'close-review')).to.equal(close);
      await click(action(el, 'close-review'));
      await until(() => $(el, '.dialog--review') === null, 'the panel closed');
    }
  });

  it('without the chunk no panel opens (so no Close is needed), the table says so, and plays on', async () => {
    const real = load.rare;
    load.rare = failing;
    try {
      const el = await mount({ variant: 'doubles', players: '2', seed: 'close-missing', 'ai-delay': '0' });
      await until(() => el.state.current === 0 && el.legalMoves().length > 0, 'your turn');
      action(el, 'rules').click();
      await until(() => message(el).includes('could not be loaded'), 'the note');
      expect($(el, '.dialog--rules')).to.equal(null);
      await playRound(el);
    } finally {
      load.rare = real;
    }
  });
});

describe('watch mode’s Speed comes with chunks/modes.js', function () {
  this.timeout(20000);

  it('says the pace in English and German, in turn, and follows a change of language', async () => {
    const el = await mount({ variant: 'doubles', players: '2', humans: '0', seed: 'speed-en', 'ai-delay': '100000' });
    expect(text(el, 'speed')).to.equal('Speed: Normal');
    await click(action(el, 'speed'));
    await until(() => text(el, 'speed') === 'Speed: Fast', 'the next pace');
    el.setAttribute('lang', 'de');
    await until(() => text(el, 'speed') === 'Tempo: Schnell', 'Speed in German');
    await click(action(el, 'speed'));
    await until(() => text(el, 'speed') === 'Tempo: Langsam', 'the next pace');

    const pt = await mount({ humans: '0', lang: 'pt', seed: 'speed-pt', 'ai-delay': '100000' });
    expect(text(pt, 'speed')).to.equal('Velocidade: Normal');
  });

  it('without it: no Speed, Pause and Step still act; Speed shows once a later update has the code', async () => {
    const real = modes.modes;
    modes.modes = failing;
    try {
      const el = await mount({
        variant: 'doubles',
        players: '2',
        humans: '0',
        seed: 'speed-missing',
        'ai-delay': '50',
      });
      expect($(el, '[data-action="pause"]'), 'Pause').not.to.equal(null);
      expect($(el, '[data-action="step"]'), 'Step').not.to.equal(null);
      expect($(el, '[data-action="speed"]'), 'no Speed without its code').to.equal(null);
      await click(action(el, 'pause'));
      await until(() => $(el, '[data-action="resume"]') !== null, 'Resume in Pause’s place');
      // A Pause during the round's opening takes hold once the opening has been shown (the opening moves on by
      // itself): wait for that. Then, paused, nothing moves however long one waits (here six times the pace).
      await until(() => el.state.phase !== 'lead', 'the opening shown');
      const { round } = el.state;
      const moves = el.state.log.length;
      const phase = el.state.phase;
      await new Promise((r) => setTimeout(r, 300));
      expect([el.state.round, el.state.phase, el.state.log.length], 'nothing moves while paused').to.deep.equal([
        round,
        phase,
        moves,
      ]);
      // The step: one move in this round, or (paused at a round's end) the next round's start.
      await click(action(el, 'step'));
      await until(
        () => (el.state.round === round && el.state.log.length === moves + 1) || el.state.round !== round,
        'one step',
      );
      await new Promise((r) => setTimeout(r, 300));
      expect(el.state.log.length, 'one step, then paused again').to.be.at.most(
        el.state.round === round ? moves + 1 : 1,
      );
      modes.modes = real;
      el.requestUpdate();
      await until(() => $(el, '[data-action="speed"]') !== null, 'Speed, its code here');
      expect(text(el, 'speed')).to.equal('Speed: Normal');
    } finally {
      modes.modes = real;
    }
  });
});
