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
  const lines: string[] = [];
  if (setup.title.trim()) lines.push(`[title ${tagValue(setup.title.trim())}]`);
  const names = setup.names
    .split('/')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length) lines.push(`[names ${tagValue(names.join('/'))}]`);
  lines.push(`[variant ${setup.variant}]`);
  const choices = choicesOf(setup.variant);
  if (choices.players.length > 1) lines.push(`[players ${setup.players}]`);
  for (const option of ['set', 'spinners', 'lead'] as const) {
    if ((choices[option] as readonly string[]).length > 1) lines.push(`[${option} ${setup[option]}]`);
  }
  if (setup.handSize.trim()) lines.push(`[hand-size ${setup.handSize.trim()}]`);
  if (setup.targetScore.trim()) lines.push(`[target-score ${setup.targetScore.trim()}]`);
  if (setup.scores.trim()) lines.push(`[scores ${setup.scores.trim()}]`);
  const seed = setup.seed.trim();
  if (setup.dealFrom === 'seed' || seed) lines.push(`[seed ${tagValue(seed || 'studio')}]`);
  if (setup.dealFrom === 'hands') {
    lines.push(`[hands ${setup.hands.trim().replace(/\s+/g, ' ')}]`);
    if (setup.boneyard.trim()) lines.push(`[boneyard ${setup.boneyard.trim().replace(/\s+/g, ' ')}]`);
    if (setup.leader.trim()) lines.push(`[leader ${setup.leader.trim()}]`);
  }
  return lines;
}

/** One move with its question mark, comment and tries, each try on a line of its own. */
function moveLines(move: DraftMove): string[] {
  const head = [`${move.question ? '?' : ''}${move.name}`, comment(move.comment)].filter(Boolean).join(' ');
  const tries = move.tries
    .filter((t) => t.move.trim())
    .map((t) => `  (${t.right ? '= ' : ''}${t.move.trim()}${t.comment.trim() ? ` ${comment(t.comment)}` : ''})`);
  return [head, ...tries];
}

/**
 * The draft as a game record. Plain moves share a line; a move with a comment, a question or tries ends its
 * line (and a question starts one), so the text reads like the README's lessons.
 */
export function writeDraft(draft: Draft): string {
  const lines = headerOf(draft.setup);
  draft.rounds.forEach((round, r) => {
    if (r > 0) lines.push(`[round ${r + 1}]`, ...round.tags);
    const dealNote = comment(round.comment);
    if (dealNote) lines.push(dealNote);
    let line = '';
    for (const move of round.moves) {
      const [head = '', ...tries] = moveLines(move);
      const plain = tries.length === 0 && !move.comment.trim() && !move.question;
      if (move.question && line) {
        lines.push(line);
        line = '';
      }
      line = line ? `${line} ${head}` : head;
      if (!plain || line.length > 64) {
        lines.push(line, ...tries);
        line = '';
      }
    }
    if (line) lines.push(line);
  });
  return `${lines.join('\n')}\n`;
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
