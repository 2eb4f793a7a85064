/**
 * The registry: every game the table knows, in the order pages list them. Everything that lists games (the
 * `variant` attribute's values and checks, the manifest, the README's table, the demo's pages, the framework types,
 * tests and benches) reads this; adding a game is a folder and a line here (docs/adding-a-game.md). Only the rules
 * as data live here: teaching text loads per language in chunks (teaching.ts).
 */

import type { Variant } from '../engine/types.js';
import type { Game } from './game.js';
import { malteseCross } from './maltese-cross/index.js';
import { doubles } from './doubles/index.js';
import { doublesClassic } from './doubles-classic/index.js';
import { doublesInTheBoneyard } from './doubles-in-the-boneyard/index.js';
import { block } from './block/index.js';
import { draw } from './draw/index.js';
import { allFives } from './all-fives/index.js';
import { fivesAndThrees } from './fives-and-threes/index.js';

export type { Game } from './game.js';

/** Keyed by the variant union, so a game named there and missing here (or the reverse) is a type error. */
export const GAMES: { readonly [V in Variant]: Game } = {
  'maltese-cross': malteseCross,
  doubles,
  'doubles-classic': doublesClassic,
  'doubles-in-the-boneyard': doublesInTheBoneyard,
  block,
  draw,
  'all-fives': allFives,
  'fives-and-threes': fivesAndThrees,
};

/** The game a table plays when the page names none. */
export const DEFAULT_VARIANT: Variant = 'maltese-cross';

/** The games' ids, in the registry's order. */
export const VARIANTS = Object.keys(GAMES) as Variant[];

export const isVariant = (v: unknown): v is Variant => typeof v === 'string' && Object.hasOwn(GAMES, v);
