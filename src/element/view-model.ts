/**
 * What the table shows, worked out from one snapshot and the person's input: the seats round the board, the
 * board's marks, the words, which controls work and the bottom panel. Pure: `render.ts` only draws it, and
 * nothing in `views/` decides a rule.
 */

import { legalMoves } from '../engine/index.js';
import type { Layout, Move, RoundResult } from '../engine/types.js';
import {
  boneyardMessage,
  directionMessage,
  leadMessage,
  matchMessage,
  moveAnnouncement,
  roundSummary,
  t,
  turnMessage,
  unlockedMessage,
  type Lang,
  type Seats,
} from '../i18n/index.js';
import { canUndo, isHumanSeat, type TablePhase } from '../machine/index.js';
import { canAct, isShown, viewerSeat, type TableFacts } from './viewer.js';

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
  name: string;
  /** The one person at this screen, spoken to as "you". */
  you: boolean;
  /** Tiles in hand. */
  count: number;
  score: number;
  /** This seat is to act. */
  current: boolean;
  /** Its tiles face up (show-hands, or the person's own hand), else null: only the count is shown. */
  tiles: readonly string[] | null;
}

/** The bottom of the table: the person's hand, the hot-seat handover, a round's end, or nothing to act on. */
export type Panel =
  | {
      kind: 'hand';
      tiles: readonly string[];
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
  /** Set when this round decided the match. */
  match: string | null;
  result: RoundResult;
  next: 'next-round' | 'new-match';
}

export interface BoardView {
  layout: Layout;
  /** Ends the picked tile may go to ("center" for the lead): tap targets. */
  targets: ReadonlySet<string>;
  /** Every open end is marked while the person may play. */
  marks: boolean;
  /** Layout index of the last tile played. */
  lastTile: number | undefined;
  picked: string | null;
}

export interface TableView {
  phase: TablePhase;
  /** The other seats, in the order of `SIDES`. */
  seats: SeatView[];
  /** The person at the screen (or seat 0 when watching). */
  me: SeatView;
  board: BoardView;
  /** The match score of each seat, and the seat to act. */
  scores: readonly number[];
  current: number | null;
  /** "Your turn", "West is thinking…", or empty. */
  turn: string;
  /** An explained refusal or a prompt. */
  message: string;
  /** "Round 2 · Target: 100 points". */
  round: string;
  /** "8 tiles in the boneyard, 6 may be drawn", or null where nothing is ever drawn. */
  boneyard: string | null;
  /** Tiles in the boneyard, and whether none of them may be drawn now. */
  pile: number;
  closed: boolean;
  unlocked: string | null;
  direction: string;
  clockwise: boolean;
  /** Who opened and why, while the first turn goes round the table. */
  lead: string | null;
  draw: boolean;
  pass: boolean;
  undo: boolean;
  panel: Panel;
  log: string[];
}

/** The person's side of it: what input has chosen so far (input/pick.ts). */
export interface InputState {
  picked: string | null;
  focusIndex: number;
  message: string;
}

/** How the table is shown: its language and names, and two attributes. */
export interface ViewSettings {
  lang: Lang;
  seats: Seats;
  showHands: boolean;
  hints: boolean;
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
  const current = phase === 'play' || phase === 'lead' ? match.current : null;
  const acting = canAct(facts);
  const legal: Move[] = acting ? legalMoves(match) : [];
  const picked = acting ? input.picked : null;
  const ended = phase === 'round-over' || phase === 'match-over';
  const sides = SIDES[n] ?? SIDES[4] ?? [];

  const seatView = (seat: number): SeatView => {
    const hand = match.hands[seat] ?? [];
    const open = seat === viewer ? isShown(context, seat, showHands) : showHands;
    return {
      seat,
      side: sides[(seat - viewer + n) % n] ?? 'top',
      name: names[seat] ?? '',
      you: seat === seats.you,
      count: hand.length,
      score: match.scores[seat] ?? 0,
      current: seat === current,
      tiles: open && !facts.handingOver ? hand : null,
    };
  };
  const others = Array.from({ length: n - 1 }, (_, i) => seatView((viewer + 1 + i) % n));

  let panel: Panel = { kind: 'none' };
  const result = match.lastRound;
  if (ended && result) {
    const [title = '', ...lines] = roundSummary(lang, seats, rules, result);
    const over = phase === 'match-over' && match.winner !== null;
    panel = {
      kind: 'round-end',
      end: {
        title,
        lines,
        match: over ? matchMessage(lang, seats, match.winner ?? 0, match.scores) : null,
        result,
        next: over ? 'new-match' : 'next-round',
      },
    };
  } else if (facts.handingOver && current !== null) {
    panel = { kind: 'handover', text: t(lang, 'handover', { name: names[current] }) };
  } else if (isShown(context, viewer, showHands) && isHumanSeat(context, viewer)) {
    panel = {
      kind: 'hand',
      tiles: match.hands[viewer] ?? [],
      playable: settings.hints && acting ? new Set(legal.flatMap((m) => (m.type === 'play' ? [m.tile] : []))) : null,
      picked,
      focus: input.focusIndex,
    };
  }

  const last = match.log[match.log.length - 1];
  return {
    phase,
    seats: others,
    me: seatView(viewer),
    board: {
      layout: match.layout,
      targets: new Set(legal.flatMap((m) => (m.type === 'play' && m.tile === picked ? [m.end] : []))),
      marks: acting,
      lastTile: last?.move.type === 'play' ? match.layout.tiles.length - 1 : undefined,
      picked,
    },
    scores: match.scores,
    current,
    turn:
      current === null
        ? ''
        : isHumanSeat(context, current) || facts.awaitingHuman
          ? turnMessage(lang, seats, current)
          : t(lang, 'thinking', { name: names[current] }),
    message: input.message,
    round: `${t(lang, 'round', { n: match.round })} · ${t(lang, 'target', { count: rules.targetScore })}`,
    boneyard: rules.draw === 'never' ? null : boneyardMessage(lang, match.boneyard.length, match.drawable),
    pile: match.boneyard.length,
    closed: match.drawable === 0,
    unlocked: rules.suitLock ? unlockedMessage(lang, match.unlocked) : null,
    direction: directionMessage(lang, rules.direction),
    clockwise: rules.direction === 1,
    lead: match.log.length < n && !ended ? leadMessage(lang, seats, match.lead, rules.direction) : null,
    draw: legal.some((m) => m.type === 'draw'),
    pass: legal.some((m) => m.type === 'pass'),
    undo: canUndo(context) && context.humans > 0,
    panel,
    log: match.log.map((record) => moveAnnouncement(lang, seats, record, isShown(context, record.seat, showHands))),
  };
}
