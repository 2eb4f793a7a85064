/** Draws a replay with the table's own views: seat chips, the board, the note on the move, the lesson, the step bar. */

import type { Lang, Seats } from '../i18n/index.js';
import type { MatchState } from '../engine/types.js';
import type { MarkTarget, ReplayStep } from '../record/index.js';
import {
  barView,
  barWords,
  boardView,
  handView,
  html,
  leadMessage,
  listItem,
  feltBoard,
  moveAnnouncement,
  viewFor,
  nothing,
  roundSummary,
  seatNames,
  seatView,
  svg,
  t,
  tileName,
} from './kit.js';
import { countBadge } from './count-badge.js';
import type { Box } from './host.js';
import type { ReplayReader } from './table.js';
import { figureTile } from './figure-tile.js';
import { marksOverlay } from './marks.js';
import { moveList } from './move-list.js';

type Side = 'bottom' | 'left' | 'top' | 'right';
/** Where each seat sits, counted clockwise from the one drawn at the bottom (as the table places them). */
const SIDES: Record<number, Side[]> = {
  2: ['bottom', 'top'],
  3: ['bottom', 'left', 'right'],
  4: ['bottom', 'left', 'top', 'right'],
};

/** The step bar's icons: first, back, forward, last. */
const ICONS = {
  first: 'M3 3h2v10H3zM13 3v10L6 8z',
  back: 'M11 3v10L4 8z',
  forward: 'M5 3v10l7-5z',
  last: 'M3 3v10l7-5zM11 3h2v10h-2z',
};

/** The layer for arrows that start in a hand, drawn once the table is laid out (hand-arrows.ts). */
const arrows = () => html`<svg class="replay__arrows" aria-hidden="true"></svg>`;

/** The whole replay: a record that cannot be shown is an empty board and why. */
export function replayView(table: ReplayReader, box: Box) {
  const { replay, lang } = table;
  const step = replay?.steps[table.shown];
  const name = (tile: string) => tileName(lang, tile);
  if (!replay || !step) {
    return html`<div class="frame replay replay--static" part="table">
      <div class="table">
        <div class="felt">
          <div class="board-wrap">
            ${boardView({ tiles: [], ends: [] }, { label: name, name: t(lang, 'board'), size: box ?? undefined })}
          </div>
        </div>
      </div>
      <p class="replay__note">${table.error}</p>
    </div>`;
  }
  const { rules } = replay;
  const { state } = step;
  const n = rules.players;
  const seats = seatNames(lang, n, 0, table.names);
  const question = table.question;
  const asked = question === null ? undefined : replay.steps[question];
  const mover = asked?.seat ?? null;
  const bottom = table.view ?? 0;
  const playing = state.phase === 'play';

  const chip = (seat: number) => {
    const hand = state.hands[seat] ?? [];
    const shown = (table.view === null || seat === table.view) && seat !== mover;
    return seatView(
      {
        seat,
        side: SIDES[n]?.[(seat - bottom + n) % n] ?? 'top',
        hue: SIDES[n]?.[seat] ?? 'top',
        name: seats.names[seat] ?? '',
        you: false,
        count: hand.length,
        score: state.scores[seat] ?? 0,
        current: playing && seat === state.current,
        tiles: shown ? hand : null,
        did: '',
      },
      {
        label: t(lang, 'hand', { name: seats.names[seat], count: hand.length }),
        score: t(lang, 'points', { count: state.scores[seat] ?? 0 }),
        name,
      },
    );
  };
  const others = Array.from({ length: n - 1 }, (_, i) => chip((bottom + 1 + i) % n));
  // Every hand face up: on a narrow table each seat gets a row, its tiles beside its name (as with show-hands).
  const open = table.view === null ? ' frame--open' : '';
  const { lesson } = table;
  const picked = lesson.picked;
  const targets = new Set(picked === null ? [] : lesson.endsFor(picked));
  if (table.boardOnly) return figureView(table, step, seats.names, box);

  const title = replay.title;
  const chapters = table.bar && table.chapters.length > 1;
  return html`<div
    class="frame replay${open}${table.bar ? '' : ' replay--static'}${title || chapters ? ' replay--titled' : ''}"
    part="table"
    role="group"
    aria-label=${title ?? table.words.record}
    tabindex=${table.bar ? '-1' : nothing}
    @keydown=${table.bar ? table.onKey : nothing}
  >
    ${chapters ? chapterList(table) : title ? html`<p class="replay__title" aria-hidden="true">${title}</p>` : nothing}
    <div class="table">
      <div class="seats">${others}</div>
      <div class="felt">
        ${barView({
          variant: t(lang, `game.${rules.variant}`),
          ...barWords(lang, rules, state),
        })}
        ${feltBoard(lang, state.layout, picked, lesson.onBoardKey, {
          targets,
          lastTile: step.move?.type === 'play' ? state.layout.tiles.length - 1 : undefined,
          // Games that score during play: the count and points derived from the moves, as the table shows them.
          count: countBadge(state.log, state.count),
          onEnd: lesson.onEnd,
          size: box ?? undefined,
          overlay: marksOverlay(step.marks),
        })}
      </div>
    </div>
    <div class="me">${chip(bottom)}</div>
    ${noteView(table, step, state, seats)} ${asked && mover !== null ? lessonView(table, state, seats, mover) : nothing}
    ${table.bar ? stepBar(table, replay.steps, lang) : nothing}${arrows()}
  </div>`;
}

/**
 * `board-only`: a figure in a text. The board at the step shown and, with `view`, that seat's tiles under it; no
 * chips, status, step bar or menu, no focus stop, and as small as what it shows (the board's own aspect).
 */
function figureView(table: ReplayReader, step: ReplayStep, names: readonly string[], box: Box) {
  const { lang } = table;
  const { state } = step;
  const name = (tile: string) => tileName(lang, tile);
  const seat = table.view;
  const hand = seat === null ? [] : (state.hands[seat] ?? []);
  const label = seat === null ? '' : t(lang, 'hand', { name: names[seat], count: hand.length });
  // A height the page gives (--domino-table-height): the board scales to the box it leaves, smaller or larger. Else
  // the board is laid out for the width, in a room tall enough for a spinner's four arms (at most 1.6 times as wide
  // as tall), and the figure is as tall as the board drawn (replay.styles.ts).
  const sized = !!getComputedStyle(table.host).getPropertyValue('--domino-table-height');
  const width = box?.width ?? 0;
  return html`<div
    class="frame replay replay--static replay--figure${sized ? ' replay--sized' : ''}"
    part="table"
    role="group"
    aria-label=${table.words.record}
  >
    <div class="board-wrap">
      ${boardView(state.layout, {
        label: name,
        name: t(lang, 'board'),
        aspect: sized && box ? width / box.height : Math.min(1.6, Math.max(1, width / 400)),
        count: countBadge(state.log, state.count),
        overlay: marksOverlay(step.marks),
      })}
    </div>
    ${
      seat === null
        ? nothing
        : html`<ul class="replay__hand" part="hand" aria-label=${label} data-seat=${seat}>
            ${hand.map((tile) => html`<li>${figureTile(tile, name(tile))}</li>`)}
          </ul>`
    }${arrows()}
  </div>`;
}

/** What the step shows in words: the move (or who opens), a round's result, and the record's comment. */
function noteView(table: ReplayReader, step: ReplayStep, state: MatchState, seats: Seats) {
  const { lang, replay } = table;
  const rules = replay!.rules;
  const record = state.log[state.log.length - 1];
  // What the reader may know (machine/view.ts): with `view`, only that seat's tiles are named.
  const seen = viewFor(state, table.view ?? 'all');
  const caption =
    step.move && record
      ? moveAnnouncement(lang, seats, seen.log[seen.log.length - 1]!, true)
      : leadMessage(lang, seats, seen.lead, rules.direction);
  const ended = step.move !== null && state.phase !== 'play' && state.lastRound;
  const lines = ended ? roundSummary(lang, seats, rules, ended) : [];
  return html`<div class="replay__note" aria-live=${table.bar ? 'polite' : nothing}>
    <p class="replay__caption">${table.praise ? html`<strong>${table.praise}</strong> ` : nothing}${caption}</p>
    ${lines.length ? html`<p class="replay__result">${lines.join(' ')}</p>` : nothing}
    ${step.comment ? html`<p class="replay__comment">${step.comment}</p>` : nothing}
    ${step.marks.length ? html`<p class="sr-only">${marksSaid(table, step, state)}</p>` : nothing}
  </div>`;
}

/** How many of a step's marks and arrows its words name. */
const SAID = 10;

/** The marks in words, for a reader who cannot see them: "Marked: 1-1, the open 1. An arrow from 5-1 to the open 1." */
function marksSaid(table: ReplayReader, step: ReplayStep, state: MatchState): string {
  const { lang, words } = table;
  const named = (target: MarkTarget): string => {
    if ('tile' in target) return tileName(lang, target.tile);
    const end = state.layout.ends.find((e) => e.id === target.end);
    return table.format(words.end, { pip: end ? listItem(lang, 'pips', end.pip) : '' });
  };
  // At most SAID marks and arrows, then how many more: a live region read aloud is no place for thousands.
  const said = step.marks.slice(0, SAID).map((mark) => {
    const [from, to] = mark.targets.map(named);
    return mark.kind === 'arrow'
      ? table.format(words.arrow, { from, to })
      : table.format(words.marked, { list: mark.targets.map(named).join(', ') });
  });
  const more = step.marks.length - SAID;
  return [...said, ...(more > 0 ? [table.format(words.more, { n: more })] : [])].join(' ');
}

/** A question: the mover's hand to play from (tile, then end), Draw and Pass, and what was said of the last try. */
function lessonView(table: ReplayReader, state: MatchState, seats: Seats, mover: number) {
  const { lang, words, lesson } = table;
  const tiles = state.hands[mover] ?? [];
  const name = seats.names[mover];
  const button = (action: 'draw' | 'pass') =>
    html`<button type="button" class="btn" data-action=${action} @click=${() => table.answer({ type: action })}>
      ${t(lang, action)}
    </button>`;
  return html`<div class="replay__lesson">
    <p class="replay__ask">${table.format(words.ask, { name })}</p>
    ${handView({
      tiles,
      label: t(lang, 'hand', { name, count: tiles.length }),
      labels: tiles.map((tile) => tileName(lang, tile)),
      playable: null,
      picked: lesson.picked,
      focus: lesson.focus,
      onActivate: (tile) => lesson.pick(tile),
      onKey: (event, index) => lesson.onHandKey(event, index, tiles),
      onPointerDown: () => {},
    })}
    <div class="controls">${state.rules.draw === 'never' ? nothing : button('draw')}${button('pass')}</div>
    <div class="message" role="status">${lesson.feedback}</div>
  </div>`;
}

/** First, back, the counter, forward and last; then the move list. */
function stepBar(table: ReplayReader, steps: readonly ReplayStep[], lang: Lang) {
  const { words, shown, total } = table;
  const waiting = table.question !== null;
  const button = (action: keyof typeof ICONS, off: boolean, run: () => void) =>
    html`<button
      type="button"
      class="btn replay__step"
      data-action=${action}
      aria-label=${words[action]}
      title=${words[action]}
      aria-disabled=${off ? 'true' : 'false'}
      @click=${run}
    >
      <svg viewBox="0 0 16 16" aria-hidden="true">${svg`<path d=${ICONS[action]}></path>`}</svg>
    </button>`;
  return html`<div class="replay__bar" part="controls" role="group" aria-label=${words.steps}>
      ${button('first', shown === 0, table.first)} ${button('back', shown === 0, table.back)}
      <span class="replay__count" title=${table.format(words.counter, { n: shown, total })}
        ><span aria-hidden="true">${shown} / ${total}</span
        ><span class="sr-only">${table.format(words.counter, { n: shown, total })}</span></span
      >
      ${button('forward', shown === total || waiting, table.forward)} ${button('last', shown === total, table.last)}
    </div>
    ${moveList(table, steps, lang)}`;
}

/**
 * The chapters of a record that has several: a row of buttons (number and title), the one shown marked, one tab stop
 * (arrows, Home and End move between them; Page Up and Page Down do from anywhere in the table), and a live region
 * that says the chapter the reader moved to.
 */
function chapterList(table: ReplayReader) {
  const { chapters, chapter, words } = table;
  return html`<nav class="replay__chapters" aria-label=${words.chapters}>
    <ol @keydown=${table.onChapterKey}>
      ${chapters.map(
        (c, i) =>
          html`<li>
            <button
              type="button"
              class="replay__chapter"
              tabindex=${i === chapter ? '0' : '-1'}
              aria-current=${i === chapter ? 'true' : nothing}
              @click=${() => table.goChapter(i)}
            >
              <span class="replay__no">${i + 1}</span>${c.title ?? ''}
            </button>
          </li>`,
      )}
    </ol>
    <p class="sr-only" aria-live="polite">${table.said}</p>
  </nav>`;
}
