// Helpers for the replay tests: reading the step shown, the board and the seats of a table in replay mode.
import { $, $$, type DominoTable } from './helpers.js';

export { MALTESE_LOCKS, DOUBLES_DRAW_PLAYS, BONEYARD_BLOCK, KELLEY_DRAWS } from '../record/worked-examples.js';

/** The step the move list marks as shown. */
export const shownStep = (el: DominoTable): number =>
  Number($(el, '.replay__move[aria-current="step"]')?.dataset.step ?? Number.NaN);

/** Tiles on the board. */
export const played = (el: DominoTable): number => $$(el, '[part~="played"]').length;

/** A step bar button: first, back, forward, last. */
export const stepButton = (el: DominoTable, name: 'first' | 'back' | 'forward' | 'last'): HTMLButtonElement =>
  $<HTMLButtonElement>(el, `.replay__bar [data-action="${name}"]`)!;

/** A seat's chip: its face-up tiles (none when its hand is hidden) and the count it shows. */
export function seat(el: DominoTable, n: number): { tiles: number; count: number } {
  const chip = $(el, `[part~="seat"][data-seat="${n}"]`)!;
  return {
    tiles: chip.querySelectorAll('.seat__tiles .tile-img').length,
    count: Number(chip.querySelector('.seat__count')!.textContent),
  };
}

/** The words under the board: what the step did, and the record's comment. */
export const note = (el: DominoTable): string => $(el, '.replay__note')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
