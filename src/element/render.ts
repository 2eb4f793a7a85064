/** Draws the table from its view (view-model.ts): seat chips round the felt, the board, the hand, the controls. */

import { html, nothing, type TemplateResult } from 'lit';
import { t, tileName, type Lang } from '../i18n/index.js';
import type { Announcer } from './a11y/announcer.js';
import type { Drag } from './input/drag.js';
import type { Picker } from './input/pick.js';
import type { BoardZoom } from './input/zoom.js';
import type { SeatView, TableView } from './view-model.js';
import { barView, menuView, statusView } from './views/status.js';
import { controlsView, newMatchButton, type Control } from './views/controls.js';
import { handoverView, roundEndHeadings, roundEndView } from './views/dialogs.js';
import { feltBoard } from './views/felt-board.js';
import { handView } from './views/hand.js';
import { seatView } from './views/seats.js';
import { cssProps, tileImage } from './views/tile.js';
import { named } from './views/names.js';
import type { TableActions, TableUi } from './actions.js';
import { modesChunk } from './loaders/modes-loader.js';

/**
 * What the element hands over to draw the table. The keys start with `_` and a lower-case letter, so terser renames
 * them (rollup.config.mjs, TERSER): the options object costs the bundle no key names.
 */
export interface TableParts {
  _view: TableView;
  _lang: Lang;
  _names: readonly string[];
  /** The board's space in CSS pixels, null until measured. */
  _box: { width: number; height: number } | null;
  /** The element's methods, and its own state. */
  _actions: TableActions;
  _ui: TableUi;
  /** The input controllers and the live region. */
  _pick: Picker;
  _drag: Drag;
  _announcer: Announcer;
  _zoom: BoardZoom;
}

/** The whole table. */
export function renderTable({
  _view: view,
  _lang: lang,
  _names: names,
  _box: box,
  _actions: actions,
  _ui: ui,
  _pick: pick,
  _drag: drag,
  _announcer: announcer,
  _zoom: zoom,
}: TableParts): TemplateResult {
  const name = (tile: string) => tileName(lang, tile);
  const text = (line: string) => named(line, names);
  const chip = (seat: SeatView) =>
    seatView(seat, {
      label: `${t(lang, 'hand', { you: seat.you, name: seat.name, count: seat.count })}, ${t(lang, 'points', { count: seat.score })}${seat.did ? `, ${seat.did}` : ''}`,
      score: t(lang, 'points', { count: seat.score }),
      name,
    });
  const { panel, board, me } = view;
  const picked = board.picked;

  // In the hand's place: the hand, the handover, or the round's end (a sheet over the table on a phone; on wider
  // screens a panel below the felt, so the final board stays in sight: dialogs.styles.ts).
  let bottom: TemplateResult | typeof nothing = nothing;
  if (panel.kind === 'hand') {
    bottom = handView({
      ...panel,
      label: t(lang, 'hand', { you: me.you, name: me.name, count: me.count }),
      onActivate: (tile) => pick.activate(tile),
      onKey: pick.onHandKey,
      onPointerDown: drag.onPointerDown,
    });
  } else if (panel.kind === 'handover') {
    bottom = handoverView(text(panel.text), t(lang, 'ready'), ui.ready);
  } else if (panel.kind === 'round-end') {
    const { end } = panel;
    bottom = roundEndView({
      title: text(end.title),
      lines: end.lines.map(text),
      names,
      hands: end.result.hands,
      points: end.result.points,
      scores: end.result.scores,
      tileName: name,
      headings: roundEndHeadings(lang),
      fold: t(lang, 'seeBoard'),
      standings:
        end.margin === null || end.totals === null
          ? nothing
          : ui.standings({
              margin: end.margin,
              names: names.map(text),
              totals: end.totals,
            }),
      copy: { label: t(lang, ui.copied ?? 'copyRecord'), run: ui.copy },
      review: view.reviewable ? { label: t(lang, 'review'), run: ui.toggleReview } : null,
      action:
        end.next === 'new-match'
          ? { label: t(lang, 'playAgain'), run: () => actions.newMatch() }
          : { label: t(lang, 'nextRound'), run: () => void actions.nextRound() },
    });
  }

  const button = (action: string, label: string, enabled: boolean, run: () => void): Control => ({
    action,
    label,
    enabled,
    run,
  });
  // Watch mode's buttons: each command is its button's action and its label's key (Speed's label comes with its chunk).
  const watch = (command: 'pause' | 'resume' | 'step' | 'speed', label: string): Control =>
    button(command, label, true, () => ui.watch(command));
  // Speed's words and code come with chunks/modes.js: a table that could not load it has no Speed.
  const speed = modesChunk.code()?.speedLabel(t, lang, ui.speed);
  // Pass and Undo: the element's method of that name, a refusal shown.
  const move = (method: 'pass' | 'undo', enabled: boolean): Control =>
    button(method, t(lang, method), enabled, () => pick.show(actions[method]()));
  // At a round's or the match's end the panel has its own buttons: the bar's moves, all off then, make way for it.
  const buttons: Control[] = view.watching
    ? [
        watch(view.paused ? 'resume' : 'pause', t(lang, view.paused ? 'resume' : 'pause')),
        watch('step', t(lang, 'step')),
        ...(speed ? [watch('speed', speed)] : []),
      ]
    : panel.kind === 'round-end'
      ? []
      : [
          ...(view.drawing
            ? [
                button(
                  'draw',
                  t(lang, view.drawAll ? 'drawAll' : 'draw'),
                  view.draw,
                  view.drawAll && view.draw ? ui.drawAll : () => pick.show(actions.draw()),
                ),
              ]
            : []),
          move('pass', view.pass),
          move('undo', view.undo),
          ...(view.hint ? [button('hint', t(lang, 'hint'), board.marks, ui.hint)] : []),
        ];

  // The person's own chip (in .me) shows no tiles (view-model.ts): the hand does, or at the round's end the breakdown.
  const ghost = drag.ghost;
  const open = view.seats.some((seat) => seat.tiles) ? ' frame--open' : '';
  return html`<div class="frame${open}" part="table">
      <div class="table">
        <div class="seats">${view.seats.map(chip)}</div>
        <div class="felt">
          ${barView({ ...view, rules: t(lang, 'rules'), onRules: ui.toggleRules })}
          ${feltBoard(lang, board.layout, picked, pick.onBoardKey, {
            ...board,
            onEnd: pick.onEnd,
            size: box ?? undefined,
            zoom,
            zoomLabels: [t(lang, 'zoomIn'), t(lang, 'zoomOut'), t(lang, 'fit')],
          })}
          ${ui.rules?.() ?? nothing} ${ui.review?.() ?? nothing}
        </div>
      </div>
      <div class="me">
        ${statusView(text(view.turn), text(`${view.message} ${ui.note ? t(lang, ui.note) : ''}`.trim()), text(view.last))}
        ${chip(me)}
      </div>
      ${bottom}
      <div class="bottom-bar">
        ${(ui.asking && ui.question()) || controlsView(buttons)}
        ${menuView({
          label: t(lang, 'menu'),
          onToggle: ui.menu,
          panel: ui.menuPanel({
            names: names.map(text),
            scores: view.scores,
            current: view.current,
            moves: view.moves,
            log: view.log.map(text),
            newMatch: newMatchButton(t(lang, 'newMatch'), ui.press),
          }),
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
