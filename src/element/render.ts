/** The table drawn from one snapshot: the seats round the board, the hand or a dialog at the bottom, the bars. */

import { html, nothing, type TemplateResult } from 'lit';
import type { Move } from '../engine/types.js';
import { canUndo, isHandingOver, isHumanSeat, phaseOf, type TableSnapshot } from '../machine/index.js';
import {
  boneyardMessage,
  directionMessage,
  leadMessage,
  listItem,
  matchMessage,
  moveAnnouncement,
  roundSummary,
  t,
  tileName,
  turnMessage,
  unlockedMessage,
  type Lang,
  type Seats,
} from '../i18n/index.js';
import type { Announcer } from './a11y/announcer.js';
import type { Drag } from './input/drag.js';
import type { Pick } from './input/pick.js';
import { isShown, viewerSeat } from './viewer.js';
import { handView, seatTilesView } from './views/hand.js';
import { controlsView } from './views/controls.js';
import { logView, scoreboardView, statusView } from './views/status.js';
import { handoverView, roundEndHeadings, roundEndView } from './views/dialogs.js';
import { boardView } from './views/board.js';
import { cssProps, tileImage } from './views/tile.js';
import { named } from './views/names.js';
import type { MoveResult } from './domino-table.js';

/** What the drawing uses of the element's public face: two flags and the methods its buttons call. */
export interface TableFace {
  readonly showHands: boolean;
  readonly hints: boolean;
  legalMoves(): Move[];
  draw(): MoveResult;
  pass(): MoveResult;
  undo(): MoveResult;
  nextRound(): MoveResult;
  newMatch(): void;
}

/** The controls' "New match": `press` asks first while a match with a person's move is in progress. */
export interface NewMatchButton {
  readonly asking: boolean;
  press: () => void;
  answer: (yes: boolean) => void;
}

/**
 * The whole table. `table` is the element; the rest is what it hands over of its internals: the snapshot,
 * the language and seat names, the board's aspect (width ÷ height), the input state, the live region and
 * what the hot-seat "Ready" and the "New match" buttons do. Plain parameters: an options object would cost the bundle its keys.
 */
export function renderTable(
  table: TableFace,
  snapshot: TableSnapshot,
  lang: Lang,
  seats: Seats,
  aspect: number,
  pick: Pick,
  drag: Drag,
  announcer: Announcer,
  confirmHandover: () => void,
  newMatch: NewMatchButton,
): TemplateResult {
  const { context } = snapshot;
  const { match } = context;
  const { rules } = match;
  const phase = phaseOf(snapshot);
  const names = seats.names;
  const n = rules.players;
  const viewer = viewerSeat(context);
  const shown = (seat: number) => isShown(context, seat, table.showHands);
  const handingOver = isHandingOver(snapshot);
  const current = phase === 'play' || phase === 'lead' ? match.current : null;
  const name = (tile: string) => tileName(lang, tile);
  const canAct = pick.canAct;
  const legal = canAct ? table.legalMoves() : [];
  const picked = pick.picked;
  const targets = new Set(picked === null ? [] : pick.endsFor(picked));
  const playable = table.hints && canAct ? new Set(legal.flatMap((m) => (m.type === 'play' ? [m.tile] : []))) : null;
  const last = match.log[match.log.length - 1];
  const lastTile = last?.move.type === 'play' ? match.layout.tiles.length - 1 : undefined;

  const positions = POSITIONS[n] ?? POSITIONS[4];
  const seatView = (seat: number) => {
    const pos = positions[(seat - viewer + n) % n] ?? 'top';
    const hand = match.hands[seat] ?? [];
    const isCurrent = seat === current;
    return html`<div class="seat seat--${pos}${isCurrent ? ' seat--current' : ''}" data-seat=${seat}>
      <span class="seat__name">${named(t(lang, 'hand', { name: names[seat], count: hand.length }), names)}</span>
      ${seatTilesView(hand, table.showHands && !handingOver, name)}
    </div>`;
  };

  // The person at the screen, by name (or "You") and tile count: over their hand and on its seat.
  const viewerLabel = t(lang, 'hand', {
    you: seats.you === viewer,
    name: names[viewer],
    count: match.hands[viewer]?.length ?? 0,
  });
  const turn =
    current === null
      ? ''
      : named(
          isHumanSeat(context, current) || snapshot.matches({ play: 'awaitingHuman' })
            ? turnMessage(lang, seats, current)
            : t(lang, 'thinking', { name: names[current] }),
          names,
        );
  const ended = phase === 'round-over' || phase === 'match-over';
  const result = match.lastRound;

  let bottom;
  if (ended && result) {
    const matchLine =
      phase === 'match-over' && match.winner !== null ? matchMessage(lang, seats, match.winner, match.scores) : null;
    // The first line ("Domino! West played the last tile." / "Blocked: nobody can play.") is the title.
    const [title = '', ...lines] = roundSummary(lang, seats, rules, result);
    bottom = roundEndView({
      title: named(title, names),
      lines: lines.map((line) => named(line, names)),
      names,
      hands: result.hands,
      points: result.points,
      scores: result.scores,
      tileName: name,
      headings: roundEndHeadings(lang),
      matchLine: matchLine === null ? null : named(matchLine, names),
      action:
        phase === 'match-over'
          ? { label: t(lang, 'newMatch'), run: () => table.newMatch() }
          : { label: t(lang, 'nextRound'), run: () => void table.nextRound() },
    });
  } else if (handingOver && current !== null) {
    bottom = handoverView(
      named(t(lang, 'handover', { name: names[current] }), names),
      t(lang, 'ready'),
      confirmHandover,
    );
  } else if (shown(viewer) && isHumanSeat(context, viewer)) {
    bottom = handView({
      tiles: match.hands[viewer] ?? [],
      label: viewerLabel,
      name,
      playable,
      picked,
      focus: pick.focusIndex,
      onActivate: (tile) => pick.activate(tile),
      onKey: pick.onHandKey,
      onPointerDown: drag.onPointerDown,
    });
  } else bottom = nothing;

  const ghost = drag.ghost;
  const logLines = match.log.map((record) => named(moveAnnouncement(lang, seats, record, shown(record.seat)), names));
  return html`<div class="frame" part="table">
      <div class="top-bar">
        ${scoreboardView({
          caption: t(lang, 'scores'),
          round: t(lang, 'round', { n: match.round }),
          target: t(lang, 'target', { count: rules.targetScore }),
          names,
          scores: match.scores,
          current,
        })}
        ${statusView({
          turn,
          direction: directionMessage(lang, rules.direction),
          clockwise: rules.direction === 1,
          boneyard: rules.draw === 'never' ? null : boneyardMessage(lang, match.boneyard.length, match.drawable),
          unlocked: rules.suitLock ? unlockedMessage(lang, match.unlocked) : null,
          // Who opened and why stays up for the first turn round the table.
          lead:
            match.log.length < n && !ended ? named(leadMessage(lang, seats, match.lead, rules.direction), names) : null,
          message: named(pick.message, names),
        })}
      </div>
      <div class="table">
        ${Array.from({ length: n }, (_, seat) => seat)
          .filter((seat) => seat !== viewer)
          .map(seatView)}
        <div class="board-wrap" @keydown=${pick.onBoardKey}>
          ${boardView(match.layout, {
            targets,
            lastTile,
            onEnd: pick.onEnd,
            label: name,
            endLabel: (end) =>
              end.id === 'center'
                ? t(lang, 'say.open', { you: true, tile: name(picked ?? '') })
                : t(lang, 'say.play', { you: true, tile: name(picked ?? ''), pip: listItem(lang, 'pips', end.pip) }),
            name: t(lang, 'board'),
            aspect,
          })}
        </div>
        <div class="seat seat--bottom${viewer === current ? ' seat--current' : ''}" data-seat=${viewer}>
          <span class="seat__name">${named(viewerLabel, names)}</span>
          ${bottom === nothing ? seatTilesView(match.hands[viewer] ?? [], table.showHands, name) : bottom}
        </div>
      </div>
      ${controlsView({
        canDraw: legal.some((m) => m.type === 'draw'),
        canPass: legal.some((m) => m.type === 'pass'),
        canUndo: canUndo(context) && context.humans > 0,
        labels: {
          draw: t(lang, 'draw'),
          pass: t(lang, 'pass'),
          undo: t(lang, 'undo'),
          newMatch: t(lang, 'newMatch'),
        },
        onDraw: () => pick.show(table.draw()),
        onPass: () => pick.show(table.pass()),
        onUndo: () => pick.show(table.undo()),
        onNewMatch: newMatch.press,
        asking: newMatch.asking
          ? {
              question: t(lang, 'newMatch.ask'),
              yes: t(lang, 'newMatch'),
              no: t(lang, 'keepPlaying'),
              onYes: () => newMatch.answer(true),
              onNo: () => newMatch.answer(false),
            }
          : null,
      })}
      ${logView(t(lang, 'log'), logLines)}
    </div>
    ${
      ghost
        ? html`<div class="ghost" ${cssProps({ left: `${ghost.x}px`, top: `${ghost.y}px` })} aria-hidden="true">
            ${tileImage(ghost.tile, { part: false })}
          </div>`
        : nothing
    }
    ${announcer.render()}`;
}

/** Where each seat sits, counted clockwise from the person at the screen (R-ALL-2). */
const POSITIONS: Record<number, readonly string[]> = {
  2: ['bottom', 'top'],
  3: ['bottom', 'left', 'right'],
  4: ['bottom', 'left', 'top', 'right'],
};
