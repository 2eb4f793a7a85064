/** A seat's chip: its name, tiles left, score and whether it is to act; its tiles face up in teaching mode. */

import { html, nothing, type TemplateResult } from 'lit';
import type { SeatView } from '../view-model.js';
import { tileImage } from './tile.js';

export interface SeatChipOptions {
  /** The chip's accessible name ("West: 5 tiles"). */
  label: string;
  /** The short visible text for the score ("12 pts"). */
  score: string;
  /** Accessible name of a face-up tile. */
  name: (tile: string) => string;
}

export function seatView(seat: SeatView, o: SeatChipOptions): TemplateResult {
  return html`<div
    class="seat seat--${seat.side} seat--by-${seat.hue}${seat.current ? ' seat--current' : ''}"
    part="seat"
    data-seat=${seat.seat}
    role="group"
    aria-label=${o.label}
  >
    <span class="seat__name">${seat.name}</span>
    <span class="seat__count" aria-hidden="true">${seat.count}</span>
    <span class="seat__score">${o.score}</span>
    ${seat.did ? html`<span class="seat__did">${seat.did}</span>` : nothing}
    ${
      seat.tiles && seat.tiles.length
        ? html`<div class="seat__tiles">${seat.tiles.map((tile) => tileImage(tile, { label: o.name(tile) }))}</div>`
        : nothing
    }
  </div>`;
}
