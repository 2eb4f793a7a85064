/**
 * The keyboard on the hand and on the board's lit ends (arrows, Home, End, Enter, Space, Escape): part of
 * dist/chunks/rare.js, fetched when keyboard focus comes into the table (pick.ts keeps the stubs). It works through the
 * picker's own methods and the hand as drawn.
 */

import type { RarePick as Picker } from '../loaders/rare-types.js';
import { rovingIndex as roving } from '../../replay/roving.js';

/** A key on the hand's tile `index`: arrows, Home and End move between the tiles, Enter and Space pick, Escape puts back. */
export function handKey(pick: Picker, event: KeyboardEvent, index: number): void {
  // The tiles as drawn (views/hand.ts), in their order.
  const tiles = [...pick.root().querySelectorAll<HTMLElement>('.hand__tile')].map((b) => b.dataset.tile as string);
  const next = roving(event.key, index, tiles.length);
  if (next !== null) {
    event.preventDefault();
    pick.focusTile(next);
  } else if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    const tile = tiles[index];
    if (tile !== undefined) pick.activate(tile, true);
  } else if (event.key === 'Escape' && pick.picked !== null) {
    event.preventDefault();
    pick.clear();
  }
}

/** A key on the board while a tile is picked: arrows move between the lit ends; Escape goes back to the hand. */
export function boardKey(pick: Picker, event: KeyboardEvent): void {
  if (pick.picked === null) return;
  const next = roving(event.key, pick.endIndex, pick.endsFor(pick.picked).length);
  if (next !== null) {
    event.preventDefault();
    pick.endIndex = next;
    pick.focusTarget(next);
  } else if (event.key === 'Escape') {
    event.preventDefault();
    pick.clear();
    pick.focusHandSoon();
  }
}
