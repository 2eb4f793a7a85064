/**
 * What the table shows, worked out from one snapshot and the person's input: the seats round the board, the
 * board's marks, the words, which controls work and the bottom panel. Pure: `render.ts` only draws it, and
 * nothing in `views/` decides a rule.
 */

import { legalMoves } from '../engine/core.js';
import type { Layout, Move, ResolvedRules, RoundResult, Tile } from '../engine/types.js';
import {
  barWords,
  leadMessage,
  listOf,
  matchMessage,
  moveAnnouncement,
  roundSummary,
  t,
  tileName,
  turnMessage,
  type Lang,
  type Seats,
} from '../i18n/index.js';
import { canUndo, isHumanSeat, sees, viewerOf, viewFor, type TableContext } from '../machine/index.js';
import { canAct, viewerSeat, type TableFacts } from './viewer.js';
import { playedRounds } from './rounds.js';
import { scoringChunk } from './loaders/scoring-loader.js';
import type { BarOptions } from './views/status.js';

/** Kelley: a stuck player draws until a tile fits (R-DC-6), in one press; in Maltese Cross drawing is a choice, tile by tile. */
export const drawsUntilFits = (rules: ResolvedRules): boolean =>
  rules.drawLimit === 'playable' && rules.draw === 'when-stuck';

export type { TableFacts };

/** Where a seat sits, seen from the person at the screen (seats run clockwise, R-ALL-2). */
export type Side = 'bottom' | 'left' | 'top' | 'right';

/** The sides of the other seats, counted clockwise from the person at the screen, per player count. */
export const SIDES: Readonly<Record<number, readonly Side[]>> = {
  2: ['bottom', 'top'],
  3: ['bottom', 'left', 'right'],
  4: ['bottom', 'left', 'top', 'right'],
};

export interface SeatView {
  seat: number;
  side: Side;
  /** Its colour, named by the side it has seen from seat 0: the same wherever a hot seat draws it. */
  hue: Side;
  name: string;
  /** The one person at this screen, spoken to as "you". */
  you: boolean;
  /** Tiles in hand. */
  count: number;
  score: number;
  /** This seat is to act. */
  current: boolean;
  /** Its tiles face up (show-hands, or the person's own hand), else null: only the count is shown. */
  tiles: readonly Tile[] | null;
  /** What it did since the person's last move besides playing ("drew 2, passed"), or empty. */
  did: string;
}

/** The bottom of the table: the person's hand, the hot-seat handover, a round's end, or nothing to act on. */
export type Panel =
  | {
      kind: 'hand';
      tiles: readonly Tile[];
      /** Each tile's accessible name, saying where it fits now ("six–one: fits on 6 or 1"), and "new" when drawn. */
      labels: readonly string[];
      /** Tiles drawn since the person's last play (marked as new). */
      fresh: ReadonlySet<Tile>;
      /** Tiles marked as playable (hints), or null. */
      playable: ReadonlySet<string> | null;
      picked: string | null;
      /** The hand tile holding the tab stop. */
      focus: number;
    }
  | { kind: 'handover'; text: string }
  | { kind: 'round-end'; end: RoundEnd }
  | { kind: 'none' };

/** A round's end in words and figures, and what comes next. */
export interface RoundEnd {
  title: string;
  lines: string[];
  result: RoundResult;
  next: 'next-round' | 'new-match';
  /**
   * At the match's end: who finished how far ahead ("West finishes 45 points ahead.", worded with the standings in
   * chunks/rare.js), and each seat's total after every round.
   */
  margin: { you: boolean; name: string | undefined; count: number } | null;
  totals: readonly (readonly number[])[] | null;
}

export interface BoardView {
  layout: Layout;
  /** Ends the picked tile may go to ("center" for the lead): tap targets. */
  targets: ReadonlySet<string>;
  /** Every open end is marked while the person may play. */
  marks: boolean;
  /** Layout index of the last tile played. */
  lastTile: number | undefined;
  /** Tiles played since the person's last move: layout index → the colour (`SeatView.hue`) of the seat that played it. */
  recent: ReadonlyMap<number, Side>;
  picked: string | null;
  /** The end a hint points to. */
  hinted: string | null;
  /** Games that score during play: the count after the last play and its points ("15 · +8"), beside the last tile. */
  count?: string;
}

/** The bar's words (views/status.ts): the game's name, round, boneyard, unlocked suits and direction. */
export interface TableView extends Pick<
  BarOptions,
  'variant' | 'round' | 'boneyard' | 'pile' | 'closed' | 'unlocked' | 'direction' | 'clockwise'
> {
  /** Watch mode, and whether the reader paused it. */
  watching: boolean;
  paused: boolean;
  /** The other seats, in the order of `SIDES`. */
  seats: SeatView[];
  /** The person at the screen (or seat 0 when watching). */
  me: SeatView;
  board: BoardView;
  /** The match score of each seat, and the seat to act. */
  scores: readonly number[];
  current: number | null;
  /** "Your turn", "West is thinking…", "Paused" (watch mode, paused), or empty. */
  turn: string;
  /** An explained refusal or a prompt. */
  message: string;
  /**
   * What just happened, shown before whose turn it is: the last move ("East plays six–three on the six."), or
   * who opens and why before the first move; empty at a round's end. Never a tile the person at the screen may not
   * see.
   */
  last: string;
  /** A person played the round that ended: their moves can be reviewed. */
  reviewable: boolean;
  /** The Hint button is offered (`hints`, a person at the table). */
  hint: boolean;
  /** Draw may be pressed now; `drawing`: the game has drawing at all (Doubles in the Boneyard has none). */
  draw: boolean;
  drawing: boolean;
  /** Drawing goes on until a tile fits (Kelley): Draw says so and draws them all. */
  drawAll: boolean;
  pass: boolean;
  undo: boolean;
  panel: Panel;
  /** The moves of the round in words, while the menu is open; and how many there are. */
  log: string[];
  moves: number;
}

/** The person's side of it: what input has chosen so far (input/pick.ts). */
export interface InputState {
  picked: string | null;
  focusIndex: number;
  message: string;
  /** The end a hint points to, with the picked tile. */
  hinted: string | null;
}

/** How the table is shown: its language and names, and two attributes. */
export interface ViewSettings {
  lang: Lang;
  seats: Seats;
  showHands: boolean;
  hints: boolean;
  /** The menu is open: its moves of the round are worded (not on every move otherwise). */
  menu?: boolean;
}

/** The table to draw. */
export function tableView(facts: TableFacts, input: InputState, settings: ViewSettings): TableView {
  const { context, phase } = facts;
  const { match } = context;
  const { rules } = match;
  const { lang, seats, showHands } = settings;
  const names = seats.names;
  const n = rules.players;
  const viewer = viewerSeat(context);
  // Every word and tile below that could hold a secret comes from `seen`, the match as the viewer may know it.
  // While the screen is handed over nobody in particular looks, show-hands or not.
  const looking = facts.handingOver ? null : viewerOf(context, showHands);
  const seen = viewFor(match, looking);
  const current = phase === 'play' || phase === 'lead' ? match.current : null;
  const acting = canAct(facts);
  const legal: Move[] = acting ? legalMoves(match) : [];
  const picked = acting ? input.picked : null;
  const ended = phase === 'round-over' || phase === 'match-over';
  const sides = SIDES[n] ?? SIDES[4] ?? [];

  // What happened since the person's last move in this round: the others' plays, draws and passes.
  let since = match.log.length;
  while (since > 0 && match.log[since - 1]?.seat !== viewer) since--;
  let played = match.log.slice(0, since).filter((r) => r.move.type === 'play').length;
  const recent = new Map<number, Side>();
  const draws = new Map<number, number>();
  const passed = new Set<number>();
  const sideOf = (seat: number): Side => sides[(seat - viewer + n) % n] ?? 'top';
  const hueOf = (seat: number): Side => sides[seat] ?? 'top';
  for (const { seat, move } of match.log.slice(since)) {
    if (move.type === 'play') recent.set(played++, hueOf(seat));
    else if (move.type === 'draw') draws.set(seat, (draws.get(seat) ?? 0) + 1);
    else passed.add(seat);
  }

  const seatView = (seat: number): SeatView => {
    const hand = seen.hands[seat] ?? [];
    const open = sees(looking, seat);
    const drew = draws.get(seat);
    return {
      seat,
      side: sideOf(seat),
      hue: hueOf(seat),
      name: names[seat] ?? '',
      you: seat === seats.you,
      count: hand.length,
      score: match.scores[seat] ?? 0,
      current: seat === current,
      // A person's own tiles are in their hand, not their chip; in watch mode seat 0's chip is a player's like any other.
      tiles: open && !facts.handingOver && !(seat === viewer && isHumanSeat(context, seat)) ? hand : null,
      did: listOf(lang, [
        ...(drew ? [t(lang, 'did.draw', { count: drew })] : []),
        ...(passed.has(seat) ? [t(lang, 'did.pass')] : []),
      ]),
    };
  };
  const others = Array.from({ length: n - 1 }, (_, i) => seatView((viewer + 1 + i) % n));

  let panel: Panel = { kind: 'none' };
  const result = match.lastRound;
  if (ended && result) {
    const [title = '', ...lines] = roundSummary(lang, seats, rules, result);
    // R-ALL-10: the target reached but the top tied: the match goes on.
    if (phase === 'round-over' && Math.max(...match.scores) >= rules.targetScore) lines.push(t(lang, 'end.again'));
    const winner = phase === 'match-over' ? match.winner : null;
    const second = winner === null ? 0 : Math.max(...match.scores.filter((_, seat) => seat !== winner));
    // At the match's end its result heads the panel; the last round's own result follows.
    const won = winner === null ? null : matchMessage(lang, seats, winner, match.scores);
    panel = {
      kind: 'round-end',
      end: {
        title: won ?? title,
        lines: won === null ? lines : [title, ...lines],
        result,
        next: winner === null ? 'next-round' : 'new-match',
        margin:
          winner === null
            ? null
            : {
                you: winner === seats.you,
                name: names[winner],
                count: (match.scores[winner] ?? 0) - second,
              },
        totals: winner === null ? null : totalsOf(context),
      },
    };
  } else if (facts.handingOver && current !== null) {
    panel = { kind: 'handover', text: t(lang, 'handover', { name: names[current] }) };
  } else if (sees(looking, viewer) && isHumanSeat(context, viewer)) {
    const tiles = seen.hands[viewer] ?? [];
    // The tiles the person drew since their last play this round: the one just drawn is easy to find.
    const fresh = new Set<Tile>();
    for (const { seat, move, drawn } of match.log)
      if (seat === viewer) {
        if (move.type === 'play') fresh.clear();
        else if (drawn) fresh.add(drawn);
      }
    panel = {
      kind: 'hand',
      tiles,
      fresh,
      labels: tiles.map((tile) => {
        const name = fresh.has(tile) ? t(lang, 'tile.new', { tile: tileName(lang, tile) }) : tileName(lang, tile);
        // While the person may play (not for the lead, which goes in the middle): where each tile fits.
        if (!acting || match.layout.tiles.length === 0) return name;
        const pips = new Set<number>();
        for (const m of legal)
          if (m.type === 'play' && m.tile === tile) pips.add(match.layout.ends.find((e) => e.id === m.end)?.pip ?? 0);
        return pips.size
          ? t(lang, 'tile.fits', { tile: name, pips: listOf(lang, [...pips].map(String), true) })
          : t(lang, 'tile.stuck', { tile: name });
      }),
      playable: settings.hints && acting ? new Set(legal.flatMap((m) => (m.type === 'play' ? [m.tile] : []))) : null,
      picked,
      focus: input.focusIndex,
    };
  }

  const last = match.log[match.log.length - 1];
  const seenLast = seen.log[seen.log.length - 1];
  const plays = legal.some((m) => m.type === 'play');
  const drawAll = drawsUntilFits(rules);
  const stuck =
    !acting || plays
      ? ''
      : t(lang, legal.some((m) => m.type === 'draw') ? (drawAll ? 'stuck.drawAll' : 'stuck.draw') : 'stuck.pass');
  return {
    variant: t(lang, `game.${rules.variant}`),
    watching: context.humans === 0,
    paused: context.paused === true,
    seats: others,
    me: seatView(viewer),
    board: {
      layout: match.layout,
      targets: new Set(legal.flatMap((m) => (m.type === 'play' && m.tile === picked ? [m.end] : []))),
      marks: acting,
      lastTile: last?.move.type === 'play' ? match.layout.tiles.length - 1 : undefined,
      recent,
      picked,
      hinted: picked === null ? null : input.hinted,
      count: scoringChunk.code()?.countBadge(match.log, match.count),
    },
    scores: match.scores,
    current,
    turn:
      current === null
        ? ''
        : context.paused
          ? t(lang, 'paused')
          : isHumanSeat(context, current) || facts.awaitingHuman
            ? turnMessage(lang, seats, current)
            : t(lang, 'thinking', { name: names[current] }),
    message: input.message || stuck,
    ...barWords(lang, rules, match),
    // Told as the viewer may know it; it stays in sight under a prompt, a refusal or a hint's why.
    last: ended
      ? ''
      : seenLast
        ? moveAnnouncement(lang, seats, seenLast, !facts.handingOver)
        : leadMessage(lang, seats, seen.lead),
    hint: settings.hints && context.humans > 0,
    reviewable: context.humans > 0,
    draw: legal.some((m) => m.type === 'draw'),
    drawing: rules.draw !== 'never',
    drawAll,
    pass: legal.some((m) => m.type === 'pass'),
    undo: canUndo(context) && context.humans > 0,
    panel,
    log: settings.menu ? seen.log.map((record) => moveAnnouncement(lang, seats, record, true)) : [],
    moves: match.log.length,
  };
}

/** Each seat's total after every round of the match (for the match's end). */
const totalsOf = (context: TableContext): (readonly number[])[] =>
  playedRounds(context).flatMap(({ end }) => (end.lastRound ? [end.lastRound.scores] : []));
