/**
 * The editor of one step: its comment, and for a move whether it is a question and its wrong tries and second
 * answers; marks and arrows by tapping the tiles and open ends of the step's position.
 */

import { legalMoves, type MatchState } from '../../src/engine/index.js';
import { endName, moveName } from '../../src/record/index.js';
import { field, flag, h, told, uid } from './dom.js';
import type { DraftField, DraftMove, DraftRound, Try } from './draft.js';
import { S, say } from './strings.js';

export interface StepContext {
  label: string;
  /** Which step of the draft this is: its round, and its move (null for the round's deal). */
  at: { round: number; move: number | null };
  /** The round, for a deal step; the move, for a move step. */
  round: DraftRound;
  move: DraftMove | null;
  /** The position shown at this step (its marks name what is there), and the one before a move (its tries). */
  after: MatchState;
  before: MatchState | null;
  /**
   * Called before each change (Undo brings back what was there): `run` names a text field typed in, so a run of
   * typing in it is one edit; null for a change made at once (a box ticked, a try added, a mark tapped).
   */
  edit(run: string | null): void;
  /** Something changed: write the record again (and the preview). */
  changed(): void;
  /** Cut the draft after this step and play on from it. */
  playFromHere(): void;
}

/** The targets a mark may name at this position: tiles on the board and in the hands, and open ends by place. */
export function markTargets(state: MatchState): { tiles: string[]; ends: string[] } {
  const tiles = [...state.layout.tiles.map((t) => t.tile), ...state.hands.flat()];
  const ends = state.layout.tiles.length ? state.layout.ends.map((e) => `@${endName(state.layout, e)}`) : [];
  return { tiles: [...new Set(tiles)], ends };
}

/** Adds a target to the comment's `[%mark …]` (made if there is none), or takes it out when already there. */
export function toggleMark(comment: string, target: string): string {
  const found = /\[%mark([^\]]*)\]/.exec(comment);
  if (!found) return `${comment.trim()} [%mark ${target}]`.trim();
  const words = (found[1] ?? '').trim().split(/\s+/).filter(Boolean);
  const next = words.includes(target) ? words.filter((w) => w !== target) : [...words, target];
  const mark = next.length ? `[%mark ${next.join(' ')}]` : '';
  return `${comment.slice(0, found.index)}${mark}${comment.slice(found.index + found[0].length)}`
    .replace(/\s+/g, ' ')
    .trim();
}

export interface StepEditor {
  element: HTMLElement;
  /** A tile or an end (`@1N`) tapped for a mark: outlined, or an arrow's end. */
  tap(target: string): void;
  /**
   * Says a mistake at the field of this step it was typed in (its comment, a try, or the move itself at the step's
   * title); false when the field is not this step's. `null` takes it away.
   */
  flag(field: DraftField | null, message?: string): boolean;
}

export function stepEditor(ctx: StepContext): StepEditor {
  const { round, move } = ctx;
  const note = (): string => (move ? move.comment : round.comment);
  const setNote = (text: string): void => {
    if (move) move.comment = text;
    else round.comment = text;
  };

  const comment = h('textarea', { rows: 3, name: 'comment' });
  comment.value = note();
  comment.addEventListener('input', () => {
    ctx.edit('comment');
    setNote(comment.value);
    ctx.changed();
  });

  const parts: HTMLElement[] = [
    h('h3', { class: 'step-title' }, say('editing', { step: ctx.label })),
    field('comment', comment, 'commentHint'),
  ];

  if (move) {
    const question = h('input', { type: 'checkbox', name: 'question', id: uid('question'), checked: move.question });
    question.addEventListener('change', () => {
      ctx.edit(null);
      move.question = question.checked;
      ctx.changed();
    });
    parts.push(h('div', { class: 'choice' }, question, told('label', 'question', { for: question.id })));
    parts.push(triesPart(move, ctx));
  }
  const marks = marksPart(ctx.after, note, (text) => {
    ctx.edit(null);
    setNote(text);
    comment.value = text;
    ctx.changed();
  });
  parts.push(marks.element);
  const cut = told('button', 'playFromHere', { type: 'button' });
  cut.addEventListener('click', ctx.playFromHere);
  parts.push(cut);
  const element = h('div', { class: 'step-editor' }, ...parts);
  let flagged: HTMLElement | null = null;
  const controlOf = (at: DraftField): HTMLElement | null => {
    if (at.kind === 'comment') return comment;
    if (at.kind === 'try') {
      const rows = element.querySelectorAll<HTMLInputElement>('.try input[name="try-move"]');
      return rows[at.index] ?? null;
    }
    return at.kind === 'move' ? (parts[0] as HTMLElement) : null;
  };
  return {
    element,
    tap: marks.tap,
    flag(at, message = '') {
      if (flagged) flag(flagged, null);
      flagged = null;
      if (at === null) return true;
      const mine = at.kind !== 'setup' && at.kind !== 'deal' && at.round === ctx.at.round && at.move === ctx.at.move;
      flagged = mine ? controlOf(at) : null;
      if (flagged) flag(flagged, message);
      return flagged !== null;
    },
  };
}

function triesPart(move: DraftMove, ctx: StepContext): HTMLElement {
  const list = h('div', { class: 'tries' });
  const datalist = h('datalist', { id: uid('legal') });
  if (ctx.before) {
    const before = ctx.before;
    for (const legal of legalMoves(before)) {
      const name = moveName(before, legal);
      if (name !== move.name) datalist.append(h('option', { value: name }));
    }
  }
  const row = (t: Try): HTMLElement => {
    const what = h('input', {
      type: 'text',
      name: 'try-move',
      list: datalist.id,
      autocomplete: 'off',
      spellcheck: 'false',
    });
    what.value = t.move;
    const right = h('input', { type: 'checkbox', name: 'try-right', id: uid('right'), checked: t.right });
    const say = h('input', { type: 'text', name: 'try-comment', autocomplete: 'off' });
    say.value = t.comment;
    const remove = told('button', 'removeTry', { type: 'button', class: 'quiet' });
    const index = (): number => move.tries.indexOf(t);
    what.addEventListener('input', () => {
      ctx.edit(`try-move-${index()}`);
      t.move = what.value;
      ctx.changed();
    });
    right.addEventListener('change', () => {
      ctx.edit(null);
      t.right = right.checked;
      ctx.changed();
    });
    say.addEventListener('input', () => {
      ctx.edit(`try-comment-${index()}`);
      t.comment = say.value;
      ctx.changed();
    });
    const el = h(
      'div',
      { class: 'try', role: 'group', 'aria-label': S.tries },
      field('tryMove', what, 'tryMoveHint'),
      h('div', { class: 'choice' }, right, told('label', 'tryRight', { for: right.id })),
      field('tryComment', say),
      remove,
    );
    remove.addEventListener('click', () => {
      ctx.edit(null);
      move.tries.splice(move.tries.indexOf(t), 1);
      el.remove();
      ctx.changed();
      add.focus();
    });
    return el;
  };
  for (const t of move.tries) list.append(row(t));
  const add = told('button', 'addTry', { type: 'button' });
  add.addEventListener('click', () => {
    const t: Try = { move: '', right: false, comment: '' };
    ctx.edit(null);
    move.tries.push(t);
    ctx.changed();
    const el = row(t);
    list.append(el);
    el.querySelector('input')?.focus();
  });
  return h('fieldset', { class: 'tries-part' }, told('legend', 'tries'), datalist, list, add);
}

function marksPart(
  state: MatchState,
  note: () => string,
  write: (text: string) => void,
): { element: HTMLElement; tap: (target: string) => void } {
  const group = uid('mark-kind');
  const outline = h('input', { type: 'radio', name: group, id: `${group}-o`, value: 'mark', checked: true });
  const arrow = h('input', { type: 'radio', name: group, id: `${group}-a`, value: 'arrow' });
  const status = h('p', { class: 'hint', role: 'status' });
  let from: string | null = null;
  const { tiles, ends } = markTargets(state);
  const tap = (target: string): void => {
    if (arrow.checked) {
      if (from === null) {
        if (target.startsWith('@')) return;
        from = target;
        status.textContent = say('arrowFrom', { tile: target });
        return;
      }
      write(`${note().trim()} [%arrow ${from} ${target}]`.trim());
      from = null;
      status.textContent = '';
      return;
    }
    write(toggleMark(note(), target));
  };
  const chip = (target: string): HTMLElement => {
    const button = h('button', { type: 'button', class: 'chip', 'data-target': target }, target);
    button.addEventListener('click', () => tap(target));
    return button;
  };
  const element = h(
    'fieldset',
    { class: 'marks-part' },
    told('legend', 'marks'),
    told('p', 'marksHint', { class: 'hint' }),
    h(
      'div',
      { class: 'choices' },
      h('span', { class: 'choice' }, outline, told('label', 'outline', { for: outline.id })),
      h('span', { class: 'choice' }, arrow, told('label', 'arrow', { for: arrow.id })),
    ),
    h('div', { class: 'chips' }, ...tiles.map(chip), ...ends.map(chip)),
    status,
  );
  return { element, tap };
}
