/**
 * The studio's document (a draft record): the author's setup, then each round's deal and moves with their
 * comments, questions and tries; written out as a game record (README "Game records"). Pure: no DOM.
 */

import { choicesOf, type Variant } from '../../src/engine/index.js';
import type { GameRecord, Replay } from '../../src/record/index.js';

/** What the author chose before dealing: the record's tags. Empty strings are "not written". */
export interface Setup {
  title: string;
  /** Seat names from seat 0, separated by `/` as the record writes them. */
  names: string;
  variant: Variant;
  players: number;
  set: string;
  spinners: string;
  lead: string;
  handSize: string;
  targetScore: string;
  /** `seed`: the seed deals; `hands`: the author typed the hands (with `+N`), perhaps the boneyard and leader. */
  dealFrom: 'seed' | 'hands';
  seed: string;
  hands: string;
  boneyard: string;
  leader: string;
  /** `[scores …]` of an opened record, kept as written. */
  scores: string;
}

/** A wrong try (`(3-1@1 {…})`) or, with `right`, a second right answer (`(= 5-5 {…})`). */
export interface Try {
  move: string;
  right: boolean;
  comment: string;
}

export interface DraftMove {
  /** The move in record notation (`6-4@6N`, `draw:6-5`, `pass`), as the table names it. */
  name: string;
  question: boolean;
  /** The comment's text, marks (`[%mark …]`, `[%arrow …]`) included. */
  comment: string;
  tries: Try[];
}

export interface DraftRound {
  /** A later round's deal tags as written (`[hands …]`, `[boneyard …]`, `[leader …]`); empty: the seed deals it. */
  tags: string[];
  /** The comment on the round's deal. */
  comment: string;
  moves: DraftMove[];
}

export interface Draft {
  setup: Setup;
  rounds: DraftRound[];
  /**
   * A draft of several chapters (README "Chapters") as history and storage keep it: every chapter in order, and which
   * one (`chapter`) this draft's own setup and rounds are. Absent for a record of one chapter.
   */
  chapters?: Draft[];
  chapter?: number;
}

/** A step as the replay counts them: each round's deal, then one per move. */
export type StepRef = { round: number; move: number | null };

export function defaultSetup(): Setup {
  return {
    title: '',
    names: '',
    variant: 'maltese-cross',
    players: 4,
    set: 'double-six',
    spinners: 'all',
    lead: 'highest-double',
    handSize: '',
    targetScore: '',
    dealFrom: 'seed',
    seed: 'studio',
    hands: '',
    boneyard: '',
    leader: '',
    scores: '',
  };
}

export const emptyDraft = (setup: Setup = defaultSetup()): Draft => ({
  setup,
  rounds: [{ tags: [], comment: '', moves: [] }],
});

/** Every step of the draft in replay order. */
export function stepsOf(draft: Draft): StepRef[] {
  const steps: StepRef[] = [];
  draft.rounds.forEach((round, r) => {
    steps.push({ round: r, move: null });
    round.moves.forEach((_, m) => steps.push({ round: r, move: m }));
  });
  return steps;
}

/** A tag value as the table writes one: bare when it is one plain word, else quoted (`"` and `\` escaped). */
export const tagValue = (text: string): string =>
  /^[\w.:+#/-]+$/.test(text) ? text : `"${text.replace(/["\\]/g, '\\$&')}"`;

/** A comment as written: braces would end it early, so they become parentheses; white space as one space. */
const comment = (text: string): string => {
  const body = text.replace(/\{/g, '(').replace(/\}/g, ')').replace(/\s+/g, ' ').trim();
  return body ? `{${body}}` : '';
};

/** The header: names and options, then the seed or the typed deal (README "Tags"). */
export function headerOf(setup: Setup): string[] {
  return headerFields(setup).map(([line]) => line);
}

/** Each header line with the setup field the author typed it in. */
function headerFields(setup: Setup): [string, keyof Setup][] {
  const lines: [string, keyof Setup][] = [];
  if (setup.title.trim()) lines.push([`[title ${tagValue(setup.title.trim())}]`, 'title']);
  const names = setup.names
    .split('/')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length) lines.push([`[names ${tagValue(names.join('/'))}]`, 'names']);
  lines.push([`[variant ${setup.variant}]`, 'variant']);
  const choices = choicesOf(setup.variant);
  if (choices.players.length > 1) lines.push([`[players ${setup.players}]`, 'players']);
  for (const option of ['set', 'spinners', 'lead'] as const) {
    if ((choices[option] as readonly string[]).length > 1) lines.push([`[${option} ${setup[option]}]`, option]);
  }
  if (setup.handSize.trim()) lines.push([`[hand-size ${setup.handSize.trim()}]`, 'handSize']);
  if (setup.targetScore.trim()) lines.push([`[target-score ${setup.targetScore.trim()}]`, 'targetScore']);
  if (setup.scores.trim()) lines.push([`[scores ${setup.scores.trim()}]`, 'scores']);
  const seed = setup.seed.trim();
  if (setup.dealFrom === 'seed' || seed) lines.push([`[seed ${tagValue(seed || 'studio')}]`, 'seed']);
  if (setup.dealFrom === 'hands') {
    lines.push([`[hands ${setup.hands.trim().replace(/\s+/g, ' ')}]`, 'hands']);
    if (setup.boneyard.trim()) lines.push([`[boneyard ${setup.boneyard.trim().replace(/\s+/g, ' ')}]`, 'boneyard']);
    if (setup.leader.trim()) lines.push([`[leader ${setup.leader.trim()}]`, 'leader']);
  }
  return lines;
}

/** Where in the draft the author typed a piece of the record: a setup field, a round's deal, a move, its comment, a try. */
export type DraftField =
  | { kind: 'setup'; name: keyof Setup }
  | { kind: 'deal'; round: number }
  | { kind: 'comment'; round: number; move: number | null }
  | { kind: 'move'; round: number; move: number }
  | { kind: 'try'; round: number; move: number; index: number };

/** The record as written, and the stretch of it (`from` ≤ offset < `to`) each field of the draft wrote. */
export interface WrittenDraft {
  text: string;
  fields: { from: number; to: number; field: DraftField }[];
}

/** A line of the record in pieces, each from a field of the draft (or none: a space, a bracket). */
type Piece = [string, DraftField?];

/**
 * The draft as a game record. Plain moves share a line; a move with a comment, a question or tries ends its
 * line (and a question starts one), so the text reads like the README's lessons.
 */
export function writeDraft(draft: Draft): string {
  return writeDraftFields(draft).text;
}

/** The record, with where each field of the draft went: a record error's offset names the field to show it at. */
export function writeDraftFields(draft: Draft): WrittenDraft {
  const lines: Piece[][] = headerFields(draft.setup).map(([line, name]) => [[line, { kind: 'setup', name }]]);
  draft.rounds.forEach((round, r) => {
    if (r > 0)
      lines.push(
        [[`[round ${r + 1}]`, { kind: 'deal', round: r }]],
        ...round.tags.map((tag): Piece[] => [[tag, { kind: 'deal', round: r }]]),
      );
    const dealNote = comment(round.comment);
    if (dealNote) lines.push([[dealNote, { kind: 'comment', round: r, move: null }]]);
    let line: Piece[] = [];
    round.moves.forEach((move, m) => {
      const note = comment(move.comment);
      const head: Piece[] = [[`${move.question ? '?' : ''}${move.name}`, { kind: 'move', round: r, move: m }]];
      if (note) head.push([' '], [note, { kind: 'comment', round: r, move: m }]);
      const tries = move.tries.flatMap((t, index): Piece[][] => {
        if (!t.move.trim()) return [];
        const at: DraftField = { kind: 'try', round: r, move: m, index };
        const said = t.comment.trim() ? ` ${comment(t.comment)}` : '';
        return [[['  ('], [`${t.right ? '= ' : ''}${t.move.trim()}${said}`, at], [')']]];
      });
      const plain = tries.length === 0 && !note && !move.question;
      if (move.question && line.length) {
        lines.push(line);
        line = [];
      }
      line = line.length ? [...line, [' '], ...head] : head;
      if (!plain || line.reduce((n, [text]) => n + text.length, 0) > 64) {
        lines.push(line, ...tries);
        line = [];
      }
    });
    if (line.length) lines.push(line);
  });
  let text = '';
  const fields: WrittenDraft['fields'] = [];
  for (const line of lines) {
    for (const [piece, field] of line) {
      if (field) fields.push({ from: text.length, to: text.length + piece.length, field });
      text += piece;
    }
    text += '\n';
  }
  return { text, fields };
}

/**
 * Chapters as one record: each under `[chapter its title]` (its header then without `[title]`); a record of one
 * chapter is written as before, with no `[chapter]`.
 */
export function writeChapters(chapters: readonly Draft[]): string {
  if (chapters.length === 1) return writeDraft(chapters[0]!);
  return chapters
    .map(
      (c) => `[chapter ${tagValue(c.setup.title.trim())}]\n${writeDraft({ ...c, setup: { ...c.setup, title: '' } })}`,
    )
    .join('\n');
}

/** The draft as a replay: the same moves and comments, no question asked and no try (a figure's record too). */
export const withoutQuestions = (draft: Draft): Draft => ({
  setup: draft.setup,
  rounds: draft.rounds.map((round) => ({
    ...round,
    moves: round.moves.map((move) => ({ ...move, question: false, tries: [] })),
  })),
});

/** The field of the draft that wrote the record's text at `offset` (the last one starting before it), or null. */
export function fieldAt(written: WrittenDraft, offset: number): DraftField | null {
  let found: DraftField | null = null;
  for (const { from, field } of written.fields) {
    if (from > offset) break;
    found = field;
  }
  return found;
}

/** A hand as written in `[hands …]`: its tiles, then `+N` for the tiles dealt besides. */
const handText = (tiles: readonly string[], more: number): string =>
  [...tiles, ...(more ? [`+${more}`] : [])].join(' ');

/** A comment's text with its marks put back (the reader keeps them apart). */
const withMarks = (body: string | null, marks: readonly { spot: { text: string } }[]): string =>
  [body ?? '', ...marks.map((m) => m.spot.text)].filter(Boolean).join(' ');

/**
 * A draft from a record that reads and replays: its setup from the tags, its moves named as the table names
 * them (a draw with its tile), its comments with their marks, its questions and tries as written.
 */
export function draftFromRecord(record: GameRecord, replay: Replay): Draft {
  const { rules } = record;
  const first = record.rounds[0]?.deal;
  const setup: Setup = {
    ...defaultSetup(),
    title: record.title ?? '',
    names: (record.names ?? []).join('/'),
    variant: rules.variant,
    players: rules.players,
    set: rules.set,
    spinners: rules.spinners,
    lead: rules.lead,
    handSize: /\[\s*hand-size/i.test(record.text) ? String(rules.handSize) : '',
    targetScore: /\[\s*target-score/i.test(record.text) ? String(rules.targetScore) : '',
    scores: record.scores ? record.scores.join(' ') : '',
    dealFrom: first ? 'hands' : 'seed',
    seed: record.seed ?? '',
    hands: first ? first.hands.map((hand, seat) => handText(hand, first.more[seat] ?? 0)).join(' / ') : '',
    boneyard: first?.boneyard?.join(' ') ?? '',
    leader: first?.leader !== undefined ? String(first.leader) : '',
  };
  if (setup.dealFrom === 'seed' && !setup.seed) setup.seed = 'studio';
  // The replay's steps in order: each round's deal step, then its moves (the table's names for them).
  let step = 0;
  const rounds: DraftRound[] = [];
  record.rounds.forEach((written, r) => {
    step++; // the round's deal
    const tags: string[] = [];
    if (r > 0 && written.deal) {
      const d = written.deal;
      tags.push(`[hands ${d.hands.map((hand, seat) => handText(hand, d.more[seat] ?? 0)).join(' / ')}]`);
      if (d.boneyard) tags.push(`[boneyard ${d.boneyard.join(' ')}]`);
      if (d.leader !== undefined) tags.push(`[leader ${d.leader}]`);
    }
    let round: DraftRound = { tags, comment: withMarks(written.comment, written.marks), moves: [] };
    rounds.push(round);
    for (const move of written.moves) {
      // A round dealt from the seed may begin without its tag: the replay has a deal step of its own there.
      if (replay.steps[step]?.move === null) {
        step++;
        round = { tags: [], comment: '', moves: [] };
        rounds.push(round);
      }
      const shown = replay.steps[step++];
      round.moves.push({
        name: shown?.name || move.spot.text.replace(/^\?/, ''),
        question: move.question,
        comment: withMarks(move.comment, move.marks),
        tries: move.tries.map((t) => ({ move: t.spot.text, right: t.right === true, comment: t.comment ?? '' })),
      });
    }
  });
  return { setup, rounds };
}
