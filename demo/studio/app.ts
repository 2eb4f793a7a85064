/**
 * The studio (dist/studio.html, README "Studio"): an author sets up a game, plays it on a real <domino-table>,
 * comments on its steps, makes questions, tries and marks, and copies the record and the snippets; or opens a
 * record to edit it. The draft (draft.ts) is the document; the record text is written from it after every change
 * and read back with the table's own reader, so what the studio shows is what a replay will show. Every edit can be
 * undone and redone, and the draft is kept in the browser's storage (shelf.ts): a reload or a closed tab loses
 * nothing.
 */

import { readRecord, parseRecord, replayRecord, type RecordError, type Replay } from '../../src/record/index.js';
import { field, h, told } from './dom.js';
import {
  draftFromRecord,
  emptyDraft,
  fieldAt,
  stepsOf,
  withoutQuestions,
  writeChapters,
  writeDraftFields,
  type Draft,
  type DraftField,
} from './draft.js';
import { History } from './history.js';
import { output } from './output.js';
import { listDrafts, loadDraft, newDraftId, realTimers, saveDraft, saver, type Shelf, type Timers } from './shelf.js';
import { setupForm } from './setup-form.js';
import { stepEditor, type StepEditor } from './step-editor.js';
import { retell, say, tell, useLanguage, type Key } from './strings.js';
import {
  lastDealTags,
  lastMoveName,
  hideCopyRecord,
  passHandovers,
  playOut,
  startRound,
  tableFor,
  type TableApi,
} from './table-driver.js';
import { LANGUAGES, toolbar } from './toolbar.js';

export interface Studio {
  /** The record of the chapter shown, as written now. */
  readonly text: string;
  /** The whole record, every chapter: what is copied and saved as a file. */
  readonly record: string;
  /** The chapter shown. */
  readonly draft: Draft;
  /** Every chapter (one for a record without chapters), in order. */
  readonly chapters: readonly Draft[];
  /** The table the author plays on. */
  readonly table: TableApi;
  /** Resolves when the table has reached the draft's last position. */
  readonly ready: Promise<void>;
  /** Saves what waits and lets go of the page's events (a page that removes the studio calls it). */
  stop(): void;
}

export interface StudioOptions {
  /** Where drafts are kept: the page's `localStorage` unless given (`null`: nowhere). */
  shelf?: Shelf | null;
  /** The saver's clock (a test's fake one). */
  timers?: Timers;
}

/** The page's localStorage, or null where it is refused (a sandboxed frame, some private modes). */
function pageShelf(): Shelf | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The table language the address asks for (`?lang=de`, as the demo's links carry it; `pt-BR` is `pt`), else English. */
export function langOf(query: string): string {
  const asked = (new URLSearchParams(query).get('lang') ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return LANGUAGES.some(([code]) => code === asked) ? asked : 'en';
}

/**
 * Starts the studio in `root`, in the language the address asks for. `onLanguage` runs with the language at the
 * start and at every change (the page outside `root` follows it: its title, heading and `lang`).
 */
export function startStudio(
  root: HTMLElement,
  query = '',
  onLanguage?: (lang: string) => void,
  options: StudioOptions = {},
): Studio {
  let lang = langOf(query);
  useLanguage(lang);
  onLanguage?.(lang);
  const shelf = options.shelf === undefined ? pageShelf() : options.shelf;
  let draft = emptyDraft();
  /** Every chapter of the record (README "Chapters"); `draft` is the one at `at`, edited. */
  let chapters: Draft[] = [draft];
  let at = 0;
  /** The chapters as history and storage keep them: the chapter edited, with every chapter when there are several. */
  const whole = (): Draft => {
    const own = { setup: draft.setup, rounds: draft.rounds };
    if (chapters.length < 2) return own;
    return { ...own, chapters: chapters.map((c, i) => (i === at ? own : c)), chapter: at };
  };
  /** The chapter edited is `next`. */
  const setDraft = (next: Draft): void => {
    draft = next;
    chapters[at] = next;
  };
  let draftId = newDraftId();
  let history = new History();
  const snapshot = (): string => JSON.stringify(whole());
  const saving = saver(() => {
    const ok = saveDraft(shelf, draftId, whole());
    bar.saved(ok);
    if (ok) listed();
    return ok;
  }, options.timers ?? realTimers);
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

  const bar = toolbar(lang, {
    open: (id) => switchTo(id),
    fresh: () => switchTo(null),
    undo: () => undoOrRedo('undo'),
    redo: () => undoOrRedo('redo'),
    language: (chosen) => language(chosen),
  });
  const setup = setupForm(
    draft.setup,
    () => deal(),
    () => renamed(),
  );
  const dealStatus = h('p', { class: 'status', role: 'status' });
  const chapterList = h('ol', { class: 'chapter-list' });
  const chapterButtons = {
    add: told('button', 'addChapter', { type: 'button', 'data-chapter': 'add' }),
    remove: told('button', 'deleteChapter', { type: 'button', 'data-chapter': 'delete' }),
    earlier: told('button', 'chapterEarlier', { type: 'button', 'data-chapter': 'earlier' }),
    later: told('button', 'chapterLater', { type: 'button', 'data-chapter': 'later' }),
  };
  const openText = h('textarea', { rows: 6, name: 'open-text', spellcheck: 'false', class: 'code' });
  const openFile = h('input', { type: 'file', name: 'open-file', accept: '.txt,.pgn,text/plain' });
  const openButton = told('button', 'openButton', { type: 'button' });
  const openError = h('p', { class: 'error', role: 'alert' });
  const tableWrap = h('div', { class: 'table-wrap' });
  const takeBack = told('button', 'undo', { type: 'button' });
  const playStatus = h('p', { class: 'status', role: 'status' });
  const stepList = h('ol', { class: 'step-list' });
  const editor = h('div', { class: 'editor-wrap' });
  const preview = document.createElement('domino-table');
  preview.setAttribute('controls', 'none');
  /** The mistake said last (said again in a new step editor). */
  let said: [DraftField | null, RecordError | undefined] = [null, undefined];
  /** The step editor shown, if any. */
  let editing: StepEditor | null = null;
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

  const section = (id: string, title: Key, ...children: HTMLElement[]): HTMLElement =>
    h(
      'section',
      { class: `panel panel--${id}`, 'aria-labelledby': `${id}-title` },
      told('h2', title, { id: `${id}-title` }),
      ...children,
    );

  root.replaceChildren(
    bar.element,
    h(
      'div',
      { class: 'columns' },
      h(
        'div',
        { class: 'column' },
        section(
          'chapters',
          'chapters',
          told('p', 'chaptersHint', { class: 'hint' }),
          chapterList,
          h('div', { class: 'buttons' }, ...Object.values(chapterButtons)),
        ),
        section('setup', 'setup', setup.element, dealStatus),
        section('play', 'play', told('p', 'playHint', { class: 'hint' }), tableWrap, takeBack, playStatus),
        section('open', 'open', field('openText', openText), field('openFile', openFile), openButton, openError),
      ),
      h(
        'div',
        { class: 'column' },
        section('steps', 'steps', told('p', 'stepsHint', { class: 'hint' }), stepList, editor),
        section('copy', 'copy', out.element),
      ),
    ),
  );

  /**
   * Writes the record from the draft and reads it back; false when it does not read, the mistake then said at the
   * field the author typed it in.
   */
  function rewrite(): boolean {
    const written = writeDraftFields(draft);
    text = written.text;
    showOutput();
    const read = readRecord(text, lang);
    if (!read.ok) {
      mistake(fieldAt(written, read.error.offset), read.error);
      return false;
    }
    mistake(null);
    replay = read.replay;
    return true;
  }

  /** The record and the snippets, a figure's at the step chosen. */
  function showOutput(): void {
    // The whole record, every chapter; a figure shows the chapter edited at its step.
    const all = chapters.map((c, i) => (i === at ? draft : c));
    out.show(
      writeChapters(all),
      (all[0] ?? draft).setup.title.trim(),
      () => writeChapters(all.map(withoutQuestions)),
      selected,
      all.length > 1 ? at + 1 : undefined,
    );
  }

  /** The step a field of the draft belongs to (its round's deal for the round's tags), or -1. */
  function stepOfField(at: DraftField): number {
    if (at.kind === 'setup') return -1;
    const move = at.kind === 'deal' ? null : at.move;
    return stepsOf(draft).findIndex((ref) => ref.round === at.round && ref.move === move);
  }

  /**
   * Says a record error where the author made it, in the author's terms (the token and why, no line or column of a
   * text they never typed): at the setup field, at the field of the step being edited, or under the table naming the
   * step. `null` takes every such sentence away.
   */
  function mistake(at: DraftField | null, error?: RecordError): void {
    said = [at, error];
    setup.flag(null);
    editing?.flag(null);
    tell(playStatus, null, '');
    if (at === null || !error) return;
    const sentence = `${error.token ? `“${error.token}”: ` : ''}${error.why.charAt(0).toUpperCase()}${error.why.slice(1)}.`;
    if (at.kind === 'setup') {
      setup.flag(at.name, sentence);
      if (['variant', 'players', 'set', 'spinners', 'lead', 'scores'].includes(at.name))
        tell(dealStatus, null, sentence);
      return;
    }
    if (editing?.flag(at, sentence)) return;
    const step = stepOfField(at);
    tell(playStatus, null, step < 0 ? error.message : `${stepLabel(step)}: ${sentence}`);
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
    if (ref.move === null) return say('dealStep', { round: ref.round + 1 });
    const move = draft.rounds[ref.round]?.moves[ref.move];
    return say('moveStep', { n: i, move: `${move?.question ? '?' : ''}${move?.name ?? ''}` });
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
      editing = null;
      editor.replaceChildren();
      return;
    }
    editing = stepEditor({
      at: ref,
      label: stepLabel(selected),
      round,
      move: ref.move === null ? null : (round.moves[ref.move] ?? null),
      after: step.state,
      before: ref.move === null ? null : (replay?.steps[selected - 1]?.state ?? null),
      edit: (run) => edit(run === null ? null : `${draftId}:${selected}:${run}`),
      changed: () => {
        edited();
        if (rewrite()) {
          playStatus.textContent = '';
          showPreview();
        }
        renderSteps();
      },
      playFromHere: () => void cutAfter(selected),
    });
    tapMark = editing.tap;
    mistake(...said);
    editor.replaceChildren(
      editing.element,
      told('h3', 'preview'),
      told('p', 'previewHint', { class: 'hint' }),
      preview,
    );
    showPreview();
  }

  function choose(i: number): void {
    history.seal();
    selected = i;
    showOutput();
    renderSteps();
    renderEditor();
    stepList.querySelector<HTMLButtonElement>(`[data-step="${i}"]`)?.focus();
  }

  /** Everything from the draft: the record, the list, the editor at the last step. */
  function refresh(toLast = true): void {
    rewrite();
    if (toLast) selected = stepsOf(draft).length - 1;
    showOutput();
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
    hideCopyRecord(next);
    table = next;
    handovers?.disconnect();
    handovers = passHandovers(next);
    try {
      const reached = await playOut(next, current, tableFrom);
      tell(playStatus, reached ? null : 'noPlayOn');
    } finally {
      driving = false;
    }
  }

  function onMove(event: Event): void {
    if (driving || event.currentTarget !== table) return;
    armed = false;
    const round = draft.rounds[draft.rounds.length - 1];
    if (!round) return;
    edit();
    round.moves.push({ name: lastMoveName(table), question: false, comment: '', tries: [] });
    edited();
    refresh();
  }

  function onLead(event: Event): void {
    if (driving || event.currentTarget !== table) return;
    const { round } = (event as CustomEvent<{ round: number }>).detail;
    const index = tableFrom + round - 1;
    if (index < draft.rounds.length) return;
    edit();
    draft.rounds.push({ tags: lastDealTags(table), comment: '', moves: [] });
    edited();
    refresh();
  }

  /**
   * Dealing again throws the steps away: with steps played, the first press asks for a second (and Undo brings
   * them back). `byAuthor`: false for the studio's own first deal, which is no edit.
   */
  let armed = false;
  function deal(byAuthor = true): void {
    const played = draft.rounds.some((round) => round.moves.length > 0);
    if (played && !armed) {
      armed = true;
      tell(dealStatus, 'dealAgain');
      return;
    }
    armed = false;
    const next = emptyDraft(setup.read());
    const written = writeDraftFields(next);
    const read = readRecord(written.text, lang);
    if (!read.ok) {
      // Said at the field typed in (the hands, the leader…), the draft and its steps untouched.
      tell(dealStatus, null, '');
      mistake(fieldAt(written, read.error.offset) ?? { kind: 'setup', name: 'variant' }, read.error);
      return;
    }
    // Maltese Cross without the 6-6 in a hand: the search for it draws before play, so the boneyard must say
    // which tiles it draws, or a later named draw would change them.
    const search = read.replay.steps[0]?.state.lead.search;
    if (next.setup.dealFrom === 'hands' && !next.setup.boneyard.trim() && search?.length) {
      next.setup.boneyard = search.map((d) => d.tile).join(' ');
      setup.write(next.setup);
    }
    if (byAuthor) edit();
    setDraft(next);
    if (byAuthor) edited();
    tell(dealStatus, 'dealt');
    refresh();
    ready = rebuild();
  }

  function renamed(): void {
    const now = setup.read();
    edit(`${draftId}:${now.title === draft.setup.title ? 'names' : 'title'}`);
    draft.setup.title = now.title;
    draft.setup.names = now.names;
    renderChapters();
    const names = now.names
      .split('/')
      .map((name) => name.trim().replace(/,/g, ' '))
      .filter(Boolean);
    if (names.length) table.setAttribute('player-names', names.join(','));
    else table.removeAttribute('player-names');
    edited();
    refresh(false);
    listed();
  }

  async function cutAfter(step: number): Promise<void> {
    const refs = stepsOf(draft);
    const ref = refs[step];
    if (!ref) return;
    edit();
    draft.rounds = draft.rounds.slice(0, ref.round + 1);
    const round = draft.rounds[ref.round] as Draft['rounds'][number];
    round.moves = round.moves.slice(0, ref.move === null ? 0 : ref.move + 1);
    edited();
    refresh();
    ready = rebuild();
    await ready;
  }

  /** Opens a record: its errors as the table gives them, or a draft of it and a table at its end. */
  function open(source: string): void {
    openError.textContent = '';
    const parsed = parseRecord(source, lang);
    const replayed = parsed.ok ? replayRecord(parsed.record, lang, parsed.chapters, parsed.title) : parsed;
    if (!parsed.ok || !replayed.ok) {
      openError.textContent = replayed.ok ? '' : replayed.error.message;
      return;
    }
    edit();
    // Every chapter of the record, the first shown.
    chapters = parsed.chapters.map((chapter, i) => draftFromRecord(chapter, replayed.chapters[i]!));
    at = 0;
    draft = chapters[0]!;
    edited();
    setup.write(draft.setup);
    tell(dealStatus, 'opened');
    renderChapters();
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
  takeBack.addEventListener('click', () => {
    const refs = stepsOf(draft);
    if (refs.length > 1) void cutAfter(refs.length - 2);
  });
  function language(chosen: string): void {
    lang = chosen;
    useLanguage(lang);
    retell(root);
    onLanguage?.(lang);
    table.setAttribute('lang', lang);
    listed();
    refresh(false);
  }

  /** Before every change of the draft: what Undo brings back (`run`: a field typed in, one edit per run). */
  function edit(run: string | null = null): void {
    history.edit(snapshot, run);
  }

  /** After every change of the draft: saved a second later, Undo offered. */
  function edited(): void {
    saving.changed();
    bar.history(history.canUndo, history.canRedo);
  }

  /** The drafts in the toolbar's list, this one chosen. */
  function listed(): void {
    // A draft is named by its first chapter's title.
    bar.drafts(listDrafts(shelf), draftId, (at === 0 ? draft : chapters[0]!).setup.title, lang);
  }

  /** What the table plays: the setup and the moves (comments, questions and marks need no new table). */
  const playedOf = (d: Draft): string =>
    JSON.stringify([d.setup, d.rounds.map((round) => [round.tags, round.moves.map((move) => move.name)])]);

  /** Shows another state of the draft (undone, redone or opened): the form, the steps and, if its moves differ, the table. */
  function show(next: Draft, note: Parameters<typeof tell>[1] = null, newTable = false): void {
    // A draft of several chapters: the one it was at is shown.
    const { chapters: all, chapter = 0, ...own } = next;
    chapters = all && all.length > 1 ? all : [own];
    at = Math.min(chapter, chapters.length - 1);
    next = chapters[at]!;
    const rebuildTable = newTable || playedOf(next) !== playedOf(draft);
    draft = next;
    renderChapters();
    armed = false;
    setup.write(draft.setup);
    tell(dealStatus, note);
    selected = Math.min(selected, stepsOf(draft).length - 1);
    refresh(false);
    listed();
    if (rebuildTable) ready = rebuild();
  }

  function undoOrRedo(which: 'undo' | 'redo'): void {
    const back = history[which](snapshot());
    if (back === null) return;
    show(JSON.parse(back) as Draft);
    edited();
  }

  /** Opens a saved draft, or (`null`) starts a new one; what waits is saved first. */
  function switchTo(id: string | null): void {
    saving.flush();
    const loaded = id === null ? null : loadDraft(shelf, id);
    history = new History();
    bar.history(false, false);
    draftId = loaded && id !== null ? id : newDraftId();
    if (loaded) {
      show(loaded, 'restored', true);
      return;
    }
    draft = emptyDraft();
    chapters = [draft];
    at = 0;
    renderChapters();
    setup.write(draft.setup);
    deal(false);
    listed();
  }

  /** The chapters' list: each by its title (or its number), the one edited marked; the buttons that apply. */
  function renderChapters(): void {
    chapterList.replaceChildren(
      ...chapters.map((c, i) => {
        const chapter = i === at ? draft : c;
        const button = h(
          'button',
          { type: 'button', 'aria-current': i === at ? 'true' : undefined, 'data-chapter-index': i },
          `${i + 1}. ${chapter.setup.title.trim() || say('chapterN', { n: i + 1 })}`,
        );
        button.addEventListener('click', () => goToChapter(i));
        return h('li', {}, button);
      }),
    );
    chapterButtons.remove.disabled = chapters.length < 2;
    chapterButtons.earlier.disabled = at === 0;
    chapterButtons.later.disabled = at >= chapters.length - 1;
  }

  /** Shows chapter `i` to edit: its setup, its steps, a table at its end. */
  function goToChapter(i: number, note: Parameters<typeof tell>[1] = null): void {
    if (i < 0 || i >= chapters.length) return;
    history.seal();
    chapters[at] = draft;
    at = i;
    draft = chapters[i]!;
    armed = false;
    setup.write(draft.setup);
    tell(dealStatus, note);
    renderChapters();
    refresh();
    listed();
    ready = rebuild();
  }

  chapterButtons.add.addEventListener('click', () => {
    edit();
    chapters[at] = draft;
    // A new chapter after this one, of the same game, dealt from the seed.
    const fresh = emptyDraft({ ...draft.setup, title: '', dealFrom: 'seed', hands: '', boneyard: '', leader: '' });
    chapters.splice(at + 1, 0, fresh);
    at += 1;
    draft = fresh;
    setup.write(draft.setup);
    deal(false);
    edited();
    renderChapters();
    listed();
  });
  chapterButtons.remove.addEventListener('click', () => {
    if (chapters.length < 2) return;
    edit();
    chapters.splice(at, 1);
    const next = Math.min(at, chapters.length - 1);
    at = next;
    draft = chapters[next]!;
    edited();
    goToChapter(next);
  });
  const moveChapter = (by: number): void => {
    const to = at + by;
    if (to < 0 || to >= chapters.length) return;
    edit();
    chapters[at] = chapters[to]!;
    chapters[to] = draft;
    at = to;
    edited();
    renderChapters();
    refresh(false);
    chapterList.querySelector<HTMLButtonElement>('[aria-current]')?.focus();
  };
  chapterButtons.earlier.addEventListener('click', () => moveChapter(-1));
  chapterButtons.later.addEventListener('click', () => moveChapter(1));

  // Ctrl+Z and Ctrl+Y (or Ctrl+Shift+Z) in the studio or on the page (a step re-listed takes the focus with it),
  // outside the text fields, which keep their own undo of letters.
  const onKey = (event: KeyboardEvent): void => {
    const target = event.target as HTMLElement;
    if (!(event.ctrlKey || event.metaKey) || !(target === document.body || root.contains(target))) return;
    if (target.matches('input[type="text"], input:not([type]), textarea')) return;
    const key = event.key.toLowerCase();
    if (key !== 'z' && key !== 'y') return;
    event.preventDefault();
    undoOrRedo(key === 'y' || event.shiftKey ? 'redo' : 'undo');
  };
  document.addEventListener('keydown', onKey);

  // Saved when the page is hidden or left; a draft that storage would not take is said before leaving.
  const onHide = (): void => void saving.flush();
  const onVisibility = (): void => {
    if (document.visibilityState === 'hidden') saving.flush();
  };
  const onLeave = (event: BeforeUnloadEvent): void => {
    if (saving.flush()) return;
    event.preventDefault();
    event.returnValue = '';
  };
  window.addEventListener('pagehide', onHide);
  window.addEventListener('beforeunload', onLeave);
  document.addEventListener('visibilitychange', onVisibility);

  // The last draft saved comes back; else a first deal of the default game.
  const last = listDrafts(shelf)[0];
  const kept = last ? loadDraft(shelf, last.id) : null;
  if (last && kept) {
    draftId = last.id;
    show(kept, 'restored', true);
  } else {
    deal(false);
    listed();
    renderChapters();
  }
  return {
    get text() {
      return text;
    },
    get record() {
      return writeChapters(chapters.map((c, i) => (i === at ? draft : c)));
    },
    get draft() {
      return draft;
    },
    get chapters() {
      return chapters.map((c, i) => (i === at ? draft : c));
    },
    get table() {
      return table;
    },
    get ready() {
      return ready;
    },
    stop() {
      saving.flush();
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('beforeunload', onLeave);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
