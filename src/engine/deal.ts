/** Dealing: seeded shuffles of the rule set's tiles, and validation of fixed teaching deals. */

import { shuffled, type Random } from './rng.js';
import { maxPip, parseTile, tilesOf } from './tiles.js';
import type { Deal, ResolvedRules, Tile } from './types.js';

export interface Dealt {
  hands: Tile[][];
  boneyard: Tile[];
}

/** The tiles in play for these rules, in a fixed order. */
export const tilesInPlay = (rules: ResolvedRules): readonly Tile[] => tilesOf(rules.set, rules.doublesInPlay);

/** A shuffled deal: hands of `handSize`, the rest in the boneyard in draw order. */
export function dealFrom(rules: ResolvedRules, random: Random): Dealt {
  const tiles = shuffled(tilesInPlay(rules), random);
  const hands: Tile[][] = [];
  for (let s = 0; s < rules.players; s++) hands.push(tiles.slice(s * rules.handSize, (s + 1) * rules.handSize));
  return { hands, boneyard: tiles.slice(rules.players * rules.handSize) };
}

function canonicalTiles(list: unknown, what: string, rules: ResolvedRules): Tile[] {
  if (!Array.isArray(list)) throw new RangeError(`deal: ${what} must be an array of tiles`);
  return list.map((t) => {
    const info = parseTile(t);
    if (!info || info.hi > maxPip(rules.set) || (info.double && !rules.doublesInPlay)) {
      throw new RangeError(`deal: ${JSON.stringify(t)} in ${what} is not a tile of this game's set`);
    }
    return info.name;
  });
}

/**
 * Checks a fixed deal against the rules and returns it in canonical form ("1-3" becomes "3-1"). Without a
 * boneyard the tiles not dealt are shuffled into one. Throws RangeError saying what is wrong.
 */
export function validateDeal(rules: ResolvedRules, deal: Deal, random: Random): Dealt & { leader?: number } {
  if (typeof deal !== 'object' || deal === null) throw new RangeError('deal: must be an object with hands');
  if (!Array.isArray(deal.hands) || deal.hands.length !== rules.players) {
    throw new RangeError(`deal: hands must list ${rules.players} hands`);
  }
  const hands = deal.hands.map((h, s) => {
    const hand = canonicalTiles(h, `hand ${s}`, rules);
    if (hand.length !== rules.handSize) throw new RangeError(`deal: hand ${s} must hold ${rules.handSize} tiles`);
    return hand;
  });
  const all = tilesInPlay(rules);
  const seen = new Set<Tile>();
  for (const t of hands.flat()) {
    if (seen.has(t)) throw new RangeError(`deal: ${t} is dealt twice`);
    seen.add(t);
  }
  let boneyard: Tile[];
  if (deal.boneyard === undefined) {
    boneyard = shuffled(
      all.filter((t) => !seen.has(t)),
      random,
    );
  } else {
    boneyard = canonicalTiles(deal.boneyard, 'boneyard', rules);
    for (const t of boneyard) {
      if (seen.has(t)) throw new RangeError(`deal: ${t} is dealt twice`);
      seen.add(t);
    }
    if (seen.size !== all.length) {
      throw new RangeError(`deal: hands and boneyard must hold the ${all.length} tiles of the set exactly`);
    }
  }
  const leader = deal.leader;
  if (leader !== undefined && (!Number.isInteger(leader) || leader < 0 || leader >= rules.players)) {
    throw new RangeError(`deal: leader must be a seat from 0 to ${rules.players - 1}`);
  }
  return leader === undefined ? { hands, boneyard } : { hands, boneyard, leader };
}
