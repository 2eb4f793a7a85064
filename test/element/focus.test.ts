// Issue 11 item 13: keyboard focus never falls to the page; it moves to the next sensible control.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { $, action, guardOver, mount, root, until, type DominoTable } from './helpers.js';
import { off } from './helpers.js';
import { keepFocus } from '../../src/element/a11y/focus.js';

/** Focus is inside the table, on a control that can be used. */
function focusInside(el: DominoTable, what: string): HTMLElement {
  expect(document.activeElement, `${what}: focus is in the table, not on the page`).to.equal(el);
  const active = root(el).activeElement as HTMLButtonElement | null;
  expect(active, `${what}: a control has focus`).to.not.equal(null);
  expect(active!.disabled || off(active!), `${what}: not a control that cannot be used`).to.equal(false);
  return active!;
}

async function press(el: DominoTable, button: HTMLElement, key = 'Enter'): Promise<void> {
  // A hot-seat hand-over (and the hand behind it) ignores a person's keys for a moment after it appears.
  if (button.dataset.action === 'ready' || button.dataset.action === 'dialog') await guardOver();
  button.focus();
  await sendKeys({ press: key });
  await el.updateComplete;
  await el.updateComplete;
}

// Doubles, 2 players: South (seat 0) holds no six; North leads the 6-6, so South must draw, then pass.
const STUCK = JSON.stringify({
  hands: [
    ['5-5', '5-4', '5-3', '5-2', '5-1', '5-0', '4-4', '4-3'],
    ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '6-0', '0-0'],
  ],
  boneyard: ['4-2', '4-1', '4-0', '3-3', '3-2', '3-1', '3-0', '2-2', '2-1', '2-0', '1-1', '1-0'],
});

describe('focus after an action (issue 11 item 13)', () => {
  it('Enter on Draw, then on Pass: focus stays in the table when each button is disabled', async () => {
    const el = await mount({ variant: 'doubles', players: '2', deal: STUCK, 'ai-delay': '0' });
    await until(() => el.state.current === 0 && el.legalMoves().some((m) => m.type === 'draw'), 'South to draw');
    await el.updateComplete;
    await press(el, action(el, 'draw'));
    expect(el.state.seats[0]!.hand.length).to.equal(9);
    expect(off(action(el, 'draw'))).to.equal(true);
    focusInside(el, 'after Draw');
    await press(el, action(el, 'pass'));
    await until(() => el.state.log.length >= 4, 'North to reply');
    await el.updateComplete;
    focusInside(el, 'after Pass');
  });

  it('Enter on Undo: focus moves to the hand when Undo is disabled', async () => {
    const el = await mount({ variant: 'doubles', players: '2', seed: 'focus-undo', 'ai-delay': '0' });
    await until(() => el.state.current === 0 && el.legalMoves().length > 0, 'South to act');
    const move = el.legalMoves()[0]!;
    if (move.type === 'play') el.play(move.tile, move.end);
    else el.draw();
    await until(() => el.state.current === 0 || el.state.phase !== 'play', 'South again');
    await el.updateComplete;
    await press(el, action(el, 'undo'));
    expect(off(action(el, 'undo'))).to.equal(true);
    const active = focusInside(el, 'after Undo');
    expect(active.classList.contains('hand__tile'), 'the hand’s tab stop').to.equal(true);
  });

  it('hot seat: a move passes focus to Ready, the move that ends the round to the dialog, Next round to Ready', async function () {
    this.timeout(60_000); // each Ready waits out the hand-over's guard
    const el = await mount({ variant: 'doubles', players: '2', humans: '2', seed: 'focus-hot', 'ai-delay': '0' });
    await until(() => $(el, '[data-action="ready"]') !== null, 'the handover');
    await press(el, action(el, 'ready'));
    expect(focusInside(el, 'after Ready').classList.contains('hand__tile')).to.equal(true);
    let handovers = 0;
    for (let step = 0; step < 300 && el.state.phase === 'play'; step++) {
      const move = el.legalMoves().find((m) => m.type === 'play') ?? el.legalMoves()[0]!;
      const seat = el.state.current;
      if (move.type === 'play') el.play(move.tile, move.end);
      else if (move.type === 'draw') el.draw();
      else el.pass();
      await el.updateComplete;
      if (el.state.phase !== 'play') break;
      focusInside(el, `step ${step}`);
      if (el.state.current !== seat) {
        handovers++;
        expect(root(el).activeElement, 'the next person is handed the screen').to.equal(action(el, 'ready'));
        await press(el, action(el, 'ready'));
      }
    }
    expect(handovers).to.be.greaterThan(2);
    expect(root(el).activeElement, 'the round-end dialog’s button').to.equal(action(el, 'dialog'));
    await press(el, action(el, 'dialog'));
    focusInside(el, 'after Next round');
    await until(() => $(el, '[data-action="ready"]') !== null, 'the new round’s handover');
    await el.updateComplete;
    expect(root(el).activeElement).to.equal(action(el, 'ready'));
  });
});

describe('keepFocus: the control holding focus until Ready appears', () => {
  it('keeps holding through an update that brings no Ready, then hands focus to Ready', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<div class="controls"><button class="btn">Undo</button></div>';
    const holder = root.querySelector('button')!;
    holder.focus();
    // The update that parked focus on the holder, then one that still shows no Ready (the lead's pause).
    expect(keepFocus(root, true, holder), 'still the holder').to.equal(holder);
    const ready = root.appendChild(document.createElement('button'));
    ready.dataset.action = 'ready';
    expect(keepFocus(root, true, holder)).to.equal(null);
    expect(root.activeElement === ready, 'Ready has focus').to.equal(true);
    host.remove();
  });
});
