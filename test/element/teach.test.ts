// Issue 13: a table that shows what happened and teaches while you play. Acted out as a reader would: click,
// keyboard, and what the screen and the live region then say.
import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { chooseMove } from '../../src/ai/index.js';
import { load as rulesLoad } from '../../src/element/loaders/rules-loader.js';
import { load as soundLoad } from '../../src/element/loaders/sound-loader.js';
import { BUILD } from '../../src/build-id.js';
import {
  $,
  $$,
  action,
  click,
  message,
  mount,
  nextFrame,
  NORTH_STUCK,
  off,
  playRound,
  root,
  until,
  type DominoTable,
} from './helpers.js';

/** Doubles, 2 players: North leads the 6-6; South holds no six, so South must draw, then pass. */
const SOUTH_STUCK = JSON.stringify({
  hands: [
    ['5-5', '5-4', '5-3', '5-2', '5-1', '5-0', '4-4', '4-3'],
    ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '6-0', '0-0'],
  ],
  boneyard: ['4-2', '4-1', '4-0', '3-3', '3-2', '3-1', '3-0', '2-2', '2-1', '2-0', '1-1', '1-0'],
});

/** Plays `tile` on the first end the rules allow for it. */
function lay(el: DominoTable, tile: string): void {
  const move = el.legalMoves().find((m) => m.type === 'play' && m.tile === tile);
  if (move?.type !== 'play') throw new Error(`${tile} cannot be played now`);
  expect(el.play(tile, move.end)).to.deep.equal({ ok: true });
}

const yourTurn = (el: DominoTable) =>
  until(() => el.state.current === 0 && el.state.phase === 'play', 'your turn').then(() => el.updateComplete);

describe('what happened since your last move', () => {
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('a draw and a pass show as a bubble at the seat; the tiles the others played are marked in their colour', async () => {
    const el = await mount({ variant: 'doubles', players: '2', deal: NORTH_STUCK, 'ai-delay': '0' });
    await yourTurn(el);
    el.play('6-6');
    await until(() => el.state.current === 0 && el.state.log.length === 3, 'North to draw and pass');
    await el.updateComplete;
    const north = $(el, '.seat[data-seat="1"]')!;
    expect(north.querySelector('.seat__did')!.textContent!.trim()).to.equal('drew 1 and passed');
    expect(north.getAttribute('aria-label')).to.contain('drew 1 and passed');
    // South plays the 6-5 (it opens fives for the 5-5): North answers with the 5-5, marked as North's.
    lay(el, '6-5');
    await until(() => el.state.current === 0, 'North to reply');
    await el.updateComplete;
    expect(el.state.log.at(-1)!.move).to.deep.include({ type: 'play', tile: '5-5' });
    const marked = $$(el, '.board .tile--by');
    expect(marked).to.have.length(1);
    expect(marked[0]!.classList.contains('tile--by-top')).to.equal(true);
    expect(north.querySelector('.seat__did'), 'North only played this time').to.equal(null);
    // Once South moves again, North's 5-5 is no longer new (only what North played after it is).
    const fiveFive = $$(el, '.board .tile').find((g) => g.querySelector('title')?.textContent === 'double five')!;
    expect(fiveFive.classList.contains('tile--by')).to.equal(true);
    el.play(
      el.legalMoves().find((m) => m.type === 'play')!.tile,
      (el.legalMoves().find((m) => m.type === 'play') as { end: string }).end,
    );
    await until(() => el.state.current === 0 || el.state.phase !== 'play', 'North to reply again');
    await el.updateComplete;
    const again = $$(el, '.board .tile').find((g) => g.querySelector('title')?.textContent === 'double five')!;
    expect(again.classList.contains('tile--by')).to.equal(false);
  });

  it('a played tile travels from its seat to its place, and stays put under prefers-reduced-motion', async () => {
    // Each animation started is counted: on a loaded machine North's reply may be seen after its travel (450 ms) ended.
    const animated: Element[] = [];
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<typeof animate>) {
      animated.push(this);
      return animate.apply(this, args);
    };
    try {
      for (const reduce of [false, true]) {
        await emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
        const el = await mount({ variant: 'doubles', players: '2', deal: NORTH_STUCK, 'ai-delay': '0' });
        await yourTurn(el);
        el.play('6-6');
        await until(() => el.state.current === 0 && el.state.log.length === 3, 'North to draw and pass');
        lay(el, '6-5');
        await until(() => el.state.log.at(-1)?.move.type === 'play' && el.state.current === 0, 'North to play');
        await el.updateComplete;
        await nextFrame(); // the tile sets off in the next frame (controllers/motion.ts)
        const last = $(el, '.board .tile--last')!;
        expect(animated.includes(last), reduce ? 'no travel' : 'the tile travels').to.equal(!reduce);
        if (!reduce) expect(last.getAnimations().length, 'one travel at a time').to.be.at.most(1);
      }
    } finally {
      Element.prototype.animate = animate;
    }
  });
});

describe('sound', () => {
  it('off by default: the sound code is not fetched; on: a sound per move and at the round end', async () => {
    const real = soundLoad.sound;
    const played: string[] = [];
    let fetched = 0;
    soundLoad.sound = () => {
      fetched++;
      // A chunk is used only if it carries the entry's build id (chunk.ts), so the stand-in carries it too.
      return Promise.resolve({ build: BUILD, play: (s: string) => void played.push(s) } as unknown as Awaited<
        ReturnType<typeof real>
      >);
    };
    try {
      const quiet = await mount({ variant: 'doubles', players: '2', deal: NORTH_STUCK, 'ai-delay': '0' });
      await yourTurn(quiet);
      quiet.play('6-6');
      await until(() => quiet.state.log.length >= 3, 'moves');
      expect(fetched).to.equal(0);
      const loud = await mount({ variant: 'doubles', players: '2', deal: NORTH_STUCK, 'ai-delay': '0', sound: '' });
      await yourTurn(loud);
      loud.play('6-6');
      await until(() => played.length >= 3, 'three sounds');
      expect(played.slice(0, 3)).to.deep.equal(['lay', 'draw', 'pass']);
    } finally {
      soundLoad.sound = real;
    }
  });

  it('sound code that cannot be fetched is reported once (load) and not fetched again; the table plays on', async () => {
    const real = soundLoad.sound;
    let fetched = 0;
    soundLoad.sound = () => {
      fetched++;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    };
    try {
      const { record } = await import('./helpers.js');
      let errors: { type: string; detail: unknown }[] = [];
      const el = await mount(
        { variant: 'doubles', players: '2', deal: NORTH_STUCK, 'ai-delay': '0', sound: '' },
        { before: (e) => (errors = record(e, ['domino-error'])) },
      );
      await yourTurn(el);
      el.play('6-6');
      await until(() => el.state.current === 0 && el.state.log.length === 3, 'North to draw and pass');
      lay(el, '6-5');
      await until(() => el.state.current === 0 && el.state.log.length >= 5, 'North to reply');
      await new Promise((r) => setTimeout(r, 20));
      expect(errors.map((e) => e.detail)).to.deep.equal([
        { code: 'load', message: 'chunks/sound.js could not be loaded' },
      ]);
      const tries = fetched;
      expect(tries, 'the moves made before the first refusal came back may each have asked').to.be.at.most(3);
      const next = el.legalMoves()[0]!;
      if (next.type === 'play') el.play(next.tile, next.end);
      else if (next.type === 'draw') el.draw();
      else el.pass();
      await new Promise((r) => setTimeout(r, 20));
      expect(fetched, 'not fetched again').to.equal(tries);
    } finally {
      soundLoad.sound = real;
    }
  });

  it('the real sound code plays through Web Audio only once sound is on', async () => {
    const made: string[] = [];
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor() {
        super();
        made.push('context');
      }
    };
    try {
      const el = await mount({ variant: 'doubles', players: '2', deal: NORTH_STUCK, 'ai-delay': '0' });
      await yourTurn(el);
      el.play('6-6');
      await until(() => el.state.log.length >= 3, 'moves');
      expect(made).to.deep.equal([]);
      el.sound = true;
      await yourTurn(el);
      lay(el, '6-5');
      await until(() => made.length === 1, 'an audio context');
    } finally {
      window.AudioContext = Real;
    }
  });
});

describe('the rules panel', () => {
  it('opens from the "?" by the game’s name, in the table’s language; Close and Escape give focus back', async () => {
    const el = await mount({ variant: 'maltese-cross', seed: 'rules', 'ai-delay': '100000' });
    expect($(el, '.bar__variant')!.textContent).to.equal('Maltese Cross');
    const open = action(el, 'rules');
    await click(open);
    await until(() => $(el, '.dialog--rules h3') !== null, 'the rules text');
    await el.updateComplete;
    expect($(el, '#rules-title')!.textContent).to.contain('Maltese Cross');
    expect($$(el, '.dialog--rules h3').length).to.be.at.least(6);
    expect($(el, '.dialog--rules')!.textContent).to.match(/6-6/);
    expect(root(el).activeElement).to.equal(action(el, 'close-rules'));
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    await el.updateComplete;
    expect($(el, '.dialog--rules')).to.equal(null);
    expect(root(el).activeElement).to.equal(action(el, 'rules'));

    const de = await mount({ variant: 'doubles', players: '2', lang: 'de', seed: 'regeln', 'ai-delay': '100000' });
    action(de, 'rules').click();
    await until(() => $(de, '.dialog--rules h3') !== null, 'the German rules');
    expect($(de, '.dialog--rules')!.textContent).to.match(/Pasch|Spinner/);
  });

  it('a rules text that cannot be fetched is reported (load), no empty panel opens, and Rules still works', async () => {
    const real = rulesLoad.en;
    rulesLoad.en = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    try {
      let errors: { type: string; detail: unknown }[] = [];
      const { record } = await import('./helpers.js');
      const el = await mount(
        { seed: 'no-rules', 'ai-delay': '100000' },
        { before: (e) => (errors = record(e, ['domino-error'])) },
      );
      action(el, 'rules').click();
      await until(() => errors.length === 1, 'the error');
      expect((errors[0]!.detail as { code: string }).code).to.equal('load');
      await el.updateComplete;
      expect($(el, '.dialog--rules')).to.equal(null);
      rulesLoad.en = real;
      action(el, 'rules').click();
      await until(() => $(el, '.dialog--rules h3') !== null, 'the rules text, fetched on the next try');
    } finally {
      rulesLoad.en = real;
    }
  });
});

describe('what to do, and a hint', () => {
  it('when no tile fits the status says to draw, then to pass', async () => {
    const el = await mount({ variant: 'doubles', players: '2', deal: SOUTH_STUCK, 'ai-delay': '0' });
    await yourTurn(el);
    expect(message(el)).to.equal('No tile fits: draw.');
    el.draw();
    await el.updateComplete;
    expect(message(el)).to.equal('No tile fits, and nothing may be drawn: pass.');
  });

  it('Hint (with `hints`) picks the normal player’s move, lights its end and says why; hint() is null off turn', async () => {
    const el = await mount({ variant: 'doubles', players: '2', deal: NORTH_STUCK, 'ai-delay': '0', hints: '' });
    await yourTurn(el);
    el.play('6-6');
    await yourTurn(el);
    const hint = el.hint()!;
    const match = JSON.parse(el.serialize()).match;
    expect(hint.move).to.deep.equal(chooseMove(match, 'normal', 'hint'));
    expect(hint.why).to.match(/^Play the 6-\d on the six: /);
    await click(action(el, 'hint'));
    await el.updateComplete;
    expect(message(el)).to.equal(hint.why);
    if (hint.move.type !== 'play') throw new Error('a play was expected');
    expect($(el, `.hand__tile[data-tile="${hint.move.tile}"]`)!.getAttribute('aria-pressed')).to.equal('true');
    expect($(el, `.target--hint`)!.getAttribute('data-end')).to.equal(hint.move.end);
    el.play(hint.move.tile, hint.move.end);
    await el.updateComplete;
    expect(el.hint(), 'North to act').to.equal(null);
    expect(off(action(el, 'hint'))).to.equal(true);
    // Without `hints` there is no Hint button, but the method answers.
    const plain = await mount({ variant: 'doubles', players: '2', deal: NORTH_STUCK, 'ai-delay': '0' });
    await yourTurn(plain);
    expect($(plain, '[data-action="hint"]')).to.equal(null);
    expect(plain.hint()!.move).to.deep.equal({ type: 'play', tile: '6-6', end: 'center' });
  });

  it('R-MC-7: in Maltese Cross a stuck player draws one tile a press: the status, the button and the hint say so', async () => {
    // East holds the 6-6 and opens; South, next, holds no six for the cross and must draw (or may, tile by tile).
    const deal = JSON.stringify({
      hands: [
        ['5-5', '5-4', '5-3', '5-2', '5-1'],
        ['5-0', '4-4', '4-3', '4-2', '4-1'],
        ['4-0', '3-3', '3-2', '3-1', '3-0'],
        ['6-6', '2-2', '2-1', '2-0', '1-1'],
      ],
      boneyard: ['6-5', '6-4', '6-3', '6-2', '6-1', '6-0', '1-0', '0-0'],
    });
    const el = await mount({ variant: 'maltese-cross', deal, 'ai-delay': '0', hints: '' });
    await yourTurn(el);
    expect(message(el)).to.equal('No tile fits: draw.');
    expect(action(el, 'draw').textContent!.trim()).to.equal('Draw');
    const hint = el.hint()!;
    expect(hint.move).to.deep.equal({ type: 'draw' });
    expect(hint.why).to.equal('No tile fits: draw.');
    await click(action(el, 'draw'));
    await el.updateComplete;
    expect(el.state.log.filter((r) => r.seat === 0 && r.move.type === 'draw')).to.have.length(1);
  });

  it('R-DC-6: Kelley’s “draw until a tile fits” is one press: every tile drawn is a move of its own', async () => {
    // North leads the 6-6; South holds no six and draws the 4-2, 4-1 and 3-3 before the 6-0.
    const deal = JSON.stringify({
      hands: [
        ['5-5', '5-4', '5-3', '5-2', '5-1', '5-0', '4-4'],
        ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '4-3'],
      ],
      boneyard: ['4-2', '4-1', '3-3', '6-0', '4-0', '3-2', '3-1', '3-0', '2-2', '2-1', '2-0', '1-1', '1-0', '0-0'],
    });
    const el = await mount({ variant: 'doubles-classic', players: '2', deal, 'ai-delay': '0' });
    await yourTurn(el);
    const draw = action(el, 'draw');
    expect(draw.textContent!.trim()).to.equal('Draw until one fits');
    expect(message(el)).to.equal('No tile fits: draw until one does.');
    await click(draw);
    await el.updateComplete;
    const drawn = el.state.log.filter((r) => r.seat === 0 && r.move.type === 'draw');
    expect(drawn.map((r) => r.drawn)).to.deep.equal(['4-2', '4-1', '3-3', '6-0']);
    const after = el.legalMoves();
    expect(after.length).to.be.greaterThan(0);
    expect(
      after.every((m) => m.type === 'play' && m.tile === '6-0'),
      'the drawn 6-0 must be played now',
    ).to.equal(true);
    expect(off(action(el, 'draw'))).to.equal(true);
  });
});

describe('watch mode: pause, step, speed', () => {
  it('Pause stops the computers, Step plays one move, Play goes on; Speed changes the pace', async () => {
    const el = await mount({ variant: 'doubles', players: '4', humans: '0', seed: 'watch-ctl', 'ai-delay': '20' });
    await until(() => el.state.log.length >= 2, 'two moves');
    await click(action(el, 'pause'));
    const paused = el.state.log.length;
    await new Promise((r) => setTimeout(r, 200));
    expect(el.state.log.length, 'nothing moves while paused').to.equal(paused);
    expect(action(el, 'resume').textContent!.trim()).to.equal('Play');
    await click(action(el, 'step'));
    await until(() => el.state.log.length === paused + 1, 'one step');
    await new Promise((r) => setTimeout(r, 200));
    expect(el.state.log.length, 'exactly one move').to.equal(paused + 1);
    const speed = action(el, 'speed');
    expect(speed.textContent!.trim()).to.equal('Speed: Normal');
    await click(speed);
    await el.updateComplete;
    expect(action(el, 'speed').textContent!.trim()).to.equal('Speed: Fast');
    await click(action(el, 'resume'));
    await until(() => el.state.log.length > paused + 3, 'moves again');
    // The page's own ai-delay, set again, is the pace: Speed says Normal; so does a new match.
    await click(action(el, 'speed'));
    await el.updateComplete;
    expect(action(el, 'speed').textContent!.trim()).to.equal('Speed: Slow');
    el.setAttribute('ai-delay', '30');
    await el.updateComplete;
    expect(action(el, 'speed').textContent!.trim()).to.equal('Speed: Normal');
    await click(action(el, 'speed'));
    await el.updateComplete;
    el.newMatch();
    await el.updateComplete;
    expect(action(el, 'speed').textContent!.trim()).to.equal('Speed: Normal');
  });
});

describe('the match’s end', () => {
  it('standings with every round’s totals, who won by how much, and Play again', async () => {
    const el = await mount({
      variant: 'doubles-in-the-boneyard',
      humans: '0',
      seed: 'standings',
      'ai-delay': '0',
      'target-score': '40',
    });
    await until(() => el.state.phase === 'match-over', 'the match end', 30000);
    await el.updateComplete;
    const { scores } = el.state.seats.reduce((acc, s) => ({ scores: [...acc.scores, s.score] }), {
      scores: [] as number[],
    });
    const sorted = [...scores].sort((a, b) => b - a);
    expect($(el, '.dialog__margin')!.textContent).to.match(new RegExp(` ${sorted[0]! - sorted[1]!} points? ahead\\.$`));
    const rows = $$(el, '.standings tbody tr');
    expect(rows).to.have.length(3);
    const rounds = el.state.round;
    expect($$(el, '.standings thead th')).to.have.length(rounds + 1);
    // The last column is the final score, best first.
    expect(rows.map((r) => Number(r.lastElementChild!.textContent))).to.deep.equal(sorted);
    const again = action(el, 'dialog');
    expect(again.textContent!.trim()).to.equal('Play again');
    await click(again);
    await until(() => el.state.phase === 'lead' || el.state.phase === 'play', 'a new match');
    expect(el.state.seats.every((s) => s.score === 0)).to.equal(true);
  });
});

describe('for screen readers', () => {
  it('“Your turn” is said; a hand tile says where it fits; German says “Deine Hand”', async () => {
    const el = await mount({ variant: 'doubles', players: '2', deal: NORTH_STUCK, 'ai-delay': '0' });
    await yourTurn(el);
    await nextFrame();
    const log = () => [...$(el, '[role="log"]')!.children].map((c) => c.textContent);
    expect(log()).to.include('Your turn');
    el.play('6-6');
    await yourTurn(el);
    expect($(el, '.hand__tile[data-tile="6-5"]')!.getAttribute('aria-label')).to.equal('six–five: fits on 6');
    expect($(el, '.hand__tile[data-tile="0-0"]')!.getAttribute('aria-label')).to.equal(
      'double blank: fits nowhere now',
    );
    const de = await mount({ variant: 'doubles', players: '2', deal: NORTH_STUCK, 'ai-delay': '0', lang: 'de' });
    await yourTurn(de);
    expect($(de, '.hand')!.getAttribute('aria-label')).to.equal('Deine Hand: 8 Steine');
  });
});

describe('the menu', () => {
  it('opened, it lists the moves of the round in words and the scores; New match is there', async () => {
    const { openMenu } = await import('./helpers.js');
    const el = await mount({ variant: 'doubles', players: '2', deal: NORTH_STUCK, 'ai-delay': '0' });
    await yourTurn(el);
    el.play('6-6');
    await yourTurn(el);
    await openMenu(el);
    await el.updateComplete;
    const moves = $$(el, '.log li').map((li) => li.textContent!.trim());
    expect(moves).to.deep.equal(['You open with 6-6.', 'North draws a tile.', 'North passes.']);
    expect($(el, '.log__title')!.textContent).to.equal('Moves (3)');
    expect($$(el, '.scoreboard tbody tr')).to.have.length(2);
    expect(action(el, 'new-match')).to.not.equal(null);
  });
});

describe('the coach (issue 17)', () => {
  it('review(): [] before a round ends; after it, the person’s decisions graded with why; the panel shows them', async () => {
    const el = await mount({ variant: 'doubles', players: '2', seed: 'coach', 'ai-delay': '0' });
    expect(await el.review()).to.deep.equal([]);
    const over = () => el.state.phase === 'round-over' || el.state.phase === 'match-over';
    for (let step = 0; step < 400 && !over(); step++) {
      await until(() => over() || (el.state.current === 0 && el.legalMoves().length > 0), 'your turn or the end');
      if (over()) break;
      const move = el.legalMoves()[step % el.legalMoves().length]!;
      if (move.type === 'play') el.play(move.tile, move.end);
      else if (move.type === 'draw') el.draw();
      else el.pass();
    }
    await until(() => el.state.phase === 'round-over' || el.state.phase === 'match-over', 'the round end');
    const items = await el.review();
    expect(items.length).to.be.greaterThan(0);
    for (const item of items) {
      expect(item.seat).to.equal(0);
      expect(item.round).to.equal(1);
      expect(['best', 'fine', 'loose', 'blunder']).to.include(item.grade);
      expect(item.why.length).to.be.greaterThan(10);
      expect(item.pointsLost).to.be.at.least(0);
    }
    await el.updateComplete;
    await click(action(el, 'review'));
    await until(() => $$(el, '.review__item').length === items.length, 'the review panel');
    expect($(el, '#review-title')!.textContent).to.equal('Your moves, reviewed');
    expect(root(el).activeElement).to.equal(action(el, 'close-review'));
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    await el.updateComplete;
    expect($(el, '.dialog--review')).to.equal(null);
    expect(root(el).activeElement).to.equal(action(el, 'review'));
  });
});

describe('Copy record (issue 14)', () => {
  const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')!;
  afterEach(() => Object.defineProperty(navigator, 'clipboard', clipboard));

  it('the round-end panel copies record() to the clipboard and says so; a refused clipboard is said too', async () => {
    let copied: string | null = null;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => ((copied = text), Promise.resolve()) },
    });
    const el = await mount({ variant: 'doubles', players: '2', seed: 'copy', 'ai-delay': '0' });
    await playRound(el);
    const copy = action(el, 'copy-record');
    expect(copy.textContent!.trim()).to.equal('Copy record');
    await click(copy);
    await until(() => action(el, 'copy-record').textContent!.trim() === 'Record copied', 'the label saying so');
    expect(copied).to.equal(el.record());
    expect(copied).to.match(/\[variant doubles\]/);
    expect($(el, '[aria-live]')!.textContent).to.contain('Record copied');

    // A page that may not write to the clipboard (no secure context, or the permission refused).
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
    await click(action(el, 'copy-record'));
    await until(() => action(el, 'copy-record').textContent!.trim() === 'Could not copy', 'the refusal said');

    // The next round starts with the button as new.
    await click(action(el, 'dialog'));
    await playRound(el);
    expect(action(el, 'copy-record').textContent!.trim()).to.equal('Copy record');
  });

  it('in German', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    const el = await mount({ variant: 'doubles', players: '2', seed: 'copy', 'ai-delay': '0', lang: 'de' });
    await playRound(el);
    expect(action(el, 'copy-record').textContent!.trim()).to.equal('Partie kopieren');
    await click(action(el, 'copy-record'));
    await until(() => action(el, 'copy-record').textContent!.trim() === 'Kopieren nicht möglich', 'the refusal');
  });
});
