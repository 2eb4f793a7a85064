/** Sentences built from game data: seat names, reasons, who opens, round ends, the announcer, status lines. */

import { judgeMove } from '../engine/moves.js';
import { HIDDEN, parseTile, pipTotal } from '../engine/tiles.js';
import type {
  LeadInfo,
  MatchState,
  MoveRecord,
  MoveRequest,
  ReasonCode,
  Refusal,
  ResolvedRules,
  RoundResult,
} from '../engine/types.js';
import { counted, isMsgKey, listItem, listOf, t, type Lang, type MsgKey } from './localize.js';

/**
 * An open end's place in words, from the record's place letters (src/record/names.ts `placeOf`): the first
 * letter is an arm of the lead's spinner ("north arm") or an end of a line ("left end"), each later one a
 * side of a spinner passed ("north arm, west side"); a side said before gets its count ("west side 2").
 */
export function placeWords(lang: Lang, place: string): string {
  let said = '';
  for (const [i, c] of [...place].entries()) {
    const w = listItem(
      lang,
      'places',
      i ? 6 + 'NESW'.indexOf(c === 'L' ? 'W' : c === 'R' ? 'E' : c) : 'NESWLR'.indexOf(c),
    );
    // A side taken again further on (straight through a second spinner) is counted, never said twice.
    const n = said.split(w).length;
    said += `, ${w}${n > 1 ? ` ${n}` : ''}`;
  }
  return said.slice(2);
}

/** The names at the table, and which seat (if any) is "you": the one human at this screen. */
export interface Seats {
  readonly names: readonly string[];
  readonly you: number | null;
}

/** Compass positions (indices into `compass`: South, West, North, East) for 2, 3 and 4 players. */
const POSITIONS: Readonly<Record<number, readonly number[]>> = { 2: [0, 2], 3: [0, 1, 3], 4: [0, 1, 2, 3] };

/**
 * Default seat names, overridden by any non-empty `given` name. One human: seat 0 is "You" and the
 * computers take compass points clockwise (4: You, West, North, East; 3: You, West, East; 2: You,
 * North). Hot-seat humans are "Player 1"…; in watch mode (no human) seat 0 is "South". "You" grammar
 * (`you`) applies only to the single human's default name: a given name is spoken of in the third person.
 */
export function seatNames(lang: Lang, players: number, humans: number, given: readonly string[] = []): Seats {
  const positions = POSITIONS[players] ?? [];
  const names: string[] = [];
  for (let seat = 0; seat < players; seat++) {
    const own = given[seat];
    if (own) names.push(own);
    else if (humans === 1 && seat === 0) names.push(t(lang, 'you'));
    else if (humans > 1 && seat < humans) names.push(t(lang, 'player', { n: seat + 1 }));
    else names.push(listItem(lang, 'compass', positions[seat] ?? seat));
  }
  return { names, you: humans === 1 && !given[0] ? 0 : null };
}

const who = (seats: Seats, seat: number) => ({ name: seats.names[seat] ?? String(seat + 1), you: seat === seats.you });

/** What a reason message may mention; `detail` picks the more exact wording where there is one (`code.detail`). */
export interface ReasonParams {
  tile?: string;
  pip?: number;
  suit?: number;
  count?: number;
  detail?: 'any' | 'draw' | 'closed' | 'empty' | 'once' | 'never' | 'ended' | 'none' | 'undo' | 'playing' | 'busy';
}

/** The message for a refused move, e.g. "Threes are locked: the 3-3 is not on the table yet." */
export function reasonMessage(lang: Lang, code: ReasonCode, params: ReasonParams = {}): string {
  const exact = params.detail ? `${code}.${params.detail}` : '';
  const key = isMsgKey(exact) ? exact : code;
  const suit = params.suit ?? params.pip;
  return t(lang, key, {
    ...params,
    suits: suit === undefined ? undefined : listItem(lang, 'suits', suit),
    double: suit === undefined ? undefined : `${suit}-${suit}`,
  });
}

/**
 * The message for the engine's verdict on a move (`judgeMove`): its facts put into words, nothing worked out
 * again. The facts pick the wording: why drawing is refused, a refused draw, or no tile or number to name.
 */
export function refusalMessage(lang: Lang, refusal: Refusal): string {
  const vague =
    refusal.code === 'no-match'
      ? refusal.pip === undefined
      : refusal.code === 'must-lead' && refusal.tile === undefined;
  const detail = 'why' in refusal ? refusal.why : 'draw' in refusal ? 'draw' : vague ? 'any' : undefined;
  return reasonMessage(lang, refusal.code, { ...refusal, detail });
}

/**
 * Shorthand for the element: the localised message for a move refused with `code`. The engine's verdict on
 * the move gives the facts; a code it did not give for this move (the table's own refusals: not your turn,
 * the wrong phase) gets its general wording, with the move's tile.
 */
export function explainRefusal(lang: Lang, state: MatchState, move: MoveRequest, code: ReasonCode): string {
  const verdict = judgeMove(state, move);
  if (verdict?.code === code) return refusalMessage(lang, verdict);
  const tile = move.type === 'play' ? parseTile(move.tile)?.name : undefined;
  return reasonMessage(lang, code, { tile, detail: 'any' });
}

/**
 * Who opens the round and why, with the reshuffles before it, e.g. "West opens with the highest double, 6-6."
 * The search for the 6-6 (R-MC-2) is told in the order the engine recorded it (`lead.search`); a lead without
 * that record (one made by hand) names each seat's draws, seat by seat. `_direction` (R-ALL-2) is no longer
 * needed: the record holds the order.
 */
export function leadMessage(lang: Lang, seats: Seats, lead: LeadInfo, _direction?: 1 | -1): string {
  const parts: string[] = [];
  if (lead.redeals) parts.push(t(lang, 'redeal', { count: lead.redeals }));
  const drawn = lead.drawn ?? [];
  let key: MsgKey = `lead.${lead.how}`;
  let list = '';
  if (lead.how === 'drawn-doubles') {
    // After a tie only the tied players draw (R-BY-3): seats without a double are left out.
    const pairs = drawn.flatMap((d, s) =>
      d.length ? [t(lang, 'lead.pair', { name: who(seats, s).name, tile: d[0] })] : [],
    );
    list = listOf(lang, pairs);
  } else if (lead.how === 'double-six' && drawn.some((d) => d.length > 0)) {
    key = 'lead.search';
    const search = lead.search ?? drawn.flatMap((tiles, seat) => tiles.map((tile) => ({ seat, tile })));
    list = listOf(
      lang,
      // A tile the viewer may not see (machine/view.ts hides it) is a tile drawn, never a name.
      search.map(({ seat, tile }) =>
        t(lang, tile === HIDDEN ? 'lead.drewHidden' : 'lead.drew', { ...who(seats, seat), tiles: tile }),
      ),
    );
  }
  parts.push(t(lang, key, { ...who(seats, lead.seat), tile: lead.tile, drawn: list }));
  return parts.join(' ');
}

/** The round-end breakdown, one sentence per line: how it ended, what each hand held, who scored what and why. */
export function roundSummary(lang: Lang, seats: Seats, rules: ResolvedRules, result: RoundResult): string[] {
  const lines: string[] = [];
  // R-A5-9, R-F3-8: a round stopped at the target is not scored: no hands, no points to tell.
  if (result.reason === 'target') return [t(lang, 'end.target', who(seats, result.winner ?? 0))];
  const blocked = result.reason === 'blocked';
  lines.push(t(lang, blocked ? 'end.blocked' : 'end.domino', who(seats, result.winner ?? 0)));
  // R-F3-7: the chip-out point came with the last play, and pips left in hands never count.
  if (rules.dominoScoring === 'chip-out') return lines;
  result.hands.forEach((hand, s) => {
    if (hand.length) lines.push(t(lang, 'end.pips', { ...who(seats, s), count: pipTotal(hand) }));
  });
  if (blocked && rules.blockScoring === 'ten-each') lines.push(t(lang, 'end.ten'));
  else if (result.winner !== null) {
    const key = blocked ? 'end.lowest' : 'end.wins';
    lines.push(t(lang, key, { ...who(seats, result.winner), count: result.points[result.winner] ?? 0 }));
  } else {
    const losers = result.points.flatMap((p, s) => (p < 0 ? [s] : []));
    if (losers.length === 0) lines.push(t(lang, 'end.tie'));
    else {
      // R-BY-8: the tied players score nothing, the others lose their own pips.
      const tied = result.points.flatMap((p, s) => (p === 0 ? [who(seats, s).name] : []));
      lines.push(t(lang, 'end.tiePart', { list: listOf(lang, tied) }));
      for (const s of losers) lines.push(t(lang, 'end.loses', { ...who(seats, s), count: -(result.points[s] ?? 0) }));
    }
  }
  return lines;
}

/** "West wins the match with 205 points." */
export function matchMessage(lang: Lang, seats: Seats, winner: number, scores: readonly number[]): string {
  return t(lang, 'end.match', { ...who(seats, winner), count: scores[winner] ?? 0 });
}

/**
 * A move in a sentence ("West plays 6-3 on the three."), a tile written as every sentence on screen writes it; the
 * live region passes `name` = tileName, the tile in words ("six–three"). A drawn tile is named only when `reveal` is
 * set (the drawer's own hand, or show-hands).
 */
export function moveAnnouncement(
  lang: Lang,
  seats: Seats,
  record: MoveRecord,
  reveal = false,
  name: (lang: Lang, tile?: string) => string = (_, tile) => tile as string,
): string {
  const subject = who(seats, record.seat);
  const { move } = record;
  if (move.type === 'pass') return t(lang, 'say.pass', subject);
  // One call for the two sentences of each kind: a sentence without a tile or a number leaves it out.
  if (move.type === 'draw')
    return t(lang, reveal && record.drawn ? 'say.drawTile' : 'say.draw', {
      ...subject,
      tile: name(lang, record.drawn),
    });
  const said = t(lang, record.pip === undefined ? 'say.open' : 'say.play', {
    ...subject,
    tile: name(lang, move.tile),
    pip: listItem(lang, 'pips', record.pip!),
  });
  // Games that score during play (R-A5-6, R-F3-6, R-F3-8): "East plays double six on the six: count 15, scores 8.",
  // in words their chunk brings (count-words.ts).
  return counted._said ? `${said.slice(0, -1)}${counted._said(t, lang, subject, record)}.` : said;
}

/** "Your turn" / "West to play". */
export function turnMessage(lang: Lang, seats: Seats, seat: number): string {
  return t(lang, 'turn', who(seats, seat));
}

/** "8 tiles in the boneyard, 6 may be drawn" / "2 tiles in the boneyard, none may be drawn". */
export function boneyardMessage(lang: Lang, boneyard: number, drawable: number): string {
  const count = t(lang, 'boneyard', { count: boneyard });
  if (drawable === boneyard) return count;
  return `${count}, ${t(lang, drawable ? 'drawable' : 'closed', { count: drawable })}`;
}

/** "Unlocked suits: 6, 4 and 3", in the order they were unlocked. */
export function unlockedMessage(lang: Lang, suits: readonly number[]): string {
  return suits.length ? t(lang, 'unlocked', { list: listOf(lang, suits.map(String)) }) : t(lang, 'noneUnlocked');
}

/** The direction of play (R-ALL-2). */
export function directionMessage(lang: Lang, direction: 1 | -1): string {
  return t(lang, direction === 1 ? 'clockwise' : 'anticlockwise');
}

/** The felt's bar in words (views/status.ts): the round and target, the boneyard, the unlocked suits, the direction. */
export const barWords = (
  lang: Lang,
  rules: ResolvedRules,
  { round, boneyard, drawable, unlocked }: Pick<MatchState, 'round' | 'boneyard' | 'drawable' | 'unlocked'>,
) => ({
  round: `${t(lang, 'round', { n: round })} · ${t(lang, 'target', { count: rules.targetScore })}`,
  boneyard: rules.draw === 'never' ? null : boneyardMessage(lang, boneyard.length, drawable),
  pile: boneyard.length,
  closed: drawable === 0,
  unlocked: rules.suitLock ? unlockedMessage(lang, unlocked) : null,
  direction: directionMessage(lang, rules.direction),
  clockwise: rules.direction === 1,
});
