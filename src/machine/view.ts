/**
 * What a viewer may see of a match: the one policy (boardgame.io's `playerView`) read by every text and picture the
 * table shows: status, lead sentence, step bar, move list, log, live region, chips, the hand. A secret leaves the
 * match only through `viewFor`; whatever is drawn from its result cannot name a tile the viewer may not see.
 */

import { HIDDEN } from '../engine/tiles.js';
import type { LeadInfo, MatchState, MoveRecord, Tile } from '../engine/types.js';
import { isHumanSeat } from './table.context.js';
import type { TableContext } from './table.events.js';

/** Who looks: one seat; nobody in particular (a hand-over screen, watch mode); or everyone (`show-hands`). */
export type Viewer = number | null | 'all';

/** A tile the viewer may not see: it keeps its place (hands keep their size), never its name. */
export { HIDDEN };

/** Whether the viewer may see this seat's tiles (its hand, the tiles it draws). */
export const sees = (viewer: Viewer, seat: number): boolean => viewer === 'all' || viewer === seat;

/**
 * The viewer at a live table: everyone with `show-hands`; else the person whose hand is on show (the one person
 * at the screen, or in hot seat the one who pressed Ready); nobody while the screen is being handed over.
 */
export function viewerOf(context: TableContext, showHands: boolean): Viewer {
  if (showHands) return 'all';
  const seat = context.shownSeat;
  return seat !== null && isHumanSeat(context, seat) ? seat : null;
}

/**
 * The match as this viewer may know it: other hands and the boneyard as HIDDEN tiles, draws by other seats without
 * their tile, and of the search for the 6-6 (R-MC-2) only the viewer's own draws and the 6-6 that is led. The
 * layout, the scores and a finished round's result are public.
 */
export function viewFor(match: MatchState, viewer: Viewer): MatchState {
  if (viewer === 'all') return match;
  const hide = (tiles: readonly Tile[], seat: number): Tile[] =>
    sees(viewer, seat) ? [...tiles] : tiles.map(() => HIDDEN);
  return {
    ...match,
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
