/** The numbers the spots are ranked by: each spot's base cost, and what the search adds for the board around it. */

// Base costs of the spots on an end (see spots.ts), lowest where the tile usually goes.
/** A single straight on, or a double crosswise and centred: the usual places. */
export const STRAIGHT_ON = 0;
/** A single turned a corner, the matched half against the end. */
export const CORNER = 4;
/** A double crosswise, shifted half a tile to one side (where a single turns a corner). */
export const DOUBLE_CORNER = 3;
/** A double straight on, crosswise to the line turned there. */
export const DOUBLE_ACROSS_TURN = 25;
/** A double straight on, lengthwise along its own line. */
export const DOUBLE_LENGTHWISE = 30;
/** Along a double's long side, shifted half a tile: a single on the line, a double turned. */
export const SHIFTED_ALONG_DOUBLE = 3;
export const DOUBLE_SHIFTED_ALONG_DOUBLE = 28;
/** A corner against the far half of a double's long side. */
export const CORNER_ALONG_DOUBLE = 7;
export const DOUBLE_CORNER_ALONG_DOUBLE = 6;
/** A single lying flat against a double's long side, centred. */
export const FLAT_AGAINST_DOUBLE = 40;
/** Tight spots, the matched half beside the end half: turned away (a hook), alongside the end tile, or back. */
export const HOOK = 25;
export const ALONGSIDE = 30;
export const ALONGSIDE_BACK = 40;

// What the search adds to a spot's base cost.
/** Covering the drop target of an end placed before (targets only). */
export const OVER_TARGET = 50;
/** Per unit a tile reaches past the box the board should fit. */
export const OUT_OF_BOX = 15;
/** Per unit the board's larger side, measured at its aspect, grows. */
export const PAST_ASPECT = 2;
/**
 * Per unit the board's larger side grows past what the felt holds at the readable floor (`FLOOR_UNIT`): the growth
 * that would make the board pan. So a board spreads into the felt's free width before it runs past its height
 * (issue 35: at `PAST_ASPECT` alone a double-nine board on a phone ran downwards while a third of the width stayed
 * empty, and panned). Boards well inside their felt are laid out as before.
 */
export const PAST_FLOOR = 40;
/** Units of the felt's short side at the floor left for the margin and the outermost drop targets (1 a side). */
export const FLOOR_SLACK = 2.6;
/**
 * The share of the felt counted at the floor: the board is laid out again only when its felt changes by 15 % or more
 * (views/board.ts `feltFor`), so a layout made for a felt must not pan in one 15 % shorter.
 */
export const FLOOR_HEADROOM = 0.85;
/** A turn the other way than the board prefers (see `turnCost` in ranking.ts). */
export const WRONG_TURN = 2;
/** Going straight on after a corner into a vertical leg (a long line should snake in rows). */
export const STRAIGHT_AFTER_LEG = 8;
/** An open end near the spot left without a free spot for a single, or with one only. */
export const NEAR_END_CLOSED = 300;
export const NEAR_END_CRAMPED = 12;
/** One of the tile's own new ends left without a free spot, or with one only. */
export const OWN_END_CLOSED = 200;
export const OWN_END_CRAMPED = 10;

// Distances (in units, between tile centres) within which open ends are checked.
/** Ends this near the end being played on (taxicab) are looked ahead for. */
export const NEAR_END_REACH = 10;
/** ... and count for a spot this near it (taxicab). */
export const LOOKAHEAD_REACH = 6;
/** After a tile is laid, ends this near it (on each axis) may have lost their last spot. */
export const DEAD_END_REACH = 6;
