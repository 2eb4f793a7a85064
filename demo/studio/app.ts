/**
 * The studio (dist/studio.html, README "Studio"): an author sets up a game, plays it on a real <domino-table>,
 * comments on its steps, makes questions, tries and marks, and copies the record and the snippets; or opens a
 * record to edit it. The draft (draft.ts) is the document; the record text is written from it after every change
 * and read back with the table's own reader, so what the studio shows is what a replay will show.
 */

import { readRecord, parseRecord, replayRecord, type Replay } from '../../src/record/index.js';
import { field, h, select } from './dom.js';
import { draftFromRecord, emptyDraft, stepsOf, writeDraft, type Draft } from './draft.js';
import { output } from './output.js';
import { setupForm } from './setup-form.js';
import { stepEditor } from './step-editor.js';
import { S } from './strings.js';
import {
  lastDealTags,
  lastMoveName,
  passHandovers,
  playOut,
  startRound,
  tableFor,
  type TableApi,
} from './table-driver.js';

const LANGUAGES = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['es', 'Español'],
  ['pt', 'Português'],
  ['fr', 'Français'],
] as const;

export interface Studio {
  /** The record as written now. */
  readonly text: string;
  readonly draft: Draft;
  /** The table the author plays on. */
  readonly table: TableApi;
  /** Resolves when the table has reached the draft's last position. */
  readonly ready: Promise<void>;
}

/** The table language the address asks for (`?lang=de`, as the demo's links carry it; `pt-BR` is `pt`), else English. */
export function langOf(query: string): string {
  const asked = (new URLSearchParams(query).get('lang') ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return LANGUAGES.some(([code]) => code === asked) ? asked : 'en';
}

export function startStudio(root: HTMLElement, query = ''): Studio {
  let lang = langOf(query);
  let draft = emptyDraft();
  let replay: Replay | null = null;
  let text = '';
  let table: TableApi = document.createElement('domino-table') as TableApi;
  /** The draft round the table's first round is. */
  let tableFrom = 0;
  /** True while the studio itself makes moves on the table (opening a record, taking back). */
  let driving = false;
  let selected = 0;
  let ready: Promise<void> = Promise.resolve();
  let handovers: MutationObserver | null = null;

  const langSelect = select(LANGUAGES, lang);
  langSelect.name = 'lang';
  const setup = setupForm(
    draft.setup,
    () => deal(),
    () => renamed(),
  );
  const dealStatus = h('p', { class: 'status', role: 'status' });
  const openText = h('textarea', { rows: 6, name: 'open-text', spellcheck: 'false', class: 'code' });
  const openFile = h('input', { type: 'file', name: 'open-file', accept: '.txt,.pgn,text/plain' });
  const openButton = h('button', { type: 'button' }, S.openButton);
  const openError = h('p', { class: 'error', role: 'alert' });
  const tableWrap = h('div', { class: 'table-wrap' });
  const undo = h('button', { type: 'button' }, S.undo);
  const playStatus = h('p', { class: 'status', role: 'status' });
  const stepList = h('ol', { class: 'step-list' });
  const editor = h('div', { class: 'editor-wrap' });
  const preview = document.createElement('domino-table');
  preview.setAttribute('controls', 'none');
  /** The editor's mark tap, for a tile tapped on the preview's board. */
  let tapMark: ((target: string) => void) | null = null;
  // A tile on the preview's board is its layout's tile of the same order (the board draws them in layout order).
  preview.addEventListener('click', (event) => {
    const tile = event.composedPath().find((node) => node instanceof Element && node.matches('[part~="played"]'));
    const shown = replay?.steps[selected]?.state.layout.tiles;
    if (!tile || !shown || !preview.shadowRoot) return;
    const index = [...preview.shadowRoot.querySelectorAll('[part~="played"]')].indexOf(tile as Element);
    const name = shown[index]?.tile;
    if (name) tapMark?.(name);
  });
  const out = output();

  const section = (id: string, title: string, ...children: HTMLElement[]): HTMLElement =>
    h(
      'section',
      { class: `panel panel--${id}`, 'aria-labelledby': `${id}-title` },
      h('h2', { id: `${id}-title` }, title),
      ...children,
    );

  root.replaceChildren(
    h('div', { class: 'toolbar' }, field(S.language, langSelect)),
    h(
      'div',
      { class: 'columns' },
      h(
        'div',
        { class: 'column' },
        section('setup', S.setup, setup.element, dealStatus),
        section('play', S.play, h('p', { class: 'hint' }, S.playHint), tableWrap, undo, playStatus),
        section('open', S.open, field(S.openText, openText), field(S.openFile, openFile), openButton, openError),
      ),
      h(
        'div',
        { class: 'column' },
        section('steps', S.steps, h('p', { class: 'hint' }, S.stepsHint), stepList, editor),
        section('copy', S.copy, out.element),
      ),
    ),
  );

  /** Writes the record from the draft and reads it back; false (and the error shown) when it does not read. */
  function rewrite(): boolean {
    text = writeDraft(draft);
    out.show(text, draft.setup.title.trim());
    const read = readRecord(text, lang);
    if (!read.ok) {
      playStatus.textContent = read.error.message;
      return false;
    }
    replay = read.replay;
    return true;
  }

  /** The preview: the record as a reader will see it, at the chosen step. */
  function showPreview(): void {
    preview.setAttribute('lang', lang);
    preview.setAttribute('record', text);
    preview.setAttribute('step', String(selected));
  }

  function stepLabel(i: number): string {
    const ref = stepsOf(draft)[i];
    if (!ref) return '';
    if (ref.move === null) return S.dealStep(ref.round + 1);
    const move = draft.rounds[ref.round]?.moves[ref.move];
    return S.moveStep(i, `${move?.question ? '?' : ''}${move?.name ?? ''}`);
  }

  function renderSteps(): void {
    const refs = stepsOf(draft);
    stepList.replaceChildren(
      ...refs.map((ref, i) => {
        const move = ref.move === null ? null : draft.rounds[ref.round]?.moves[ref.move];
        const noted = (move ? move.comment : draft.rounds[ref.round]?.comment)?.trim();
        const button = h(
          'button',
          { type: 'button', 'aria-current': i === selected ? 'step' : undefined, 'data-step': i },
          stepLabel(i),
          noted ? h('span', { class: 'noted' }, ` — ${noted.length > 40 ? `${noted.slice(0, 40)}…` : noted}`) : null,
          move?.tries.length ? h('span', { class: 'noted' }, ` (${move.tries.length})`) : null,
        );
        button.addEventListener('click', () => choose(i));
        return h('li', {}, button);
      }),
    );
  }

  function renderEditor(): void {
    const refs = stepsOf(draft);
    const ref = refs[selected];
    const step = replay?.steps[selected];
    const round = ref ? draft.rounds[ref.round] : undefined;
    if (!ref || !step || !round) {
      editor.replaceChildren();
      return;
    }
    const edit = stepEditor({
      label: stepLabel(selected),
      round,
      move: ref.move === null ? null : (round.moves[ref.move] ?? null),
      after: step.state,
      before: ref.move === null ? null : (replay?.steps[selected - 1]?.state ?? null),
      changed: () => {
        if (rewrite()) {
          playStatus.textContent = '';
          showPreview();
        }
        renderSteps();
      },
      playFromHere: () => void cutAfter(selected),
    });
    tapMark = edit.tap;
    editor.replaceChildren(edit.element, h('h3', {}, S.preview), h('p', { class: 'hint' }, S.previewHint), preview);
    showPreview();
  }

  function choose(i: number): void {
    selected = i;
    renderSteps();
    renderEditor();
    stepList.querySelector<HTMLButtonElement>(`[data-step="${i}"]`)?.focus();
  }

  /** Everything from the draft: the record, the list, the editor at the last step. */
  function refresh(toLast = true): void {
    rewrite();
    if (toLast) selected = stepsOf(draft).length - 1;
    renderSteps();
    renderEditor();
  }

  /** A new table at the draft's last position (the moves made through its methods). */
  async function rebuild(): Promise<void> {
    if (!rewrite() || !replay) return;
    const current = replay;
    tableFrom = startRound(current);
    const next = tableFor(document, draft.setup, current, tableFrom, lang);
    driving = true;
    next.addEventListener('domino-move', onMove);
    next.addEventListener('domino-lead', onLead);
    tableWrap.replaceChildren(next);
    table = next;
    handovers?.disconnect();
    handovers = passHandovers(next);
    try {
      const reached = await playOut(next, current, tableFrom);
      playStatus.textContent = reached ? '' : S.noPlayOn;
    } finally {
      driving = false;
    }
  }

  function onMove(event: Event): void {
    if (driving || event.currentTarget !== table) return;
    armed = false;
    const round = draft.rounds[draft.rounds.length - 1];
    if (!round) return;
    round.moves.push({ name: lastMoveName(table), question: false, comment: '', tries: [] });
    refresh();
  }

  function onLead(event: Event): void {
    if (driving || event.currentTarget !== table) return;
    const { round } = (event as CustomEvent<{ round: number }>).detail;
    const index = tableFrom + round - 1;
    if (index < draft.rounds.length) return;
    draft.rounds.push({ tags: lastDealTags(table), comment: '', moves: [] });
    refresh();
  }

  /** Dealing again throws the steps away: with steps played, the first press asks for a second. */
  let armed = false;
  function deal(): void {
    const played = draft.rounds.some((round) => round.moves.length > 0);
    if (played && !armed) {
      armed = true;
      dealStatus.textContent = S.dealAgain;
      return;
    }
    armed = false;
    const next = emptyDraft(setup.read());
    const read = readRecord(writeDraft(next), lang);
    if (!read.ok) {
      dealStatus.textContent = read.error.message;
      return;
    }
    // Maltese Cross without the 6-6 in a hand: the search for it draws before play, so the boneyard must say
    // which tiles it draws, or a later named draw would change them.
    const search = read.replay.steps[0]?.state.lead.search;
    if (next.setup.dealFrom === 'hands' && !next.setup.boneyard.trim() && search?.length) {
      next.setup.boneyard = search.map((d) => d.tile).join(' ');
      setup.write(next.setup);
    }
    draft = next;
    dealStatus.textContent = S.dealt;
    refresh();
    ready = rebuild();
  }

  function renamed(): void {
    const now = setup.read();
    draft.setup.title = now.title;
    draft.setup.names = now.names;
    const names = now.names
      .split('/')
      .map((name) => name.trim().replace(/,/g, ' '))
      .filter(Boolean);
    if (names.length) table.setAttribute('player-names', names.join(','));
    else table.removeAttribute('player-names');
    refresh(false);
  }

  async function cutAfter(step: number): Promise<void> {
    const refs = stepsOf(draft);
    const ref = refs[step];
    if (!ref) return;
    draft.rounds = draft.rounds.slice(0, ref.round + 1);
    const round = draft.rounds[ref.round] as Draft['rounds'][number];
    round.moves = round.moves.slice(0, ref.move === null ? 0 : ref.move + 1);
    refresh();
    ready = rebuild();
    await ready;
  }

  /** Opens a record: its errors as the table gives them, or a draft of it and a table at its end. */
  function open(source: string): void {
    openError.textContent = '';
    const parsed = parseRecord(source, lang);
    const replayed = parsed.ok ? replayRecord(parsed.record, lang) : parsed;
    if (!parsed.ok || !replayed.ok) {
      openError.textContent = replayed.ok ? '' : replayed.error.message;
      return;
    }
    draft = draftFromRecord(parsed.record, replayed.replay);
    setup.write(draft.setup);
    dealStatus.textContent = S.opened;
    refresh();
    ready = rebuild();
  }

  openButton.addEventListener('click', () => open(openText.value));
  openFile.addEventListener('change', () => {
    const file = openFile.files?.[0];
    if (!file) return;
    void file.text().then((content) => {
      openText.value = content;
      open(content);
    });
  });
  undo.addEventListener('click', () => {
    const refs = stepsOf(draft);
    if (refs.length > 1) void cutAfter(refs.length - 2);
  });
  langSelect.addEventListener('change', () => {
    lang = langSelect.value;
    table.setAttribute('lang', lang);
    refresh(false);
  });

  deal();
  return {
    get text() {
      return text;
    },
    get draft() {
      return draft;
    },
    get table() {
      return table;
    },
    get ready() {
      return ready;
    },
  };
}
