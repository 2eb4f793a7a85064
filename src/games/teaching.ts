/**
 * Each game's rules sections (src/games/<id>/teach.ts), for the rules text. Apart from the registry (index.ts) so
 * only the rules-<lang> chunks carry them, never the entry; keyed by the variant union, so a game without its
 * sections is a type error. The lines between the games: markers are written by `npm run games` from the registry.
 */

import type { Variant } from '../engine/types.js';
import type { TeachSections } from '../rules-text/types.js';
// games:imports
import { teach as malteseCross } from './maltese-cross/teach.js';
import { teach as doubles } from './doubles/teach.js';
import { teach as doublesClassic } from './doubles-classic/teach.js';
import { teach as doublesInTheBoneyard } from './doubles-in-the-boneyard/teach.js';
import { teach as block } from './block/teach.js';
import { teach as draw } from './draw/teach.js';
import { teach as allFives } from './all-fives/teach.js';
import { teach as fivesAndThrees } from './fives-and-threes/teach.js';
// /games:imports

export const TEACHING: { readonly [V in Variant]: TeachSections } = {
  // games:teaching
  'maltese-cross': malteseCross,
  doubles: doubles,
  'doubles-classic': doublesClassic,
  'doubles-in-the-boneyard': doublesInTheBoneyard,
  block: block,
  draw: draw,
  'all-fives': allFives,
  'fives-and-threes': fivesAndThrees,
  // /games:teaching
};
