/**
 * What one seat may know of a match (boardgame.io's `playerView`): the pure seat view. Who is looking (a seat, nobody
 * during a hand-over, everyone with `show-hands`, the page for events) is the machine's to decide (machine/view.ts);
 * a secret leaves the match only through `viewFor`, so whatever is drawn, said or decided from its result cannot name
 * a tile the viewer may not see.
 */

import { HIDDEN } from './tiles.js';
import type { LeadInfo, MatchState, MoveRecord, Tile } from './types.js';

/** Who looks: one seat; nobody in particular (a hand-over screen, watch mode); or everyone (`show-hands`). */
export type Viewer = number | null | 'all';

declare const seatView: unique symbol;

/**
 * A match as one seat may know it, made only by `viewFor(match, seat)`: the computer players take this type, never a
 * `MatchState`, so a player that reads another hand, the boneyard's order or the deal's seed does not compile.
 */
export type SeatView = MatchState & { readonly [seatView]: true };

/** Whether the viewer may see this seat's tiles (its hand, the tiles it draws). */
export const sees = (viewer: Viewer, seat: number): boolean => viewer === 'all' || viewer === seat;

/**
 * The match as this viewer may know it: other hands and the boneyard as HIDDEN tiles (they keep their places, never
 * their names), draws by other seats without their tile, of the search for the 6-6 (R-MC-2) only the viewer's own
 * draws and the 6-6 that is led, and no seed (it would deal every hand again). The layout, the scores and a finished
 * round's result are public.
 */
export function viewFor(match: MatchState, viewer: number): SeatView;
export function viewFor(match: MatchState, viewer: Viewer): MatchState;
export function viewFor(match: MatchState, viewer: Viewer): MatchState {
  if (viewer === 'all') return match;
  const hide = (tiles: readonly Tile[], seat: number): Tile[] =>
    sees(viewer, seat) ? [...tiles] : tiles.map(() => HIDDEN);
  return {
    ...match,
    seed: '',
    hands: match.hands.map(hide),
    boneyard: match.boneyard.map(() => HIDDEN),
    log: match.log.map((record) => logFor(record, viewer)),
    lead: leadFor(match.lead, viewer),
  };
}

function logFor(record: MoveRecord, viewer: Viewer): MoveRecord {
  if (record.drawn === undefined || sees(viewer, record.seat)) return record;
  const { drawn: _secret, ...rest } = record;
  return rest;
}

function leadFor(lead: LeadInfo, viewer: Viewer): LeadInfo {
  // Drawn doubles (R-BY-3) are shown to everyone as they are drawn: only the 6-6 search keeps its tiles secret.
  if (lead.how !== 'double-six' || !lead.drawn) return lead;
  const led = (seat: number, tile: Tile) => sees(viewer, seat) || (seat === lead.seat && tile === lead.tile);
  return {
    ...lead,
    drawn: lead.drawn.map((tiles, seat) => tiles.map((tile) => (led(seat, tile) ? tile : HIDDEN))),
    ...(lead.search && {
      search: lead.search.map(({ seat, tile }) => ({ seat, tile: led(seat, tile) ? tile : HIDDEN })),
    }),
  };
}
