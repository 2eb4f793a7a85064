/**
 * Invariants every reachable match state must keep: tiles, layout graph, seats, round starts (leads) and
 * round ends (scoring, blocks, match end). Each throws InvariantError naming what broke.
 */

import {
  legalMoves,
  parseTile,
  pipTotal,
  tilesOf,
  type MatchState,
  type Move,
  type ResolvedRules,
} from '../../src/engine/index.js';
import { boneyardBlock, hasSuit, isDouble, someoneCanAct, waitingFlank } from './rulebook.js';

export class InvariantError extends Error {
  override name = 'InvariantError';
}

export function check(ok: boolean, what: string): asserts ok {
  if (!ok) throw new InvariantError(what);
}

export const json = (v: unknown): string => JSON.stringify(v);

/** Hands + boneyard + layout hold the rule set's tiles exactly once each. */
export function checkTiles(s: MatchState): void {
  const size = setSize(s.rules);
  // Tiles are counted by their code (10 × high + low): cheap enough to run after every move.
  const seen = new Uint8Array(100);
  let count = 0;
  const note = (t: string, where: string) => {
    const hi = t.charCodeAt(0) - 48;
    const lo = t.charCodeAt(2) - 48;
    const valid =
      t.length === 3 && hi >= lo && lo >= 0 && hi <= maxPipOf(s.rules) && (s.rules.doublesInPlay || hi !== lo);
    if (!valid) throw new InvariantError(`${t} in ${where} is not a tile of the set`);
    if ((seen[hi * 10 + lo] = (seen[hi * 10 + lo] ?? 0) + 1) !== 1)
      throw new InvariantError(`${t} appears twice (again in ${where})`);
    count++;
  };
  for (let seat = 0; seat < s.hands.length; seat++) for (const t of s.hands[seat]!) note(t, `hand ${seat}`);
  for (const t of s.boneyard) note(t, 'boneyard');
  for (const t of s.layout.tiles) note(t.tile, 'layout');
  check(count === size, `${count} tiles accounted for, the set has ${size}`);
}

const maxPipOf = (rules: ResolvedRules): number => (rules.set === 'double-nine' ? 9 : 6);
const setSize = (rules: ResolvedRules): number => tilesOf(rules.set, rules.doublesInPlay).length;

/** The layout graph agrees with R-ALL-3 (end counts), suit locks (open flags) and the unlocked suits. */
export function checkLayout(s: MatchState): void {
  const { rules, layout } = s;
  const doubles = new Set(layout.tiles.filter((t) => isDouble(t.tile)).map((t) => Number(t.tile[0])));
  check(
    json([...doubles].sort()) === json([...s.unlocked].sort()),
    `unlocked ${json(s.unlocked)} but doubles down ${json([...doubles])}`,
  );
  if (layout.tiles.length === 0) {
    check(layout.ends.length === 0, 'ends without tiles');
    return;
  }
  let expected = 0;
  const exposed: number[] = [];
  layout.tiles.forEach((t, i) => {
    const info = parseTile(t.tile)!;
    if (i === 0) {
      check(t.parent === null && t.end === null && t.match === null, 'the lead has no parent');
      expected += t.spinner ? 4 : 2;
      exposed.push(info.hi);
    } else {
      check(t.parent !== null && t.parent < i, `tile ${i} has a parent played before it`);
      check(t.match !== null && hasSuit(t.tile, t.match), `tile ${i} (${t.tile}) matched ${t.match}`);
      const lead = layout.tiles[0]!;
      const parentShows =
        t.parent === 0 && !lead.spinner && t.end === '0e' ? parseTile(lead.tile)!.lo : exposed[t.parent!];
      check(t.match === parentShows, `tile ${i} matches the ${parentShows} its parent shows`);
      check(t.end === `${t.parent}${t.dir}`, `tile ${i} covers end ${t.end} of tile ${t.parent} growing ${t.dir}`);
      expected += (t.spinner ? 3 : 1) - 1;
      exposed.push(t.match === info.hi ? info.lo : info.hi);
    }
    // R-A5-4: with first-double, the first double laid spins, lead or not.
    const firstDouble = layout.tiles.findIndex((x) => isDouble(x.tile));
    const spins =
      isDouble(t.tile) &&
      (rules.spinners === 'all' ||
        (rules.spinners === 'first' && i === 0) ||
        (rules.spinners === 'first-double' && i === firstDouble));
    check(t.spinner === spins, `tile ${i} (${t.tile}) spinner ${t.spinner}, rules say ${spins}`);
  });
  check(layout.ends.length === expected, `${layout.ends.length} open ends, R-ALL-3 gives ${expected}`);
  const ids = new Set(layout.ends.map((e) => e.id));
  check(ids.size === layout.ends.length, 'end ids are unique');
  const covered = new Set(layout.tiles.map((t) => t.end));
  const lead = layout.tiles[0]!;
  const leadInfo = parseTile(lead.tile)!;
  const crossIncomplete = rules.cross && layout.ends.some((e) => e.tile === 0);
  for (const e of layout.ends) {
    check(!covered.has(e.id), `end ${e.id} is both open and covered`);
    const pip = e.tile === 0 && !lead.spinner && e.id === '0e' ? leadInfo.lo : exposed[e.tile];
    check(e.pip === pip, `end ${e.id} shows ${e.pip}, its tile exposes ${pip}`);
    // R-GX-8: a flank waiting for its spinner's sides is an end, not open.
    const open =
      !waitingFlank(s, e) && (crossIncomplete ? e.tile === 0 : !rules.suitLock || s.unlocked.includes(e.pip));
    check(e.open === open, `end ${e.id} open ${e.open}, rules say ${open}`);
  }
}

/** Phase, seat, drawable and the R-BY-7 parity fact. */
export function checkShape(s: MatchState): void {
  const { rules } = s;
  check(s.hands.length === rules.players && s.scores.length === rules.players, 'one hand and score per seat');
  const drawable = rules.draw === 'never' ? 0 : Math.max(0, s.boneyard.length - rules.reserve);
  check(s.drawable === drawable, `drawable ${s.drawable}, expected ${drawable}`);
  if (s.phase === 'play') check(s.current !== null && s.current >= 0 && s.current < rules.players, 'a seat is to act');
  else check(s.current === null, 'nobody acts after the round');
  check(s.scores.every(Number.isInteger), 'integer scores');
  if (!rules.doublesInPlay && s.phase === 'play')
    check(!boneyardBlock(s), 'R-BY-7: both ends n with suit n all down, yet play goes on');
}

/** The first state of a round: dealt, lead settled, nothing played (R-MC-2, R-DB-2, R-DC-2, R-BY-2/3). */
export function checkRoundStart(s: MatchState, prev: MatchState | null): void {
  const { rules, lead } = s;
  check(s.phase === 'play' && s.layout.tiles.length === 0 && s.log.length === 0, 'a fresh round');
  check(s.current === lead.seat, 'the leader acts first');
  check(s.turnDrawn.length === 0 && s.unlocked.length === 0, 'nothing drawn or unlocked yet');
  if (prev) {
    check(
      s.round === prev.round + 1 && s.dealer === (prev.dealer + 1) % rules.players,
      'next round, dealer one to the left',
    );
    check(json(s.scores) === json(prev.scores), 'scores carried over');
    check(json(s.lastRound) === json(prev.lastRound), 'last round kept');
  } else {
    check(s.round === 1 && s.dealer === 0 && s.scores.every((x) => x === 0), 'round 1, dealer 0, no points');
  }
  const searched = lead.how === 'double-six' && lead.drawn !== undefined;
  s.hands.forEach((h, seat) => {
    const extra = searched ? lead.drawn![seat]!.length : 0;
    check(h.length === rules.handSize + extra, `hand ${seat} holds ${h.length}`);
    if (extra > 0) check(json(h.slice(-extra)) === json(lead.drawn![seat]), `seat ${seat} keeps the tiles it drew`);
  });
  const all = s.hands.flat();
  switch (lead.how) {
    case 'highest-double': {
      check(rules.lead === 'highest-double', 'lead rule');
      const heaviest = all.filter(isDouble).sort().at(-1);
      check(lead.tile === heaviest && s.hands[lead.seat]!.includes(heaviest!), `the heaviest double ${heaviest} leads`);
      break;
    }
    case 'double-six': {
      check(rules.lead === 'double-six' && lead.tile === '6-6' && s.hands[lead.seat]!.includes('6-6'), 'the 6-6 leads');
      if (searched) {
        check(rules.leadFallback === 'search', 'only Maltese Cross searches');
        const total = lead.drawn!.reduce((n, d) => n + d.length, 0);
        for (let seat = 0; seat < rules.players; seat++) {
          const turn = (seat - s.dealer + rules.players) % rules.players;
          const expected = turn < total ? Math.floor((total - 1 - turn) / rules.players) + 1 : 0;
          check(
            lead.drawn![seat]!.length === expected,
            `R-MC-2: seat ${seat} drew ${lead.drawn![seat]!.length}, expected ${expected}`,
          );
        }
        check(
          lead.seat === (s.dealer + total - 1) % rules.players && lead.drawn![lead.seat]!.at(-1) === '6-6',
          'the 6-6 drawer leads',
        );
      }
      break;
    }
    case 'drawn-doubles': {
      const drawn = lead.drawn!;
      const seats = drawn.flatMap((d, seat) => (d.length > 0 ? [seat] : []));
      if (prev && rules.laterLead === 'domino-winner') {
        check(prev.lastRound!.reason === 'blocked', 'R-A5-2: lot again only after a block');
        check(seats.length === rules.players, 'R-A5-2: everyone draws');
      } else if (prev) {
        const totals = prev.lastRound!.hands.map(pipTotal);
        const low = Math.min(...totals);
        check(prev.lastRound!.winner === null, 'doubles are drawn again only after a tie');
        check(
          json(seats) === json(totals.flatMap((t, seat) => (t === low ? [seat] : []))),
          'R-BY-3: the tied players draw',
        );
      } else {
        check(seats.length === rules.players, 'R-BY-2: everyone draws');
      }
      const doubles = drawn.flat();
      check(doubles.every(isDouble) && new Set(doubles).size === doubles.length, 'distinct doubles drawn');
      check(
        drawn.every((d) => d.length <= 1),
        'one double each',
      );
      const best = doubles.sort().at(-1)!;
      check(drawn[lead.seat]![0] === best, 'the highest double starts');
      check(lead.tile === undefined, 'any tile opens');
      break;
    }
    case 'heaviest-tile': {
      // R-BK-2, R-GX-2: no double in any hand; the heaviest tile, the higher number first among equal weights.
      check(rules.leadFallback === 'heaviest-tile' && rules.lead === 'highest-double', 'only Block and Draw');
      check(!all.some(isDouble), 'R-BK-2: no double was dealt');
      const rank = (t: string) => (Number(t[0]) + Number(t[2])) * 10 + Number(t[0]);
      const heaviest = [...all].sort((a, b) => rank(a) - rank(b)).at(-1)!;
      check(
        lead.tile === heaviest && s.hands[lead.seat]!.includes(heaviest),
        `R-BK-2: the heaviest tile ${heaviest} leads`,
      );
      break;
    }
    case 'previous-winner':
      check(prev !== null && prev.lastRound!.winner === lead.seat, 'R-BY-3, R-A5-2: the last winner leads');
      if (rules.laterLead === 'domino-winner') check(prev!.lastRound!.reason === 'domino', 'R-A5-2: after a domino');
      else check(rules.laterLead === 'previous-winner', 'R-BY-3');
      break;
    case 'rotation':
      check(
        prev !== null && rules.laterLead === 'rotation' && lead.seat === (prev.lead.seat + 1) % rules.players,
        'R-F3-2: the player to the left of the last leader',
      );
      check(lead.tile === undefined, 'any tile opens');
      break;
    default:
      check(false, `unexpected lead how ${lead.how}`);
  }
  const openers = lead.tile !== undefined ? [lead.tile] : (s.hands[lead.seat] as string[]);
  const legal = legalMoves(s);
  check(json(legal) === json(openers.map((tile) => ({ type: 'play', tile, end: 'center' }))), 'the opening plays');
}

/** Checks a round's end: who won, the points (R-MC-9, R-DB-8, R-DC-8, R-BY-8), R-ALL-7 and R-ALL-10. */
export function checkRoundEnd(prev: MatchState, move: Move, s: MatchState): void {
  const { rules } = s;
  const r = s.lastRound!;
  check(r !== null && r.round === prev.round, 'the round result names its round');
  check(json(r.hands) === json(s.hands), 'the result shows the hands as they ended');
  check(json(r.scores) === json(s.scores), 'the result carries the totals');
  const seat = prev.current!;
  // R-GX-11: the totals are those before the move, the move's points during play, and the round's points.
  const during = s.log.at(-1)!.points ?? 0;
  check(
    json(s.scores) === json(prev.scores.map((x, i) => x + r.points[i]! + (i === seat ? during : 0))),
    'scores = previous + points',
  );
  const totals = s.hands.map(pipTotal);
  const all = totals.reduce((a, b) => a + b, 0);
  /** R-A5-8: rounded to the nearest 5 where the game rounds. */
  const rounded = (x: number): number => (rules.roundTo === 5 ? 5 * Math.floor((x + 2) / 5) : x);
  if (r.reason === 'target') {
    check(
      rules.targetRule === 'at-once' || rules.targetRule === 'exact',
      'R-A5-9, R-F3-8: only where the target ends play',
    );
    check(move.type === 'play' && s.hands[seat]!.length > 0, 'R-GX-9: the mover still holds tiles');
    check(r.winner === seat && r.points.every((p) => p === 0), 'R-GX-9: the mover wins, the round adds nothing');
    check(s.scores[seat]! >= rules.targetScore && s.phase === 'match-over' && s.winner === seat, 'the match ends');
    return;
  }
  if (r.reason === 'domino') {
    check(move.type === 'play' && s.hands[seat]!.length === 0 && r.winner === seat, 'R-ALL-6: the last tile wins');
    const take = rules.dominoScoring === 'chip-out' ? 0 : rounded(all);
    check(json(r.points) === json(totals.map((_, i) => (i === seat ? take : 0))), `domino points ${json(r.points)}`);
  } else {
    check(
      s.hands.every((h) => h.length > 0),
      'a block leaves every hand holding tiles',
    );
    check(!someoneCanAct(s), 'R-ALL-7: a blocked round really is stuck');
    if (!rules.doublesInPlay) check(boneyardBlock(s), 'R-BY-7: a Boneyard block has both ends n and suit n all down');
    const low = Math.min(...totals);
    const lowest = totals.flatMap((t, i) => (t === low ? [i] : []));
    let points: number[];
    let winner: number | null = null;
    if (rules.blockScoring === 'ten-each') points = totals.map(() => 10);
    else if (rules.blockScoring === 'nobody') points = totals.map(() => 0);
    else if (lowest.length === 1) {
      winner = lowest[0]!;
      // R-BK-8: the others' pips minus its own.
      const take =
        rules.blockScoring === 'lowest-takes-all'
          ? all
          : rules.blockScoring === 'others-minus-own'
            ? all - 2 * low
            : all - low;
      if (rules.blockScoring === 'lowest-takes-all') {
        const layoutPips = pipTotal(s.layout.tiles.map((t) => t.tile));
        check(take === 126 - layoutPips, 'R-BY-8: 126 minus the layout');
      }
      points = totals.map((_, i) => (i === winner ? rounded(take) : 0));
    } else if (rules.blockScoring === 'lowest-takes-all' && lowest.length < totals.length) {
      points = totals.map((t, i) => (lowest.includes(i) ? 0 : -t));
    } else points = totals.map(() => 0);
    check(r.winner === winner, `block winner ${r.winner}, expected ${winner}`);
    check(json(r.points) === json(points), `block points ${json(r.points)}, expected ${json(points)}`);
  }
  const top = Math.max(...s.scores);
  const leaders = s.scores.filter((x) => x === top).length;
  const over = top >= rules.targetScore && leaders === 1;
  // R-A5-9, R-F3-8: one player scores at a time, so whoever reached the target is alone there.
  if (rules.targetRule === 'at-once' || rules.targetRule === 'exact')
    check(leaders === 1 || top < rules.targetScore, 'one at the target');
  check(s.phase === (over ? 'match-over' : 'round-over'), `R-ALL-10: phase ${s.phase} with scores ${json(s.scores)}`);
  check(s.winner === (over ? s.scores.indexOf(top) : null), 'R-ALL-10: the winner is the one strictly ahead');
}
