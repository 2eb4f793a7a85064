/**
 * Who opens a round and with what: the highest double or the 6-6 (with redeal, or else the heaviest tile), the
 * Maltese search for the 6-6, doubles drawn from the separated doubles, the previous winner, or a fixed deal's leader.
 */

import { duringPlay } from './during.js';
import { dealFrom, type Dealt } from './deal.js';
import { shuffled, type Random } from './rng.js';
import { doubleOf, heaviestDouble, maxPip, pipTotal, tileInfo } from './tiles.js';
import type { LeadInfo, ResolvedRules, RoundResult, Tile } from './types.js';

export interface OpenedRound extends Dealt {
  lead: LeadInfo;
}

/** The most redeals tolerated before giving up (a deal without the lead tile is never that likely). */
const MAX_REDEALS = 10_000;

/** The tile this seat must open with under the lead rule, or undefined when it holds none. */
function requiredTile(rules: ResolvedRules, hand: readonly Tile[]): Tile | undefined {
  if (rules.lead === 'double-six') return hand.includes('6-6') ? '6-6' : undefined;
  if (rules.lead === 'highest-double') return heaviestDouble(hand)?.name;
  return undefined;
}

/**
 * R-BK-2: with no double in any hand, the heaviest tile dealt leads; of two of equal weight the one with the higher
 * number (6-3 before 5-4), so exactly one qualifies. Doubles in the boneyard do not count (R-GX-2).
 */
function heaviestTile(hands: readonly (readonly Tile[])[]): { seat: number; tile: Tile } {
  let seat = 0;
  let tile: Tile | undefined;
  let best = -1;
  hands.forEach((hand, s) => {
    for (const t of hand) {
      const { hi, lo } = tileInfo(t);
      // Weight first, then the higher number: (hi + lo) · 10 + hi orders them so, and no two tiles tie.
      const rank = (hi + lo) * 10 + hi;
      if (rank > best) {
        best = rank;
        tile = t;
        seat = s;
      }
    }
  });
  if (tile === undefined) throw new Error('no tile was dealt');
  return { seat, tile };
}

/** The seat and tile the lead rule names in these hands, or undefined when none holds it (a redeal or a search). */
function namedLead(
  rules: ResolvedRules,
  hands: readonly (readonly Tile[])[],
): { seat: number; tile: Tile } | undefined {
  let seat = -1;
  let tile: Tile | undefined;
  hands.forEach((hand, s) => {
    const t = requiredTile(rules, hand);
    if (t !== undefined && (tile === undefined || t > tile)) {
      tile = t;
      seat = s;
    }
  });
  if (tile !== undefined) return { seat, tile };
  return rules.leadFallback === 'heaviest-tile' ? heaviestTile(hands) : undefined;
}

/** R-BY-2, R-BY-3: the given seats each draw one of the shuffled doubles; the highest opens. */
function drawDoubles(rules: ResolvedRules, seats: readonly number[], random: Random): LeadInfo {
  const doubles: Tile[] = [];
  for (let n = 0; n <= maxPip(rules.set); n++) doubles.push(doubleOf(n));
  const pile = shuffled(doubles, random);
  const drawn: Tile[][] = Array.from({ length: rules.players }, () => []);
  let seat = seats[0] as number;
  let best = -1;
  seats.forEach((s, i) => {
    const d = pile[i] as Tile;
    drawn[s] = [d];
    const n = tileInfo(d).hi;
    if (n > best) {
      best = n;
      seat = s;
    }
  });
  return { seat, how: 'drawn-doubles', drawn };
}

/** R-MC-2: from the dealer round to the left, each draws one tile until someone draws the 6-6. */
function searchForLead(rules: ResolvedRules, dealt: Dealt, dealer: number): OpenedRound {
  const hands = dealt.hands.map((h) => h.slice());
  const boneyard = dealt.boneyard.slice();
  const drawn: Tile[][] = hands.map(() => []);
  // The same draws in the order made, for telling the search as it went.
  const search: { seat: number; tile: Tile }[] = [];
  const wanted = rules.lead === 'double-six' ? '6-6' : undefined;
  let seat = dealer;
  while (boneyard.length > 0) {
    const tile = boneyard.shift() as Tile;
    (hands[seat] as Tile[]).push(tile);
    (drawn[seat] as Tile[]).push(tile);
    search.push({ seat, tile });
    if (tile === wanted || (wanted === undefined && tileInfo(tile).double)) {
      return { hands, boneyard, lead: { seat, how: rules.lead, drawn, search, tile } };
    }
    seat = (seat + rules.direction + rules.players) % rules.players;
  }
  throw new Error('the lead tile is neither in a hand nor in the boneyard');
}

/** The seats tied for the lowest hand in a blocked round without a winner. */
function tiedLowest(result: RoundResult): number[] {
  const totals = result.hands.map(pipTotal);
  const low = Math.min(...totals);
  return totals.flatMap((t, s) => (t === low ? [s] : []));
}

/**
 * Deals (or takes the fixed deal) and settles who opens the round. `previous` is the last round's result
 * (rounds after the first); `fixed` a validated teaching deal (first round only).
 */
export function openRound(
  rules: ResolvedRules,
  random: Random,
  dealer: number,
  previous: RoundResult | null,
  fixed?: Dealt & { leader?: number },
  previousLeader?: number,
): OpenedRound {
  let dealt: Dealt = fixed ?? dealFrom(rules, random);

  if (fixed?.leader !== undefined) {
    const seat = fixed.leader;
    if (rules.leadFallback === 'heaviest-tile') {
      // R-GX-4: the leader opens with the tile the lead rule names if it holds it, else with any tile; in a later
      // round (a record's) the previous round decided the leader, who opens with any tile (R-GX-3).
      const named = previous === null ? namedLead(rules, fixed.hands) : undefined;
      return { ...dealt, lead: named?.seat === seat ? { seat, how: 'deal', tile: named.tile } : { seat, how: 'deal' } };
    }
    const tile = requiredTile(rules, fixed.hands[seat] as readonly Tile[]);
    if (rules.lead !== 'drawn-doubles' && tile === undefined) {
      throw new RangeError(`deal: the leader (seat ${seat}) holds no tile it may open with`);
    }
    return { ...dealt, lead: tile === undefined ? { seat, how: 'deal' } : { seat, how: 'deal', tile } };
  }

  if (previous && rules.laterLead === 'previous-winner') {
    if (previous.winner !== null) return { ...dealt, lead: { seat: previous.winner, how: 'previous-winner' } };
    return { ...dealt, lead: drawDoubles(rules, tiedLowest(previous), random) };
  }

  // R-A5-2, R-F3-2: the later leads of the games that score during play (during.ts).
  const later = previous && duringPlay()?.later(rules, previous, previousLeader as number);
  if (later) return { ...dealt, lead: later };

  // R-BY-2, R-A5-2, R-F3-2, R-GX-1: a lot of every seat, from the seven doubles alone (apart from the deal).
  if (rules.lead === 'drawn-doubles') {
    return {
      ...dealt,
      lead: drawDoubles(
        rules,
        dealt.hands.map((_, s) => s),
        random,
      ),
    };
  }

  for (let redeals = 0; redeals < MAX_REDEALS; redeals++) {
    const named = namedLead(rules, dealt.hands);
    if (named !== undefined) {
      const { seat, tile } = named;
      // R-BK-2: a lead without the lead rule's tile is the heaviest tile's.
      const how = requiredTile(rules, dealt.hands[seat] as readonly Tile[]) === tile ? rules.lead : 'heaviest-tile';
      const lead: LeadInfo = redeals > 0 ? { seat, how, tile, redeals } : { seat, how, tile };
      return { ...dealt, lead };
    }
    if (rules.leadFallback === 'search') return searchForLead(rules, dealt, dealer);
    dealt = dealFrom(rules, random);
  }
  throw new Error(`no lead tile after ${MAX_REDEALS} deals`);
}
