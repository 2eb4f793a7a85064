/** Draws the table from its view (view-model.ts): seat chips round the felt, the board, the hand, the controls. */

import { html, nothing, type TemplateResult } from 'lit';
import { listItem, t, tileName, type Lang } from '../i18n/index.js';
import type { Announcer } from './a11y/announcer.js';
import type { Drag } from './input/drag.js';
import type { Picker } from './input/pick.js';
import type { SeatView, TableView } from './view-model.js';
import { barView, menuView, statusView } from './views/status.js';
import { controlsView, newMatchButton } from './views/controls.js';
import { handoverView, roundEndHeadings, roundEndView } from './views/dialogs.js';
import { boardView } from './views/board.js';
import { handView } from './views/hand.js';
import { seatView } from './views/seats.js';
import { cssProps, tileImage } from './views/tile.js';
import { named } from './views/names.js';
import type { MoveResult } from './domino-table.js';

/** What the buttons call on the element. */
export interface TableActions {
  draw(): MoveResult;
  pass(): MoveResult;
  undo(): MoveResult;
  nextRound(): MoveResult;
  newMatch(): void;
}

/** The menu's "New match": `press` asks first while a match with a person's move is in progress. */
export interface NewMatchButton {
  readonly asking: boolean;
  press: () => void;
  answer: (yes: boolean) => void;
}

/**
 * The whole table. `box` is the board's space in CSS pixels (null until measured); the rest is what the
 * element hands over of its internals: the input controllers, the live region, and what the hot-seat "Ready"
 * and the "New match" buttons do. Plain parameters: an options object would cost the bundle its keys.
 */
export function renderTable(
  view: TableView,
  lang: Lang,
  names: readonly string[],
  box: { width: number; height: number } | null,
  actions: TableActions,
  pick: Picker,
  drag: Drag,
  announcer: Announcer,
  ready: () => void,
  newMatch: NewMatchButton,
): TemplateResult {
  const name = (tile: string) => tileName(lang, tile);
  const text = (line: string) => named(line, names);
  const chip = (seat: SeatView) =>
    seatView(seat, {
      label: t(lang, 'hand', { you: seat.you, name: seat.name, count: seat.count }),
      score: t(lang, 'points', { count: seat.score }),
      name,
    });
  const { panel, board, me } = view;
  const picked = board.picked;

  let bottom: TemplateResult | typeof nothing = nothing;
  let overlay: TemplateResult | typeof nothing = nothing;
  if (panel.kind === 'hand') {
    bottom = handView({
      tiles: panel.tiles,
      label: t(lang, 'hand', { you: me.you, name: me.name, count: me.count }),
      name,
      playable: panel.playable,
      picked: panel.picked,
      focus: panel.focus,
      onActivate: (tile) => pick.activate(tile),
      onKey: pick.onHandKey,
      onPointerDown: drag.onPointerDown,
    });
  } else if (panel.kind === 'handover') {
    bottom = handoverView(text(panel.text), t(lang, 'ready'), ready);
  } else if (panel.kind === 'round-end') {
    const { end } = panel;
    overlay = roundEndView({
      title: text(end.title),
      lines: end.lines.map(text),
      names,
      hands: end.result.hands,
      points: end.result.points,
      scores: end.result.scores,
      tileName: name,
      headings: roundEndHeadings(lang),
      matchLine: end.match === null ? null : text(end.match),
      action:
        end.next === 'new-match'
          ? { label: t(lang, 'newMatch'), run: () => actions.newMatch() }
          : { label: t(lang, 'nextRound'), run: () => void actions.nextRound() },
    });
  }

  const ghost = drag.ghost;
  const open = view.seats.some((seat) => seat.tiles) ? ' frame--open' : '';
  return html`<div class="frame${open}" part="table">
      <div class="table">
        <div class="seats">${view.seats.map(chip)}</div>
        <div class="felt">
          ${barView({
            round: view.round,
            boneyard: view.boneyard,
            pile: view.pile,
            closed: view.closed,
            unlocked: view.unlocked,
            direction: view.direction,
            clockwise: view.clockwise,
          })}
          <div class="board-wrap" @keydown=${pick.onBoardKey}>
            ${boardView(board.layout, {
              targets: board.targets,
              marks: board.marks,
              lastTile: board.lastTile,
              onEnd: pick.onEnd,
              label: name,
              endLabel: (end) =>
                end.id === 'center'
                  ? t(lang, 'say.open', { you: true, tile: name(picked ?? '') })
                  : t(lang, 'say.play', { you: true, tile: name(picked ?? ''), pip: listItem(lang, 'pips', end.pip) }),
              name: t(lang, 'board'),
              size: box ?? undefined,
            })}
          </div>
          ${overlay}
        </div>
      </div>
      <div class="me">
        ${statusView(text(view.turn), text(view.message || view.lead || ''))}
        ${chip(panel.kind === 'hand' ? { ...me, tiles: null } : me)}
      </div>
      ${bottom}
      <div class="bottom-bar">
        ${controlsView({
          canDraw: view.draw,
          canPass: view.pass,
          canUndo: view.undo,
          labels: { draw: t(lang, 'draw'), pass: t(lang, 'pass'), undo: t(lang, 'undo') },
          onDraw: () => pick.show(actions.draw()),
          onPass: () => pick.show(actions.pass()),
          onUndo: () => pick.show(actions.undo()),
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
        ${menuView({
          label: t(lang, 'menu'),
          caption: t(lang, 'scores'),
          names: names.map(text),
          scores: view.scores,
          current: view.current,
          logLabel: t(lang, 'log'),
          log: view.log.map(text),
          newMatch: newMatchButton(t(lang, 'newMatch'), newMatch.press),
        })}
      </div>
    </div>
    ${
      ghost
        ? html`<div class="ghost" ${cssProps({ left: `${ghost.x}px`, top: `${ghost.y}px` })} aria-hidden="true">
            ${tileImage(ghost.tile)}
          </div>`
        : nothing
    }
    ${announcer.render()}`;
}
