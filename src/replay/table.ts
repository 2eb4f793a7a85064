/** A table in replay mode: the record read, the step shown, the reader moving through it, and lessons. */

import type { Lang } from '../i18n/index.js';
import type { MatchState, Move } from '../engine/types.js';
import { checkAnswer, readRecord, type Replay } from '../record/index.js';
import { explainRefusal, format, seatNames } from './kit.js';
import { LessonInput } from './lesson-input.js';
import { barOf, chapterOf, stepOf, viewOf, type Problem, type StepValue } from './options.js';
import { fetchRecord, type Fetched } from './source.js';
import type { ReplayHost } from './host.js';
import { wordsMissing, wordsOf, wordsReady } from './words/index.js';

/** `#asked` before the first read: any `step` value, `undefined` included, is news. */
const UNREAD = Symbol('unread');

/** The replay's state and what the reader does with it; index.ts's ReplayTable draws it (view.ts). */
export class ReplayReader {
  readonly #host: ReplayHost;
  #text: string | null = null;
  #lang: Lang = 'en';
  /** The record's chapters (one for a record without `[chapter]`), and the one shown. */
  #chapters: Replay[] = [];
  #chapter = 0;
  /** The `chapter` property as last read: a change from outside shows that chapter. */
  #chapterAsked: string | undefined | typeof UNREAD = UNREAD;
  /** What the live region says of the chapter the reader moved to. */
  #said = '';
  /** Why the record cannot be shown, in the table's language. */
  #error = '';

  /** The record shown (`record`'s, or the file behind `src` once fetched); '' while there is none. */
  get text(): string {
    return this.#text ?? '';
  }
  /** The step shown; -1 before the first. */
  #shown = -1;
  /** The `step` property as last read: a change from outside moves the replay there. */
  #asked: StepValue | typeof UNREAD = UNREAD;
  #view: number | null = null;
  #bar = true;
  /** Questions the reader has answered (`chapter:step`): the replay no longer stops before them. */
  readonly #solved = new Set<string>();
  /** A lesson's input: the tile picked and its ends, the hand's tab stop, what was said of the last try. */
  readonly lesson: LessonInput;
  /** "Right!" on the step a right answer led to. */
  #praise = '';
  readonly #reported = new Map<string, string>();
  /** The `src` address fetched last, what came of it (null while on the way), and how to stop it. */
  #src: string | null = null;
  #fetched: Fetched | null = null;
  #abort: AbortController | null = null;

  constructor(host: ReplayHost) {
    this.#host = host;
    this.lesson = new LessonInput(this, host);
  }

  /** The step shown, and the last step (0 when the record cannot be shown). */
  get shown(): number {
    return this.#shown;
  }

  get total(): number {
    const replay = this.replay;
    return replay ? replay.steps.length - 1 : 0;
  }

  /**
   * Before each render: reads the record when it or the language changed, the replay attributes, and a `step`
   * set from outside; reports each problem once and fires `domino-step` when the step shown changes.
   */
  update(lang: Lang): void {
    const host = this.#host;
    // `record` wins over `src`; while the file is on the way nothing is read (an empty board, no error).
    const record = host.getAttribute('record');
    const fetched = record === null ? this.#source(host.src ?? null) : null;
    const text = record ?? (fetched?.ok ? fetched.text : '');
    // A language but English: its words are a chunk of their own. Until they arrive nothing is read or said (an empty
    // board, as while `src` is on the way), so the record and its errors come in the table's language.
    const words = wordsReady(lang);
    if (words) {
      void words.then(() => this.#host.requestUpdate());
      return;
    }
    const fresh = text !== this.#text;
    if (fresh || lang !== this.#lang) {
      this.#text = text;
      this.#lang = lang;
      const read = record === null && !fetched?.ok ? null : readRecord(text, lang);
      this.#chapters = read?.ok ? read.chapters : [];
      this.#error = read && !read.ok ? read.error.message : '';
    }
    if (fresh) {
      this.#solved.clear();
      this.#asked = UNREAD;
      this.#chapterAsked = UNREAD;
      this.#chapter = 0;
      this.#said = '';
      this.#shown = -1;
    }
    const problems: Problem[] = [];
    // Words that could not be loaded: English, said once in the page (`load`), as the table does for its own.
    if (wordsMissing(lang))
      problems.push({
        attribute: 'lang',
        code: 'load',
        message: `the "${lang}" replay words could not be loaded: English is used`,
      });
    const attribute = record === null ? 'src' : 'record';
    if (fetched && !fetched.ok) {
      const words = this.words;
      const src = host.src ?? '';
      const sentence = fetched.invalid
        ? this.format(words.srcBad, { src })
        : this.format(fetched.large ? words.tooLarge : words.fetchFailed, { src, why: fetched.why });
      this.#error = sentence;
      // An address that is no address is the attribute's mistake (`invalid-attribute`); a fetch that failed, `load`.
      const problem: Problem = { attribute, message: `src: ${sentence} ${words.nothing}` };
      if (!fetched.invalid) problem.code = 'load';
      problems.push(problem);
    } else if (this.#error) problems.push({ attribute, message: `${attribute}: ${this.#error} ${this.words.nothing}` });
    // The chapter first (`chapter`, by number or title): `step` counts within it.
    if (host.chapter !== this.#chapterAsked && this.#chapters.length) {
      this.#chapterAsked = host.chapter;
      const chapter = chapterOf(host.chapter, this.#chapters, problems);
      if (chapter !== this.#chapter) {
        this.#chapter = chapter;
        this.#asked = UNREAD;
        this.#shown = -1;
      }
    }
    const replay = this.replay;
    this.#bar = barOf(host.controls, problems) && !host.boardOnly;
    this.#view = replay ? viewOf(host.view, host.getAttribute('view'), replay.rules.players, problems) : null;
    const step = replay ? stepOf(host.step, host.getAttribute('step'), this.total, problems) : 0;
    if (!Object.is(host.step, this.#asked)) {
      this.#asked = host.step;
      this.#show(step);
    }
    this.#report(problems);
  }

  /**
   * What came of fetching `src` (null while on the way, or with no address). A new address is fetched once, as the
   * document resolves it; the fetch of an address given up is stopped.
   */
  #source(src: string | null): Fetched | null {
    if (src === this.#src) return this.#fetched;
    this.#abort?.abort();
    this.#src = src;
    this.#fetched = null;
    this.#abort = null;
    if (src === null) return null;
    let address: string;
    try {
      if (!src.trim()) throw new TypeError(src);
      address = new URL(src, this.#host.baseURI).href;
    } catch {
      return (this.#fetched = { ok: false, large: false, why: '', invalid: true });
    }
    const abort = (this.#abort = new AbortController());
    void fetchRecord(address, abort.signal).then((fetched) => {
      if (abort.signal.aborted) return;
      this.#fetched = fetched;
      this.#host.requestUpdate();
    });
    return null;
  }

  /** The element showing the replay. */
  get host(): ReplayHost {
    return this.#host;
  }

  // What the view draws (view.ts reads these).
  /** The chapter shown, null when the record cannot be shown. */
  get replay(): Replay | null {
    return this.#chapters[this.#chapter] ?? null;
  }
  /** Every chapter of the record (one for a record without `[chapter]`). */
  get chapters(): readonly Replay[] {
    return this.#chapters;
  }
  /** The chapter shown, 0-based. */
  get chapter(): number {
    return this.#chapter;
  }
  /** What the live region says after the reader moved to another chapter ("Chapter 2 of 3: …"). */
  get said(): string {
    return this.#said;
  }
  get lang(): Lang {
    return this.#lang;
  }
  get words() {
    return wordsOf(this.#lang).replay;
  }
  /** One of `words` with its `{name}`s filled, plural forms by the table's language. */
  format(template: string, params: Record<string, string | number | undefined>): string {
    return format(template, params, this.#lang);
  }
  get error(): string {
    return this.#error;
  }
  get bar(): boolean {
    return this.#bar;
  }
  /** `board-only`: the board (and the `view` seat's hand) alone, a figure; no step bar, no lesson. */
  get boardOnly(): boolean {
    return this.#host.boardOnly;
  }
  get view(): number | null {
    return this.#view;
  }
  /** The seats' names: `player-names` when set, else the record's `[names]` (the table's own for the rest). */
  get names(): string[] {
    const given = this.#host.playerNames;
    return given ? given.split(',').map((name) => name.trim()) : (this.replay?.names ?? []);
  }
  /** The seats' names as the table shows them (its own names for the seats the record and the page leave unnamed). */
  get seats(): readonly string[] {
    return seatNames(this.#lang, this.replay?.rules.players ?? 0, 0, this.names).names;
  }
  /** The position shown when a lesson asks for a move there (`legalMoves()` are that seat's), else null. */
  get asking(): MatchState | null {
    return this.question === null ? null : this.position;
  }
  /** The position shown, null when none is (a record that does not read). */
  get position(): MatchState | null {
    return this.replay?.steps[this.#shown]?.state ?? null;
  }
  get praise(): string {
    return this.#praise;
  }
  isSolved(step: number): boolean {
    return this.#solved.has(`${this.#chapter}:${step}`);
  }

  /** The question waiting at the step shown (the step it leads to), or null: the replay stops here until it is found. */
  get question(): number | null {
    const next = this.replay?.steps[this.#shown + 1];
    return this.#bar && next?.question && !this.isSolved(this.#shown + 1) ? this.#shown + 1 : null;
  }

  /** Shows step `n`; by the reader, so the `step` attribute follows. */
  #show(n: number, byReader = false): void {
    if (byReader) {
      this.#asked = n;
      this.#host.step = n;
    }
    const replay = this.replay;
    if (!replay || n === this.#shown) return;
    this.#shown = n;
    this.#praise = '';
    this.lesson.clear();
    this.#dispatch('domino-step', {
      step: n,
      total: this.total,
      round: replay.steps[n]?.round ?? 1,
      chapter: this.#chapter + 1,
    });
    this.#host.requestUpdate();
    this.#keepInList();
  }

  /** The reader's step bar, move list and keys. */
  go = (n: number): void => {
    if (!this.replay || n < 0 || n > this.total || n === this.#shown) return;
    this.#show(n, true);
  };

  /**
   * The reader moves to chapter `n` (0-based), at its deal: `chapter` and `step` follow, and the live region says
   * which chapter it is.
   */
  goChapter = (n: number): void => {
    const chapters = this.#chapters;
    if (n < 0 || n >= chapters.length || n === this.#chapter) return;
    this.#chapter = n;
    this.#chapterAsked = String(n + 1);
    this.#host.setAttribute('chapter', this.#chapterAsked);
    this.#shown = -1;
    this.#show(0, true);
    const said = this.format(this.words.chapter, { n: n + 1, total: chapters.length, title: chapters[n]?.title ?? '' });
    this.#said = said.replace(/[\s:]+$/, '');
  };

  /** The chapter list's keys: arrows, Home and End move between chapters (not steps), focus following. */
  onChapterKey = (event: KeyboardEvent): void => {
    const last = this.#chapters.length - 1;
    const to = { ArrowLeft: this.#chapter - 1, ArrowRight: this.#chapter + 1, Home: 0, End: last }[event.key];
    if (to === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    this.goChapter(Math.max(0, Math.min(last, to)));
    this.focusSoon('.replay__chapter[aria-current]');
  };
  first = (): void => this.go(0);
  back = (): void => this.go(this.#shown - 1);
  last = (): void => this.go(this.total);
  /** Forward stops before a question: the reader is asked to find the move, and the hand takes focus. */
  forward = (): void => {
    if (this.question === null) {
      this.go(this.#shown + 1);
      return;
    }
    this.lesson.say(this.words.wait);
    this.focusSoon('.hand__tile[tabindex="0"]');
  };

  onKey = (event: KeyboardEvent): void => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    // Page Up and Page Down: the chapter before and after, from anywhere in the table.
    const chapter = (by: number) => () => this.goChapter(this.#chapter + by);
    const act = {
      ArrowLeft: this.back,
      ArrowRight: this.forward,
      Home: this.first,
      End: this.last,
      PageUp: chapter(-1),
      PageDown: chapter(1),
    }[event.key];
    if (!act) return;
    event.preventDefault();
    act();
  };

  /** The reader's try at the question: judged, reported (`domino-answer`), and answered in words. */
  answer = (move: Move): void => {
    const replay = this.replay;
    const q = this.question;
    const position = q === null ? undefined : replay?.steps[q - 1]?.state;
    if (!replay || q === null || !position) return;
    const verdict = checkAnswer(replay, q, move);
    this.#dispatch('domino-answer', { step: q, move, correct: verdict.verdict === 'right' });
    if (verdict.verdict === 'right') {
      this.#solved.add(`${this.#chapter}:${q}`);
      this.go(q);
      // A second right answer: "Right!" and what the record says of it; the replay goes on with the record's move.
      this.#praise = verdict.second && verdict.comment ? `${this.words.right} ${verdict.comment}` : this.words.right;
      this.focusSoon('[data-action="forward"]');
      return;
    }
    // What the record says to a reader who tries this move, else the table's own words: for a refused try the rule
    // in the table's language. Never both: a record's comment on a refused try tells the same rule again.
    this.lesson.say(
      verdict.comment ??
        (verdict.verdict === 'wrong' ? this.words.again : explainRefusal(this.#lang, position, move, verdict.reason)),
    );
  };

  /** Focuses what `selector` finds once the table has redrawn. */
  focusSoon(selector: string): void {
    void this.#host.updateComplete.then(() =>
      this.#host.renderRoot.querySelector<HTMLElement | SVGElement>(selector)?.focus(),
    );
  }

  /** The move list keeps the step shown in view, and focus on it when the reader is in the list. */
  #keepInList(): void {
    const root = this.#host.renderRoot as ShadowRoot;
    const inList = root.activeElement?.closest('.replay__moves') != null;
    void this.#host.updateComplete.then(() => {
      const current = root.querySelector<HTMLElement>('.replay__move[aria-current]');
      const list = current?.closest('ol');
      if (!current || !list) return;
      if (inList) current.focus({ preventScroll: true });
      const left = current.offsetLeft; // the list is the buttons' offset parent (position: relative)
      if (left < list.scrollLeft || left + current.offsetWidth > list.scrollLeft + list.clientWidth)
        list.scrollLeft = left - (list.clientWidth - current.offsetWidth) / 2;
    });
  }

  #dispatch(name: string, detail: unknown): void {
    this.#host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  /** One `console.warn` and `domino-error` per problem, as the element does for its other attributes. */
  #report(problems: Problem[]): void {
    const now = new Map(problems.map((p) => [p.attribute, p.message]));
    const codes = new Map(problems.map((p) => [p.attribute, p.code]));
    for (const attribute of [...this.#reported.keys()]) if (!now.has(attribute)) this.#reported.delete(attribute);
    for (const [attribute, message] of now) {
      if (this.#reported.get(attribute) === message) continue;
      this.#reported.set(attribute, message);
      console.warn(`<domino-table>: ${message}`);
      this.#dispatch('domino-error', { code: codes.get(attribute) ?? 'invalid-attribute', message });
    }
  }
}
